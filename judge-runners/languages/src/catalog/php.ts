// PHP (reference §4.1): `php -l` turns a syntax error into a compile error.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const phpLanguage: LanguageDefinition = {
  name: 'PHP',
  description: 'PHP 8.2 (CLI)',
  sourceFile: 'main.php',
  exeFile: 'main.php',
  compile: { command: ['/usr/bin/php', '-n', '-l', '{src}'], cpuMs: 5_000, wallMs: 10_000, memoryMb: 256, processes: 4 },
  run: { command: ['/usr/bin/php', '-n', '-d', 'memory_limit=-1', '{exe}'], processes: 4 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['Allowed memory size of', 'Out of memory'],
  toolchain: ['/usr/bin/php'],
  editorMode: 'php',
  template: `<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b, "\\n";
`,
};

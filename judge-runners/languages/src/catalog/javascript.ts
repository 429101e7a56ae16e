// JavaScript on Node.js (reference §4.1): `node --check` turns a syntax error into a compile error.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const javascriptNodeLanguage: LanguageDefinition = {
  name: 'JavaScript Node',
  description: 'Node.js 20',
  sourceFile: 'main.js',
  exeFile: 'main.js',
  compile: { command: ['/usr/bin/node', '--check', '{src}'], cpuMs: 5_000, wallMs: 10_000, memoryMb: 512, processes: 16 },
  run: { command: ['/usr/bin/node', '--stack-size=65500', '{exe}'], processes: 16 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['JavaScript heap out of memory'],
  toolchain: ['/usr/bin/node'],
  editorMode: 'javascript',
  template: `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);
console.log((a + b).toString());
`,
};

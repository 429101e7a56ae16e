// Ruby (reference §4.1): `ruby -c` turns a syntax error into a compile error.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const rubyLanguage: LanguageDefinition = {
  name: 'Ruby',
  description: 'Ruby 3.1',
  sourceFile: 'main.rb',
  exeFile: 'main.rb',
  compile: { command: ['/usr/bin/ruby', '-c', '{src}'], cpuMs: 5_000, wallMs: 10_000, memoryMb: 256, processes: 8 },
  run: { command: ['/usr/bin/ruby', '{exe}'], processes: 8 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['NoMemoryError', 'failed to allocate memory'],
  toolchain: ['/usr/bin/ruby'],
  editorMode: 'ruby',
  template: `a, b = gets.split.map(&:to_i)
puts a + b
`,
};

// Rust (reference §4.1, with the source named main.rs rather than the reference's Main.cs slip).
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const rustLanguage: LanguageDefinition = {
  name: 'Rust',
  description: 'rustc 1.63, -O, edition 2021',
  sourceFile: 'main.rs',
  exeFile: 'main',
  compile: {
    command: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', '{exe}', '{src}'],
    cpuMs: 30_000,
    wallMs: 40_000,
    memoryMb: 1024,
    processes: 64,
  },
  // one process (no fork), up to 16 threads (std::thread::spawn) sharing its CPU time and memory limits
  run: { command: ['/w/{exe}'], processes: 1, threads: 16 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['memory allocation of'],
  toolchain: ['/usr/bin/rustc'],
  editorMode: 'rust',
  template: `use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`,
};

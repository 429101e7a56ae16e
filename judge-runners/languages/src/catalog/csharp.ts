// C# on Mono (reference §4.1): mcs -optimize+, run with mono.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const csharpLanguage: LanguageDefinition = {
  name: 'C#',
  description: 'Mono 6.8 (mcs -optimize+)',
  sourceFile: 'Main.cs',
  exeFile: 'main.exe',
  compile: {
    command: ['/usr/bin/mcs', '-optimize+', '-out:{exe}', '{src}'],
    env: { MONO_GC_PARAMS: 'max-heap-size=256m' },
    cpuMs: 10_000,
    wallMs: 20_000,
    memoryMb: 512,
    processes: 32,
  },
  run: { command: ['/usr/bin/mono', '{exe}'], env: { MONO_GC_PARAMS: 'max-heap-size={heapMb}m' }, processes: 32 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['System.OutOfMemoryException'],
  readOnlyPaths: ['/etc/mono'],
  toolchain: ['/usr/bin/mcs', '/usr/bin/mono'],
  editorMode: 'csharp',
  template: `using System;

public class Program {
    public static void Main() {
        string[] parts = Console.ReadLine().Split(' ');
        Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));
    }
}
`,
};

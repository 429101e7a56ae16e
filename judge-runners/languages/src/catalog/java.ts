// Java (reference §4.1, sandbox research §6): the heap is capped from the memory limit and the
// serial GC keeps the JVM small, so running out of memory ends in a clean OutOfMemoryError (MLE).
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const javaLanguage: LanguageDefinition = {
  name: 'Java',
  description: 'OpenJDK 17, javac -encoding utf-8',
  sourceFile: 'Main.java',
  exeFile: 'Main.class',
  // javac -d . puts a package's classes in its folders (a.b: a/b/*.class)
  runFiles: ['**/*.class'],
  // a public class not named Main (an ICPC package's solutions) is compiled and run under its own
  // name; a class in a package runs by its qualified name
  programName: {
    pattern: '^\\s*public\\s+(?:(?:final|abstract|strictfp)\\s+)*class\\s+([A-Za-z_][A-Za-z0-9_]*)',
    name: 'Main',
    packagePattern: '^\\s*package\\s+([A-Za-z_][A-Za-z0-9_.\\s]*?)\\s*;',
  },
  // a program in several files (`oj problem verify`: a solution's classes in other packages) is compiled from all of them
  otherSources: ['.java'],
  // modifiers in any order, annotations and generics between: a source without any is certain to have no main method
  requiredInSource: { pattern: '\\bstatic\\b[^;{}]*\\bvoid\\s+main\\s*\\(', message: 'no main method: a Java program needs public static void main(String[] args)' },
  compile: {
    command: ['/usr/bin/javac', '-J-XX:+UseSerialGC', '-J-XX:-UsePerfData', '-J-Xmx384m', '-J-Xss8m', '-encoding', 'utf-8', '-d', '.', '{src}'],
    cpuMs: 20_000,
    wallMs: 30_000,
    memoryMb: 768,
    processes: 64,
  },
  run: {
    command: [
      '/usr/bin/java', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xss64m',
      '-Xmx{heapMb}m', '-Dfile.encoding=UTF-8', '-cp', '.', 'Main',
    ],
    processes: 64,
  },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['java.lang.OutOfMemoryError'],
  readOnlyPaths: ['/etc/java-17-openjdk'],
  toolchain: ['/usr/bin/javac', '/usr/bin/java'],
  editorMode: 'java',
  template: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
};

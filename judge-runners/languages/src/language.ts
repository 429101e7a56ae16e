// A language is data: how to compile and run a source file, and what the help page and editor
// show. Adding a language means adding one of these objects (or a JSON file of them, see
// loadLanguageFile), never code.
import { Type, type Static } from '@sinclair/typebox';

/**
 * Command lines are argv arrays (argv[0] absolute; the work dir is /w) with placeholders, substituted per run (see commands.ts):
 * {src} source file, {exe} compiled file, {memoryMb} the run's memory limit (after the
 * language factor), {heapMb} that limit less the JVM's own reserve.
 */
export const CommandLine = Type.Array(Type.String(), { minItems: 1 });

export const CompileStep = Type.Object({
  command: CommandLine,
  env: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** CPU time, wall time and memory of the compiler itself (reference §4.1: 5–10 s CPU, 256–512 MB) */
  cpuMs: Type.Integer({ minimum: 100 }),
  wallMs: Type.Integer({ minimum: 100 }),
  memoryMb: Type.Integer({ minimum: 16 }),
  /** processes and threads the compiler may start (go build, javac) */
  processes: Type.Integer({ minimum: 1 }),
});

export const RunStep = Type.Object({
  command: CommandLine,
  env: Type.Optional(Type.Record(Type.String(), Type.String())),
  /**
   * 1: the program is one process — fork, vfork, posix_spawn and system() are refused, threads
   * are not. More: it may start other processes, counted with its threads against `threads`.
   */
  processes: Type.Integer({ minimum: 1 }),
  /**
   * threads alive at once over all of the program's processes, main threads included (the
   * sandbox's pids limit); CPU time and memory are those of all of them together. Default:
   * `processes`. Runtimes (JVM, Go, .NET) need a few of their own.
   */
  threads: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const LanguageDefinition = Type.Object({
  /** the name stored with a submission, exactly as spec and reference spell it ("C++ 17 With O2") */
  name: Type.String({ minLength: 1 }),
  /** the compiler or interpreter, shown on the help page ("G++ 12.2, -std=c++17 -O2") */
  description: Type.String(),
  sourceFile: Type.String({ pattern: '^[A-Za-z0-9_.]+$' }),
  /** the file the compile step produces (or the source itself for interpreted languages) */
  exeFile: Type.String({ pattern: '^[A-Za-z0-9_.]+$' }),
  /**
   * A language whose source names its program (Java's `public class Hello`): group 1 of `pattern`
   * (a multiline regular expression), found in the code, takes the place of `name` in the source
   * and compiled file names and in the run command's words (Hello.java, Hello.class, `java Hello`).
   * Not found: `name` as it is.
   */
  programName: Type.Optional(Type.Object({
    pattern: Type.String({ minLength: 1 }),
    name: Type.String({ pattern: '^[A-Za-z0-9_]+$' }),
    /**
     * the code's package (Java: `package a.b;`), group 1 of this multiline regular expression: the
     * compiled file is then looked for under the package's folders (a/b/Hello.class, as `javac -d .`
     * puts it) and the run command's word is the qualified name (`java … a.b.Hello`)
     */
    packagePattern: Type.Optional(Type.String({ minLength: 1 })),
  })),
  /**
   * the name endings of a multi-file program's other files that are compiled with its source (C:
   * `.c`; C++: `.cc`, `.cpp`…), placed after the source in the compile command; absent: the other
   * files only sit beside it (a header, a Python module, a Java class the compiler finds itself)
   */
  otherSources: Type.Optional(Type.Array(Type.String({ pattern: '^\\.[A-Za-z0-9+]+$' }), { maxItems: 10 })),
  /**
   * What every program of the language contains (Java: a `static … void main(` method): a source
   * without a match of `pattern` (a multiline regular expression) is a Compile Error saying
   * `message`, before the compiler runs — as DOMjudge finds the main class when compiling, where
   * the run would only fail with "Main method not found"
   */
  requiredInSource: Type.Optional(Type.Object({ pattern: Type.String({ minLength: 1 }), message: Type.String({ minLength: 1 }) })),
  /**
   * files of the compile step the run needs, as `*` patterns (`**` + `/` in front: in any folder
   * below the work dir too, as a Java package's classes); default: exeFile alone
   */
  runFiles: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
  /** absent: the source runs as it is (no compile error is possible) */
  compile: Type.Optional(CompileStep),
  run: RunStep,
  /** spec 2 §9: limits of languages other than C/C++ are twice the problem's */
  timeFactor: Type.Number({ minimum: 1 }),
  memoryFactor: Type.Number({ minimum: 1 }),
  /** stderr text that means the runtime ran out of memory (reported as MLE, not RE) */
  memoryErrorMarkers: Type.Array(Type.String()),
  /** host directories the runtime reads outside /usr (bound read-only into the sandbox) */
  readOnlyPaths: Type.Optional(Type.Array(Type.String({ pattern: '^/' }))),
  /** executables that must exist on the judge node, else the language is unavailable */
  toolchain: Type.Array(Type.String({ pattern: '^/' }), { minItems: 1 }),
  /** Monaco editor language id */
  editorMode: Type.String(),
  /** A+B in this language: the help page's example and the editor's starting code */
  template: Type.String(),
});

export type LanguageDefinition = Static<typeof LanguageDefinition>;
export type CompileStep = Static<typeof CompileStep>;
export type RunStep = Static<typeof RunStep>;

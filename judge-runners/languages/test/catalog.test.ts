import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtInLanguages, LanguageRegistry, languageLimits, runCommand, compileCommand, helpLanguageEntry, checkerLanguageFor, forSource,
} from '../src/index.ts';

const SPEC_NAMES = [
  'C', 'C With O2', 'C++', 'C++ With O2', 'C++ 17', 'C++ 17 With O2', 'C++ 20', 'C++ 20 With O2',
  'Java', 'Python3', 'PyPy3', 'JavaScript Node', 'Golang', 'Rust', 'PHP', 'Ruby', 'C#',
];

t.test('every language the reference judges locally has a definition under the same name', async (t) => {
  const names = builtInLanguages.map((l) => l.name);
  for (const name of SPEC_NAMES) t.ok(names.includes(name), name);
  t.equal(new Set(names).size, names.length, 'names are unique');
});

t.test('C and C++ run with the problem limits, every other language with twice them (spec 2 §9)', async (t) => {
  const registry = new LanguageRegistry();
  for (const name of ['C', 'C++ 17 With O2']) {
    t.same(languageLimits(registry.get(name)!, { timeLimitMs: 1000, memoryLimitMb: 256 }), { timeLimitMs: 1000, memoryLimitMb: 256 }, name);
  }
  for (const name of ['Java', 'Python3', 'Golang', 'Rust', 'C#']) {
    t.same(languageLimits(registry.get(name)!, { timeLimitMs: 1000, memoryLimitMb: 256 }), { timeLimitMs: 2000, memoryLimitMb: 512 }, name);
  }
});

t.test('Java runs with a serial GC and a heap cap taken from the memory limit', async (t) => {
  const { argv } = runCommand(new LanguageRegistry().get('Java')!, { memoryMb: 512 });
  t.ok(argv.includes('-XX:+UseSerialGC'));
  t.ok(argv.includes('-Xmx448m'), argv.join(' '));
  t.equal(argv[0], '/usr/bin/java');
});

t.test('command lines name the source and the compiled file', async (t) => {
  const registry = new LanguageRegistry();
  t.same(compileCommand(registry.get('C++ 17 With O2')!)!.argv.slice(-4), ['main.cpp', '-lm', '-o', 'main']);
  t.ok(compileCommand(registry.get('C++ 17 With O2')!)!.argv.includes('-std=c++17'));
  t.ok(compileCommand(registry.get('C++ 17 With O2')!)!.argv.includes('-O2'));
  t.notOk(compileCommand(registry.get('C++ 17')!)!.argv.includes('-O2'));
  t.same(runCommand(registry.get('C')!, { memoryMb: 256 }).argv, ['/w/main']);
  t.same(runCommand(registry.get('Python3')!, { memoryMb: 256 }).argv, ['/usr/bin/python3', 'main.pyc']);
});

t.test('a Java source whose public class is not Main is compiled as that class\'s file and runs that class', async (t) => {
  const java = new LanguageRegistry().get('Java')!;
  const hello = forSource(java, 'import java.util.*;\n\n// a greeting\npublic final class Hello {\n  static class Inner {}\n  public static void main(String[] a) {}\n}\n');
  t.equal(hello.sourceFile, 'Hello.java');
  t.equal(hello.exeFile, 'Hello.class');
  t.equal(runCommand(hello, { memoryMb: 256 }).argv.at(-1), 'Hello');
  t.same(compileCommand(hello)!.argv.at(-1), 'Hello.java');
  t.equal(forSource(java, 'public class Main { public static void main(String[] a) {} }'), java, 'Main stays Main');
  t.equal(forSource(java, 'class Solution { public static void main(String[] a) {} }'), java, 'no public class: Main.java, as before');
  const c = new LanguageRegistry().get('C')!;
  t.equal(forSource(c, '/* public class Hello */ int main(void) { return 0; }'), c, 'other languages are left as they are');

  // a class in a package: javac -d . writes it to the package's folders, the JVM runs its qualified name
  const packaged = forSource(java, '/* B */\npackage zoo.goo.b ;\n\nimport foo.A;\n\npublic class B {\n  public static void main(String[] a) { A.foo(); }\n}\n');
  t.equal(packaged.sourceFile, 'B.java');
  t.equal(packaged.exeFile, 'zoo/goo/b/B.class');
  t.equal(runCommand(packaged, { memoryMb: 256 }).argv.at(-1), 'zoo.goo.b.B');
  const mainInPackage = forSource(java, 'package tools;\npublic class Main { public static void main(String[] a) {} }');
  t.same([mainInPackage.sourceFile, mainInPackage.exeFile, runCommand(mainInPackage, { memoryMb: 256 }).argv.at(-1)], ['Main.java', 'tools/Main.class', 'tools.Main'], 'Main in a package');
  t.equal(forSource(java, '// package not.this;\npublic class Main { public static void main(String[] a) {} }'), java, 'a package line in a comment is not a package');
  t.equal(forSource(java, 'package a..b;\npublic class Main { public static void main(String[] a) {} }'), java, 'a malformed package name is left to javac');
});

t.test('a language whose toolchain is missing is reported unavailable with what is missing', async (t) => {
  const registry = new LanguageRegistry(builtInLanguages, (path) => path !== '/usr/bin/rustc');
  t.same(registry.status('Rust'), { name: 'Rust', available: false, missing: ['/usr/bin/rustc'] });
  t.equal(registry.status('C').available, true);
  t.notOk(registry.availableNames().includes('Rust'));
  t.equal(registry.status('Brainfuck').available, false, 'an unknown language is unavailable too');
});

t.test('an operator adds a language with a JSON file, validated at load', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-lang-'));
  const good = join(dir, 'good.json');
  writeFileSync(good, JSON.stringify([{
    ...builtInLanguages.find((l) => l.name === 'Python3'), name: 'Python3 (fast)', description: 'same, renamed',
  }]));
  const registry = LanguageRegistry.withFile(good);
  t.equal(registry.get('Python3 (fast)')?.description, 'same, renamed');
  t.ok(registry.get('C'), 'the built-in languages stay');
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify([{ name: 'X' }]));
  t.throws(() => LanguageRegistry.withFile(bad), /language file/);
});

t.test('the help page lists each compiler with its compile command and A+B template', async (t) => {
  const entry = helpLanguageEntry(new LanguageRegistry().get('C++')!);
  t.equal(entry.name, 'C++');
  t.match(entry.compileCommand, /^\/usr\/bin\/g\+\+ .*-std=c\+\+14/);
  t.match(entry.template, /cin >> a >> b/);
  t.equal(entry.oj, 'ME');
  for (const language of builtInLanguages) t.ok(language.template.length > 20, `${language.name} has a template`);
});

t.test('special judges are built as C, C++ or Python 3 whatever variant the problem names', async (t) => {
  t.equal(checkerLanguageFor('C++ 17 With O2')?.name, 'SPJ-C++');
  t.equal(checkerLanguageFor('SPJ-C')?.name, 'SPJ-C');
  t.equal(checkerLanguageFor('INTERACTIVE-C++')?.name, 'SPJ-C++');
  for (const name of ['Python3', 'Python 3', 'SPJ-Python3', 'INTERACTIVE-Python3']) t.equal(checkerLanguageFor(name)?.name, 'SPJ-Python3', name);
  t.equal(checkerLanguageFor('PyPy3'), undefined);
  t.equal(checkerLanguageFor('Java'), undefined);
});

t.test('a Python 3 checker is byte-compiled and run by the python3 user programs run with', async (t) => {
  const python = checkerLanguageFor('SPJ-Python3')!;
  const user = new LanguageRegistry().get('Python3')!;
  t.same(compileCommand(python)?.argv.slice(-2), ['checker.py', 'checker.pyc']);
  t.same(runCommand(python, { memoryMb: 512 }).argv, [user.run.command[0], 'checker.pyc']);
  t.same(python.toolchain, user.toolchain);
});

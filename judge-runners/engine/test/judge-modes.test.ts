// Special judges (reference and testlib exit codes), interactive problems, case modes with OI
// scores, file IO, extra files and end-blank removal, judged through the engine in the sandbox.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWER_LANGUAGE, JudgeStatus, readTestData, SKIPPED_MESSAGE } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const src = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');
const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const aplusb = await readTestData(join(CORPUS, 'aplusb'));

t.test('special judge with the reference exit codes: 100 AC, 99 partial, 102 WA', async (t) => {
  const spj = { judgeMode: 'spj' as const, problemType: 'OI' as const, checker: { language: 'C++', code: src('checkers', 'spj-reference.cpp') }, judgeExtraFiles: { 'tolerance.h': src('checkers', 'tolerance.h') } };
  const ac = await engine.judge(task({ ...spj, language: 'C', code: src('c', 'ac.c') }), aplusb);
  t.match(ac, { status: JudgeStatus.ACCEPTED, score: 100 });
  const close = await engine.judge(task({ ...spj, language: 'C', code: src('checkers', 'off-by-one.c') }), aplusb);
  t.match(close, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 50 });
  t.equal(close.cases[0].message, 'close enough', 'the checker message is shown');
  const wrong = await engine.judge(task({ ...spj, language: 'C++', code: src('cpp', 'wa.cpp') }), aplusb);
  t.match(wrong, { status: JudgeStatus.WRONG_ANSWER, score: 0 });
  t.match(wrong.cases[0].message, /expected 3, found -1/);
  const tle = await engine.judge(task({ ...spj, language: 'C', code: src('c', 'tle.c') }), aplusb);
  t.equal(tle.status, JudgeStatus.TIME_LIMIT_EXCEEDED, 'a program over its limits is not given to the checker');
});

t.test('special judge with testlib exit codes and messages', async (t) => {
  const spj = { judgeMode: 'spj' as const, checker: { language: 'C', code: src('checkers', 'spj-testlib-style.c') } };
  t.match(await engine.judge(task({ ...spj, language: 'Python3', code: src('py', 'ac.py') }), aplusb), { status: JudgeStatus.ACCEPTED });
  const wrong = await engine.judge(task({ ...spj, language: 'Python3', code: src('py', 'wa.py') }), aplusb);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER);
  t.match(wrong.cases[0].message, /^wrong answer expected 3, found 4/);
  const empty = await engine.judge(task({ ...spj, language: 'C', code: 'int main(void){return 0;}' }), aplusb);
  t.equal(empty.status, JudgeStatus.PRESENTATION_ERROR, 'testlib "wrong output format" is a Presentation Error');
});

t.test('a special judge that crashes or does not compile is a System Error, not the user\'s fault', async (t) => {
  const crash = await engine.judge(task({ language: 'C', code: src('c', 'ac.c'), judgeMode: 'spj', checker: { language: 'C', code: src('checkers', 'spj-crashes.c') } }), aplusb);
  t.equal(crash.status, JudgeStatus.SYSTEM_ERROR);
  const broken = await engine.judge(task({ language: 'C', code: src('c', 'ac.c'), judgeMode: 'spj', checker: { language: 'C++', code: 'int main( {' } }), aplusb);
  t.equal(broken.status, JudgeStatus.SYSTEM_ERROR);
  t.match(broken.message, /special judge does not compile/);
});

t.test('answer submissions: the section of each case is its output, judged by the comparison or the special judge', async (t) => {
  const answer = (code: string, fields: Partial<Parameters<typeof task>[0]> = {}) => engine.judge(task({ language: ANSWER_LANGUAGE, code, ...fields }), aplusb);
  t.match(await answer('=== 1 ===\n3\n=== 2 ===\n42\n'), { status: JudgeStatus.ACCEPTED, cases: [{ status: JudgeStatus.ACCEPTED, userOutput: '3\n' }, { status: JudgeStatus.ACCEPTED }] });
  const missing = await answer('\n=== 2 ===\n42\n');
  t.equal(missing.status, JudgeStatus.WRONG_ANSWER);
  t.match(missing.cases, [{ status: JudgeStatus.WRONG_ANSWER, message: 'No answer was submitted for test case 1' }, { status: JudgeStatus.ACCEPTED }]);
  t.match(await answer('=== 1 ===\n4\n=== 2 ===\n42\n'), { status: JudgeStatus.WRONG_ANSWER, cases: [{ status: JudgeStatus.WRONG_ANSWER }, { status: JudgeStatus.ACCEPTED }] });
  t.match(await answer('3\n'), { status: JudgeStatus.COMPILE_ERROR, compileMessage: /This problem has 2 test cases \(1, 2\): start the answer of each with a line "=== <case> ===", e\.g\. "=== 1 ==="/ });
  t.match(await answer('=== 1 ===\n3\n=== 7 ===\n1\n'), { status: JudgeStatus.COMPILE_ERROR, compileMessage: '"=== 7 ===": this problem has no test case 7 (its cases: 1, 2).' });
  t.match(await answer('=== 1 ===\n3\n=== 1 ===\n3\n'), { status: JudgeStatus.COMPILE_ERROR, compileMessage: '"=== 1 ===" appears twice.' });
  t.match(await answer('3\n=== 1 ===\n3\n'), { status: JudgeStatus.COMPILE_ERROR, compileMessage: /^Text before the first/ });
  const spj = { judgeMode: 'spj' as const, problemType: 'OI' as const, checker: { language: 'C++', code: src('checkers', 'spj-reference.cpp') }, judgeExtraFiles: { 'tolerance.h': src('checkers', 'tolerance.h') } };
  t.match(await answer('=== 1 ===\n3\n=== 2 ===\n41\n', spj), { status: JudgeStatus.PARTIAL_ACCEPTED, score: 75 }, 'the special judge judges a submitted answer');
  const oneCase = { ...aplusb, cases: [aplusb.cases[0]] };
  t.match(await engine.judge(task({ language: ANSWER_LANGUAGE, code: '3\n' }), oneCase), { status: JudgeStatus.ACCEPTED }, 'with one case the whole text is its answer');
});

t.test('interactive problems: the interactor decides, the program\'s own failures come first', async (t) => {
  const guess = await readTestData(join(CORPUS, 'guess'));
  const interactive = { judgeMode: 'interactive' as const, checker: { language: 'C++', code: src('guess', 'interactor.cpp') } };
  const ac = await engine.judge(task({ ...interactive, language: 'C++', code: src('guess', 'binary-search.cpp') }), guess);
  t.equal(ac.status, JudgeStatus.ACCEPTED, JSON.stringify(ac.cases.map((c) => c.message)));
  t.match(ac.cases[0].message, /^ok found in \d+ guesses/);
  const wrong = await engine.judge(task({ ...interactive, language: 'Python3', code: src('guess', 'always-one.py') }), guess);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER, JSON.stringify(wrong.cases.map((c) => c.message)));
  t.match(wrong.cases[0].message, /too many guesses/);
  t.equal(wrong.cases[1].status, JudgeStatus.ACCEPTED, 'guessing 1 finds the secret 1');
  const crash = await engine.judge(task({ ...interactive, language: 'C', code: src('guess', 'crash.c') }), guess);
  t.equal(crash.status, JudgeStatus.RUNTIME_ERROR);
  t.equal(crash.cases[0].message, 'SIGABRT', JSON.stringify(crash.cases));
});

t.test('subtask_lowest: a group scores its lowest case and skips the rest after a failure', async (t) => {
  const data = await readTestData(join(CORPUS, 'subtasks'));
  const outcome = await engine.judge(task({ language: 'C++', code: src('subtasks', 'wrong-on-seven.cpp'), problemType: 'OI', judgeCaseMode: 'subtask_lowest' }), data);
  t.match(outcome, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 60 });
  t.same(outcome.cases.map((c) => c.status), [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.CANCELLED, JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
  t.equal(outcome.cases[2].message, SKIPPED_MESSAGE);
  t.match(outcome.subtasks, [{ groupNum: 1, score: 0, ac: 1, total: 3 }, { groupNum: 2, score: 60, ac: 2, total: 2 }]);
});

t.test('subtask_average: every case runs and groups score their rounded mean', async (t) => {
  const data = await readTestData(join(CORPUS, 'subtasks'));
  const outcome = await engine.judge(task({ language: 'C++', code: src('subtasks', 'wrong-on-seven.cpp'), problemType: 'OI', judgeCaseMode: 'subtask_average' }), data);
  t.equal(outcome.cases.length, 5);
  t.match(outcome, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 87 });
});

t.test('default and ergodic_without_error on an OI problem', async (t) => {
  const data = await readTestData(join(CORPUS, 'subtasks'));
  const all = await engine.judge(task({ language: 'C++', code: src('subtasks', 'wrong-on-seven.cpp'), problemType: 'OI', judgeCaseMode: 'default' }), data);
  t.match(all, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 200 });
  const acm = await engine.judge(task({ language: 'C++', code: src('subtasks', 'wrong-on-seven.cpp'), judgeCaseMode: 'default' }), data);
  t.equal(acm.status, JudgeStatus.WRONG_ANSWER, 'ACM: the first failing case decides');
  const stop = await engine.judge(task({ language: 'C++', code: src('subtasks', 'wrong-on-seven.cpp'), problemType: 'OI', judgeCaseMode: 'ergodic_without_error' }), data);
  t.equal(stop.cases.length, 2, 'judging stops at the first wrong case');
  t.match(stop, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
});

t.test('file-IO problems read and write the named files', async (t) => {
  const fileIO = { inputName: 'in.txt', outputName: 'out.txt' };
  t.equal((await engine.judge(task({ language: 'C', code: src('fileio', 'uses-files.c'), fileIO }), aplusb)).status, JudgeStatus.ACCEPTED);
  t.equal((await engine.judge(task({ language: 'C', code: src('c', 'ac.c'), fileIO }), aplusb)).status, JudgeStatus.WRONG_ANSWER, 'stdout is not the answer');
});

t.test('user extra files sit beside the source', async (t) => {
  const userExtraFiles = { 'aplusb.h': 'long long add(long long a, long long b) { return a + b; }\n' };
  t.equal((await engine.judge(task({ language: 'C++', code: src('fileio', 'uses-header.cpp'), userExtraFiles }), aplusb)).status, JudgeStatus.ACCEPTED);
  const without = await engine.judge(task({ language: 'C++', code: src('fileio', 'uses-header.cpp') }), aplusb);
  t.equal(without.status, JudgeStatus.COMPILE_ERROR);
  t.match(without.compileMessage, /aplusb\.h/);
});

t.test('with end-blank removal a trailing space is accepted; without it, it is a Presentation Error', async (t) => {
  t.equal((await engine.judge(task({ language: 'C', code: src('c', 'pe.c'), isRemoveEndBlank: true }), aplusb)).status, JudgeStatus.ACCEPTED);
  t.equal((await engine.judge(task({ language: 'C', code: src('c', 'pe.c'), isRemoveEndBlank: false }), aplusb)).status, JudgeStatus.PRESENTATION_ERROR);
});

t.test("a problem's own output limit (ICPC limits.output) replaces the judge's, for stderr too", async (t) => {
  // the right sum, then 3 MiB of blanks on stdout, or on stderr
  const blanks = (stream: string) => `#include <stdio.h>\nint main(void){long long a,b;if(scanf("%lld %lld",&a,&b)!=2)return 1;printf("%lld\\n",a+b);fflush(stdout);`
    + `static char line[1024];for(int j=0;j<1023;j++)line[j]=' ';line[1023]='\\n';for(int i=0;i<3*1024;i++)fwrite(line,1,1024,${stream});return 0;}\n`;
  const own = { isRemoveEndBlank: true, outputLimitMb: 2 };
  const judgeDefault = await engine.judge(task({ language: 'C', code: blanks('stdout'), isRemoveEndBlank: true }), aplusb);
  t.equal(judgeDefault.status, JudgeStatus.ACCEPTED, "no limit of its own: the judge's 32 MiB, trailing blanks removed");
  const over = await engine.judge(task({ ...own, language: 'C', code: blanks('stdout') }), aplusb);
  t.equal(over.status, JudgeStatus.RUNTIME_ERROR, '3 MiB past a 2 MiB limit');
  t.equal(over.cases[0].message, 'Output limit exceeded');
  const stderr = await engine.judge(task({ ...own, language: 'C', code: blanks('stderr') }), aplusb);
  t.equal(stderr.cases[0].message, 'Output limit exceeded', 'stderr has the same limit');
  const under = await engine.judge(task({ ...own, outputLimitMb: 4, language: 'C', code: blanks('stdout') }), aplusb);
  t.equal(under.status, JudgeStatus.ACCEPTED, 'within a 4 MiB limit');
});

t.test('a Java source without a main method is a Compile Error saying so (the run would only fail with "Main method not found")', async (t) => {
  const outcome = await engine.judge(task({ language: 'Java', code: 'public class main {\n  int main() { System.out.println("Hello"); return 0; }\n}\n' }), aplusb);
  t.equal(outcome.status, JudgeStatus.COMPILE_ERROR);
  t.equal(outcome.compileMessage, 'no main method: a Java program needs public static void main(String[] args)');
  const run = await engine.testRun(task({ language: 'Java', code: 'class Main { void main() {} }' }), '1 2', null);
  t.equal(run.status, JudgeStatus.COMPILE_ERROR, 'the test run says so too');
});

t.test('a Java program in a package runs by its qualified name; in several files, classes of other packages are compiled with it', async (t) => {
  const single = 'package contest.a;\n\nimport java.util.Scanner;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextLong() + in.nextLong());\n  }\n}\n';
  t.equal((await engine.judge(task({ language: 'Java', code: single }), aplusb)).status, JudgeStatus.ACCEPTED, 'a contestant\'s Main in a package');
  // DOMjudge's hello example, accepted/multifile-multipackage: the main class and a helper in two packages
  const helper = 'package foo.bar;\n\npublic class Adder {\n  public static long add(long a, long b) { return a + b; }\n}\n';
  const main = 'package zoo.goo;\n\nimport foo.bar.Adder;\nimport java.util.Scanner;\n\npublic class B {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(Adder.add(in.nextLong(), in.nextLong()));\n  }\n}\n';
  const two = await engine.judge(task({ language: 'Java', code: main, userExtraFiles: { 'Adder.java': helper }, otherSources: ['Adder.java'] }), aplusb);
  t.equal(two.status, JudgeStatus.ACCEPTED, two.compileMessage ?? '');
  const alone = await engine.judge(task({ language: 'Java', code: main }), aplusb);
  t.equal(alone.status, JudgeStatus.COMPILE_ERROR, 'the helper left out: javac cannot find its package');
});

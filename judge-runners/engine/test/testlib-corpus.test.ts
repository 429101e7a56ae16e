// testlib-shaped problems (issue 19): an interactor that opens its output file for writing, a
// query limit, programs in C++, Python3 and Java, and checkers that give partial points. The
// checkers and the interactor include the corpus's own testlib-like header, given to the judge as
// the extra file `testlib.h`, as a problem setter gives the real one.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus, PROGRAM_STOPPED_READING, readTestData } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const src = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');
const judgeExtraFiles = { 'testlib.h': src('testlib-like', 'testlib.h') };
const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const queries = await readTestData(join(CORPUS, 'query-limit'));
const aplusb = await readTestData(join(CORPUS, 'aplusb'));
const interactive = { judgeMode: 'interactive' as const, checker: { language: 'C++', code: src('testlib-like', 'interactor.cpp') }, judgeExtraFiles };
const messages = (o: { cases: { status: number; message: string }[] }) => JSON.stringify(o.cases.map((c) => `${c.status}:${c.message}`));

const PROGRAMS = [['C++', 'cpp'], ['Python3', 'py'], ['Java', 'java']] as const;

for (const [language, ext] of PROGRAMS) {
  t.test(`binary search with a query limit, the program in ${language}`, async (t) => {
    const judge = (kind: string) => engine.judge(task({ ...interactive, language, code: src('query-limit', `${kind}.${ext}`) }), queries);
    const ac = await judge('ac');
    t.equal(ac.status, JudgeStatus.ACCEPTED, messages(ac));
    t.match(ac.cases[0].message, /^ok found 777 in \d+ queries/, 'the interactor\'s message is the case message');
    t.match(ac.cases[0].userOutput, /^\? 500001 -> 0\n[\s\S]*! 777 after 20 queries\n$/, 'the interactor\'s output file is the case output');
    const over = await judge('over-limit');
    t.equal(over.status, JudgeStatus.WRONG_ANSWER, messages(over));
    t.match(over.cases[0].message, /^wrong answer more than 20 queries/);
    const wrong = await judge('wrong-answer');
    t.equal(wrong.status, JudgeStatus.WRONG_ANSWER, messages(wrong));
    t.match(wrong.cases[0].message, /^wrong answer the number is 777, not 776/);
    const silent = await judge('no-flush');
    t.equal(silent.status, JudgeStatus.TIME_LIMIT_EXCEEDED, messages(silent));
    t.match(silent.cases[0].message, /idle/, 'both sides waited: the wall clock ran out');
  });
}

t.test('the program cannot read the interactor\'s input, answer or output file', async (t) => {
  const peek = await engine.judge(task({ ...interactive, language: 'C', code: src('query-limit', 'peeks.c') }), queries);
  t.equal(peek.status, JudgeStatus.WRONG_ANSWER, messages(peek));
  t.match(peek.cases[0].message, /the number is 777, not 1/, 'it found none of them');
});

t.test('an interactor that says FAIL is a System Error, whatever the program did without a partner', async (t) => {
  const broken = { ...interactive, checker: { language: 'C++', code: '#include "testlib.h"\nint main(int argc, char* argv[]) { registerInteraction(argc, argv); quitf(_fail, "the secret is out of range"); }\n' } };
  const outcome = await engine.judge(task({ ...broken, language: 'Python3', code: src('query-limit', 'ac.py') }), queries);
  t.equal(outcome.status, JudgeStatus.SYSTEM_ERROR, messages(outcome));
  t.match(outcome.cases[0].message, /^FAIL the secret is out of range/);
});

t.test('a program that exits without reading the interactor\'s replies is Wrong Answer', async (t) => {
  const outcome = await engine.judge(task({ ...interactive, language: 'C', code: 'int main(void) { return 0; }\n' }), queries);
  t.equal(outcome.status, JudgeStatus.WRONG_ANSWER, messages(outcome));
  t.match(outcome.cases[0].message, new RegExp(`^(unexpected eof|${PROGRAM_STOPPED_READING})`));
});

t.test('OI: testlib points (quitp, exit 7) and partially correct (_pc) score their share of each case', async (t) => {
  const spj = (checker: string) => ({ judgeMode: 'spj' as const, problemType: 'OI' as const, checker: { language: 'C++', code: src('testlib-like', checker) }, judgeExtraFiles });
  const points = await engine.judge(task({ ...spj('points-checker.cpp'), language: 'C', code: src('checkers', 'off-by-one.c') }), aplusb);
  t.match(points, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 50 }, messages(points));
  t.match(points.cases[0], { status: JudgeStatus.PARTIAL_ACCEPTED, score: 25, message: 'points 0.5 one off: expected 3, found 4' });
  const percent = await engine.judge(task({ ...spj('percent-checker.cpp'), language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b - 1)\n' }), aplusb);
  t.match(percent, { status: JudgeStatus.PARTIAL_ACCEPTED, score: 30 }, messages(percent));
  t.match(percent.cases[1], { status: JudgeStatus.PARTIAL_ACCEPTED, score: 15, message: /^partially correct \(30\) one off: expected 42, found 41/ });
  const exact = await engine.judge(task({ ...spj('points-checker.cpp'), language: 'Java', code: src('java', 'ac.java') }), aplusb);
  t.match(exact, { status: JudgeStatus.ACCEPTED, score: 100 });
  const far = await engine.judge(task({ ...spj('points-checker.cpp'), language: 'C++', code: src('cpp', 'wa.cpp') }), aplusb);
  t.match(far, { status: JudgeStatus.WRONG_ANSWER, score: 0 });
});

t.test('ACM: a partial case is shown as Partial Accepted, and the submission is Wrong Answer', async (t) => {
  const spj = { judgeMode: 'spj' as const, problemType: 'ACM' as const, checker: { language: 'C++', code: src('testlib-like', 'points-checker.cpp') }, judgeExtraFiles };
  const outcome = await engine.judge(task({ ...spj, language: 'C', code: src('checkers', 'off-by-one.c') }), aplusb);
  t.equal(outcome.status, JudgeStatus.WRONG_ANSWER, 'no partial credit on an ACM problem: not solved, a wrong try');
  t.same(outcome.cases.map((c) => c.status), [JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.PARTIAL_ACCEPTED], 'each case keeps the checker\'s verdict');
  t.match(outcome.cases[0].message, /^points 0.5 one off/);
});

// Kattis problem-package judging through the engine in the sandbox: the default output validator
// (comparison), custom output validators (checkerProtocol kattis, in C++ and Python), interactive
// validators, and who decides when the program fails after the interactor rejected it.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { JudgeStatus, JudgeTask, PROGRAM_STOPPED_READING, readTestData } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const src = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');
const kattis = (...parts: string[]) => src('kattis', ...parts);
const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const aplusb = await readTestData(join(CORPUS, 'aplusb'));
const division = await readTestData(join(CORPUS, 'kattis', 'division'));
const greeting = await readTestData(join(CORPUS, 'kattis', 'greeting'));
const guess = await readTestData(join(CORPUS, 'guess'));
const messages = (outcome: { cases: Array<{ message: string }> }) => JSON.stringify(outcome.cases.map((c) => c.message));

const loose = { caseSensitive: false, spaceChangeSensitive: false };

t.test('the task schema bounds the validator flags', async (t) => {
  const withFlags = (checkerFlags: string[]) => Value.Check(JudgeTask, task({ language: 'C', code: '', checkerProtocol: 'kattis', checkerFlags }));
  t.ok(withFlags(['float_tolerance', '1e-6', 'x'.repeat(200)]));
  t.notOk(withFlags(['x'.repeat(201)]), 'a flag over 200 characters');
  t.notOk(withFlags(Array.from({ length: 51 }, () => 'f')), 'over 50 flags');
  t.notOk(withFlags(['a\u0000b']), 'NUL cannot be passed in an argv');
  t.notOk(Value.Check(JudgeTask, task({ language: 'C', code: '', checkerProtocol: 'domjudge' as 'kattis' })), 'an unknown protocol');
  t.notOk(Value.Check(JudgeTask, task({ language: 'C', code: '', comparison: { ...loose, floatAbsoluteTolerance: -1 } })), 'a negative tolerance');
});

t.test('default validator with a float tolerance: within is Accepted, outside is Wrong Answer', async (t) => {
  const absolute = { comparison: { ...loose, floatAbsoluteTolerance: 1e-6 } };
  const exact = await engine.judge(task({ ...absolute, language: 'Python3', code: kattis('division', 'divide.py') }), division);
  t.equal(exact.status, JudgeStatus.ACCEPTED, `3.3333333333333335 for 3.333333333: ${messages(exact)}`);
  const rough = await engine.judge(task({ ...absolute, language: 'C', code: kattis('division', 'divide-rough.c') }), division);
  t.equal(rough.status, JudgeStatus.WRONG_ANSWER);
  t.equal(rough.cases[0].message, 'token 1: expected 3.333333333, got 3.333');
  t.equal(rough.cases[1].status, JudgeStatus.ACCEPTED, '0.125 is exact');
  const relative = { comparison: { ...loose, floatRelativeTolerance: 1e-3 } };
  t.equal((await engine.judge(task({ ...relative, language: 'C', code: kattis('division', 'divide-rough.c') }), division)).status, JudgeStatus.ACCEPTED,
    'within a relative 1e-3');
  const strings = await engine.judge(task({ comparison: loose, language: 'C', code: kattis('division', 'divide-rough.c') }), division);
  t.equal(strings.status, JudgeStatus.WRONG_ANSWER, 'without a tolerance numbers compare as strings');
});

t.test('default validator: case ignored unless case_sensitive, white space unless space_change_sensitive', async (t) => {
  const judge = (file: string, comparison: JudgeTask['comparison']) => engine.judge(task({ language: 'C', code: kattis('greeting', file), comparison }), greeting);
  t.equal((await judge('shout.c', loose)).status, JudgeStatus.ACCEPTED, 'HELLO WORLD for Hello World');
  const caseSensitive = await judge('shout.c', { ...loose, caseSensitive: true });
  t.equal(caseSensitive.status, JudgeStatus.WRONG_ANSWER);
  t.equal(caseSensitive.cases[0].message, 'token 1: expected Hello, got HELLO');
  t.equal((await judge('spaced.c', loose)).status, JudgeStatus.ACCEPTED, 'two spaces for one');
  const spaceSensitive = await judge('spaced.c', { ...loose, spaceChangeSensitive: true });
  t.equal(spaceSensitive.status, JudgeStatus.WRONG_ANSWER, 'never Presentation Error');
  t.equal(spaceSensitive.cases[0].message, 'white space before token 2: expected " ", got "  "');
  t.equal((await judge('hello.c', { caseSensitive: true, spaceChangeSensitive: true })).status, JudgeStatus.ACCEPTED, 'the exact answer passes both');
  const reference = await engine.judge(task({ language: 'C', code: kattis('greeting', 'shout.c') }), greeting);
  t.equal(reference.status, JudgeStatus.WRONG_ANSWER, 'without a comparison the reference rules apply');
});

t.test('an online test run compares as the task\'s cases do', async (t) => {
  const shout = { language: 'C', code: kattis('greeting', 'shout.c') };
  t.equal((await engine.testRun(task({ ...shout, comparison: loose }), '', 'Hello World\n')).status, JudgeStatus.ACCEPTED);
  t.equal((await engine.testRun(task({ ...shout, comparison: { ...loose, caseSensitive: true } }), '', 'Hello World\n')).status, JudgeStatus.WRONG_ANSWER);
  t.equal((await engine.testRun(task(shout), '', 'Hello World\n')).status, JudgeStatus.WRONG_ANSWER, 'the reference rules without a comparison');
});

t.test('a Kattis output validator (C++): 42 Accepted, 43 Wrong Answer, judgemessage.txt shown, flags received', async (t) => {
  const validator = { judgeMode: 'spj' as const, checkerProtocol: 'kattis' as const, checker: { language: 'C++', code: kattis('validators', 'sum-validator.cpp') } };
  const ac = await engine.judge(task({ ...validator, checkerFlags: ['strict', 'two words'], language: 'C', code: src('c', 'ac.c') }), aplusb);
  t.equal(ac.status, JudgeStatus.ACCEPTED, messages(ac));
  t.same(ac.cases.map((c) => c.message), ['ok 3, flags [strict|two words]', 'ok 42, flags [strict|two words]'], 'the flags follow the feedback dir, each one argument');
  const wrong = await engine.judge(task({ ...validator, language: 'C', code: src('c', 'wa.c') }), aplusb);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER);
  t.same(wrong.cases.map((c) => c.message), ['1 + 2 is 3, not 4', '40 + 2 is 42, not 43']);
  const python = await engine.judge(task({ ...validator, language: 'Python3', code: src('py', 'ac.py') }), aplusb);
  t.equal(python.status, JudgeStatus.ACCEPTED, 'the output reaches the validator on stdin whatever the language');
  const tle = await engine.judge(task({ ...validator, language: 'C', code: src('c', 'tle.c') }), aplusb);
  t.equal(tle.status, JudgeStatus.TIME_LIMIT_EXCEEDED, 'a program over its limits is not given to the validator');
});

t.test('an OI case a Kattis validator accepts scores in full, whatever its score.txt says', async (t) => {
  const validator = { judgeMode: 'spj' as const, problemType: 'OI' as const, checkerProtocol: 'kattis' as const, checkerFlags: ['score'], checker: { language: 'C++', code: kattis('validators', 'sum-validator.cpp') } };
  t.match(await engine.judge(task({ ...validator, language: 'C', code: src('c', 'ac.c') }), aplusb), { status: JudgeStatus.ACCEPTED, score: 100 });
});

t.test('a Kattis validator that exits with another code or crashes is a System Error', async (t) => {
  const judge = (language: string, file: string) => engine.judge(task({
    judgeMode: 'spj', checkerProtocol: 'kattis', checker: { language, code: kattis('validators', file) }, language: 'C', code: src('c', 'ac.c'),
  }), aplusb);
  const exitsOne = await judge('C', 'exits-one.c');
  t.equal(exitsOne.status, JudgeStatus.SYSTEM_ERROR);
  t.equal(exitsOne.cases[0].message, 'output validator exited with code 1 (42 accepts, 43 rejects): cannot read the answer');
  const crash = await judge('C', 'crashes.c');
  t.equal(crash.status, JudgeStatus.SYSTEM_ERROR);
  t.equal(crash.cases[0].message, 'output validator crashed: SIGABRT');
  const testlib = await engine.judge(task({
    judgeMode: 'spj', checker: { language: 'C++', code: kattis('validators', 'sum-validator.cpp') }, language: 'C', code: src('c', 'ac.c'),
  }), aplusb);
  t.equal(testlib.status, JudgeStatus.SYSTEM_ERROR, 'the same validator called as a testlib checker fails: the protocol matters');
});

t.test('a Kattis output validator in Python 3: stderr is the message when there is no judgemessage.txt', async (t) => {
  const validator = { judgeMode: 'spj' as const, checkerProtocol: 'kattis' as const, checker: { language: 'SPJ-Python3', code: kattis('validators', 'sum_validator.py') } };
  const ac = await engine.judge(task({ ...validator, language: 'C', code: src('c', 'ac.c') }), aplusb);
  t.equal(ac.status, JudgeStatus.ACCEPTED, messages(ac));
  t.same(ac.cases.map((c) => c.message), ['python says ok 3', 'python says ok 42'], 'the feedback dir was there and writable');
  const wrong = await engine.judge(task({ ...validator, language: 'C', code: src('c', 'wa.c') }), aplusb);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER);
  t.equal(wrong.cases[0].message, '1 + 2 is 3, not 4');
  const broken = await engine.judge(task({ ...validator, checker: { language: 'Python3', code: 'import sys\nsys.exit(\n' }, language: 'C', code: src('c', 'ac.c') }), aplusb);
  t.equal(broken.status, JudgeStatus.SYSTEM_ERROR, 'a syntax error is a checker that does not build');
  t.match(broken.message, /special judge does not compile:[\s\S]*SyntaxError/);
});

t.test('a Kattis interactive validator decides like an output validator', async (t) => {
  const interactive = { judgeMode: 'interactive' as const, checkerProtocol: 'kattis' as const, checker: { language: 'C++', code: kattis('guess', 'validator.cpp') } };
  const ac = await engine.judge(task({ ...interactive, language: 'C++', code: src('guess', 'binary-search.cpp') }), guess);
  t.equal(ac.status, JudgeStatus.ACCEPTED, messages(ac));
  t.match(ac.cases[0].message, /^found in \d+ guesses$/);
  const wrong = await engine.judge(task({ ...interactive, language: 'Python3', code: src('guess', 'always-one.py') }), guess);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER, messages(wrong));
  t.equal(wrong.cases[0].message, 'too many guesses');
  t.equal(wrong.cases[1].status, JudgeStatus.ACCEPTED, 'guessing 1 finds the secret 1');
  const python = await engine.judge(task({ ...interactive, checker: { language: 'Python3', code: kattis('guess', 'validator.py') }, language: 'C++', code: src('guess', 'binary-search.cpp') }), guess);
  t.equal(python.status, JudgeStatus.ACCEPTED, messages(python));
  t.match(python.cases[0].message, /^python: found in \d+ guesses$/);
});

t.test('interactive: a rejected program that then spins is Wrong Answer, not Time Limit Exceeded', async (t) => {
  const spin = { language: 'C', code: kattis('guess', 'ones-then-spin.c') };
  const viaKattis = await engine.judge(task({ ...spin, judgeMode: 'interactive', checkerProtocol: 'kattis', checker: { language: 'C++', code: kattis('guess', 'validator.cpp') } }), guess);
  t.equal(viaKattis.cases[0].status, JudgeStatus.WRONG_ANSWER, messages(viaKattis));
  t.equal(viaKattis.cases[0].message, 'too many guesses');
  t.ok(viaKattis.cases[0].timeMs >= 500, `the program did spin to its limit (${viaKattis.cases[0].timeMs} ms)`);
  t.equal(viaKattis.cases[1].status, JudgeStatus.ACCEPTED, 'secret 1: found at once, no spinning');
  t.equal(viaKattis.status, JudgeStatus.WRONG_ANSWER);
  const viaTestlib = await engine.judge(task({ ...spin, judgeMode: 'interactive', checker: { language: 'C++', code: src('guess', 'interactor.cpp') } }), guess);
  t.equal(viaTestlib.cases[0].status, JudgeStatus.WRONG_ANSWER, `the testlib interactor too: ${messages(viaTestlib)}`);
  t.equal(viaTestlib.cases[0].message, 'wrong answer too many guesses');
});

t.test('interactive: a program that fails on the end of input a rejecting validator left is Wrong Answer', async (t) => {
  // problemtools' guess example, GuessCrash.java: the validator says 43 and exits, the program's next
  // read meets the end of input and it fails at once (here within microseconds: C's abort)
  const interactive = { judgeMode: 'interactive' as const, checkerProtocol: 'kattis' as const, checker: { language: 'C++', code: kattis('guess', 'validator.cpp') } };
  for (let round = 1; round <= 3; round++) {
    const crash = await engine.judge(task({ ...interactive, language: 'C', code: kattis('guess', 'ones-then-crash.c') }), guess);
    t.equal(crash.cases[0].status, JudgeStatus.WRONG_ANSWER, `round ${round}: ${messages(crash)}`);
    t.equal(crash.cases[0].message, 'too many guesses');
    t.equal(crash.cases[1].status, JudgeStatus.ACCEPTED, 'secret 1: found at once');
  }
});

t.test('interactive: the program\'s own failure wins when the validator accepted or had not decided', async (t) => {
  const interactive = { judgeMode: 'interactive' as const, checkerProtocol: 'kattis' as const, checker: { language: 'C++', code: kattis('guess', 'validator.cpp') } };
  const afterAccepted = await engine.judge(task({ ...interactive, language: 'C++', code: kattis('guess', 'crash-when-found.cpp') }), guess);
  t.equal(afterAccepted.status, JudgeStatus.RUNTIME_ERROR, messages(afterAccepted));
  t.equal(afterAccepted.cases[0].message, 'SIGABRT');
  const beforeGuessing = await engine.judge(task({ ...interactive, language: 'C', code: src('guess', 'crash.c') }), guess);
  t.equal(beforeGuessing.status, JudgeStatus.RUNTIME_ERROR, `the validator's 43 came after the crash: ${messages(beforeGuessing)}`);
  t.equal(beforeGuessing.cases[0].message, 'SIGABRT');
});

t.test('interactive: a Python validator writing to a program that has gone is the program leaving early', async (t) => {
  const interactive = { judgeMode: 'interactive' as const, checkerProtocol: 'kattis' as const, checker: { language: 'SPJ-Python3', code: kattis('validators', 'greets-late.py') } };
  const gone = await engine.judge(task({ ...interactive, language: 'C', code: 'int main(void) { return 0; }' }), aplusb);
  t.equal(gone.status, JudgeStatus.WRONG_ANSWER, messages(gone));
  t.equal(gone.cases[0].message, PROGRAM_STOPPED_READING);
  const echo = await engine.judge(task({ ...interactive, language: 'Python3', code: 'print(input(), flush=True)\n' }), aplusb);
  t.equal(echo.status, JudgeStatus.ACCEPTED, `a program that stays and answers: ${messages(echo)}`);
});

t.test("a case's own validator flags or comparison (a group's output_validator_args) replace the problem's for that case only", async (t) => {
  const validator = { judgeMode: 'spj' as const, checkerProtocol: 'kattis' as const, checker: { language: 'C++', code: kattis('validators', 'sum-validator.cpp') } };
  const ac = await engine.judge(task({ ...validator, checkerFlags: ['strict'], caseJudging: { '2.in': { checkerFlags: ['strict', 'big'] } }, language: 'C', code: src('c', 'ac.c') }), aplusb);
  t.same(ac.cases.map((c) => c.message), ['ok 3, flags [strict]', 'ok 42, flags [strict|big]'], 'case 2 gets its own flags, case 1 the problem\'s');
  // the right sum plus 0.0005: within 1e-3 (the problem's), not within 1e-6 (case 2's)
  const near = '#include <stdio.h>\nint main(void){long long a,b;if(scanf("%lld %lld",&a,&b)!=2)return 1;printf("%.4f\\n",a+b+0.0005);return 0;}\n';
  const comparison = { ...loose, floatAbsoluteTolerance: 1e-3 };
  const judged = await engine.judge(task({ comparison, caseJudging: { '2.in': { comparison: { ...loose, floatAbsoluteTolerance: 1e-6 } } }, language: 'C', code: near }), aplusb);
  t.same(judged.cases.map((c) => c.status), [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER], 'case 1 within the problem\'s tolerance, case 2 outside its own');
  const unknown = await engine.judge(task({ comparison, caseJudging: { 'other.in': { comparison: loose } }, language: 'C', code: near }), aplusb);
  t.equal(unknown.status, JudgeStatus.ACCEPTED, 'a name that is no case changes nothing');
});

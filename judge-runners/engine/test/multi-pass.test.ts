// Multi-pass problems (Kattis `type: multi-pass`) through the engine in the sandbox: the program
// runs again on the nextpass.in its output validator wrote, the validator's feedback dir is kept
// between the passes of a case, and a validator asking for more passes than the problem allows
// is the problem's fault.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { JudgeStatus, JudgeTask, readTestData } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const doubling = (file: string) => readFileSync(join(CORPUS, 'kattis', 'doubling', file), 'utf8');
const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const cases = await readTestData(join(CORPUS, 'kattis', 'doubling'));
const multiPass = (fields: Partial<JudgeTask> = {}) => ({
  judgeMode: 'spj' as const, checkerProtocol: 'kattis' as const, validationPasses: 2,
  checker: { language: 'C++', code: doubling('validator.cpp') }, ...fields,
});
const judge = (program: string, fields: Partial<JudgeTask> = {}) =>
  engine.judge(task({ ...multiPass(fields), language: 'C', code: doubling(program) }), cases);

t.test('the task schema bounds the passes: at least 2', async (t) => {
  t.ok(Value.Check(JudgeTask, task({ language: 'C', code: '', validationPasses: 2 })));
  t.notOk(Value.Check(JudgeTask, task({ language: 'C', code: '', validationPasses: 1 })));
  t.notOk(Value.Check(JudgeTask, task({ language: 'C', code: '', validationPasses: 101 })));
});

t.test('a program right on both passes is Accepted; the validator\'s messages of both passes are shown (its feedback dir was kept)', async (t) => {
  const outcome = await judge('both-passes.c');
  t.equal(outcome.status, JudgeStatus.ACCEPTED, JSON.stringify(outcome.cases.map((c) => c.message)));
  t.same(outcome.cases.map((c) => c.message), ['pass 1 ok: 10\npass 2 ok: 11', 'pass 1 ok: 42\npass 2 ok: 43']);
  t.same(outcome.cases.map((c) => c.userOutput), ['11\n', '43\n'], 'the last pass\'s output');
});

t.test('a program wrong on the second pass is Wrong Answer at pass 2', async (t) => {
  const outcome = await judge('first-pass-only.c');
  t.equal(outcome.status, JudgeStatus.WRONG_ANSWER);
  t.same(outcome.cases.map((c) => c.message), ['pass 2: pass 1 ok: 10\npass 2: expected 11, got 10', 'pass 2: pass 1 ok: 42\npass 2: expected 43, got 42']);
});

t.test('interactive and multi-pass: the validator talks with the program on each pass, the pass\'s input its own', async (t) => {
  const interactive = { judgeMode: 'interactive' as const, checkerFlags: ['interactive'] };
  const right = await judge('both-passes.c', interactive);
  t.equal(right.status, JudgeStatus.ACCEPTED, JSON.stringify(right.cases.map((c) => c.message)));
  t.same(right.cases.map((c) => c.message), ['pass 1 ok: 10\npass 2 ok: 11', 'pass 1 ok: 42\npass 2 ok: 43']);
  const wrong = await judge('first-pass-only.c', interactive);
  t.equal(wrong.status, JudgeStatus.WRONG_ANSWER);
  t.equal(wrong.cases[0].message, 'pass 2: pass 1 ok: 10\npass 2: expected 11, got 10');
});

t.test('a validator asking for more passes than validation_passes is a System Error that says so', async (t) => {
  const two = await judge('both-passes.c', { checkerFlags: ['endless'] });
  t.equal(two.status, JudgeStatus.SYSTEM_ERROR);
  t.equal(two.cases[0].message, 'pass 2: the output validator asked for pass 3, over the problem\'s limit of 2 passes (limits.validation_passes)');
  const three = await judge('both-passes.c', { checkerFlags: ['endless'], validationPasses: 3 });
  t.equal(three.cases[0].message, 'pass 3: the output validator asked for pass 4, over the problem\'s limit of 3 passes (limits.validation_passes)',
    'the third pass ran and was accepted before the fourth was refused');
});

t.test('a validator that rejects a pass yet writes nextpass.in is a System Error', async (t) => {
  const outcome = await judge('first-pass-only.c', { checkerFlags: ['sloppy'] });
  t.equal(outcome.status, JudgeStatus.SYSTEM_ERROR);
  t.equal(outcome.cases[0].message, 'pass 2: the output validator wrote nextpass.in but did not accept the pass (exit 42)');
});

t.test('multi-pass needs a Kattis validator: without one the submission is a System Error that says why', async (t) => {
  const testlib = await judge('both-passes.c', { checkerProtocol: 'testlib' });
  t.equal(testlib.status, JudgeStatus.SYSTEM_ERROR);
  t.match(testlib.message, /validator of the Kattis protocol/);
  const plain = await engine.judge(task({ language: 'C', code: doubling('both-passes.c'), validationPasses: 2 }), cases);
  t.match(plain.message, /needs an output validator/);
});

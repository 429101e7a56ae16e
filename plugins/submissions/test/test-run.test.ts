// Online test runs (spec 2 §4, §5, §7): a run is judged by a real judge node's test lane on the
// user's own input, compared with the expected output when one is given, read once, and only by
// its owner.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from './judge.ts';
import { AB, createAbProblem, until } from './helpers.ts';

interface RunResult {
  status: number; problemJudgeMode: string; time: number | null; memory: number | null; stderr: string | null;
  userInput: string; expectedOutput: string | null; userOutput: string | null; note: string | null;
}

// the runs here follow each other at once: the per-user gap is tested in rules.test.ts
const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { testRunGapSeconds: 0 } }] });
const { token: rootToken } = await site.userWithToken('boss', 'root');
const pid = await createAbProblem(site, rootToken, '1000');
// a problem whose admin chose exact comparison (a new problem ignores trailing blanks: issue 28 item 6)
const exactPid = await createAbProblem(site, rootToken, '1001', { isRemoveEndBlank: false });
// a multi-pass problem as an ICPC import keeps it (its judge spec; problems/server/problem-save.ts)
const multiPassPid = await createAbProblem(site, rootToken, '1002');
await site.db('problems_problem').where({ id: multiPassPid }).update({ judgeSpec: JSON.stringify({ checkerProtocol: 'kattis', validationPasses: 3 }) });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });

const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');

async function startRun(token: string, body: Record<string, unknown>, lang = 'en-US') {
  return site.api<string>('POST', '/api/submit-problem-test-judge', { token, body: { pid, language: 'C++', ...body }, lang });
}

async function read(token: string, key: string, lang = 'en-US') {
  return site.api<RunResult>('GET', '/api/get-test-judge-result', { token, query: { testJudgeKey: key }, lang });
}

/** polls as the problem page does (spec 2 §9: every 1 s; faster here) until the run is final */
async function result(token: string, key: string): Promise<RunResult> {
  return until(async () => {
    const r = await read(token, key);
    if (r.status !== 200) throw new Error(`result refused: ${r.msg}`);
    return r.data.status === 5 ? null : r.data;
  });
}

async function run(body: Record<string, unknown>, token = alice.token): Promise<RunResult> {
  const started = await startRun(token, body);
  t.equal(started.status, 200, `test run accepted: ${started.msg}`);
  t.match(started.data, /^TEST_JUDGE_[0-9a-f]{32}$/);
  return result(token, started.data);
}

t.test('A+B with the expected output: Accepted, with the output, time and memory', async (t) => {
  const r = await run({ code: AB.cppAc, userInput: '1 2\n', expectedOutput: '3\n' });
  t.equal(r.status, 0);
  t.equal(r.userOutput, '3\n');
  t.equal(r.userInput, '1 2\n');
  t.equal(r.expectedOutput, '3\n');
  t.equal(r.problemJudgeMode, 'default');
  t.equal(r.note, null, 'nothing left undone');
  t.ok(r.time !== null && r.time >= 0, 'time is given');
  t.ok(r.memory !== null && r.memory >= 0, 'memory is given');
});

t.test('a multi-pass problem: the run is its first pass only, unchecked by the validator, and the answer says so in the reader\'s language', async (t) => {
  const r = await run({ pid: multiPassPid, language: 'Python3', code: AB.pyAc, userInput: '1 2\n' });
  t.equal(r.status, 0);
  t.equal(r.userOutput, '3\n', 'one run, on the user\'s input');
  t.equal(r.note, 'This problem runs your program in passes (at most 3 a test case). A test run is its first pass only, on your input, and its output is not checked by the problem\'s validator (with an expected output it is only compared with it): submit to be judged on every pass');
  const started = await startRun(alice.token, { pid: multiPassPid, language: 'Python3', code: AB.pyAc, userInput: '1 2\n' });
  const zh = await until(async () => {
    const read1 = await read(alice.token, started.data, 'zh-CN');
    return read1.data.status === 5 ? null : read1.data;
  });
  t.equal(zh.note, '本题对每个测试点分多轮运行你的程序（最多 3 轮）。在线调试只运行第一轮（使用你的输入），输出不经本题的校验程序检查（填写了期望输出时只与之比较）：提交后才会按全部轮次评测');
});

t.test('an output that differs from the expected one is Wrong Answer', async (t) => {
  const r = await run({ code: AB.cppWa, userInput: '40 2\n', expectedOutput: '42\n' });
  t.equal(r.status, -1);
  t.equal(r.userOutput, '38\n');
});

t.test('without an expected output a clean run is Accepted and shows what it printed', async (t) => {
  const r = await run({ language: 'Python3', code: AB.pyAc, userInput: '20 22\n' });
  t.equal(r.status, 0);
  t.equal(r.userOutput, '42\n');
  t.equal(r.expectedOutput, null);
});

t.test("an empty expected output (the reference client's empty box) compares nothing: the output shows", async (t) => {
  const r = await run({ language: 'Python3', code: AB.pyAc, userInput: '5 6', expectedOutput: '' });
  t.equal(r.status, 0, 'not Wrong Answer against ""');
  t.equal(r.userOutput, '11\n');
  t.equal(r.expectedOutput, null);
});

t.test('auto-trim off: the sample as the statement shows it (no final newline, CRLF) is compared as test data', async (t) => {
  for (const expectedOutput of ['3', '3\n', '3\r\n']) {
    const r = await run({ pid: exactPid, language: 'Python3', code: AB.pyAc, userInput: '1 2', expectedOutput });
    t.equal(r.status, 0, `a correct program against ${JSON.stringify(expectedOutput)} is Accepted`);
    t.equal(r.expectedOutput, expectedOutput, 'the expected output is answered as sent, so the page finds its sample');
  }
  const trailing = await run({ pid: exactPid, language: 'Python3', code: 'print("3 ")\n', userInput: '1 2', expectedOutput: '3' });
  t.equal(trailing.status, -3, 'a trailing blank is Presentation Error, as the same case is in judging without auto-trim');
  const wrong = await run({ pid: exactPid, code: AB.cppWa, userInput: '1 2', expectedOutput: '3' });
  t.equal(wrong.status, -1, 'a wrong program is still Wrong Answer');
});

t.test('a new problem (trailing blanks ignored by default): a trailing blank is Accepted, as it is when judged', async (t) => {
  const trailing = await run({ language: 'Python3', code: 'print("3 ")\n', userInput: '1 2', expectedOutput: '3' });
  t.equal(trailing.status, 0, 'Accepted');
  const wrong = await run({ code: AB.cppWa, userInput: '1 2', expectedOutput: '3' });
  t.equal(wrong.status, -1, 'a wrong program is still Wrong Answer');
});

t.test('a compile error comes back as Compile Error with the compiler message', async (t) => {
  const r = await run({ code: AB.cppCe, userInput: '1 2\n' });
  t.equal(r.status, -2);
  t.match(r.stderr, /error/);
  t.equal(r.userOutput, '');
});

t.test('a program that fails shows Runtime Error and its stderr', async (t) => {
  const r = await run({ language: 'Python3', code: 'raise ValueError("boom on purpose")\n', userInput: '1 2\n' });
  t.equal(r.status, 3);
  t.match(r.stderr, /ValueError: boom on purpose/);
});

t.test('a long output is cut at 1000 characters', async (t) => {
  const r = await run({ language: 'Python3', code: 'print("x" * 5000)\n', userInput: '' });
  t.equal(r.status, 0);
  t.equal(r.userOutput, `${'x'.repeat(1000)}...`);
});

t.test('a test input over 1000 characters is refused in both languages, and nothing is stored', async (t) => {
  const before = await site.db('submissions_test_run').count<{ count: string }[]>('* as count');
  const en = await startRun(alice.token, { code: AB.cppAc, userInput: '1'.repeat(1001) }, 'en-US');
  t.equal(en.status, 400);
  t.equal(en.msg, 'The test input can not exceed 1000 characters');
  const zh = await startRun(alice.token, { code: AB.cppAc, userInput: '1'.repeat(1001) }, 'zh-CN');
  t.equal(zh.status, 400);
  t.equal(zh.msg, '测试输入不能超过 1000 个字符');
  const after = await site.db('submissions_test_run').count<{ count: string }[]>('* as count');
  t.equal(Number(after[0].count), Number(before[0].count), 'no run was stored');
});

t.test('another user cannot read a run; its owner reads it once', async (t) => {
  const started = await startRun(alice.token, { code: AB.cppAc, userInput: '2 3\n', expectedOutput: '5\n' });
  const key = started.data;
  const stranger = await read(bob.token, key);
  t.equal(stranger.status, 404, 'the run is not found for another user');
  t.equal(stranger.msg, 'The test run result does not exist or has expired; please run it again');
  const visitor = await site.api('GET', '/api/get-test-judge-result', { query: { testJudgeKey: key } });
  t.equal(visitor.status, 401, 'a visitor must log in');
  const mine = await result(alice.token, key);
  t.equal(mine.status, 0, 'the owner still gets the result');
  t.equal(mine.userOutput, '5\n');
  const again = await read(alice.token, key);
  t.equal(again.status, 404, 'a final result is read once');
});

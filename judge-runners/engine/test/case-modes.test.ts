import t from 'tap';
import { runCases, aggregate, JudgeStatus, SKIPPED_MESSAGE, type CaseResult, type TestCase } from '../src/index.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE, PARTIAL_ACCEPTED: PAC, CANCELLED } = JudgeStatus;

function cases(spec: Array<[number, number?]>): TestCase[] {
  return spec.map(([score, groupNum], i) => ({ caseId: i + 1, inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, score, ...(groupNum !== undefined ? { groupNum } : {}) }));
}

/** a fake program whose verdict per case is fixed: the modes decide what runs and what it adds up to */
function program(statuses: number[], fraction = 0.5) {
  const ran: number[] = [];
  const runCase = async (c: TestCase, seq: number): Promise<CaseResult> => {
    ran.push(seq);
    const status = statuses[seq - 1];
    const score = status === AC ? c.score : status === PAC ? Math.floor(c.score * fraction) : 0;
    return { caseId: c.caseId, seq, groupNum: c.groupNum, status, timeMs: seq * 10, memoryKb: 1000 + seq, score, inputName: c.inputName, outputName: c.outputName, userOutput: '', message: '' };
  };
  return { ran, runCase };
}

const opts = { parallelism: 2, budgetSpent: () => false };

t.test('default: every case runs; ACM takes the first failing case, OI sums and says Partial Accepted', async (t) => {
  const p = program([AC, WA, TLE, AC]);
  const results = await runCases('default', cases([[25], [25], [25], [25]]), p.runCase, opts);
  t.equal(results.length, 4);
  t.match(aggregate('ACM', 'default', results), { status: WA, timeMs: 40, memoryKb: 1004 });
  t.match(aggregate('OI', 'default', results), { status: PAC, score: 50 });
  const none = await runCases('default', cases([[50], [50]]), program([TLE, WA]).runCase, opts);
  t.match(aggregate('OI', 'default', none), { status: TLE, score: 0 });
  const all = await runCases('default', cases([[50], [50]]), program([AC, AC]).runCase, opts);
  t.match(aggregate('OI', 'default', all), { status: AC, score: 100 });
});

t.test('the OI total is capped at the problem score', async (t) => {
  const results = await runCases('default', cases([[60], [60]]), program([AC, AC]).runCase, opts);
  t.equal(aggregate('OI', 'default', results, 100).score, 100);
});

t.test('a partially accepted case scores floor(share × case score)', async (t) => {
  const results = await runCases('default', cases([[15], [15]]), program([AC, PAC], 0.5).runCase, opts);
  t.match(aggregate('OI', 'default', results), { status: PAC, score: 22 });
  t.match(aggregate('ACM', 'default', results), { status: WA });
});

t.test('ergodic_without_error stops at the first case that is not accepted', async (t) => {
  const p = program([AC, WA, AC, AC]);
  const results = await runCases('ergodic_without_error', cases([[25], [25], [25], [25]]), p.runCase, opts);
  t.same(p.ran, [1, 2]);
  t.equal(results.length, 2);
  t.match(aggregate('ACM', 'ergodic_without_error', results), { status: WA });
});

t.test('subtask_lowest: a group scores its lowest case and the first zero skips the rest of the group', async (t) => {
  const p = program([AC, WA, AC, AC, AC]);
  const results = await runCases('subtask_lowest', cases([[30, 1], [30, 1], [30, 1], [70, 2], [70, 2]]), p.runCase, opts);
  t.notOk(p.ran.includes(3), 'case 3 is not run');
  t.match(results[2], { status: CANCELLED, message: SKIPPED_MESSAGE, score: 0 });
  const total = aggregate('OI', 'subtask_lowest', results);
  t.match(total, { status: PAC, score: 70 });
  t.match(total.subtasks, [{ groupNum: 1, score: 0, status: WA, ac: 1, total: 3 }, { groupNum: 2, score: 70, status: AC, ac: 2, total: 2 }]);
});

t.test('subtask_lowest: a partial case does not stop its group and gives the group its lowest score', async (t) => {
  const p = program([PAC, AC], 0.5);
  const results = await runCases('subtask_lowest', cases([[40, 1], [40, 1]]), p.runCase, opts);
  t.same(p.ran.sort(), [1, 2]);
  t.match(aggregate('OI', 'subtask_lowest', results), { score: 20, status: PAC });
});

t.test('subtask_average: every case runs and a group scores the rounded mean', async (t) => {
  const p = program([AC, WA, AC, AC, WA, WA]);
  const results = await runCases('subtask_average', cases([[30, 1], [30, 1], [30, 1], [10, 2], [10, 2], [10, 2]]), p.runCase, opts);
  t.equal(p.ran.length, 6);
  const total = aggregate('OI', 'subtask_average', results);
  t.match(total.subtasks, [{ groupNum: 1, score: 20 }, { groupNum: 2, score: 3 }]);
  t.match(total, { score: 23, status: PAC });
});

t.test('cases not started when the submission budget is spent are cancelled', async (t) => {
  let spent = false;
  const p = program([AC, AC, AC]);
  const results = await runCases('ergodic_without_error', cases([[1], [1], [1]]), async (c, seq) => {
    const r = await p.runCase(c, seq);
    spent = true;
    return r;
  }, { parallelism: 1, budgetSpent: () => spent });
  t.same(p.ran, [1]);
  t.equal(results[1].status, CANCELLED);
});

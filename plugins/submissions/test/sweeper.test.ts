// No submission is lost (ARCHITECTURE §5): a submission whose judge job vanished, or was left
// running by a judge node that died, is handed to the judge again by the sweeper however often
// that happens (an outage is never a verdict); a verdict on its way to a web node is waited for;
// one whose judge keeps finishing without a verdict ends as System Error.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { createWorker } from '@oj/kernel/queue';
import { FINAL_JOB_NAME, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, PROTOCOL_VERSION, finalResultJobId, type JudgeFinalMessage, type JudgeJob } from '@oj/judge-worker/protocol';
import { judgeJobId } from '../shared/constants.ts';
import { folderTestData, startTestJudge } from './judge.ts';
import { AB, createAbProblem, detail, submit, until, userWithToken, verdict } from './helpers.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, {
    package: '@oj/plugin-submissions',
    config: { resultsConcurrency: 1, sweepEveryMs: 2000, sweepStaleMs: 300, maxSweeps: 2 },
  }],
});
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const root = await userWithToken(site, 'boss', 'root');
const alice = await userWithToken(site, 'alice');
const pid = await createAbProblem(site, root.token, '1000');
const jobs = site.kernel.queues.queue(JUDGE_QUEUE);

/** the job of the attempt once the sweeper has given it back, or the verdict if it was given one instead */
function readded(submitId: number) {
  return until(async () => {
    const seen = await detail(site, submitId, root.token);
    if (seen.status === 4) return `System Error: ${seen.errorMessage}`;
    const state = await (await jobs.getJob(judgeJobId(submitId, 1)))?.getState();
    return state === 'waiting' || state === 'prioritized' ? state : null;
  });
}

// maxSweeps is 2: each case below loses the job three times
t.test('a submission whose job is lost again and again is judged once a judge node is up', async (t) => {
  const id = await submit(site, alice.token, pid, 'C++', AB.cppAc);
  for (let lost = 1; lost <= 3; lost++) {
    // the job disappears before any judge node takes it (a queue wiped, a crash between write and enqueue)
    await jobs.obliterate({ force: true });
    t.match(await readded(id), /^(waiting|prioritized)$/, `lost ${lost} times: the sweeper added the job again`);
  }
  t.equal((await detail(site, id, alice.token)).status, 5, 'still Pending');
  const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
  t.teardown(() => judge.close());
  t.equal((await verdict(site, id, alice.token)).status, 0, 'accepted');
  await judge.close();
});

t.test('a submission left running by judge nodes that died, again and again, is judged once a judge node is up', async (t) => {
  const id = await submit(site, alice.token, pid, 'Python3', AB.pyAc);
  for (let died = 1; died <= 3; died++) {
    // a judge node takes the job and dies with it: its lock lapses, and while no judge node runs,
    // no stalled check gives the job back
    let taken!: () => void;
    const took = new Promise<void>((resolve) => { taken = resolve; });
    const dying = createWorker(site.kernel.queues.connection, JUDGE_QUEUE, () => { taken(); return new Promise<void>(() => {}); }, { lockDuration: 1000, stalledInterval: 60_000 });
    await took;
    await dying.close(true);
    t.equal(await (await jobs.getJob(judgeJobId(id, 1)))!.getState(), 'active', 'the job stays active after its node died');
    t.match(await readded(id), /^(waiting|prioritized)$/, `its node died ${died} times: the sweeper gave the job back`);
  }
  t.equal((await detail(site, id, alice.token)).status, 5, 'still Pending');
  const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
  t.teardown(() => judge.close());
  t.match(await verdict(site, id, alice.token), { status: 0, judger: 'test-judge' }, 'accepted');
  await judge.close();
});

t.test('a verdict on its way to a web node is waited for; a judge that keeps finishing without one ends in System Error', async (t) => {
  const silent = await submit(site, alice.token, pid, 'Python3', AB.pyAc);
  const coming = await submit(site, alice.token, pid, 'Python3', AB.pyAc);
  // a judge node that finishes every job: it sends no verdict for `silent` (a node that drops what
  // it judged), and the verdict of `coming` waits in the results queue (as one does while the web
  // node applying it has died and its lock has not lapsed yet)
  const takes = new Map<number, number>();
  const results = site.kernel.queues.queue(JUDGE_RESULTS_QUEUE);
  const judge = createWorker(site.kernel.queues.connection, JUDGE_QUEUE, async (job) => {
    const data = job.data as JudgeJob;
    takes.set(data.submissionId, (takes.get(data.submissionId) ?? 0) + 1);
    if (data.submissionId !== coming) return;
    const final: JudgeFinalMessage = {
      protocolVersion: PROTOCOL_VERSION, kind: 'final', submissionId: coming, attempt: 1, judger: 'slow-web', sentAt: Date.now(),
      outcome: { status: 0, score: 0, timeMs: 5, memoryKb: 100, compileMessage: '', message: '', judgeCaseMode: 'default', cases: [], subtasks: [] },
    };
    await results.add(FINAL_JOB_NAME, final, { jobId: finalResultJobId(coming, 1), delay: 3_600_000 });
  });
  t.teardown(() => judge.close());
  const ended = await until(async () => {
    const seen = await detail(site, silent, root.token);
    return seen.status === 4 ? seen : null;
  });
  t.match(ended, { status: 4, errorMessage: 'judging did not finish' }, 'judged to the end each time, yet no verdict: System Error after its sweeps');
  t.equal(takes.get(silent), 3, 'judged once, then once per sweep');
  t.not((await detail(site, coming, root.token)).status, 4, 'the verdict on its way is not replaced by System Error');
  t.equal(takes.get(coming), 1, 'nor judged again');
  await (await results.getJob(finalResultJobId(coming, 1)))!.promote();
  t.match(await verdict(site, coming, root.token), { status: 0, judger: 'slow-web' }, 'its verdict lands');
  await judge.close();
  const rank = await site.api<{ records: { username: string; total: number; ac: number }[] }>('GET', '/api/get-rank-list');
  t.match(rank.data.records.find((r) => r.username === 'alice'), { total: 4, ac: 1 });
});

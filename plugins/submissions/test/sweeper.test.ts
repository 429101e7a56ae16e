// No submission is lost (ARCHITECTURE §5): a submission whose judge job vanished, or was left
// running by a judge node that died, is handed to the judge again by the sweeper; one that never
// finishes ends as System Error.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { createWorker } from '@oj/kernel/queue';
import { JUDGE_QUEUE } from '@oj/judge-worker/protocol';
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

t.test('a submission whose job was lost is judged once a judge node is up', async (t) => {
  const id = await submit(site, alice.token, pid, 'C++', AB.cppAc);
  // the job disappears before any judge node takes it (a queue wiped, a crash between write and enqueue)
  await jobs.obliterate({ force: true });
  t.equal((await detail(site, id, alice.token)).status, 5, 'still Pending');
  await until(async () => (await jobs.getJobCounts('waiting', 'prioritized')).prioritized + (await jobs.getJobCounts('waiting')).waiting > 0);
  const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
  t.teardown(() => judge.close());
  t.equal((await verdict(site, id, alice.token)).status, 0, 'accepted');
  await judge.close();
});

t.test('a submission left running by a judge node that died is judged once a judge node is up', async (t) => {
  const id = await submit(site, alice.token, pid, 'Python3', AB.pyAc);
  // a judge node takes the job and dies with it: its lock lapses, and while no judge node runs,
  // no stalled check gives the job back
  let taken!: () => void;
  const took = new Promise<void>((resolve) => { taken = resolve; });
  const dying = createWorker(site.kernel.queues.connection, JUDGE_QUEUE, () => { taken(); return new Promise<void>(() => {}); }, { lockDuration: 1000, stalledInterval: 60_000 });
  await took;
  await dying.close(true);
  const job = judgeJobId(id, 1);
  t.equal(await (await jobs.getJob(job))!.getState(), 'active', 'the job stays active after its node died');
  const state = await until(async () => {
    const s = await (await jobs.getJob(job))?.getState();
    return s === 'waiting' || s === 'prioritized' ? s : null;
  });
  t.ok(state, 'the sweeper gave the job back');
  t.equal((await detail(site, id, alice.token)).status, 5, 'still Pending');
  const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
  t.teardown(() => judge.close());
  t.match(await verdict(site, id, alice.token), { status: 0, judger: 'test-judge' }, 'accepted');
  await judge.close();
});

t.test('a submission that never gets judged ends as System Error after its sweeps', async (t) => {
  const id = await submit(site, alice.token, pid, 'Python3', AB.pyAc);
  // no judge node: each job is removed as soon as the sweeper re-adds it
  const s = await until(async () => {
    await jobs.obliterate({ force: true });
    const seen = await detail(site, id, alice.token);
    return seen.status === 4 ? seen : null;
  });
  t.equal(s.status, 4);
  const rank = await site.api<{ records: { username: string; total: number; ac: number }[] }>('GET', '/api/get-rank-list');
  t.match(rank.data.records.find((r) => r.username === 'alice'), { total: 3, ac: 1 });
});

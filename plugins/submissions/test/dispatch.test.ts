// Judging dispatch (issue 11 §3; spec 2 §4): a plugin claims problems and judges their
// submissions itself, reporting through the same at-most-once result path as judge nodes. The
// worked example is test/fixtures/remote-fixture: it claims FIX- problems, as a remote judge would.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { JUDGE_QUEUE } from '@oj/judge-worker/protocol';
import { submissionsService } from '../shared/index.ts';
import { createAbProblem, detail, submit, until, userWithToken, verdict } from './helpers.ts';

const site = await TestSite.start({
  plugins: [
    { package: '@oj/plugin-problems' },
    { package: '@oj/plugin-submissions', config: { sweepEveryMs: 600_000 } },
    { package: './plugins/submissions/test/fixtures/remote-fixture' },
  ],
});
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const root = await userWithToken(site, 'boss', 'root');
const alice = await userWithToken(site, 'alice');
const remote = await createAbProblem(site, root.token, 'FIX-1000');
const local = await createAbProblem(site, root.token, '1000');
const judgeJobs = site.kernel.queues.queue(JUDGE_QUEUE);

t.test('a claimed problem\'s submission is judged by the claiming plugin, not the judge queue', async (t) => {
  const id = await submit(site, alice.token, remote, 'C++', '// accept');
  const s = await verdict(site, id, alice.token);
  t.equal(s.status, 0, 'Accepted');
  t.equal(s.time, 15);
  t.equal(s.memory, 1024);
  t.equal(s.judger, 'remote:FIX', 'the dispatcher is the judger');
  t.equal(await judgeJobs.getJob(`judge:${id}:1`), undefined, 'no judge job was added');
  const user = await site.api<{ total: number }>('GET', '/api/get-user-home-info', { token: alice.token, query: { uid: alice.uid } });
  t.equal(user.data.total, 1, 'it counts on the profile like any submission');
});

t.test('a problem nobody claims still goes to the judge queue', async (t) => {
  const id = await submit(site, alice.token, local, 'C++', '// accept');
  const job = await until(() => judgeJobs.getJob(`judge:${id}:1`));
  t.ok(job, 'a judge job waits');
  t.equal(job!.data.requires, undefined, 'needing nothing beyond a version 1 judge node');
  t.equal((await detail(site, id, alice.token)).status, 5, 'Pending until a judge node runs it');
  // a multi-pass problem (kept in its judge spec by an ICPC import): only a node that knows passes may judge it
  const multiPass = await createAbProblem(site, root.token, '1001');
  await site.db('problems_problem').where({ id: multiPass }).update({ judgeSpec: JSON.stringify({ checkerProtocol: 'kattis', validationPasses: 2 }) });
  const passes = await submit(site, alice.token, multiPass, 'C++', '// accept');
  t.same((await until(() => judgeJobs.getJob(`judge:${passes}:1`)))!.data.requires, ['multi-pass'], 'the job requires multi-pass');
  // an output limit of its own (an ICPC package's limits.output): an older node would apply its 32 MiB
  const limited = await createAbProblem(site, root.token, '1002');
  await site.db('problems_problem').where({ id: limited }).update({ judgeSpec: JSON.stringify({ outputLimitMb: 8 }) });
  const ownLimit = await submit(site, alice.token, limited, 'C++', '// accept');
  const limitedJob = await until(() => judgeJobs.getJob(`judge:${ownLimit}:1`));
  t.same(limitedJob!.data.requires, ['output-limit'], 'the job requires output-limit');
  t.equal(limitedJob!.data.task.outputLimitMb, 8, 'and carries the limit');
});

t.test('a verdict is applied at most once per attempt', async (t) => {
  const id = await submit(site, alice.token, remote, 'C++', '// accept');
  await verdict(site, id, alice.token);
  const reporter = site.kernel.registry.maybe(submissionsService)!.reporter(id, 1, 'remote:FIX');
  t.equal(await reporter.final({ status: -1 }), false, 'a second report of attempt 1 changes nothing');
  t.equal(await site.kernel.registry.maybe(submissionsService)!.reporter(id, 2, 'remote:FIX').final({ status: -1 }), false, 'nor does a report of an attempt that never started');
  t.equal((await detail(site, id, alice.token)).status, 0, 'still Accepted');
  t.equal(await reporter.progress(7), false, 'progress of a judged attempt: over');
});

t.test("progress says whether the attempt is still current: a rejudge ends the old one's", async (t) => {
  const id = await submit(site, alice.token, remote, 'C++', '// accept');
  await verdict(site, id, alice.token);
  // the fixture judges at once; its second attempt is left Pending by writing the row as a rejudge does, without a dispatch
  await site.db('submissions_judge').where({ submitId: id }).update({ status: 5, attempt: 2, judger: null });
  const service = site.kernel.registry.maybe(submissionsService)!;
  t.equal(await service.reporter(id, 2, 'remote:FIX').progress(7), true, 'the current attempt moves forward');
  t.equal(await service.reporter(id, 2, 'remote:FIX').progress(9), true, 'still current, though Submitting would go back');
  t.equal((await detail(site, id, alice.token)).status, 7, 'and the status did not go back');
  t.equal(await service.reporter(id, 1, 'remote:FIX').progress(9), false, 'the older attempt is over');
});

t.test('spec 2 §4: a failed remote submit is Submitted Failed, and a resubmit judges it again', async (t) => {
  const id = await submit(site, alice.token, remote, 'C++', '// fail-once');
  const failed = await verdict(site, id, alice.token);
  t.equal(failed.status, 10, 'Submitted Failed');
  t.equal(failed.errorMessage, 'Submitted Failed: Waiting for account scheduling timeout', 'the owner sees why');
  t.equal(failed.time, null, 'nothing ran: no time');
  const bob = await userWithToken(site, 'bob');
  t.equal((await site.api('GET', '/api/resubmit', { token: bob.token, query: { submitId: id }, lang: 'en-US' })).msg, 'This is not your submission');
  const again = await site.api<{ status: number }>('GET', '/api/resubmit', { token: alice.token, query: { submitId: id }, lang: 'en-US' });
  t.equal(again.msg, 'Resubmitted Successfully');
  const judged = await verdict(site, id, alice.token);
  t.equal(judged.status, 0, 'Accepted on the second attempt');
  t.equal(judged.errorMessage, null);
  const twice = await site.api('GET', '/api/resubmit', { token: alice.token, query: { submitId: id }, lang: 'en-US' });
  t.equal(twice.msg, 'Only a submission that failed to be submitted can be resubmitted', 'an accepted one cannot be resubmitted');
});

t.test('a dispatcher that throws leaves a Submitted Failed row with a generic message', async (t) => {
  const id = await submit(site, alice.token, remote, 'C++', '// throw');
  const s = await verdict(site, id, alice.token);
  t.equal(s.status, 10);
  t.equal(s.errorMessage, 'Failed to submit to the judge', 'the reason stays in the log');
});

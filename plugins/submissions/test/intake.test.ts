// Submission intake under load: a burst of submits from several users at once is answered with
// a saved submission or a clear refusal, never a 500, and every answer matches exactly one row
// (no half-saved submit a retrying client would duplicate); the submit interval holds under a
// burst; and the judge queue gives each user a fair share — the order a real worker takes jobs
// from the real queue puts another user's single submission right after a flooder's first; and
// the list's kept totals and pages, and the problem list's kept counts and statuses, follow a new
// submission, a verdict, sharing and a rejudge at once, on both web nodes.
import t from 'tap';
import { TestSite, type WebNode } from '@oj/kernel/testing';
import { JUDGE_QUEUE, type JudgeJob } from '@oj/judge-worker/protocol';
import { AB, createAbProblem } from './helpers.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const root = await site.userWithToken('boss', 'root');
const pid = await createAbProblem(site, root.token, '1000');

const post = (token: string, language = 'C++') =>
  site.api<{ submitId: number; username: string; status: number; code: string | null }>('POST', '/api/submit-problem-judge', { token, body: { pid, language, code: AB.cppAc }, lang: 'en-US' });
const rowsOf = async (uids: string[]) => (await site.db('submissions_judge').whereIn('uid', uids).orderBy('submitId').select('submitId', 'uid')) as { submitId: number; uid: string }[];

t.test('a burst of submits: every answer is a saved submission, each saved once, each queued', async (t) => {
  const users = await Promise.all(['burst1', 'burst2', 'burst3', 'burst4'].map((name) => site.userWithToken(name)));
  const answers = await Promise.all(users.flatMap((u) => Array.from({ length: 15 }, (_, i) => post(u.token, i % 3 ? 'C++' : 'Python3'))));
  const failed = answers.filter((a) => a.status !== 200).map((a) => `${a.http} ${a.msg}`);
  t.same(failed, [], 'no submit failed');
  const saved = await rowsOf(users.map((u) => u.uid));
  t.equal(saved.length, 60, 'sixty rows');
  t.same(answers.map((a) => a.data.submitId).sort((a, b) => a - b), saved.map((r) => r.submitId), 'each answer names its own row, none twice');
  t.ok(answers.every((a) => a.data.status === 5 && a.data.code === AB.cppAc), 'each answer shows the pending submission with its code');
  const total = (await site.db('submissions_problem_count').where({ pid }).first('total')) as { total: number };
  t.equal(total.total, 60, 'the problem counts each submission once');
  const list = await site.api<{ total: number }>('GET', '/api/get-submission-list', { query: { currentPage: 1, limit: 20 } });
  t.equal(list.data.total, 60, 'the submission list counts them all');
  const queue = site.kernel.queues.queue(JUDGE_QUEUE);
  const jobs = await Promise.all(saved.map((r) => queue.getJob(`judge:${r.submitId}:1`)));
  t.equal(jobs.filter(Boolean).length, 60, 'each submission has its judge job');
  const stats = (await site.db('submissions_user_stat').whereIn('uid', users.map((u) => u.uid)).select('total')) as { total: number }[];
  t.same(stats.map((s) => s.total), [15, 15, 15, 15], 'each user is counted fifteen submissions');
});

t.test('the submit interval holds under a burst: one saved, the rest refused with the reason', async (t) => {
  const eager = await site.userWithToken('eager');
  await site.kernel.settings.update('switch', { defaultSubmitInterval: 60 });
  t.teardown(() => site.kernel.settings.update('switch', { defaultSubmitInterval: 0 }));
  const answers = await Promise.all(Array.from({ length: 12 }, () => post(eager.token)));
  const ok = answers.filter((a) => a.status === 200);
  t.equal(ok.length, 1, 'one submit is accepted');
  t.same([...new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.msg}`))],
    ['400 Sorry, you are submitting too fast; one submission every 60 seconds, please try again later']);
  t.same((await rowsOf([eager.uid])).map((r) => r.submitId), [ok[0].data.submitId], 'only that one is saved');
});

t.test('fair share: a flood from one user does not push another user’s submission behind all of it', async (t) => {
  const flooder = await site.userWithToken('flooder');
  const other = await site.userWithToken('patient');
  const flood: number[] = [];
  for (let i = 0; i < 5; i++) flood.push((await post(flooder.token)).data.submitId);
  const single = (await post(other.token)).data.submitId;
  const ours = new Set([...flood, single]);

  // a judge node taking one job at a time from the real queue, after everything was submitted
  const order: number[] = [];
  let resolveAll!: () => void;
  const all = new Promise<void>((r) => { resolveAll = r; });
  const worker = site.kernel.queues.worker(JUDGE_QUEUE, async (job) => {
    const id = (job.data as JudgeJob).submissionId;
    if (ours.has(id)) order.push(id);
    if (order.length === ours.size) resolveAll();
  }, { concurrency: 1 });
  await all;
  await worker.close();
  t.same(order, [flood[0], single, ...flood.slice(1)], 'the single submission is judged right after the flood’s first');
});

t.test('a new submission is in the list, and its total, at once on every web node', async (t) => {
  const other = await site.addNode();
  const writer = await site.userWithToken('lister');
  const list = async (node: WebNode, query = '') => {
    const res = await node.app.inject({ method: 'GET', url: `/api/get-submission-list?currentPage=1&limit=5${query}` });
    return (JSON.parse(res.body) as { data: { total: number; records: { submitId: number; username: string }[] } }).data;
  };
  const mine = `&username=lister`;
  for (const node of [site.node, other]) t.equal((await list(node, mine)).total, 0, 'nobody has submitted as lister yet');
  const before = (await list(site.node)).total;
  await list(other);
  const id = (await post(writer.token)).data.submitId;
  const here = await list(site.node);
  t.equal(here.total, before + 1, 'the total counts it on the node that took it');
  t.equal(here.records[0].submitId, id, 'first in the list');
  t.same((await list(site.node, mine)).records.map((r) => r.submitId), [id], 'and under its author');
  // the other node: once the drop's broadcast reached it (pub/sub keeps order)
  await fence(other);
  const there = await list(other);
  t.equal(there.total, before + 1, 'the other node counts it too');
  t.equal(there.records[0].submitId, id, 'and lists it first');
  t.equal((await list(other, mine)).total, 1);
});

/** resolves once every broadcast sent before it has reached `node` (pub/sub keeps order) */
async function fence(node: WebNode): Promise<void> {
  const arrived = new Promise<void>((resolve) => { const off = node.kernel.bus.subscribe('submissions.reads', (p) => { if (p === 'fence') { off(); resolve(); } }); });
  await site.kernel.bus.broadcast('submissions.reads', 'fence');
  await arrived;
}

t.test('kept list pages, verdict counts and statuses follow a verdict, sharing and a rejudge at once, on every web node', async (t) => {
  const other = await site.addNode();
  const user = await site.userWithToken('follower');
  const ownPid = await createAbProblem(site, root.token, '2000');
  type ListRow = { submitId: number; status: number; share: boolean };
  type ProblemRow = { pid: number; ac: number; total: number; myStatus: number | null };
  const seen = async (node: WebNode) => {
    const subs = await node.app.inject({ method: 'GET', url: '/api/get-submission-list?currentPage=1&limit=5&username=follower' });
    const problems = await node.app.inject({ method: 'GET', url: '/api/get-problem-list?currentPage=1&limit=50', headers: { authorization: user.token } });
    const row = (JSON.parse(problems.body) as { data: { records: ProblemRow[] } }).data.records.find((r) => r.pid === ownPid)!;
    return { first: (JSON.parse(subs.body) as { data: { records: ListRow[] } }).data.records[0], problem: row };
  };
  const nodes = [site.node, other];
  const submitted = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { token: user.token, body: { pid: ownPid, language: 'C++', code: AB.cppAc } });
  const id = submitted.data.submitId;
  await fence(other);
  for (const node of nodes) {
    const { first, problem } = await seen(node); // also keeps these reads on the node
    t.match(first, { submitId: id, status: 5, share: false }, 'the new submission is listed Pending');
    t.match(problem, { total: 1, ac: 0, myStatus: 5 }, 'the problem list counts it, and shows it Pending to its author');
  }

  t.equal((await site.api('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId: id } })).status, 200, 'cancelled');
  await fence(other);
  for (const node of nodes) t.equal((await seen(node)).first.status, -4, 'the cancel shows in the kept list page');
  t.equal((await site.api('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: id, status: 0 } })).status, 200, 'judged by hand');
  await fence(other);
  for (const node of nodes) {
    const { first, problem } = await seen(node);
    t.equal(first.status, 0, 'the verdict shows in the kept list page');
    t.match(problem, { total: 1, ac: 1, myStatus: 0 }, 'and in the kept counts and status');
  }

  await site.api('PUT', '/api/submission', { token: user.token, body: { submitId: id, share: true } });
  await fence(other);
  for (const node of nodes) t.equal((await seen(node)).first.share, true, 'sharing shows in the kept list page');

  await site.api('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId: id } });
  await fence(other);
  for (const node of nodes) {
    const { first, problem } = await seen(node);
    t.equal(first.status, 5, 'a rejudge shows Pending again');
    t.match(problem, { total: 1, ac: 0 }, 'and takes the accepted verdict out of the counts');
  }
});

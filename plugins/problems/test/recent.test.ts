// The home page's latest updated problems (GET /api/get-recent-updated-problem): public main-set
// problems only, the most recently changed first, at most five, open to visitors.
import t from 'tap';
import { createProblem, problemBody, problemsSite } from './helpers.ts';

const site = await problemsSite();
t.teardown(() => site.close());
const { token: root } = await site.userWithToken('root1', 'root');

type Recent = { pid: number; problemId: string; title: string; gmtModified: string };
const recent = async () => (await site.api<Recent[]>('GET', '/api/get-recent-updated-problem')).data;

t.test('no problems, an empty list', async (t) => {
  const res = await site.api<Recent[]>('GET', '/api/get-recent-updated-problem');
  t.equal(res.status, 200);
  t.same(res.data, []);
});

t.test('visitors see public problems newest change first, private, contest and group problems never', async (t) => {
  const pids: Record<string, number> = {};
  for (const id of ['R1', 'R2', 'R3']) pids[id] = await createProblem(site, root, id, {}, { title: `Title ${id}` });
  await createProblem(site, root, 'HIDDEN', {}, { auth: 2, title: 'Private one' });
  await createProblem(site, root, 'CONTEST', {}, { auth: 3, title: 'Contest one' });
  const grouped = await createProblem(site, root, 'GROUP', {}, { title: 'Group one' });
  await site.db('problems_problem').where({ id: grouped }).update({ gid: 7 });

  const rows = await recent();
  t.same(rows.map((r) => r.problemId), ['R3', 'R2', 'R1'], 'latest created first, hidden ones left out');
  t.same(rows[0], { ...rows[0], pid: pids.R3, title: 'Title R3' }, 'the pid and title link the row to its problem');
  t.ok(!Number.isNaN(Date.parse(rows[0].gmtModified)), 'gmtModified is a date');

  // editing R1 brings it to the top
  const body = problemBody('R1', {}, { id: pids.R1, title: 'Edited R1' });
  delete (body as { samples?: unknown }).samples;
  t.equal((await site.api('PUT', '/api/admin/problem', { token: root, body })).status, 200);
  const after = await recent();
  t.same(after.map((r) => r.problemId), ['R1', 'R3', 'R2']);
  t.equal(after[0].title, 'Edited R1');

  // hiding a problem removes it
  t.equal((await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: root, body: { id: pids.R3, auth: 2 } })).status, 200);
  t.same((await recent()).map((r) => r.problemId), ['R1', 'R2']);
});

t.test('at most five problems', async (t) => {
  for (const id of ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']) await createProblem(site, root, id);
  t.same((await recent()).map((r) => r.problemId), ['S6', 'S5', 'S4', 'S3', 'S2']);
});

// The problem list keeps its pages in process (routes/problem-list.ts): what a reader sees must
// still follow every change at once — a new problem and the total, a new title, a problem made
// private, a renamed tag, a deleted problem — on the node that made it and on another web node
// of the same site (once the change's broadcast reached it).
import t from 'tap';
import type { WebNode } from '@oj/kernel/testing';
import { createProblem, problemBody, problemsSite } from './helpers.ts';

const site = await problemsSite();
t.teardown(() => site.close());
const other = await site.addNode();
const root = (await site.userWithToken('boss', 'root')).token;

type Row = { pid: number; problemId: string; title: string; tags: { id: number; name: string }[] };
type Page = { records: Row[]; total: number };

async function list(node: WebNode = site.node, query = 'currentPage=1&limit=50'): Promise<Page> {
  const res = await node.app.inject({ method: 'GET', url: `/api/get-problem-list?${query}` });
  return (JSON.parse(res.body) as { data: Page }).data;
}
/** both nodes read (and keep) the list as it is now */
const warm = async () => { await list(site.node); await list(other); };

let fences = 0;
/** waits until every list change broadcast so far has reached the other node (pub/sub keeps order) */
async function settled(): Promise<void> {
  const fence = `fence-${++fences}`;
  const arrived = new Promise<void>((resolve) => {
    const off = other.kernel.bus.subscribe('problems.list', (payload) => { if (payload === fence) { off(); resolve(); } });
  });
  await site.kernel.bus.broadcast('problems.list', fence);
  await arrived;
}

t.test('a new problem is in the list, and counted, as soon as it is created', async (t) => {
  await createProblem(site, root, 'P1', {}, { title: 'First' });
  await warm();
  t.equal((await list()).total, 1);
  const pid = await createProblem(site, root, 'P2', {}, { title: 'Second' });
  const here = await list();
  t.equal(here.total, 2, 'the total counts it on the node that made it');
  t.same(here.records.map((r) => r.problemId), ['P1', 'P2']);
  await settled();
  const there = await list(other);
  t.equal(there.total, 2, 'and on the other node');
  t.ok(there.records.some((r) => r.pid === pid));
  t.same((await list(site.node, 'currentPage=2&limit=1')).records.map((r) => r.problemId), ['P2'], 'a later page too');
});

t.test('an edited title, a problem made private and a deleted problem show at once', async (t) => {
  const pid = await createProblem(site, root, 'P3', {}, { title: 'Before' });
  await warm();
  const body = problemBody('P3', {}, { id: pid, title: 'After' });
  delete (body as { samples?: unknown }).samples;
  t.equal((await site.api('PUT', '/api/admin/problem', { token: root, body })).status, 200);
  t.equal((await list()).records.find((r) => r.pid === pid)?.title, 'After');

  await warm();
  t.equal((await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: root, body: { id: pid, auth: 2 } })).status, 200);
  const hidden = await list();
  t.notOk(hidden.records.some((r) => r.pid === pid), 'a private problem leaves the list');
  t.equal(hidden.total, 2);

  const gone = await createProblem(site, root, 'P4');
  await warm();
  t.equal((await list()).total, 3);
  const del = await other.app.inject({ method: 'DELETE', url: `/api/admin/problem?pid=${gone}`, headers: { authorization: root } });
  t.equal(JSON.parse(del.body).status, 200);
  t.equal((await list(other)).total, 2, 'deleted on the other node: gone there');
  await settled();
  t.notOk((await list()).records.some((r) => r.pid === gone), 'and here');
});

t.test('a renamed tag shows in the list at once', async (t) => {
  const pid = await createProblem(site, root, 'P5', { tags: [{ name: 'dp' }] });
  await warm();
  const chip = (await list()).records.find((r) => r.pid === pid)!.tags[0];
  t.equal(chip.name, 'dp');
  const renamed = await site.api('PUT', '/api/admin/tag', { token: root, body: { id: chip.id, name: 'dynamic programming' } });
  t.equal(renamed.status, 200, renamed.msg);
  t.same((await list()).records.find((r) => r.pid === pid)!.tags.map((x) => x.name), ['dynamic programming']);
});

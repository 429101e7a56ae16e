// What a load balancer and a monitor see: /api/health answers 200 while the node's database and
// queue answer and 503 when one does not, with nothing an attacker could use; /api/health/queue
// gives the judge queues' depth and the live judge nodes to a caller with the judge token only.
import t from 'tap';
import { readJudgeToken } from '../src/auth/judge-token.ts';
import { recordHeartbeat } from '../src/site/judge-nodes.ts';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

t.test('a healthy node answers 200 with only yes or no per service', async (t) => {
  const res = await site.api('GET', '/api/health', { lang: 'en-US' });
  t.same([res.http, res.status, res.msg, res.data], [200, 200, 'Every service answers', { database: true, queue: true }]);
  t.equal(res.headers['cache-control'], 'no-store', 'never a cached answer from a proxy');
  t.notMatch(res.raw, /version|host|postgres|redis|\d+\.\d+\.\d+/i, 'no versions, hosts or addresses');
  t.equal((await site.api('GET', '/api/health')).msg, '各项服务正常', 'zh-CN by default');
});

t.test('a node whose database is gone answers 503', async (t) => {
  const node = await site.addNode();
  await node.kernel.db.destroy();
  const res = await node.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en-US' } });
  const body = JSON.parse(res.body) as { status: number; msg: string; data: { database: boolean } };
  t.same([res.statusCode, body.status, body.msg, body.data.database], [503, 503, 'A service does not answer', false]);
});

t.test('queue depth: judge jobs waiting and the judge nodes alive, for the judge token only', async (t) => {
  const token = await readJudgeToken(site.db);
  const depth = () => site.api<{ judge: { waiting: number; active: number }; judgeNodes: { alive: number; concurrency: number } }>('GET', '/api/health/queue', { headers: { authorization: `Bearer ${token}` } });
  const before = await depth();
  t.equal(before.status, 200);
  t.same(before.data.judge, { waiting: 0, active: 0, delayed: 0 });
  t.same(before.data.judgeNodes, { alive: 0, concurrency: 0 });
  await site.kernel.queues.add('judge', 'judge', { a: 1 });
  await site.kernel.queues.add('judge', 'judge', { a: 2 }, { priority: 5 });
  await recordHeartbeat(site.db, { name: 'judge-a', cores: 4, cpuLoad: 10, memoryLoad: 20, concurrency: 3, stopping: false });
  await recordHeartbeat(site.db, { name: 'judge-b', cores: 4, cpuLoad: 10, memoryLoad: 20, concurrency: 2, stopping: false });
  const after = await depth();
  t.equal(after.data.judge.waiting, 2, 'both jobs, with or without a priority');
  t.same(after.data.judgeNodes, { alive: 2, concurrency: 5 });
  const admin = await site.userWithToken('monitorless', 'root');
  for (const authorization of [undefined, admin.token, `Bearer ${token}x`]) {
    const res = await site.api('GET', '/api/health/queue', { headers: authorization ? { authorization } : {}, lang: 'en-US' });
    t.same([res.http, res.msg], [401, 'Invalid judge token']);
  }
});

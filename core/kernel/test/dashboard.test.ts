// The admin dashboard's calls as the reference's admin client makes them (issue 10 item 12):
// get-sessions with a form body, get-dashboard-info's figures, the services' health, the judge
// nodes heard from, and the database/Redis settings with every password masked.
import t from 'tap';
import { TestSite } from './harness.ts';
import { recordHeartbeat } from '../src/site/judge-nodes.ts';
import { dbAndRedisConfig, MASKED_PASSWORD } from '../src/routes/admin-health.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

const admin = await site.userWithToken('anadmin', 'admin');
const root = await site.userWithToken('theroot', 'root');

t.test('get-sessions takes the uid as a form body and answers the previous login', async (t) => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const only = await site.api<{ uid: string; ip: string }>('POST', '/api/admin/dashboard/get-sessions', { token: admin.token, headers: form, body: `uid=${admin.uid}` });
  t.equal(only.status, 200, only.msg);
  t.equal(only.data.uid, admin.uid, 'with one login, that one');
  const first = only.data as unknown as { id: string };

  const second = await site.login('anadmin', 'secret123');
  const previous = await site.api<{ id: string; uid: string; ip: string; gmtCreate: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second, headers: form, body: `uid=${admin.uid}` });
  t.equal(previous.status, 200, previous.msg);
  t.equal(previous.data.id, first.id, 'the login before this one');
  t.equal(previous.data.ip, '127.0.0.1');
  t.ok(previous.data.gmtCreate);

  const json = await site.api<{ id: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second, body: { uid: admin.uid } });
  t.equal(json.data.id, first.id, 'a JSON body is read the same');
  const none = await site.api<{ id: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second });
  t.equal(none.data.id, first.id, 'and no body at all');
  const other = await site.api<{ uid: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second, headers: form, body: `uid=${root.uid}` });
  t.equal(other.data.uid, admin.uid, "another user's uid never reveals their logins");
  // the reference's client: `getSessions(uid)` hands axios the bare uid, sent form-encoded without a name (issue 30)
  const bare = await site.api<{ id: string; uid: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second, headers: form, body: admin.uid, lang: 'en-US' });
  t.equal(bare.status, 200, bare.msg);
  t.same([bare.data.id, bare.data.uid], [first.id, admin.uid], 'a bare uid is read as the uid');
  const bareOther = await site.api<{ uid: string }>('POST', '/api/admin/dashboard/get-sessions', { token: second, headers: form, body: root.uid });
  t.equal(bareOther.data.uid, admin.uid, 'and is not trusted either');
  const junk = await site.api('POST', '/api/admin/dashboard/get-sessions', { token: second, headers: form, body: 'uid=a&role=root', lang: 'en-US' });
  t.same([junk.status, junk.msg], [400, 'role is not a field of this request'], 'a form with other fields is still refused');
});

t.test("get-dashboard-info answers the reference's figures beside ours", async (t) => {
  const info = await site.api<Record<string, number>>('GET', '/api/admin/dashboard/get-dashboard-info', { token: admin.token });
  t.equal(info.data.userNum, 2);
  t.equal(info.data.recentContestNum, 0, 'no contests plugin: none');
  t.equal(info.data.todayJudgeNum, 0, 'no submissions plugin: none');
  t.equal(info.data.todayRegisterNum, 2);
});

t.test('get-service-info: this web node and the database are up', async (t) => {
  const info = await site.api<{ backupCores: number; backupPercentCpuLoad: string; backupPercentMemoryLoad: string; web: { cores: number }; database: { up: boolean }; judgeNodes: number }>(
    'GET', '/api/admin/config/get-service-info', { token: admin.token });
  t.equal(info.status, 200, info.msg);
  t.ok(info.data.backupCores >= 1);
  t.equal(info.data.web.cores, info.data.backupCores);
  t.match(info.data.backupPercentCpuLoad, /^\d+\.\d\d%$/);
  t.match(info.data.backupPercentMemoryLoad, /^\d+\.\d\d%$/);
  t.equal(info.data.database.up, true);
});

t.test('get-judge-service-info lists each live judge node once, by its last beat', async (t) => {
  const list = async () => (await site.api<{ name: string; cpuCores: number; percentCpuLoad: string; percentMemoryLoad: string; concurrency: number; service: { host: string } }[]>(
    'GET', '/api/admin/config/get-judge-service-info', { token: admin.token })).data;
  t.same(await list(), [], 'no judge node yet');
  await recordHeartbeat(site.db, { name: 'judge-a', cores: 8, cpuLoad: 12.5, memoryLoad: 40, concurrency: 7, stopping: false });
  await recordHeartbeat(site.db, { name: 'judge-a', cores: 8, cpuLoad: 50, memoryLoad: 41.25, concurrency: 7, stopping: false });
  await recordHeartbeat(site.db, { name: 'judge-b', cores: 2, cpuLoad: 0, memoryLoad: 10, concurrency: 1, stopping: false });
  await site.db('judgeNodes').insert({ name: 'judge-gone', cores: 4, cpuLoad: 0, memoryLoad: 0, concurrency: 3, lastSeen: new Date(Date.now() - 3_600_000) });
  const nodes = await list();
  t.same(nodes.map((n) => n.name), ['judge-a', 'judge-b'], 'a node silent for an hour is not listed');
  t.match(nodes[0], { cpuCores: 8, percentCpuLoad: '50.00%', percentMemoryLoad: '41.25%', concurrency: 7, service: { host: 'judge-a' } });
  await recordHeartbeat(site.db, { name: 'judge-b', cores: 2, cpuLoad: 0, memoryLoad: 10, concurrency: 1, stopping: true });
  t.same((await list()).map((n) => n.name), ['judge-a'], 'a node that said it stops leaves at once');
  const service = await site.api<{ judgeNodes: number }>('GET', '/api/admin/config/get-service-info', { token: admin.token });
  t.equal(service.data.judgeNodes, 1);
});

t.test("set-db-and-redis-config (the reference's form) is answered: the operator sets them, not the web", async (t) => {
  const form = { dbName: 'hoj', dbHost: '10.0.0.9', dbPort: '3306', dbUsername: 'root', dbPassword: 'x', redisHost: '10.0.0.8', redisPort: 6379, redisPassword: 'y' };
  const before = (await site.api('GET', '/api/admin/config/get-db-and-redis-config', { token: root.token })).raw;
  const en = await site.api('PUT', '/api/admin/config/set-db-and-redis-config', { token: root.token, body: form, lang: 'en-US' });
  t.same([en.status, en.msg], [400, 'The database and Redis are set by the operator in oj.config.json (databaseUrl, redisUrl) and take effect when the site restarts; they cannot be changed from the web']);
  const zh = await site.api('PUT', '/api/admin/config/set-db-and-redis-config', { token: root.token, body: form });
  t.equal(zh.msg, '数据库与 Redis 由运维人员在 oj.config.json 中设置（databaseUrl、redisUrl），重启站点后生效，不能在网页上修改');
  t.equal((await site.api('GET', '/api/admin/config/get-db-and-redis-config', { token: root.token })).raw, before, 'nothing changed');
  t.equal((await site.api('PUT', '/api/admin/config/set-db-and-redis-config', { token: admin.token, body: form })).http, 403, 'super admin only');
});

t.test('get-db-and-redis-config never reveals a password', async (t) => {
  const r = await site.api<Record<string, unknown>>('GET', '/api/admin/config/get-db-and-redis-config', { token: root.token });
  t.equal(r.status, 200, r.msg);
  t.ok(r.data.dbHost);
  t.ok(Number(r.data.dbPort) > 0);
  const secret = new URL(site.kernel.databaseUrl).password;
  if (secret) t.notOk(r.raw.includes(secret), 'the database password is not in the answer');
  t.equal((await site.api('GET', '/api/admin/config/get-db-and-redis-config', { token: admin.token })).http, 403, 'super admin only');

  const masked = dbAndRedisConfig('postgres://oj:pg%20secret@db.internal:6543/judge', 'redis://:redis-secret@cache.internal:6380/0');
  t.same(masked, {
    dbName: 'judge', dbHost: 'db.internal', dbPort: 6543, dbUsername: 'oj', dbPassword: MASKED_PASSWORD,
    redisHost: 'cache.internal', redisPort: 6380, redisPassword: MASKED_PASSWORD,
  });
  t.notOk(JSON.stringify(masked).includes('secret'));
  t.match(dbAndRedisConfig('postgres://postgres@127.0.0.1:5432/test', null), { dbPassword: '', redisHost: '', redisPassword: '' }, 'no password: nothing to mask');
});

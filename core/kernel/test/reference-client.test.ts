// Issue 30, the class: every call the reference's own web client makes with a body, sent as that
// client sends it (fixtures/reference-client-bodies.json: its whole form objects and table rows,
// server-set fields and all, ids from the route as text), is read, not refused by validation.
// Each call is made by the super admin on a site with every first-party plugin; what it answers
// past validation (a placeholder id not found, a switch off) is each route's own business and has
// its own tests. Also: nothing a body carries beyond its fields is written (mass-assignment), and
// the calls our site does not serve are the ones listed here, each with the reason.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { TestSite } from './harness.ts';

interface RefCall { method: string; path: string; kind: string; body: unknown; query?: Record<string, unknown>; view?: string }
const { calls } = JSON.parse(readFileSync(new URL('./fixtures/reference-client-bodies.json', import.meta.url), 'utf8')) as { calls: RefCall[] };

/** reference calls this site answers on another path or not at all, and why */
const NOT_SERVED: Record<string, string> = {
  'POST export_problem': 'never called by the client (its export screen downloads with a GET)',
};
/** calls that change the caller's own account: made by a user of their own so the others keep their token */
const OWN_ACCOUNT = new Set(['/api/change-password', '/api/change-email', '/api/change-userInfo', '/api/reset-password', '/api/apply-reset-password', '/api/register', '/api/login', '/api/admin/login']);

const site = await TestSite.start({
  // no judge node here: the four compile calls (special judge, interactor) wait for one a third of
  // a second rather than the default 30 s (their answer is a time-out either way)
  plugins: [{ package: '@oj/plugin-problems', config: { compileTimeoutMs: 300 } }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }, { package: '@oj/plugin-discussions' }, { package: '@oj/plugin-comments' }, { package: '@oj/plugin-groups' }, { package: '@oj/plugin-ai-chat' }, { package: '@oj/plugin-remote-judge' }],
});
t.teardown(() => site.close());
const root = await site.userWithToken('refroot', 'root');
const privileged = async () => (await site.db('users').orderBy('uid').select('uid', 'roleId', 'status', 'passwordHash')) as unknown[];

const json = calls.filter((c) => c.kind === 'json' && !NOT_SERVED[`${c.method} ${c.path}`]);
t.ok(json.length > 120, `${json.length} JSON bodies of the reference client`);

let n = 0;
for (const call of json) {
  const name = `${call.method} ${call.path} ${JSON.stringify(call.body).slice(0, 60)}`;
  t.test(name, async (t) => {
    const token = OWN_ACCOUNT.has(call.path) ? (await site.userWithToken(`refown${++n}`)).token : root.token;
    const before = OWN_ACCOUNT.has(call.path) ? null : await privileged();
    const query = Object.fromEntries(Object.entries(call.query ?? {}).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
    const res = await site.api(call.method, call.path, { token, body: call.body, query, lang: 'en-US' });
    t.not(res.http, 404, `the route is served (${call.view ?? ''})`);
    t.not((JSON.parse(res.raw || '{}') as { code?: string }).code, 'OJ_VALIDATION', `read, not refused: ${res.status} ${res.msg}`);
    if (before && !call.path.startsWith('/api/admin/user/')) t.same(await privileged(), before, "no account's role, status or password changed");
  });
}

t.test('a body value that names nothing is still refused, in both languages', async (t) => {
  const en = await site.api('POST', '/api/get-contest-rank', { token: root.token, body: { cid: 'twelve', currentPage: 1, limit: 50 }, lang: 'en-US' });
  t.same([en.status, en.msg], [400, 'Sorry, this contest does not exist']);
  const zh = await site.api('POST', '/api/get-user-problem-status', { token: root.token, body: { pidList: [1], cid: '1.5' } });
  t.same([zh.status, (JSON.parse(zh.raw) as { code: string }).code], [400, 'OJ_VALIDATION'], 'a fraction is no id');
  t.match(zh.msg, /cid/);
});

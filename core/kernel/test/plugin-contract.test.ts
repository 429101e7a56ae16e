// What the host enforces on plugins (issue 11 §2, ARCHITECTURE §3): routes that say who may call
// them and what they answer, messages in the plugin's own namespace, no secrets through settings,
// no kernel or foreign tables through ctx.db, users through ctx.users, bodies never coerced, and
// judge nodes admitted by the kernel's `judge` rule.
import t from 'tap';
import { TestSite } from './harness.ts';

t.test('a route without an access rule or a response schema refuses the plugin at boot, naming it and the route', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/open-route' }] }),
    /plugin open-route was refused:[\s\S]*GET \/api\/open-route\/things declares no access rule/);
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/no-response' }] }),
    /plugin no-response was refused:[\s\S]*GET \/api\/no-response\/things declares no response schema/);
});

t.test('a public route under /api/admin/ refuses the plugin at boot (an admin call needs a login)', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/admin-backdoor' }] }),
    /plugin admin-backdoor was refused:[\s\S]*GET \/api\/admin\/backdoor is under \/api\/admin\/ but public: an admin call needs at least a login/);
});

t.test('a plugin cannot redefine a kernel message or use keys outside its namespace', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/key-clash' }] }),
    /plugin key-clash was refused:[\s\S]*message key OJ_NOT_FOUND is outside the plugin's namespace \(KEY_CLASH_…\)/);
});

t.test('what a running plugin may reach', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/prying' }] });
  t.teardown(() => site.close());
  const { seen } = await import('./fixtures/prying/server/index.ts');
  const ctx = seen.ctx!;
  const user = await site.userWithToken('pryuser');

  t.test('settings: the public groups only, never the secrets or the SMTP password', async (t) => {
    t.match(await ctx.settings.get('web'), { name: String });
    await t.rejects(ctx.settings.get('secrets'), /plugin prying may not read the setting group "secrets"/);
    await t.rejects(ctx.settings.get('email'), /may not read the setting group "email"/);
  });

  t.test('the database: its own tables and users_public; users, sessions and settings are refused, in raw SQL and transactions too', async (t) => {
    await t.rejects(ctx.db('users').select('passwordHash'), /plugin prying may not use the table users/);
    await t.rejects(ctx.db.raw('select password_hash from users'), /may not use the table users/);
    await t.rejects(ctx.db('sessions').count(), /may not use the table sessions/);
    await t.rejects(ctx.db.transaction(async (trx) => trx('siteSettings').select('*')), /may not use the table site_settings/);
    await t.rejects(ctx.db.raw('select * from "site_settings"'), /site_settings/);
    const row = await ctx.db(ctx.users.table).where({ uid: user.uid }).first();
    t.match(row, { uid: user.uid, username: 'pryuser' });
    t.notOk('passwordHash' in row || 'email' in row, 'the public view has no hash and no e-mail');
  });

  t.test("messages: read, never changed at run time (the kernel's loader is not handed out)", async (t) => {
    t.equal(ctx.i18n.t('en-US', 'OJ_NOT_FOUND'), 'Query error! Unable to find the resource to request!');
    t.ok(ctx.i18n.has('OJ_NOT_FOUND'));
    const i18n = ctx.i18n as unknown as Record<string, unknown>;
    t.equal(i18n.load, undefined, 'no load()');
    t.throws(() => { i18n.t = () => 'hijacked'; }, TypeError, 'and the reader cannot be replaced');
    t.equal(ctx.i18n.t('en-US', 'OJ_NOT_FOUND'), 'Query error! Unable to find the resource to request!');
  });

  t.test('ctx.users answers public fields', async (t) => {
    const [u] = await ctx.users.byIds([user.uid]);
    t.match(u, { uid: user.uid, username: 'pryuser', roleId: 1002, status: 0 });
    t.notOk('passwordHash' in u || 'email' in u);
    t.equal((await ctx.users.byUsername('PRYUSER'))?.uid, user.uid);
    t.same(await ctx.users.byIds([]), []);
  });

  t.test('a body is validated without coercion and refuses unlisted fields', async (t) => {
    const wrong = await site.api('POST', '/api/prying/label', { token: user.token, body: { label: 123 }, lang: 'en-US' });
    t.same([wrong.status, wrong.msg], [400, 'The type of label is invalid']);
    const extra = await site.api('POST', '/api/prying/label', { token: user.token, body: { label: 'a', roleId: 1000 }, lang: 'en-US' });
    t.same([extra.status, extra.msg], [400, 'roleId is not a field of this request']);
    t.equal((await site.api('POST', '/api/prying/label', { token: user.token, body: { label: 'a' } })).status, 200);
  });
});

t.test('judge routes admit the site judge token and nothing else', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
  t.teardown(() => site.close());
  const { judgeToken } = (await site.db('siteSettings').where({ group: 'secrets' }).first()).value as { judgeToken: string };
  const user = await site.userWithToken('judgeless');
  const url = '/api/judge/test-data/1/manifest';
  t.equal((await site.api('GET', url, { headers: { authorization: `Bearer ${judgeToken}` } })).http, 404, 'the judge is admitted (no such problem)');
  for (const authorization of [undefined, `Bearer ${judgeToken}x`, user.token, `Bearer ${user.token}`]) {
    const res = await site.api('GET', url, { headers: authorization ? { authorization } : {}, lang: 'en-US' });
    t.same([res.http, res.msg], [401, 'Invalid judge token'], `refused: ${authorization?.slice(0, 12) ?? 'no token'}`);
  }
});

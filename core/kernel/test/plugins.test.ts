// The plugin host (ARCHITECTURE §3): a plugin the kernel knows nothing about, enabled purely by
// config, adds a route, a migration, translated messages and a bus listener; dependency errors
// are clear; switching a plugin off leaves the rest working.
import t from 'tap';
import { TestSite, TestSmtp, codeIn } from './harness.ts';
import { loadPlugins, migrationUnits } from '../src/plugins/host.ts';
import { migrateDown, migrationStatus } from '../src/db/migrate.ts';
import { REPO_ROOT } from './harness.ts';

const GUESTBOOK = { package: '@oj/plugin-guestbook' };

t.test('enabled by config: route, migration, translated message, bus listener', async (t) => {
  const site = await TestSite.start({ plugins: [GUESTBOOK] });
  const smtp = await TestSmtp.start();
  await smtp.attach(site);
  t.teardown(async () => { await site.close(); await smtp.close(); });

  const plugins = await site.api<{ id: string; version: string }[]>('GET', '/api/plugins');
  t.same(plugins.data.map((p) => p.id), ['guestbook']);
  t.equal(plugins.data[0].version, '0.1.0');
  t.ok(await site.db.schema.hasTable('guestbook_entries'), 'its migration ran');

  // the bus listener greets a user who registers through the kernel
  await site.api('GET', '/api/get-register-code', { query: { email: 'guest@example.com' } });
  const code = codeIn(await smtp.waitFor('guest@example.com'));
  t.equal((await site.api('POST', '/api/register', { body: { username: 'guest', password: 'pass1234', email: 'guest@example.com', code } })).status, 200);
  const list = await site.api<{ records: { username: string; content: string }[]; total: number }>('GET', '/api/guestbook');
  t.equal(list.data.total, 1);
  t.equal(list.data.records[0].content, '欢迎新朋友 guest！');

  const token = await site.login('guest', 'pass1234');
  const zh = await site.api('POST', '/api/guestbook', { token, body: { content: 'Hello!' } });
  t.equal(zh.msg, '感谢你的留言！');
  const en = await site.api('POST', '/api/guestbook', { token, body: { content: 'Again' }, lang: 'en-US' });
  t.equal(en.msg, 'Thanks for signing the guestbook!');
  const tooLong = await site.api('POST', '/api/guestbook', { token, body: { content: 'x'.repeat(201) }, lang: 'en-US' });
  t.equal(tooLong.msg, 'A message is at most 200 characters');
  t.equal((await site.api('POST', '/api/guestbook', { body: { content: 'anon' } })).http, 401, 'the kernel hook enforces the route rule');
  t.equal((await site.api<{ total: number }>('GET', '/api/guestbook')).data.total, 3);

  const doc = await site.api<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
  t.ok(doc.raw.includes('/api/guestbook'), 'its routes are in the OpenAPI document');
});

t.test('switched off: its routes are gone and the rest works', async (t) => {
  const site = await TestSite.start({ plugins: [{ ...GUESTBOOK, enabled: false }] });
  t.teardown(() => site.close());
  t.same((await site.api<unknown[]>('GET', '/api/plugins')).data, []);
  const r = await site.api('GET', '/api/guestbook', { lang: 'en-US' });
  t.equal(r.http, 404);
  t.equal(r.msg, 'Query error! Unable to find the resource to request!');
  t.equal((await site.api('GET', '/api/get-website-config')).status, 200);
});

t.test('its settings are validated at boot', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ ...GUESTBOOK, config: { welcomeNewUsers: 'yes' } }] }), /plugin guestbook: config \/welcomeNewUsers/);
});

t.test('a missing dependency, a cycle or an unknown package stops the boot with a clear message', async (t) => {
  const base = REPO_ROOT;
  await t.rejects(loadPlugins([{ package: './core/kernel/test/fixtures/needs-missing', enabled: true, config: {} }], base), /plugin needs-missing requires plugin problems, which is not enabled/);
  await t.rejects(loadPlugins([
    { package: './core/kernel/test/fixtures/cycle-a', enabled: true, config: {} },
    { package: './core/kernel/test/fixtures/cycle-b', enabled: true, config: {} },
  ], base), /plugin dependency cycle: cycle-a → cycle-b → cycle-a/);
  await t.rejects(loadPlugins([{ package: '@oj/plugin-nope', enabled: true, config: {} }], base), /plugin package "@oj\/plugin-nope" is not installed/);
  await t.rejects(loadPlugins([GUESTBOOK, GUESTBOOK].map((p) => ({ ...p, enabled: true, config: {} })), base), /plugin id "guestbook" is enabled twice/);
});

t.test('its migrations go down on their own, leaving the kernel\'s', async (t) => {
  const site = await TestSite.start({ plugins: [GUESTBOOK] });
  t.teardown(() => site.close());
  const units = migrationUnits(site.node.plugins);
  t.same(units.map((u) => u.id), ['kernel', 'guestbook']);
  const reverted = await migrateDown(site.db, units, { only: 'guestbook' });
  t.same(reverted, ['guestbook: 20261121000000_guestbook_entries']);
  t.notOk(await site.db.schema.hasTable('guestbook_entries'));
  t.ok(await site.db.schema.hasTable('users'));
  const status = await migrationStatus(site.db, units);
  t.equal(status.find((s) => s.unit === 'guestbook')?.pending.length, 1);
  t.equal(status.find((s) => s.unit === 'kernel')?.pending.length, 0);
});

t.test('first-party plugins resolve even when the config file lives elsewhere', async (t) => {
  const loaded = await loadPlugins([{ ...GUESTBOOK, enabled: true, config: {} }], '/tmp');
  t.same(loaded.map((p) => p.def.id), ['guestbook']);
});

t.test('route rules: a site switch closes a route for everyone; a permission is checked before it', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/switch-plugin' }] });
  t.teardown(() => site.close());
  const muted = await site.userWithToken('muted', 'mute_user');
  const talker = await site.userWithToken('talker');
  t.equal((await site.api('GET', '/api/switchy/discussions')).data, 'open');
  t.equal((await site.api('POST', '/api/switchy/comment', { token: talker.token })).data, 'posted');
  t.equal((await site.api('POST', '/api/switchy/comment', { token: muted.token })).http, 403, 'muted users lack comment_add');
  await site.kernel.settings.update('switch', { openPublicDiscussion: false, openContestComment: false });
  const closed = await site.api('GET', '/api/switchy/discussions', { lang: 'en-US' });
  t.equal(closed.status, 400);
  t.equal(closed.msg, 'The website has not opened the public discussion area');
  t.equal((await site.api('GET', '/api/switchy/discussions')).msg, '网站当前未开启公开讨论区');
  t.equal((await site.api('POST', '/api/switchy/comment', { token: talker.token, lang: 'en-US' })).msg, 'The website has not opened the contest comment area');
  t.equal((await site.api('POST', '/api/switchy/comment')).http, 401, 'visitors are asked to log in first');
});

// Table access decided by the database (issue 32 item 3): each plugin's statements, its
// migrations' included, run under a role of its own, which owns its tables and reads the public
// views only. An attacker plugin tries every way the attacker reached data that was not
// its own, and finds each refused, or without effect.
import t from 'tap';
import { TestSite } from './harness.ts';
import { migrateDown, migrationStatus } from '../src/db/migrate.ts';
import { ensurePluginRole, roleName, rolesUnavailable } from '../src/plugins/db-roles.ts';
import { foreignTables, scopedDb } from '../src/plugins/scoped-db.ts';

const PERMISSION = /permission denied for (table|view|relation)/;

t.test('an attacker plugin reaches nothing but its own tables and the public views', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }, { package: './core/kernel/test/fixtures/db-attacker' }] });
  t.teardown(() => site.close());
  const { seen } = await import('./fixtures/db-attacker/server/index.ts');
  const ctx = seen.ctx!;
  const admin = await site.userWithToken('rolesadmin');
  const settingsBefore = await site.db('siteSettings').select('*').orderBy('group');

  t.test('its migration ran under its role: every read of users or settings and the view over users were refused', async (t) => {
    const loot = Object.fromEntries(((await site.db('dbAttackerLoot').select('*')) as { attempt: string; outcome: string }[]).map((r) => [r.attempt, r.outcome]));
    t.match(loot['read users'], /^refused: .*plugin db-attacker may not use the table users/);
    t.match(loot['read site_settings'], /^refused: .*plugin db-attacker may not use the table site_settings/);
    t.match(loot['read users by an escaped name'], /^refused: .*permission denied for table users/);
    t.match(loot['read site_settings by an escaped name'], /^refused: .*permission denied for table site_settings/);
    // PostgreSQL checks a view's reads when it is read, as its owner: the plugin's role
    t.match(loot['read the view'], /^refused: .*permission denied for table users/);
    t.match(loot['rewrite oj_migration_sources'], /^refused: .*permission denied for table oj_migration_sources/);
    t.equal(Object.keys(loot).length, 7);
    const views = await site.db.raw(`select viewowner as owner from pg_views where viewname = 'db_attacker_hashes'`);
    t.match(views.rows, [{ owner: /^oj_p_[0-9a-f]{8}_db_attacker$/ }], 'a view it made is its own, and reads what it may');
    await t.rejects(ctx.db.raw('select * from db_attacker_hashes'), PERMISSION);
  });

  t.test('names the text guard does not see are refused by the database', async (t) => {
    await t.rejects(ctx.db.raw('select * from U&"\\0073ite_settings"'), PERMISSION);
    await t.rejects(ctx.db.raw('select password_hash from U&"\\0075sers"'), PERMISSION);
    await t.rejects(ctx.db.raw(`select query_to_xml('select password_hash from us' || 'ers', true, true, '')`), PERMISSION);
    await t.rejects(ctx.db.raw(`select query_to_xml('select value from site_' || 'settings', true, true, '')`), PERMISSION);
    await t.rejects(ctx.db.transaction(async (trx) => trx.raw('select * from U&"\\0070lugin_secrets"')), PERMISSION);
    await ctx.db.raw('create view db_attacker_later as select * from U&"\\0075sers"');
    await t.rejects(ctx.db.raw('select * from db_attacker_later'), PERMISSION);
  });

  t.test("another plugin's table and the kept migration sources cannot be written", async (t) => {
    await site.db('guestbookEntries').insert({ uid: admin.uid, content: 'hello' });
    await t.rejects(ctx.db.raw(`update U&"\\0067uestbook_entries" set content = 'defaced'`), PERMISSION);
    await t.rejects(ctx.db.raw(`delete from U&"\\0067uestbook_entries"`), PERMISSION);
    t.same((await site.db('guestbookEntries').select('content')).map((r: { content: string }) => r.content), ['hello']);
    const before = await site.db('ojMigrationSources').where({ unit: 'guestbook' }).select('source');
    await t.rejects(ctx.db.raw(`update U&"\\006Fj_migration_sources" set source = 'export const down = async () => {}'`), PERMISSION);
    t.same(await site.db('ojMigrationSources').where({ unit: 'guestbook' }).select('source'), before);
  });

  t.test('no driver connection is handed out, and the role cannot be left', async (t) => {
    const client = ctx.db.client as unknown as Record<string, unknown> & { acquireConnection(): Promise<unknown>; acquireRawConnection(): Promise<unknown> };
    await t.rejects(async () => client.acquireConnection(), /plugin db-attacker may not take a database connection of its own \(client\.acquireConnection\)/);
    await t.rejects(async () => client.acquireRawConnection(), /may not take a database connection of its own \(client\.acquireRawConnection\)/);
    t.throws(() => client.pool, /may not take a database connection of its own \(client\.pool\)/);
    t.throws(() => client.driver, /\(client\.driver\)/);
    await t.rejects(ctx.db.transaction(async (trx) => (trx.client as unknown as { acquireConnection(): Promise<unknown> }).acquireConnection()), /client\.acquireConnection/);
    await t.rejects(ctx.db.transaction(async (trx) => trx.transaction(async (inner) => (inner.client as unknown as { acquireConnection(): Promise<unknown> }).acquireConnection())), /client\.acquireConnection/);
    await t.rejects(ctx.db.raw('reset role'), /plugin db-attacker may not run "reset role"/);
    await t.rejects(ctx.db.raw('set role postgres'), /may not run "set role"/);
    await t.rejects(ctx.db.raw('/* quiet */ SET  SESSION AUTHORIZATION postgres'), /may not run "set session authorization"/);
    await t.rejects(ctx.db.raw(`select set_config('role', 'postgres', false)`), /may not run "role"/);
    await t.rejects(ctx.db.raw('commit; select * from U&"\\0075sers"'), /may not run "commit"/);
    await t.rejects(ctx.db.transaction(async (trx) => trx.raw('rollback')), /may not run "rollback"/);
    await t.rejects(ctx.db.raw('do $$ begin reset role; end $$'), /may not run "reset role"/);
    // a PL/pgSQL body's own BEGIN and END are not the transaction's
    await ctx.db.raw('do $$ declare n int; begin select count(*) into n from db_attacker_loot; end $$');
    const [{ who }] = (await ctx.db.raw('select current_user as who')).rows as { who: string }[];
    t.match(who, /^oj_p_[0-9a-f]{8}_db_attacker$/, 'its statements run under its role');
    const [{ kernel }] = (await site.db.raw('select current_user as kernel')).rows as { kernel: string }[];
    t.notMatch(kernel, /^oj_p_/, "and the kernel's under its own user, after the plugin's");
  });

  t.test("the kernel's services in its context are their methods, not the services with the kernel's knex and settings in their fields", async (t) => {
    // what the compatibility kit's attacker found before (scripts/plugin-compat/attacks.ts):
    // ctx.files.db and ctx.messages.db were the kernel's knex, ctx.mail.settings the site's settings
    for (const name of ['queue', 'cache', 'files', 'messages', 'mail', 'push', 'outbound'] as const) {
      const member = ctx[name] as unknown as Record<string, unknown>;
      t.ok(Object.isFrozen(member), `ctx.${name} is frozen`);
      t.same(Object.entries(member).filter(([, value]) => typeof value !== 'function').map(([key]) => key), [], `ctx.${name} holds methods only`);
    }
    const handles = Object.entries(ctx).flatMap(([name, member]) => (member && typeof member === 'object'
      ? Object.entries(member as Record<string, unknown>).filter(([, v]) => typeof v === 'function' && 'client' in v && v !== ctx.db).map(([field]) => `ctx.${name}.${field}`)
      : []));
    t.same(handles, [], 'no member of its context keeps a knex of its own');
    t.notOk('settings' in ctx.mail || 'db' in ctx.files || 'db' in ctx.messages);
    // and they work as before
    await ctx.cache.set('db-attacker:probe', { n: 1 }, 60);
    t.same(await ctx.cache.get('db-attacker:probe'), { n: 1 });
    await ctx.cache.del('db-attacker:probe');
    await ctx.messages.noticeMine(admin.uid, 'from the attacker', 'a notice');
    t.equal(((await site.db('userSysNotice').where({ recipientId: admin.uid }).select('title')) as { title: string }[]).some((r) => r.title === 'from the attacker'), true);
  });

  t.test('its own tables, the public view and its transactions work as before', async (t) => {
    await ctx.db('dbAttackerLoot').insert({ attempt: 'own', outcome: 'kept' });
    await ctx.db.transaction(async (trx) => {
      await trx('dbAttackerLoot').where({ attempt: 'own' }).update({ outcome: 'changed' });
      await trx.transaction(async (inner) => inner('dbAttackerLoot').insert({ attempt: 'nested', outcome: 'kept' }));
    });
    await t.rejects(ctx.db.transaction(async (trx) => {
      await trx('dbAttackerLoot').insert({ attempt: 'undone', outcome: 'x' });
      throw new Error('changed my mind');
    }), /changed my mind/);
    t.same((await ctx.db('dbAttackerLoot').whereIn('attempt', ['own', 'nested', 'undone']).orderBy('attempt').select('attempt', 'outcome')),
      [{ attempt: 'nested', outcome: 'kept' }, { attempt: 'own', outcome: 'changed' }]);
    const [u] = await ctx.users.byIds([admin.uid]);
    t.match(u, { uid: admin.uid, username: 'rolesadmin' });
    // knex cancels a query past its timeout from a connection of its own: that is knex's, not the plugin's
    await t.rejects(ctx.db.raw('select pg_sleep(0.3)').timeout(50, { cancel: true }), /Defined query timeout of 50ms exceeded/);
  });

  t.test('a view over users made before roles (by the kernel user) is handed to the role, and reads nothing', async (t) => {
    await site.db.raw('create view db_attacker_old as select uid, password_hash from users');
    await ensurePluginRole(site.db, 'db-attacker');
    await t.rejects(ctx.db.raw('select * from db_attacker_old'), PERMISSION);
    await site.db.raw('drop view db_attacker_old');
  });

  t.same(await site.db('siteSettings').select('*').orderBy('group'), settingsBefore, 'the settings are as they were');
});

t.test('migrate down runs a kept migration only when its sha256 is the one recorded', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
  t.teardown(() => site.close());
  const rows = await site.db('ojMigrationSources').where({ unit: 'guestbook' }).select('name', 'sha256');
  t.ok(rows.length > 0 && rows.every((r: { sha256: string }) => /^[0-9a-f]{64}$/.test(r.sha256)), 'each kept file has its hash');
  // what the attacker did: the kept file of another plugin replaced by its own code
  const name = (rows[0] as { name: string }).name;
  await site.db('ojMigrationSources').where({ unit: 'guestbook', name }).update({ source: `export async function down() { throw new Error('attacker code ran'); }\nexport async function up() {}\n` });
  await t.rejects(migrateDown(site.db, [], { only: 'guestbook', all: true }),
    new RegExp(`plugin guestbook: its kept migration ${name.replace('.', '\\.')} is not the file its migrations ran from .*nothing was run`));
  const [status] = await migrationStatus(site.db, [{ id: 'guestbook', directory: `${process.cwd()}/../../plugins/guestbook/migrations` }]);
  t.ok(status.done.length > 0, 'its migrations are still applied');
  t.ok((await site.db.raw(`select 1 from pg_tables where tablename = 'guestbook_entries'`)).rows.length, 'and its table is still there');
});

t.test('a site from before hashes: its kept files are hashed as they are, once, and a removed plugin still uninstalls', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
  t.teardown(() => site.close());
  await site.db.raw('alter table oj_migration_sources drop column sha256');
  t.same(await migrateDown(site.db, [], { only: 'guestbook', all: true }), ['guestbook: 20261121000000_guestbook_entries']);
  t.notOk(await site.db.schema.hasTable('guestbook_entries'), 'its table is gone');
});

t.test('a database user without CREATEROLE: plugins keep the text guard, and the operator is told what to grant', async (t) => {
  const site = await TestSite.start({ plugins: [] });
  t.teardown(() => site.close());
  const plain = `oj_test_plain_${Date.now().toString(36)}`;
  await site.db.raw(`create role ${plain} nologin`);
  t.teardown(() => site.db.raw(`drop role if exists ${plain}`));
  // the kernel's user for one transaction: a role that may make no roles
  await site.db.transaction(async (trx) => {
    await trx.raw(`set local role ${plain}`);
    t.same(await rolesUnavailable(trx), { user: plain });
    t.equal(await ensurePluginRole(trx, 'no-roles'), null, 'no role is made');
  });
  // what such a plugin is given: its knex with the text guard alone
  const guarded = scopedDb(site.db, 'no-roles', await foreignTables(site.db, 'no_roles'), null);
  await t.rejects(guarded.raw('select * from "users"'), /plugin no-roles may not use the table users/, 'the text guard still refuses');
  await t.rejects(guarded.raw('reset role'), /plugin no-roles may not run "reset role"/);
  await t.rejects(async () => (guarded.client as unknown as { acquireConnection(): Promise<unknown> }).acquireConnection(), /may not take a database connection of its own/);
  // two web nodes starting together make and grant the same role: they take turns
  const [first, second] = await Promise.all([ensurePluginRole(site.db, 'started-twice'), ensurePluginRole(site.db, 'started-twice')]);
  t.match(first, /^oj_p_[0-9a-f]{8}_started_twice$/);
  t.equal(second, first);
  t.same(await rolesUnavailable(site.db), null, 'a superuser (the embedded database\'s, the tests\' PostgreSQL user) makes roles');
  const messages = site.node.kernel.i18n;
  t.match(messages.t('en-US', 'OJ_PLUGIN_DB_NO_ROLES', { user: 'oj' }), /database user oj is neither a superuser nor has CREATEROLE.*ALTER ROLE oj CREATEROLE/);
  t.match(messages.t('zh-CN', 'OJ_PLUGIN_DB_NO_ROLES', { user: 'oj' }), /数据库用户 oj .*ALTER ROLE oj CREATEROLE/);
});

t.test('role names: one database each, within 63 characters', async (t) => {
  t.not(roleName('site_a', 'contests'), roleName('site_b', 'contests'));
  t.match(roleName('site_a', 'remote-judge'), /^oj_p_[0-9a-f]{8}_remote_judge$/);
  const long = roleName('site_a', 'a'.repeat(80));
  t.ok(long.length <= 63);
  t.not(long, roleName('site_a', `${'a'.repeat(79)}b`));
});

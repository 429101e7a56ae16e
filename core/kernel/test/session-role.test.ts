// A connection that changes hands between a plugin and the kernel (db/session-role.ts): on
// PostgreSQL the session is switched to the plugin's role when the plugin takes it and back when
// the kernel does, transactions keep their role to themselves, and a rolled-back one leaves the
// session as it was. On PGlite the plugin's statements keep to transactions of their own; the
// outcomes asked here are the same on both. One pooled connection, so every step changes hands.
import t from 'tap';
import { TestSite } from './harness.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { pluginDatabase } from '../src/plugins/db-roles.ts';
import type { Knex } from 'knex';

const who = async (db: Knex): Promise<string> => ((await db.raw('select current_user as who')) as { rows: { who: string }[] }).rows[0].who;
const PERMISSION = /permission denied for table users/;

t.test('the kernel and a plugin taking turns on one connection each run as themselves', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
  t.teardown(() => site.close());
  const kernel = connectDatabase(site.node.kernel.databaseUrl, { poolMax: 1 });
  t.teardown(() => kernel.destroy());
  const login = await who(kernel);
  const { db: plugin, role } = await pluginDatabase(kernel, 'guestbook');
  t.match(role, /^oj_p_[0-9a-f]{8}_guestbook$/);
  const users = async () => Number(((await kernel('users').count({ n: '*' })) as { n: string }[])[0].n);
  const before = await users();

  t.equal(await who(plugin), role, 'a plugin statement runs under its role');
  t.equal(await who(kernel), login, 'the kernel takes the connection back as its own user');
  t.equal(await users(), before, 'and reads its tables');
  await t.rejects(plugin.raw('select password_hash from U&"\\0075sers"'), PERMISSION, 'the plugin still cannot');

  t.equal(await plugin.transaction((trx) => who(trx)), role, "the plugin's transaction runs under its role");
  t.equal(await kernel.transaction((trx) => who(trx)), login, "the kernel's transaction right after it runs as the kernel");
  await t.rejects(plugin.transaction(async (trx) => {
    t.equal(await who(trx), role);
    await trx.raw('select password_hash from U&"\\0075sers"');
  }), PERMISSION, "a plugin's transaction that fails");
  t.equal(await users(), before, 'the kernel after the failed one');

  // the session under the plugin's role, then a kernel transaction that rolls back: the session is the plugin's again
  t.equal(await who(plugin), role);
  await t.rejects(kernel.transaction(async (trx) => {
    t.equal(await who(trx), login, 'the kernel in its transaction');
    throw new Error('rolled back');
  }), /rolled back/);
  t.equal(await who(plugin), role, 'the plugin after a rolled-back kernel transaction');
  await t.rejects(plugin('users_public').where({ uid: 'x' }).update({ username: 'y' }), /permission denied/, 'the public view is read-only to it');
  t.equal(await who(kernel), login);

  // statements racing for the one connection
  const order = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 'kernel' : 'plugin') as 'kernel' | 'plugin');
  const seen = await Promise.all(order.map((side) => who(side === 'kernel' ? kernel : plugin)));
  t.same(seen, order.map((side) => (side === 'kernel' ? login : role)), 'forty statements in turn, each as its own side');
});

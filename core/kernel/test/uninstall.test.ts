// Uninstalling a plugin (issue 11 §5): `oj migrate down --plugin ID --all` takes its tables away
// even after the plugin has been switched off or its package removed, and leaves the rest.
import t from 'tap';
import { TestSite } from './harness.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDown, migrateUp, migrationStatus } from '../src/db/migrate.ts';
import { migrationUnits } from '../src/plugins/host.ts';

t.test('a removed plugin is uninstalled from the migration files kept when they ran', async (t) => {
  const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
  t.teardown(() => site.close());
  const user = await site.userWithToken('writer');
  t.equal((await site.api('POST', '/api/guestbook', { token: user.token, body: { content: 'hello' } })).status, 200);
  t.ok(await site.db.schema.hasTable('guestbook_entries'));

  // what the site knows once the plugin is gone from the config and from disk: the kernel alone
  const remaining = migrationUnits([]);
  const reverted = await migrateDown(site.db, remaining, { only: 'guestbook', all: true });
  t.same(reverted, ['guestbook: 20261121000000_guestbook_entries']);
  t.notOk(await site.db.schema.hasTable('guestbook_entries'), 'its table is gone');
  t.notOk(await site.db.schema.hasTable('oj_migrations_guestbook'), 'and its migration records');
  t.same(await site.db('ojMigrationSources').where({ unit: 'guestbook' }), [], 'and the kept files');
  t.ok(await site.db('users').where({ username: 'writer' }).first(), 'the kernel keeps its data');
  t.equal((await migrationStatus(site.db, remaining))[0].pending.length, 0);

  await t.rejects(migrateDown(site.db, remaining, { only: 'guestbook', all: true }), /no migration unit "guestbook": it is not enabled and none of its migrations is applied/);
});

t.test('declaration files a build leaves beside migrations are not migrations', async (t) => {
  const site = await TestSite.start({ plugins: [] });
  t.teardown(() => site.close());
  const dir = mkdtempSync(join(tmpdir(), 'oj-migrations-decl-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, '20270101000000_decl_probe.js'), "export async function up(knex) { await knex.schema.createTable('decl_probe_rows', (t) => t.increments('id')); }\nexport async function down(knex) { await knex.schema.dropTable('decl_probe_rows'); }\n");
  writeFileSync(join(dir, '20270101000000_decl_probe.d.ts'), 'export declare function up(): Promise<void>;\n');
  const applied = await migrateUp(site.db, [{ id: 'decl-probe', directory: dir }]);
  t.same(applied, ['decl-probe: 20270101000000_decl_probe'], 'only the module ran');
  t.ok(await site.db.schema.hasTable('decl_probe_rows'));
  t.same((await site.db('ojMigrationSources').where({ unit: 'decl-probe' }).select('name')).map((r: { name: string }) => r.name), ['20270101000000_decl_probe.js'], 'and only the module is kept for uninstalling');
  t.same(await migrateDown(site.db, [{ id: 'decl-probe', directory: dir }], { only: 'decl-probe', all: true }), ['decl-probe: 20270101000000_decl_probe']);
});

t.test('a migration keeps its name when the site moves from its TypeScript sources to compiled code', async (t) => {
  const site = await TestSite.start({ plugins: [] });
  t.teardown(() => site.close());
  const dir = mkdtempSync(join(tmpdir(), 'oj-migrations-moved-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  // its table is in its prefix, as every plugin's: its migrations run under its role and its guard
  const js = "export async function up(knex) { await knex.schema.createTable('moved_probe_rows', (t) => t.increments('id')); }\nexport async function down(knex) { await knex.schema.dropTable('moved_probe_rows'); }\n";
  writeFileSync(join(dir, '20270102000000_moved.js'), js);
  const unit = { id: 'moved-probe', directory: dir };
  // a site that ran the TypeScript source recorded the name with its extension and kept the .ts
  await migrateUp(site.db, [unit]);
  await site.db('oj_migrations_moved_probe').update({ name: '20270102000000_moved.ts' });
  await site.db('ojMigrationSources').where({ unit: 'moved-probe' }).update({ name: '20270102000000_moved.ts', source: 'export async function up() {}\nexport async function down(): Promise<void> {}\n' });

  t.same(await migrateUp(site.db, [unit]), [], 'the compiled migration is not run a second time');
  t.same((await site.db('oj_migrations_moved_probe').select('name')).map((r: { name: string }) => r.name), ['20270102000000_moved']);
  t.same((await site.db('ojMigrationSources').where({ unit: 'moved-probe' }).select('name')).map((r: { name: string }) => r.name), ['20270102000000_moved.js'], 'the compiled file replaces the kept source');
  t.same((await migrationStatus(site.db, [unit]))[0], { unit: 'moved-probe', done: ['20270102000000_moved'], pending: [] });
  t.same(await migrateDown(site.db, [], { only: 'moved-probe', all: true }), ['moved-probe: 20270102000000_moved'], 'and it is uninstalled from the kept JavaScript');
  t.notOk(await site.db.schema.hasTable('moved_probe_rows'));
});

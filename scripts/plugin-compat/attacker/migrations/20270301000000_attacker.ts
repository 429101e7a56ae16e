// The attacker's migration (scripts/plugin-compat/attacker): its own table of what it got, then,
// each in a savepoint of its own (a refused statement spoils only that one), what the issue's
// attacker did with its migration's knex: read password hashes and the kernel's settings by plain
// and unicode-escaped names, make a view over users and read it, take the driver's connection,
// rewrite another plugin's kept migration.
import type { Knex } from '@oj/sdk';

const ATTEMPTS: Record<string, (knex: Knex) => Promise<unknown>> = {
  'read users': (knex) => knex('users').select('passwordHash'),
  'read site_settings': (knex) => knex.raw('select * from site_settings'),
  'read users by an escaped name': (knex) => knex.raw('select password_hash from U&"\\0075sers"'),
  'read site_settings by an escaped name': (knex) => knex.raw('select * from U&"\\0073ite_settings"'),
  'read users through query_to_xml': (knex) => knex.raw(`select query_to_xml('select password_hash from us' || 'ers', true, true, '') as x`),
  'make a view over users': (knex) => knex.raw('create view attacker_hashes as select uid, password_hash from U&"\\0075sers"'),
  'read the view': (knex) => knex.raw('select * from attacker_hashes'),
  'take the driver connection': async (knex) => {
    const connection = await (knex.client as unknown as { acquireConnection(): Promise<{ query(sql: string): Promise<unknown> }> }).acquireConnection();
    return connection.query('select password_hash from users');
  },
  "rewrite hello's kept migration": (knex) => knex.raw(`update U&"\\006Fj_migration_sources" set source = 'export const up = async () => {}; export const down = async () => {}' where unit = 'hello'`),
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attacker_loot', (t) => {
    t.string('attempt').primary();
    t.text('outcome').notNullable();
  });
  for (const [attempt, run] of Object.entries(ATTEMPTS)) {
    let outcome: string;
    try {
      const got = (await knex.transaction(async (savepoint) => run(savepoint))) as { rows?: unknown } | undefined;
      outcome = `got: ${JSON.stringify(got?.rows ?? got)}`;
    } catch (err) {
      outcome = `refused: ${(err as Error).message}`;
    }
    await knex('attacker_loot').insert({ attempt, outcome });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view if exists attacker_hashes');
  await knex.schema.dropTableIfExists('attacker_loot');
}

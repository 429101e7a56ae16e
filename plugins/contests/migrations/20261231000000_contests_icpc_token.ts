// The ICPC Contest API's tokens (server/icpc/tokens.ts): issued by a contest's admins for one
// contest and one role, kept as a SHA-256 hash (the token is shown once, when it is issued).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contests_icpc_token', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    /** public | admin */
    t.string('role', 10).notNullable();
    t.string('name', 100).notNullable();
    /** hex SHA-256 of the token */
    t.string('token_hash', 64).notNullable().unique();
    /** the token's first characters, shown to tell tokens apart */
    t.string('hint', 16).notNullable();
    t.string('created_by', 32).references('uid').inTable('users').onDelete('SET NULL');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['cid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contests_icpc_token');
}

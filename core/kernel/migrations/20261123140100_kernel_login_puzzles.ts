// Issue 9 §5: login throttling slows before it locks (the time of a counter's last failure) and
// the slide puzzle is checked by the server (one row per puzzle shown).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_failures', (t) => {
    t.timestamp('last_at', { useTz: true });
  });
  await knex.schema.createTable('login_puzzles', (t) => {
    t.uuid('key').primary();
    t.integer('target_x').notNullable();
    t.string('ip', 64).notNullable();
    t.timestamp('solved_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_puzzles');
  await knex.schema.alterTable('login_failures', (t) => {
    t.dropColumn('last_at');
  });
}

// One online test run per user every few seconds: when each user last started one. Kept apart
// from the runs themselves, which are deleted once their result is read.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('submissions_test_run_turn', (t) => {
    t.string('uid', 32).primary().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('last_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('submissions_test_run_turn');
}

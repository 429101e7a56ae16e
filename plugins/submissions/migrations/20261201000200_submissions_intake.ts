// The judge queue's fair share counts a user's unfinished submissions on every submit: a small
// index of just those rows, by user.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index submissions_judge_unfinished_uid on submissions_judge (uid) where status in (5, 6, 7)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists submissions_judge_unfinished_uid');
}

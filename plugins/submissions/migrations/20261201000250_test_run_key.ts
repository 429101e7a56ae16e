// Online test runs: a key is `TEST_JUDGE_` + 32 hex digits (43 characters, as the reference's),
// longer than the first migration's 40.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table submissions_test_run alter column key type varchar(64)');
}

export async function down(knex: Knex): Promise<void> {
  await knex('submissions_test_run').whereRaw('length(key) > 40').delete();
  await knex.raw('alter table submissions_test_run alter column key type varchar(40)');
}

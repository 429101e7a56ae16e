// A new problem ignores trailing blanks by default (issue 28 item 6, shared/limits.ts
// PROBLEM_DEFAULTS.isRemoveEndBlank). Existing rows keep their flag: a stored false is either an
// admin's explicit choice of exact comparison or the old default, and the two can't be told apart,
// so changing them would silently change verdicts (docs/operator-guide.md says how to switch them).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table problems_problem alter column is_remove_end_blank set default true');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table problems_problem alter column is_remove_end_blank set default false');
}

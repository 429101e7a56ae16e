// How an imported problem's output is judged beyond the admin form's fields (issue 31): the
// Kattis default comparison with its flags, or a checker speaking the Kattis protocol (exit 42/43,
// a feedback dir) with its flags. JSON of exchange/formats/model.ts JudgeSpec; null for every
// problem made on the site (the comparison and checker protocol it always had).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('problems_problem', (t) => {
    t.text('judge_spec').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('problems_problem', (t) => {
    t.dropColumn('judge_spec');
  });
}

// The submission list (practice rows, newest first) read straight off an index of just those
// rows, so a page never sorts the table. Embedded PGlite has no autovacuum and so no planner
// statistics; an index whose predicate is the list's own filter is the plan without them.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index submissions_judge_practice on submissions_judge (submit_id) where cid = 0 and gid is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists submissions_judge_practice');
}

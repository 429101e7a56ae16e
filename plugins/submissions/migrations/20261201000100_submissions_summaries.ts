// Summaries kept up to date in the same transaction as each submission and verdict, so ranks,
// home widgets, profiles and problem counts never recount the submissions table per request.
// Only practice submissions (cid 0, no group) count.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  // one row per user and problem tried: solved or not, best OI rank score, the latest status
  await knex.schema.createTable('submissions_user_problem', (t) => {
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('pid').notNullable();
    t.string('display_pid', 100).notNullable();
    t.smallint('status').notNullable();
    t.boolean('solved').notNullable().defaultTo(false);
    t.integer('best_score');
    t.integer('oi_rank_score').notNullable().defaultTo(0);
    t.integer('first_ac_submit_id');
    t.primary(['uid', 'pid']);
  });

  // the rank list: solved problems, submissions, OI score (sum of best rank scores)
  await knex.schema.createTable('submissions_user_stat', (t) => {
    t.string('uid', 32).primary().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('ac').notNullable().defaultTo(0);
    t.integer('total').notNullable().defaultTo(0);
    t.integer('score').notNullable().defaultTo(0);
    t.timestamp('last_submit_at', { useTz: true });
    t.index(['ac', 'total']);
    t.index(['score']);
  });

  // heatmap: submissions per user and day
  await knex.schema.createTable('submissions_user_day', (t) => {
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['uid', 'day']);
  });

  // 7-day AC rank: a problem accepted by a user on a day
  await knex.schema.createTable('submissions_ac_day', (t) => {
    t.date('day').notNullable();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('pid').notNullable();
    t.primary(['day', 'uid', 'pid']);
  });

  // last-week statistics: submissions and accepted ones per day
  await knex.schema.createTable('submissions_day', (t) => {
    t.date('day').primary();
    t.integer('total').notNullable().defaultTo(0);
    t.integer('ac').notNullable().defaultTo(0);
  });

  // problem counts (spec 2 §3 problem list row and problemCount): submissions per final status
  await knex.schema.createTable('submissions_problem_count', (t) => {
    t.integer('pid').primary();
    for (const column of ['total', 'ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa']) t.integer(column).notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['submissions_problem_count', 'submissions_day', 'submissions_ac_day', 'submissions_user_day', 'submissions_user_stat', 'submissions_user_problem']) {
    await knex.schema.dropTableIfExists(name);
  }
}

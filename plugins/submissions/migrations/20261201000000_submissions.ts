// Submissions (reference §3 `judge`), their case results (`judge_case`) and online test runs.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('submissions_judge', (t) => {
    t.increments('submit_id');
    t.integer('pid').notNullable();
    t.string('display_pid', 100).notNullable();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('username', 20).notNullable();
    t.timestamp('submit_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** spec 2 §3 judge status */
    t.smallint('status').notNullable();
    t.boolean('share').notNullable().defaultTo(false);
    t.text('error_message');
    /** ms, KB */
    t.integer('time');
    t.integer('memory');
    t.integer('score');
    t.integer('oi_rank_score');
    /** bytes */
    t.integer('length').notNullable();
    t.text('code').notNullable();
    t.string('language', 40).notNullable();
    /** scopes filled by the contest, training and group plugins (0 / null outside them) */
    t.integer('cid').notNullable().defaultTo(0);
    t.integer('cpid').notNullable().defaultTo(0);
    t.integer('tid').notNullable().defaultTo(0);
    t.integer('gid');
    t.string('judger', 100);
    t.string('ip', 64);
    t.boolean('is_manual').notNullable().defaultTo(false);
    /** spec 2 §3 judge case modes: how the case results are shown */
    t.string('judge_case_mode', 30).notNullable().defaultTo('default');
    /** 1 for the first judging, +1 per rejudge; results apply once per (submit_id, attempt) */
    t.integer('attempt').notNullable().defaultTo(1);
    /** the attempt whose final result was applied (0: none yet) */
    t.integer('judged_attempt').notNullable().defaultTo(0);
    /** times the sweeper re-enqueued the current attempt */
    t.smallint('sweeps').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['uid', 'submit_id']);
    t.index(['pid', 'submit_id']);
    t.index(['uid', 'pid']);
  });
  // the sweeper looks only at unfinished submissions
  await knex.raw('create index submissions_judge_unfinished on submissions_judge (gmt_modified) where status in (5, 6, 7)');
  await knex.raw('create index submissions_judge_status on submissions_judge (status, submit_id)');

  await knex.schema.createTable('submissions_judge_case', (t) => {
    t.increments('id');
    t.integer('submit_id').notNullable().references('submit_id').inTable('submissions_judge').onDelete('CASCADE');
    t.integer('case_id').notNullable();
    t.integer('seq').notNullable();
    t.integer('group_num');
    t.smallint('status').notNullable();
    t.integer('time').notNullable();
    t.integer('memory').notNullable();
    t.float('score').notNullable();
    t.string('input_data', 200).notNullable();
    t.string('output_data', 200).notNullable();
    t.text('user_output').notNullable();
    t.text('message').notNullable();
    t.index(['submit_id', 'seq']);
  });

  await knex.schema.createTable('submissions_subtask', (t) => {
    t.integer('submit_id').notNullable().references('submit_id').inTable('submissions_judge').onDelete('CASCADE');
    t.integer('group_num').notNullable();
    t.smallint('status').notNullable();
    t.float('score').notNullable();
    t.integer('ac').notNullable();
    t.integer('total').notNullable();
    t.integer('time').notNullable();
    t.integer('memory').notNullable();
    t.primary(['submit_id', 'group_num']);
  });

  await knex.schema.createTable('submissions_test_run', (t) => {
    t.string('key', 40).primary();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('pid').notNullable();
    t.string('language', 40).notNullable();
    t.text('code').notNullable();
    t.text('user_input').notNullable();
    t.text('expected_output');
    t.string('problem_judge_mode', 20).notNullable().defaultTo('default');
    t.smallint('status').notNullable();
    t.integer('time');
    t.integer('memory');
    t.text('stderr');
    t.text('user_output');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gmt_create']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('submissions_test_run');
  await knex.schema.dropTableIfExists('submissions_subtask');
  await knex.schema.dropTableIfExists('submissions_judge_case');
  await knex.schema.dropTableIfExists('submissions_judge');
}

// Contests (spec 3 §3, reference §3 `contest`, `contest_problem`, `contest_register`,
// `contest_announcement`, `contest_print`, `contest_record`).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contests_contest', (t) => {
    t.increments('id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('author', 20).notNullable();
    t.string('title', 255).notNullable();
    t.text('description').notNullable();
    /** 0 ACM, 1 OI */
    t.smallint('type').notNullable().defaultTo(0);
    /** 0 original, otherwise the contest it was cloned from */
    t.integer('source').notNullable().defaultTo(0);
    /** 0 public, 1 private, 2 protected */
    t.smallint('auth').notNullable().defaultTo(0);
    t.string('pwd', 100);
    t.timestamp('start_time', { useTz: true }).notNullable();
    t.timestamp('end_time', { useTz: true }).notNullable();
    /** seconds */
    t.bigInteger('duration').notNullable();
    t.boolean('seal_rank').notNullable().defaultTo(false);
    t.timestamp('seal_rank_time', { useTz: true });
    t.boolean('auto_real_rank').notNullable().defaultTo(true);
    t.boolean('visible').notNullable().defaultTo(true);
    t.boolean('open_print').notNullable().defaultTo(false);
    t.boolean('open_account_limit').notNullable().defaultTo(false);
    t.text('account_limit_rule');
    /** username | nickname | realname */
    t.string('rank_show_name', 20).notNullable().defaultTo('username');
    /** usernames */
    t.jsonb('star_account').notNullable().defaultTo('[]');
    /** the public outside scoreboard */
    t.boolean('open_rank').notNullable().defaultTo(false);
    t.boolean('allow_end_submit').notNullable().defaultTo(false);
    /** Recent | Highest */
    t.string('oi_rank_score_type', 10).notNullable().defaultTo('Recent');
    /** 0 none, 1 by proportion, 2 by number */
    t.smallint('award_type').notNullable().defaultTo(0);
    /** [{priority, name, background, color, num}] */
    t.jsonb('award_config').notNullable().defaultTo('[]');
    /** a group's contest (the groups plugin), null for the site's */
    t.integer('gid');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['start_time']);
    t.index(['gid']);
  });

  await knex.schema.createTable('contests_problem', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    /** the problems plugin's problem id */
    t.integer('pid').notNullable();
    t.string('display_id', 100).notNullable();
    t.string('display_title', 255).notNullable();
    /** balloon colour */
    t.string('color', 20);
    t.unique(['cid', 'display_id']);
    t.unique(['cid', 'pid']);
  });

  await knex.schema.createTable('contests_register', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['cid', 'uid']);
  });

  await knex.schema.createTable('contests_announcement', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('username', 20).notNullable();
    /** 0 visible, 1 hidden */
    t.smallint('status').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cid', 'id']);
  });

  await knex.schema.createTable('contests_print', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('username', 20).notNullable();
    t.string('realname', 100);
    t.text('content').notNullable();
    /** 0 not printed, 1 printed */
    t.smallint('status').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cid', 'id']);
  });

  // One row per judged contest submission: what the board, AC info and balloons are built from.
  await knex.schema.createTable('contests_record', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('pid').notNullable();
    t.integer('cpid').notNullable();
    t.string('display_id', 100).notNullable();
    t.integer('submit_id').notNullable().unique();
    t.string('username', 20).notNullable();
    /** the judge status (spec 2 §3); null while judging */
    t.smallint('status');
    t.timestamp('submit_time', { useTz: true }).notNullable();
    /** seconds from the contest's start */
    t.bigInteger('time').notNullable();
    t.integer('score');
    /** run time, ms */
    t.integer('use_time');
    /** AC info / balloon handed out */
    t.boolean('checked').notNullable().defaultTo(false);
    t.boolean('first_blood').notNullable().defaultTo(false);
    t.index(['cid', 'time']);
    t.index(['cid', 'uid', 'pid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['contests_record', 'contests_print', 'contests_announcement', 'contests_register', 'contests_problem', 'contests_contest']) {
    await knex.schema.dropTableIfExists(table);
  }
}

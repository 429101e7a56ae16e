// Remote judging (issue 17): each site's switch and health (the circuit breaker), the accounts
// (the pool, and the accounts users bind for their own submissions; passwords, pasted cookies and
// saved sessions are plugin secrets, never columns), and one row per remote run of an attempt.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('remote_judge_site', (t) => {
    t.string('oj', 16).primary();
    t.boolean('enabled').notNullable().defaultTo(true);
    /** site failures in a row; the breaker opens at the configured count */
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('open_until', { useTz: true });
    t.string('last_error', 500);
    t.timestamp('last_error_at', { useTz: true });
    t.timestamp('last_ok_at', { useTz: true });
  });
  await knex.schema.createTable('remote_judge_account', (t) => {
    t.increments('id');
    t.string('oj', 16).notNullable();
    t.string('username', 100).notNullable();
    /** null: the site's pool; else the user who bound it (their submissions only) */
    t.string('uid', 32).references('uid').inTable('users').onDelete('CASCADE');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.string('proxy', 300);
    /** submitting with it until then (a lease, so a crashed node frees it) */
    t.timestamp('busy_until', { useTz: true });
    t.integer('submits').notNullable().defaultTo(0);
    t.string('last_error', 500);
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['oj', 'enabled']);
  });
  // one pool account per (site, username), one bound account per (site, user)
  await knex.raw('create unique index remote_judge_account_pool on remote_judge_account (oj, lower(username)) where uid is null');
  await knex.raw('create unique index remote_judge_account_bound on remote_judge_account (oj, uid) where uid is not null');
  await knex.schema.createTable('remote_judge_run', (t) => {
    t.integer('submit_id').notNullable();
    t.integer('attempt').notNullable();
    t.string('oj', 16).notNullable();
    t.integer('account_id').references('id').inTable('remote_judge_account').onDelete('SET NULL');
    t.string('remote_problem_id', 100).notNullable();
    t.string('run_id', 100);
    /** submitting, polling, done */
    t.string('state', 16).notNullable();
    t.integer('polls').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['submit_id', 'attempt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('remote_judge_run');
  await knex.schema.dropTableIfExists('remote_judge_account');
  await knex.schema.dropTableIfExists('remote_judge_site');
}

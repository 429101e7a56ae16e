// The AI chat (spec 2 §3 "AI chat", §4): a user's chats in a problem's context with their
// messages, the settings the super admin edits at run time (models, default, hints mode, quotas),
// each contest's AI switch, and one audit row per chat call with its token usage.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_chat_chat', (t) => {
    t.increments('cid');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    /** the context: a problem's display id ('' none), a contest and a training (0 none) */
    t.string('problem_id', 64).notNullable().defaultTo('');
    t.integer('contest_id').notNullable().defaultTo(0);
    t.integer('training_id').notNullable().defaultTo(0);
    t.string('chat_name', 30).notNullable();
    /** the chat's panel is open (heartbeat) or closed (closeChat) */
    t.boolean('open').notNullable().defaultTo(false);
    t.timestamp('last_seen', { useTz: true });
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['uid', 'problem_id', 'contest_id', 'training_id', 'cid']);
  });
  await knex.schema.createTable('ai_chat_message', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('cid').inTable('ai_chat_chat').onDelete('CASCADE');
    t.string('role', 16).notNullable();
    t.text('content').notNullable();
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['cid', 'id']);
  });
  await knex.schema.createTable('ai_chat_setting', (t) => {
    /** one row (1): the settings as a document, checked by the admin route's schema */
    t.smallint('id').primary();
    t.jsonb('value').notNullable();
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('ai_chat_contest', (t) => {
    t.integer('cid').primary();
    t.boolean('allowed').notNullable();
    t.string('by_uid', 32);
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('ai_chat_audit', (t) => {
    t.increments('id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('problem_id', 64);
    t.integer('contest_id');
    t.integer('training_id');
    t.string('model', 40);
    t.integer('prompt_tokens').notNullable().defaultTo(0);
    t.integer('completion_tokens').notNullable().defaultTo(0);
    /** ok, cut (the provider's stream broke off), refused (before asking), failed (the provider said no) */
    t.string('status', 16).notNullable();
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['create_time']);
    t.index(['uid', 'create_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['ai_chat_audit', 'ai_chat_contest', 'ai_chat_setting', 'ai_chat_message', 'ai_chat_chat']) await knex.schema.dropTableIfExists(table);
}

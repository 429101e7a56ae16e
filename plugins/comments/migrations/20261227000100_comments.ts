// Comments (spec 1 §2.10, §3 "Comment", "Reply"; reference §3 `comment`, `reply`, `comment_like`):
// the comment area under a discussion (did) or a contest's Q&A (cid), replies, and likes.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comments_comment', (t) => {
    t.increments('id');
    /** the discussion it is under (the discussions plugin), or null */
    t.integer('did');
    /** the contest whose Q&A it is in (the contests plugin), or null */
    t.integer('cid');
    t.text('content').notNullable();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('like_num').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['did', 'id']);
    t.index(['cid', 'id']);
  });

  await knex.schema.createTable('comments_reply', (t) => {
    t.increments('id');
    t.integer('comment_id').notNullable().references('id').inTable('comments_comment').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    /** the user replied to */
    t.string('to_uid', 32).references('uid').inTable('users').onDelete('SET NULL');
    /** what it quotes: the comment, or a reply under it */
    t.integer('quote_id');
    t.string('quote_type', 10);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['comment_id', 'id']);
  });

  await knex.schema.createTable('comments_like', (t) => {
    t.integer('comment_id').notNullable().references('id').inTable('comments_comment').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['comment_id', 'uid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comments_like');
  await knex.schema.dropTableIfExists('comments_reply');
  await knex.schema.dropTableIfExists('comments_comment');
}

// Discussions (spec 3 §3 "Discussion", reference §3 `discussion`, `discussion_like`,
// `discussion_report`, `category`): posts in categories, their likes, and reports for moderators.
// The comments under a post belong to the comments plugin.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discussions_category', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable().unique();
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // a fresh site can be posted to at once; the super admin renames them (Discussion → categories)
  await knex('discussions_category').insert([{ name: '综合 General' }, { name: '题解 Solutions' }, { name: '反馈 Feedback' }]);

  await knex.schema.createTable('discussions_discussion', (t) => {
    t.increments('id');
    t.integer('category_id').notNullable().references('id').inTable('discussions_category').onDelete('RESTRICT');
    t.string('title', 255).notNullable();
    t.string('description', 255).notNullable();
    t.text('content').notNullable();
    /** the display id of the problem it is about, null for a general post */
    t.string('pid', 100);
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.boolean('top_priority').notNullable().defaultTo(false);
    /** 0 normal, 1 disabled by a moderator */
    t.smallint('status').notNullable().defaultTo(0);
    /** a group's discussion (the groups plugin), null for the site's */
    t.integer('gid');
    t.integer('view_num').notNullable().defaultTo(0);
    t.integer('like_num').notNullable().defaultTo(0);
    t.integer('comment_num').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gid', 'top_priority', 'id']);
    t.index(['uid']);
    t.index(['pid']);
    t.index(['category_id']);
  });

  await knex.schema.createTable('discussions_like', (t) => {
    t.integer('did').notNullable().references('id').inTable('discussions_discussion').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['did', 'uid']);
  });

  await knex.schema.createTable('discussions_report', (t) => {
    t.increments('id');
    t.integer('did').notNullable().references('id').inTable('discussions_discussion').onDelete('CASCADE');
    t.string('reporter', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    /** the chosen tags and the reason, as the client writes them ("#Spam ads# reason") */
    t.string('content', 500).notNullable();
    /** handled by a moderator */
    t.boolean('status').notNullable().defaultTo(false);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('discussions_report');
  await knex.schema.dropTableIfExists('discussions_like');
  await knex.schema.dropTableIfExists('discussions_discussion');
  await knex.schema.dropTableIfExists('discussions_category');
}

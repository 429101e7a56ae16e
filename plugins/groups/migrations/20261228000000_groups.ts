// Groups (spec 3 §3 "Group", "Group member", "Group announcement"; reference §3 `group`,
// `group_member`, `group_announcement`): communities with members at five levels and their own
// announcements. A group's problems, trainings, contests and discussions live in their plugins'
// tables with its id in `gid`.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('groups_group', (t) => {
    t.increments('id');
    t.string('name', 25).notNullable();
    /** prefixes the display ids of the group's problems */
    t.string('short_name', 10).notNullable();
    t.string('brief', 50).notNullable();
    t.text('description').notNullable();
    t.string('avatar', 255);
    /** the stored avatar file (removed when replaced) */
    t.integer('avatar_file_id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    /** 1 public, 2 protected, 3 private */
    t.smallint('auth').notNullable();
    /** the join code of a protected or private group */
    t.string('code', 6);
    t.boolean('visible').notNullable().defaultTo(true);
    t.smallint('status').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['uid']);
  });
  // names are unique regardless of case (a problem id is "<shortName><n>")
  await knex.raw('create unique index groups_group_name on groups_group (lower(name))');
  await knex.raw('create unique index groups_group_short_name on groups_group (lower(short_name))');

  await knex.schema.createTable('groups_member', (t) => {
    t.increments('id');
    t.integer('gid').notNullable().references('id').inTable('groups_group').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    /** 1 applying, 2 refused, 3 member, 4 admin, 5 root */
    t.smallint('auth').notNullable();
    t.string('reason', 100);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['gid', 'uid']);
    t.index(['uid', 'auth']);
    t.index(['gid', 'auth']);
  });

  await knex.schema.createTable('groups_announcement', (t) => {
    t.increments('id');
    t.integer('gid').notNullable().references('id').inTable('groups_group').onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    /** 0 visible, 1 hidden */
    t.smallint('status').notNullable().defaultTo(0);
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gid', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('groups_announcement');
  await knex.schema.dropTableIfExists('groups_member');
  await knex.schema.dropTableIfExists('groups_group');
}

// Kernel tables: site settings, announcements, files, messages, notices, mail outbox.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings', (t) => {
    t.string('group', 40).primary();
    t.jsonb('value').notNullable();
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('announcements', (t) => {
    t.increments('id');
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.string('uid', 32).references('uid').inTable('users').onDelete('SET NULL');
    t.string('username', 20);
    t.smallint('status').notNullable().defaultTo(0);
    t.integer('gid');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('files', (t) => {
    t.increments('id');
    t.string('uid', 32).references('uid').inTable('users').onDelete('SET NULL');
    t.integer('gid');
    t.string('kind', 20).notNullable();
    t.string('name', 255).notNullable();
    t.string('stored_path', 300).notNullable();
    t.string('url', 300).notNullable();
    t.integer('size').notNullable();
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['kind']);
  });

  await knex.schema.createTable('msg_remind', (t) => {
    t.increments('id');
    t.string('action', 20).notNullable();
    t.integer('source_id');
    t.string('source_type', 20);
    t.string('source_title', 255);
    t.text('source_content');
    t.integer('quote_id');
    t.text('quote_content');
    t.string('quote_type', 20);
    t.string('url', 300);
    t.boolean('state').notNullable().defaultTo(false);
    t.string('sender_id', 32).references('uid').inTable('users').onDelete('CASCADE');
    t.string('recipient_id', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['recipient_id', 'action', 'state']);
  });

  await knex.schema.createTable('admin_sys_notice', (t) => {
    t.increments('id');
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.string('type', 10).notNullable();
    t.boolean('state').notNullable().defaultTo(false);
    t.string('recipient_id', 32).references('uid').inTable('users').onDelete('CASCADE');
    t.string('admin_id', 32).references('uid').inTable('users').onDelete('SET NULL');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('user_sys_notice', (t) => {
    t.increments('id');
    t.integer('sys_notice_id').references('id').inTable('admin_sys_notice').onDelete('CASCADE');
    t.string('recipient_id', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('type', 10).notNullable();
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    t.boolean('state').notNullable().defaultTo(false);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['sys_notice_id', 'recipient_id']);
    t.index(['recipient_id', 'type', 'state']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.string('to', 320).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.string('status', 10).notNullable();
    t.text('error');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('generated_accounts', (t) => {
    t.string('key', 64).primary();
    t.jsonb('accounts').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['generated_accounts', 'mail_outbox', 'user_sys_notice', 'admin_sys_notice', 'msg_remind', 'files', 'announcements', 'site_settings']) {
    await knex.schema.dropTableIfExists(table);
  }
}

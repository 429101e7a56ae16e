// Kernel tables: accounts, sessions, codes and throttling.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('uid', 32).primary();
    t.string('username', 20).notNullable();
    t.string('password_hash', 200).notNullable();
    t.string('email', 320);
    t.string('nickname', 40);
    t.string('realname', 40);
    t.string('school', 100);
    t.string('course', 100);
    t.string('number', 40);
    t.string('gender', 10).notNullable().defaultTo('secrecy');
    t.string('github', 200);
    t.string('blog', 200);
    t.string('cf_username', 60);
    t.string('avatar', 300);
    t.text('signature');
    t.string('title_name', 40);
    t.string('title_color', 20);
    t.integer('role_id').notNullable().defaultTo(1002);
    t.smallint('status').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index users_username_lower on users (lower(username))');
  await knex.raw('create unique index users_email_lower on users (lower(email)) where email is not null');

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary();
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('ip', 64);
    t.string('user_agent', 300);
    t.boolean('admin').notNullable().defaultTo(false);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['uid', 'gmt_create']);
  });

  // One pending code per purpose and target (register:<email>, change-email:<uid>, reset:<username>).
  await knex.schema.createTable('verification_codes', (t) => {
    t.string('purpose', 20);
    t.string('target', 320);
    t.string('code_hash', 64).notNullable();
    t.string('email', 320).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['purpose', 'target']);
  });

  await knex.schema.createTable('captchas', (t) => {
    t.uuid('key').primary();
    t.string('answer', 8).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('login_failures', (t) => {
    t.string('key', 200).primary();
    t.integer('count').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['login_failures', 'captchas', 'verification_codes', 'sessions', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}

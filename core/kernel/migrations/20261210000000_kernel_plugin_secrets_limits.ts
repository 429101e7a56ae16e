// Issue 11 §3: plugin secrets (provider keys, remote judge passwords), stored encrypted and only
// ever written by admins; per-user rate limits and quotas counted for plugins (AI chat,
// discussions, remote submits). Both are kernel tables: ctx.db refuses them to plugins.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plugin_secrets', (t) => {
    t.string('plugin', 60).notNullable();
    t.string('key', 100).notNullable();
    /** v1:<base64 of iv | tag | AES-256-GCM ciphertext> */
    t.text('value').notNullable();
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['plugin', 'key']);
  });
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('plugin', 60).notNullable();
    t.string('uid', 64).notNullable();
    t.string('key', 100).notNullable();
    t.integer('count').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.primary(['plugin', 'uid', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.dropTableIfExists('plugin_secrets');
}

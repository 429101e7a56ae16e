import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('guestbook_entries', (t) => {
    t.increments('id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('content', 200).notNullable();
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('guestbook_entries');
}

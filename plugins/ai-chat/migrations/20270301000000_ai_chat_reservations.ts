// Issue 28: quotas and caps are reserved before a provider is asked. A chat call in flight holds a
// reservation (its user, its chat, the tokens it may cost); the tokens quotas count the audit rows
// and the reservations, the 60-message cap counts the chat's messages and a turn per reservation.
// The answer's end replaces the reservation by its audit row (and the kept turn) in one step.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_chat_reservation', (t) => {
    t.increments('id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    // a chat deleted while its answer comes keeps the call's reservation (its tokens still count) until the answer ends
    t.integer('cid').nullable().references('cid').inTable('ai_chat_chat').onDelete('SET NULL');
    t.integer('tokens').notNullable();
    t.timestamp('create_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['uid']);
    t.index(['cid']);
    t.index(['create_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ai_chat_reservation');
}

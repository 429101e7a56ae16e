// The balloon runner page (server/balloons.ts): where each contestant sits (a room and a seat,
// per contest, set by the contest's admins), and who handed a balloon out and when. `checked` keeps
// its meaning (the AC info page's toggle and the balloon page share it); the two new columns say
// when it was last set and by whom.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contests_seat', (t) => {
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('room', 50).notNullable();
    t.string('seat', 50).notNullable().defaultTo('');
    t.primary(['cid', 'uid']);
  });
  await knex.schema.alterTable('contests_record', (t) => {
    t.timestamp('checked_at', { useTz: true });
    /** the username of the admin, or the name of the balloon token, that set `checked` */
    t.string('checked_by', 100);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_record', (t) => {
    t.dropColumn('checked_by');
    t.dropColumn('checked_at');
  });
  await knex.schema.dropTableIfExists('contests_seat');
}

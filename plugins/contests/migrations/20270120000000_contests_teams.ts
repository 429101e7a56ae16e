// Team contests (issue 16 §1): a contest is individual or team. A team of a contest has a name,
// an affiliation, up to three member users, an invite code its members share, and the room and
// seat the balloon runners bring its balloons to. A user is in at most one team per contest. Each
// record and print job of a team contest keeps the team its member acted for, so the board,
// balloons, AC info and prints are the team's even if the member later leaves.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_contest', (t) => {
    t.boolean('team_mode').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('contests_team', (t) => {
    t.increments('id');
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.string('name', 50).notNullable();
    t.string('affiliation', 100).notNullable().defaultTo('');
    /** shared by the members with whoever they invite (reset by an admin or a member) */
    t.string('invite_code', 16).notNullable().unique();
    t.string('room', 50).notNullable().defaultTo('');
    t.string('seat', 50).notNullable().defaultTo('');
    /** null: made by an admin (by hand or CSV); otherwise the user who made it */
    t.string('created_by', 32).references('uid').inTable('users').onDelete('SET NULL');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['cid', 'name']);
  });
  await knex.schema.createTable('contests_team_member', (t) => {
    t.integer('cid').notNullable().references('id').inTable('contests_contest').onDelete('CASCADE');
    t.integer('team_id').notNullable().references('id').inTable('contests_team').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['cid', 'uid']);
    t.index(['team_id']);
  });
  await knex.schema.alterTable('contests_record', (t) => {
    /** the team the submitter was in (team contests). NO ACTION, checked at the statement's end: a
        team with records is never deleted alone, and a deleted contest takes both at once */
    t.integer('team_id').references('id').inTable('contests_team');
    t.index(['cid', 'team_id']);
  });
  await knex.schema.alterTable('contests_print', (t) => {
    t.string('team_name', 50);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_print', (t) => {
    t.dropColumn('team_name');
  });
  await knex.schema.alterTable('contests_record', (t) => {
    t.dropIndex(['cid', 'team_id']);
    t.dropColumn('team_id');
  });
  await knex.schema.dropTableIfExists('contests_team_member');
  await knex.schema.dropTableIfExists('contests_team');
  await knex.schema.alterTable('contests_contest', (t) => {
    t.dropColumn('team_mode');
  });
}

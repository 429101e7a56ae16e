// First blood (records.ts) reads the earliest AC of one problem in one contest on every AC: an
// index in that order, so it is one index probe instead of a walk through the contest's records.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_record', (t) => {
    t.index(['cid', 'pid', 'status', 'time', 'submit_id'], 'contests_record_first_ac');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_record', (t) => {
    t.dropIndex(['cid', 'pid', 'status', 'time', 'submit_id'], 'contests_record_first_ac');
  });
}

// The print queue an onsite printer host pulls (server/print-queue.ts): each print job's state —
// queued, claimed by a printer token (when, which token), printed or failed (with a short
// reason). Additive: `status` keeps its meaning for the admin print page (1 printed); jobs already
// printed start as 'printed', the others as 'queued'.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_print', (t) => {
    /** queued | claimed | printed | failed */
    t.string('state', 10).notNullable().defaultTo('queued');
    t.timestamp('claimed_at', { useTz: true });
    /** the printer token (contests_icpc_token, role 'printer') that claimed the job */
    t.integer('claimed_by').references('id').inTable('contests_icpc_token').onDelete('SET NULL');
    /** when it was reported printed or failed (or marked printed on the admin page) */
    t.timestamp('finished_at', { useTz: true });
    t.string('fail_reason', 500);
    t.index(['cid', 'state', 'id'], 'contests_print_queue');
  });
  await knex('contests_print').where({ status: 1 }).update({ state: 'printed' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contests_print', (t) => {
    t.dropIndex(['cid', 'state', 'id'], 'contests_print_queue');
    t.dropColumn('fail_reason');
    t.dropColumn('finished_at');
    t.dropColumn('claimed_by');
    t.dropColumn('claimed_at');
    t.dropColumn('state');
  });
}

// Issue 9 §10: sheets of generated accounts are stored sealed from now on. Sheets written before
// hold passwords in the clear; they live an hour at most, so they are dropped rather than kept.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('generated_accounts').whereRaw("jsonb_typeof(accounts) = 'array'").delete();
}

export async function down(): Promise<void> {
  // nothing to restore: the dropped sheets had expired or were about to
}

// "Verify solutions" of the admin's package import as a run read by polling (issue 31): the POST
// starts it and answers an id, GET reads its state. A run lives here, not in a node's memory, so
// any web node of a several-node site answers it; the node judging it writes each solution as it
// is judged and a heartbeat every few seconds (server/stores/verify-runs.ts).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('problems_package_verify', (t) => {
    /** 32 hex characters, the id the POST answers */
    t.string('id', 32).primary();
    /** running, done or failed */
    t.string('state', 16).notNullable();
    /** solutions the package ships, and how many are judged so far */
    t.integer('total').notNullable();
    t.integer('judged').notNullable().defaultTo(0);
    /** JSON: per problem its source, title and what is known so far (the whole result once done) */
    t.text('problems').notNullable();
    /** on failure: the message key and its parameters (JSON), said in the reader's language */
    t.string('error_code', 64).nullable();
    t.text('error_params').nullable();
    /** epoch ms */
    t.bigInteger('started_at').notNullable();
    t.bigInteger('heartbeat_at').notNullable();
    t.bigInteger('ended_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('problems_package_verify');
}

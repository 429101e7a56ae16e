// The last heartbeat of each judge node (issue 10 item 12): the admin dashboard lists the nodes
// heard from lately with their cores, CPU and memory load.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('judge_nodes', (t) => {
    t.string('name', 100).primary();
    t.integer('cores').notNullable();
    t.double('cpu_load').notNullable();
    t.double('memory_load').notNullable();
    t.integer('concurrency').notNullable();
    t.timestamp('last_seen', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('judge_nodes');
}

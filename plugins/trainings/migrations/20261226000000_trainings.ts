// Trainings (spec 3 §3, reference §3 `training`, `training_category`, `training_problem`,
// `training_register`): ordered problem sets with a category, a password when private, and the
// users' results kept per problem (`trainings_cell`) and per user (`trainings_user`) as verdicts
// arrive, so the progress and the rank are read, never recomputed, on a page view.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trainings_category', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable();
    t.string('color', 20).notNullable();
    /** a group's category (the groups plugin), null for the site's */
    t.integer('gid');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gid']);
  });

  await knex.schema.createTable('trainings_training', (t) => {
    t.increments('id');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.string('author', 20).notNullable();
    t.string('title', 255).notNullable();
    t.text('description').notNullable();
    /** Public | Private */
    t.string('auth', 10).notNullable().defaultTo('Public');
    t.string('private_pwd', 100);
    /** visible in the list */
    t.boolean('status').notNullable().defaultTo(true);
    /** the place in the list, smaller first */
    t.integer('rank').notNullable().defaultTo(1000);
    t.integer('category_id').references('id').inTable('trainings_category').onDelete('SET NULL');
    /** a group's training (the groups plugin), null for the site's */
    t.integer('gid');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gid', 'status', 'rank']);
    t.index(['category_id']);
  });

  await knex.schema.createTable('trainings_problem', (t) => {
    t.increments('id');
    t.integer('tid').notNullable().references('id').inTable('trainings_training').onDelete('CASCADE');
    /** the problems plugin's problem id */
    t.integer('pid').notNullable();
    t.string('display_id', 100).notNullable();
    /** the place in the training, smaller first */
    t.integer('rank').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['tid', 'pid']);
    t.index(['pid']);
  });

  await knex.schema.createTable('trainings_register', (t) => {
    t.integer('tid').notNullable().references('id').inTable('trainings_training').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['tid', 'uid']);
  });

  // one user's result on one problem of one training: the latest final status until solved, then
  // accepted with the fastest accepted run
  await knex.schema.createTable('trainings_cell', (t) => {
    t.integer('tid').notNullable().references('id').inTable('trainings_training').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('pid').notNullable();
    t.integer('status').notNullable();
    t.boolean('solved').notNullable().defaultTo(false);
    /** ms of the fastest accepted run */
    t.integer('run_time');
    t.primary(['tid', 'uid', 'pid']);
    t.index(['pid', 'uid']);
  });

  // one user's standing in one training: what the rank orders and the list's progress reads
  await knex.schema.createTable('trainings_user', (t) => {
    t.integer('tid').notNullable().references('id').inTable('trainings_training').onDelete('CASCADE');
    t.string('uid', 32).notNullable().references('uid').inTable('users').onDelete('CASCADE');
    t.integer('ac').notNullable().defaultTo(0);
    t.bigInteger('total_run_time').notNullable().defaultTo(0);
    t.primary(['tid', 'uid']);
    t.index(['uid']);
  });
  // the rank's order: most solved, then the least total run time
  await knex.raw('create index trainings_user_rank on trainings_user (tid, ac desc, total_run_time, uid)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['trainings_user', 'trainings_cell', 'trainings_register', 'trainings_problem', 'trainings_training', 'trainings_category']) {
    await knex.schema.dropTableIfExists(table);
  }
}

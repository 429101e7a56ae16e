// Problems (reference §3 "Problems"): the problem row, its test cases, tags and their
// classifications, the language list, the languages and code templates of each problem.
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('problems_problem', (t) => {
    t.increments('id');
    /** the display id, e.g. "1000" or "HDU-1000" */
    t.string('problem_id', 100).notNullable().unique();
    t.string('title', 255).notNullable();
    t.string('author', 100);
    /** 0 ACM, 1 OI */
    t.smallint('type').notNullable().defaultTo(0);
    t.string('judge_mode', 20).notNullable().defaultTo('default');
    t.string('judge_case_mode', 30).notNullable().defaultTo('default');
    /** ms, MB, MB */
    t.integer('time_limit').notNullable();
    t.integer('memory_limit').notNullable();
    t.integer('stack_limit').notNullable();
    t.text('description');
    t.text('input');
    t.text('output');
    t.text('examples');
    t.text('hint');
    t.text('source');
    t.boolean('is_remote').notNullable().defaultTo(false);
    t.smallint('difficulty').notNullable().defaultTo(0);
    /** 1 public, 2 private, 3 contest-only */
    t.smallint('auth').notNullable().defaultTo(1);
    t.integer('io_score').notNullable().defaultTo(100);
    t.boolean('code_share').notNullable().defaultTo(true);
    t.text('spj_code');
    t.string('spj_language', 40);
    /** JSON {file name: content} */
    t.text('user_extra_file');
    t.text('judge_extra_file');
    t.boolean('is_remove_end_blank').notNullable().defaultTo(false);
    t.boolean('open_case_result').notNullable().defaultTo(true);
    t.boolean('is_upload_case').notNullable().defaultTo(false);
    /** bumped on every change of the test data */
    t.string('case_version', 40).notNullable().defaultTo('0');
    /** the test data manifest (protocol.ts TestDataManifest) and its hash */
    t.text('test_data_manifest');
    t.string('test_data_hash', 64);
    t.string('modified_user', 100);
    t.boolean('is_group').notNullable().defaultTo(false);
    t.integer('gid');
    t.smallint('apply_public_progress');
    t.boolean('is_file_io').notNullable().defaultTo(false);
    t.string('io_read_file_name', 100);
    t.string('io_write_file_name', 100);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['auth', 'id']);
  });

  await knex.schema.createTable('problems_case', (t) => {
    t.increments('id');
    t.integer('pid').notNullable().references('id').inTable('problems_problem').onDelete('CASCADE');
    /** literal data (typed by hand) or a file name (uploaded) */
    t.text('input').notNullable();
    t.text('output').notNullable();
    t.integer('score');
    t.integer('group_num');
    t.integer('seq').notNullable();
    t.index(['pid', 'seq']);
  });

  await knex.schema.createTable('problems_tag_classification', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('oj', 20).notNullable().defaultTo('ME');
    t.integer('rank').notNullable().defaultTo(0);
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('problems_tag', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('color', 20);
    t.string('oj', 20).notNullable().defaultTo('ME');
    t.integer('gid');
    t.integer('tcid').references('id').inTable('problems_tag_classification').onDelete('SET NULL');
    t.timestamp('gmt_create', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gmt_modified', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index problems_tag_name on problems_tag (name, oj, coalesce(gid, 0))');

  await knex.schema.createTable('problems_problem_tag', (t) => {
    t.integer('pid').notNullable().references('id').inTable('problems_problem').onDelete('CASCADE');
    t.integer('tid').notNullable().references('id').inTable('problems_tag').onDelete('CASCADE');
    t.primary(['pid', 'tid']);
    t.index(['tid']);
  });

  await knex.schema.createTable('problems_language', (t) => {
    t.increments('id');
    t.string('name', 40).notNullable();
    t.string('description', 255).notNullable().defaultTo('');
    /** the editor mode */
    t.string('content_type', 40).notNullable().defaultTo('');
    t.text('compile_command').notNullable().defaultTo('');
    t.text('template').notNullable().defaultTo('');
    t.text('code_template').notNullable().defaultTo('');
    t.boolean('is_spj').notNullable().defaultTo(false);
    t.string('oj', 20).notNullable().defaultTo('ME');
    t.integer('seq').notNullable().defaultTo(0);
    t.unique(['name', 'oj']);
  });

  await knex.schema.createTable('problems_problem_language', (t) => {
    t.integer('pid').notNullable().references('id').inTable('problems_problem').onDelete('CASCADE');
    t.integer('lid').notNullable().references('id').inTable('problems_language').onDelete('CASCADE');
    t.primary(['pid', 'lid']);
  });

  await knex.schema.createTable('problems_code_template', (t) => {
    t.increments('id');
    t.integer('pid').notNullable().references('id').inTable('problems_problem').onDelete('CASCADE');
    t.integer('lid').notNullable().references('id').inTable('problems_language').onDelete('CASCADE');
    t.text('code').notNullable();
    t.boolean('status').notNullable().defaultTo(true);
    t.unique(['pid', 'lid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['problems_code_template', 'problems_problem_language', 'problems_language', 'problems_problem_tag', 'problems_tag', 'problems_tag_classification', 'problems_case', 'problems_problem']) {
    await knex.schema.dropTableIfExists(table);
  }
}

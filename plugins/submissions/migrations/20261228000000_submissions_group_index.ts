// The groups plugin's rank reads a group's submissions per user (SubmissionsService.groupResults).
import type { Knex } from '@oj/sdk';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index submissions_judge_group on submissions_judge (gid, uid, pid) where gid is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists submissions_judge_group');
}

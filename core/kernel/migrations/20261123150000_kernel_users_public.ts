// The users as plugins may see them (issue 11 §2): a view of the public columns, no password
// hash, e-mail or course/number. Plugins join it for names and avatars; ctx.db refuses `users`.
import type { Knex } from 'knex';

export const USERS_PUBLIC_COLUMNS = [
  'uid', 'username', 'nickname', 'realname', 'school', 'gender', 'github', 'blog', 'avatar', 'signature',
  'title_name', 'title_color', 'role_id', 'status', 'gmt_create',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create view users_public as select ${USERS_PUBLIC_COLUMNS.join(', ')} from users`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view if exists users_public');
}

// ctx.users: the site's users as plugins may read them, through the users_public view.
import type { Knex } from 'knex';
import type { PublicUser, UsersService } from '@oj/sdk';

export class PublicUsers implements UsersService {
  readonly table = 'usersPublic' as const;
  constructor(private readonly db: Knex) {}

  async byIds(uids: readonly string[]): Promise<PublicUser[]> {
    if (uids.length === 0) return [];
    return (await this.db(this.table).whereIn('uid', [...new Set(uids)])) as PublicUser[];
  }

  async byUsername(username: string): Promise<PublicUser | undefined> {
    return (await this.db(this.table).whereRaw('lower(username) = ?', [username.toLowerCase()]).first()) as PublicUser | undefined;
  }
}

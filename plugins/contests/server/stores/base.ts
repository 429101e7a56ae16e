// What every store of the contests plugin shares: the plugin's context, its tables' names through
// ctx.table(), and a transaction the store methods that take `trx` run in.
import type { Knex, PluginContext } from '@oj/sdk';

/**
 * The name of one of the plugin's tables (`contests_<short>`). A context made by hand (a test's
 * bare `{ db, users, bus }`) has no `table`: the plugin's own prefix stands in for it.
 */
export function tableOf(ctx: PluginContext, short: string): string {
  return typeof ctx.table === 'function' ? ctx.table(short) : `contests_${short}`;
}

export abstract class Store {
  constructor(protected readonly ctx: PluginContext) {}

  /** the caller's transaction when given, the database otherwise */
  protected db(trx?: Knex.Transaction): Knex {
    return trx ?? this.ctx.db;
  }

  /** runs `work` in one transaction (the store methods it calls take the `trx`) */
  transaction<R>(work: (trx: Knex.Transaction) => Promise<R>): Promise<R> {
    return this.ctx.db.transaction(work);
  }

  /** the users with these usernames (the kernel's users table), within the caller's transaction when given */
  usersNamed(usernames: readonly string[], trx?: Knex.Transaction): Promise<Array<{ uid: string; username: string }>> {
    return this.db(trx)<{ uid: string; username: string }>(this.ctx.users.table).whereIn('username', usernames).select('uid', 'username');
  }
}

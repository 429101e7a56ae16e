// What every store of the contests plugin shares beyond the SDK's PluginStore (the context, the
// caller's transaction, one transaction): its tables' names through ctx.table(), and the users a
// bulk registration names.
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';

/**
 * The name of one of the plugin's tables (`contests_<short>`). A context made by hand (a test's
 * bare `{ db, users, bus }`) has no `table`: the plugin's own prefix stands in for it.
 */
export function tableOf(ctx: PluginContext, short: string): string {
  return typeof ctx.table === 'function' ? ctx.table(short) : `contests_${short}`;
}

export abstract class Store extends PluginStore {
  /** the users with these usernames (the kernel's users table), within the caller's transaction when given */
  usersNamed(usernames: readonly string[], trx?: Knex.Transaction): Promise<Array<{ uid: string; username: string }>> {
    return this.db(trx)<{ uid: string; username: string }>(this.ctx.users.table).whereIn('username', usernames).select('uid', 'username');
  }
}

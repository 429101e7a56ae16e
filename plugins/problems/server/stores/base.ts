// What every store of the problems plugin shares: the plugin's context, and a transaction the
// store methods that take `trx` run in (the problem save writes four stores in one).
import type { Knex, PluginContext } from '@oj/sdk';

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
}

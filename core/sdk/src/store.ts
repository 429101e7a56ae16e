// The base of a plugin's stores (docs/plugin-guide.md "A store names the tables"): the plugin's
// context, the caller's transaction or the database, and one transaction that several store
// methods (each taking its `trx`) run in. A store names its tables with ctx.table() and types its
// rows with knex's generics; routes and services call the store and never the database.
import type { Knex } from 'knex';
import type { PluginContext } from './plugin.ts';

export abstract class PluginStore {
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

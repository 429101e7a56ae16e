// The discussion categories (discussions_category): the list, and the admin's save of the whole
// list in one transaction. Only this store names the table.
import type { Knex, PluginContext } from '@oj/sdk';
import type { DiscussionCategoryRow } from '../../shared/index.ts';

export class CategoryStore {
  private readonly categories: string;

  constructor(private readonly ctx: PluginContext) {
    this.categories = ctx.table('category');
  }

  /** every category, in the order they were made (within `trx` when given) */
  list(trx?: Knex.Transaction): Promise<DiscussionCategoryRow[]> {
    return (trx ?? this.ctx.db)<DiscussionCategoryRow>(this.categories).orderBy('id').select('id', 'name');
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.ctx.db(this.categories).where({ id }).first('id'));
  }

  /** runs `work` in one transaction (the `trx` methods take it) */
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.ctx.db.transaction(work);
  }

  async remove(trx: Knex.Transaction, ids: number[]): Promise<void> {
    await trx(this.categories).whereIn('id', ids).delete();
  }

  async rename(trx: Knex.Transaction, id: number, name: string): Promise<void> {
    await trx(this.categories).where({ id }).update({ name });
  }

  async insert(trx: Knex.Transaction, names: string[]): Promise<void> {
    await trx(this.categories).insert(names.map((name) => ({ name })));
  }
}

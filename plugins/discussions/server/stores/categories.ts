// The discussion categories (discussions_category): the list, and the admin's save of the whole
// list in one transaction. Only this store names the table.
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';
import type { DiscussionCategoryRow } from '../../shared/index.ts';

export class CategoryStore extends PluginStore {
  private readonly categories: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.categories = ctx.table('category');
  }

  /** every category, in the order they were made (within `trx` when given) */
  list(trx?: Knex.Transaction): Promise<DiscussionCategoryRow[]> {
    return this.db(trx)<DiscussionCategoryRow>(this.categories).orderBy('id').select('id', 'name');
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.ctx.db(this.categories).where({ id }).first('id'));
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

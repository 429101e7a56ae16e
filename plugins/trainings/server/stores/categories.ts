// Training categories (trainings_category): the site's list, one by id, and the admin writes.
// A group's categories carry its gid; the site's have none. Only this store names the table.
import type { PluginContext } from '@oj/sdk';
import type { TrainingCategoryRow } from '../../shared/index.ts';

const COLUMNS = ['id', 'name', 'color', 'gid'] as const;

export class CategoryStore {
  private readonly categories: string;

  constructor(private readonly ctx: PluginContext) {
    this.categories = ctx.table('category');
  }

  /** the site's categories, in the order they were made */
  siteList(): Promise<TrainingCategoryRow[]> {
    return this.ctx.db<TrainingCategoryRow>(this.categories).whereNull('gid').orderBy('id').select(...COLUMNS);
  }

  /** a site category */
  siteById(id: number): Promise<TrainingCategoryRow | undefined> {
    return this.ctx.db<TrainingCategoryRow>(this.categories).where({ id }).whereNull('gid').first(...COLUMNS);
  }

  /** any category, the site's or a group's */
  byId(id: number): Promise<TrainingCategoryRow | undefined> {
    return this.ctx.db<TrainingCategoryRow>(this.categories).where({ id }).first(...COLUMNS);
  }

  /** another site category (not `except`) has this name, in any case */
  async siteNameTaken(name: string, except = 0): Promise<boolean> {
    return Boolean(await this.ctx.db(this.categories).whereNull('gid').whereRaw('lower(name) = lower(?)', [name]).whereNot({ id: except }).first('id'));
  }

  /** a new site category */
  async insertSite(fields: Pick<TrainingCategoryRow, 'name' | 'color'>): Promise<TrainingCategoryRow> {
    const [row] = await this.ctx.db<TrainingCategoryRow>(this.categories).insert({ ...fields, gid: null }).returning([...COLUMNS]);
    return row!;
  }

  async update(id: number, fields: Pick<TrainingCategoryRow, 'name' | 'color'>): Promise<void> {
    await this.ctx.db(this.categories).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  async remove(id: number): Promise<void> {
    await this.ctx.db(this.categories).where({ id }).delete();
  }
}

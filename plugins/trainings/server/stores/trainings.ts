// The trainings themselves (trainings_training): one by id, the lists with their category and
// problem count, and the admin writes. Only this store names the training table.
import { likePattern, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { ListedTrainingRow, TrainingRow } from '../../shared/index.ts';

/** which trainings a list shows: a group's (gid) or the site's (null), visible ones only or all, and the list's filters */
export interface TrainingFilter {
  gid: number | null;
  /** only those shown in their list (status on) */
  visibleOnly?: boolean;
  /** the title holds it, or it is the training's id */
  keyword?: string;
  categoryId?: number;
  auth?: TrainingRow['auth'];
}

/** the fields a training's form writes (training-form.ts) */
export type TrainingFields = Pick<TrainingRow, 'title' | 'description' | 'auth' | 'privatePwd' | 'status' | 'rank' | 'categoryId'>;

export class TrainingStore {
  private readonly trainings: string;
  private readonly categories: string;
  private readonly problems: string;

  constructor(private readonly ctx: PluginContext) {
    this.trainings = ctx.table('training');
    this.categories = ctx.table('category');
    this.problems = ctx.table('problem');
  }

  byId(tid: number): Promise<TrainingRow | undefined> {
    return this.ctx.db<TrainingRow>(this.trainings).where({ id: tid }).first();
  }

  /** the training with its category and problem count */
  listed(tid: number): Promise<ListedTrainingRow | undefined> {
    return this.withCategory(this.ctx.db(`${this.trainings} as t`).where('t.id', tid)).first<ListedTrainingRow | undefined>();
  }

  /**
   * One page of the trainings `filter` picks, with their category and problem count: in the list's
   * order (reference: by rank, smaller first, then the newest) or the admin list's (the newest first)
   */
  page(filter: TrainingFilter, params: PageParams, order: 'rank' | 'newest'): Promise<PageOf<ListedTrainingRow>> {
    return paginate<ListedTrainingRow>(this.filtered(filter), params, (q) => {
      this.withCategory(q.clearSelect());
      return order === 'rank' ? q.orderBy('t.rank', 'asc').orderBy('t.id', 'desc') : q.orderBy('t.id', 'desc');
    });
  }

  /** how many trainings are in the category */
  async countInCategory(categoryId: number): Promise<number> {
    const [used] = await this.ctx.db(this.trainings).where({ categoryId }).count<Array<{ n: string | number }>>({ n: '*' });
    return Number(used!.n);
  }

  /** a new training; its id */
  async insert(fields: TrainingFields & Pick<TrainingRow, 'uid' | 'author' | 'gid'>): Promise<number> {
    const [row] = await this.ctx.db<TrainingRow>(this.trainings).insert(fields).returning('id');
    return row!.id;
  }

  async update(tid: number, fields: Partial<TrainingFields>): Promise<void> {
    await this.ctx.db(this.trainings).where({ id: tid }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  /** the training was modified (its problems changed) */
  async touch(tid: number): Promise<void> {
    await this.ctx.db(this.trainings).where({ id: tid }).update({ gmtModified: this.ctx.db.fn.now() });
  }

  /** deletes the training: its problems, registrations, cells and standings go with it (foreign keys) */
  async remove(tid: number): Promise<void> {
    await this.ctx.db(this.trainings).where({ id: tid }).delete();
  }

  /** the trainings (as t) `filter` picks */
  private filtered(filter: TrainingFilter): Knex.QueryBuilder {
    const base = this.ctx.db(`${this.trainings} as t`);
    if (filter.gid === null) base.whereNull('t.gid');
    else base.where('t.gid', filter.gid);
    if (filter.visibleOnly) base.where('t.status', true);
    const word = filter.keyword?.trim();
    if (word) {
      base.where((w) => {
        w.whereILike('t.title', likePattern(word));
        if (/^\d{1,9}$/.test(word)) w.orWhere('t.id', Number(word));
      });
    }
    if (filter.categoryId !== undefined) base.where('t.categoryId', filter.categoryId);
    if (filter.auth !== undefined) base.where('t.auth', filter.auth);
    return base;
  }

  /** adds the category's name and colour and the problem count to trainings (as t) */
  private withCategory(q: Knex.QueryBuilder): Knex.QueryBuilder {
    const db = this.ctx.db;
    return q.leftJoin(`${this.categories} as c`, 'c.id', 't.categoryId')
      .select('t.*', 'c.name as categoryName', 'c.color as categoryColor',
        db(this.problems).count('*').whereRaw(`${this.problems}.tid = t.id`).as('problemCount'));
  }
}

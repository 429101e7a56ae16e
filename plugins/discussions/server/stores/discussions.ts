// The discussions themselves (discussions_discussion) and their likes (discussions_like): one by
// id, the lists with their author and category, and the writes. Only this store names these
// tables (the category join of the lists aside, categories are categories.ts).
import { likePattern, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { DiscussionRow, ListedDiscussionRow } from '../../shared/index.ts';

/** which discussions a list shows */
export interface DiscussionFilter {
  /** a group's (its gid) or the site's (null) */
  gid: number | null;
  /** only those of this status (DISCUSSION_STATUS) */
  status?: number;
  categoryId?: number;
  /** the problem's display id */
  pid?: string;
  /** the author's uid */
  uid?: string;
  /** the title (or, with `inDescription`, the description) or the author's name holds it */
  keyword?: string;
  inDescription?: boolean;
}

/** the fields the discussion form writes */
export type DiscussionFields = Pick<DiscussionRow, 'categoryId' | 'title' | 'description' | 'content'>;

const LISTED = ['d.*', 'c.name as categoryName', 'u.username as author', 'u.avatar', 'u.roleId', 'u.titleName', 'u.titleColor'];

export class DiscussionStore {
  private readonly discussions: string;
  private readonly categories: string;
  private readonly likes: string;

  constructor(private readonly ctx: PluginContext) {
    this.discussions = ctx.table('discussion');
    this.categories = ctx.table('category');
    this.likes = ctx.table('like');
  }

  byId(id: number): Promise<DiscussionRow | undefined> {
    return this.ctx.db<DiscussionRow>(this.discussions).where({ id }).first();
  }

  /** the discussion with its author and category */
  listed(id: number): Promise<ListedDiscussionRow | undefined> {
    return this.listing().where('d.id', id).first<ListedDiscussionRow | undefined>(LISTED);
  }

  /** one page of the discussions `filter` picks with their author and category: pinned first, then the newest */
  page(filter: DiscussionFilter, params: PageParams): Promise<PageOf<ListedDiscussionRow>> {
    const base = this.listing().modify((b) => {
      if (filter.gid == null) b.whereNull('d.gid'); else b.where('d.gid', filter.gid);
      if (filter.status !== undefined) b.where('d.status', filter.status);
      if (filter.categoryId !== undefined) b.where('d.categoryId', filter.categoryId);
      if (filter.pid) b.where('d.pid', filter.pid);
      if (filter.uid !== undefined) b.where('d.uid', filter.uid);
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        b.where((w) => {
          w.whereILike('d.title', like);
          if (filter.inDescription) w.orWhereILike('d.description', like);
          w.orWhereILike('u.username', like);
        });
      }
    });
    return paginate<ListedDiscussionRow>(base, params, (b) =>
      b.select(LISTED).orderBy([{ column: 'd.topPriority', order: 'desc' }, { column: 'd.id', order: 'desc' }]));
  }

  /** which of these ids are the site's discussions (not a group's) */
  async siteIds(ids: number[]): Promise<number[]> {
    const rows = await this.ctx.db<DiscussionRow>(this.discussions).whereIn('id', ids).whereNull('gid').select('id');
    return rows.map((r) => r.id);
  }

  /** a new discussion; its id */
  async insert(fields: DiscussionFields & Pick<DiscussionRow, 'pid' | 'uid' | 'gid'>): Promise<number> {
    const [row] = await this.ctx.db<DiscussionRow>(this.discussions).insert(fields).returning('id');
    return row!.id;
  }

  /** the author's edit (the modification time moves) */
  async edit(id: number, fields: DiscussionFields): Promise<void> {
    await this.ctx.db(this.discussions).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  /** pins or disables (a moderator's change) */
  async moderate(id: number, patch: Partial<Pick<DiscussionRow, 'topPriority' | 'status'>>): Promise<void> {
    await this.ctx.db(this.discussions).where({ id }).update(patch);
  }

  async setCommentCount(id: number, commentNum: number): Promise<void> {
    await this.ctx.db(this.discussions).where({ id }).update({ commentNum });
  }

  async countView(id: number): Promise<void> {
    await this.ctx.db(this.discussions).where({ id }).increment('viewNum', 1);
  }

  /** deletes discussions (their likes and reports go with them); how many there were */
  remove(ids: number[]): Promise<number> {
    return this.ctx.db(this.discussions).whereIn('id', ids).delete();
  }

  /** is there a discussion in the category */
  inCategory(trx: Knex.Transaction, categoryIds: number[]): Promise<Pick<DiscussionRow, 'categoryId'> | undefined> {
    return trx<DiscussionRow>(this.discussions).whereIn('categoryId', categoryIds).first('categoryId');
  }

  /** does the user like the discussion */
  async isLikedBy(did: number, uid: string): Promise<boolean> {
    return Boolean(await this.ctx.db(this.likes).where({ did, uid }).first('did'));
  }

  /** which of these discussions the user likes */
  async likedBy(uid: string, dids: number[]): Promise<Set<number>> {
    const rows = await this.ctx.db(this.likes).where({ uid }).whereIn('did', dids).select<Array<{ did: number }>>('did');
    return new Set(rows.map((r) => r.did));
  }

  /** the user likes the discussion or not any more; false when that was so already */
  async setLike(did: number, uid: string, like: boolean): Promise<boolean> {
    let changed = false;
    await this.ctx.db.transaction(async (trx) => {
      if (like) {
        changed = (await trx(this.likes).insert({ did, uid }).onConflict(['did', 'uid']).ignore().returning('did')).length > 0;
        if (changed) await trx(this.discussions).where({ id: did }).increment('likeNum', 1);
      } else {
        changed = (await trx(this.likes).where({ did, uid }).delete()) > 0;
        if (changed) await trx(this.discussions).where({ id: did }).where('likeNum', '>', 0).decrement('likeNum', 1);
      }
    });
    return changed;
  }

  /** discussions (as d) with their author (u) and category (c) */
  private listing(): Knex.QueryBuilder {
    return this.ctx.db(`${this.discussions} as d`)
      .join(`${this.ctx.users.table} as u`, 'u.uid', 'd.uid')
      .join(`${this.categories} as c`, 'c.id', 'd.categoryId');
  }
}

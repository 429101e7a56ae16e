// A contest's announcements (contests_announcement): the visible ones its entrants read, and the
// admin's list and writes.
import { pageParams, paginate, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import type { ContestAnnouncementRow } from '../../shared/index.ts';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../shared/user-calls.ts';
import { Store, tableOf } from './base.ts';

/** status 0: shown to the contest's entrants */
const VISIBLE = 0;

/** an announcement as its entrants read it */
export type ShownAnnouncement = Pick<ContestAnnouncementRow, 'id' | 'cid' | 'title' | 'content' | 'username' | 'gmtCreate' | 'gmtModified'>;
const SHOWN = ['id', 'cid', 'title', 'content', 'username', 'gmtCreate', 'gmtModified'] as const;

/** an announcement's fields as the admin's form writes them */
export type AnnouncementWrite = Pick<ContestAnnouncementRow, 'title' | 'content' | 'status'>;

export class AnnouncementStore extends Store {
  private readonly announcements: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.announcements = tableOf(ctx, 'announcement');
  }

  /** a page of the contest's visible announcements, the newest first */
  visiblePage(cid: number, query: PageQuery): Promise<PageOf<ShownAnnouncement>> {
    return paginate<ShownAnnouncement>(this.ctx.db(this.announcements).where({ cid, status: VISIBLE }), pageParams(query, ANNOUNCEMENT_PAGE_SIZE),
      (rows) => rows.select(...SHOWN).orderBy('id', 'desc'));
  }

  /** the contest's visible announcements not in `read`, the newest first */
  unread(cid: number, read: readonly number[]): Promise<ShownAnnouncement[]> {
    const q = this.ctx.db<ContestAnnouncementRow>(this.announcements).where({ cid, status: VISIBLE });
    if (read.length) q.whereNotIn('id', read);
    return q.select(...SHOWN).orderBy('id', 'desc');
  }

  /** the contest's visible announcements, the oldest first (the ICPC API's commentary) */
  visible(cid: number): Promise<Array<Pick<ContestAnnouncementRow, 'id' | 'title' | 'content' | 'gmtCreate' | 'gmtModified'>>> {
    return this.ctx.db<ContestAnnouncementRow>(this.announcements).where({ cid, status: VISIBLE }).orderBy('id')
      .select('id', 'title', 'content', 'gmtCreate', 'gmtModified');
  }

  /** a page of all the contest's announcements, the newest first (the admin's list) */
  page(cid: number, query: PageQuery): Promise<PageOf<ContestAnnouncementRow>> {
    return paginate<ContestAnnouncementRow>(this.ctx.db(this.announcements).where({ cid }), pageParams(query, ANNOUNCEMENT_PAGE_SIZE), (q) => q.select('*').orderBy('id', 'desc'));
  }

  async insert(fields: AnnouncementWrite & Pick<ContestAnnouncementRow, 'cid' | 'uid' | 'username'>): Promise<ContestAnnouncementRow> {
    const [row] = await this.ctx.db(this.announcements).insert(fields).returning<ContestAnnouncementRow[]>('*');
    return row;
  }

  /** the announcement of contest `cid` changed; how many rows (0: not there) */
  update(id: number, cid: number, fields: AnnouncementWrite): Promise<number> {
    return this.ctx.db(this.announcements).where({ id, cid }).update({ ...fields, gmtModified: new Date() });
  }

  /** the contest an announcement belongs to */
  async contestOf(id: number): Promise<number | null> {
    return (await this.ctx.db<ContestAnnouncementRow>(this.announcements).where({ id }).first('cid'))?.cid ?? null;
  }

  /** the announcement of contest `cid` deleted; how many rows (0: not there) */
  delete(id: number, cid: number): Promise<number> {
    return this.ctx.db(this.announcements).where({ id, cid }).delete();
  }
}

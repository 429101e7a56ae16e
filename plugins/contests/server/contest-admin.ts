// The contest admin's writes (spec 3 §4/§5): the contest form saved, its visibility, its delete,
// and its announcements. The admin routes (admin-routes.ts) and the service other plugins call for
// their own contests (group-calls.ts: the groups plugin) both go through here, so the rules and
// messages are the same wherever a contest is edited. Who may is the caller's business.
import { badRequest, notFound, type AuthUser, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, type AdminAnnouncement, type AdminContestBody, type AnnouncementBody } from '../shared/admin-calls.ts';
import type { ContestAnnouncementRow } from '../shared/index.ts';
import { contestChanged, toView, type ContestRow } from './core.ts';
import type { AnnouncementStore } from './stores/announcements.ts';
import type { ContestStore } from './stores/contests.ts';
import type { ContestRecordStore } from './stores/records.ts';
import { contestForm } from './contest-form.ts';

const announcementView = (a: ContestAnnouncementRow): AdminAnnouncement => ({
  id: a.id, cid: a.cid, title: a.title, content: a.content, status: a.status, username: a.username,
  gmtCreate: a.gmtCreate.toISOString(), gmtModified: a.gmtModified.toISOString(),
});

/** the contest as its form reads it (GET /api/admin/contest) */
export function adminView(c: ContestRow) {
  return {
    ...toView(c), pwd: c.pwd, accountLimitRule: c.accountLimitRule, starAccount: c.starAccount ?? [],
    awardConfigList: c.awardConfig ?? [], source: c.source,
  };
}

/** an announcement as the form sends it (AnnouncementBody.announcement) */
export type AnnouncementFields = AnnouncementBody['announcement'];

export class ContestAdmin {
  constructor(
    private readonly ctx: PluginContext,
    private readonly contests: ContestStore,
    private readonly records: ContestRecordStore,
    private readonly announcementStore: AnnouncementStore,
  ) {}

  /** a new contest of `user` from the form (spec 3 §5), in group `gid` or the site's (null) */
  async create(user: AuthUser, body: AdminContestBody, gid: number | null): Promise<ContestRow> {
    // team contests are the site's (a group's contest has no page for its teams' admins)
    const form = { ...contestForm(body), ...(gid !== null ? { teamMode: false } : {}) };
    return this.contests.insert({
      ...form, uid: user.uid, author: user.username, source: 0, gid,
      starAccount: JSON.stringify(form.starAccount), awardConfig: JSON.stringify(form.awardConfig),
    });
  }

  /** the form saved over contest `c`: its type, author and group stay (spec 3 §4) */
  async update(c: ContestRow, body: AdminContestBody): Promise<void> {
    const form = { ...contestForm(body, c.type), ...(c.gid !== null ? { teamMode: false } : {}) };
    // a contest's submissions are a team's or a user's: which one is fixed by the first of them
    if (form.teamMode !== c.teamMode && (await this.records.hasAny(c.id))) throw badRequest('CONTESTS_TEAM_MODE_FIXED');
    await this.contests.update(c.id, {
      ...form, starAccount: JSON.stringify(form.starAccount), awardConfig: JSON.stringify(form.awardConfig), gmtModified: new Date(),
    });
    await contestChanged(this.ctx, c.id, 'settings');
  }

  async setVisible(c: ContestRow, visible: boolean): Promise<void> {
    await this.contests.update(c.id, { visible, gmtModified: new Date() });
    await contestChanged(this.ctx, c.id, 'settings');
  }

  /** the contest with its problems' places, registrations, records and announcements (the problems stay in the bank) */
  async remove(c: ContestRow): Promise<void> {
    await this.contests.delete(c.id);
    await contestChanged(this.ctx, c.id, 'deleted');
  }

  async announcements(c: ContestRow, query: PageQuery): Promise<PageOf<AdminAnnouncement>> {
    const page = await this.announcementStore.page(c.id, query);
    return { ...page, records: page.records.map(announcementView) };
  }

  /** title and content required (spec 3 §5), within their lengths; the content sanitised */
  private announcementFields(a: AnnouncementFields) {
    const title = a.title?.trim() ?? '';
    if (!title) throw badRequest('CONTESTS_ANNOUNCEMENT_TITLE_REQUIRED');
    if (title.length > ANNOUNCEMENT_TITLE_MAX) throw badRequest('CONTESTS_ANNOUNCEMENT_TITLE_TOO_LONG', { max: ANNOUNCEMENT_TITLE_MAX });
    const content = a.content ?? '';
    if (!content.trim()) throw badRequest('CONTESTS_ANNOUNCEMENT_CONTENT_REQUIRED');
    if (content.length > ANNOUNCEMENT_CONTENT_MAX) throw badRequest('CONTESTS_ANNOUNCEMENT_CONTENT_TOO_LONG', { max: ANNOUNCEMENT_CONTENT_MAX });
    return { title, content: this.ctx.markdown.sanitize(content), status: a.status ?? 0 };
  }

  async addAnnouncement(user: AuthUser, c: ContestRow, a: AnnouncementFields): Promise<AdminAnnouncement> {
    const fields = this.announcementFields(a);
    const row = await this.announcementStore.insert({ ...fields, cid: c.id, uid: user.uid, username: user.username });
    await contestChanged(this.ctx, c.id, 'settings');
    return announcementView(row);
  }

  /** an announcement of contest `c` edited; another contest's is "not found" */
  async updateAnnouncement(c: ContestRow, a: AnnouncementFields): Promise<void> {
    const fields = this.announcementFields(a);
    const n = a.id === undefined ? 0 : await this.announcementStore.update(a.id, c.id, fields);
    if (!n) throw notFound('CONTESTS_ANNOUNCEMENT_NOT_FOUND');
    await contestChanged(this.ctx, c.id, 'settings');
  }

  /** the contest an announcement belongs to (the reference deletes by the announcement's id alone) */
  async announcementContest(aid: number): Promise<number | null> {
    return this.announcementStore.contestOf(aid);
  }

  async deleteAnnouncement(c: ContestRow, aid: number): Promise<void> {
    const n = await this.announcementStore.delete(aid, c.id);
    if (!n) throw notFound('CONTESTS_ANNOUNCEMENT_NOT_FOUND');
    await contestChanged(this.ctx, c.id, 'settings');
  }
}

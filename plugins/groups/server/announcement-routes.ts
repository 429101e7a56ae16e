// Group announcements (spec 3 "Group announcement admin list"; reference GroupAnnouncementController)
// and the group rank (GroupRankController). Members read the visible announcements and the rank;
// group admins write announcements; the group root or the author edits and deletes one.
import {
  badRequest, forbidden, mountCall, notFound, ok, pageParams, type AuthUser, type PluginContext,
} from '@oj/sdk';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_STATUS, ANNOUNCEMENT_TITLE_MAX, GROUP_ANNOUNCEMENT_PAGE_SIZE, GROUP_RANK_PAGE_SIZE, GROUP_RANK_TYPE,
  type AnnouncementBody, type AnnouncementRow, type GroupAnnouncementView, type GroupRankRow,
} from '../shared/index.ts';
import { groupCalls } from '../shared/calls.ts';
import { iso, type Groups } from './core.ts';
const toView = (r: AnnouncementRow): GroupAnnouncementView => ({
  id: r.id, gid: r.gid, title: r.title, content: r.content, status: r.status, uid: r.uid, username: r.username,
  gmtCreate: iso(r.gmtCreate), gmtModified: iso(r.gmtModified),
});

const blank = (s: string | null | undefined) => s == null || s.trim() === '';

export function announcementRoutes(ctx: PluginContext, groups: Groups): void {
  const store = groups.store;

  async function page(gid: number, q: { currentPage?: number | string; limit?: number | string }, all: boolean) {
    const p = await store.announcementPage(gid, all ? undefined : ANNOUNCEMENT_STATUS.visible, pageParams(q, GROUP_ANNOUNCEMENT_PAGE_SIZE));
    return { ...p, records: p.records.map(toView) };
  }

  mountCall(ctx.http, groupCalls.announcements, { config: { auth: true } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await page(group.id, request.query, false));
  });

  mountCall(ctx.http, groupCalls.adminAnnouncements, { config: { auth: true } }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await page(group.id, request.query, true));
  });

  function checkForm(body: AnnouncementBody): { title: string; content: string; status: number } {
    if (blank(body.title)) throw badRequest('GROUPS_ANNOUNCEMENT_TITLE_REQUIRED');
    const title = body.title!.trim();
    if ([...title].length > ANNOUNCEMENT_TITLE_MAX) throw badRequest('GROUPS_ANNOUNCEMENT_TITLE_TOO_LONG', { max: ANNOUNCEMENT_TITLE_MAX });
    if (blank(body.content)) throw badRequest('GROUPS_ANNOUNCEMENT_CONTENT_REQUIRED');
    if ([...body.content!].length > ANNOUNCEMENT_CONTENT_MAX) throw badRequest('GROUPS_ANNOUNCEMENT_CONTENT_TOO_LONG', { max: ANNOUNCEMENT_CONTENT_MAX });
    return { title, content: ctx.markdown.sanitize(body.content!), status: body.status ?? ANNOUNCEMENT_STATUS.visible };
  }

  /** the announcement when `user` may change it: a group admin who is its author, or the group root */
  async function changeable(user: AuthUser, aid: number) {
    const a = await store.announcementById(aid);
    if (!a) throw notFound('GROUPS_ANNOUNCEMENT_NOT_FOUND');
    const { standing } = await groups.administered(user, a.gid);
    if (!standing.root && a.uid !== user.uid) throw forbidden('GROUPS_ANNOUNCEMENT_AUTHOR_ONLY');
    return a;
  }

  mountCall(ctx.http, groupCalls.addAnnouncement, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { group } = await groups.administered(user, request.body.gid);
    const fields = checkForm(request.body);
    const id = await store.insertAnnouncement({ ...fields, gid: group.id, uid: user.uid });
    return ok(toView((await store.announcement(id))!), ctx.i18n.t(request.locale, 'GROUPS_CREATED'));
  });

  mountCall(ctx.http, groupCalls.updateAnnouncement, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    if (request.body.id === undefined) throw notFound('GROUPS_ANNOUNCEMENT_NOT_FOUND');
    const a = await changeable(user, request.body.id);
    // an announcement never moves to another group
    if (a.gid !== request.body.gid) throw notFound('GROUPS_ANNOUNCEMENT_NOT_FOUND');
    const body = { ...request.body, status: request.body.status ?? a.status };
    await store.updateAnnouncement(a.id, checkForm(body));
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  mountCall(ctx.http, groupCalls.removeAnnouncement, { config: { auth: true } }, async (request) => {
    const a = await changeable(request.user!, request.query.aid);
    await store.removeAnnouncement(a.id);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_DELETED'));
  });

  mountCall(ctx.http, groupCalls.rank, { config: { auth: true } }, async (request) => {
    const q = request.query;
    const { group } = await groups.entered(request.user!, q.gid);
    const members = await store.rankMembers(group.id, group.uid, q.searchUser?.trim());
    const results = await ctx.services.get(submissionsService).groupResults(group.id, members.map((m) => m.uid));
    const rows: GroupRankRow[] = members.map((m) => ({ ...m, ...(results.get(m.uid) ?? { ac: 0, total: 0, score: 0 }) }));
    const oi = Number(q.type) === GROUP_RANK_TYPE.oi;
    rows.sort((a, b) => (oi ? b.score - a.score || b.ac - a.ac : b.ac - a.ac || a.total - b.total) || a.username.localeCompare(b.username));
    const { offset, size, current } = pageParams(q, GROUP_RANK_PAGE_SIZE);
    return ok({ records: rows.slice(offset, offset + size), total: rows.length, current, size, pages: Math.ceil(rows.length / size) });
  });
}

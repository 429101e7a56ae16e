// The contest admin calls (reference §2 "Admin" contest rows, spec 3 §5/§6): the admin list, the
// contest form (create, read, edit, clone, delete, visibility) and its announcements. The roles are
// the reference's, declared per route; past them, spec 3 §6 lets only the contest's admins (its
// creator, a super admin, or its group's root) touch one contest. The writes themselves are
// contest-admin.ts (shared with the groups plugin's calls); its problems: admin-problem-routes.ts.
import { forbidden, mountCall, notFound, ok, type AuthUser, type Locale, type PluginContext, type RoleKey } from '@oj/sdk';
import { contestAdminCalls } from '../shared/calls.ts';
import { CONTEST_TITLE_MAX } from '../shared/admin-constants.ts';
import { toView, type ContestRow, type Contests } from './core.ts';
import { adminView, type ContestAdmin } from './contest-admin.ts';

/** reference AdminContestController: every admin role may open the admin pages */
export const CONTEST_ADMIN_ROLES: RoleKey[] = ['root', 'admin', 'problem_admin'];

/** the contest, when `user` is one of its admins (spec 3 §6); 404 or 403 otherwise */
export async function managedContest(contests: Contests, user: AuthUser, cid: number): Promise<ContestRow> {
  const c = await contests.get(cid);
  if (!c) throw notFound('CONTESTS_NOT_FOUND');
  if (!(await contests.isContestAdmin(user, c))) throw forbidden('CONTESTS_ADMIN_ONLY');
  return c;
}

export function adminRoutes(ctx: PluginContext, contests: Contests, admin: ContestAdmin): void {
  const roles = { roles: CONTEST_ADMIN_ROLES };
  const updated = (locale: Locale) => ctx.i18n.t(locale, 'CONTESTS_UPDATED');
  /** "<title> (copy)", the original's title shortened so that the whole fits the title's limit */
  const copyTitle = (locale: Locale, title: string) => {
    const room = CONTEST_TITLE_MAX - ctx.i18n.t(locale, 'CONTESTS_CLONE_TITLE', { title: '' }).length;
    return ctx.i18n.t(locale, 'CONTESTS_CLONE_TITLE', { title: [...title].length > room ? [...title].slice(0, room - 1).join('') + '…' : title });
  };

  mountCall(ctx.http, contestAdminCalls.list, { config: roles, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const page = await contests.store.adminPage(request.query.keyword?.trim() || undefined, request.query);
    const records = await Promise.all(page.records.map(async (c) => ({ ...toView(c), manageable: await contests.isContestAdmin(user, c) })));
    return ok({ ...page, records });
  });

  mountCall(ctx.http, contestAdminCalls.get, { config: roles, tags: ['contests'] }, async (request) => ok(adminView(await managedContest(contests, request.user!, request.query.cid))));

  mountCall(ctx.http, contestAdminCalls.create, { config: { ...roles, extraFields: 'strip' }, tags: ['contests'] }, async (request) => {
    const row = await admin.create(request.user!, request.body, null);
    return ok(toView(row), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, contestAdminCalls.update, { config: { ...roles, extraFields: 'strip' }, tags: ['contests'] }, async (request) => {
    if (request.body.id === undefined) throw notFound('CONTESTS_NOT_FOUND');
    const c = await managedContest(contests, request.user!, request.body.id);
    await admin.update(c, request.body);
    return ok(null, updated(request.locale));
  });

  // reference: the super admin deletes (roles root), and only a contest he may manage
  mountCall(ctx.http, contestAdminCalls.remove, { config: { roles: ['root'] }, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    await admin.remove(c);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

  // reference clone: the settings and the problems, as a new hidden contest of the caller, its source the original.
  // Its title says it is a copy, in the caller's language, so the two are not confused in the admin
  // list; it stays hidden until someone shows it (saving the form keeps the flag it has).
  mountCall(ctx.http, contestAdminCalls.clone, { config: roles, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const c = await managedContest(contests, user, request.query.cid);
    const { id: _id, gmtCreate: _c, gmtModified: _m, ...fields } = c;
    const copy = await contests.store.insertCopy({
      ...fields, uid: user.uid, author: user.username, source: c.id, visible: false, title: copyTitle(request.locale, c.title),
      starAccount: JSON.stringify(c.starAccount ?? []), awardConfig: JSON.stringify(c.awardConfig ?? []),
    }, c.id);
    return ok(toView(copy), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  // spec 3 §4: the list's switch saves at once
  mountCall(ctx.http, contestAdminCalls.setVisible, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    await admin.setVisible(c, request.query.visible);
    return ok(null, updated(request.locale));
  });

  // announcements (spec 3 §3: id, title, gmtCreate, plus content)
  mountCall(ctx.http, contestAdminCalls.announcements, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    return ok(await admin.announcements(c, request.query));
  });

  mountCall(ctx.http, contestAdminCalls.addAnnouncement, { config: { ...roles, extraFields: 'strip' }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const c = await managedContest(contests, user, request.body.cid);
    return ok(await admin.addAnnouncement(user, c, request.body.announcement), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, contestAdminCalls.updateAnnouncement, { config: { ...roles, extraFields: 'strip' }, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.body.cid);
    await admin.updateAnnouncement(c, request.body.announcement);
    return ok(null, updated(request.locale));
  });

  mountCall(ctx.http, contestAdminCalls.removeAnnouncement, { config: roles, tags: ['contests'] }, async (request) => {
    const cid = await admin.announcementContest(request.query.aid);
    if (cid === null) throw notFound('CONTESTS_ANNOUNCEMENT_NOT_FOUND');
    const c = await managedContest(contests, request.user!, cid);
    await admin.deleteAnnouncement(c, request.query.aid);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

}

// The member calls (spec 3 §4 "Group membership", §6 member rules; reference GroupMemberController):
// the member and application lists, join / apply, levels, removal and exit.
import {
  badRequest, forbidden, mountCall, notFound, ok, pageParams, type PluginContext,
} from '@oj/sdk';
import {
  GROUP_AUTH, GROUP_MEMBER_PAGE_SIZE, MEMBER_AUTH,
  type GroupMemberView, type GroupRow, type ListedMemberRow, type MemberListQuery as ListQuery,
} from '../shared/index.ts';
import { groupCalls } from '../shared/calls.ts';
import { iso, type Groups } from './core.ts';
import { checkApply } from './form.ts';

const toView = (r: ListedMemberRow, group: Pick<GroupRow, 'uid'>): GroupMemberView => ({
  id: r.id, gid: r.gid, uid: r.uid, username: r.username, nickname: r.nickname, avatar: r.avatar,
  // the owner is the group's root whatever its row says
  auth: r.uid === group.uid ? MEMBER_AUTH.root : r.auth,
  reason: r.reason, gmtCreate: iso(r.gmtCreate), gmtModify: iso(r.gmtModified),
});

export function memberRoutes(ctx: PluginContext, groups: Groups, config: { appliesPerHour: number }): void {
  const store = groups.store;

  async function listPage(group: GroupRow, q: ListQuery, levels: readonly number[]) {
    const auth = Number(q.auth);
    const level = q.auth !== undefined && q.auth !== '' && levels.includes(auth) ? auth : undefined;
    const page = await store.memberPage(group.id, { levels, level, keyword: q.keyword?.trim() }, pageParams(q, GROUP_MEMBER_PAGE_SIZE));
    return { ...page, records: page.records.map((r) => toView(r, group)) };
  }

  mountCall(ctx.http, groupCalls.members, { config: { auth: true } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await listPage(group, request.query, [MEMBER_AUTH.member, MEMBER_AUTH.admin, MEMBER_AUTH.root]));
  });

  mountCall(ctx.http, groupCalls.applies, { config: { auth: true } }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await listPage(group, request.query, [MEMBER_AUTH.applying, MEMBER_AUTH.refused]));
  });

  // the reference's client sends gid, code and reason in the query string
  mountCall(ctx.http, groupCalls.apply, { config: { auth: true, bodyFromQuery: true } }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.seen(user, request.body.gid);
    if (standing.member) throw badRequest('GROUPS_ALREADY_MEMBER');
    if (standing.auth === MEMBER_AUTH.applying) throw badRequest('GROUPS_ALREADY_APPLIED');
    const { code, reason } = checkApply(group.auth, request.body);
    await ctx.limits.take(user.uid, 'apply', { max: config.appliesPerHour, windowSeconds: 3600, message: 'GROUPS_TOO_FAST' });
    if (group.auth === GROUP_AUTH.private && code !== group.code) throw badRequest('GROUPS_CODE_WRONG');
    const auth = group.auth === GROUP_AUTH.public ? MEMBER_AUTH.member : MEMBER_AUTH.applying;
    // a refused user may apply again: the row is reused
    await store.apply(group.id, user.uid, auth, reason);
    if (auth === MEMBER_AUTH.applying) {
      await ctx.messages.noticeMine(group.uid, ctx.i18n.t('zh-CN', 'GROUPS_NOTICE_APPLIED_TITLE', { name: group.name }),
        ctx.i18n.t('zh-CN', 'GROUPS_NOTICE_APPLIED', { user: user.username, name: group.name, reason: reason ?? '' }));
    }
    return ok(null, ctx.i18n.t(request.locale, auth === MEMBER_AUTH.member ? 'GROUPS_JOINED' : 'GROUPS_APPLIED'));
  });

  /** the target's row, refused when `user` may not act on it (spec 3 §6 member rules) */
  async function target(viewerUid: string, group: GroupRow, uid: string) {
    const row = await store.member(group.id, uid);
    if (!row) throw notFound('GROUPS_MEMBER_NOT_FOUND');
    if (uid === viewerUid) throw forbidden('GROUPS_MEMBER_SELF');
    return { ...row, auth: uid === group.uid ? MEMBER_AUTH.root : row.auth };
  }

  mountCall(ctx.http, groupCalls.updateMember, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { gid, uid, auth } = request.body;
    const { group, standing } = await groups.administered(user, gid);
    const member = await target(user.uid, group, uid);
    if (uid === group.uid) throw forbidden('GROUPS_OWNER_FIXED');
    // below the owner and the super admin, one acts only on lower levels and grants only lower ones
    if (!standing.owner && (member.auth >= standing.auth || auth >= standing.auth)) throw forbidden('GROUPS_MEMBER_RANK');
    await store.setLevel(member.id, auth);
    if (member.auth <= MEMBER_AUTH.refused && auth !== member.auth) {
      const key = auth >= MEMBER_AUTH.member ? 'GROUPS_NOTICE_ACCEPTED' : auth === MEMBER_AUTH.refused ? 'GROUPS_NOTICE_REFUSED' : null;
      if (key) await ctx.messages.noticeMine(uid, ctx.i18n.t('zh-CN', `${key}_TITLE`, { name: group.name }), ctx.i18n.t('zh-CN', key, { name: group.name }));
    }
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  mountCall(ctx.http, groupCalls.removeMember, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.administered(user, request.query.gid);
    const member = await target(user.uid, group, request.query.uid);
    if (request.query.uid === group.uid) {
      // spec 3 §4: removing the owner disbands the group; only the super admin may
      if (!ctx.perms.isRoot(user)) throw forbidden('GROUPS_OWNER_FIXED');
      await groups.disband(group);
      return ok(null, ctx.i18n.t(request.locale, 'GROUPS_DISBANDED'));
    }
    if (!standing.owner && member.auth >= standing.auth) throw forbidden('GROUPS_MEMBER_RANK');
    await store.removeMember(member.id);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_MEMBER_REMOVED'));
  });

  mountCall(ctx.http, groupCalls.exit, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { group } = await groups.seen(user, request.query.gid);
    if (group.uid === user.uid) throw badRequest('GROUPS_OWNER_CANNOT_EXIT');
    if (!(await store.leave(group.id, user.uid))) throw badRequest('GROUPS_NOT_MEMBER');
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_EXITED'));
  });
}

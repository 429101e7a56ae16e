// The member calls (spec 3 §4 "Group membership", §6 member rules; reference GroupMemberController):
// the member and application lists, join / apply, levels, removal and exit.
import {
  EmptyEnvelope, Envelope, Page, badRequest, forbidden, likePattern, notFound, ok, pageParams, paginate, type PluginContext,
} from '@oj/sdk';
import {
  GROUP_AUTH, GROUP_MEMBER_PAGE_SIZE, GidQuery, GroupMemberSchema, MEMBER_AUTH, MemberDeleteQuery, MemberListQuery, MemberUpdateBody, ApplyBody,
  type GroupMemberView, type MemberListQuery as ListQuery,
} from '../shared/index.ts';
import { T, iso, type GroupRow, type Groups } from './core.ts';
import { checkApply } from './form.ts';

interface MemberRow { id: number; gid: number; uid: string; username: string; nickname: string | null; avatar: string | null; auth: number; reason: string | null; gmtCreate: Date; gmtModified: Date }

const toView = (r: MemberRow, group: Pick<GroupRow, 'uid'>): GroupMemberView => ({
  id: r.id, gid: r.gid, uid: r.uid, username: r.username, nickname: r.nickname, avatar: r.avatar,
  // the owner is the group's root whatever its row says
  auth: r.uid === group.uid ? MEMBER_AUTH.root : r.auth,
  reason: r.reason, gmtCreate: iso(r.gmtCreate), gmtModify: iso(r.gmtModified),
});

export function memberRoutes(ctx: PluginContext, groups: Groups, config: { appliesPerHour: number }): void {
  const db = ctx.db;

  async function listPage(group: GroupRow, q: ListQuery, levels: readonly number[]) {
    const base = db(`${T.member} as m`).join(`${ctx.users.table} as u`, 'u.uid', 'm.uid').where('m.gid', group.id).modify((b) => {
      const auth = Number(q.auth);
      if (q.auth !== undefined && q.auth !== '' && levels.includes(auth)) b.where('m.auth', auth);
      else b.whereIn('m.auth', levels);
      const keyword = q.keyword?.trim();
      if (keyword) {
        const like = likePattern(keyword);
        b.where((w) => w.whereILike('u.username', like).orWhereILike('u.nickname', like));
      }
    });
    const page = await paginate<MemberRow>(base, pageParams(q, GROUP_MEMBER_PAGE_SIZE), (b) =>
      b.select('m.*', 'u.username', 'u.nickname', 'u.avatar').orderBy([{ column: 'm.auth', order: 'desc' }, { column: 'm.id', order: 'asc' }]));
    return { ...page, records: page.records.map((r) => toView(r, group)) };
  }

  ctx.http.get('/api/group/get-member-list', {
    config: { auth: true },
    schema: { querystring: MemberListQuery, response: { 200: Envelope(Page(GroupMemberSchema)) } },
  }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await listPage(group, request.query, [MEMBER_AUTH.member, MEMBER_AUTH.admin, MEMBER_AUTH.root]));
  });

  ctx.http.get('/api/group/get-apply-list', {
    config: { auth: true },
    schema: { querystring: MemberListQuery, response: { 200: Envelope(Page(GroupMemberSchema)) } },
  }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await listPage(group, request.query, [MEMBER_AUTH.applying, MEMBER_AUTH.refused]));
  });

  ctx.http.post('/api/group/member', {
    // the reference's client sends gid, code and reason in the query string
    config: { auth: true, bodyFromQuery: true },
    schema: { body: ApplyBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.seen(user, request.body.gid);
    if (standing.member) throw badRequest('GROUPS_ALREADY_MEMBER');
    if (standing.auth === MEMBER_AUTH.applying) throw badRequest('GROUPS_ALREADY_APPLIED');
    const { code, reason } = checkApply(group.auth, request.body);
    await ctx.limits.take(user.uid, 'apply', { max: config.appliesPerHour, windowSeconds: 3600, message: 'GROUPS_TOO_FAST' });
    if (group.auth === GROUP_AUTH.private && code !== group.code) throw badRequest('GROUPS_CODE_WRONG');
    const auth = group.auth === GROUP_AUTH.public ? MEMBER_AUTH.member : MEMBER_AUTH.applying;
    // a refused user may apply again: the row is reused
    await db(T.member).insert({ gid: group.id, uid: user.uid, auth, reason })
      .onConflict(['gid', 'uid']).merge({ auth, reason, gmtModified: db.fn.now() });
    if (auth === MEMBER_AUTH.applying) {
      await ctx.messages.noticeMine(group.uid, ctx.i18n.t('zh-CN', 'GROUPS_NOTICE_APPLIED_TITLE', { name: group.name }),
        ctx.i18n.t('zh-CN', 'GROUPS_NOTICE_APPLIED', { user: user.username, name: group.name, reason: reason ?? '' }));
    }
    return ok(null, ctx.i18n.t(request.locale, auth === MEMBER_AUTH.member ? 'GROUPS_JOINED' : 'GROUPS_APPLIED'));
  });

  /** the target's row, refused when `user` may not act on it (spec 3 §6 member rules) */
  async function target(viewerUid: string, group: GroupRow, uid: string) {
    const row = (await db(T.member).where({ gid: group.id, uid }).first()) as { id: number; auth: number } | undefined;
    if (!row) throw notFound('GROUPS_MEMBER_NOT_FOUND');
    if (uid === viewerUid) throw forbidden('GROUPS_MEMBER_SELF');
    return { ...row, auth: uid === group.uid ? MEMBER_AUTH.root : row.auth };
  }

  ctx.http.put('/api/group/member', {
    config: { auth: true, extraFields: 'strip' },
    schema: { body: MemberUpdateBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { gid, uid, auth } = request.body;
    const { group, standing } = await groups.administered(user, gid);
    const member = await target(user.uid, group, uid);
    if (uid === group.uid) throw forbidden('GROUPS_OWNER_FIXED');
    // below the owner and the super admin, one acts only on lower levels and grants only lower ones
    if (!standing.owner && (member.auth >= standing.auth || auth >= standing.auth)) throw forbidden('GROUPS_MEMBER_RANK');
    await db(T.member).where({ id: member.id }).update({ auth, gmtModified: db.fn.now() });
    if (member.auth <= MEMBER_AUTH.refused && auth !== member.auth) {
      const key = auth >= MEMBER_AUTH.member ? 'GROUPS_NOTICE_ACCEPTED' : auth === MEMBER_AUTH.refused ? 'GROUPS_NOTICE_REFUSED' : null;
      if (key) await ctx.messages.noticeMine(uid, ctx.i18n.t('zh-CN', `${key}_TITLE`, { name: group.name }), ctx.i18n.t('zh-CN', key, { name: group.name }));
    }
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  ctx.http.delete('/api/group/member', {
    config: { auth: true },
    schema: { querystring: MemberDeleteQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
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
    await db(T.member).where({ id: member.id }).delete();
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_MEMBER_REMOVED'));
  });

  ctx.http.delete('/api/group/member/exit', {
    config: { auth: true },
    schema: { querystring: GidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { group } = await groups.seen(user, request.query.gid);
    if (group.uid === user.uid) throw badRequest('GROUPS_OWNER_CANNOT_EXIT');
    const n = await db(T.member).where({ gid: group.id, uid: user.uid }).delete();
    if (!n) throw badRequest('GROUPS_NOT_MEMBER');
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_EXITED'));
  });
}

// The comment calls (spec 1 §7 "Comments", reference CommentController): the list with the first
// replies and the caller's likes, comment, reply, like, delete. The area rules are areas.ts.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, forbidden, notFound, ok, pageParams, type AuthUser, type Knex, type PluginContext } from '@oj/sdk';
import { submissionsService } from '@oj/plugin-submissions/shared';
import { discussionsService } from '@oj/plugin-discussions/shared';
import {
  COMMENT_PAGE_SIZE, CommentBody, CommentDeleteBody, CommentLikeQuery, CommentList, CommentSchema, CommentsQuery, REPLIES_SHOWN, RepliesQuery,
  ReplyBody, ReplyDeleteBody, ReplySchema, type CommentView, type ReplyView,
} from '../shared/index.ts';
import { Areas, type Area } from './areas.ts';
import type { CommentsConfig } from './index.ts';

export const T = { comment: 'comments_comment', reply: 'comments_reply', like: 'comments_like' } as const;

/** the admin role ids (root, admin, problem admin): "administrators" of spec 3 §6 */
const ADMIN_ROLE_IDS = [1000, 1001, 1008];
const badge = (roleId: number): 'root' | 'admin' | null => (roleId === 1000 ? 'root' : ADMIN_ROLE_IDS.includes(roleId) ? 'admin' : null);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

interface CommentRow { id: number; did: number | null; cid: number | null; content: string; uid: string; likeNum: number; gmtCreate: Date; username: string; avatar: string | null; roleId: number; titleName: string | null; titleColor: string | null }
interface ReplyRow { id: number; commentId: number; content: string; uid: string; toUid: string | null; quoteId: number | null; quoteType: string | null; gmtCreate: Date; username: string; avatar: string | null; roleId: number; titleName: string | null; titleColor: string | null; toName: string | null; toAvatar: string | null }

export function commentRoutes(ctx: PluginContext, config: CommentsConfig): void {
  const db = ctx.db;
  const areas = new Areas(ctx);

  const commentQuery = (q: Knex = db) => q(`${T.comment} as c`).join(`${ctx.users.table} as u`, 'u.uid', 'c.uid')
    .select('c.*', 'u.username', 'u.avatar', 'u.roleId', 'u.titleName', 'u.titleColor');
  const replyQuery = () => db(`${T.reply} as r`).join(`${ctx.users.table} as u`, 'u.uid', 'r.uid').leftJoin(`${ctx.users.table} as t`, 't.uid', 'r.toUid')
    .select('r.*', 'u.username', 'u.avatar', 'u.roleId', 'u.titleName', 'u.titleColor', 't.username as toName', 't.avatar as toAvatar');

  /** a running contest's Q&A: one's own, and administrators' (site admin roles and the contest's owner) */
  function visibleTo(area: Area, user: AuthUser | null, alias: 'c' | 'r') {
    return (b: Knex.QueryBuilder) => {
      if (!area.restricted) return;
      b.where((w) => {
        w.where(`${alias}.uid`, user?.uid ?? '').orWhereIn('u.roleId', ADMIN_ROLE_IDS);
        if (area.ownerUid) w.orWhere(`${alias}.uid`, area.ownerUid);
        if (alias === 'r') w.orWhere('r.toUid', user?.uid ?? '');
      });
    };
  }

  const replyView = (r: ReplyRow): ReplyView => ({
    id: r.id, commentId: r.commentId, content: r.content, fromUid: r.uid, fromName: r.username, fromAvatar: r.avatar, fromRole: badge(r.roleId),
    fromTitleName: r.titleName, fromTitleColor: r.titleColor, toUid: r.toUid, toName: r.toName, toAvatar: r.toAvatar,
    quoteId: r.quoteId, quoteType: r.quoteType, gmtCreate: iso(r.gmtCreate),
  });
  const commentView = (c: CommentRow, replies: ReplyView[], total: number): CommentView => ({
    id: c.id, did: c.did, cid: c.cid, content: c.content, fromUid: c.uid, fromName: c.username, fromAvatar: c.avatar, fromRole: badge(c.roleId),
    fromTitleName: c.titleName, fromTitleColor: c.titleColor, likeNum: c.likeNum, gmtCreate: iso(c.gmtCreate), totalReplyNum: total, replyList: replies,
  });

  async function commentRow(id: number): Promise<CommentRow> {
    const c = (await commentQuery().where('c.id', id).first()) as CommentRow | undefined;
    if (!c) throw notFound('COMMENTS_NOT_FOUND');
    return c;
  }

  /** the comment, when `user` may see it in its area */
  async function visibleComment(user: AuthUser | null, id: number): Promise<{ c: CommentRow; area: Area }> {
    const c = await commentRow(id);
    const area = await areas.of(user, c);
    if (area.restricted && c.uid !== user?.uid && !ADMIN_ROLE_IDS.includes(c.roleId) && c.uid !== area.ownerUid) throw notFound('COMMENTS_NOT_FOUND');
    return { c, area };
  }

  /** keeps the discussion's comment count (comments and replies) where its list shows it */
  async function recount(area: Area): Promise<void> {
    if (area.kind !== 'discussion') return;
    const [row] = (await db.raw(
      `select (select count(*) from ${T.comment} where did = ?) + (select count(*) from ${T.reply} r join ${T.comment} c on c.id = r.comment_id where c.did = ?) as n`,
      [area.id, area.id],
    )).rows as Array<{ n: string | number }>;
    await ctx.services.maybe(discussionsService)?.setCommentCount(area.id, Number(row!.n));
  }

  /** spec 1 §5: login (the route), the permission (the route), a discussion may need accepted problems; a flood is refused */
  async function mayWrite(user: AuthUser, area: Area): Promise<void> {
    if (area.kind === 'discussion' && !ctx.perms.isAdmin(user)) {
      const { defaultCreateCommentACInitValue: need = 0 } = await ctx.settings.get<{ defaultCreateCommentACInitValue: number }>('switch');
      if (need > 0 && (await ctx.services.get(submissionsService).solvedCount(user.uid)) < need) throw forbidden('COMMENTS_AC_REQUIRED', { n: need });
    }
    await ctx.limits.take(user.uid, 'comment', { max: config.commentsPerMinute, windowSeconds: 60, message: 'COMMENTS_TOO_FAST' });
  }

  const sanitize = (user: AuthUser, content: string) => ctx.markdown.sanitize(content, { trusted: ctx.perms.isAdmin(user) });

  ctx.http.get('/api/comments', {
    config: { public: true },
    schema: { querystring: CommentsQuery, response: { 200: Envelope(CommentList) } },
  }, async (request) => {
    const user = request.user ?? null;
    const area = await areas.resolve(user, request.query);
    const page = pageParams(request.query, COMMENT_PAGE_SIZE);
    const base = db(`${T.comment} as c`).join(`${ctx.users.table} as u`, 'u.uid', 'c.uid')
      .where(`c.${area.kind === 'contest' ? 'cid' : 'did'}`, area.id).modify(visibleTo(area, user, 'c'));
    const [{ n }] = (await base.clone().count({ n: '*' })) as Array<{ n: string | number }>;
    const total = Number(n);
    const rows = total ? ((await base.clone().select('c.*', 'u.username', 'u.avatar', 'u.roleId', 'u.titleName', 'u.titleColor')
      .orderBy('c.id', 'desc').offset(page.offset).limit(page.size)) as CommentRow[]) : [];
    const ids = rows.map((r) => r.id);
    const replyBase = () => db(`${T.reply} as r`).join(`${ctx.users.table} as u`, 'u.uid', 'r.uid').whereIn('r.commentId', ids).modify(visibleTo(area, user, 'r'));
    const counts = new Map<number, number>();
    const firstReplies = new Map<number, ReplyView[]>();
    if (ids.length) {
      for (const r of (await replyBase().groupBy('r.commentId').select('r.commentId').count({ n: '*' })) as Array<{ commentId: number; n: string | number }>) counts.set(r.commentId, Number(r.n));
      // the newest REPLIES_SHOWN replies of each comment
      const ranked = replyBase().select('r.id', db.raw('row_number() over (partition by r.comment_id order by r.id desc) as k'));
      const firstIds = ((await db.from(ranked.as('x')).where('x.k', '<=', REPLIES_SHOWN).select('x.id')) as Array<{ id: number }>).map((x) => x.id);
      const replies = firstIds.length ? ((await replyQuery().whereIn('r.id', firstIds).orderBy('r.id', 'desc')) as ReplyRow[]) : [];
      for (const r of replies) firstReplies.set(r.commentId, [...(firstReplies.get(r.commentId) ?? []), replyView(r)]);
    }
    const liked = user && ids.length ? ((await db(T.like).where({ uid: user.uid }).whereIn('commentId', ids).select('commentId')) as Array<{ commentId: number }>) : [];
    const likeMap: Record<string, boolean> = {};
    for (const id of ids) likeMap[String(id)] = false;
    for (const l of liked) likeMap[String(l.commentId)] = true;
    return ok({
      commentList: { records: rows.map((r) => commentView(r, firstReplies.get(r.id) ?? [], counts.get(r.id) ?? 0)), total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) },
      commentLikeMap: likeMap,
    });
  });

  ctx.http.post('/api/comment', {
    config: { perm: 'comment_add', extraFields: 'strip' },
    schema: { body: CommentBody, response: { 200: Envelope(CommentSchema) } },
  }, async (request) => {
    const user = request.user!;
    const area = await areas.resolve(user, request.body);
    await mayWrite(user, area);
    const content = sanitize(user, request.body.content);
    const [row] = (await db(T.comment).insert({ content, uid: user.uid, ...(area.kind === 'contest' ? { cid: area.id } : { did: area.id }) }).returning('id')) as Array<{ id: number }>;
    await recount(area);
    if (area.kind === 'discussion' && area.authorUid) {
      await ctx.messages.remind({
        action: 'Discuss', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: content,
        url: area.url, senderId: user.uid, recipientId: area.authorUid,
      });
    }
    return ok(commentView(await commentRow(row!.id), [], 0), ctx.i18n.t(request.locale, 'COMMENTS_COMMENTED'));
  });

  ctx.http.delete('/api/comment', {
    config: { auth: true, extraFields: 'strip' },
    schema: { body: CommentDeleteBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { c, area } = await visibleComment(user, request.body.id);
    // spec 1 §5: the author, the admin roles on discussions, contest admins in contests
    if (c.uid !== user.uid && !area.admin) throw forbidden('COMMENTS_DELETE_DENIED');
    await db(T.comment).where({ id: c.id }).delete();
    await recount(area);
    return ok(null, ctx.i18n.t(request.locale, 'COMMENTS_DELETED'));
  });

  ctx.http.get('/api/comment-like', {
    config: { auth: true },
    schema: { querystring: CommentLikeQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { c, area } = await visibleComment(user, request.query.cid);
    const toLike = request.query.toLike === true || request.query.toLike === 'true';
    await ctx.limits.take(user.uid, 'like', { max: config.likesPerMinute, windowSeconds: 60, message: 'COMMENTS_TOO_FAST' });
    let changed = false;
    await db.transaction(async (trx) => {
      if (toLike) {
        changed = ((await trx(T.like).insert({ commentId: c.id, uid: user.uid }).onConflict(['commentId', 'uid']).ignore().returning('commentId')) as unknown[]).length > 0;
        if (changed) await trx(T.comment).where({ id: c.id }).increment('likeNum', 1);
      } else {
        changed = (await trx(T.like).where({ commentId: c.id, uid: user.uid }).delete()) > 0;
        if (changed) await trx(T.comment).where({ id: c.id }).where('likeNum', '>', 0).decrement('likeNum', 1);
      }
    });
    if (changed && toLike) {
      await ctx.messages.remind({
        action: 'Like_Discuss', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: c.content,
        url: area.url, senderId: user.uid, recipientId: c.uid,
      });
    }
    return ok(null, ctx.i18n.t(request.locale, toLike ? 'COMMENTS_LIKED' : 'COMMENTS_UNLIKED'));
  });

  ctx.http.get('/api/reply', {
    config: { public: true },
    schema: { querystring: RepliesQuery, response: { 200: Envelope(Type.Array(ReplySchema)) } },
  }, async (request) => {
    const user = request.user ?? null;
    const { c, area } = await visibleComment(user, request.query.commentId);
    const rows = (await replyQuery().where('r.commentId', c.id).modify(visibleTo(area, user, 'r')).orderBy('r.id', 'desc')) as ReplyRow[];
    return ok(rows.map(replyView));
  });

  ctx.http.post('/api/reply', {
    config: { perm: 'reply_add', extraFields: 'strip' },
    schema: { body: ReplyBody, response: { 200: Envelope(ReplySchema) } },
  }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const { c, area } = await visibleComment(user, body.reply.commentId);
    // spec 1 §5: in a contest, a reply needs the comment's author, a contest admin, or a comment from neither a root nor the owner
    if (area.kind === 'contest' && c.uid !== user.uid && !area.admin && (c.roleId === 1000 || c.uid === area.ownerUid)) throw forbidden('COMMENTS_REPLY_DENIED');
    // the quoted item: the comment, or a reply under it; the user replied to is its author
    let quote: { id: number; type: 'Comment' | 'Reply'; content: string; uid: string } = { id: c.id, type: 'Comment', content: c.content, uid: c.uid };
    if (body.quoteType === 'Reply' && body.quoteId != null) {
      const r = (await db(T.reply).where({ id: body.quoteId, commentId: c.id }).first()) as { id: number; content: string; uid: string } | undefined;
      if (!r) throw notFound('COMMENTS_NOT_FOUND');
      quote = { id: r.id, type: 'Reply', content: r.content, uid: r.uid };
    }
    const toUid = body.reply.toUid && body.reply.toUid === quote.uid ? body.reply.toUid : quote.uid;
    await mayWrite(user, area);
    const content = sanitize(user, body.reply.content);
    const [row] = (await db(T.reply).insert({ commentId: c.id, content, uid: user.uid, toUid, quoteId: quote.id, quoteType: quote.type }).returning('id')) as Array<{ id: number }>;
    await recount(area);
    await ctx.messages.remind({
      action: 'Reply', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: content,
      quoteId: quote.id, quoteType: quote.type, quoteContent: quote.content, url: area.url, senderId: user.uid, recipientId: toUid,
    });
    const created = (await replyQuery().where('r.id', row!.id).first()) as ReplyRow;
    return ok(replyView(created), ctx.i18n.t(request.locale, 'COMMENTS_REPLIED'));
  });

  ctx.http.delete('/api/reply', {
    config: { auth: true, extraFields: 'strip' },
    schema: { body: ReplyDeleteBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const r = (await db(T.reply).where({ id: request.body.reply.id }).first()) as { id: number; commentId: number; uid: string } | undefined;
    if (!r) throw notFound('COMMENTS_NOT_FOUND');
    const { area } = await visibleComment(user, r.commentId);
    if (r.uid !== user.uid && !area.admin) throw forbidden('COMMENTS_DELETE_DENIED');
    await db(T.reply).where({ id: r.id }).delete();
    await recount(area);
    return ok(null, ctx.i18n.t(request.locale, 'COMMENTS_DELETED'));
  });

  // a discussion deleted takes its comments with it
  ctx.bus.on('discussion.deleted', async ({ did }) => {
    await db(T.comment).where({ did }).delete();
  });
}

// The comment routes (spec 1 §7 "Comments", reference CommentController), each mounted from its call
// (shared/calls.ts): the list with the first replies and the caller's likes, comment, reply, like,
// delete. The area rules are areas.ts.
import {
  ADMIN_ROLE_IDS, ROLE_IDS, forbidden, isAdminRoleId, mountCall, notFound, ok, pageParams, roleBadge, type AuthUser, type PluginContext,
} from '@oj/sdk';
import { submissionsService } from '@oj/plugin-submissions/shared';
import { discussionsService } from '@oj/plugin-discussions/shared';
import {
  COMMENT_PAGE_SIZE, REPLIES_SHOWN, type CommentView, type ListedCommentRow, type ListedReplyRow, type ReplyView,
} from '../shared/index.ts';
import { commentCalls } from '../shared/calls.ts';
import type { Area, Areas } from './areas.ts';
import type { CommentsConfig } from './index.ts';
import type { CommentStore, Narrowing } from './store.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * A running contest's Q&A shows a non-admin one's own comments and administrators' (the site's
 * admin roles and the contest's owner), and replies to them; elsewhere everything (null)
 */
function narrowingOf(area: Area, user: AuthUser | null): Narrowing | null {
  if (!area.restricted) return null;
  return { viewerUid: user?.uid ?? '', uids: area.ownerUid ? [area.ownerUid] : [], roleIds: ADMIN_ROLE_IDS };
}

export function commentRoutes(ctx: PluginContext, store: CommentStore, areas: Areas, config: CommentsConfig): void {
  const replyView = (r: ListedReplyRow): ReplyView => ({
    id: r.id, commentId: r.commentId, content: r.content, fromUid: r.uid, fromName: r.username, fromAvatar: r.avatar, fromRole: roleBadge(r.roleId),
    fromTitleName: r.titleName, fromTitleColor: r.titleColor, toUid: r.toUid, toName: r.toName, toAvatar: r.toAvatar,
    quoteId: r.quoteId, quoteType: r.quoteType, gmtCreate: iso(r.gmtCreate),
  });
  const commentView = (c: ListedCommentRow, replies: ReplyView[], total: number): CommentView => ({
    id: c.id, did: c.did, cid: c.cid, content: c.content, fromUid: c.uid, fromName: c.username, fromAvatar: c.avatar, fromRole: roleBadge(c.roleId),
    fromTitleName: c.titleName, fromTitleColor: c.titleColor, likeNum: c.likeNum, gmtCreate: iso(c.gmtCreate), totalReplyNum: total, replyList: replies,
  });

  async function commentRow(id: number): Promise<ListedCommentRow> {
    const c = await store.comment(id);
    if (!c) throw notFound('COMMENTS_NOT_FOUND');
    return c;
  }

  /** the comment, when `user` may see it in its area */
  async function visibleComment(user: AuthUser | null, id: number): Promise<{ c: ListedCommentRow; area: Area }> {
    const c = await commentRow(id);
    const area = await areas.of(user, c);
    if (area.restricted && c.uid !== user?.uid && !isAdminRoleId(c.roleId) && c.uid !== area.ownerUid) throw notFound('COMMENTS_NOT_FOUND');
    return { c, area };
  }

  /** keeps the discussion's comment count (comments and replies) where its list shows it */
  async function recount(area: Area): Promise<void> {
    if (area.kind !== 'discussion') return;
    await ctx.services.maybe(discussionsService)?.setCommentCount(area.id, await store.discussionCount(area.id));
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

  mountCall(ctx.http, commentCalls.list, { config: { public: true } }, async (request) => {
    const user = request.user ?? null;
    const area = await areas.resolve(user, request.query);
    const page = pageParams(request.query, COMMENT_PAGE_SIZE);
    const narrowing = narrowingOf(area, user);
    const { rows, total } = await store.page(area, narrowing, page.offset, page.size);
    const ids = rows.map((r) => r.id);
    let counts = new Map<number, number>();
    const firstReplies = new Map<number, ReplyView[]>();
    if (ids.length) {
      counts = await store.replyCounts(ids, narrowing);
      // the newest REPLIES_SHOWN replies of each comment
      for (const r of await store.firstReplies(ids, narrowing, REPLIES_SHOWN)) firstReplies.set(r.commentId, [...(firstReplies.get(r.commentId) ?? []), replyView(r)]);
    }
    const liked = user && ids.length ? await store.likedBy(user.uid, ids) : [];
    const likeMap: Record<string, boolean> = {};
    for (const id of ids) likeMap[String(id)] = false;
    for (const id of liked) likeMap[String(id)] = true;
    return ok({
      commentList: { records: rows.map((r) => commentView(r, firstReplies.get(r.id) ?? [], counts.get(r.id) ?? 0)), total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) },
      commentLikeMap: likeMap,
    });
  });

  mountCall(ctx.http, commentCalls.create, { config: { perm: 'comment_add', extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const area = await areas.resolve(user, request.body);
    await mayWrite(user, area);
    const content = sanitize(user, request.body.content);
    const id = await store.insertComment(area, user.uid, content);
    await recount(area);
    if (area.kind === 'discussion' && area.authorUid) {
      await ctx.messages.remind({
        action: 'Discuss', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: content,
        url: area.url, senderId: user.uid, recipientId: area.authorUid,
      });
    }
    return ok(commentView(await commentRow(id), [], 0), ctx.i18n.t(request.locale, 'COMMENTS_COMMENTED'));
  });

  mountCall(ctx.http, commentCalls.remove, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { c, area } = await visibleComment(user, request.body.id);
    // spec 1 §5: the author, the admin roles on discussions, contest admins in contests
    if (c.uid !== user.uid && !area.admin) throw forbidden('COMMENTS_DELETE_DENIED');
    await store.removeComment(c.id);
    await recount(area);
    return ok(null, ctx.i18n.t(request.locale, 'COMMENTS_DELETED'));
  });

  mountCall(ctx.http, commentCalls.like, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { c, area } = await visibleComment(user, request.query.cid);
    const toLike = request.query.toLike === true || request.query.toLike === 'true';
    await ctx.limits.take(user.uid, 'like', { max: config.likesPerMinute, windowSeconds: 60, message: 'COMMENTS_TOO_FAST' });
    const changed = await store.setLike(c.id, user.uid, toLike);
    if (changed && toLike) {
      await ctx.messages.remind({
        action: 'Like_Discuss', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: c.content,
        url: area.url, senderId: user.uid, recipientId: c.uid,
      });
    }
    return ok(null, ctx.i18n.t(request.locale, toLike ? 'COMMENTS_LIKED' : 'COMMENTS_UNLIKED'));
  });

  mountCall(ctx.http, commentCalls.replies, { config: { public: true } }, async (request) => {
    const user = request.user ?? null;
    const { c, area } = await visibleComment(user, request.query.commentId);
    return ok((await store.replies(c.id, narrowingOf(area, user))).map(replyView));
  });

  mountCall(ctx.http, commentCalls.reply, { config: { perm: 'reply_add', extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const { c, area } = await visibleComment(user, body.reply.commentId);
    // spec 1 §5: in a contest, a reply needs the comment's author, a contest admin, or a comment from neither a root nor the owner
    if (area.kind === 'contest' && c.uid !== user.uid && !area.admin && (c.roleId === ROLE_IDS.root || c.uid === area.ownerUid)) throw forbidden('COMMENTS_REPLY_DENIED');
    // the quoted item: the comment, or a reply under it; the user replied to is its author
    let quote: { id: number; type: 'Comment' | 'Reply'; content: string; uid: string } = { id: c.id, type: 'Comment', content: c.content, uid: c.uid };
    if (body.quoteType === 'Reply' && body.quoteId != null) {
      const r = await store.replyUnder(c.id, body.quoteId);
      if (!r) throw notFound('COMMENTS_NOT_FOUND');
      quote = { id: r.id, type: 'Reply', content: r.content, uid: r.uid };
    }
    const toUid = body.reply.toUid && body.reply.toUid === quote.uid ? body.reply.toUid : quote.uid;
    await mayWrite(user, area);
    const content = sanitize(user, body.reply.content);
    const replyId = await store.insertReply({ commentId: c.id, content, uid: user.uid, toUid, quoteId: quote.id, quoteType: quote.type });
    await recount(area);
    await ctx.messages.remind({
      action: 'Reply', sourceId: area.id, sourceType: area.sourceType, sourceTitle: area.title, sourceContent: content,
      quoteId: quote.id, quoteType: quote.type, quoteContent: quote.content, url: area.url, senderId: user.uid, recipientId: toUid,
    });
    return ok(replyView((await store.listedReply(replyId))!), ctx.i18n.t(request.locale, 'COMMENTS_REPLIED'));
  });

  mountCall(ctx.http, commentCalls.removeReply, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const r = await store.reply(request.body.reply.id);
    if (!r) throw notFound('COMMENTS_NOT_FOUND');
    const { area } = await visibleComment(user, r.commentId);
    if (r.uid !== user.uid && !area.admin) throw forbidden('COMMENTS_DELETE_DENIED');
    await store.removeReply(r.id);
    await recount(area);
    return ok(null, ctx.i18n.t(request.locale, 'COMMENTS_DELETED'));
  });

  // a discussion deleted takes its comments with it
  ctx.bus.on('discussion.deleted', async ({ did }) => {
    await store.removeOfDiscussion(did);
  });
}

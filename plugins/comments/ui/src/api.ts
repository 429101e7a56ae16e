// The comment calls (spec 1 §7 "Comments"). The payloads are the routes' own schemas
// (shared/comment.ts): a field the server adds, drops or retypes fails this file's type check.
// Refusals are shown by the client as a toast with the server's msg (already in the caller's language).
import { api, request } from '@oj/ui';
import type { Static } from '@sinclair/typebox';
import {
  COMMENT_PAGE_SIZE,
  type CommentBody, type CommentDeleteBody, type CommentLikeQuery, type CommentList, type CommentView, type RepliesQuery,
  type ReplyBody, type ReplyDeleteBody, type ReplyView,
} from '@oj/plugin-comments/browser';

export type { CommentView, ReplyView };

/** the comment area a widget shows: a discussion's (did) or a contest's Q&A (cid) */
export type AreaRef = { kind: 'discussion'; id: number } | { kind: 'contest'; id: number };

const areaField = (a: AreaRef): { did: number } | { cid: number } => (a.kind === 'contest' ? { cid: a.id } : { did: a.id });

/** one page of top-level comments (newest first) with each one's first replies and the caller's likes */
export const getComments = (area: AreaRef, currentPage: number, limit = COMMENT_PAGE_SIZE) =>
  api.get<CommentList>('/api/comments', { ...areaField(area), currentPage, limit });

export const postComment = (area: AreaRef, content: string) =>
  api.post<CommentView>('/api/comment', { content, ...areaField(area) } satisfies CommentBody);

export const deleteComment = (id: number) =>
  request<null>('/api/comment', { method: 'DELETE', data: { id } satisfies Static<typeof CommentDeleteBody> });

export const likeComment = (area: AreaRef, commentId: number, toLike: boolean) =>
  api.get<null>('/api/comment-like', {
    cid: commentId, toLike, sourceId: area.id, sourceType: area.kind === 'contest' ? 'Contest' : 'Discussion',
  } satisfies Static<typeof CommentLikeQuery>);

/** every reply of a comment, newest first */
export const getReplies = (area: AreaRef, commentId: number) =>
  api.get<ReplyView[]>('/api/reply', { commentId, ...(area.kind === 'contest' ? { cid: area.id } : {}) } satisfies Static<typeof RepliesQuery>);

/** a reply to the comment (quote: the comment) or to one of its replies (quote: that reply, naming its author) */
export const postReply = (area: AreaRef, commentId: number, content: string, quote: { type: 'Comment' | 'Reply'; id: number; toUid: string | null }) =>
  api.post<ReplyView>('/api/reply', {
    reply: { commentId, content, toUid: quote.toUid },
    ...areaField(area),
    quoteId: quote.id,
    quoteType: quote.type,
  } satisfies ReplyBody);

export const deleteReply = (area: AreaRef, id: number) =>
  request<null>('/api/reply', { method: 'DELETE', data: { reply: { id }, ...areaField(area) } satisfies Static<typeof ReplyDeleteBody> });

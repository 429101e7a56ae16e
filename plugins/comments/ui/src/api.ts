// The comment calls (spec 1 §7 "Comments"), each through its call (shared/calls.ts, the value the
// route is mounted from): a field the server adds, drops or retypes fails this file's type check.
// Refusals are shown by the client as a toast with the server's msg (already in the caller's language).
import { api } from '@oj/ui';
import { COMMENT_PAGE_SIZE, commentCalls, type CommentView, type ReplyView } from '@oj/plugin-comments/browser';

export type { CommentView, ReplyView };

/** the comment area a widget shows: a discussion's (did) or a contest's Q&A (cid) */
export type AreaRef = { kind: 'discussion'; id: number } | { kind: 'contest'; id: number };

const areaField = (a: AreaRef): { did: number } | { cid: number } => (a.kind === 'contest' ? { cid: a.id } : { did: a.id });

/** one page of top-level comments (newest first) with each one's first replies and the caller's likes */
export const getComments = (area: AreaRef, currentPage: number, limit = COMMENT_PAGE_SIZE) =>
  api.call(commentCalls.list, { query: { ...areaField(area), currentPage, limit } });

export const postComment = (area: AreaRef, content: string) => api.call(commentCalls.create, { body: { content, ...areaField(area) } });

export const deleteComment = (id: number) => api.call(commentCalls.remove, { body: { id } });

export const likeComment = (area: AreaRef, commentId: number, toLike: boolean) =>
  api.call(commentCalls.like, {
    query: { cid: commentId, toLike, sourceId: area.id, sourceType: area.kind === 'contest' ? 'Contest' : 'Discussion' },
  });

/** every reply of a comment, newest first */
export const getReplies = (area: AreaRef, commentId: number) =>
  api.call(commentCalls.replies, { query: { commentId, ...(area.kind === 'contest' ? { cid: area.id } : {}) } });

/** a reply to the comment (quote: the comment) or to one of its replies (quote: that reply, naming its author) */
export const postReply = (area: AreaRef, commentId: number, content: string, quote: { type: 'Comment' | 'Reply'; id: number; toUid: string | null }) =>
  api.call(commentCalls.reply, {
    body: {
      reply: { commentId, content, toUid: quote.toUid },
      ...areaField(area),
      quoteId: quote.id,
      quoteType: quote.type,
    },
  });

export const deleteReply = (area: AreaRef, id: number) => api.call(commentCalls.removeReply, { body: { reply: { id }, ...areaField(area) } });

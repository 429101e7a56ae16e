// The comments plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. Browser-safe.
import { Type } from '@sinclair/typebox';
import { defineCall } from '@oj/sdk/shared';
import {
  CommentBody, CommentDeleteBody, CommentLikeQuery, CommentList, CommentSchema, CommentsQuery, RepliesQuery, ReplyBody, ReplyDeleteBody, ReplySchema,
} from './comment.ts';

/** the comment calls (spec 1 §7 "Comments"): the list, comment, like, the replies, reply, and deleting either */
export const commentCalls = {
  list: defineCall('GET', '/api/comments', { query: CommentsQuery, answer: CommentList }),
  create: defineCall('POST', '/api/comment', { body: CommentBody, answer: CommentSchema }),
  remove: defineCall('DELETE', '/api/comment', { body: CommentDeleteBody, answer: Type.Null() }),
  like: defineCall('GET', '/api/comment-like', { query: CommentLikeQuery, answer: Type.Null() }),
  replies: defineCall('GET', '/api/reply', { query: RepliesQuery, answer: Type.Array(ReplySchema) }),
  reply: defineCall('POST', '/api/reply', { body: ReplyBody, answer: ReplySchema }),
  removeReply: defineCall('DELETE', '/api/reply', { body: ReplyDeleteBody, answer: Type.Null() }),
};

// Comments (spec 1 §2.10 "Comment area", §5, §7): the comment area under a discussion and a
// contest's Q&A, with replies and likes, and the discussion, reply and like messages they send
// to the message centre. The areas come from the discussions and contests plugins when enabled.
import { Type, type Static } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { commentRoutes } from './routes.ts';
import { Areas } from './areas.ts';
import { CommentStore } from './store.ts';

const Config = Type.Object({
  /** comments and replies a user may write in a minute */
  commentsPerMinute: Type.Integer({ minimum: 1, default: 6 }),
  likesPerMinute: Type.Integer({ minimum: 1, default: 30 }),
});
export type CommentsConfig = Static<typeof Config>;

export default definePlugin(new URL('..', import.meta.url), {
  id: 'comments',
  requires: ['submissions'],
  optional: ['discussions', 'contests'],
  config: Config,
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/comments/ and /api/admin/comments/
  routes: [
    '/api/comments', '/api/comment', '/api/comment-like', '/api/reply',
  ],
  async setup(ctx) {
    const store = new CommentStore(ctx);
    const areas = new Areas(ctx);
    commentRoutes(ctx, store, areas, ctx.config as CommentsConfig);
  },
});

// Discussions (spec 3 "Discussions"; reference DiscussionController, AdminDiscussionController):
// posts in categories with likes and reports, the admin pages' calls, and the discussion as a
// comment area for the comments plugin. Group discussions are the groups plugin's, through
// discussionOwnerPoint.
import { Type, type Static } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { discussionsService } from '../shared/index.ts';
import { Discussions } from './core.ts';
import { discussionStores } from './stores/index.ts';
import { userRoutes } from './user-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { discussionWrites } from './writes.ts';

const Config = Type.Object({
  /** posts and edits a user may make in a minute (on top of the site's daily limit) */
  postsPerMinute: Type.Integer({ minimum: 1, default: 3 }),
  likesPerMinute: Type.Integer({ minimum: 1, default: 30 }),
  reportsPerHour: Type.Integer({ minimum: 1, default: 10 }),
});
export type DiscussionsConfig = Static<typeof Config>;

export default definePlugin(new URL('..', import.meta.url), {
  id: 'discussions',
  requires: ['problems', 'submissions'],
  config: Config,
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/discussions/ and /api/admin/discussions/
  routes: [
    '/api/get-discussion-list', '/api/get-discussion-detail', '/api/discussion', '/api/discussion-category', '/api/discussion-like',
    '/api/discussion-report', '/api/admin/discussion', '/api/admin/discussion-report',
  ],
  async setup(ctx) {
    const stores = discussionStores(ctx);
    const discussions = new Discussions(ctx, stores);
    const writes = discussionWrites(ctx, discussions, ctx.config as DiscussionsConfig);
    ctx.provide(discussionsService, {
      async readable(user, did) {
        try {
          return discussions.ref(await discussions.readable(user, did));
        } catch {
          return null;
        }
      },
      async isModerator(user, did) {
        const d = await discussions.get(did);
        return !!d && (await discussions.isModerator(user, d));
      },
      async setCommentCount(did, count) {
        await stores.discussions.setCommentCount(did, count);
      },
      page: (user, gid, query, all) => writes.page(user, query, { gid, all }),
      post: (user, gid, body) => writes.post(user, body, gid),
      edit: (user, gid, body) => writes.edit(user, body, gid),
      moderate: (user, gid, did, change) => writes.moderate(user, did, gid, change),
      remove: (user, gid, did) => writes.remove(user, did, gid),
    });
    userRoutes(ctx, discussions, writes, ctx.config as DiscussionsConfig);
    adminRoutes(ctx, discussions);
  },
});

// Groups (spec 3 "Groups"; reference GroupController, GroupMemberController,
// GroupAnnouncementController, GroupRankController and the group problem, training, contest and
// discussion controllers): communities with members at five levels, announcements and a rank. A
// group's problems, trainings, contests and discussions stay in their plugins' tables, written
// through those plugins' services under the reference's /api/group/** paths served here; this
// plugin decides who may (members, group admins, the group root or the item's author) and tells
// the others who is a member and who administers a group (their owner points, scopes.ts).
import { Type, type Static } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { groupsService } from '../shared/index.ts';
import { Groups } from './core.ts';
import { GroupStore } from './store.ts';
import { groupRoutes } from './group-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { announcementRoutes } from './announcement-routes.ts';
import { discussionRoutes } from './discussion-routes.ts';
import { problemRoutes } from './problem-routes.ts';
import { trainingRoutes } from './training-routes.ts';
import { contestRoutes } from './contest-routes.ts';
import { contributeScopes } from './scopes.ts';

const Config = Type.Object({
  /** join requests (and join-code tries) a user may make in an hour */
  appliesPerHour: Type.Integer({ minimum: 1, default: 10 }),
});
export type GroupsConfig = Static<typeof Config>;

export default definePlugin(new URL('..', import.meta.url), {
  id: 'groups',
  requires: ['problems', 'submissions', 'trainings', 'contests', 'discussions'],
  config: Config,
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/groups/ and /api/admin/groups/
  routes: [
    '/api/get-group-*', '/api/group', '/api/group/*', '/api/file/upload-group-avatar', '/api/admin/group-problem/*',
  ],
  async setup(ctx) {
    const store = new GroupStore(ctx);
    const groups = new Groups(ctx, store);
    const config = ctx.config as GroupsConfig;
    ctx.provide(groupsService, {
      async get(gid) {
        const g = await groups.get(gid);
        return g ? { id: g.id, name: g.name, shortName: g.shortName, visible: g.visible, uid: g.uid } : null;
      },
      standing: (user, gid) => groups.standing(user, gid),
    });

    contributeScopes(ctx, groups);
    groupRoutes(ctx, groups);
    memberRoutes(ctx, groups, config);
    announcementRoutes(ctx, groups);
    discussionRoutes(ctx, groups);
    problemRoutes(ctx, groups);
    contestRoutes(ctx, groups);
    trainingRoutes(ctx, groups);
  },
});

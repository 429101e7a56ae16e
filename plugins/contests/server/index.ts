// Contests (spec 3; reference §5): ACM and OI contests with registration, problems, submissions
// through the submissions plugin's scope, a board kept up to date on each verdict, announcements,
// printing, AC info and balloons, and the admin pages.
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { contestsService } from '../shared/index.ts';
import { Contests, toView } from './core.ts';
import { contestUserCalls } from './user-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { Boards } from './boards.ts';
import { keepRecords } from './records.ts';
import { rankRoutes } from './rank-routes.ts';
import { acDownloadRoute } from './ac-download.ts';

export default definePlugin(new URL('..', import.meta.url), {
  id: 'contests',
  requires: ['problems', 'submissions'],
  config: Type.Object({}),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  async setup(ctx) {
    const contests = new Contests(ctx);
    ctx.provide(contestsService, {
      async get(cid) {
        const row = await contests.get(cid);
        return row ? toView(row) : null;
      },
      async isContestAdmin(user, cid) {
        const row = await contests.get(cid);
        return row ? contests.isContestAdmin(user, row) : false;
      },
      async enter(user, cid) {
        const { contest, entry } = await access.enter(user, cid);
        return { contest: toView(contest), admin: entry.admin };
      },
    });
    // user routes, scopes, the board and the admin routes are added by their modules
    const access = contestUserCalls(ctx, contests);
    const boards = new Boards(ctx);
    keepRecords(ctx, contests, boards);
    rankRoutes(ctx, access, boards);
    acDownloadRoute(ctx, access);
    adminRoutes(ctx, contests);
  },
});

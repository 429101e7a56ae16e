// Contests (spec 3; reference §5): ACM and OI contests with registration, problems, submissions
// through the submissions plugin's scope, a board kept up to date on each verdict, announcements,
// printing, AC info and balloons, and the admin pages.
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { contestsService } from '../shared/index.ts';
import { ICPC_KEEPALIVE_MAX_MS } from '../shared/icpc.ts';
import { Contests, T, toView } from './core.ts';
import { contestUserCalls } from './user-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { Boards } from './boards.ts';
import { keepRecords } from './records.ts';
import { BoardPushes } from './board-push.ts';
import { rankRoutes } from './rank-routes.ts';
import { acDownloadRoute } from './ac-download.ts';
import { ContestAdmin } from './contest-admin.ts';
import { ContestProblemAdmin } from './contest-problem-admin.ts';
import { groupContestCalls } from './group-calls.ts';
import { icpcRoutes } from './icpc/routes.ts';

export default definePlugin(new URL('..', import.meta.url), {
  id: 'contests',
  requires: ['problems', 'submissions'],
  config: Type.Object({
    /** the ICPC event feed sends a newline this often (ms; the spec asks for at least every 120 s) */
    icpcKeepAliveMs: Type.Integer({ minimum: 10, maximum: ICPC_KEEPALIVE_MAX_MS, default: 60_000 }),
    /** an open ICPC event feed is read again at least this often (ms): new submissions, the clock's state changes */
    icpcFeedPollMs: Type.Integer({ minimum: 10, maximum: 60_000, default: 3000 }),
  }),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/contests/ and /api/admin/contests/
  routes: [
    '/api/get-contest-*', '/api/check-contest-ac-info', '/api/check-contest-print-status', '/api/get-recent-contest', '/api/get-recent-other-contest',
    '/api/register-contest', '/api/submit-print-text', '/api/contest/*', '/api/file/download-contest-*',
    '/api/admin/contest', '/api/admin/contest/*', '/api/admin/judge/rejudge-contest-problem',
    '/api/icpc', '/api/icpc/*',
  ],
  async setup(ctx) {
    const contests = new Contests(ctx);
    const admin = new ContestAdmin(ctx);
    const problemAdmin = new ContestProblemAdmin(ctx, contests);
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
      async problemPid(cid, ref) {
        const byDisplay = (await ctx.db(T.problem).where({ cid, displayId: ref }).first('pid')) as { pid: number } | undefined;
        if (byDisplay) return byDisplay.pid;
        const pid = /^[1-9][0-9]{0,9}$/.test(ref) ? Number(ref) : 0;
        if (!pid || pid > 2_147_483_647) return null;
        const byPid = (await ctx.db(T.problem).where({ cid, pid }).first('pid')) as { pid: number } | undefined;
        return byPid?.pid ?? null;
      },
      // a group's contests, for the groups plugin (spec 3 §7)
      ...groupContestCalls(contests, admin, problemAdmin),
    });
    // user routes, scopes, the board and the admin routes are added by their modules
    const access = contestUserCalls(ctx, contests);
    const boards = new Boards(ctx);
    keepRecords(ctx, contests, boards);
    new BoardPushes(ctx, contests, boards);
    rankRoutes(ctx, access, boards);
    acDownloadRoute(ctx, access);
    adminRoutes(ctx, contests, admin, problemAdmin);
    icpcRoutes(ctx, contests, access, boards, { keepAliveMs: ctx.config.icpcKeepAliveMs, pollMs: ctx.config.icpcFeedPollMs });
  },
});

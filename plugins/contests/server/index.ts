// Contests (spec 3; reference §5): ACM and OI contests with registration, problems, submissions
// through the submissions plugin's scope, a board kept up to date on each verdict, announcements,
// printing, AC info and balloons, and the admin pages. The stores (stores/) are the only code that
// reads and writes the plugin's tables; the services are built on them, then every route module
// is mounted here.
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { contestsService } from '../shared/index.ts';
import { ICPC_KEEPALIVE_MAX_MS } from '../shared/icpc.ts';
import { Contests, toView } from './core.ts';
import { ContestAccess } from './access.ts';
import { Teams } from './teams.ts';
import { userRoutes } from './user-routes.ts';
import { helperRoutes } from './helper-routes.ts';
import { teamRoutes } from './team-routes.ts';
import { contributeScopes } from './scopes.ts';
import { adminRoutes } from './admin-routes.ts';
import { adminProblemRoutes } from './admin-problem-routes.ts';
import { Boards } from './boards.ts';
import { keepRecords } from './records.ts';
import { BoardPushes } from './board-push.ts';
import { rankRoutes } from './rank-routes.ts';
import { acDownloadRoute } from './ac-download.ts';
import { ContestAdmin } from './contest-admin.ts';
import { ContestProblemAdmin } from './contest-problem-admin.ts';
import { groupContestCalls } from './group-calls.ts';
import { balloonRoutes } from './balloons.ts';
import { printQueueRoutes } from './print-queue.ts';
import { FeedStreams } from './icpc/feed.ts';
import { icpcPackageRoute } from './icpc/package.ts';
import { IcpcReads } from './icpc/reads.ts';
import { icpcRoutes } from './icpc/routes.ts';
import { IcpcSources } from './icpc/source.ts';
import { icpcTokenRoutes } from './icpc/token-routes.ts';
import { IcpcTokens } from './icpc/tokens.ts';
import { AnnouncementStore } from './stores/announcements.ts';
import { ContestStore } from './stores/contests.ts';
import { IcpcTokenStore } from './stores/icpc-tokens.ts';
import { PrintStore } from './stores/prints.ts';
import { ContestRecordStore } from './stores/records.ts';
import { RegistrationStore } from './stores/registrations.ts';
import { TeamStore } from './stores/teams.ts';

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
    // the stores: the only code naming the plugin's tables
    const store = new ContestStore(ctx);
    const registrations = new RegistrationStore(ctx);
    const records = new ContestRecordStore(ctx);
    const teamStore = new TeamStore(ctx);
    const announcements = new AnnouncementStore(ctx);
    const prints = new PrintStore(ctx);
    const tokenStore = new IcpcTokenStore(ctx);

    // the services
    const contests = new Contests(ctx, store, registrations);
    const teams = new Teams(ctx, teamStore, records);
    const access = new ContestAccess(ctx, contests, teams);
    const admin = new ContestAdmin(ctx, store, records, announcements);
    const problemAdmin = new ContestProblemAdmin(ctx, contests, store, records);
    const boards = new Boards(ctx, records, teamStore);
    const tokens = new IcpcTokens(ctx, contests, tokenStore);
    const sources = new IcpcSources(ctx, contests, { announcements, records, registrations, teams: teamStore });
    const feeds = new FeedStreams(ctx, { keepAliveMs: ctx.config.icpcKeepAliveMs, pollMs: ctx.config.icpcFeedPollMs });
    const icpc = new IcpcReads(ctx, sources, boards);

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
        const byDisplay = await store.problemByDisplayId(cid, ref);
        if (byDisplay) return byDisplay.pid;
        const pid = /^[1-9][0-9]{0,9}$/.test(ref) ? Number(ref) : 0;
        if (!pid || pid > 2_147_483_647) return null;
        return (await store.problemByPid(cid, pid))?.pid ?? null;
      },
      // a group's contests, for the groups plugin (spec 3 §7)
      ...groupContestCalls(contests, admin, problemAdmin),
    });

    // the board kept on each verdict, and its open pages told
    keepRecords(ctx, contests, records, boards);
    new BoardPushes(ctx, contests, boards, registrations);

    // what a participant meets: the contest's calls, printing and the admin helper, teams, and the
    // contest as a submission and problem scope
    userRoutes(ctx, access, registrations, records, announcements);
    helperRoutes(ctx, access, { prints, records, teams: teamStore, tokens: tokenStore });
    teamRoutes(ctx, access, teams);
    contributeScopes(ctx, access);
    // the boards and the AC download
    rankRoutes(ctx, access, boards, records);
    acDownloadRoute(ctx, access, records, teamStore);
    // the admin pages
    adminRoutes(ctx, contests, admin);
    adminProblemRoutes(ctx, contests, problemAdmin, records);
    // the ICPC Contest API, its tokens and the package export; the onsite helpers with their tokens:
    // the print queue's printer hosts (role 'printer') and the balloon runners (role 'balloon')
    icpcTokenRoutes(ctx, access, tokens);
    printQueueRoutes(ctx, access, tokens, prints);
    balloonRoutes(ctx, access, tokens, { contests: store, records, registrations, teams: teamStore });
    icpcPackageRoute(ctx, access, icpc.snapshotOf, icpc.apiInfo);
    icpcRoutes(ctx, icpc, tokens, feeds);
  },
});

// Submissions: submit, judge through the `judge` / `judge-results` queues, read with the
// visibility rules of spec 2 §6, administer judging, and keep ranks and widgets up to date
// (spec 2; ARCHITECTURE §5, §7).
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { submissionsService } from '../shared/scope.ts';
import '../shared/events.ts';
import { JudgeQueue } from './judge-queue.ts';
import { Judging } from './judging.ts';
import { SubmissionView } from './view.ts';
import { SubmissionReads } from './reads.ts';
import { submitRoutes } from './submit-routes.ts';
import { queryRoutes } from './query-routes.ts';
import { contestListRoutes } from './contest-list.ts';
import { adminRoutes } from './admin-routes.ts';
import { rankRoutes } from './rank-routes.ts';
import { testRunRoutes } from './test-run-routes.ts';
import { contributeExtensions, latestResult, practiceResults, userProblemStatus } from './extensions.ts';
import { startResultsWorker, startSweeper } from './results-worker.ts';
import { caseResults, contestSubmissions } from './contest-reads.ts';
import { submissionStores } from './stores/index.ts';

export default definePlugin(new URL('..', import.meta.url), {
  id: 'submissions',
  requires: ['problems'],
  config: Type.Object({
    /** judge results applied at once on this web node */
    resultsConcurrency: Type.Integer({ minimum: 1, maximum: 64, default: 4 }),
    /** how often the sweeper looks for unfinished submissions without a live job */
    sweepEveryMs: Type.Integer({ minimum: 100, default: 30_000 }),
    /** an unfinished submission untouched this long is checked by the sweeper */
    sweepStaleMs: Type.Integer({ minimum: 0, default: 60_000 }),
    /** re-adds of one attempt's job before its verdict becomes System Error (ARCHITECTURE §5: 3) */
    maxSweeps: Type.Integer({ minimum: 0, default: 3 }),
    /** one online test run per user every this many seconds (0: no limit) */
    testRunGapSeconds: Type.Integer({ minimum: 0, maximum: 3600, default: 3 }),
    /** run the results worker and the sweeper on this node */
    judgeResults: Type.Boolean({ default: true }),
  }),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/submissions/ and /api/admin/submissions/
  routes: [
    '/api/submit-problem-judge', '/api/submit-problem-test-judge', '/api/resubmit', '/api/submission', '/api/get-test-judge-result',
    '/api/get-submission-list', '/api/get-submission-detail', '/api/check-submissions-status', '/api/get-all-case-result', '/api/get-last-ac-code',
    '/api/contest-submissions', '/api/check-contest-submissions-status',
    '/api/get-rank-list', '/api/get-recent-seven-ac-rank', '/api/get-last-week-submission-statistics',
    '/api/admin/judge/rejudge', '/api/admin/judge/manual-judge', '/api/admin/judge/cancel-judge',
  ],
  async setup(ctx) {
    const stores = submissionStores(ctx);
    const { judge, summaries, testRuns } = stores;
    const reads = new SubmissionReads(ctx);
    const judgeQueue = new JudgeQueue(ctx);
    const judging = new Judging(ctx, stores, judgeQueue, reads);
    const view = new SubmissionView(ctx);
    submitRoutes(ctx, judge, view, judging, reads);
    const contestLists = contestListRoutes(ctx, judge, view);
    queryRoutes(ctx, judge, view, reads, contestLists);
    adminRoutes(ctx, judge, view, judging);
    rankRoutes(ctx, summaries);
    testRunRoutes(ctx, testRuns, ctx.config.testRunGapSeconds);
    contributeExtensions(ctx, stores, reads);
    ctx.provide(submissionsService, {
      async rejudge(submitId) {
        const row = await judge.byId(submitId);
        if (row) await judging.restart(row, 'rejudge');
      },
      userProblemStatus: userProblemStatus(stores),
      practiceResults: practiceResults(stores),
      latestResult: latestResult(stores),
      async solvedCount(uid) {
        return Number((await summaries.userStat(uid))?.ac ?? 0);
      },
      async groupResults(gid, uids) {
        // per user and problem: solved, submissions, best score; then per user
        const rows = await judge.groupResults(gid, uids);
        return new Map(rows.map((r) => [r.uid, { ac: Number(r.ac), total: Number(r.total), score: Number(r.score) }]));
      },
      reporter: (submitId, attempt, judger) => judging.dispatch.reporter(submitId, attempt, judger),
      async code(submitIds) {
        const out = new Map<number, { code: string; language: string }>();
        for (let i = 0; i < submitIds.length; i += 1000) {
          const rows = await judge.code(submitIds.slice(i, i + 1000));
          for (const r of rows) out.set(r.submitId, { code: r.code, language: r.language });
        }
        return out;
      },
      contestSubmissions: contestSubmissions(judge),
      caseResults: caseResults(judge),
    });
    if (ctx.config.judgeResults) {
      startResultsWorker(ctx, judging, testRuns, ctx.config.resultsConcurrency);
      startSweeper(ctx, judging, { everyMs: ctx.config.sweepEveryMs, staleMs: ctx.config.sweepStaleMs, maxSweeps: ctx.config.maxSweeps });
    }
  },
});

// What submissions contribute to other parts of the site: profile cards and heatmap (kernel
// profilePoint), the admin dashboard, and the problems plugin's statuses and counts.
import { dashboardPoint, profilePoint, type PluginContext } from '@oj/sdk';
import { problemStatusPoint, problemsService, ZERO_COUNT, type ProblemCount, type ProblemScope, type ProblemStatus } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '../shared/constants.ts';
import type { SubmissionsService } from '../shared/scope.ts';
import { dayOf, type SubmissionStores } from './stores/index.ts';
import type { SubmissionReads } from './reads.ts';

export function userProblemStatus(stores: SubmissionStores): SubmissionsService['userProblemStatus'] {
  return async (uid, pids) => {
    const rows = pids.length ? await stores.summaries.userProblems(uid, pids) : [];
    return new Map(rows.map((r) => [r.pid, { status: r.solved ? JudgeStatus.ACCEPTED : r.status, score: r.bestScore, solved: r.solved }]));
  };
}

export function practiceResults(stores: SubmissionStores): SubmissionsService['practiceResults'] {
  return async (pids, uids) => {
    if (!pids.length || (uids && !uids.length)) return [];
    const rows = await stores.judge.practiceResults(pids, uids);
    return rows.map((r) => ({ uid: r.uid, pid: r.pid, solved: r.solved, status: r.solved ? JudgeStatus.ACCEPTED : r.latest, bestTime: r.bestTime == null ? null : Number(r.bestTime) }));
  };
}

export function contributeExtensions(ctx: PluginContext, stores: SubmissionStores, reads: SubmissionReads): void {
  const statusOf = userProblemStatus(stores);

  ctx.extend(problemStatusPoint, {
    async statuses(uid: string, pids: readonly number[], scope?: ProblemScope): Promise<Record<number, ProblemStatus>> {
      if (!pids.length) return {};
      if (scope?.cid || scope?.gid) {
        // inside a contest or group: the latest submission there
        const rows = await stores.judge.latestInScope(uid, pids, scope.cid ?? 0, scope.gid);
        return Object.fromEntries(rows.map((r) => [r.pid, { status: r.status, score: r.score }]));
      }
      return reads.statuses.get(`${uid}|${pids.join(',')}`, async () => {
        const map = await statusOf(uid, [...pids]);
        return Object.fromEntries([...map].map(([pid, s]) => [pid, { status: s.status }]));
      });
    },
    async counts(pids: readonly number[]): Promise<Record<number, ProblemCount>> {
      if (!pids.length) return {};
      return reads.counts.get(pids.join(','), async () => {
        const rows = await stores.summaries.problemCounts(pids);
        return Object.fromEntries(rows.map(({ pid, ...count }) => [pid, { ...ZERO_COUNT, ...count }]));
      });
    },
  });

  ctx.extend(profilePoint, {
    async stats(uid) {
      const stat = await stores.summaries.userStat(uid);
      const solved = await stores.summaries.solvedBy(uid);
      const problems = await ctx.services.get(problemsService).getProblemsByIds(solved.map((s) => s.pid));
      const difficulty = new Map(problems.map((p) => [p.pid, p.difficulty]));
      const solvedGroupByDifficulty: Record<string, unknown[]> = {};
      for (const s of solved) {
        // keyed by the level number, as the reference groups them (0 Easy, 1 Mid, 2 Hard): the
        // profile page names each level in the reader's language
        const key = String(difficulty.get(s.pid) ?? 0);
        (solvedGroupByDifficulty[key] ??= []).push({ pid: s.pid, problemId: s.displayPid });
      }
      return { total: stat?.total ?? 0, solvedList: solved.map((s) => s.displayPid), scoreList: solved.map((s) => s.oiRankScore), solvedGroupByDifficulty };
    },
    activity: (uid, from, to) => stores.summaries.activity(uid, from, to),
  });

  ctx.extend(dashboardPoint, async () => {
    // the reference's name for it (its admin client reads todayJudgeNum)
    return { todayJudgeNum: await stores.summaries.dayTotal(dayOf(new Date())) };
  });
}

export function latestResult(stores: SubmissionStores): SubmissionsService['latestResult'] {
  return async (uid, pid, scope = {}) => (await stores.judge.latestResult(uid, pid, scope.cid ?? 0, scope.gid)) ?? null;
}

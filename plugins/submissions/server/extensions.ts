// What submissions contribute to other parts of the site: profile cards and heatmap (kernel
// profilePoint), the admin dashboard, and the problems plugin's statuses and counts.
import { dashboardPoint, profilePoint, type PluginContext } from '@oj/sdk';
import { problemStatusPoint, problemsService, ZERO_COUNT, type ProblemCount, type ProblemScope, type ProblemStatus } from '@oj/plugin-problems/shared';
import { JudgeStatus, UNFINISHED_STATUSES } from '../shared/constants.ts';
import type { LatestResult, SubmissionsService } from '../shared/scope.ts';
import { T, dayOf } from './tables.ts';
import type { SubmissionReads } from './reads.ts';

export function userProblemStatus(ctx: PluginContext): SubmissionsService['userProblemStatus'] {
  return async (uid, pids) => {
    const rows = pids.length ? ((await ctx.db(T.userProblem).where({ uid }).whereIn('pid', pids)) as { pid: number; status: number; solved: boolean; bestScore: number | null }[]) : [];
    return new Map(rows.map((r) => [r.pid, { status: r.solved ? JudgeStatus.ACCEPTED : r.status, score: r.bestScore, solved: r.solved }]));
  };
}

export function practiceResults(ctx: PluginContext): SubmissionsService['practiceResults'] {
  return async (pids, uids) => {
    if (!pids.length || (uids && !uids.length)) return [];
    const q = ctx.db(T.judge).where({ cid: 0 }).whereNull('gid').whereIn('pid', [...pids])
      .whereNotIn('status', UNFINISHED_STATUSES)
      .groupBy('uid', 'pid')
      .select(
        'uid', 'pid',
        ctx.db.raw('bool_or(status = 0) as solved'),
        ctx.db.raw('min(time) filter (where status = 0) as best_time'),
        ctx.db.raw('(array_agg(status order by submit_id desc))[1] as latest'),
      );
    if (uids) q.whereIn('uid', [...uids]);
    const rows = (await q) as { uid: string; pid: number; solved: boolean; bestTime: number | null; latest: number }[];
    return rows.map((r) => ({ uid: r.uid, pid: r.pid, solved: r.solved, status: r.solved ? JudgeStatus.ACCEPTED : r.latest, bestTime: r.bestTime == null ? null : Number(r.bestTime) }));
  };
}

export function contributeExtensions(ctx: PluginContext, reads: SubmissionReads): void {
  const statusOf = userProblemStatus(ctx);

  ctx.extend(problemStatusPoint, {
    async statuses(uid: string, pids: readonly number[], scope?: ProblemScope): Promise<Record<number, ProblemStatus>> {
      if (!pids.length) return {};
      if (scope?.cid || scope?.gid) {
        // inside a contest or group: the latest submission there
        const q = ctx.db(T.judge).where({ uid }).whereIn('pid', [...pids]).where({ cid: scope.cid ?? 0 });
        if (scope.gid) q.where({ gid: scope.gid });
        const rows = (await q.distinctOn('pid').orderBy([{ column: 'pid' }, { column: 'submitId', order: 'desc' }]).select('pid', 'status', 'score')) as { pid: number; status: number; score: number | null }[];
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
        const rows = (await ctx.db(T.problemCount).whereIn('pid', [...pids])) as (ProblemCount & { pid: number })[];
        return Object.fromEntries(rows.map(({ pid, ...count }) => [pid, { ...ZERO_COUNT, ...count }]));
      });
    },
  });

  ctx.extend(profilePoint, {
    async stats(uid) {
      const stat = await ctx.db(T.userStat).where({ uid }).first('total');
      const solved = (await ctx.db(T.userProblem).where({ uid, solved: true }).orderBy('displayPid').select('pid', 'displayPid', 'oiRankScore')) as { pid: number; displayPid: string; oiRankScore: number }[];
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
    async activity(uid, from, to) {
      const rows = (await ctx.db(T.userDay).where({ uid }).whereBetween('day', [from, to]).select(ctx.db.raw("to_char(day, 'YYYY-MM-DD') as date"), 'count')) as { date: string; count: number }[];
      return rows;
    },
  });

  ctx.extend(dashboardPoint, async () => {
    const today = await ctx.db(T.day).where({ day: dayOf(new Date()) }).first('total');
    // the reference's name for it (its admin client reads todayJudgeNum)
    return { todayJudgeNum: today?.total ?? 0 };
  });
}

export function latestResult(ctx: PluginContext): SubmissionsService['latestResult'] {
  return async (uid, pid, scope = {}) => {
    const q = ctx.db(T.judge).where({ uid, pid, cid: scope.cid ?? 0 }).whereNotIn('status', UNFINISHED_STATUSES);
    if (scope.gid) q.where({ gid: scope.gid });
    else q.whereNull('gid');
    const row = (await q.orderBy('submitId', 'desc').first('submitId', 'status', 'score', 'time', 'memory', 'language', 'errorMessage', 'submitTime')) as LatestResult | undefined;
    return row ?? null;
  };
}

// The training as a scope of the other plugins: the submissions plugin hands it submits with a tid
// (submissionScope), the problems plugin asks it who sees and submits a problem inside a training
// and for the focus mode's problem bar (problemScopePoint). A training's submissions are practice
// submissions: everyone sees them in the status list as any other, and they count everywhere.
import { OjError, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemScopePoint, problemsService, type ProblemScope } from '@oj/plugin-problems/shared';
import { submissionScope } from '@oj/plugin-submissions/shared';
import type { TrainingProblemRow } from '../shared/index.ts';
import type { Trainings } from './core.ts';

export function contributeScopes(ctx: PluginContext, trainings: Trainings): void {
  const opened = (user: AuthUser, tid: number) => trainings.opened(user, tid);
  const mapped = trainings.stores.problems;

  /** the training's problem the client means: its numeric id or its display id */
  async function trainingProblem(tid: number, ref: number | string): Promise<TrainingProblemRow> {
    const pid = Number(ref);
    const byPid = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647
      ? await mapped.find(tid, pid)
      : undefined;
    if (byPid) return byPid;
    // the problem's id as it is now (an admin may rename one after it joined the training)
    const named = await ctx.services.get(problemsService).getByDisplayId(String(ref));
    const byDisplay = named ? await mapped.find(tid, named.pid) : undefined;
    if (!byDisplay) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    return byDisplay;
  }

  ctx.extend(submissionScope, {
    name: 'training',
    claims: (ids) => ids.tid > 0 && !ids.cid && !ids.gid,
    async place(user, body) {
      // a training's submissions are practice: the public judge switch closes them too
      if (!(await ctx.settings.switchOn('openPublicJudge'))) throw new OjError('OJ_SWITCH_OFF_openPublicJudge');
      const t = await opened(user, body.tid!);
      const tp = await trainingProblem(t.id, body.pid);
      const problem = await ctx.services.get(problemsService).getProblem(tp.pid);
      if (!problem) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
      return { pid: tp.pid, displayId: problem.problemId, tid: t.id, priority: 'practice', interval: true };
    },
    // practice rows, seen by whoever may see the training (a hidden one, another group's: no one
    // but its admins); the submissions plugin's own rules decide their code
    async sight(viewer, row) {
      const t = await trainings.get(row.tid);
      return { see: !!t && (await trainings.canSee(viewer, t)) };
    },
  });

  /** may `user` see the problem `pid` inside the training of `scope` */
  async function inTraining(user: AuthUser | null, pid: number, scope: ProblemScope): Promise<boolean | undefined> {
    if (!scope.tid || scope.cid || scope.gid) return undefined;
    if (!user) return false;
    const t = await trainings.get(scope.tid);
    if (!t || !(await trainings.canSee(user, t)) || !(await trainings.hasAccess(user, t))) return false;
    return mapped.has(t.id, pid);
  }

  ctx.extend(problemScopePoint, {
    canView: (user, problem, scope) => inTraining(user, problem.pid, scope),
    canSubmit: (user, problem, scope) => inTraining(user, problem.pid, scope),
    async problemBar(user, scope) {
      if (!scope.tid || scope.cid) return undefined;
      const t = await opened(user, scope.tid);
      const rows = await trainings.problems(t.id);
      if (!rows.length) throw new OjError('TRAININGS_NO_PROBLEMS');
      const byPid = new Map((await ctx.services.get(problemsService).getProblemsByIds(rows.map((r) => r.pid))).map((p) => [p.pid, p]));
      return rows.flatMap((r) => {
        const p = byPid.get(r.pid);
        return p ? [{ pid: p.pid, problemId: p.problemId, title: p.title }] : [];
      });
    },
  });
}

// What the groups plugin tells the others (spec 3 §6 "Group levels"): a group's training, contest
// or discussion is seen by its members; its trainings and contests are administered by the group
// root and its discussions moderated by its admins; its own problems are seen inside the group by
// members (the public ones) and admins (all), and submitted to there (the group's submissions).
import { OjError, groupAdminPoint, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemScopePoint, problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { trainingOwnerPoint } from '@oj/plugin-trainings/shared';
import { contestOwnerPoint } from '@oj/plugin-contests/shared';
import { discussionOwnerPoint } from '@oj/plugin-discussions/shared';
import { submissionScope } from '@oj/plugin-submissions/shared';
import type { Groups } from './core.ts';

export function contributeScopes(ctx: PluginContext, groups: Groups): void {
  const standing = (user: AuthUser | null, gid: number) => groups.standing(user, gid);
  const member = async (user: AuthUser | null, gid: number | null) => (gid == null ? undefined : (await standing(user, gid)).member);
  const root = async (user: AuthUser, gid: number | null) => (gid == null ? undefined : (await standing(user, gid)).root);

  ctx.extend(trainingOwnerPoint, { canSee: (user, t) => member(user, t.gid), isTrainingAdmin: (user, t) => root(user, t.gid) });
  ctx.extend(contestOwnerPoint, { canSee: (user, c) => member(user, c.gid), isContestAdmin: (user, c) => root(user, c.gid) });
  ctx.extend(discussionOwnerPoint, {
    canSee: (user, d) => member(user, d.gid),
    isModerator: async (user, d) => (d.gid == null ? undefined : (await standing(user, d.gid)).admin),
  });
  // the kernel's uploads of markdown images for a group's statements and posts, and the problems
  // plugin's test data and checkers of a group's problems
  ctx.extend(groupAdminPoint, (uid, gid) => groups.adminByUid(uid, gid));

  /** may `user` open this problem inside group `gid`: its members the public ones, its admins all */
  async function inGroup(user: AuthUser | null, problem: ProblemSummary, gid: number): Promise<boolean> {
    if (problem.gid !== gid) return false;
    const s = await standing(user, gid);
    return s.admin || (s.member && problem.auth === PROBLEM_AUTH.public);
  }
  ctx.extend(problemScopePoint, {
    canView: async (user, problem, scope) => (!scope.gid || scope.cid || scope.tid ? undefined : inGroup(user, problem, scope.gid)),
    // the focus mode's problem bar inside a group: its public problems (all of them for its admins), newest first
    async problemBar(user, scope) {
      if (!scope.gid || scope.cid || scope.tid) return undefined;
      const { standing } = await groups.entered(user, scope.gid);
      const page = await ctx.services.get(problemsService).groupProblems(scope.gid, { limit: 100 }, standing.admin ? {} : { auth: PROBLEM_AUTH.public });
      return page.records.map((p) => ({ pid: p.id, problemId: p.problemId, title: p.title }));
    },
  });

  ctx.extend(submissionScope, {
    name: 'group',
    claims: (ids) => ids.gid != null && ids.gid > 0 && !ids.cid && !ids.tid,
    async place(user, body) {
      if (!(await ctx.settings.switchOn('openGroupJudge'))) throw new OjError('OJ_SWITCH_OFF_openGroupJudge');
      const gid = Number(body.gid);
      await groups.entered(user, gid);
      const problems = ctx.services.get(problemsService);
      const ref = String(body.pid);
      const problem = (/^\d{1,9}$/.test(ref) ? await problems.getProblem(Number(ref)) : null) ?? await problems.getByDisplayId(ref);
      if (!problem || !(await inGroup(user, problem, gid))) throw notFound('GROUPS_PROBLEM_NOT_FOUND');
      return { pid: problem.pid, displayId: problem.problemId, gid, priority: 'practice', interval: true };
    },
    // a group's submissions are its members' business; its root reads their code (reference)
    async sight(viewer, row) {
      if (row.gid == null) return { see: false };
      const s = await standing(viewer, row.gid);
      return { see: s.member, code: s.root };
    },
  });
}

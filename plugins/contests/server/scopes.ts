// The contest as a scope of the other plugins: the submissions plugin hands it submits with a cid
// and asks it who sees what of contest submissions (submissionScope); the problems plugin asks it
// who sees and submits a problem inside a contest and for the focus mode's problem bar
// (problemScopePoint). The rules themselves are in access.ts.
import { OjError, forbidden, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemScopePoint, type ProblemScope } from '@oj/plugin-problems/shared';
import { JudgeStatus, submissionScope, type ScopedRow } from '@oj/plugin-submissions/shared';
import { CONTEST_STATUS, CONTEST_TYPE } from '../shared/index.ts';
import { isSealedNow, statusOf, T, type ContestProblemRow, type ContestRow } from './core.ts';
import type { ContestAccess } from './access.ts';

/** a list page asks about each of its rows: the contest row is read once per this many ms */
const CONTEST_MEMO_MS = 1000;

export function contributeScopes(ctx: PluginContext, access: ContestAccess): void {
  const memo = new Map<number, { at: number; row: Promise<ContestRow | null> }>();
  function contest(cid: number): Promise<ContestRow | null> {
    const now = Date.now();
    const kept = memo.get(cid);
    if (kept && now - kept.at < CONTEST_MEMO_MS) return kept.row;
    if (memo.size > 1000) memo.clear();
    const row = access.contests.get(cid);
    memo.set(cid, { at: now, row });
    return row;
  }

  /** the contest problem the client means: its display id (what the contest pages send) or the problem's id */
  async function contestProblem(cid: number, ref: number | string): Promise<ContestProblemRow> {
    const byDisplay = (await ctx.db(T.problem).where({ cid, displayId: String(ref) }).first()) as ContestProblemRow | undefined;
    if (byDisplay) return byDisplay;
    const pid = Number(ref);
    const byPid = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647
      ? ((await ctx.db(T.problem).where({ cid, pid }).first()) as ContestProblemRow | undefined)
      : undefined;
    if (!byPid) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return byPid;
  }

  ctx.extend(submissionScope, {
    name: 'contest',
    claims: (ids) => ids.cid > 0,
    async place(user, body) {
      const c = await access.visibleContest(user, body.cid!);
      await access.requireSubmit(user, c);
      const cp = await contestProblem(c.id, body.pid);
      // after the end (allowEndSubmit) the board marks the submission after-contest by its time
      return { pid: cp.pid, displayId: cp.displayId, cid: c.id, cpid: cp.id, priority: 'contest', interval: false };
    },
    // contest submissions are never code-shared: the owner (and site admins, the submissions
    // plugin's own rule) and the contest's admins see the code
    async canSeeCode(viewer, row) {
      const c = await contest(row.cid);
      return !!c && (await access.isAdmin(viewer, c));
    },
    // the status list shows everyone's rows to those who may enter; their code stays the owner's
    async canSee(viewer, row) {
      if (viewer?.uid === row.uid) return true;
      const c = await contest(row.cid);
      if (!c || !viewer) return false;
      return (await access.entry(viewer, c)).canEnter;
    },
    // reference §2: during an OI seal others' submissions show -5 (Submitted, unknown result)
    async shownStatus(viewer, row: ScopedRow) {
      if (viewer?.uid === row.uid) return row.status;
      const c = await contest(row.cid);
      if (!c || c.type !== CONTEST_TYPE.oi || !isSealedNow(c)) return row.status;
      return (await access.isAdmin(viewer, c)) ? row.status : JudgeStatus.SUBMITTED_UNKNOWN_RESULT;
    },
    async listRules(viewer, ids, query) {
      const { contest: c, entry } = await access.enter(viewer, ids.cid);
      const problems = (await access.contests.problems(c.id)).map((p) => ({ pid: p.pid, cpid: p.id, displayId: p.displayId, title: p.displayTitle }));
      const sealed = !entry.realTime && c.sealRankTime;
      return {
        problems,
        // the client asks for the submissions before the start while the contest is scheduled (its admins' tries)
        ...(query.beforeContestSubmit ? { to: c.startTime } : { from: c.startTime, ...(query.containsEnd ? {} : { to: c.endTime }) }),
        // reference: during an ACM seal only one's own submissions after the seal time show
        othersBefore: sealed && c.type === CONTEST_TYPE.acm ? c.sealRankTime : null,
        hideOthersUsage: !entry.admin && statusOf(c) === CONTEST_STATUS.running,
      };
    },
  });

  /** may `user` see (or submit to) problem `pid` inside the contest of `scope` */
  async function inContest(user: AuthUser | null, pid: number, scope: ProblemScope, need: 'canEnter' | 'canSubmit'): Promise<boolean | undefined> {
    if (!scope.cid) return undefined;
    if (!user) return false;
    const c = await contest(scope.cid);
    if (!c || !(await access.canSeeContest(user, c))) return false;
    if (!(await ctx.db(T.problem).where({ cid: c.id, pid }).first('id'))) return false;
    const entry = await access.entry(user, c);
    // a member of no team of a team contest hears what to do, not only "you may not submit"
    if (need === 'canSubmit' && entry.submitRefusal === 'CONTESTS_TEAM_FIRST') throw forbidden('CONTESTS_TEAM_FIRST');
    return entry[need];
  }

  ctx.extend(problemScopePoint, {
    canView: (user, problem, scope) => inContest(user, problem.pid, scope, 'canEnter'),
    canSubmit: (user, problem, scope) => inContest(user, problem.pid, scope, 'canSubmit'),
    async problemBar(user, scope) {
      if (!scope.cid) return undefined;
      const { contest: c } = await access.enter(user, scope.cid);
      const problems = await access.contests.problems(c.id);
      if (!problems.length) throw new OjError('CONTESTS_NO_PROBLEMS');
      return problems.map((p) => ({ pid: p.pid, problemId: p.displayId, title: p.displayTitle }));
    },
  });
}

// The contest as a scope of the other plugins: the submissions plugin hands it submits with a cid
// and asks it who sees what of contest submissions (submissionScope); the problems plugin asks it
// who sees and submits a problem inside a contest and for the focus mode's problem bar
// (problemScopePoint). The rules themselves are in access.ts.
import { OjError, forbidden, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemScopePoint, type ProblemScope } from '@oj/plugin-problems/shared';
import { JudgeStatus, submissionScope, type ScopedRow } from '@oj/plugin-submissions/shared';
import { CONTEST_STATUS, CONTEST_TYPE } from '../shared/index.ts';
import type { ContestProblemRow, ContestRow } from './core.ts';
import type { ContestAccess, Entry } from './access.ts';

/** a list page asks about each of its rows: the contest row is read once per this many ms */
const CONTEST_MEMO_MS = 1000;

export function contributeScopes(ctx: PluginContext, access: ContestAccess): void {
  const store = access.contests.store;
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

  /** one viewer's entry to one contest, and whether they may know it exists, read once per CONTEST_MEMO_MS (a list page asks for each row) */
  const entries = new Map<string, { at: number; entry: Promise<Entry & { seesContest: boolean }> }>();
  function entryOf(viewer: AuthUser, c: ContestRow): Promise<Entry & { seesContest: boolean }> {
    const now = Date.now();
    const key = `${viewer.uid}:${c.id}`;
    const kept = entries.get(key);
    if (kept && now - kept.at < CONTEST_MEMO_MS) return kept.entry;
    if (entries.size > 1000) entries.clear();
    const entry = Promise.all([access.entry(viewer, c, now), access.canSeeContest(viewer, c)]).then(([e, seesContest]) => ({ ...e, seesContest }));
    entries.set(key, { at: now, entry });
    return entry;
  }

  /** the contest problem the client means: its display id (what the contest pages send) or the problem's id */
  async function contestProblem(cid: number, ref: number | string): Promise<ContestProblemRow> {
    const byDisplay = await store.problemByDisplayId(cid, String(ref));
    if (byDisplay) return byDisplay;
    const pid = Number(ref);
    const byPid = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647
      ? await store.problemByPid(cid, pid)
      : null;
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
    // issue 28: who sees a contest's rows, asked by every read of submissions (detail, lists,
    // status checks, case results, code). The author and site admins never reach here.
    async sight(viewer, row: ScopedRow) {
      const c = await contest(row.cid);
      if (!c || !viewer) return { see: false };
      const e = await entryOf(viewer, c);
      // contest submissions are never code-shared: its admins see everyone's code
      if (e.admin) return { see: true, code: true };
      if (!e.canEnter || !e.seesContest) return { see: false };
      // reference: during an ACM seal others' submissions from the seal time on are not shown
      const sealedFrom = !e.realTime && c.sealRankTime ? c.sealRankTime.getTime() : null;
      if (c.type === CONTEST_TYPE.acm && sealedFrom !== null && new Date(row.submitTime).getTime() >= sealedFrom) return { see: false };
      return {
        see: true,
        code: false,
        // reference §2: during an OI seal others' submissions show -5 (Submitted, unknown result)
        status: c.type === CONTEST_TYPE.oi && !e.realTime ? JudgeStatus.SUBMITTED_UNKNOWN_RESULT : row.status,
        // others' run time and memory stay hidden while the contest runs
        usage: e.status !== CONTEST_STATUS.running,
      };
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
      };
    },
  });

  /** may `user` see (or submit to) problem `pid` inside the contest of `scope` */
  async function inContest(user: AuthUser | null, pid: number, scope: ProblemScope, need: 'canEnter' | 'canSubmit'): Promise<boolean | undefined> {
    if (!scope.cid) return undefined;
    if (!user) return false;
    const c = await contest(scope.cid);
    if (!c || !(await access.canSeeContest(user, c))) return false;
    if (!(await store.problemByPid(c.id, pid))) return false;
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

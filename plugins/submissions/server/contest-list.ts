// GET /api/contest-submissions (spec 3 §7, reference getContestSubmissionList): a contest's status
// list. The rows are this plugin's; the scope that claims the contest decides who may list them and
// what part (listRules: its problems, the time window, the seal), and shows each row's status
// (shownStatus: -5 during an OI seal).
import { OjError, idOf, mountCall, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { CONTEST_SUBMISSION_PAGE_SIZE } from '../shared/constants.ts';
import type { SubmissionRow } from '../shared/schemas.ts';
import { submissionCalls } from '../shared/calls.ts';
import { submissionScope, type ScopeListQuery, type ScopeListRules } from '../shared/scope.ts';
import type { JudgeRow } from '../shared/rows.ts';
import type { JudgeStore } from './stores/index.ts';
import type { SubmissionView } from './view.ts';

const truthy = (v: unknown) => v === true || v === 'true' || v === '1';

export interface ContestStatuses {
  statuses(viewer: AuthUser, cid: number, submitIds: Array<string | number>): Promise<Record<string, SubmissionRow>>;
}

export function contestListRoutes(ctx: PluginContext, judge: JudgeStore, view: SubmissionView): ContestStatuses {
  /** the scope that claims the contest, and what it lets `viewer` list (refusing one who may not enter) */
  async function rulesOf(viewer: AuthUser, cid: number, query: ScopeListQuery): Promise<ScopeListRules> {
    const ids = { cid, tid: 0, gid: null };
    const scope = ctx.extensions(submissionScope).find((s) => s.claims(ids));
    if (!scope?.listRules) throw new OjError('SUBMISSIONS_SCOPE_UNAVAILABLE');
    return scope.listRules(viewer, ids, query);
  }

  /** rows as `viewer` sees them in the contest: its display ids and titles (the view hides others' usage while running and a -5 row's score) */
  async function shown(rows: JudgeRow[], viewer: AuthUser, rules: ScopeListRules): Promise<SubmissionRow[]> {
    const byCpid = new Map(rules.problems.map((p) => [p.cpid, p]));
    return (await view.many(rows, viewer)).map((row) => {
      const problem = byCpid.get(row.cpid);
      return { ...row, displayId: problem?.displayId ?? null, title: problem?.title ?? row.title };
    });
  }

  mountCall(ctx.http, submissionCalls.contestList, { config: { auth: true }, tags: ['submissions'] }, async (request) => {
    const q = request.query;
    const viewer = request.user!;
    const rules = await rulesOf(viewer, q.contestID, { beforeContestSubmit: truthy(q.beforeContestSubmit), containsEnd: truthy(q.containsEnd) });

    const problemId = q.problemID?.trim().toLowerCase();
    // completeProblemID: the exact display id; otherwise display ids containing it
    const exact = truthy(q.completeProblemID);
    const page = await judge.contestPage({
      cid: q.contestID, from: rules.from ?? undefined, to: rules.to ?? undefined, othersBefore: rules.othersBefore ?? undefined, viewerUid: viewer.uid,
      // only-mine replaces the author filter (spec 2 §5)
      uid: truthy(q.onlyMine) ? viewer.uid : undefined,
      username: q.username?.trim() || undefined,
      status: q.status !== undefined && q.status !== '' && Number.isInteger(Number(q.status)) ? Number(q.status) : undefined,
      cpids: problemId
        ? rules.problems.filter((p) => (exact ? p.displayId.toLowerCase() === problemId : p.displayId.toLowerCase().includes(problemId))).map((p) => p.cpid)
        : undefined,
    }, pageParams(q, CONTEST_SUBMISSION_PAGE_SIZE));
    const records = await shown(page.records, viewer, rules);
    return ok({ ...page, records });
  });

  // reference: the contest status list polls its unfinished rows here (its ids, in the contest)
  mountCall(ctx.http, submissionCalls.checkContestStatuses, { config: { auth: true }, tags: ['submissions'] },
    async (request) => ok(await statuses(request.user!, request.body.cid, request.body.submitIds)));

  /** the rows' state as the viewer may see it in the contest (also what /api/check-submissions-status answers with a cid) */
  async function statuses(viewer: AuthUser, cid: number, submitIds: Array<string | number>): Promise<Record<string, SubmissionRow>> {
    const rules = await rulesOf(viewer, cid, { beforeContestSubmit: true, containsEnd: true });
    const ids = [...new Set(submitIds.map(idOf))];
    const rows = ids.length ? await judge.listedByIds(ids, cid) : [];
    // an ACM seal keeps others' later rows from the viewer here too
    const before = rules.othersBefore;
    const visible = before ? rows.filter((r) => r.uid === viewer.uid || new Date(r.submitTime) < before) : rows;
    return Object.fromEntries((await shown(visible, viewer, rules)).map((r) => [String(r.submitId), r]));
  }
  return { statuses };
}

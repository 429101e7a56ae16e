// Reading submissions (spec 2 §7 "Submissions"): the list with its filters, the detail with the
// code-visibility rules, status checks for polling, case results, sharing, the last accepted code.
//
// Practice list pages and every list's total are kept in process per filter (reads.ts), dropped on
// every web node when a submission changes.
import { OjError, forbidden, idOf, mountCall, notFound, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import { JudgeStatus, SUBMISSION_PAGE_SIZE } from '../shared/constants.ts';
import { submissionCalls } from '../shared/calls.ts';
import type { JudgeRow } from '../shared/rows.ts';
import type { JudgeStore, PracticeListFilter } from './stores/index.ts';
import { submissionScope } from '../shared/scope.ts';
import type { SubmissionView } from './view.ts';
import type { SubmissionReads } from './reads.ts';
import type { ContestStatuses } from './contest-list.ts';
import { shownMessage } from './messages.ts';

const truthy = (v: unknown) => v === true || v === 'true' || v === '1';

export function queryRoutes(ctx: PluginContext, judge: JudgeStore, view: SubmissionView, reads: SubmissionReads, contest: ContestStatuses): void {
  async function findRow(submitId: number): Promise<JudgeRow> {
    const row = await judge.byId(submitId);
    if (!row) throw notFound('SUBMISSIONS_NOT_FOUND');
    return row;
  }

  /**
   * A group's submissions are read as its scope allows (SubmissionScope.canSee: the groups plugin
   * says its members): the list asks for the group, a detail for its row.
   */
  async function groupAllows(user: AuthUser | null, row: Pick<JudgeRow, 'gid'> & Partial<JudgeRow>): Promise<boolean> {
    const ids = { cid: 0, tid: 0, gid: row.gid ?? null };
    const scope = ctx.extensions(submissionScope).find((s) => s.claims(ids));
    if (!scope) return false;
    const probe = { submitId: 0, uid: '', pid: 0, cid: 0, cpid: 0, tid: 0, status: 0, share: false, submitTime: new Date(), ...row, gid: row.gid ?? null };
    return (await scope.sight(user, probe)).see;
  }

  mountCall(ctx.http, submissionCalls.list, { config: { public: true }, tags: ['submissions'] }, async (request) => {
    const q = request.query;
    const user = request.user ?? null;
    // spec 2 §5: only-mine needs a login, and replaces the author filter
    const onlyMine = truthy(q.onlyMine);
    if (onlyMine && !user) throw new OjError('OJ_AUTH_LOGIN_REQUIRED', 401);
    // practice submissions only; contest lists are the contest plugin's
    const asked = q.gid !== undefined && q.gid !== '' ? Number(q.gid) : null;
    const gid = asked && Number.isInteger(asked) ? asked : null;
    if (gid && !(await groupAllows(user, { gid }))) throw new OjError('SUBMISSIONS_GROUP_NO_ACCESS', user ? 403 : 401);
    const problemId = q.problemID?.trim();
    const filter: PracticeListFilter = {
      gid,
      uid: onlyMine ? user!.uid : undefined,
      username: q.username?.trim() || undefined,
      status: q.status !== undefined && q.status !== '' && Number.isInteger(Number(q.status)) ? Number(q.status) : undefined,
      // completeProblemID: the exact display id; otherwise display ids containing it
      problemId, exactProblem: truthy(q.completeProblemID),
    };
    const params = pageParams(q, SUBMISSION_PAGE_SIZE);
    const key = JSON.stringify([gid, onlyMine ? user!.uid : q.username?.trim(), q.status, problemId, truthy(q.completeProblemID)]);
    const total = await reads.totals.get(key, () => judge.countPractice(filter));
    const rows = async () => (total === 0 ? [] : await judge.practicePage(filter, params.size, params.offset));
    // a practice page looks the same to every viewer until the problems the caller may not see are
    // masked; a group's rows are shown as their scope decides
    const records = gid === null
      ? await view.masked(await reads.pages.get(`${key}|${params.current}|${params.size}`, async () => view.unmasked(await rows(), null)), user)
      : await view.many(await rows(), user);
    return ok({ records, total, size: params.size, current: params.current, pages: Math.ceil(total / params.size) });
  });

  mountCall(ctx.http, submissionCalls.detail, { config: { public: true }, tags: ['submissions'] }, async (request) => {
    const user = request.user ?? null;
    const row = await findRow(request.query.submitId);
    const problem = await ctx.services.get(problemsService).getProblem(row.pid);
    // a row the viewer may not see (another's in a sealed or private contest, a group's) is missing to them
    const submission = await view.seen(row, user, { problem });
    if (!submission) throw notFound('SUBMISSIONS_NOT_FOUND');
    if (submission.errorMessage && submission.status !== JudgeStatus.COMPILE_ERROR) submission.errorMessage = shownMessage(ctx.i18n, request.locale, submission.errorMessage);
    // contest submissions are never code-shared (spec 2 §6)
    return ok({ submission, codeShare: Boolean(problem?.codeShare) && row.cid === 0 });
  });

  mountCall(ctx.http, submissionCalls.checkStatuses, { config: { public: true }, tags: ['submissions'] }, async (request) => {
    // a contest's rows as its list shows them (others' usage while running, the seal): one rule for both calls
    if (request.body.cid) {
      if (!request.user) throw new OjError('OJ_AUTH_LOGIN_REQUIRED', 401);
      return ok(await contest.statuses(request.user, request.body.cid, request.body.submitIds));
    }
    const ids = [...new Set(request.body.submitIds.map(idOf))];
    const rows = ids.length ? await judge.listedByIds(ids, 0) : [];
    const shown = await view.many(rows, request.user ?? null);
    return ok(Object.fromEntries(shown.map((r) => [String(r.submitId), r])));
  });

  mountCall(ctx.http, submissionCalls.caseResults, { config: { public: true }, tags: ['submissions'] }, async (request) => {
    const user = request.user ?? null;
    const row = await findRow(request.query.submitId);
    const sight = await view.sight(user, row);
    if (!sight.see) throw notFound('SUBMISSIONS_NOT_FOUND');
    const problem = await ctx.services.get(problemsService).getProblem(row.pid);
    // per-case results: admins and the owner (or anyone who may see the code) when the problem opens them
    const mayRead = (user && ctx.perms.isAdmin(user)) || ((problem?.openCaseResult ?? false) && (await view.canSeeCode(user, row, problem, sight)));
    if (!mayRead) return ok(null);
    const cases = await judge.cases(row.submitId);
    const judgeCaseList = cases.map((c) => ({
      caseId: c.caseId, seq: c.seq, groupNum: c.groupNum, status: c.status, time: c.time,
      memory: c.memory, score: Number(c.score), inputData: c.inputData, outputData: c.outputData,
      // the program's output and the checker's message apart (issue 28 item 15; the reference put the message in userOutput)
      userOutput: c.userOutput, message: c.message,
    }));
    const subtasks = await judge.subtasks(row.submitId);
    const subTaskJudgeCaseVoList = subtasks.map((s) => ({ ...s, score: Number(s.score), subtaskDetailList: judgeCaseList.filter((c) => c.groupNum === s.groupNum) }));
    const judgeMode = (await ctx.services.get(problemsService).judgeSettings(row.pid))?.task.judgeMode ?? 'default';
    return ok({ judgeCaseMode: row.judgeCaseMode, judgeMode, judgeCaseList, subTaskJudgeCaseVoList });
  });

  // spec 2 §6: the owner shares or unshares when the problem's code sharing is on
  mountCall(ctx.http, submissionCalls.share, { config: { auth: true }, tags: ['submissions'] }, async (request) => {
    const user = request.user!;
    const row = await findRow(request.body.submitId);
    if (row.uid !== user.uid) throw forbidden('SUBMISSIONS_NOT_YOURS');
    if (row.cid !== 0) throw new OjError('SUBMISSIONS_SHARE_CONTEST');
    const problem = await ctx.services.get(problemsService).getProblem(row.pid);
    if (!problem?.codeShare) throw new OjError('SUBMISSIONS_SHARE_OFF');
    await judge.setShare(row.submitId, request.body.share);
    await reads.changed();
    return ok(null, ctx.i18n.t(request.locale, request.body.share ? 'SUBMISSIONS_SHARED' : 'SUBMISSIONS_UNSHARED'));
  });

  // spec 2 §4 recent accepted code: the caller's latest accepted submission of the problem
  mountCall(ctx.http, submissionCalls.lastAcCode, { config: { auth: true }, tags: ['submissions'] }, async (request) => {
    const row = await judge.lastAcCode(request.user!.uid, request.query.pid, request.query.cid ?? 0);
    if (!row) throw new OjError('SUBMISSIONS_NO_LAST_AC');
    return ok(row);
  });
}

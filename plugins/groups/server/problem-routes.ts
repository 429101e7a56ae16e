// A group's problems (spec 3 "Group problem tab", §5 "Group problem form", §4 apply to public;
// reference GroupProblemController and AdminGroupProblemController). The problems plugin keeps them
// (its tables, the admin form's rules, test data, through problemsService); this plugin decides who:
// members see the group's public problems, group admins create, the group root or the author edits
// and deletes, and the site's problem admins examine requests to publish one.
import { Type } from '@sinclair/typebox';
import { Envelope, badRequest, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, Tag, problemStatusPoint, problemsService, type AdminProblem } from '@oj/plugin-problems/shared';
import type { ProblemInput } from '@oj/plugin-problems/problem-input';
import { APPLY_PUBLIC, Gid } from '../shared/index.ts';
import type { GroupRow } from '../shared/index.ts';
import { groupProblemAdminCalls, groupProblemCalls } from '../shared/calls.ts';
import type { Groups } from './core.ts';

/** spec 3 §3: a group problem's display id starts with the group's short name (a group contest's new problems too) */
export function groupProblemId(group: Pick<GroupRow, 'shortName'>, problemId: string | undefined): string {
  const id = problemId?.trim() ?? '';
  return id.toLowerCase().startsWith(group.shortName.toLowerCase()) ? id : `${group.shortName}${id}`;
}

export function problemRoutes(ctx: PluginContext, groups: Groups): void {
  const problems = () => ctx.services.get(problemsService);

  /** a problem of a group the caller administers; `change`: also the group root or its author */
  async function administered(user: AuthUser, ref: { id?: number; pid?: number }, change: boolean): Promise<{ problem: AdminProblem; group: GroupRow }> {
    const pid = ref.pid ?? ref.id ?? 0;
    const summary = await problems().getProblem(pid);
    if (!summary || summary.gid == null) throw notFound('PROBLEMS_NOT_FOUND');
    const { group, standing } = await groups.administered(user, summary.gid);
    const problem = (await problems().adminProblem(pid))!;
    if (change && !standing.root && problem.author !== user.username) throw forbidden('GROUPS_PROBLEM_AUTHOR_ONLY');
    return { problem, group };
  }

  /** spec 3 §5: typed cases need at least one (an upload brings its own; saveProblem checks it) */
  function assertCases(input: ProblemInput): void {
    if (!input.isUploadTestCase && !(input.samples?.length)) throw badRequest('GROUPS_PROBLEM_CASES_REQUIRED');
  }

  function prefixed(group: GroupRow, input: ProblemInput): ProblemInput {
    return { ...input, problem: { ...input.problem, problemId: groupProblemId(group, input.problem.problemId) } };
  }

  mountCall(ctx.http, groupProblemCalls.list, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { group } = await groups.entered(user, request.query.gid);
    const page = await problems().groupProblems(group.id, request.query, { auth: PROBLEM_AUTH.public });
    const status = ctx.extensions(problemStatusPoint)[0];
    const mine = status && page.records.length ? await status.statuses(user.uid, page.records.map((p) => p.id), { gid: group.id }) : {};
    return ok({
      ...page,
      records: page.records.map((p) => ({ pid: p.id, problemId: p.problemId, title: p.title, difficulty: p.difficulty, type: p.type, author: p.author, myStatus: mine[p.id]?.status ?? null })),
    });
  });

  mountCall(ctx.http, groupProblemCalls.adminList, { config: { auth: true } }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await problems().groupProblems(group.id, request.query, {}));
  });

  mountCall(ctx.http, groupProblemCalls.get, { config: { auth: true } }, async (request) =>
    ok((await administered(request.user!, request.query, false)).problem));

  // the reference's problem form carries the group's id inside the problem
  mountCall(ctx.http, groupProblemCalls.create, { config: { auth: true, extraFields: 'strip', fieldsFrom: { gid: 'problem' } } }, async (request) => {
    const user = request.user!;
    const { group } = await groups.administered(user, request.body.gid);
    const { gid: _gid, ...input } = request.body;
    if (input.problem.id) throw badRequest('GROUPS_PROBLEM_ID_ON_CREATE');
    assertCases(input);
    const saved = await problems().saveGroupProblem(user, group.id, prefixed(group, input));
    return ok(saved, ctx.i18n.t(request.locale, 'GROUPS_CREATED'));
  });

  mountCall(ctx.http, groupProblemCalls.update, { config: { auth: true, extraFields: 'strip', fieldsFrom: { gid: 'problem' } } }, async (request) => {
    const user = request.user!;
    const { gid: _gid, ...input } = request.body;
    if (!input.problem.id) throw notFound('PROBLEMS_NOT_FOUND');
    const { group } = await administered(user, { id: input.problem.id }, true);
    assertCases(input);
    const saved = await problems().saveGroupProblem(user, group.id, prefixed(group, input));
    return ok(saved, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  mountCall(ctx.http, groupProblemCalls.remove, { config: { auth: true } }, async (request) => {
    const { problem } = await administered(request.user!, request.query, true);
    await problems().deleteProblem(problem.id);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_DELETED'));
  });

  mountCall(ctx.http, groupProblemCalls.cases, { config: { auth: true } }, async (request) => {
    const { problem } = await administered(request.user!, request.query, false);
    return ok(await problems().problemCases(problem.id));
  });

  ctx.http.get('/api/group/get-all-problem-tags', {
    config: { auth: true },
    schema: { querystring: Type.Object({ gid: Gid }), response: { 200: Envelope(Type.Array(Tag)) } },
  }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await problems().groupTags(group.id));
  });

  // the reference's client sends pid and auth in the query string
  mountCall(ctx.http, groupProblemCalls.setAuth, { config: { auth: true, extraFields: 'strip', bodyFromQuery: true } }, async (request) => {
    const { problem } = await administered(request.user!, request.body, false);
    // spec 3 §4: "contest" (3) is chosen only inside a contest
    if (request.body.auth === PROBLEM_AUTH.contest) throw badRequest('GROUPS_PROBLEM_AUTH_CONTEST');
    await problems().setProblemAuth(request.user!, problem.id, request.body.auth);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  // the reference's client sends pid and isApplied in the query string
  mountCall(ctx.http, groupProblemCalls.applyPublic, { config: { auth: true, extraFields: 'strip', bodyFromQuery: true } }, async (request) => {
    const { problem } = await administered(request.user!, request.body, true);
    if (request.body.isApplied) {
      if (problem.applyPublicProgress === APPLY_PUBLIC.applying) throw badRequest('GROUPS_PROBLEM_ALREADY_APPLIED');
      await problems().setApplyPublic(problem.id, APPLY_PUBLIC.applying);
    } else {
      if (problem.applyPublicProgress !== APPLY_PUBLIC.applying) throw badRequest('GROUPS_PROBLEM_NOT_APPLIED');
      await problems().setApplyPublic(problem.id, null);
    }
    return ok(null, ctx.i18n.t(request.locale, request.body.isApplied ? 'GROUPS_PROBLEM_APPLIED' : 'GROUPS_PROBLEM_APPLY_CANCELLED'));
  });

  // the site's examination of requests to publish a group's problem (Admin → group-problem/apply)
  const EXAMINERS = ['root', 'problem_admin'] as const;
  mountCall(ctx.http, groupProblemAdminCalls.requests, { config: { roles: EXAMINERS } }, async (request) => {
    const q = request.query;
    return ok(await problems().groupProblems(q.gid ?? 'any', q, { applyPublicProgress: APPLY_PUBLIC.applying }));
  });

  mountCall(ctx.http, groupProblemAdminCalls.setProgress, { config: { roles: EXAMINERS, extraFields: 'strip' } }, async (request) => {
    const pid = request.body.pid ?? request.body.id ?? 0;
    const problem = await problems().adminProblem(pid);
    if (!problem || !problem.isGroup || problem.applyPublicProgress !== APPLY_PUBLIC.applying) throw notFound('GROUPS_PROBLEM_NO_REQUEST');
    const progress = request.body.progress;
    if (progress === APPLY_PUBLIC.applying) throw badRequest('GROUPS_PROBLEM_PROGRESS_INVALID');
    await problems().setApplyPublic(pid, progress, { publish: progress === APPLY_PUBLIC.approved });
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

}

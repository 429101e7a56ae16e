// A contest's problems in the admin area (reference §2 "Admin": /api/admin/contest/get-problem-list,
// problem, contest-problem, add-problem-from-public; rejudge-contest-problem). Problems are read and
// written through the problems plugin's service: one made here is a contest problem (auth 3) of the
// contest's rule type. Only the contest's admins (spec 3 §6) reach past the declared roles.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, Page, badRequest, notFound, ok, pageParams, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, ProblemDetail, problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  AddFromPublicBody, AdminContestProblem, AdminContestProblemRow, AdminProblemListQuery, CidPidQuery, ContestProblemBody, ContestProblemWrite,
  HEX_COLOR,
} from '../shared/admin-calls.ts';
import { T, contestChanged, type ContestProblemRow, type ContestRow, type Contests } from './core.ts';
import { CONTEST_ADMIN_ROLES, managedContest } from './admin-routes.ts';

/** display ids as the problems plugin writes them: letters, digits, - and _ */
const DISPLAY_ID = /^[A-Za-z0-9_-]{1,100}$/;
const PROBLEM_PAGE_SIZE = 10;

function displayId(text: string | undefined | null): string {
  const id = text?.trim() ?? '';
  if (!id) throw badRequest('CONTESTS_DISPLAY_ID_REQUIRED');
  if (!DISPLAY_ID.test(id)) throw badRequest('CONTESTS_DISPLAY_ID_INVALID');
  return id;
}
function displayTitle(text: string | undefined | null): string {
  const title = text?.trim() ?? '';
  if (!title) throw badRequest('CONTESTS_DISPLAY_TITLE_REQUIRED');
  if (title.length > 255) throw badRequest('CONTESTS_DISPLAY_TITLE_TOO_LONG');
  return title;
}
function color(text: string | undefined | null): string | null {
  const c = text?.trim() ?? '';
  if (!c) return null;
  if (!HEX_COLOR.test(c)) throw badRequest('CONTESTS_COLOR_INVALID');
  return c;
}
const problemView = (p: ContestProblemRow) => ({ id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color });

export function adminProblemRoutes(ctx: PluginContext, contests: Contests): void {
  const db = ctx.db;
  const problems = () => ctx.services.get(problemsService);
  const roles = { roles: CONTEST_ADMIN_ROLES };

  async function displayIdFree(cid: number, id: string, except = 0): Promise<void> {
    const clash = await db(T.problem).where({ cid, displayId: id }).whereNot({ id: except }).first('id');
    if (clash) throw badRequest('CONTESTS_DISPLAY_ID_EXISTS', { displayId: id });
  }
  async function contestProblem(cid: number, pid: number): Promise<ContestProblemRow> {
    const row = (await db(T.problem).where({ cid, pid }).first()) as ContestProblemRow | undefined;
    if (!row) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return row;
  }

  ctx.http.get('/api/admin/contest/get-problem-list', {
    config: roles,
    schema: {
      tags: ['contests'], querystring: AdminProblemListQuery,
      response: { 200: Envelope(Type.Object({ problemList: Page(AdminContestProblemRow), contestProblemMap: Type.Record(Type.String(), AdminContestProblem) })) },
    },
  }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    const rows = await contests.problems(c.id);
    const byPid = new Map((await problems().getProblemsByIds(rows.map((r) => r.pid))).map((p) => [p.pid, p]));
    const keyword = request.query.keyword?.trim().toLowerCase();
    const all = rows.flatMap((r) => {
      const p = byPid.get(r.pid);
      if (!p) return [];
      return [{
        id: p.pid, problemId: p.problemId, title: p.title, author: p.author, type: p.type, auth: p.auth, gid: p.gid,
        cpid: r.id, displayId: r.displayId, displayTitle: r.displayTitle, color: r.color,
      }];
    }).filter((r) => !keyword || [r.problemId, r.title, r.displayId, r.displayTitle].some((s) => s.toLowerCase().includes(keyword)));
    const page = pageParams(request.query, PROBLEM_PAGE_SIZE);
    const records = all.slice(page.offset, page.offset + page.size);
    return ok({
      problemList: { records, total: all.length, size: page.size, current: page.current, pages: Math.ceil(all.length / page.size) },
      contestProblemMap: Object.fromEntries(rows.map((r) => [String(r.pid), problemView(r)])),
    });
  });

  ctx.http.get('/api/admin/contest/problem', {
    config: roles,
    schema: { tags: ['contests'], querystring: CidPidQuery, response: { 200: Envelope(ProblemDetail) } },
  }, async (request) => {
    const user = request.user!;
    const c = await managedContest(contests, user, request.query.cid);
    await contestProblem(c.id, request.query.pid);
    const detail = await problems().problemDetail(request.query.pid, user, { cid: c.id });
    if (!detail) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return ok(detail);
  });

  /** the write of a problem made inside the contest: auth 3 and the contest's type (spec 3 §4) */
  function problemWrite(c: ContestRow, body: ContestProblemWrite, by: string, current?: ProblemSummary) {
    const { id: _id, ...fields } = body.problem;
    return {
      problem: { ...fields, problemId: body.problem.problemId.trim(), auth: current?.auth ?? PROBLEM_AUTH.contest, type: c.type },
      cases: body.samples?.map((s) => ({ input: s.input, output: s.output, score: s.score ?? null, groupNum: s.groupNum ?? null })),
      languages: (body.languages ?? []).map((l) => l.name),
      tags: body.tags?.map((t) => t.name),
      by,
    };
  }

  ctx.http.post('/api/admin/contest/problem', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['contests'], body: ContestProblemWrite, response: { 200: Envelope(Type.Object({ pid: Type.Integer(), cpid: Type.Integer() })) } },
  }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const c = await managedContest(contests, user, body.cid);
    const id = displayId(body.displayId ?? body.problem.problemId);
    const title = displayTitle(body.displayTitle || body.problem.title);
    const balloon = color(body.color);
    await displayIdFree(c.id, id);
    // saveProblem updates the problem with the same display id: a new one must not take another's
    if (await problems().getByDisplayId(body.problem.problemId.trim())) throw badRequest('CONTESTS_PROBLEM_ID_EXISTS', { problemId: body.problem.problemId.trim() });
    const { pid } = await problems().saveProblem(problemWrite(c, body, user.username));
    const [row] = await db(T.problem).insert({ cid: c.id, pid, displayId: id, displayTitle: title, color: balloon }).returning('id');
    await contestChanged(ctx, c.id, 'problems');
    return ok({ pid, cpid: (row as { id: number }).id }, ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  ctx.http.put('/api/admin/contest/problem', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['contests'], body: ContestProblemWrite, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const c = await managedContest(contests, user, body.cid);
    if (body.problem.id === undefined) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const row = await contestProblem(c.id, body.problem.id);
    const current = await problems().getProblem(row.pid);
    if (!current) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    // the write finds the problem by its display id: it stays the problem's
    if (body.problem.problemId.trim() !== current.problemId) throw badRequest('CONTESTS_PROBLEM_ID_FIXED');
    const changes: Partial<ContestProblemRow> = {};
    if (body.displayId !== undefined) { changes.displayId = displayId(body.displayId); await displayIdFree(c.id, changes.displayId, row.id); }
    if (body.displayTitle !== undefined) changes.displayTitle = displayTitle(body.displayTitle);
    if (body.color !== undefined) changes.color = color(body.color);
    await problems().saveProblem(problemWrite(c, body, user.username, current));
    if (Object.keys(changes).length) await db(T.problem).where({ id: row.id }).update(changes);
    await contestChanged(ctx, c.id, 'problems');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  // Removes the problem from the contest with the contest's records of it; the problem itself stays
  // in the bank (the problems service offers no delete, and it may be used elsewhere).
  ctx.http.delete('/api/admin/contest/problem', {
    config: { roles: ['root', 'problem_admin'] },
    schema: { tags: ['contests'], querystring: CidPidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    const row = await contestProblem(c.id, request.query.pid);
    await db.transaction(async (trx) => {
      await trx(T.record).where({ cid: c.id, cpid: row.id }).delete();
      await trx(T.problem).where({ id: row.id }).delete();
    });
    await contestChanged(ctx, c.id, 'problems');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

  ctx.http.get('/api/admin/contest/contest-problem', {
    config: roles,
    schema: { tags: ['contests'], querystring: CidPidQuery, response: { 200: Envelope(AdminContestProblem) } },
  }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    return ok(problemView(await contestProblem(c.id, request.query.pid)));
  });

  ctx.http.put('/api/admin/contest/contest-problem', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['contests'], body: ContestProblemBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const body = request.body;
    const c = await managedContest(contests, request.user!, body.cid);
    const row = (await db(T.problem).where({ id: body.id, cid: c.id }).first()) as ContestProblemRow | undefined;
    if (!row) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const id = displayId(body.displayId ?? row.displayId);
    const title = displayTitle(body.displayTitle ?? row.displayTitle);
    const balloon = body.color === undefined ? row.color : color(body.color);
    await displayIdFree(c.id, id, row.id);
    await db(T.problem).where({ id: row.id }).update({ displayId: id, displayTitle: title, color: balloon });
    await contestChanged(ctx, c.id, 'problems');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  // spec 3 §5: adding a problem asks for its display id in the contest; only public problems of the main set
  ctx.http.post('/api/admin/contest/add-problem-from-public', {
    config: roles,
    schema: { tags: ['contests'], body: AddFromPublicBody, response: { 200: Envelope(AdminContestProblem) } },
  }, async (request) => {
    const body = request.body;
    const c = await managedContest(contests, request.user!, body.cid);
    const id = displayId(body.displayId);
    const p = await problems().getProblem(body.pid);
    if (!p || p.auth !== PROBLEM_AUTH.public || p.gid !== null) throw badRequest('CONTESTS_PUBLIC_PROBLEM_ONLY');
    if (await db(T.problem).where({ cid: c.id, pid: p.pid }).first('id')) throw badRequest('CONTESTS_PROBLEM_ALREADY_ADDED');
    await displayIdFree(c.id, id);
    const [row] = await db(T.problem).insert({ cid: c.id, pid: p.pid, displayId: id, displayTitle: p.title, color: null }).returning('*');
    await contestChanged(ctx, c.id, 'problems');
    return ok(problemView(row as ContestProblemRow), ctx.i18n.t(request.locale, 'CONTESTS_ADDED'));
  });

  // reference AdminJudgeController: every submission of the problem in the contest is judged again
  ctx.http.get('/api/admin/judge/rejudge-contest-problem', {
    config: { roles: ['root'], perm: 'rejudge' },
    schema: { tags: ['contests'], querystring: CidPidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    await contestProblem(c.id, request.query.pid);
    const submissions = ctx.services.get(submissionsService);
    const rows = (await db(T.record).where({ cid: c.id, pid: request.query.pid }).orderBy('submitId').select('submitId')) as Array<{ submitId: number }>;
    for (const r of rows) await submissions.rejudge(r.submitId);
    await contestChanged(ctx, c.id, 'records');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_REJUDGED'));
  });
}

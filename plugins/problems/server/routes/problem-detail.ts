// The problem page's calls: detail (with counts, tags, languages, code templates and my status),
// its tags, languages, code templates and annex (spec 2 §7 "Problems", reference §2).
import { Type } from '@sinclair/typebox';
import { Envelope, OjError, ok, type AuthUser } from '@oj/sdk';
import { AnnexFile, CodeTemplate, Language, ProblemDetail, Tag, problemScopePoint, type ProblemScope } from '../../shared/service.ts';
import type { ProblemRow } from '../../shared/rows.ts';
import type { Deps } from '../deps.ts';
import { problemDetailOf } from '../problem-detail.ts';
import { problemById } from '../problem-queries.ts';
import { extraFiles, toSummary } from '../problem-views.ts';
import { mayView } from '../visibility.ts';

const OptionalId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));
const ScopeQuery = { cid: OptionalId, tid: OptionalId, gid: OptionalId };

function scopeOf(q: { cid?: number | null; tid?: number | null; gid?: number | null }): ProblemScope {
  return { ...(q.cid ? { cid: q.cid } : {}), ...(q.tid ? { tid: q.tid } : {}), ...(q.gid ? { gid: q.gid } : {}) };
}

export function problemDetailRoutes({ ctx, stores }: Deps): void {
  const { problems, languages } = stores;
  async function visible(user: AuthUser | null, row: ProblemRow, scope: ProblemScope): Promise<void> {
    if (!(await mayView(ctx.extensions(problemScopePoint), user, toSummary(row), scope))) throw new OjError('PROBLEMS_NO_ACCESS', 403);
  }

  ctx.http.get('/api/get-problem-detail', {
    config: { public: true },
    schema: {
      tags: ['problems'],
      querystring: Type.Object({ problemId: Type.String({ minLength: 1, maxLength: 100 }), ...ScopeQuery }),
      response: { 200: Envelope(ProblemDetail) },
    },
  }, async (request) => {
    const row = await problems.byDisplayId(request.query.problemId);
    if (!row) throw new OjError('PROBLEMS_NOT_FOUND', 404);
    const scope = scopeOf(request.query);
    await visible(request.user, row, scope);
    return ok(await problemDetailOf(ctx, stores, row, request.user, scope));
  });

  const ByPid = Type.Object({ pid: Type.Integer({ minimum: 1 }), ...ScopeQuery });

  ctx.http.get('/api/get-problem-tags', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(Tag)) } },
  }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await stores.tags.ofProblem(row.id));
  });

  ctx.http.get('/api/languages', {
    config: { public: true },
    schema: {
      tags: ['problems'],
      querystring: Type.Object({ pid: Type.Optional(Type.Integer()), all: Type.Optional(Type.Boolean()) }),
      response: { 200: Envelope(Type.Array(Language)) },
    },
  }, async (request) => ok(await languages.list(Boolean(request.query.all))));

  ctx.http.get('/api/get-problem-languages', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(Language)) } },
  }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    return ok(await languages.ofProblem(row.id));
  });

  ctx.http.get('/api/get-problem-code-template', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(CodeTemplate)) } },
  }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await languages.enabledTemplateRows(row.id));
  });

  // beyond the reference: the Problem Annex tab's files (spec 2 §2), from the problem's user extra files
  ctx.http.get('/api/get-problem-annex', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(AnnexFile)) } },
  }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(Object.entries(extraFiles(row.userExtraFile)).map(([name, content]) => ({ name, content })));
  });
}

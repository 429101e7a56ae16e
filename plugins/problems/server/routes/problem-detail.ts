// The problem page's calls: detail (with counts, tags, languages, code templates and my status),
// its tags, languages, code templates and annex (spec 2 §7 "Problems", reference §2).
import { OjError, mountCall, ok, type AuthUser } from '@oj/sdk';
import { problemScopePoint, type ProblemScope } from '../../shared/service.ts';
import { problemCalls } from '../../shared/browser.ts';
import type { ProblemRow } from '../../shared/rows.ts';
import type { Deps } from '../deps.ts';
import { problemDetailOf } from '../problem-detail.ts';
import { problemById } from '../problem-queries.ts';
import { extraFiles, toSummary } from '../problem-views.ts';
import { mayView } from '../visibility.ts';

function scopeOf(q: { cid?: number | null; tid?: number | null; gid?: number | null }): ProblemScope {
  return { ...(q.cid ? { cid: q.cid } : {}), ...(q.tid ? { tid: q.tid } : {}), ...(q.gid ? { gid: q.gid } : {}) };
}

export function problemDetailRoutes({ ctx, stores }: Deps): void {
  const { problems, languages } = stores;
  async function visible(user: AuthUser | null, row: ProblemRow, scope: ProblemScope): Promise<void> {
    if (!(await mayView(ctx.extensions(problemScopePoint), user, toSummary(row), scope))) throw new OjError('PROBLEMS_NO_ACCESS', 403);
  }

  mountCall(ctx.http, problemCalls.detail, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const row = await problems.byDisplayId(request.query.problemId);
    if (!row) throw new OjError('PROBLEMS_NOT_FOUND', 404);
    const scope = scopeOf(request.query);
    await visible(request.user, row, scope);
    return ok(await problemDetailOf(ctx, stores, row, request.user, scope));
  });

  mountCall(ctx.http, problemCalls.tags, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await stores.tags.ofProblem(row.id));
  });

  mountCall(ctx.http, problemCalls.languages, { config: { public: true }, tags: ['problems'] }, async (request) => ok(await languages.list(Boolean(request.query.all))));

  mountCall(ctx.http, problemCalls.problemLanguages, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    return ok(await languages.ofProblem(row.id));
  });

  mountCall(ctx.http, problemCalls.codeTemplates, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await languages.enabledTemplateRows(row.id));
  });

  // beyond the reference: the Problem Annex tab's files (spec 2 §2), from the problem's user extra files
  mountCall(ctx.http, problemCalls.annex, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(Object.entries(extraFiles(row.userExtraFile)).map(([name, content]) => ({ name, content })));
  });
}

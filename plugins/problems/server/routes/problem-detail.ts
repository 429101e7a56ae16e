// The problem page's calls: detail (with counts, tags, languages, code templates and my status),
// its tags, languages, code templates and annex (spec 2 §7 "Problems", reference §2).
import { Type } from '@sinclair/typebox';
import { Envelope, OjError, ok, type AuthUser, type Knex, type PluginContext } from '@oj/sdk';
import {
  AnnexFile, CodeTemplate, Language, ProblemDetail, Tag, ZERO_COUNT, problemScopePoint, problemStatusPoint,
  type ProblemDetail as ProblemDetailValue, type ProblemScope,
} from '../../shared/service.ts';
import type { Tables } from '../tables.ts';
import type { Deps } from '../deps.ts';
import { languageQuery, problemLanguages } from '../languages.ts';
import { problemById, tagChipsOf } from '../problem-queries.ts';
import { extraFiles, toStatement, toSummary, type ProblemRow } from '../rows.ts';
import { countsOf, statusesOf } from '../statuses.ts';
import { mayView } from '../visibility.ts';
import { NOT_SUBMITTED } from './problem-list.ts';

const OptionalId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));
const ScopeQuery = { cid: OptionalId, tid: OptionalId, gid: OptionalId };

function scopeOf(q: { cid?: number | null; tid?: number | null; gid?: number | null }): ProblemScope {
  return { ...(q.cid ? { cid: q.cid } : {}), ...(q.tid ? { tid: q.tid } : {}), ...(q.gid ? { gid: q.gid } : {}) };
}

/** the detail of one problem as the problem page shows it, the viewer's status taken in `scope` (no visibility check) */
export async function problemDetailOf(ctx: PluginContext, db: Knex, t: Tables, row: ProblemRow, user: AuthUser | null, scope: ProblemScope): Promise<ProblemDetailValue> {
  const providers = ctx.extensions(problemStatusPoint);
  const [tags, languages, templates, counts, statuses] = await Promise.all([
    tagChipsOf(db, t, [row.id]),
    problemLanguages(db, t, row.id),
    db(`${t.codeTemplate} as c`).join(`${t.language} as l`, 'l.id', 'c.lid').where({ 'c.pid': row.id, 'c.status': true }).select('l.name', 'c.code'),
    countsOf(providers, [row.id]),
    statusesOf(providers, user?.uid, [row.id], scope),
  ]);
  return {
    problem: toStatement(row),
    problemCount: counts.get(row.id) ?? ZERO_COUNT,
    tags: tags.get(row.id) ?? [],
    languages: languages.map((l) => l.name),
    codeTemplate: Object.fromEntries(templates.map((c: { name: string; code: string }) => [c.name, c.code])),
    myStatus: user ? statuses.get(row.id)?.status ?? NOT_SUBMITTED : null,
  };
}

export function problemDetailRoutes({ ctx, db, t }: Deps): void {
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
    const row = (await db(t.problem).where({ problemId: request.query.problemId }).first()) as ProblemRow | undefined;
    if (!row) throw new OjError('PROBLEMS_NOT_FOUND', 404);
    const scope = scopeOf(request.query);
    await visible(request.user, row, scope);
    return ok(await problemDetailOf(ctx, db, t, row, request.user, scope));
  });

  const ByPid = Type.Object({ pid: Type.Integer({ minimum: 1 }), ...ScopeQuery });

  ctx.http.get('/api/get-problem-tags', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(Tag)) } },
  }, async (request) => {
    const row = await problemById(db, t, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await db(t.tag).whereIn('id', db(t.problemTag).select('tid').where({ pid: row.id })).orderBy('id').select('id', 'name', 'color', 'oj', 'gid', 'tcid'));
  });

  ctx.http.get('/api/languages', {
    config: { public: true },
    schema: {
      tags: ['problems'],
      querystring: Type.Object({ pid: Type.Optional(Type.Integer()), all: Type.Optional(Type.Boolean()) }),
      response: { 200: Envelope(Type.Array(Language)) },
    },
  }, async (request) => {
    if (request.query.all) return ok(await languageQuery(db, t));
    return ok(await languageQuery(db, t).where({ isSpj: false }));
  });

  ctx.http.get('/api/get-problem-languages', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(Language)) } },
  }, async (request) => {
    const row = await problemById(db, t, request.query.pid);
    return ok(await problemLanguages(db, t, row.id));
  });

  ctx.http.get('/api/get-problem-code-template', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(CodeTemplate)) } },
  }, async (request) => {
    const row = await problemById(db, t, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(await db(t.codeTemplate).where({ pid: row.id, status: true }).orderBy('lid').select('id', 'pid', 'lid', 'code', 'status'));
  });

  // beyond the reference: the Problem Annex tab's files (spec 2 §2), from the problem's user extra files
  ctx.http.get('/api/get-problem-annex', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ByPid, response: { 200: Envelope(Type.Array(AnnexFile)) } },
  }, async (request) => {
    const row = await problemById(db, t, request.query.pid);
    await visible(request.user, row, scopeOf(request.query));
    return ok(Object.entries(extraFiles(row.userExtraFile)).map(([name, content]) => ({ name, content })));
  });
}

// A training's problems in the admin area (reference §2 "Admin": /api/admin/training/get-problem-list,
// problem, add-problem-from-public, import-remote-oj-problem). Problems come from the main set through
// the problems plugin's service; adding one fills its cells from the submissions so far, removing
// one drops them (records.ts). Only the training's admins (spec 3 §6) reach past the declared roles.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, Page, badRequest, notFound, ok, pageParams, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService, remoteImportPoint, type ProblemSummary } from '@oj/plugin-problems/shared';
import {
  AddFromPublicBody, AdminTrainingProblemQuery, AdminTrainingProblemRow, ImportRemoteQuery, TrainingProblemDelete, TrainingProblemMapping,
  TrainingProblemUpdate,
} from '../shared/index.ts';
import { T, truthy, type TrainingProblemRow, type Trainings } from './core.ts';
import { TRAINING_ADMIN_ROLES, managedTraining } from './admin-routes.ts';
import { rankOf } from './training-form.ts';
import type { TrainingRecords } from './records.ts';

const PROBLEM_PAGE_SIZE = 10;

const mappingView = (r: TrainingProblemRow): TrainingProblemMapping => ({ id: r.id, tid: r.tid, pid: r.pid, displayId: r.displayId, rank: r.rank });
const rowView = (p: ProblemSummary, rank: number | null) => ({ id: p.pid, problemId: p.problemId, title: p.title, author: p.author, type: p.type, auth: p.auth, rank });

export function adminProblemRoutes(ctx: PluginContext, trainings: Trainings, records: TrainingRecords): void {
  const db = ctx.db;
  const problems = () => ctx.services.get(problemsService);
  const roles = { roles: TRAINING_ADMIN_ROLES };

  /** puts a problem at the end of the training (or answers that it is there already) */
  async function add(tid: number, problem: ProblemSummary): Promise<TrainingProblemRow> {
    const [last] = (await db(T.problem).where({ tid }).max({ rank: 'rank' })) as Array<{ rank: number | null }>;
    const inserted = (await db(T.problem).insert({ tid, pid: problem.pid, displayId: problem.problemId, rank: (last?.rank ?? 0) + 1 })
      .onConflict(['tid', 'pid']).ignore().returning('*')) as TrainingProblemRow[];
    if (!inserted.length) throw badRequest('TRAININGS_PROBLEM_EXISTS', { problemId: problem.problemId });
    await db(T.training).where({ id: tid }).update({ gmtModified: db.fn.now() });
    await records.filled(tid, [problem.pid]);
    return inserted[0]!;
  }

  ctx.http.get('/api/admin/training/get-problem-list', {
    config: roles,
    schema: {
      tags: ['trainings'], querystring: AdminTrainingProblemQuery,
      response: { 200: Envelope(Type.Object({ problemList: Page(AdminTrainingProblemRow), trainingProblemMap: Type.Record(Type.String(), TrainingProblemMapping) })) },
    },
  }, async (request) => {
    const q = request.query;
    const t = await managedTraining(trainings, request.user!, q.tid);
    const rows = await trainings.problems(t.id);
    const page = pageParams(q, PROBLEM_PAGE_SIZE);
    const trainingProblemMap = Object.fromEntries(rows.map((r) => [String(r.pid), mappingView(r)]));
    const existed = q.queryExisted === undefined || q.queryExisted === '' || truthy(q.queryExisted);
    if (!existed) {
      // the add dialog: public problems of the main set not yet in the training
      const found = await problems().publicProblems({ keyword: q.keyword, exclude: rows.map((r) => r.pid), offset: page.offset, limit: page.size });
      return ok({
        problemList: { records: found.records.map((p) => rowView(p, null)), total: found.total, size: page.size, current: page.current, pages: Math.ceil(found.total / page.size) },
        trainingProblemMap,
      });
    }
    const byPid = new Map((await problems().getProblemsByIds(rows.map((r) => r.pid))).map((p) => [p.pid, p]));
    const keyword = q.keyword?.trim().toLowerCase();
    const all = rows.flatMap((r) => {
      const p = byPid.get(r.pid);
      return p ? [rowView(p, r.rank)] : [];
    }).filter((r) => !keyword || r.problemId.toLowerCase().includes(keyword) || r.title.toLowerCase().includes(keyword));
    return ok({
      problemList: { records: all.slice(page.offset, page.offset + page.size), total: all.length, size: page.size, current: page.current, pages: Math.ceil(all.length / page.size) },
      trainingProblemMap,
    });
  });

  // reference: changes a problem's place (rank) in the training; its display id is the problem's own
  ctx.http.put('/api/admin/training/problem', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: TrainingProblemUpdate, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const t = await managedTraining(trainings, request.user!, request.body.tid);
    const row = (await db(T.problem).where({ tid: t.id, pid: request.body.pid }).first()) as TrainingProblemRow | undefined;
    if (!row) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    const rank = rankOf(request.body.rank, row.rank);
    await db(T.problem).where({ id: row.id }).update({ rank });
    await trainings.changed(t.id);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  ctx.http.delete('/api/admin/training/problem', {
    config: roles,
    schema: { tags: ['trainings'], querystring: TrainingProblemDelete, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const t = await managedTraining(trainings, request.user!, request.query.tid);
    const gone = await db(T.problem).where({ tid: t.id, pid: request.query.pid }).delete();
    if (!gone) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    await db(T.training).where({ id: t.id }).update({ gmtModified: db.fn.now() });
    await records.removed(t.id, request.query.pid);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });

  ctx.http.post('/api/admin/training/add-problem-from-public', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: AddFromPublicBody, response: { 200: Envelope(TrainingProblemMapping) } },
  }, async (request) => {
    const t = await managedTraining(trainings, request.user!, request.body.tid);
    const problem = await problems().getProblem(request.body.pid);
    if (!problem) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    // reference: from the public pool only (a contest's or a private problem would open to everyone here)
    if (problem.auth !== PROBLEM_AUTH.public || problem.gid !== null) throw badRequest('TRAININGS_PROBLEM_NOT_PUBLIC', { problemId: problem.problemId });
    return ok(mappingView(await add(t.id, problem)), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });

  // a remote judge's problem, imported by the remote judge plugin that knows the judge
  ctx.http.get('/api/admin/training/import-remote-oj-problem', {
    config: roles,
    schema: { tags: ['trainings'], querystring: ImportRemoteQuery, response: { 200: Envelope(TrainingProblemMapping) } },
  }, async (request) => {
    const user = request.user!;
    const t = await managedTraining(trainings, user, request.query.tid);
    const name = request.query.name.trim();
    const importer = ctx.extensions(remoteImportPoint).find((i) => i.oj.toUpperCase() === name.toUpperCase());
    if (!importer) throw badRequest('TRAININGS_REMOTE_OJ_OFF', { oj: name });
    const pid = await importer.importProblem(request.query.problemId.trim(), user);
    const problem = await problems().getProblem(pid);
    if (!problem) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    return ok(mappingView(await add(t.id, problem)), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });
}

// A training's problems in the admin area (reference §2 "Admin": /api/admin/training/get-problem-list,
// problem, add-problem-from-public, import-remote-oj-problem). Problems come from the main set through
// the problems plugin's service; adding one fills its cells from the submissions so far, removing
// one drops them (records.ts). Only the training's admins (spec 3 §6) reach past the declared roles.
import { badRequest, mountCall, notFound, ok, type PluginContext } from '@oj/sdk';
import { problemsService, remoteImportPoint } from '@oj/plugin-problems/shared';
import { trainingAdminCalls } from '../shared/calls.ts';
import type { Trainings } from './core.ts';
import { TRAINING_ADMIN_ROLES, managedTraining } from './admin-routes.ts';
import type { TrainingProblemWrites } from './training-problem-writes.ts';

export function adminProblemRoutes(ctx: PluginContext, trainings: Trainings, writes: TrainingProblemWrites): void {
  const problems = () => ctx.services.get(problemsService);
  const roles = { roles: TRAINING_ADMIN_ROLES };

  mountCall(ctx.http, trainingAdminCalls.problems, { config: roles, tags: ['trainings'] }, async (request) => ok(await writes.list(await managedTraining(trainings, request.user!, request.query.tid), request.query)));

  mountCall(ctx.http, trainingAdminCalls.moveProblem, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => {
    await writes.move(await managedTraining(trainings, request.user!, request.body.tid), request.body.pid, request.body.rank);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  mountCall(ctx.http, trainingAdminCalls.removeProblem, { config: roles, tags: ['trainings'] }, async (request) => {
    await writes.remove(await managedTraining(trainings, request.user!, request.query.tid), request.query.pid);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });

  mountCall(ctx.http, trainingAdminCalls.addFromPublic, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => {
    const t = await managedTraining(trainings, request.user!, request.body.tid);
    return ok(await writes.addPublic(t, request.body.pid), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });

  // a remote judge's problem, imported by the remote judge plugin that knows the judge
  mountCall(ctx.http, trainingAdminCalls.importRemote, { config: roles, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const t = await managedTraining(trainings, user, request.query.tid);
    const name = request.query.name.trim();
    const importer = ctx.extensions(remoteImportPoint).find((i) => i.oj.toUpperCase() === name.toUpperCase());
    if (!importer) throw badRequest('TRAININGS_REMOTE_OJ_OFF', { oj: name });
    const pid = await importer.importProblem(request.query.problemId.trim(), user);
    const problem = await problems().getProblem(pid);
    if (!problem) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    return ok(await writes.add(t.id, problem), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });
}

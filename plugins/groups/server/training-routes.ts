// A group's trainings (spec 3 "Group training list", §5 "Group training form", §6; reference
// GroupTrainingController). The trainings plugin keeps them (its tables, the admin form's rules,
// the progress and rank, through trainingsService); this plugin decides who: members list the
// visible ones, group admins create and list them all, the group root or the training's author
// reads it for editing, edits, deletes, shows or hides it and manages its problems. A training is
// reached through its own group only: its id names the group, never the caller's.
import { badRequest, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { trainingsService, type TrainingView } from '@oj/plugin-trainings/shared';
import { groupTrainingCalls } from '../shared/calls.ts';
import type { GroupRow } from '../shared/index.ts';
import type { Groups } from './core.ts';

export function trainingRoutes(ctx: PluginContext, groups: Groups): void {
  const trainings = () => ctx.services.get(trainingsService);

  /** a training of a group the caller administers; `change`: also the group root or its author */
  async function administered(user: AuthUser, tid: number, change: boolean): Promise<{ training: TrainingView; group: GroupRow }> {
    const training = await trainings().get(tid);
    if (!training || training.gid == null) throw notFound('TRAININGS_NOT_FOUND');
    const { group, standing } = await groups.administered(user, training.gid);
    // the author by their account (isTrainingAdmin: the training's uid), not by a name that may change
    if (change && !standing.root && !(await trainings().isTrainingAdmin(user, training.id))) throw forbidden('GROUPS_TRAINING_AUTHOR_ONLY');
    return { training, group };
  }
  const changed = (user: AuthUser, tid: number) => administered(user, tid, true);

  mountCall(ctx.http, groupTrainingCalls.list, { config: { auth: true } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await trainings().groupTrainings(request.user!, group.id, request.query));
  });

  mountCall(ctx.http, groupTrainingCalls.adminList, { config: { auth: true } }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await trainings().groupAdminTrainings(request.user!, group.id, request.query));
  });

  // the edit form: it holds a private training's password, so it is read by who may change it
  mountCall(ctx.http, groupTrainingCalls.get, { config: { auth: true } }, async (request) => {
    const { training } = await changed(request.user!, request.query.tid);
    return ok((await trainings().adminTraining(training.id))!);
  });

  mountCall(ctx.http, groupTrainingCalls.create, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { gid, ...fields } = request.body.training;
    if (!gid) throw notFound('GROUPS_NOT_FOUND');
    const { group } = await groups.administered(user, gid);
    if (fields.id) throw badRequest('GROUPS_TRAINING_ID_ON_CREATE');
    const made = await trainings().createGroupTraining(user, group.id, { training: fields, trainingCategory: request.body.trainingCategory });
    return ok(made, ctx.i18n.t(request.locale, 'TRAININGS_CREATED'));
  });

  mountCall(ctx.http, groupTrainingCalls.update, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const { gid, ...fields } = request.body.training;
    if (!fields.id) throw notFound('TRAININGS_NOT_FOUND');
    const { training } = await changed(request.user!, fields.id);
    // spec 3 §6: only the current group's items; a training keeps its group
    if (gid !== undefined && gid !== training.gid) throw notFound('TRAININGS_NOT_FOUND');
    await trainings().updateTraining({ training: fields, trainingCategory: request.body.trainingCategory });
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  mountCall(ctx.http, groupTrainingCalls.remove, { config: { auth: true } }, async (request) => {
    const { training } = await changed(request.user!, request.query.tid);
    await trainings().deleteTraining(training.id);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });

  mountCall(ctx.http, groupTrainingCalls.setStatus, { config: { auth: true } }, async (request) => {
    const { training } = await changed(request.user!, request.query.tid);
    const status = request.query.status;
    await trainings().setTrainingStatus(training.id, status === true || status === 'true' || status === '1');
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  mountCall(ctx.http, groupTrainingCalls.problems, { config: { auth: true } }, async (request) => {
    const { training } = await changed(request.user!, request.query.tid);
    return ok(await trainings().trainingProblemList(training.id, request.query));
  });

  mountCall(ctx.http, groupTrainingCalls.moveProblem, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const { training } = await changed(request.user!, request.body.tid);
    await trainings().moveTrainingProblem(training.id, request.body.pid, request.body.rank);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  mountCall(ctx.http, groupTrainingCalls.removeProblem, { config: { auth: true } }, async (request) => {
    const { training } = await changed(request.user!, request.query.tid);
    await trainings().removeTrainingProblem(training.id, request.query.pid);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });

  mountCall(ctx.http, groupTrainingCalls.addFromPublic, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const { training } = await changed(request.user!, request.body.tid);
    return ok(await trainings().addPublicProblem(training.id, request.body.pid), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });

  // the reference's client sends problemId and tid in the query string
  mountCall(ctx.http, groupTrainingCalls.addFromGroup, { config: { auth: true, extraFields: 'strip', bodyFromQuery: true } }, async (request) => {
    const { training } = await changed(request.user!, request.body.tid);
    return ok(await trainings().addGroupProblem(training.id, request.body.problemId), ctx.i18n.t(request.locale, 'TRAININGS_ADDED'));
  });
}

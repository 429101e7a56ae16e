// The training admin calls (reference §2 "Admin": /api/admin/training/**, the categories): the
// list, create, edit, visibility, delete (super admin) and the categories. The declared roles let
// the admin roles in; a training is changed only by its admins (spec 3 §6: the author, a super
// admin, a group root). The training's problems are admin-problem-routes.ts.
import { badRequest, forbidden, mountCall, notFound, ok, pageParams, type AuthUser, type PluginContext, type RoleKey } from '@oj/sdk';
import { CATEGORY_NAME_MAX, CategoryBody, HEX_COLOR, TRAINING_LIST_PAGE_SIZE, type TrainingRow } from '../shared/index.ts';
import { trainingAdminCalls } from '../shared/calls.ts';
import { toView, truthy, type Trainings } from './core.ts';
import type { TrainingWrites } from './training-writes.ts';

export const TRAINING_ADMIN_ROLES: RoleKey[] = ['root', 'admin', 'problem_admin'];

/** the training `user` administers, or why not */
export async function managedTraining(trainings: Trainings, user: AuthUser, tid: number): Promise<TrainingRow> {
  const t = await trainings.get(tid);
  if (!t) throw notFound('TRAININGS_NOT_FOUND');
  if (!(await trainings.isTrainingAdmin(user, t))) throw forbidden('TRAININGS_ADMIN_ONLY');
  return t;
}

export function adminRoutes(ctx: PluginContext, trainings: Trainings, writes: TrainingWrites): void {
  const categories = trainings.stores.categories;
  const roles = { roles: TRAINING_ADMIN_ROLES };
  const siteCategory = (id: number) => writes.siteCategory(id);

  mountCall(ctx.http, trainingAdminCalls.list, { config: roles, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const page = await trainings.page({ gid: null, keyword: request.query.keyword }, pageParams(request.query, TRAINING_LIST_PAGE_SIZE), 'newest');
    const records = await Promise.all(page.records.map(async (t) => ({ ...toView(t, 0, false), manageable: await trainings.isTrainingAdmin(user, t) })));
    return ok({ ...page, records });
  });

  mountCall(ctx.http, trainingAdminCalls.get, { config: roles, tags: ['trainings'] }, async (request) => ok(await writes.adminView(await managedTraining(trainings, request.user!, request.query.tid))));

  mountCall(ctx.http, trainingAdminCalls.create, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => ok(await writes.create(request.user!, request.body, null), ctx.i18n.t(request.locale, 'TRAININGS_CREATED')));

  mountCall(ctx.http, trainingAdminCalls.update, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => {
    const id = request.body.training.id;
    if (!id) throw notFound('TRAININGS_NOT_FOUND');
    await writes.update(await managedTraining(trainings, request.user!, id), request.body);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  mountCall(ctx.http, trainingAdminCalls.setStatus, { config: roles, tags: ['trainings'] }, async (request) => {
    await writes.setStatus(await managedTraining(trainings, request.user!, request.query.tid), truthy(request.query.status));
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  // reference: deleting a training is the super admin's (its registrations, cells and standings go with it)
  mountCall(ctx.http, trainingAdminCalls.remove, { config: { roles: ['root'] }, tags: ['trainings'] }, async (request) => {
    await writes.remove(await managedTraining(trainings, request.user!, request.query.tid));
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });

  /** a category's name and colour as the form sends them */
  function categoryFields(body: CategoryBody): { name: string; color: string } {
    const name = body.name?.trim() ?? '';
    if (!name) throw badRequest('TRAININGS_CATEGORY_NAME_REQUIRED');
    if (name.length > CATEGORY_NAME_MAX) throw badRequest('TRAININGS_CATEGORY_NAME_TOO_LONG', { max: CATEGORY_NAME_MAX });
    const color = body.color?.trim() ?? '';
    if (!HEX_COLOR.test(color)) throw badRequest('TRAININGS_CATEGORY_COLOR_INVALID');
    return { name, color };
  }
  async function nameFree(name: string, except = 0): Promise<void> {
    if (await categories.siteNameTaken(name, except)) throw badRequest('TRAININGS_CATEGORY_EXISTS', { name });
  }

  mountCall(ctx.http, trainingAdminCalls.addCategory, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => {
    const fields = categoryFields(request.body);
    await nameFree(fields.name);
    return ok(await categories.insertSite(fields), ctx.i18n.t(request.locale, 'TRAININGS_CREATED'));
  });

  mountCall(ctx.http, trainingAdminCalls.updateCategory, { config: { ...roles, extraFields: 'strip' }, tags: ['trainings'] }, async (request) => {
    const id = request.body.id;
    if (!id) throw notFound('TRAININGS_CATEGORY_NOT_FOUND');
    await siteCategory(id).catch(() => { throw notFound('TRAININGS_CATEGORY_NOT_FOUND'); });
    const fields = categoryFields(request.body);
    await nameFree(fields.name, id);
    await categories.update(id, fields);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  // a category in use stays: its trainings would lose their category (spec 3 §5: it is required)
  mountCall(ctx.http, trainingAdminCalls.removeCategory, { config: roles, tags: ['trainings'] }, async (request) => {
    const id = request.query.cid;
    await siteCategory(id).catch(() => { throw notFound('TRAININGS_CATEGORY_NOT_FOUND'); });
    const used = await trainings.stores.trainings.countInCategory(id);
    if (used > 0) throw badRequest('TRAININGS_CATEGORY_IN_USE', { count: used });
    await categories.remove(id);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });
}

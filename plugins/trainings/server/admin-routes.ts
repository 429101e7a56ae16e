// The training admin calls (reference §2 "Admin": /api/admin/training/**, the categories): the
// list, create, edit, visibility, delete (super admin) and the categories. The declared roles let
// the admin roles in; a training is changed only by its admins (spec 3 §6: the author, a super
// admin, a group root). The training's problems are admin-problem-routes.ts.
import { Type } from '@sinclair/typebox';
import {
  EmptyEnvelope, Envelope, Page, badRequest, forbidden, notFound, ok, pageParams, type AuthUser, type PluginContext, type RoleKey,
} from '@oj/sdk';
import {
  AdminTraining, AdminTrainingBody, AdminTrainingListQuery, AdminTrainingRow, CATEGORY_NAME_MAX, CategoryBody, CategoryIdQuery, ChangeStatusQuery,
  HEX_COLOR, TRAINING_LIST_PAGE_SIZE, TidQuery, TrainingCategory, TrainingSchema, type TrainingRow,
} from '../shared/index.ts';
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

  ctx.http.get('/api/admin/training/get-training-list', {
    config: roles,
    schema: { tags: ['trainings'], querystring: AdminTrainingListQuery, response: { 200: Envelope(Page(AdminTrainingRow)) } },
  }, async (request) => {
    const user = request.user!;
    const page = await trainings.page({ gid: null, keyword: request.query.keyword }, pageParams(request.query, TRAINING_LIST_PAGE_SIZE), 'newest');
    const records = await Promise.all(page.records.map(async (t) => ({ ...toView(t, 0, false), manageable: await trainings.isTrainingAdmin(user, t) })));
    return ok({ ...page, records });
  });

  ctx.http.get('/api/admin/training', {
    config: roles,
    schema: { tags: ['trainings'], querystring: TidQuery, response: { 200: Envelope(AdminTraining) } },
  }, async (request) => ok(await writes.adminView(await managedTraining(trainings, request.user!, request.query.tid))));

  ctx.http.post('/api/admin/training', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: AdminTrainingBody, response: { 200: Envelope(TrainingSchema) } },
  }, async (request) => ok(await writes.create(request.user!, request.body, null), ctx.i18n.t(request.locale, 'TRAININGS_CREATED')));

  ctx.http.put('/api/admin/training', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: AdminTrainingBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const id = request.body.training.id;
    if (!id) throw notFound('TRAININGS_NOT_FOUND');
    await writes.update(await managedTraining(trainings, request.user!, id), request.body);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  ctx.http.put('/api/admin/training/change-training-status', {
    config: roles,
    schema: { tags: ['trainings'], querystring: ChangeStatusQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await writes.setStatus(await managedTraining(trainings, request.user!, request.query.tid), truthy(request.query.status));
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  // reference: deleting a training is the super admin's (its registrations, cells and standings go with it)
  ctx.http.delete('/api/admin/training', {
    config: { roles: ['root'] },
    schema: { tags: ['trainings'], querystring: TidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
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

  ctx.http.post('/api/admin/training/category', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: CategoryBody, response: { 200: Envelope(TrainingCategory) } },
  }, async (request) => {
    const fields = categoryFields(request.body);
    await nameFree(fields.name);
    return ok(await categories.insertSite(fields), ctx.i18n.t(request.locale, 'TRAININGS_CREATED'));
  });

  ctx.http.put('/api/admin/training/category', {
    config: { ...roles, extraFields: 'strip' },
    schema: { tags: ['trainings'], body: CategoryBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const id = request.body.id;
    if (!id) throw notFound('TRAININGS_CATEGORY_NOT_FOUND');
    await siteCategory(id).catch(() => { throw notFound('TRAININGS_CATEGORY_NOT_FOUND'); });
    const fields = categoryFields(request.body);
    await nameFree(fields.name, id);
    await categories.update(id, fields);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_UPDATED'));
  });

  // a category in use stays: its trainings would lose their category (spec 3 §5: it is required)
  ctx.http.delete('/api/admin/training/category', {
    config: roles,
    schema: { tags: ['trainings'], querystring: CategoryIdQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const id = request.query.cid;
    await siteCategory(id).catch(() => { throw notFound('TRAININGS_CATEGORY_NOT_FOUND'); });
    const used = await trainings.stores.trainings.countInCategory(id);
    if (used > 0) throw badRequest('TRAININGS_CATEGORY_IN_USE', { count: used });
    await categories.remove(id);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_DELETED'));
  });
}

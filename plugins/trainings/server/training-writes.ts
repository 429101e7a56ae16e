// What the training admin calls do to a training, once the caller has been let in: the site's
// admin routes (admin-routes.ts) and a group's trainings (trainingsService, for the groups plugin)
// both go through here, so the form's rules, the category check and what a change refreshes are
// the same for both. Who may is the caller's business.
import { badRequest, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import type { AdminTraining, AdminTrainingBody, TrainingCategory, TrainingRow, TrainingView } from '../shared/index.ts';
import { toView, type Trainings } from './core.ts';
import { trainingForm } from './training-form.ts';

export class TrainingWrites {
  constructor(private readonly ctx: PluginContext, private readonly trainings: Trainings) {}

  private get stores() {
    return this.trainings.stores;
  }

  /** a site category (group categories belong to their group) */
  async siteCategory(id: number): Promise<TrainingCategory> {
    const c = await this.stores.categories.siteById(id);
    if (!c) throw badRequest('TRAININGS_CATEGORY_NOT_FOUND');
    return c;
  }

  /** the training as its edit form reads it: with its password and its category */
  async adminView(t: TrainingRow): Promise<AdminTraining> {
    const row = (await this.trainings.listed(t.id))!;
    const category = t.categoryId ? await this.stores.categories.byId(t.categoryId) : undefined;
    return { training: { ...toView(row), privatePwd: t.privatePwd }, trainingCategory: category ?? null };
  }

  /**
   * A new training by `user` through the form's rules, in group `gid` (null: the site's). A
   * group's description is sanitised: its admins are plain users (the site's are admin roles).
   */
  async create(user: AuthUser, body: AdminTrainingBody, gid: number | null): Promise<TrainingView> {
    const form = trainingForm(body);
    await this.siteCategory(form.categoryId);
    if (gid !== null) form.description = this.ctx.markdown.sanitize(form.description);
    const id = await this.stores.trainings.insert({ ...form, uid: user.uid, author: user.username, gid });
    await this.trainings.changed(id);
    return toView((await this.trainings.listed(id))!);
  }

  /** edits `t` through the form's rules (what the form leaves out is kept); its group stays */
  async update(t: TrainingRow, body: AdminTrainingBody): Promise<void> {
    const form = trainingForm(body, t);
    if (form.categoryId !== t.categoryId) await this.siteCategory(form.categoryId);
    if (t.gid !== null && form.description !== t.description) form.description = this.ctx.markdown.sanitize(form.description);
    await this.stores.trainings.update(t.id, form);
    await this.trainings.changed(t.id);
  }

  /** shown in its list or not */
  async setStatus(t: TrainingRow, status: boolean): Promise<void> {
    await this.stores.trainings.update(t.id, { status });
    await this.trainings.changed(t.id);
  }

  /** deletes the training: its problems, registrations, cells and standings go with it */
  async remove(t: TrainingRow): Promise<void> {
    await this.stores.trainings.remove(t.id);
    await this.trainings.changed(t.id);
  }

  /** the training `tid`, or "not found" */
  async existing(tid: number): Promise<TrainingRow> {
    const t = await this.trainings.get(tid);
    if (!t) throw notFound('TRAININGS_NOT_FOUND');
    return t;
  }
}

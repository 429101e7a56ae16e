// The training row, its category, who administers it and who may open it: what every part of the
// plugin (user routes, admin routes, scopes, records) reads a training through. The rows come
// from the stores (stores/); this holds the rules and the kept reads.
import { forbidden, isSuperAdmin, notFound, type AuthUser, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import { TRAINING_AUTH, trainingOwnerPoint, type ListedTrainingRow, type TrainingProblemRow, type TrainingRow, type TrainingView } from '../shared/index.ts';
import { TrainingReads } from './reads.ts';
import { trainingStores, type TrainingFilter, type TrainingStores } from './stores/index.ts';

/** a flag from a query string or a JSON body: true, 'true' or '1' */
export const truthy = (v: unknown): boolean => v === true || v === 'true' || v === '1';

export function toView(t: ListedTrainingRow, acCount = 0, withDescription = true): TrainingView {
  return {
    id: t.id, rank: t.rank, title: t.title, description: withDescription ? t.description : '', auth: t.auth,
    categoryId: t.categoryId, categoryName: t.categoryName, categoryColor: t.categoryColor, author: t.author,
    status: t.status, gid: t.gid, gmtCreate: t.gmtCreate.toISOString(), gmtModified: t.gmtModified.toISOString(),
    problemCount: Number(t.problemCount), acCount,
  };
}

export class Trainings {
  readonly reads: TrainingReads;

  /** `stores`: the plugin's stores (server/index.ts builds them; a bench may let them be built here) */
  constructor(readonly ctx: PluginContext, readonly stores: TrainingStores = trainingStores(ctx)) {
    this.reads = new TrainingReads(ctx);
  }

  /** the training changed (settings, problems, registrations, results): its kept reads go, on every node */
  changed(tid: number): Promise<void> {
    return this.reads.changed(tid);
  }

  /**
   * One page of the trainings `filter` picks with their category and problem count: in the list's
   * order (reference: by rank, smaller first, then the newest) or the admin list's (the newest first)
   */
  page(filter: TrainingFilter, params: PageParams, order: 'rank' | 'newest'): Promise<PageOf<ListedTrainingRow>> {
    return this.stores.trainings.page(filter, params, order);
  }

  /** list rows with the viewer's progress: a private training's once it is unlocked (its problems are not known before) */
  async withProgress(user: AuthUser | null, rows: ListedTrainingRow[]): Promise<TrainingView[]> {
    const opened = await Promise.all(rows.map((t) => this.hasAccess(user, t)));
    const ac = await this.acCounts(user?.uid, rows.filter((_, i) => opened[i]).map((t) => t.id));
    return rows.map((t) => toView(t, ac.get(t.id) ?? 0, false));
  }

  /** the training row (kept briefly: every call of a training page reads it) */
  async get(tid: number): Promise<TrainingRow | null> {
    if (!Number.isInteger(tid) || tid < 1 || tid > 2_147_483_647) return null;
    return this.reads.rows.get(this.reads.key(tid), async () => (await this.stores.trainings.byId(tid)) ?? null);
  }

  async listed(tid: number): Promise<ListedTrainingRow | null> {
    return (await this.stores.trainings.listed(tid)) ?? null;
  }

  problems(tid: number): Promise<TrainingProblemRow[]> {
    return this.stores.problems.ofTraining(tid);
  }

  /** spec 3 §6: authenticated and (the author, a super admin, or the root of the training's group) */
  async isTrainingAdmin(user: AuthUser | null, t: Pick<TrainingRow, 'id' | 'uid' | 'gid'>): Promise<boolean> {
    if (!user) return false;
    if (isSuperAdmin(user) || user.uid === t.uid) return true;
    if (t.gid == null) return false;
    for (const owner of this.ctx.extensions(trainingOwnerPoint)) {
      if (await owner.isTrainingAdmin?.(user, t)) return true;
    }
    return false;
  }

  /** may `user` see the training at all: a visible site training, a group training its owner lets them see, or one they administer */
  async canSee(user: AuthUser | null, t: TrainingRow): Promise<boolean> {
    if (await this.isTrainingAdmin(user, t)) return true;
    if (!t.status) return false;
    if (t.gid == null) return true;
    let allowed = false;
    for (const owner of this.ctx.extensions(trainingOwnerPoint)) {
      const answer = await owner.canSee?.(user, t);
      if (answer === false) return false;
      if (answer === true) allowed = true;
    }
    return allowed;
  }

  isRegistered(uid: string, tid: number): Promise<boolean> {
    return this.stores.registrations.isRegistered(tid, uid);
  }

  /** may `user` open the training's problems and rank: public, registered with the password, or an admin */
  async hasAccess(user: AuthUser | null, t: TrainingRow): Promise<boolean> {
    if (!user) return false;
    if (t.auth === TRAINING_AUTH.public) return true;
    if (await this.isTrainingAdmin(user, t)) return true;
    return this.isRegistered(user.uid, t.id);
  }

  /** the training `user` may see, or TRAININGS_NOT_FOUND */
  async visible(user: AuthUser | null, tid: number): Promise<TrainingRow> {
    const t = await this.get(tid);
    if (!t || !(await this.canSee(user, t))) throw notFound('TRAININGS_NOT_FOUND');
    return t;
  }

  /** the training `user` may open (its problems, rank, problem pages, submits), or the refusal */
  async opened(user: AuthUser, tid: number): Promise<TrainingRow> {
    const t = await this.visible(user, tid);
    if (!(await this.hasAccess(user, t))) throw forbidden('TRAININGS_REGISTER_FIRST');
    return t;
  }

  /** the caller's solved problems per training */
  async acCounts(uid: string | undefined, tids: number[]): Promise<Map<number, number>> {
    if (!uid || !tids.length) return new Map();
    return this.stores.records.acCounts(uid, tids);
  }
}

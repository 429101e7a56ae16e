// The training row, its category, who administers it and who may open it: what every part of the
// plugin (user routes, admin routes, scopes, records) reads a training through.
import { forbidden, likePattern, notFound, paginate, type AuthUser, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import { TRAINING_AUTH, trainingOwnerPoint, type TrainingView } from '../shared/index.ts';
import { TrainingReads } from './reads.ts';

export const T = {
  category: 'trainings_category',
  training: 'trainings_training',
  problem: 'trainings_problem',
  register: 'trainings_register',
  cell: 'trainings_cell',
  user: 'trainings_user',
} as const;

export interface TrainingRow {
  id: number;
  uid: string;
  author: string;
  title: string;
  description: string;
  auth: 'Public' | 'Private';
  privatePwd: string | null;
  status: boolean;
  rank: number;
  categoryId: number | null;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}

/** a training row with its category's name and colour and its problem count (listRows) */
export type ListedRow = TrainingRow & { categoryName: string | null; categoryColor: string | null; problemCount: number | string };

/** a LIKE pattern matching `keyword` literally */
export { likePattern };

/** a flag from a query string or a JSON body: true, 'true' or '1' */
export const truthy = (v: unknown): boolean => v === true || v === 'true' || v === '1';

export function toView(t: ListedRow, acCount = 0, withDescription = true): TrainingView {
  return {
    id: t.id, rank: t.rank, title: t.title, description: withDescription ? t.description : '', auth: t.auth,
    categoryId: t.categoryId, categoryName: t.categoryName, categoryColor: t.categoryColor, author: t.author,
    status: t.status, gid: t.gid, gmtCreate: t.gmtCreate.toISOString(), gmtModified: t.gmtModified.toISOString(),
    problemCount: Number(t.problemCount), acCount,
  };
}

export class Trainings {
  readonly reads: TrainingReads;

  constructor(readonly ctx: PluginContext) {
    this.reads = new TrainingReads(ctx);
  }

  /** the training changed (settings, problems, registrations, results): its kept reads go, on every node */
  changed(tid: number): Promise<void> {
    return this.reads.changed(tid);
  }

  /** trainings with their category and problem count, as a query to narrow and page */
  listRows(db: Knex = this.ctx.db): Knex.QueryBuilder {
    return db(`${T.training} as t`).leftJoin(`${T.category} as c`, 'c.id', 't.categoryId')
      .select('t.*', 'c.name as categoryName', 'c.color as categoryColor',
        db(T.problem).count('*').whereRaw('trainings_problem.tid = t.id').as('problemCount'));
  }

  /** narrows `base` (trainings as t) to those whose title holds the keyword, or whose id it is */
  whereKeyword(base: Knex.QueryBuilder, keyword: string | undefined): Knex.QueryBuilder {
    const word = keyword?.trim();
    if (!word) return base;
    return base.where((w) => {
      w.whereILike('t.title', likePattern(word));
      if (/^\d{1,9}$/.test(word)) w.orWhere('t.id', Number(word));
    });
  }

  /**
   * One page of `base` (trainings as t) with their category and problem count: in the list's order
   * (reference: by rank, smaller first, then the newest) or the admin list's (the newest first)
   */
  page(base: Knex.QueryBuilder, params: PageParams, order: 'rank' | 'newest'): Promise<PageOf<ListedRow>> {
    const db = this.ctx.db;
    return paginate<ListedRow>(base, params, (q) => {
      q.clearSelect()
        .leftJoin(`${T.category} as c`, 'c.id', 't.categoryId')
        .select('t.*', 'c.name as categoryName', 'c.color as categoryColor', db(T.problem).count('*').whereRaw('trainings_problem.tid = t.id').as('problemCount'));
      return order === 'rank' ? q.orderBy('t.rank', 'asc').orderBy('t.id', 'desc') : q.orderBy('t.id', 'desc');
    });
  }

  /** list rows with the viewer's progress: a private training's once it is unlocked (its problems are not known before) */
  async withProgress(user: AuthUser | null, rows: ListedRow[]): Promise<TrainingView[]> {
    const opened = await Promise.all(rows.map((t) => this.hasAccess(user, t)));
    const ac = await this.acCounts(user?.uid, rows.filter((_, i) => opened[i]).map((t) => t.id));
    return rows.map((t) => toView(t, ac.get(t.id) ?? 0, false));
  }

  /** the training row (kept briefly: every call of a training page reads it) */
  async get(tid: number): Promise<TrainingRow | null> {
    if (!Number.isInteger(tid) || tid < 1 || tid > 2_147_483_647) return null;
    const row = await this.reads.rows.get(this.reads.key(tid), async () => ((await this.ctx.db(T.training).where({ id: tid }).first()) as TrainingRow | undefined) ?? null);
    return row as TrainingRow | null;
  }

  async listed(tid: number): Promise<ListedRow | null> {
    return ((await this.listRows().where('t.id', tid).first()) as ListedRow | undefined) ?? null;
  }

  async problems(tid: number): Promise<TrainingProblemRow[]> {
    return (await this.ctx.db(T.problem).where({ tid }).orderBy([{ column: 'rank' }, { column: 'id' }])) as TrainingProblemRow[];
  }

  /** spec 3 §6: authenticated and (the author, a super admin, or the root of the training's group) */
  async isTrainingAdmin(user: AuthUser | null, t: Pick<TrainingRow, 'id' | 'uid' | 'gid'>): Promise<boolean> {
    if (!user) return false;
    if (user.role === 'root' || user.uid === t.uid) return true;
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

  async isRegistered(uid: string, tid: number): Promise<boolean> {
    return Boolean(await this.ctx.db(T.register).where({ tid, uid }).first('tid'));
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
    const rows = (await this.ctx.db(T.user).where({ uid }).whereIn('tid', tids).select('tid', 'ac')) as { tid: number; ac: number }[];
    return new Map(rows.map((r) => [r.tid, r.ac]));
  }
}

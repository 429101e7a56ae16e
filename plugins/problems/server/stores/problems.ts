// Problems (problems_problem): one by id or display id, the public, admin and group lists, the
// admin's writes and the problem save's insert and update. Only this store names the table.
import { PluginStore, likePattern, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import { LOCAL_OJ, PROBLEM_AUTH } from '../../shared/service.ts';
import type { ProblemRow } from '../../shared/rows.ts';

/** a row of the public problem list */
export interface ListedProblemRow { pid: number; problemId: string; title: string; difficulty: number; type: number }

/** a row of the home page's recently changed problems */
export type RecentProblemRow = Pick<ProblemRow, 'problemId' | 'title' | 'type' | 'gmtCreate' | 'gmtModified'> & { pid: number };

/** what the problem save writes of a problem (the test data's version and manifest come after; the store sets gmtModified) */
export type ProblemFields = Omit<ProblemRow, 'id' | 'caseVersion' | 'testDataManifest' | 'testDataHash' | 'applyPublicProgress' | 'gmtCreate' | 'gmtModified'>;

/** the filters of the public and admin lists; `bank` is bankOf's answer (ALL: every bank) */
export interface ProblemFilter {
  keyword?: string;
  difficulty?: number;
  auth?: number;
  bank: string;
  /** a subquery of problem ids (TagStore.problemsWithAll) */
  within?: Knex.QueryBuilder;
}

/** the group lists' filters (ProblemsService.groupProblems) */
export interface GroupProblemFilter {
  keyword?: string;
  auth?: number;
  applyPublicProgress?: number;
}

export class ProblemStore extends PluginStore {
  private readonly problems: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.problems = ctx.table('problem');
  }

  byId(id: number): Promise<ProblemRow | undefined> {
    return this.ctx.db<ProblemRow>(this.problems).where({ id }).first();
  }

  byIds(ids: readonly number[]): Promise<ProblemRow[]> {
    return this.ctx.db<ProblemRow>(this.problems).whereIn('id', ids);
  }

  byDisplayId(problemId: string): Promise<ProblemRow | undefined> {
    return this.ctx.db<ProblemRow>(this.problems).where({ problemId }).first();
  }

  /** the group of a problem (undefined: no such problem) */
  async gidOf(id: number): Promise<{ gid: number | null } | undefined> {
    return this.ctx.db<ProblemRow>(this.problems).where({ id }).first('gid');
  }

  /** the stored test data manifest (JSON) of a problem */
  async manifestOf(id: number): Promise<string | null> {
    return (await this.ctx.db<ProblemRow>(this.problems).where({ id }).first('testDataManifest'))?.testDataManifest ?? null;
  }

  /** every stored test data manifest (JSON), for the sweep of unused files */
  manifests(): Promise<Array<string | null>> {
    return this.ctx.db<ProblemRow>(this.problems).whereNotNull('testDataManifest').pluck('testDataManifest');
  }

  /** another problem (not `except`) has this display id */
  async displayIdTaken(problemId: string, except = 0): Promise<boolean> {
    return Boolean(await this.ctx.db<ProblemRow>(this.problems).where({ problemId }).whereNot({ id: except }).first('id'));
  }

  /** a problem has this display id, in any case */
  async displayIdTakenAnyCase(problemId: string): Promise<boolean> {
    return Boolean(await this.ctx.db<ProblemRow>(this.problems).whereRaw('lower(problem_id) = ?', [problemId.toLowerCase()]).first('id'));
  }

  /** the first of these display ids a problem has, if any */
  async firstTaken(problemIds: readonly string[]): Promise<string | undefined> {
    return (await this.ctx.db<ProblemRow>(this.problems).whereIn('problemId', problemIds).first('problemId'))?.problemId;
  }

  /** a new problem's row (test data version 0 until the save's update); answers its id */
  async insert(fields: ProblemFields, trx?: Knex.Transaction): Promise<number> {
    const [row] = await this.db(trx)(this.problems).insert({ ...fields, gmtModified: this.ctx.db.fn.now(), caseVersion: '0' }).returning<Array<Pick<ProblemRow, 'id'>>>('id');
    return row!.id;
  }

  /** the save's fields with the test data's version and manifest */
  async update(id: number, fields: ProblemFields & Pick<ProblemRow, 'caseVersion' | 'testDataManifest' | 'testDataHash'>, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.problems).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  async remove(id: number): Promise<void> {
    await this.ctx.db(this.problems).where({ id }).del();
  }

  async setAuth(id: number, auth: number, modifiedUser: string): Promise<void> {
    await this.ctx.db(this.problems).where({ id }).update({ auth, modifiedUser, gmtModified: this.ctx.db.fn.now() });
  }

  /** a group problem's publication request; `publish`: it joins the main problem set, public */
  async setApplyPublic(id: number, progress: number | null, publish: boolean): Promise<void> {
    const patch: Partial<ProblemRow> = { applyPublicProgress: progress };
    if (publish) Object.assign(patch, { gid: null, isGroup: false, auth: PROBLEM_AUTH.public });
    await this.ctx.db(this.problems).where({ id }).update(patch);
  }

  /** the display id of a random public main-set problem */
  async randomPublic(): Promise<string | undefined> {
    return (await this.ctx.db<ProblemRow>(this.problems).where({ auth: PROBLEM_AUTH.public }).whereNull('gid').orderByRaw('random()').first('problemId'))?.problemId;
  }

  /** the public main-set problems most recently changed */
  recentPublic(limit: number): Promise<RecentProblemRow[]> {
    return this.ctx.db<ProblemRow>(this.problems).where({ auth: PROBLEM_AUTH.public }).whereNull('gid')
      .orderBy([{ column: 'gmtModified', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)
      .select<RecentProblemRow[]>('id as pid', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified');
  }

  /** public main-set problems matching a keyword (display id or title), by display id, and how many there are */
  async publicSlice(keyword: string | undefined, exclude: readonly number[] | undefined, offset: number, limit: number): Promise<{ rows: ProblemRow[]; total: number }> {
    const base = this.ctx.db<ProblemRow>(this.problems).where({ auth: PROBLEM_AUTH.public }).whereNull('gid');
    if (keyword) base.where((w) => w.whereILike('problemId', likePattern(keyword)).orWhereILike('title', likePattern(keyword)));
    if (exclude?.length) base.whereNotIn('id', [...exclude]);
    const [counted] = await base.clone().count<Array<{ n: string | number }>>({ n: '*' });
    const total = Number(counted?.n ?? 0);
    const rows = total ? await base.orderBy('problemId').offset(offset).limit(limit) : [];
    return { rows, total };
  }

  /** a page of the public list (public main-set problems) */
  publicPage(filter: ProblemFilter, page: PageParams): Promise<PageOf<ListedProblemRow>> {
    const base = this.filtered(this.ctx.db(`${this.problems} as p`).where('p.auth', PROBLEM_AUTH.public).whereNull('p.gid'), filter);
    return paginate<ListedProblemRow>(base, page, (rows) => rows.select('p.id as pid', 'p.problemId', 'p.title', 'p.difficulty', 'p.type').orderBy('p.id'));
  }

  /** a page of the admin's list (main-set problems), newest first */
  adminPage(filter: ProblemFilter, page: PageParams): Promise<PageOf<ProblemRow>> {
    const base = this.filtered(this.ctx.db(`${this.problems} as p`).whereNull('p.gid'), filter);
    return paginate<ProblemRow>(base, page, (rows) => rows.select('p.*').orderBy('p.id', 'desc'));
  }

  /** a page of one group's problems (`any`: every group's; null: the main set's), newest first */
  groupPage(gid: number | 'any' | null, filter: GroupProblemFilter, page: PageParams): Promise<PageOf<ProblemRow>> {
    const base = this.ctx.db(`${this.problems} as p`).modify((b) => {
      if (gid == null) b.whereNull('p.gid'); else if (gid === 'any') b.whereNotNull('p.gid'); else b.where('p.gid', gid);
      if (filter.auth !== undefined) b.where('p.auth', filter.auth);
      if (filter.applyPublicProgress !== undefined) b.where('p.applyPublicProgress', filter.applyPublicProgress);
      const keyword = filter.keyword?.trim();
      if (keyword) b.where((w) => w.whereILike('p.title', likePattern(keyword)).orWhereILike('p.problemId', likePattern(keyword)));
    });
    return paginate<ProblemRow>(base, page, (rows) => rows.select('p.*').orderBy('p.id', 'desc'));
  }

  /** the list filters on `p` (spec 2 §2: keyword in title, display id or author; difficulty; auth; bank; tags) */
  private filtered(base: Knex.QueryBuilder, filter: ProblemFilter): Knex.QueryBuilder {
    const keyword = filter.keyword?.trim();
    if (keyword) base.where((w) => w.whereILike('p.title', likePattern(keyword)).orWhereILike('p.problemId', likePattern(keyword)).orWhereILike('p.author', likePattern(keyword)));
    if (filter.difficulty !== undefined) base.where('p.difficulty', filter.difficulty);
    if (filter.auth !== undefined) base.where('p.auth', filter.auth);
    // the bank filter (spec 2 §2): a remote judge's name its problems, ALL every bank, this site's its own
    if (filter.bank === LOCAL_OJ) base.where('p.isRemote', false);
    else if (filter.bank !== 'ALL') base.where('p.isRemote', true).whereILike('p.problemId', `${filter.bank}-%`);
    if (filter.within) base.whereIn('p.id', filter.within);
    return base;
  }
}

// The contests and their problems (contests_contest, contests_problem): the contest rows the whole
// plugin reads, the lists of cards with their participant counts, the admin's writes and the
// problems' places in a contest.
import { likePattern, pageParams, paginate, type Knex, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import { CONTEST_LIST_PAGE_SIZE, CONTEST_STATUS, type ContestProblemRow, type ContestRow } from '../../shared/index.ts';
import { Store, tableOf } from './base.ts';

/** a contest with its participants (the registered and, in a team contest, its teams' members) */
export type CountedContestRow = ContestRow & { count?: number | string };

/** the site's contest list's filter (spec 3 §2): a keyword of the title, a rule type, a phase */
export interface ContestListFilter {
  keyword?: string;
  type?: number;
  status?: number;
}

/** a contest's columns as written (the JSON columns as text) */
export type ContestWrite = Partial<Omit<ContestRow, 'id' | 'starAccount' | 'awardConfig'>> & { starAccount?: string; awardConfig?: string };

/** a problem's place as written */
export type ContestProblemWrite = Omit<ContestProblemRow, 'id'>;

export class ContestStore extends Store {
  private readonly contests: string;
  private readonly problemsTable: string;
  private readonly registers: string;
  private readonly members: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.contests = tableOf(ctx, 'contest');
    this.problemsTable = tableOf(ctx, 'problem');
    this.registers = tableOf(ctx, 'register');
    this.members = tableOf(ctx, 'team_member');
  }

  async byId(cid: number): Promise<ContestRow | null> {
    return (await this.ctx.db<ContestRow>(this.contests).where({ id: cid }).first()) ?? null;
  }

  /** a new contest row */
  async insert(fields: ContestWrite, trx?: Knex.Transaction): Promise<ContestRow> {
    const [row] = await this.db(trx)(this.contests).insert(fields).returning<ContestRow[]>('*');
    return row;
  }

  async update(cid: number, fields: ContestWrite): Promise<void> {
    await this.ctx.db(this.contests).where({ id: cid }).update(fields);
  }

  /** the contest with its problems' places, registrations, records and announcements (by their foreign keys) */
  async delete(cid: number): Promise<void> {
    await this.ctx.db(this.contests).where({ id: cid }).delete();
  }

  /** a copy of the contest (`fields`) with the places of contest `from`'s problems, in one transaction */
  async insertCopy(fields: ContestWrite, from: number): Promise<ContestRow> {
    return this.transaction(async (trx) => {
      const row = await this.insert(fields, trx);
      const problems = await trx<ContestProblemRow>(this.problemsTable).where({ cid: from }).select('pid', 'displayId', 'displayTitle', 'color');
      if (problems.length) await trx(this.problemsTable).insert(problems.map((p) => ({ ...p, cid: row.id })));
      return row;
    });
  }

  /** the contests of `q` (aliased `c`) with their participants counted (each once) */
  private withCount(q: Knex.QueryBuilder): Knex.QueryBuilder {
    const db = this.ctx.db;
    return q.select('c.*', db.raw(
      `(select count(*) from (select r.uid from ${this.registers} r where r.cid = c.id union select m.uid from ${this.members} m where m.cid = c.id and c.team_mode) p) as count`,
    ));
  }

  /** a page of the contests of `base` as cards: by status (scheduled, running, ended), then the latest start first (reference) */
  private cards(base: Knex.QueryBuilder, query: PageQuery, now: number): Promise<PageOf<CountedContestRow>> {
    const at = new Date(now);
    return paginate<CountedContestRow>(base, pageParams(query, CONTEST_LIST_PAGE_SIZE), (rows) => this.withCount(rows)
      .orderByRaw('case when c.start_time > ? then 0 when c.end_time > ? then 1 else 2 end', [at, at])
      .orderBy('c.startTime', 'desc').orderBy('c.id', 'desc'));
  }

  /** the site's visible contests (a group's are listed in the group), filtered */
  sitePage(filter: ContestListFilter, query: PageQuery, now: number): Promise<PageOf<CountedContestRow>> {
    const at = new Date(now);
    const base = this.ctx.db(`${this.contests} as c`).where('c.visible', true).whereNull('c.gid');
    if (filter.keyword) base.whereILike('c.title', likePattern(filter.keyword));
    if (filter.type !== undefined) base.where('c.type', filter.type);
    if (filter.status === CONTEST_STATUS.scheduled) base.where('c.startTime', '>', at);
    else if (filter.status === CONTEST_STATUS.running) base.where('c.startTime', '<=', at).where('c.endTime', '>', at);
    else if (filter.status === CONTEST_STATUS.ended) base.where('c.endTime', '<=', at);
    return this.cards(base, query, now);
  }

  /** group `gid`'s contests as cards: the visible ones, or all */
  groupPage(gid: number, all: boolean, query: PageQuery, now = Date.now()): Promise<PageOf<CountedContestRow>> {
    const base = this.ctx.db(`${this.contests} as c`).where('c.gid', gid);
    if (!all) base.where('c.visible', true);
    return this.cards(base, query, now);
  }

  /** the site's visible contests not ended by `now` and starting before `until`, the soonest first */
  async recent(now: Date, until: Date): Promise<CountedContestRow[]> {
    return this.withCount(this.ctx.db<CountedContestRow>(`${this.contests} as c`).where('c.visible', true).whereNull('c.gid')
      .where('c.endTime', '>', now).where('c.startTime', '<', until)
      .orderBy('c.startTime', 'asc').orderBy('c.id', 'asc'));
  }

  /** one contest's participants, counted as the cards count them */
  async participantCount(cid: number): Promise<number> {
    const row: CountedContestRow | undefined = await this.withCount(this.ctx.db<CountedContestRow>(`${this.contests} as c`).where('c.id', cid)).first();
    return Number(row?.count ?? 0);
  }

  /** the admin list: the site's contests, newest first, by a keyword of the title or an id */
  adminPage(keyword: string | undefined, query: PageQuery): Promise<PageOf<ContestRow>> {
    const base = this.ctx.db(`${this.contests} as c`).whereNull('c.gid');
    if (keyword) {
      const like = likePattern(keyword);
      base.where((w) => {
        w.whereILike('c.title', like);
        if (/^\d{1,9}$/.test(keyword)) w.orWhere('c.id', Number(keyword));
      });
    }
    return paginate<ContestRow>(base, pageParams(query, CONTEST_LIST_PAGE_SIZE), (q) => q.select('c.*').orderBy('c.id', 'desc'));
  }

  // the problems' places

  /** the contest's problems, by display id */
  problems(cid: number): Promise<ContestProblemRow[]> {
    return this.ctx.db<ContestProblemRow>(this.problemsTable).where({ cid }).orderBy('displayId');
  }

  async problemByDisplayId(cid: number, displayId: string): Promise<ContestProblemRow | null> {
    return (await this.ctx.db<ContestProblemRow>(this.problemsTable).where({ cid, displayId }).first()) ?? null;
  }

  async problemByPid(cid: number, pid: number): Promise<ContestProblemRow | null> {
    return (await this.ctx.db<ContestProblemRow>(this.problemsTable).where({ cid, pid }).first()) ?? null;
  }

  /** a place by its own id (within contest `cid` when given) */
  async problemById(id: number, cid?: number): Promise<ContestProblemRow | null> {
    return (await this.ctx.db<ContestProblemRow>(this.problemsTable).where({ id, ...(cid !== undefined ? { cid } : {}) }).first()) ?? null;
  }

  /** the contests problem `pid` is placed in, the newest first */
  async contestsOfProblem(pid: number): Promise<number[]> {
    return (await this.ctx.db<ContestProblemRow>(this.problemsTable).where({ pid }).orderBy('cid', 'desc').select('cid')).map((r) => r.cid);
  }

  /** another place of the contest (not `except`) has display id `displayId` */
  async displayIdTaken(cid: number, displayId: string, except = 0): Promise<boolean> {
    return Boolean(await this.ctx.db<ContestProblemRow>(this.problemsTable).where({ cid, displayId }).whereNot({ id: except }).first('id'));
  }

  async insertProblem(place: ContestProblemWrite): Promise<ContestProblemRow> {
    const [row] = await this.ctx.db(this.problemsTable).insert(place).returning<ContestProblemRow[]>('*');
    return row;
  }

  async updateProblem(id: number, changes: Partial<ContestProblemWrite>): Promise<void> {
    await this.ctx.db(this.problemsTable).where({ id }).update(changes);
  }

  async deleteProblem(id: number, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.problemsTable).where({ id }).delete();
  }

  /** the contest's modification time moved (its problems changed: the ICPC event feed orders them by it) */
  async touch(cid: number): Promise<void> {
    await this.ctx.db(this.contests).where({ id: cid }).update({ gmtModified: new Date() });
  }
}

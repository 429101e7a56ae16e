// The users' results in each training (trainings_cell, one per user and problem) and their
// standings (trainings_user, the sum of their cells): written as verdicts arrive (records.ts of the
// server), read by the lists' progress and the rank pages. Only this store names these tables.
import { PluginStore, likePattern, type Knex, type PluginContext } from '@oj/sdk';
import type { PracticeResult } from '@oj/plugin-submissions/shared';
import type { RankedStandingRow, TrainingCellRow } from '../../shared/index.ts';

/** cells are written this many at a time */
const CELL_BATCH = 1000;

const PERSON = ['u.username', 'u.realname', 'u.nickname', 'u.avatar', 'u.gender', 'u.school'];

/** what a rank page asks for: whose standings (a private training's: the registered users'), which page, and a search */
export interface RankPageQuery {
  tid: number;
  registeredOnly: boolean;
  offset: number;
  size: number;
  /** the username or nickname (or, with `byRealname`, the real name) holds it; empty: everyone */
  keyword: string;
  byRealname: boolean;
}

export class RecordStore extends PluginStore {
  private readonly cells: string;
  private readonly standings: string;
  private readonly registrations: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.cells = ctx.table('cell');
    this.standings = ctx.table('user');
    this.registrations = ctx.table('register');
  }

  /** writes (or overwrites) the cells of these results in the training */
  async writeCells(trx: Knex.Transaction, tid: number, results: readonly PracticeResult[]): Promise<void> {
    for (let i = 0; i < results.length; i += CELL_BATCH) {
      const rows = results.slice(i, i + CELL_BATCH).map((r) => ({ tid, uid: r.uid, pid: r.pid, status: r.status, solved: r.solved, runTime: r.solved ? r.bestTime : null }));
      await trx(this.cells).insert(rows).onConflict(['tid', 'uid', 'pid']).merge(['status', 'solved', 'runTime']);
    }
  }

  /** drops a user's cell of a problem in the training */
  async removeCell(trx: Knex.Transaction, tid: number, uid: string, pid: number): Promise<void> {
    await trx(this.cells).where({ tid, uid, pid }).delete();
  }

  /** drops everyone's cells of a problem in the training */
  async removeProblemCells(trx: Knex.Transaction, tid: number, pid: number): Promise<void> {
    await trx(this.cells).where({ tid, pid }).delete();
  }

  /** the standings of these users (all of the training's without `uids`) from their cells */
  async refreshStandings(trx: Knex.Transaction, tid: number, uids?: readonly string[]): Promise<void> {
    const { cells, standings } = this;
    const sums = trx(cells).where({ tid }).groupBy('tid', 'uid')
      .select('tid', 'uid', trx.raw('count(*) filter (where solved) as ac'), trx.raw('coalesce(sum(run_time) filter (where solved), 0) as total_run_time'));
    if (uids) sums.whereIn('uid', [...uids]);
    await trx.raw(`insert into ${standings} (tid, uid, ac, total_run_time) ? on conflict (tid, uid) do update set ac = excluded.ac, total_run_time = excluded.total_run_time`, [sums]);
    const gone = trx(standings).where({ tid }).whereNotExists(trx(cells).whereRaw(`${cells}.tid = ${standings}.tid and ${cells}.uid = ${standings}.uid`).select(trx.raw('1')));
    if (uids) gone.whereIn('uid', [...uids]);
    await gone.delete();
  }

  /** the user's solved problems per training */
  async acCounts(uid: string, tids: number[]): Promise<Map<number, number>> {
    const rows = await this.ctx.db(this.standings).where({ uid }).whereIn('tid', tids).select<Array<{ tid: number; ac: number }>>('tid', 'ac');
    return new Map(rows.map((r) => [r.tid, r.ac]));
  }

  /** the user's status on each problem of the training they tried */
  userCells(tid: number, uid: string): Promise<Array<Pick<TrainingCellRow, 'pid' | 'status'>>> {
    return this.ctx.db<TrainingCellRow>(this.cells).where({ tid, uid }).select('pid', 'status');
  }

  /** these users' cells in the training */
  cellsOf(tid: number, uids: string[]): Promise<Array<Pick<TrainingCellRow, 'uid' | 'pid' | 'status' | 'runTime'>>> {
    return this.ctx.db<TrainingCellRow>(this.cells).where({ tid }).whereIn('uid', uids).select('uid', 'pid', 'status', 'runTime');
  }

  /** one page of the training's standings with each user's place and public profile, and how many there are */
  async rankPage(q: RankPageQuery): Promise<{ rows: RankedStandingRow[]; total: number }> {
    const db = this.ctx.db;
    const users = this.ctx.users.table;
    const standings = db(`${this.standings} as s`).where('s.tid', q.tid);
    if (q.registeredOnly) {
      standings.whereExists(db(this.registrations).whereRaw(`${this.registrations}.tid = s.tid and ${this.registrations}.uid = s.uid`).select(db.raw('1')));
    }
    if (!q.keyword) {
      // the rank's own index order: one page, and the places follow from the offset
      const [count] = await standings.clone().count<Array<{ n: string | number }>>({ n: '*' });
      const rows = await standings.clone().join(`${users} as u`, 'u.uid', 's.uid')
        .select<RankedStandingRow[]>('s.uid', 's.ac', 's.totalRunTime', db.raw('0 as place'), ...PERSON)
        .orderBy([{ column: 's.ac', order: 'desc' }, { column: 's.totalRunTime', order: 'asc' }, { column: 's.uid', order: 'asc' }])
        .offset(q.offset).limit(q.size);
      rows.forEach((r, i) => { r.place = q.offset + i + 1; });
      return { rows, total: Number(count!.n) };
    }
    // a search keeps everyone's place: rank them all, then keep the matching users
    const ranked = standings.clone().select('s.uid', 's.ac', 's.totalRunTime',
      db.raw('row_number() over (order by s.ac desc, s.total_run_time asc, s.uid asc) as place'));
    const like = likePattern(q.keyword);
    const matched = db.from(ranked.as('r')).join(`${users} as u`, 'u.uid', 'r.uid').where((w) => {
      w.whereILike('u.username', like).orWhereILike('u.nickname', like);
      if (q.byRealname) w.orWhereILike('u.realname', like);
    });
    const [count] = await matched.clone().count<Array<{ n: string | number }>>({ n: '*' });
    const rows = await matched.select<RankedStandingRow[]>('r.uid', 'r.ac', 'r.totalRunTime', 'r.place', ...PERSON).orderBy('r.place').offset(q.offset).limit(q.size);
    return { rows, total: Number(count!.n) };
  }
}

// The summary tables (migrations/…_summaries) move with every submission and verdict, in the
// same statement (JudgeStore.save) or transaction (statusChanged), so reads never recount
// submissions: each user's row per problem, rank line and submissions per day, the site's
// submissions per day, the 7-day AC rows and each problem's counts. Only this store names them.
import { likePattern, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { ProblemCount } from '@oj/plugin-problems/shared';
import { JudgeStatus, UNFINISHED_STATUSES } from '../../shared/constants.ts';
import type { DayRow, JudgeRow, UserProblemRow, UserStatRow } from '../../shared/rows.ts';

/** spec 2 §3 problem count columns by final status */
const COUNT_COLUMN: Record<number, string> = {
  [JudgeStatus.ACCEPTED]: 'ac', [JudgeStatus.WRONG_ANSWER]: 'wa', [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle', [JudgeStatus.RUNTIME_ERROR]: 're', [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce', [JudgeStatus.SYSTEM_ERROR]: 'se', [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

/** Accepted, as the aggregates below name it in SQL */
const AC = JudgeStatus.ACCEPTED;

/** practice submissions (no contest, no group) feed ranks, widgets and profiles */
export function isPractice(row: Pick<JudgeRow, 'cid' | 'gid'>): boolean {
  return row.cid === 0 && row.gid == null;
}

/** YYYY-MM-DD (UTC) of a moment */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** the public profile columns of a rank row (users_public as u) */
const USER_COLUMNS = ['u.uid', 'u.username', 'u.avatar', 'u.titleName', 'u.titleColor'];

/** a user on the rank list: their profile and rank line */
export interface RankedUserRow {
  uid: string; username: string; avatar: string | null; titleName: string | null; titleColor: string | null;
  nickname: string | null; signature: string | null; ac: number; total: number; score: number;
}
/** a user with the problems they solved in the last days */
export interface RecentAcUserRow {
  uid: string; username: string; avatar: string | null; titleName: string | null; titleColor: string | null; ac: number;
}

export class SummaryStore {
  private readonly judge: string;
  private readonly userProblem: string;
  private readonly userStatTable: string;
  private readonly userDay: string;
  private readonly acDay: string;
  private readonly day: string;
  private readonly problemCount: string;

  constructor(private readonly ctx: PluginContext) {
    this.judge = ctx.table('judge');
    this.userProblem = ctx.table('user_problem');
    this.userStatTable = ctx.table('user_stat');
    this.userDay = ctx.table('user_day');
    this.acDay = ctx.table('ac_day');
    this.day = ctx.table('day');
    this.problemCount = ctx.table('problem_count');
  }

  /**
   * A submission's status changed from `before` to `row.status` (a verdict, a rejudge back to
   * Pending, a manual judge, a cancel). Moves the problem counts, the day's AC count, the 7-day
   * AC rows, the user's row for the problem and the user's rank line.
   */
  async statusChanged(trx: Knex.Transaction, row: JudgeRow, before: number): Promise<void> {
    if (!isPractice(row)) return;
    // the user's rank line first, as a submit takes it first (its turn): a verdict and a submit of
    // one user then queue up there, instead of each holding a row the other waits for (a deadlock)
    await this.ensureUserStat(trx, row.uid);
    await trx(this.userStatTable).where({ uid: row.uid }).forUpdate().first();
    const day = dayOf(new Date(row.submitTime));
    const oldColumn = COUNT_COLUMN[before];
    const newColumn = COUNT_COLUMN[row.status];
    if (oldColumn !== newColumn) {
      if (oldColumn) await bump(trx, this.problemCount, { pid: row.pid }, oldColumn, -1);
      if (newColumn) await bump(trx, this.problemCount, { pid: row.pid }, newColumn, 1);
    }
    const wasAc = before === JudgeStatus.ACCEPTED;
    const isAc = row.status === JudgeStatus.ACCEPTED;
    if (wasAc !== isAc) await bump(trx, this.day, { day }, 'ac', isAc ? 1 : -1);
    if (isAc && !wasAc) await trx(this.acDay).insert({ day, uid: row.uid, pid: row.pid }).onConflict(['day', 'uid', 'pid']).ignore();

    // the user's row for the problem, locked so that two verdicts of one user and problem queue up
    const mine = await trx<UserProblemRow>(this.userProblem).where({ uid: row.uid, pid: row.pid }).forUpdate().first();
    const [agg] = await trx(this.judge)
      .where({ uid: row.uid, pid: row.pid, cid: 0 }).whereNull('gid')
      .select<Array<{ solved: boolean; bestRank: number; bestScore: number | null; firstAc: number | null; latest: number; acThatDay: boolean | null }>>(
        trx.raw(`coalesce(bool_or(status = ${AC}), false) as solved`),
        trx.raw(`coalesce(max(oi_rank_score) filter (where status not in (${UNFINISHED_STATUSES.join(',')})), 0) as best_rank`),
        trx.raw(`max(score) filter (where status not in (${UNFINISHED_STATUSES.join(',')})) as best_score`),
        trx.raw(`min(submit_id) filter (where status = ${AC}) as first_ac`),
        trx.raw('(array_agg(status order by submit_id desc))[1] as latest'),
        trx.raw(`bool_or(status = ${AC} and submit_time >= ?::date and submit_time < ?::date + 1) as ac_that_day`, [day, day]),
      );
    if (wasAc && !isAc && !agg.acThatDay) await trx(this.acDay).where({ day, uid: row.uid, pid: row.pid }).delete();
    const next = { status: agg.latest ?? row.status, solved: agg.solved, bestScore: agg.bestScore, oiRankScore: Number(agg.bestRank), firstAcSubmitId: agg.firstAc };
    if (mine) await trx(this.userProblem).where({ uid: row.uid, pid: row.pid }).update(next);
    else await trx(this.userProblem).insert({ uid: row.uid, pid: row.pid, displayPid: row.displayPid, ...next });
    const acDelta = Number(next.solved) - Number(mine?.solved ?? false);
    const scoreDelta = next.oiRankScore - Number(mine?.oiRankScore ?? 0);
    if (acDelta || scoreDelta) {
      await this.ensureUserStat(trx, row.uid);
      await trx(this.userStatTable).where({ uid: row.uid }).update({ ac: trx.raw('ac + ?', [acDelta]), score: trx.raw('score + ?', [scoreDelta]) });
    }
  }

  /** the user's total (and OI score) lines: created on first submission */
  private async ensureUserStat(trx: Knex.Transaction, uid: string): Promise<void> {
    await trx(this.userStatTable).insert({ uid }).onConflict('uid').ignore();
  }

  /** the user's rows for these problems */
  userProblems(uid: string, pids: number[]): Promise<UserProblemRow[]> {
    return this.ctx.db<UserProblemRow>(this.userProblem).where({ uid }).whereIn('pid', pids);
  }

  /** the problems the user solved, by display id */
  solvedBy(uid: string): Promise<Array<Pick<UserProblemRow, 'pid' | 'displayPid' | 'oiRankScore'>>> {
    return this.ctx.db<UserProblemRow>(this.userProblem).where({ uid, solved: true }).orderBy('displayPid').select('pid', 'displayPid', 'oiRankScore');
  }

  /** the user's rank line */
  userStat(uid: string): Promise<UserStatRow | undefined> {
    return this.ctx.db<UserStatRow>(this.userStatTable).where({ uid }).first();
  }

  /** the user's submissions per day between two days (YYYY-MM-DD) */
  activity(uid: string, from: string, to: string): Promise<Array<{ date: string; count: number }>> {
    return this.ctx.db(this.userDay).where({ uid }).whereBetween('day', [from, to])
      .select<Array<{ date: string; count: number }>>(this.ctx.db.raw("to_char(day, 'YYYY-MM-DD') as date"), 'count');
  }

  /** the site's submissions of these days and later (YYYY-MM-DD) */
  daysFrom(from: string): Promise<DayRow[]> {
    return this.ctx.db(this.day).where('day', '>=', from).select<DayRow[]>(this.ctx.db.raw("to_char(day, 'YYYY-MM-DD') as day"), 'total', 'ac');
  }

  /** the site's submissions of a day (YYYY-MM-DD) */
  async dayTotal(day: string): Promise<number> {
    const row = await this.ctx.db<DayRow>(this.day).where({ day }).first('total');
    return row?.total ?? 0;
  }

  /** the counts of these problems (those with submissions) */
  problemCounts(pids: readonly number[]): Promise<Array<ProblemCount & { pid: number }>> {
    return this.ctx.db<ProblemCount & { pid: number }>(this.problemCount).whereIn('pid', [...pids]);
  }

  /**
   * One page of the rank list: users with submissions, active, whose name holds `search`; ACM:
   * solved problems, then fewer submissions; OI: the sum of best rank scores (spec 2 §9)
   */
  rankPage(search: string | undefined, oi: boolean, params: PageParams): Promise<PageOf<RankedUserRow>> {
    const base = this.ctx.db(`${this.userStatTable} as s`).join(`${this.ctx.users.table} as u`, 'u.uid', 's.uid').where('s.total', '>', 0).where('u.status', 0);
    if (search) {
      const like = likePattern(search);
      base.where((w) => w.whereILike('u.username', like).orWhereILike('u.nickname', like).orWhereILike('u.realname', like));
    }
    return paginate<RankedUserRow>(base, params, (b) => {
      b.select(...USER_COLUMNS, 'u.nickname', 'u.signature', 's.ac', 's.total', 's.score');
      return oi
        ? b.orderBy([{ column: 's.score', order: 'desc' }, { column: 's.ac', order: 'desc' }, { column: 'u.username' }])
        : b.orderBy([{ column: 's.ac', order: 'desc' }, { column: 's.total', order: 'asc' }, { column: 'u.username' }]);
    });
  }

  /** users by the problems they solved since `from` (YYYY-MM-DD), the most first */
  recentAc(from: string, limit: number): Promise<RecentAcUserRow[]> {
    return this.ctx.db(`${this.acDay} as a`).join(`${this.ctx.users.table} as u`, 'u.uid', 'a.uid')
      .where('a.day', '>=', from).where('u.status', 0)
      .groupBy(USER_COLUMNS).select<RecentAcUserRow[]>(...USER_COLUMNS, this.ctx.db.raw('count(distinct a.pid)::int as ac'))
      .orderBy([{ column: 'ac', order: 'desc' }, { column: 'u.username' }]).limit(limit);
  }
}

async function bump(trx: Knex.Transaction, table: string, key: Record<string, unknown>, column: string, by: number): Promise<void> {
  if (by === 0) return;
  const inserted = { ...key, [column]: Math.max(by, 0) };
  await trx(table).insert(inserted).onConflict(Object.keys(key)).merge({ [column]: trx.raw('??.?? + ?', [table, column, by]) });
}

// The submissions themselves (submissions_judge) with their case and subtask results
// (submissions_judge_case, submissions_subtask): saving one with its summary lines, moving its
// status and attempts, and every read of rows the routes, the judging and the other plugins make.
// Only this store names these tables.
import { PluginStore, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import { likePattern, paginate } from '@oj/sdk';
import { JudgeStatus, UNFINISHED_STATUSES } from '../../shared/constants.ts';
import type { CaseVerdict, ContestSubmission, LatestResult } from '../../shared/scope.ts';
import type { JudgeCaseRow, JudgeRow, SubtaskRow } from '../../shared/rows.ts';

/** Accepted, as the aggregates below name it in SQL */
const AC = JudgeStatus.ACCEPTED;

/** the columns a list row shows (no code, no message) */
const LIST_COLUMNS = ['submitId', 'pid', 'displayPid', 'uid', 'username', 'submitTime', 'status', 'share', 'time', 'memory', 'score', 'oiRankScore', 'length', 'language', 'cid', 'cpid', 'tid', 'gid', 'judger', 'isManual'];

/** what a new submission row holds (the rest are column defaults) */
export interface NewSubmission {
  pid: number; displayPid: string; uid: string; username: string; status: number; length: number; code: string;
  language: string; cid: number; cpid: number; tid: number; gid: number | null; ip: string | null;
}

const NEW_COLUMNS = ['pid', 'display_pid', 'uid', 'username', 'status', 'length', 'code', 'language', 'cid', 'cpid', 'tid', 'gid', 'ip', 'share'];
const newValues = (s: NewSubmission) => [s.pid, s.displayPid, s.uid, s.username, s.status, s.length, s.code, s.language, s.cid, s.cpid, s.tid, s.gid, s.ip, false];

/** the practice list's filters (spec 2 §5): a group's rows or the site's, the author, the status, the problem */
export interface PracticeListFilter {
  gid: number | null;
  username?: string;
  uid?: string;
  status?: number;
  /** the exact display id (`exactProblem`) or display ids holding it */
  problemId?: string;
  exactProblem?: boolean;
}

/** a contest's list filters: the scope's window and seal, the author, the status, the contest's problems */
export interface ContestListFilter {
  cid: number;
  from?: Date;
  to?: Date;
  /** others' rows only from before this moment (an ACM seal); the viewer's own always */
  othersBefore?: Date;
  viewerUid: string;
  uid?: string;
  username?: string;
  status?: number;
  cpids?: number[];
}

/** the case and subtask results of a verdict, as they are stored */
export type NewCase = Omit<JudgeCaseRow, 'id'>;

export class JudgeStore extends PluginStore {
  private readonly judge: string;
  private readonly caseTable: string;
  private readonly subtaskTable: string;
  private readonly userStat: string;
  private readonly userDay: string;
  private readonly day: string;
  private readonly problemCount: string;
  private readonly userProblem: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.judge = ctx.table('judge');
    this.caseTable = ctx.table('judge_case');
    this.subtaskTable = ctx.table('subtask');
    // the summary lines a practice submission moves in its own statement (save)
    this.userStat = ctx.table('user_stat');
    this.userDay = ctx.table('user_day');
    this.day = ctx.table('day');
    this.problemCount = ctx.table('problem_count');
    this.userProblem = ctx.table('user_problem');
  }

  byId(submitId: number): Promise<JudgeRow | undefined> {
    return this.ctx.db<JudgeRow>(this.judge).where({ submitId }).first();
  }

  /** the row, locked until the transaction ends */
  locked(trx: Knex.Transaction, submitId: number): Promise<JudgeRow | undefined> {
    return trx<JudgeRow>(this.judge).where({ submitId }).forUpdate().first();
  }

  /** sets fields of the row (and its modification time); the row as it is then */
  async update(trx: Knex.Transaction, submitId: number, fields: Partial<Omit<JudgeRow, 'submitId' | 'gmtModified'>>): Promise<JudgeRow> {
    const [row] = await trx<JudgeRow>(this.judge).where({ submitId }).update({ ...fields, gmtModified: trx.fn.now() }).returning('*');
    return row!;
  }

  /** where the row's attempts are */
  attemptOf(submitId: number): Promise<Pick<JudgeRow, 'attempt' | 'judgedAttempt'> | undefined> {
    return this.ctx.db<JudgeRow>(this.judge).where({ submitId }).first('attempt', 'judgedAttempt');
  }

  /** what a verdict needs to know of its row before it is applied */
  verdictTarget(submitId: number): Promise<Pick<JudgeRow, 'pid' | 'cid' | 'attempt' | 'judgedAttempt'> | undefined> {
    return this.ctx.db<JudgeRow>(this.judge).where({ submitId }).first('pid', 'cid', 'attempt', 'judgedAttempt');
  }

  /**
   * Moves the current attempt's status forward from one of `from` (before its verdict); the rows
   * moved (none: the attempt is over or the status is past that)
   */
  moveProgress(submitId: number, attempt: number, from: number[], status: number, judger: string): Promise<Array<Pick<JudgeRow, 'submitId' | 'uid' | 'status' | 'score' | 'time' | 'memory'>>> {
    return this.ctx.db<JudgeRow>(this.judge)
      .where({ submitId, attempt })
      .where('judgedAttempt', '<', attempt).whereIn('status', from)
      .update({ status, judger, gmtModified: this.ctx.db.fn.now() })
      .returning(['submitId', 'uid', 'status', 'score', 'time', 'memory']);
  }

  /** drops the row's case and subtask results */
  async clearResults(trx: Knex.Transaction, submitId: number): Promise<void> {
    await trx(this.caseTable).where({ submitId }).delete();
    await trx(this.subtaskTable).where({ submitId }).delete();
  }

  /** writes a verdict's case and subtask results */
  async insertResults(trx: Knex.Transaction, cases: NewCase[], subtasks: SubtaskRow[]): Promise<void> {
    if (cases.length) await trx.batchInsert(this.caseTable, cases, 500);
    if (subtasks.length) await trx.batchInsert(this.subtaskTable, subtasks, 500);
  }

  /** unfinished rows untouched for `staleMs`, the oldest first */
  stale(staleMs: number): Promise<JudgeRow[]> {
    return this.ctx.db<JudgeRow>(this.judge).whereIn('status', [...UNFINISHED_STATUSES])
      .where('gmtModified', '<', new Date(Date.now() - staleMs)).orderBy('gmtModified').limit(500);
  }

  /** one sweeper claims a stale row for a re-add: it must still be stale and unchanged; false when another did */
  async claimStale(row: JudgeRow, staleMs: number, sweeps: number): Promise<boolean> {
    const claimed = await this.ctx.db(this.judge).where({ submitId: row.submitId, attempt: row.attempt, sweeps: row.sweeps })
      .whereIn('status', [...UNFINISHED_STATUSES]).where('gmtModified', '<', new Date(Date.now() - staleMs))
      .update({ sweeps, gmtModified: this.ctx.db.fn.now() });
    return claimed > 0;
  }

  /**
   * Saves a submission in one statement, so it is written whole or not at all and holds the shared
   * summary rows only for that statement. A practice submission (`turnSeconds` given) first takes
   * the user's submit turn — counting it and checking the interval atomically (reference
   * submit_non_contest_lock) — then moves submissions per day (site and user), the problem's total
   * and the user's row for the problem. Also returns how many unfinished submissions the user had
   * before this one (the judge queue's fair share). Undefined: the user is submitting too fast.
   */
  async save(s: NewSubmission, turnSeconds: number | null): Promise<{ row: JudgeRow; queued: number } | undefined> {
    const db = this.ctx.db;
    const { judge, userStat, userDay, day, problemCount, userProblem } = this;
    const insert = `insert into ${judge} (${NEW_COLUMNS.join(', ')})`;
    const queued = `(select count(*) from ${judge} where uid = ? and status in (${UNFINISHED_STATUSES.join(', ')}))::int as queued`;
    const values = newValues(s);
    const result: { rows: Array<JudgeRow & { queued: number }> } = turnSeconds === null
      ? await db.raw(`with saved as (${insert} values (${values.map(() => '?').join(', ')}) returning *) select saved.*, ${queued} from saved`, [...values, s.uid])
      : await db.raw(`
        with turn as (
          insert into ${userStat} (uid, total, last_submit_at) values (?, 1, now())
          on conflict (uid) do update set total = ${userStat}.total + 1, last_submit_at = now()
          where ?::int = 0 or ${userStat}.last_submit_at is null or ${userStat}.last_submit_at <= now() - make_interval(secs => ?)
          returning uid
        ), saved as (
          ${insert} select ${values.map(() => '?').join(', ')} from turn returning *
        ), user_day as (
          insert into ${userDay} (uid, day, count) select uid, (submit_time at time zone 'UTC')::date, 1 from saved
          on conflict (uid, day) do update set count = ${userDay}.count + 1
        ), site_day as (
          insert into ${day} (day, total) select (submit_time at time zone 'UTC')::date, 1 from saved
          on conflict (day) do update set total = ${day}.total + 1
        ), problem_total as (
          insert into ${problemCount} (pid, total) select pid, 1 from saved
          on conflict (pid) do update set total = ${problemCount}.total + 1
        ), user_problem as (
          insert into ${userProblem} (uid, pid, display_pid, status) select uid, pid, display_pid, status from saved
          on conflict (uid, pid) do update set status = excluded.status
        )
        select saved.*, ${queued} from saved`, [s.uid, turnSeconds, turnSeconds, ...values, s.uid]);
    const [first] = result.rows;
    if (!first) return undefined;
    const { queued: before, ...row } = first;
    return { row, queued: before };
  }

  /** the number of practice rows the filter picks */
  async countPractice(filter: PracticeListFilter): Promise<number> {
    const [{ n }] = await this.practice(filter).count<Array<{ n: string | number }>>({ n: '*' });
    return Number(n);
  }

  /** one page of the practice rows the filter picks, the newest first (list columns) */
  practicePage(filter: PracticeListFilter, size: number, offset: number): Promise<JudgeRow[]> {
    return this.practice(filter).select(LIST_COLUMNS).orderBy('submitId', 'desc').limit(size).offset(offset);
  }

  /** one page of a contest's rows the filter picks, the newest first (list columns) */
  contestPage(filter: ContestListFilter, params: PageParams): Promise<PageOf<JudgeRow>> {
    const base = this.ctx.db(this.judge).where({ cid: filter.cid });
    if (filter.from) base.where('submitTime', '>=', filter.from);
    if (filter.to) base.where('submitTime', '<', filter.to);
    if (filter.othersBefore) {
      const before = filter.othersBefore;
      base.where((w) => w.where('submitTime', '<', before).orWhere('uid', filter.viewerUid));
    }
    if (filter.uid !== undefined) base.where({ uid: filter.uid });
    else if (filter.username !== undefined) base.where({ username: filter.username });
    if (filter.status !== undefined) base.where({ status: filter.status });
    if (filter.cpids) base.whereIn('cpid', filter.cpids);
    return paginate<JudgeRow>(base, params, (rows) => rows.select(LIST_COLUMNS).orderBy('submitId', 'desc'));
  }

  /** these rows of contest `cid` (0: practice), list columns */
  listedByIds(submitIds: number[], cid: number): Promise<JudgeRow[]> {
    return this.ctx.db<JudgeRow>(this.judge).whereIn('submitId', submitIds).where({ cid }).select(LIST_COLUMNS);
  }

  async setShare(submitId: number, share: boolean): Promise<void> {
    await this.ctx.db(this.judge).where({ submitId }).update({ share });
  }

  /** the user's latest accepted code of the problem in contest `cid` (0: practice) */
  lastAcCode(uid: string, pid: number, cid: number): Promise<Pick<JudgeRow, 'code' | 'language'> | undefined> {
    return this.ctx.db<JudgeRow>(this.judge).where({ uid, pid, cid, status: JudgeStatus.ACCEPTED })
      .orderBy('submitId', 'desc').first('code', 'language');
  }

  /** the case results of a submission's current verdict, in judging order */
  cases(submitId: number): Promise<JudgeCaseRow[]> {
    return this.ctx.db<JudgeCaseRow>(this.caseTable).where({ submitId }).orderBy('seq');
  }

  /** the subtask results of a submission's current verdict */
  subtasks(submitId: number): Promise<SubtaskRow[]> {
    return this.ctx.db<SubtaskRow>(this.subtaskTable).where({ submitId }).orderBy('groupNum');
  }

  /** a contest's rows without their code, in submission order */
  contestRows(cid: number): Promise<Array<Omit<ContestSubmission, 'judgedAt'> & { gmtModified: Date }>> {
    return this.ctx.db<JudgeRow>(this.judge).where({ cid }).orderBy([{ column: 'submitTime' }, { column: 'submitId' }])
      .select('submitId', 'uid', 'pid', 'language', 'submitTime', 'status', 'time', 'score', 'gmtModified');
  }

  /** the case verdicts of these submissions (at most a thousand) */
  caseVerdicts(submitIds: number[]): Promise<Array<CaseVerdict & { submitId: number }>> {
    return this.ctx.db<JudgeCaseRow>(this.caseTable).whereIn('submitId', submitIds).orderBy([{ column: 'submitId' }, { column: 'seq' }])
      .select('submitId', 'seq', 'status', 'time', 'memory');
  }

  /** the code of these submissions (at most a thousand) */
  code(submitIds: number[]): Promise<Array<Pick<JudgeRow, 'submitId' | 'code' | 'language'>>> {
    return this.ctx.db<JudgeRow>(this.judge).whereIn('submitId', submitIds).select('submitId', 'code', 'language');
  }

  /** per user of group `gid` (these users, or all): problems solved, submissions, the sum of best scores */
  groupResults(gid: number, uids?: readonly string[]): Promise<Array<{ uid: string; ac: number | string; total: number | string; score: number | string }>> {
    const db = this.ctx.db;
    const perProblem = db(this.judge).where({ gid }).modify((b) => { if (uids) b.whereIn('uid', uids); })
      .groupBy('uid', 'pid')
      .select('uid', db.raw(`bool_or(status = ${AC}) as solved`), db.raw('count(*) as n'), db.raw('coalesce(max(score), 0) as best'));
    return db.from(perProblem.as('p')).groupBy('uid')
      .select<Array<{ uid: string; ac: number | string; total: number | string; score: number | string }>>('uid', db.raw('count(*) filter (where solved) as ac'), db.raw('sum(n) as total'), db.raw('sum(best) as score'));
  }

  /** per user and problem in practice: solved, the fastest accepted run, the latest final status */
  practiceResults(pids: readonly number[], uids?: readonly string[]): Promise<Array<{ uid: string; pid: number; solved: boolean; bestTime: number | null; latest: number }>> {
    const db = this.ctx.db;
    const q = db(this.judge).where({ cid: 0 }).whereNull('gid').whereIn('pid', [...pids])
      .whereNotIn('status', UNFINISHED_STATUSES)
      .groupBy('uid', 'pid')
      .select<Array<{ uid: string; pid: number; solved: boolean; bestTime: number | null; latest: number }>>(
        'uid', 'pid',
        db.raw(`bool_or(status = ${AC}) as solved`),
        db.raw(`min(time) filter (where status = ${AC}) as best_time`),
        db.raw('(array_agg(status order by submit_id desc))[1] as latest'),
      );
    if (uids) q.whereIn('uid', [...uids]);
    return q;
  }

  /** the user's latest submission of each problem inside contest `cid` (0: none) or group `gid` */
  latestInScope(uid: string, pids: readonly number[], cid: number, gid: number | undefined): Promise<Array<Pick<JudgeRow, 'pid' | 'status' | 'score'>>> {
    const q = this.ctx.db<JudgeRow>(this.judge).where({ uid }).whereIn('pid', [...pids]).where({ cid });
    if (gid) q.where({ gid });
    return q.distinctOn('pid').orderBy([{ column: 'pid' }, { column: 'submitId', order: 'desc' }]).select('pid', 'status', 'score');
  }

  /** the user's latest judged submission of the problem in contest `cid` (0: practice) and group `gid` (none: outside groups) */
  latestResult(uid: string, pid: number, cid: number, gid: number | undefined): Promise<LatestResult | undefined> {
    const q = this.ctx.db<JudgeRow>(this.judge).where({ uid, pid, cid }).whereNotIn('status', UNFINISHED_STATUSES);
    if (gid) q.where({ gid });
    else q.whereNull('gid');
    return q.orderBy('submitId', 'desc').first('submitId', 'status', 'score', 'time', 'memory', 'language', 'errorMessage', 'submitTime');
  }

  /** the practice rows (cid 0) the filter picks */
  private practice(filter: PracticeListFilter): Knex.QueryBuilder {
    const base = this.ctx.db(this.judge).where({ cid: 0 });
    if (filter.gid) base.where({ gid: filter.gid }); else base.whereNull('gid');
    if (filter.uid !== undefined) base.where({ uid: filter.uid });
    else if (filter.username !== undefined) base.where({ username: filter.username });
    if (filter.status !== undefined) base.where({ status: filter.status });
    if (filter.problemId) {
      if (filter.exactProblem) base.where({ displayPid: filter.problemId });
      else base.whereILike('displayPid', likePattern(filter.problemId));
    }
    return base;
  }
}

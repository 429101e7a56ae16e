// A contest's records (contests_record): each submission made within a contest as the board, the
// problem counts, the balloons and AC info, the AC download and the ICPC API read it, written on
// each verdict with the problem's first blood.
import { ROLE_IDS, pageParams, paginate, type Knex, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { ContestRecordRow, ContestRow } from '../../shared/index.ts';
import { AC_INFO_PAGE_SIZE } from '../../shared/user-calls.ts';
import type { RecordRow } from '../rules.ts';
import { Store, tableOf } from './base.ts';

/** which records a contest's problem counts are made of (reference getContestProblemList) */
export interface CountedWindow {
  /** the caller has real-time permission (otherwise only up to the seal time) */
  realTime: boolean;
  /** after the end too (with allowEndSubmit) */
  containsEnd: boolean;
}

/** a contestant's accepted record as the balloon runners see it */
export type AcceptedRecord = Pick<ContestRecordRow, 'id' | 'uid' | 'teamId' | 'username' | 'pid' | 'displayId' | 'submitTime' | 'firstBlood' | 'checked' | 'checkedAt' | 'checkedBy'>;

/** an accepted record as the AC info lists it */
export type AcInfoRecord = Pick<ContestRecordRow, 'id' | 'cid' | 'uid' | 'username' | 'pid' | 'displayId' | 'submitId' | 'submitTime' | 'time' | 'firstBlood' | 'checked' | 'teamId'>;

/** a record as the scroll board replays it */
export type ReplayedRecord = Pick<ContestRecordRow, 'uid' | 'username' | 'displayId' | 'status' | 'time' | 'submitTime' | 'teamId'>;

/** a judged record as written, with the status it had before (null: new) */
export type WrittenRecord = RecordRow & { cid: number; beforeStatus: number | null };

/** a verdict to write as a record of contest problem `cpid` */
export interface JudgedRecord {
  submitId: number; uid: string; username: string; pid: number; cpid: number; displayId: string;
  status: number | null; submitTime: Date; score: number | null; useTime: number | null;
}

/** one board row's records, written out (boards.ts parses them) */
export interface BoardLine { uid: string; recs: string }

type Contest = Pick<ContestRow, 'id' | 'uid' | 'duration' | 'teamMode'>;

export class ContestRecordStore extends Store {
  private readonly records: string;
  private readonly members: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.records = tableOf(ctx, 'record');
    this.members = tableOf(ctx, 'team_member');
  }

  /**
   * a contest's records made within it: `time` (seconds from the start) from the start to the end.
   * After-end submissions (allowEndSubmit) are only the board's "after the contest" cells: they
   * take no first blood, earn no balloon and are not in the scroll board's reveal.
   */
  private withinContest(q: Knex.QueryBuilder, c: Pick<ContestRow, 'duration'>): Knex.QueryBuilder {
    return q.where('time', '>=', 0).where('time', '<', Number(c.duration));
  }

  /** the contest has a record */
  async hasAny(cid: number): Promise<boolean> {
    return Boolean(await this.ctx.db<ContestRecordRow>(this.records).where({ cid }).first('id'));
  }

  /** the team has a record */
  async hasTeamRecords(teamId: number): Promise<boolean> {
    return Boolean(await this.ctx.db<ContestRecordRow>(this.records).where({ teamId }).first('id'));
  }

  /** the contest's records per team */
  async teamCounts(cid: number): Promise<Map<number, number>> {
    const rows = await this.ctx.db(this.records).where({ cid }).whereNotNull('teamId').groupBy('teamId').select('teamId')
      .count<Array<{ teamId: number; n: string | number }>>({ n: '*' });
    return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
  }

  /**
   * The records a contest's counts are made of (reference getContestProblemList): from the start to
   * the end (after it too with containsEnd and allowEndSubmit), without its author's and the super
   * admins' submissions, and only up to the seal time for those without real-time rank.
   */
  private counted(c: ContestRow, window: CountedWindow): Knex.QueryBuilder {
    const db = this.ctx.db;
    const q = db(`${this.records} as r`).where('r.cid', c.id).where('r.time', '>=', 0).whereNot('r.uid', c.uid)
      .whereNotIn('r.uid', db(this.ctx.users.table).select('uid').where({ roleId: ROLE_IDS.root }));
    if (!(window.containsEnd && c.allowEndSubmit)) q.where('r.time', '<', Number(c.duration));
    if (!window.realTime && c.sealRankTime) q.where('r.time', '<', Math.floor((c.sealRankTime.getTime() - c.startTime.getTime()) / 1000));
    return q;
  }

  /** each contest problem's accepted and total counted records */
  problemCounts(c: ContestRow, window: CountedWindow): Promise<Array<{ cpid: number; total: string; ac: string }>> {
    const db = this.ctx.db;
    return this.counted(c, window).groupBy('r.cpid')
      .select('r.cpid', db.raw('count(*) as total'), db.raw('count(*) filter (where r.status = ?) as ac', [JudgeStatus.ACCEPTED]));
  }

  /** one contest problem's counted records: `total`, and one count per named judge status */
  async statusCounts(c: ContestRow, window: CountedWindow, cpid: number, statuses: ReadonlyArray<readonly [string, number]>): Promise<Record<string, string> | undefined> {
    const db = this.ctx.db;
    const [row] = await this.counted(c, window).where('r.cpid', cpid)
      .select<Array<Record<string, string>>>(db.raw('count(*) as total'), ...statuses.map(([name, status]) => db.raw(`count(*) filter (where r.status = ?) as ${name}`, [status])));
    return row;
  }

  /** the contest's accepted records within it, not its author's (a team contest's: those of a team), in the order they came */
  accepted(c: Contest): Promise<AcceptedRecord[]> {
    return this.ctx.db(this.records).where({ cid: c.id, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid })
      .modify((q) => { this.withinContest(q, c); if (c.teamMode) q.whereNotNull('teamId'); })
      .select<AcceptedRecord[]>('id', 'uid', 'teamId', 'username', 'pid', 'displayId', 'submitTime', 'firstBlood', 'checked', 'checkedAt', 'checkedBy')
      .orderBy([{ column: 'time' }, { column: 'submitId' }]);
  }

  /** a page of the AC info: balloons still to hand out first, in the order they were earned; not the author's, none after the end */
  acInfoPage(c: Contest, query: PageQuery): Promise<PageOf<AcInfoRecord>> {
    return paginate<AcInfoRecord>(this.withinContest(this.ctx.db(this.records).where({ cid: c.id, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid }), c),
      pageParams(query, AC_INFO_PAGE_SIZE),
      (rows) => rows.select('id', 'cid', 'uid', 'username', 'pid', 'displayId', 'submitId', 'submitTime', 'time', 'firstBlood', 'checked', 'teamId')
        .orderBy([{ column: 'checked' }, { column: 'time' }, { column: 'id' }]));
  }

  /** record `id` of contest `cid` marked handed out (or not) by `by`; how many rows (0: not there) */
  setChecked(id: number, cid: number, checked: boolean, by: string): Promise<number> {
    return this.ctx.db(this.records).where({ id, cid }).update({ checked, checkedAt: this.ctx.db.fn.now(), checkedBy: by });
  }

  /** the contest's judged records (the AC download chooses from them) */
  judged(cid: number): Promise<RecordRow[]> {
    return this.ctx.db(this.records).where({ cid }).whereNotNull('status')
      .select<RecordRow[]>('id', 'uid', 'pid', 'displayId', 'submitId', 'username', 'status', 'submitTime', 'time', 'score', 'useTime', 'teamId');
  }

  /** the contest's judged records within it, in the order they came (the scroll board's replay) */
  replay(c: Contest): Promise<ReplayedRecord[]> {
    return this.ctx.db(this.records).where({ cid: c.id }).whereNotNull('status').modify((q) => this.withinContest(q, c))
      .orderBy([{ column: 'time' }, { column: 'submitId' }])
      .select<ReplayedRecord[]>('uid', 'username', 'displayId', 'status', 'time', 'submitTime', 'teamId');
  }

  /**
   * One row per board row (a user, or a team `t<id>` in a team contest) with its judged records
   * written out in (time, submitId) order, fields apart by U+001F and records by U+001E.
   */
  async boardLines(c: Contest): Promise<BoardLine[]> {
    const { rows } = await this.ctx.db.raw<{ rows: BoardLine[] }>(
      `select ${c.teamMode ? `'t' || team_id` : 'uid'} as uid, string_agg(concat_ws(chr(31), display_id, submit_id, status, time, coalesce(score::text, ''), coalesce(use_time::text, '')), chr(30) order by time, submit_id) as recs
       from ${this.records} where cid = ? and status is not null ${c.teamMode ? 'and team_id is not null' : ''} group by 1`, [c.id]);
    return rows;
  }

  /**
   * The verdict written as the contest's record, with the status it had before, in one statement (a
   * verdict is one round trip); a team contest's new record keeps the submitter's team.
   */
  async write(c: Contest & Pick<ContestRow, 'startTime'>, j: JudgedRecord, time: number): Promise<WrittenRecord> {
    const { rows } = await this.ctx.db.raw<{ rows: WrittenRecord[] }>(
      `with prev as (select status from ${this.records} where submit_id = ?)
       insert into ${this.records} (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time, score, use_time, team_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when ? then (select team_id from ${this.members} where cid = ? and uid = ?) end)
       on conflict (submit_id) do update set status = excluded.status, score = excluded.score, use_time = excluded.use_time
       returning id, cid, uid, pid, display_id, submit_id, username, status, submit_time, time, score, use_time, team_id, (select status from prev) as before_status`,
      [j.submitId, c.id, j.uid, j.pid, j.cpid, j.displayId, j.submitId, j.username, j.status, j.submitTime, time, j.score, j.useTime, c.teamMode, c.id, j.uid],
    );
    return rows[0]!;
  }

  /**
   * First blood of problem `pid` moved, in one statement: the earliest AC of the problem within the
   * contest by someone other than its author holds it (a team contest's: a team's).
   */
  async moveFirstBlood(c: Contest, pid: number): Promise<void> {
    const db = this.ctx.db;
    const first = db(this.records).where({ cid: c.id, pid, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid })
      .modify((q) => { if (c.teamMode) q.whereNotNull('teamId'); })
      .modify((q) => this.withinContest(q, c))
      .orderBy([{ column: 'time' }, { column: 'submitId' }]).limit(1).select('id');
    await db(this.records).where({ cid: c.id, pid })
      .where((w) => w.where('firstBlood', true).orWhereIn('id', first))
      .update({ firstBlood: db.raw('?? in (?)', ['id', first.clone()]) });
  }

  /** the submissions of problem `pid` in the contest, in the order they were made */
  async submitIds(cid: number, pid: number): Promise<number[]> {
    return (await this.ctx.db<ContestRecordRow>(this.records).where({ cid, pid }).orderBy('submitId').select('submitId')).map((r) => r.submitId);
  }

  /** the team each of the contest's team records was made for, by submission */
  teamSubmissions(cid: number): Promise<Array<{ submitId: number; teamId: number }>> {
    return this.ctx.db(this.records).where({ cid }).whereNotNull('teamId').select<Array<{ submitId: number; teamId: number }>>('submitId', 'teamId');
  }

  /** the contest's records of one of its problems deleted */
  async deleteOfProblem(cid: number, cpid: number, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.records).where({ cid, cpid }).delete();
  }
}

// The summary tables (migrations/…_summaries) move with every submission and verdict, in the
// same statement or transaction, so reads never recount submissions.
import type { Knex } from '@oj/sdk';
import { JudgeStatus, UNFINISHED_STATUSES } from '../shared/constants.ts';
import { T, dayOf, isPractice, type JudgeRow } from './tables.ts';

/** spec 2 §3 problem count columns by final status */
const COUNT_COLUMN: Record<number, string> = {
  [JudgeStatus.ACCEPTED]: 'ac', [JudgeStatus.WRONG_ANSWER]: 'wa', [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle', [JudgeStatus.RUNTIME_ERROR]: 're', [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce', [JudgeStatus.SYSTEM_ERROR]: 'se', [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

async function bump(trx: Knex.Transaction, table: string, key: Record<string, unknown>, column: string, by: number): Promise<void> {
  if (by === 0) return;
  const inserted = { ...key, [column]: Math.max(by, 0) };
  await trx(table).insert(inserted).onConflict(Object.keys(key)).merge({ [column]: trx.raw('??.?? + ?', [table, column, by]) });
}

/** what a new submission row holds (the rest are column defaults) */
export interface NewSubmission {
  pid: number; displayPid: string; uid: string; username: string; status: number; length: number; code: string;
  language: string; cid: number; cpid: number; tid: number; gid: number | null; ip: string | null;
}

const NEW_COLUMNS = ['pid', 'display_pid', 'uid', 'username', 'status', 'length', 'code', 'language', 'cid', 'cpid', 'tid', 'gid', 'ip', 'share'];
const newValues = (s: NewSubmission) => [s.pid, s.displayPid, s.uid, s.username, s.status, s.length, s.code, s.language, s.cid, s.cpid, s.tid, s.gid, s.ip, false];

/**
 * Saves a submission in one statement, so it is written whole or not at all and holds the shared
 * summary rows only for that statement. A practice submission (`turnSeconds` given) first takes
 * the user's submit turn — counting it and checking the interval atomically (reference
 * submit_non_contest_lock) — then moves submissions per day (site and user), the problem's total
 * and the user's row for the problem. Also returns how many unfinished submissions the user had
 * before this one (the judge queue's fair share). Undefined: the user is submitting too fast.
 */
export async function saveSubmission(db: Knex, s: NewSubmission, turnSeconds: number | null): Promise<{ row: JudgeRow; queued: number } | undefined> {
  const insert = `insert into ${T.judge} (${NEW_COLUMNS.join(', ')})`;
  const queued = `(select count(*) from ${T.judge} where uid = ? and status in (${UNFINISHED_STATUSES.join(', ')}))::int as queued`;
  const values = newValues(s);
  const result = turnSeconds === null
    ? await db.raw(`with saved as (${insert} values (${values.map(() => '?').join(', ')}) returning *) select saved.*, ${queued} from saved`, [...values, s.uid])
    : await db.raw(`
      with turn as (
        insert into ${T.userStat} (uid, total, last_submit_at) values (?, 1, now())
        on conflict (uid) do update set total = ${T.userStat}.total + 1, last_submit_at = now()
        where ?::int = 0 or ${T.userStat}.last_submit_at is null or ${T.userStat}.last_submit_at <= now() - make_interval(secs => ?)
        returning uid
      ), saved as (
        ${insert} select ${values.map(() => '?').join(', ')} from turn returning *
      ), user_day as (
        insert into ${T.userDay} (uid, day, count) select uid, (submit_time at time zone 'UTC')::date, 1 from saved
        on conflict (uid, day) do update set count = ${T.userDay}.count + 1
      ), site_day as (
        insert into ${T.day} (day, total) select (submit_time at time zone 'UTC')::date, 1 from saved
        on conflict (day) do update set total = ${T.day}.total + 1
      ), problem_total as (
        insert into ${T.problemCount} (pid, total) select pid, 1 from saved
        on conflict (pid) do update set total = ${T.problemCount}.total + 1
      ), user_problem as (
        insert into ${T.userProblem} (uid, pid, display_pid, status) select uid, pid, display_pid, status from saved
        on conflict (uid, pid) do update set status = excluded.status
      )
      select saved.*, ${queued} from saved`, [s.uid, turnSeconds, turnSeconds, ...values, s.uid]);
  const [first] = (result as { rows: Array<JudgeRow & { queued: number }> }).rows;
  if (!first) return undefined;
  const { queued: before, ...row } = first;
  return { row: row as JudgeRow, queued: before };
}

/** the user's total (and OI score) lines: created on first submission */
export async function ensureUserStat(trx: Knex.Transaction, uid: string): Promise<void> {
  await trx(T.userStat).insert({ uid }).onConflict('uid').ignore();
}

/**
 * A submission's status changed from `before` to `row.status` (a verdict, a rejudge back to
 * Pending, a manual judge, a cancel). Moves the problem counts, the day's AC count, the 7-day
 * AC rows, the user's row for the problem and the user's rank line.
 */
export async function statusChanged(trx: Knex.Transaction, row: JudgeRow, before: number): Promise<void> {
  if (!isPractice(row)) return;
  // the user's rank line first, as a submit takes it first (its turn): a verdict and a submit of
  // one user then queue up there, instead of each holding a row the other waits for (a deadlock)
  await ensureUserStat(trx, row.uid);
  await trx(T.userStat).where({ uid: row.uid }).forUpdate().first();
  const day = dayOf(new Date(row.submitTime));
  const oldColumn = COUNT_COLUMN[before];
  const newColumn = COUNT_COLUMN[row.status];
  if (oldColumn !== newColumn) {
    if (oldColumn) await bump(trx, T.problemCount, { pid: row.pid }, oldColumn, -1);
    if (newColumn) await bump(trx, T.problemCount, { pid: row.pid }, newColumn, 1);
  }
  const wasAc = before === JudgeStatus.ACCEPTED;
  const isAc = row.status === JudgeStatus.ACCEPTED;
  if (wasAc !== isAc) await bump(trx, T.day, { day }, 'ac', isAc ? 1 : -1);
  if (isAc && !wasAc) await trx(T.acDay).insert({ day, uid: row.uid, pid: row.pid }).onConflict(['day', 'uid', 'pid']).ignore();

  // the user's row for the problem, locked so that two verdicts of one user and problem queue up
  const mine = await trx(T.userProblem).where({ uid: row.uid, pid: row.pid }).forUpdate().first();
  const [agg] = (await trx(T.judge)
    .where({ uid: row.uid, pid: row.pid, cid: 0 }).whereNull('gid')
    .select(
      trx.raw('coalesce(bool_or(status = 0), false) as solved'),
      trx.raw(`coalesce(max(oi_rank_score) filter (where status not in (${UNFINISHED_STATUSES.join(',')})), 0) as best_rank`),
      trx.raw(`max(score) filter (where status not in (${UNFINISHED_STATUSES.join(',')})) as best_score`),
      trx.raw('min(submit_id) filter (where status = 0) as first_ac'),
      trx.raw('(array_agg(status order by submit_id desc))[1] as latest'),
      trx.raw(`bool_or(status = 0 and submit_time >= ?::date and submit_time < ?::date + 1) as ac_that_day`, [day, day]),
    )) as { solved: boolean; bestRank: number; bestScore: number | null; firstAc: number | null; latest: number; acThatDay: boolean | null }[];
  if (wasAc && !isAc && !agg.acThatDay) await trx(T.acDay).where({ day, uid: row.uid, pid: row.pid }).delete();
  const next = { status: agg.latest ?? row.status, solved: agg.solved, bestScore: agg.bestScore, oiRankScore: Number(agg.bestRank), firstAcSubmitId: agg.firstAc };
  if (mine) await trx(T.userProblem).where({ uid: row.uid, pid: row.pid }).update(next);
  else await trx(T.userProblem).insert({ uid: row.uid, pid: row.pid, displayPid: row.displayPid, ...next });
  const acDelta = Number(next.solved) - Number(mine?.solved ?? false);
  const scoreDelta = next.oiRankScore - Number(mine?.oiRankScore ?? 0);
  if (acDelta || scoreDelta) {
    await ensureUserStat(trx, row.uid);
    await trx(T.userStat).where({ uid: row.uid }).update({ ac: trx.raw('ac + ?', [acDelta]), score: trx.raw('score + ?', [scoreDelta]) });
  }
}

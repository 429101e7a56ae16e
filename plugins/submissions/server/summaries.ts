// The summary tables (migrations/…_summaries) move with every submission and verdict, inside
// the same transaction, so reads never recount submissions.
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

/**
 * A new practice submission: submissions per day (site and user), the problem's total, and the
 * user's row for the problem. The user's total moves with the submit interval check (submit.ts).
 */
export async function countSubmission(trx: Knex.Transaction, row: Pick<JudgeRow, 'uid' | 'pid' | 'displayPid' | 'submitTime' | 'cid' | 'gid'>): Promise<void> {
  if (!isPractice(row)) return;
  const day = dayOf(row.submitTime);
  await bump(trx, T.userDay, { uid: row.uid, day }, 'count', 1);
  await bump(trx, T.day, { day }, 'total', 1);
  await bump(trx, T.problemCount, { pid: row.pid }, 'total', 1);
  await trx(T.userProblem).insert({ uid: row.uid, pid: row.pid, displayPid: row.displayPid, status: JudgeStatus.PENDING })
    .onConflict(['uid', 'pid']).merge({ status: JudgeStatus.PENDING });
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

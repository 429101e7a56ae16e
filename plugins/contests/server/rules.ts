// The scoreboard's rules (reference §5.1, §5.2; spec 3 §3, §4), as pure functions: which records
// count, one user's ACM or OI cell on one problem, the order of rows, ranks and awards, the seal
// for a caller and the shown name. board.ts keeps boards live with them.
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { ACM_PENALTY_MINUTES } from '../shared/index.ts';
import type { AcmCell, AcmRankRow, OiRankRow } from '../shared/board.ts';
import { teamKey } from '../shared/teams.ts';
import { isSealedNow, type ContestRow } from './core.ts';

/** reference §5.1: these verdicts cost a penalty; CE, SE, Submitted Failed, Cancelled and the rest do not */
const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR,
]);

/** does this verdict cost a penalty on the ACM board (what the ICPC API's judgement types say too) */
export function isPenalised(status: number): boolean {
  return PENALISED.has(status);
}

export interface RecordRow {
  id: number;
  uid: string;
  pid: number;
  displayId: string;
  submitId: number;
  username: string;
  status: number | null;
  submitTime: Date;
  time: number | string;
  score: number | null;
  useTime: number | null;
  /** a team contest's record: the team it was made for (its board row is the team's) */
  teamId?: number | null;
}

/** what a board is built for: the seal as the caller sees it, and whether after-end submissions count */
export interface BoardVariant {
  sealed: boolean;
  containsEnd: boolean;
}

export type RankRow = AcmRankRow | OiRankRow;

export interface Person {
  uid: string; username: string; nickname: string | null; realname: string | null; school: string | null; gender: string | null; avatar: string | null;
  /** a team's row: its members' usernames */
  members?: string[];
}

/**
 * A record as a board keeps it: what the rules read, nothing else (no Date, no names: 500,000 of
 * them are held per contest). `time` is seconds from the start, as a number.
 */
export interface BoardRecord {
  uid: string;
  displayId: string;
  submitId: number;
  status: number | null;
  time: number;
  score: number | null;
  useTime: number | null;
}

/** the board row a record counts for: its team's in a team contest, otherwise its user's */
export function rowKey(r: Pick<RecordRow, 'uid' | 'teamId'>): string {
  return r.teamId ? teamKey(r.teamId) : r.uid;
}

export function compact(r: Pick<RecordRow, 'uid' | 'displayId' | 'submitId' | 'status' | 'time' | 'score' | 'useTime' | 'teamId'>): BoardRecord {
  return { uid: rowKey(r), displayId: r.displayId, submitId: r.submitId, status: r.status, time: Number(r.time), score: r.score ?? null, useTime: r.useTime ?? null };
}

/** (time, submitId) order: the order the ACM rules read records in */
export const byTime = (a: BoardRecord, b: BoardRecord) => a.time - b.time || a.submitId - b.submitId;

const sealStart = (c: ContestRow) => (c.sealRankTime ? Math.floor((c.sealRankTime.getTime() - c.startTime.getTime()) / 1000) : Number(c.duration));

/** does a record count on this variant at all (judged, not before the start, after the end only when asked for) */
function counts(c: ContestRow, r: BoardRecord, v: BoardVariant): boolean {
  const time = r.time;
  if (r.status === null || time < 0) return false;
  return time < Number(c.duration) || (v.containsEnd && !v.sealed && c.allowEndSubmit);
}

/**
 * One user's ACM cell on one problem from their records on it in (time, submitId) order (reference
 * calcACMRank): after the first AC nothing counts; penalised verdicts add a try; sealed tries only
 * count as tries; an AC after the end is marked and not counted. isFirstAC is set by the caller.
 */
export function acmCell(c: ContestRow, recs: readonly BoardRecord[], v: BoardVariant): AcmCell | null {
  const duration = Number(c.duration);
  const seal = sealStart(c);
  let cell: AcmCell | null = null;
  for (const r of recs) {
    if (!counts(c, r, v)) continue;
    const time = r.time;
    cell ??= { isAC: false, ACTime: null, errorNum: 0, tryNum: 0, isFirstAC: false, isAfterContest: false };
    if (cell.isAC) break;
    if (v.sealed && time >= seal && time < duration) cell.tryNum += 1;
    else if (r.status === JudgeStatus.ACCEPTED) {
      cell.isAC = true;
      cell.ACTime = time;
      cell.isAfterContest = time >= duration;
    } else if (PENALISED.has(r.status!)) cell.errorNum += 1;
  }
  return cell;
}

/** an AC within the contest's time: what the row's solved count, penalty and the first AC read */
export const countedAc = (cell: AcmCell) => cell.isAC && !cell.isAfterContest;

export function acmTotals(row: AcmRankRow): void {
  row.ac = 0;
  row.totalTime = 0;
  for (const displayId in row.submissionInfo) {
    const cell = row.submissionInfo[displayId];
    if (!countedAc(cell)) continue;
    row.ac += 1;
    row.totalTime += cell.ACTime! + cell.errorNum * ACM_PENALTY_MINUTES * 60;
  }
}

/** one user's OI cell on one problem (reference getOIOrderRank): the recent or the highest-scoring record, and the fastest full run */
export function oiCell(c: ContestRow, recs: readonly BoardRecord[], v: BoardVariant): { score: number; useTime: number; acTime: number | null } | null {
  const duration = Number(c.duration);
  const seal = sealStart(c);
  const highest = c.oiRankScoreType === 'Highest';
  let kept: BoardRecord | null = null;
  let acTime: number | null = null;
  for (const r of recs) {
    if (!counts(c, r, v)) continue;
    const time = r.time;
    if (v.sealed && time >= seal && time < duration) continue;
    const score = r.score ?? 0;
    const better = !kept
      || (highest ? score > (kept.score ?? 0) || (score === (kept.score ?? 0) && time < kept.time)
        : time > kept.time || (time === kept.time && r.submitId > kept.submitId));
    if (better) kept = r;
    if (r.status === JudgeStatus.ACCEPTED && r.useTime !== null) acTime = Math.min(acTime ?? Infinity, r.useTime);
  }
  if (!kept) return null;
  return { score: kept.score ?? 0, useTime: kept.useTime ?? 0, acTime: kept.status === JudgeStatus.ACCEPTED ? acTime ?? kept.useTime ?? 0 : null };
}

export const solvedOf = (r: RankRow) => ('ac' in r ? r.ac : r.totalScore);
/** placeRows' rule for sharing a rank: the same solved count (or score) and the same time */
export const sameResult = (a: RankRow, b: RankRow) => solvedOf(a) === solvedOf(b) && a.totalTime === b.totalTime;

export const acmOrder = (a: AcmRankRow, b: AcmRankRow) => b.ac - a.ac || a.totalTime - b.totalTime || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
export const oiOrder = (a: OiRankRow, b: OiRankRow) => b.totalScore - a.totalScore || a.totalTime - b.totalTime || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

export function blankRow(p: Person) {
  return {
    uid: p.uid, username: p.username, nickname: p.nickname, realname: p.realname, school: p.school, gender: p.gender, avatar: p.avatar,
    ...(p.members ? { members: p.members } : {}),
    rank: 0, isConcerned: false, isWinAward: false, awardName: null, awardBackground: null, awardColor: null,
  };
}

/**
 * Ranks (equal results share one, star users get -1 and do not count) and awards (reference §5.1:
 * type 1 a percentage of the ranked users, type 2 fixed counts, in priority order, only to users
 * who solved something or scored).
 */
export function placeRows(c: ContestRow, rows: RankRow[]): RankRow[] {
  const stars = new Set(c.starAccount ?? []);
  let counted = 0;
  let last: RankRow | null = null;
  for (const r of rows) {
    r.isWinAward = false;
    r.awardName = null;
    r.awardBackground = null;
    r.awardColor = null;
    if (stars.has(r.username)) {
      r.rank = -1;
      continue;
    }
    counted += 1;
    r.rank = last && sameResult(last, r) ? last.rank : counted;
    last = r;
  }
  if (c.awardType === 1 || c.awardType === 2) {
    const eligible = rows.filter((r) => r.rank > 0 && solvedOf(r) > 0);
    const ranked = rows.filter((r) => r.rank > 0).length;
    let at = 0;
    for (const award of [...(c.awardConfig ?? [])].sort((a, b) => a.priority - b.priority)) {
      const count = c.awardType === 1 ? Math.ceil((ranked * award.num) / 100) : award.num;
      for (let i = 0; i < count && at < eligible.length; i += 1, at += 1) {
        const r = eligible[at];
        r.isWinAward = true;
        r.awardName = award.name;
        r.awardBackground = award.background;
        r.awardColor = award.color;
      }
    }
  }
  return rows;
}

/** is the board sealed for this caller: sealed now, unless a contest admin asks for the real one */
export function sealedFor(c: ContestRow, admin: boolean, forceRefresh: boolean, now = Date.now()): boolean {
  return isSealedNow(c, now) && !(admin && forceRefresh);
}

/** the shown name the keyword matches (rankShowName) */
export function shownName(c: ContestRow, r: Pick<RankRow, 'username' | 'nickname' | 'realname'>): string {
  if (c.rankShowName === 'nickname') return r.nickname || r.username;
  if (c.rankShowName === 'realname') return r.realname || r.username;
  return r.username;
}

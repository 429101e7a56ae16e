// The scoreboard (reference §5.1, §5.2; spec 3 §3, §4): ACM and OI ranks computed from the
// contest's records (one row per judged contest submission, written by records.ts), kept per
// contest and variant until a record, a setting or the problem set changes (on every web node,
// through the contests.changed broadcast), so a board read is a page cut, not a recount.
import { ROLE_IDS, type PluginContext, type PublicUser } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { ACM_PENALTY_MINUTES, CONTEST_CHANGED_CHANNEL, CONTEST_TYPE, type ContestChanged } from '../shared/index.ts';
import type { AcmCell, AcmRankRow, OiRankRow } from '../shared/board.ts';
import { isSealedNow, T, type ContestRow } from './core.ts';

/** reference §5.1: these verdicts cost a penalty; CE, SE, Submitted Failed, Cancelled and the rest do not */
const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR,
]);
/** boards kept in memory at once (contests × variants); the least recently built go first */
const KEPT_BOARDS = 64;

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
}

/** what a board is built for: the seal as the caller sees it, and whether after-end submissions count */
export interface BoardVariant {
  sealed: boolean;
  containsEnd: boolean;
}

export type RankRow = AcmRankRow | OiRankRow;

interface Person { uid: string; username: string; nickname: string | null; realname: string | null; school: string | null; gender: string | null; avatar: string | null }

const sealStart = (c: ContestRow) => (c.sealRankTime ? Math.floor((c.sealRankTime.getTime() - c.startTime.getTime()) / 1000) : Number(c.duration));

/** the rows of an ACM board, best first (reference calcACMRank) */
export function acmRows(c: ContestRow, records: readonly RecordRow[], people: ReadonlyMap<string, Person>, v: BoardVariant): AcmRankRow[] {
  const duration = Number(c.duration);
  const seal = sealStart(c);
  const rows = new Map<string, AcmRankRow>();
  const firstAc = new Map<string, number>();
  const sorted = [...records].sort((a, b) => Number(a.time) - Number(b.time) || a.submitId - b.submitId);
  for (const r of sorted) {
    const time = Number(r.time);
    if (r.status === null || time < 0) continue;
    const after = time >= duration;
    if (after && (!v.containsEnd || v.sealed || !c.allowEndSubmit)) continue;
    const person = people.get(r.uid);
    if (!person) continue;
    let row = rows.get(r.uid);
    if (!row) {
      row = { ...blankRow(person), ac: 0, totalTime: 0, submissionInfo: {} };
      rows.set(r.uid, row);
    }
    const cell: AcmCell = row.submissionInfo[r.displayId] ?? (row.submissionInfo[r.displayId] = { isAC: false, ACTime: null, errorNum: 0, tryNum: 0, isFirstAC: false, isAfterContest: false });
    if (cell.isAC) continue;
    if (v.sealed && time >= seal && time < duration) {
      cell.tryNum += 1;
      continue;
    }
    if (r.status === JudgeStatus.ACCEPTED) {
      cell.isAC = true;
      cell.ACTime = time;
      cell.isAfterContest = after;
      if (!after) {
        row.ac += 1;
        row.totalTime += time + cell.errorNum * ACM_PENALTY_MINUTES * 60;
        const first = firstAc.get(r.displayId);
        if (first === undefined || first === time) {
          firstAc.set(r.displayId, time);
          cell.isFirstAC = true;
        }
      }
    } else if (PENALISED.has(r.status)) {
      cell.errorNum += 1;
    }
  }
  return [...rows.values()].sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || a.username.localeCompare(b.username));
}

/** the rows of an OI board, best first (reference getOIOrderRank: Recent or Highest per problem) */
export function oiRows(c: ContestRow, records: readonly RecordRow[], people: ReadonlyMap<string, Person>, v: BoardVariant): OiRankRow[] {
  const duration = Number(c.duration);
  const seal = sealStart(c);
  const highest = c.oiRankScoreType === 'Highest';
  const chosen = new Map<string, RecordRow>();
  /** per user/problem: the shortest run time of a full (accepted) solution */
  const bestAcTime = new Map<string, number>();
  for (const r of records) {
    const time = Number(r.time);
    if (r.status === null || time < 0 || !people.has(r.uid)) continue;
    if (time >= duration && (!v.containsEnd || v.sealed || !c.allowEndSubmit)) continue;
    if (v.sealed && time >= seal && time < duration) continue;
    const key = `${r.uid}\u0000${r.displayId}`;
    const kept = chosen.get(key);
    const score = r.score ?? 0;
    const better = !kept
      || (highest ? score > (kept.score ?? 0) || (score === (kept.score ?? 0) && Number(r.time) < Number(kept.time))
        : Number(r.time) > Number(kept.time) || (Number(r.time) === Number(kept.time) && r.submitId > kept.submitId));
    if (better) chosen.set(key, r);
    if (r.status === JudgeStatus.ACCEPTED && r.useTime !== null) bestAcTime.set(key, Math.min(bestAcTime.get(key) ?? Infinity, r.useTime));
  }
  const rows = new Map<string, OiRankRow>();
  for (const [key, r] of chosen) {
    let row = rows.get(r.uid);
    if (!row) {
      row = { ...blankRow(people.get(r.uid)!), totalScore: 0, totalTime: 0, submissionInfo: {}, timeInfo: {} };
      rows.set(r.uid, row);
    }
    const score = r.score ?? 0;
    row.submissionInfo[r.displayId] = score;
    row.timeInfo[r.displayId] = r.useTime ?? 0;
    row.totalScore += score;
    if (r.status === JudgeStatus.ACCEPTED) row.totalTime += bestAcTime.get(key) ?? r.useTime ?? 0;
  }
  return [...rows.values()].sort((a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime || a.username.localeCompare(b.username));
}

function blankRow(p: Person) {
  return {
    uid: p.uid, username: p.username, nickname: p.nickname, realname: p.realname, school: p.school, gender: p.gender, avatar: p.avatar,
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
  const key = (r: RankRow) => ('ac' in r ? `${r.ac}:${r.totalTime}` : `${r.totalScore}:${r.totalTime}`);
  let counted = 0;
  let lastKey: string | null = null;
  let lastRank = 0;
  for (const r of rows) {
    if (stars.has(r.username)) {
      r.rank = -1;
      continue;
    }
    counted += 1;
    const k = key(r);
    r.rank = k === lastKey ? lastRank : counted;
    lastKey = k;
    lastRank = r.rank;
  }
  if (c.awardType === 1 || c.awardType === 2) {
    const eligible = rows.filter((r) => r.rank > 0 && ('ac' in r ? r.ac > 0 : r.totalScore > 0));
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

interface Built { at: number; rows: RankRow[] }

export class Boards {
  private readonly built = new Map<string, Promise<Built>>();

  constructor(private readonly ctx: PluginContext) {
    ctx.bus.subscribe(CONTEST_CHANGED_CHANNEL, (payload) => this.drop((payload as ContestChanged).cid));
  }

  /** forget every board of one contest (this node); the broadcast does it on every node */
  drop(cid: number): void {
    for (const key of this.built.keys()) if (key.startsWith(`${cid}:`)) this.built.delete(key);
  }

  /** the ranked rows of the contest as `variant` sees it (shared, do not change them) */
  async rows(c: ContestRow, variant: BoardVariant): Promise<RankRow[]> {
    const key = `${c.id}:${variant.sealed ? 1 : 0}:${variant.containsEnd ? 1 : 0}:${c.gmtModified.getTime()}`;
    let entry = this.built.get(key);
    if (!entry) {
      entry = this.build(c, variant).then((rows) => ({ at: Date.now(), rows }));
      entry.catch(() => this.built.delete(key));
      this.built.set(key, entry);
      while (this.built.size > KEPT_BOARDS) this.built.delete(this.built.keys().next().value!);
    }
    return (await entry).rows;
  }

  private async build(c: ContestRow, variant: BoardVariant): Promise<RankRow[]> {
    const records = (await this.ctx.db(T.record).where({ cid: c.id }).whereNotNull('status')
      .select('id', 'uid', 'pid', 'displayId', 'submitId', 'username', 'status', 'submitTime', 'time', 'score', 'useTime')) as RecordRow[];
    const people = await this.contestants(c, records);
    const rows = c.type === CONTEST_TYPE.oi ? oiRows(c, records, people, variant) : acmRows(c, records, people, variant);
    return placeRows(c, rows);
  }

  /** who is on the board: not the contest's author, not a super admin (reference §5.1) */
  private async contestants(c: ContestRow, records: readonly RecordRow[]): Promise<Map<string, Person>> {
    const uids = [...new Set(records.map((r) => r.uid))].filter((uid) => uid !== c.uid);
    const people = new Map<string, Person>();
    for (let i = 0; i < uids.length; i += 5000) {
      for (const u of (await this.ctx.users.byIds(uids.slice(i, i + 5000))) as PublicUser[]) {
        if (u.roleId === ROLE_IDS.root) continue;
        people.set(u.uid, { uid: u.uid, username: u.username, nickname: u.nickname, realname: u.realname, school: u.school, gender: u.gender, avatar: u.avatar });
      }
    }
    return people;
  }
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

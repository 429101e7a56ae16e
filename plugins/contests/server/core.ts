// The contest row, its phase and its admins: what every part of the plugin (user routes, admin
// routes, the board) reads a contest through.
import type { AuthUser, Knex, PluginContext } from '@oj/sdk';
import { CONTEST_CHANGED_CHANNEL, CONTEST_STATUS, boardSealed, contestOwnerPoint, type ContestChanged, type AwardConfig, type ContestView } from '../shared/index.ts';

export const T = {
  contest: 'contests_contest',
  problem: 'contests_problem',
  register: 'contests_register',
  announcement: 'contests_announcement',
  print: 'contests_print',
  record: 'contests_record',
  icpcToken: 'contests_icpc_token',
  seat: 'contests_seat',
  team: 'contests_team',
  teamMember: 'contests_team_member',
} as const;

export interface ContestRow {
  id: number;
  uid: string;
  author: string;
  title: string;
  description: string;
  type: number;
  source: number;
  auth: number;
  pwd: string | null;
  startTime: Date;
  endTime: Date;
  /** seconds (bigint read as text by pg) */
  duration: number | string;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  rankShowName: string;
  starAccount: string[];
  openRank: boolean;
  allowEndSubmit: boolean;
  oiRankScoreType: string;
  awardType: number;
  awardConfig: AwardConfig[];
  gid: number | null;
  teamMode: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface ContestProblemRow {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** spec 3 §3: -1 scheduled, 0 running, 1 ended — from the clock, never stored */
/** a flag from a query string or a JSON body: true, 'true' or '1' */
export const truthy = (v: unknown): boolean => v === true || v === 'true' || v === '1';

export function statusOf(c: Pick<ContestRow, 'startTime' | 'endTime'>, now = Date.now()): number {
  if (now < c.startTime.getTime()) return CONTEST_STATUS.scheduled;
  if (now < c.endTime.getTime()) return CONTEST_STATUS.running;
  return CONTEST_STATUS.ended;
}

/** the board is sealed now (reference §5.1): within [sealRankTime, end), or after the end without auto real rank */
export function isSealedNow(c: Pick<ContestRow, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>, now = Date.now()): boolean {
  return boardSealed({ sealRank: c.sealRank, sealRankTime: c.sealRankTime?.getTime() ?? null, endTime: c.endTime.getTime(), autoRealRank: c.autoRealRank }, now);
}

/**
 * a contest's records made within it: `time` (seconds from the start) from the start to the end.
 * After-end submissions (allowEndSubmit) are only the board's "after the contest" cells: they
 * take no first blood, earn no balloon and are not in the scroll board's reveal.
 */
export function withinContest(q: Knex.QueryBuilder, c: Pick<ContestRow, 'duration'>): Knex.QueryBuilder {
  return q.where('time', '>=', 0).where('time', '<', Number(c.duration));
}

export function toView(c: ContestRow, now = Date.now()): ContestView {
  return {
    id: c.id, title: c.title, description: c.description, auth: c.auth, type: c.type, status: statusOf(c, now),
    startTime: c.startTime.toISOString(), endTime: c.endTime.toISOString(), now: new Date(now).toISOString(),
    duration: Number(c.duration), gid: c.gid, uid: c.uid, author: c.author, sealRank: c.sealRank,
    sealRankTime: c.sealRankTime ? c.sealRankTime.toISOString() : null, autoRealRank: c.autoRealRank,
    openPrint: c.openPrint, openRank: c.openRank, rankShowName: c.rankShowName, openAccountLimit: c.openAccountLimit,
    allowEndSubmit: c.allowEndSubmit, oiRankScoreType: c.oiRankScoreType, awardType: c.awardType, visible: c.visible,
    gmtCreate: c.gmtCreate.toISOString(), teamMode: c.teamMode,
  };
}

/** the board's reads use a contest row read at most this many ms ago */
const CONTEST_MEMO_MS = 1000;

/** registrations known on this node (a contest start under load: one per contestant of the running contests) */
const MAX_KEPT_REGISTRATIONS = 200_000;

export class Contests {
  private readonly memo = new Map<number, { at: number; row: Promise<ContestRow | null> }>();
  private readonly registered = new Set<string>();

  constructor(readonly ctx: PluginContext) {
    // a change of settings, problems or the contest itself drops the kept row on every node
    ctx.bus.subscribe(CONTEST_CHANGED_CHANNEL, (payload) => {
      const change = payload as ContestChanged;
      if (change.what !== 'record') this.memo.delete(change.cid);
    });
  }

  /** the contest row as read at most a second ago (the board's many reads; writes read with get) */
  cached(cid: number): Promise<ContestRow | null> {
    const now = Date.now();
    const kept = this.memo.get(cid);
    if (kept && now - kept.at < CONTEST_MEMO_MS) return kept.row;
    if (this.memo.size > 1000) this.memo.clear();
    const row = this.get(cid);
    this.memo.set(cid, { at: now, row });
    row.catch(() => this.memo.delete(cid));
    return row;
  }

  async get(cid: number): Promise<ContestRow | null> {
    const row = (await this.ctx.db(T.contest).where({ id: cid }).first()) as ContestRow | undefined;
    return row ?? null;
  }

  async problems(cid: number): Promise<ContestProblemRow[]> {
    return (await this.ctx.db(T.problem).where({ cid }).orderBy('displayId')) as ContestProblemRow[];
  }

  /** spec 3 §6: authenticated and (the author, a super admin, or the root of the contest's group) */
  async isContestAdmin(user: AuthUser | null, contest: Pick<ContestRow, 'id' | 'uid' | 'gid'>): Promise<boolean> {
    if (!user) return false;
    if (user.role === 'root' || user.uid === contest.uid) return true;
    if (contest.gid == null) return false;
    for (const owner of this.ctx.extensions(contestOwnerPoint)) {
      if (await owner.isContestAdmin?.(user, contest)) return true;
    }
    return false;
  }

  /**
   * Registered: a registration row. A registration is never taken back (only with its contest), so
   * a yes is kept per node and the board's many reads ask the database once per contestant; a no is
   * asked again (the registration may have been made on another node a moment ago).
   */
  async isRegistered(uid: string, cid: number): Promise<boolean> {
    const key = `${cid}:${uid}`;
    if (this.registered.has(key)) return true;
    const yes = Boolean(await this.ctx.db(T.register).where({ cid, uid }).first('id'));
    if (yes) {
      if (this.registered.size >= MAX_KEPT_REGISTRATIONS) this.registered.clear();
      this.registered.add(key);
    }
    return yes;
  }
}

/**
 * The contest's problems changed (added, edited, placed, taken out): its modification time moves
 * with them (the ICPC event feed orders the problems by it) and every node's board is told.
 */
export async function problemsChanged(ctx: PluginContext, cid: number): Promise<void> {
  await ctx.db(T.contest).where({ id: cid }).update({ gmtModified: new Date() });
  await contestChanged(ctx, cid, 'problems');
}

/** tells every web node's board that a contest changed (settings, problems, records, deleted) */
export async function contestChanged(ctx: PluginContext, cid: number, what: ContestChanged['what']): Promise<void> {
  await ctx.bus.broadcast(CONTEST_CHANGED_CHANNEL, { cid, what } satisfies ContestChanged);
}

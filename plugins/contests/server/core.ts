// The contest row, its phase and its admins: what every part of the plugin (user routes, admin
// routes, the board) reads a contest through.
import { isSuperAdmin, type AuthUser, type PluginContext } from '@oj/sdk';
import { CONTEST_CHANGED_CHANNEL, CONTEST_STATUS, boardSealed, contestOwnerPoint, type ContestChanged, type ContestProblemRow, type ContestRow, type ContestView } from '../shared/index.ts';
import type { ContestStore } from './stores/contests.ts';
import type { RegistrationStore } from './stores/registrations.ts';

export type { ContestProblemRow, ContestRow } from '../shared/rows.ts';

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

  constructor(readonly ctx: PluginContext, readonly store: ContestStore, private readonly registrations: RegistrationStore) {
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

  get(cid: number): Promise<ContestRow | null> {
    return this.store.byId(cid);
  }

  problems(cid: number): Promise<ContestProblemRow[]> {
    return this.store.problems(cid);
  }

  /** spec 3 §6: authenticated and (the author, a super admin, or the root of the contest's group) */
  async isContestAdmin(user: AuthUser | null, contest: Pick<ContestRow, 'id' | 'uid' | 'gid'>): Promise<boolean> {
    if (!user) return false;
    if (isSuperAdmin(user) || user.uid === contest.uid) return true;
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
    const yes = await this.registrations.isRegistered(cid, uid);
    if (yes) {
      if (this.registered.size >= MAX_KEPT_REGISTRATIONS) this.registered.clear();
      this.registered.add(key);
    }
    return yes;
  }

  /**
   * The contest's problems changed (added, edited, placed, taken out): its modification time moves
   * with them (the ICPC event feed orders the problems by it) and every node's board is told.
   */
  async problemsChanged(cid: number): Promise<void> {
    await this.store.touch(cid);
    await contestChanged(this.ctx, cid, 'problems');
  }
}

/** tells every web node's board that a contest changed (settings, problems, records, deleted) */
export async function contestChanged(ctx: PluginContext, cid: number, what: ContestChanged['what']): Promise<void> {
  await ctx.bus.broadcast(CONTEST_CHANGED_CHANNEL, { cid, what } satisfies ContestChanged);
}

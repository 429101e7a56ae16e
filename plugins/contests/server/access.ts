// Who may do what with a contest (spec 3 §6; reference ContestValidator): see it, enter it (its
// problems, submissions, rank, announcements), submit, see the real-time rank, administer it.
// Every user route and the submission and problem scopes ask here, so the rules live in one place.
import { OjError, forbidden, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { CONTEST_AUTH, CONTEST_STATUS, contestOwnerPoint } from '../shared/index.ts';
import { accountLimitAllows } from '../shared/account-limit.ts';
import { isSealedNow, statusOf, type ContestRow, type Contests } from './core.ts';
import type { Teams } from './teams.ts';

/** what one user may do in one contest, now */
export interface Entry {
  /** author, super admin, or the root of the contest's group */
  admin: boolean;
  /** has registered with the password and passes the account limit (get-contest-access) */
  registered: boolean;
  /** may open the problems, submissions, rank and announcements */
  canEnter: boolean;
  /** may submit now (a scheduled contest only to its admins; an ended one only with allowEndSubmit) */
  canSubmit: boolean;
  /** spec 3 §6 "Real-time permission": the real rank, AC and total counts */
  realTime: boolean;
  /** the contest's phase: -1 scheduled, 0 running, 1 ended */
  status: number;
  /** a team contest: the user's team (null: in none, or an individual contest) */
  teamId: number | null;
  /** why the user may not submit now (null: may submit) */
  submitRefusal: string | null;
}

/** why `entry` may not enter, as the reference refuses (null: may enter) */
export function entryRefusal(c: Pick<ContestRow, 'auth'>, e: Entry): string | null {
  if (e.admin) return null;
  if (e.status === CONTEST_STATUS.scheduled) return 'CONTESTS_NOT_STARTED';
  if (c.auth === CONTEST_AUTH.private && !e.registered) return 'CONTESTS_REGISTER_FIRST';
  return null;
}

/** why `entry` may not submit now (null: may submit) */
export function submitRefusal(c: Pick<ContestRow, 'auth' | 'allowEndSubmit' | 'openAccountLimit' | 'teamMode'>, e: Pick<Entry, 'admin' | 'status' | 'registered' | 'teamId'>, accountAllowed: boolean): string | null {
  if (e.status === CONTEST_STATUS.ended && !c.allowEndSubmit) return 'CONTESTS_ENDED_NO_SUBMIT';
  if (e.admin) return null;
  if (e.status === CONTEST_STATUS.scheduled) return 'CONTESTS_NOT_STARTED';
  if (c.auth !== CONTEST_AUTH.public && !e.registered) return 'CONTESTS_REGISTER_TO_SUBMIT';
  if (c.openAccountLimit && !accountAllowed) return 'CONTESTS_ACCOUNT_NOT_ALLOWED';
  // a team contest: one submits for one's team
  if (c.teamMode && e.teamId === null) return 'CONTESTS_TEAM_FIRST';
  return null;
}

/** spec 3 §6: the contest menus are disabled for non-admins while scheduled, or while private without entry access */
export function menuDisabled(c: Pick<ContestRow, 'auth'>, e: Entry): boolean {
  if (e.admin) return false;
  return e.status === CONTEST_STATUS.scheduled || (c.auth === CONTEST_AUTH.private && !e.registered);
}

/** spec 3 §6: the password form shows for a non-public contest the user has no access to and does not administer */
export function needsPassword(c: Pick<ContestRow, 'auth'>, e: Entry): boolean {
  return !e.admin && !e.registered && c.auth !== CONTEST_AUTH.public;
}

export class ContestAccess {
  constructor(private readonly ctx: PluginContext, readonly contests: Contests, readonly teams: Teams) {}

  isAdmin(user: AuthUser | null, c: ContestRow): Promise<boolean> {
    return this.contests.isContestAdmin(user, c);
  }

  /**
   * May `user` know the contest exists (its card, info, board): a visible site contest; a hidden
   * one only to its admins; a group's contest as the group plugin says (membership).
   */
  async canSeeContest(user: AuthUser | null, c: ContestRow): Promise<boolean> {
    if (await this.isAdmin(user, c)) return true;
    if (!c.visible) return false;
    if (c.gid == null) return true;
    let allowed = false;
    for (const owner of this.ctx.extensions(contestOwnerPoint)) {
      const answer = await owner.canSee?.(user, c);
      if (answer === false) return false;
      if (answer === true) allowed = true;
    }
    return allowed;
  }

  /** the contest when `user` may see it; a missing or hidden contest is the same "not found" */
  async visibleContest(user: AuthUser | null, cid: number, cached = false): Promise<ContestRow> {
    const c = await (cached ? this.contests.cached(cid) : this.contests.get(cid));
    if (!c || !(await this.canSeeContest(user, c))) throw notFound('CONTESTS_NOT_FOUND');
    return c;
  }

  /** the contest whose outside board `viewer` may read: visible, its public scoreboard open and
   *  started (its admins always) */
  async outsideBoard(viewer: AuthUser | null, cid: number): Promise<ContestRow> {
    const c = await this.visibleContest(viewer, cid, true);
    if (!c.openRank && !(await this.isAdmin(viewer, c))) throw forbidden('CONTESTS_RANK_CLOSED');
    if (statusOf(c) === CONTEST_STATUS.scheduled && !(await this.isAdmin(viewer, c))) throw forbidden('CONTESTS_NOT_STARTED');
    return c;
  }

  /** registered: a registration row, and the account limit (when on) allows the username */
  async isRegistered(user: AuthUser, c: ContestRow): Promise<boolean> {
    if (!(await this.contests.isRegistered(user.uid, c.id))) return false;
    return !c.openAccountLimit || accountLimitAllows(c.accountLimitRule, user.username);
  }

  async entry(user: AuthUser | null, c: ContestRow, now = Date.now()): Promise<Entry> {
    const status = statusOf(c, now);
    const admin = await this.isAdmin(user, c);
    const registered = user ? await this.isRegistered(user, c) : false;
    const teamId = user && c.teamMode ? await this.teams.teamOf(c.id, user.uid) : null;
    const partial: Entry = { admin, registered, status, teamId, canEnter: false, canSubmit: false, submitRefusal: null, realTime: admin || !isSealedNow(c, now) };
    partial.canEnter = !!user && entryRefusal(c, partial) === null;
    partial.submitRefusal = user ? submitRefusal(c, partial, accountLimitAllows(c.accountLimitRule, user.username)) : 'CONTESTS_LOGIN_FIRST';
    partial.canSubmit = partial.submitRefusal === null;
    return partial;
  }

  /** the contest and the user's entry, refusing one who may not enter (reference validateContestAuth) */
  async enter(user: AuthUser, cid: number, now = Date.now(), cached = false): Promise<{ contest: ContestRow; entry: Entry }> {
    const contest = await this.visibleContest(user, cid, cached);
    const entry = await this.entry(user, contest, now);
    const refusal = entryRefusal(contest, entry);
    if (refusal) throw forbidden(refusal);
    return { contest, entry };
  }

  /** may `user` submit to this contest now; throws the reason otherwise */
  async requireSubmit(user: AuthUser, contest: ContestRow, now = Date.now()): Promise<Entry> {
    const entry = await this.entry(user, contest, now);
    if (entry.submitRefusal) throw forbidden(entry.submitRefusal);
    return entry;
  }

  /**
   * The contest, for one of its admins (print jobs, AC info, downloads). Someone who may not know
   * the contest exists (another group's, a hidden one) gets the answer of a missing contest.
   */
  async administer(user: AuthUser, cid: number): Promise<ContestRow> {
    const contest = await this.contests.get(cid);
    if (!contest) throw notFound('CONTESTS_NOT_FOUND');
    if (await this.isAdmin(user, contest)) return contest;
    if (!(await this.canSeeContest(user, contest))) throw notFound('CONTESTS_NOT_FOUND');
    throw new OjError('CONTESTS_ADMIN_ONLY', 403);
  }
}

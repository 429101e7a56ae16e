// The contests plugin's public contract: the contest as other plugins (groups, the scroll board,
// remote judges) and the UI see it, its constants, and the service it provides. Add, never change.
// The browser-safe part (the contest, constants, payload schemas) is shared/browser.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';
import type { ContestView } from './contest.ts';

export * from './browser.ts';

/** the cross-node channel (ctx.bus.broadcast) saying a contest's settings, problems or records changed: boards rebuild it */
export const CONTEST_CHANGED_CHANNEL = 'contests.changed';
export interface ContestChanged {
  cid: number;
  /** 'settings' | 'problems' | 'records' | 'deleted', or 'record' with the judged record that changed */
  what: string;
  /** with 'record': the contest record (board.ts RecordWire) each node's board applies */
  record?: unknown;
}

/** where a contest belongs: the groups plugin extends this to own group contests (spec 3 §6) */
export interface ContestOwnerScope {
  /** is `user` a contest admin of this group contest (group root) — undefined for contests it does not own */
  isContestAdmin?(user: AuthUser, contest: { id: number; gid: number | null }): Promise<boolean | undefined>;
  /** may `user` see this group's contest at all (membership) */
  canSee?(user: AuthUser | null, contest: { id: number; gid: number | null }): Promise<boolean | undefined>;
}
export const contestOwnerPoint = defineExtensionPoint<ContestOwnerScope>('contests.owner');

export interface ContestsService {
  /** null when there is no such contest */
  get(cid: number): Promise<ContestView | null>;
  /** author, super admin, or a group root through contestOwnerPoint */
  isContestAdmin(user: AuthUser | null, cid: number): Promise<boolean>;
  /**
   * The contest for `user` who may enter it now (its problems, submissions, Q&A), with whether
   * `user` administers it; throws the contest's refusal (not found, not started, register first).
   */
  enter(user: AuthUser, cid: number): Promise<{ contest: ContestView; admin: boolean }>;
}
export const contestsService = defineServiceRef<ContestsService>('contests');

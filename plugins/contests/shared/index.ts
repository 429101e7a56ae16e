// The contests plugin's public contract: the contest as other plugins (groups, the scroll board,
// remote judges) and the UI see it, its constants, and the service it provides. Add, never change.
import { Type, type Static } from '@sinclair/typebox';
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';

/** spec 3 §9 */
export const CONTEST_AUTH = { public: 0, private: 1, protected: 2 } as const;
export const CONTEST_TYPE = { acm: 0, oi: 1 } as const;
export const CONTEST_STATUS = { scheduled: -1, running: 0, ended: 1 } as const;
export const CONTEST_LIST_PAGE_SIZE = 10;
export const SCOREBOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const SCOREBOARD_DEFAULT_PAGE_SIZE = 50;
export const PRINT_MIN_LENGTH = 50;
/** ACM: minutes of penalty per penalised try before the first AC (reference §5.1) */
export const ACM_PENALTY_MINUTES = 20;
/** seal choices (spec 3 §4): 0 = 30 min before the end, 1 = 1 hour before the end, 2 = from the start */
export const SEAL_BEFORE_END_SECONDS = [1800, 3600] as const;

export const AwardConfig = Type.Object({
  priority: Type.Integer(),
  name: Type.String({ maxLength: 50 }),
  background: Type.String({ maxLength: 20 }),
  color: Type.String({ maxLength: 20 }),
  num: Type.Integer({ minimum: 0 }),
});
export type AwardConfig = Static<typeof AwardConfig>;

/** the cross-node channel (ctx.bus.broadcast) saying a contest's settings, problems or records changed: boards rebuild it */
export const CONTEST_CHANGED_CHANNEL = 'contests.changed';
export interface ContestChanged {
  cid: number;
  /** 'settings' | 'problems' | 'records' | 'deleted', or 'record' with the judged record that changed */
  what: string;
  /** with 'record': the contest record (board.ts RecordWire) each node's board applies */
  record?: unknown;
}

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** spec 3 §3 Contest, as the client reads it (times ISO strings, duration in seconds as the reference sends it) */
export const ContestSchema = Type.Object({
  id: Type.Integer(), title: Type.String(), description: Type.String(), auth: Type.Integer(), type: Type.Integer(),
  status: Type.Integer(), startTime: Type.String(), endTime: Type.String(), now: Type.String(), duration: Type.Number(),
  count: Type.Optional(Type.Integer()), gid: Type.Union([Type.Integer(), Type.Null()]), uid: Type.String(), author: Type.String(),
  sealRank: Type.Boolean(), sealRankTime: Nullable(Type.String()), autoRealRank: Type.Boolean(), openPrint: Type.Boolean(),
  openRank: Type.Boolean(), rankShowName: Type.String(), openAccountLimit: Type.Boolean(), allowEndSubmit: Type.Boolean(),
  oiRankScoreType: Type.String(), awardType: Type.Integer(), visible: Type.Boolean(), gmtCreate: Type.String(),
});

export interface ContestView {
  id: number;
  title: string;
  description: string;
  auth: number;
  type: number;
  status: number;
  startTime: string;
  endTime: string;
  now: string;
  duration: number;
  count?: number;
  gid: number | null;
  uid: string;
  author: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: string;
  openAccountLimit: boolean;
  allowEndSubmit: boolean;
  oiRankScoreType: string;
  awardType: number;
  visible: boolean;
  gmtCreate: string;
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
}
export const contestsService = defineServiceRef<ContestsService>('contests');

/** the account-limit rule's format and check (spec 3 §3) */
export * from './account-limit.ts';
/** payloads of the participant's calls (spec 3 §7) */
export * from './user-calls.ts';

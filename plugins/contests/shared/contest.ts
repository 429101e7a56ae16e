// The contest as the UI and other plugins see it (spec 3 §3), and the contest constants (spec 3
// §9). Browser-safe: shared/browser.ts passes it on.
import { Type, type Static } from '@sinclair/typebox';

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

/**
 * the board is sealed at `now` (reference §5.1): from the seal time to the end, and after the end
 * too when the real board does not open by itself (autoRealRank off). Times in epoch ms.
 */
export function boardSealed(c: { sealRank: boolean; sealRankTime: number | null; endTime: number; autoRealRank: boolean }, now: number): boolean {
  if (!c.sealRank || c.sealRankTime === null || now < c.sealRankTime) return false;
  return now < c.endTime || !c.autoRealRank;
}

export const AwardConfig = Type.Object({
  priority: Type.Integer(),
  name: Type.String({ maxLength: 50 }),
  background: Type.String({ maxLength: 20 }),
  color: Type.String({ maxLength: 20 }),
  num: Type.Integer({ minimum: 0 }),
});
export type AwardConfig = Static<typeof AwardConfig>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** spec 3 §3 Contest, as the client reads it (times ISO strings, duration in seconds as the reference sends it) */
export const ContestSchema = Type.Object({
  id: Type.Integer(), title: Type.String(), description: Type.String(), auth: Type.Integer(), type: Type.Integer(),
  status: Type.Integer(), startTime: Type.String(), endTime: Type.String(), now: Type.String(), duration: Type.Number(),
  count: Type.Optional(Type.Integer()), gid: Type.Union([Type.Integer(), Type.Null()]), uid: Type.String(), author: Type.String(),
  sealRank: Type.Boolean(), sealRankTime: Nullable(Type.String()), autoRealRank: Type.Boolean(), openPrint: Type.Boolean(),
  openRank: Type.Boolean(), rankShowName: Type.String(), openAccountLimit: Type.Boolean(), allowEndSubmit: Type.Boolean(),
  oiRankScoreType: Type.String(), awardType: Type.Integer(), visible: Type.Boolean(), gmtCreate: Type.String(),
  /** a team contest (issue 16 §1): its board, balloons and prints are by team */
  teamMode: Type.Boolean(),
});
/** a contest as the routes answer it (and the contests service returns it) */
export type ContestView = Static<typeof ContestSchema>;

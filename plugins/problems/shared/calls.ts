// Payloads of the problem calls that are not models (spec 2 §7 "Problems", "Home"): the bank list,
// the random problem, the caller's statuses, a contest's problem bar and the home page's recently
// updated problems. The routes answer with these schemas and the pages read their types from them.
// Browser-safe (TypeBox and @oj/sdk/shared only): shared/browser.ts passes it on.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime } from '@oj/sdk/shared';

/** GET /api/problems/banks: this site's bank and each remote judge's */
export const Bank = Type.Object({ oj: Type.String(), name: Type.String() });
export type Bank = Static<typeof Bank>;

/** GET /api/get-random-problem */
export const RandomProblem = Type.Object({ problemId: Type.String() });
export type RandomProblem = Static<typeof RandomProblem>;

/** POST /api/get-user-problem-status: the caller's status per problem id (a score inside a contest) */
export const UserProblemStatuses = Type.Record(Type.String(), Type.Object({ status: Type.Integer(), score: Type.Optional(Type.Union([Type.Null(), Type.Number()])) }));
export type UserProblemStatuses = Static<typeof UserProblemStatuses>;

/** GET /api/get-full-screen-problem-list: one problem of a contest's or training's problem bar */
export const BarProblem = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  score: Type.Union([Type.Number(), Type.Null()]),
});
export type BarProblem = Static<typeof BarProblem>;

/** GET /api/get-recent-updated-problem: a row of the home page's table */
export const RecentProblem = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  type: Type.Integer(),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type RecentProblem = Static<typeof RecentProblem>;

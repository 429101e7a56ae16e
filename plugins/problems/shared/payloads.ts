// Payloads of the problem calls that are not models (spec 2 §7 "Problems", "Home"): the bank list,
// the random problem, the caller's statuses, a contest's problem bar and the home page's recently
// updated problems. The routes answer with these schemas and the pages read their types from them.
// Browser-safe (TypeBox and @oj/sdk/shared only): shared/browser.ts passes it on, and the calls
// (shared/calls.ts) answer with them.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, IdOrText, LenientInt } from '@oj/sdk/shared';

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

/** GET /api/get-problem-list: a page of the public list, filtered by keyword, difficulty, bank and tags */
export const ProblemListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  difficulty: LenientInt,
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  tagId: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Integer()])),
});
export type ProblemListQuery = Static<typeof ProblemListQuery>;

/** GET /api/get-full-screen-problem-list: the contest, training or group whose bar it is */
export const BarQuery = Type.Object({
  tid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
  cid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
  gid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
});

/** POST /api/get-user-problem-status: the problems asked about, in their scope */
export const UserProblemStatusBody = Type.Object({
  pidList: Type.Array(IdOrText, { maxItems: 1000 }),
  isContestProblemList: Type.Optional(Type.Boolean()),
  cid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  gid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  // a training's list asks with its tid: its submissions are practice ones, so the answer is the practice status
  tid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  containsEnd: Type.Optional(Type.Boolean()),
});

const OptionalId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));
/** the scope a problem page's call is read in (a contest, training or group; none for the main set) */
const ScopeQuery = { cid: OptionalId, tid: OptionalId, gid: OptionalId };

/** GET /api/get-problem-detail: a problem by its display id, in its scope */
export const ProblemDetailQuery = Type.Object({ problemId: Type.String({ minLength: 1, maxLength: 100 }), ...ScopeQuery });

/** the problem page's calls of a problem by its pid, in its scope (tags, languages, templates, annex) */
export const ProblemByPidQuery = Type.Object({ pid: Type.Integer({ minimum: 1 }), ...ScopeQuery });

/** GET /api/languages: the enabled languages, or all of them */
export const LanguagesQuery = Type.Object({ pid: Type.Optional(Type.Integer()), all: Type.Optional(Type.Boolean()) });

/** the tag lists of a bank */
export const TagBankQuery = Type.Object({ oj: Type.Optional(Type.String({ maxLength: 20 })) });

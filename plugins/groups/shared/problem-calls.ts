// Payloads of a group's problem calls (spec 3 §7 "Problems" under Groups, reference
// GroupProblemController and AdminGroupProblemController): the members' list row and the request
// states of §4. The admin rows and the form's payload are the problems plugin's (AdminProblem,
// ProblemInput, with the group's id); the routes and the pages read their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt } from '@oj/sdk/shared';
import { ProblemInput } from '@oj/plugin-problems/problem-input';
import { Gid } from './payloads.ts';

/** the members' problem list, and the admin lists (spec 3 §9 "Admin lists": 10), a page */
export const GROUP_PROBLEM_PAGE_SIZE = 10;
export const GROUP_ADMIN_PAGE_SIZE = 10;

/** spec 3 §4 applyPublicProgress: none (null) = not applied, 1 applying, 2 already public, 3 refused */
export const APPLY_PUBLIC = { applying: 1, approved: 2, refused: 3 } as const;

/** GET /api/group/get-problem-list and get-admin-problem-list */
export const GroupProblemListQuery = Type.Object({ gid: Gid, currentPage: LenientInt, limit: LenientInt, keyword: Type.Optional(Type.String({ maxLength: 200 })) });
export type GroupProblemListQuery = Static<typeof GroupProblemListQuery>;

/** a row of the members' list: one of the group's public problems with the member's status there */
export const GroupProblemRow = Type.Object({
  pid: Type.Integer(), problemId: Type.String(), title: Type.String(), difficulty: Type.Integer(), type: Type.Integer(),
  author: Type.Union([Type.String(), Type.Null()]), myStatus: Type.Union([Type.Integer(), Type.Null()]),
});
export type GroupProblemRow = Static<typeof GroupProblemRow>;

/** GET /api/admin/group-problem/list: the requests waiting, of every group or one */
export const GroupProblemApplyQuery = Type.Object({ currentPage: LenientInt, limit: LenientInt, keyword: Type.Optional(Type.String({ maxLength: 200 })), gid: Type.Optional(Gid) });
export type GroupProblemApplyQuery = Static<typeof GroupProblemApplyQuery>;

/** the reference sends `id` (spec 3 §7) or `pid` */
const ProblemRef = { id: Type.Optional(Type.Integer({ minimum: 1 })), pid: Type.Optional(Type.Integer({ minimum: 1 })) };
/** PUT /api/group/change-problem-auth: 1 public, 2 private (3, contest, only inside a contest) */
export const GroupProblemAuthBody = Type.Object({ ...ProblemRef, auth: Type.Integer({ minimum: 1, maximum: 3 }) });
export type GroupProblemAuthBody = Static<typeof GroupProblemAuthBody>;
/** PUT /api/group/apply-public: ask (true) or cancel the request (false) */
export const GroupProblemApplyBody = Type.Object({ ...ProblemRef, isApplied: Type.Boolean() });
export type GroupProblemApplyBody = Static<typeof GroupProblemApplyBody>;
/** PUT /api/admin/group-problem/change-progress: 2 approve, 3 refuse */
export const GroupProblemProgressBody = Type.Object({ ...ProblemRef, progress: Type.Integer({ minimum: 1, maximum: 3 }) });
export type GroupProblemProgressBody = Static<typeof GroupProblemProgressBody>;

/** GET and DELETE /api/group/problem: a group's problem by its id */
export const GroupProblemPidQuery = Type.Object({ pid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** GET /api/group/get-problem-cases: its test cases */
export const GroupProblemCasesQuery = Type.Object({ pid: GroupProblemPidQuery.properties.pid, isUpload: Type.Optional(Type.Boolean()) });
/** POST and PUT /api/group/problem: the bank form's payload (the reference's ProblemDTO) with the group's id */
export const GroupProblemBody = Type.Composite([ProblemInput, Type.Object({ gid: Gid })]);
export type GroupProblemBody = Static<typeof GroupProblemBody>;
/** what a saved group problem answers: its id and display id */
export const GroupProblemSaved = Type.Object({ pid: Type.Integer(), problemId: Type.String() });

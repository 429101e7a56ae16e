// The contests plugin's browser-safe contract (`@oj/plugin-contests/browser`): the contest as the
// UI sees it, its constants, the payload schemas of its calls and the calls themselves (the routes
// are mounted from them, the pages call through them). shared/index.ts re-exports all of this.
// TypeBox, @oj/sdk/shared and the problems plugin's browser contract only: no Fastify, knex or
// node: modules, no extension points or services.

/** the contest and its constants (spec 3 §3, §9) */
export * from './contest.ts';
/** the account-limit rule's format and check (spec 3 §3) */
export * from './account-limit.ts';
/** payloads of the participant's calls (spec 3 §7) */
export * from './user-calls.ts';
/** payloads of the contest admin's calls, and its constants */
export * from './admin-calls.ts';
/** the scoreboards' payloads (spec 3 §3, §7) */
export * from './board.ts';
/** a board push's delta applied by the open page (FollowedBoard) */
export * from './board-delta.ts';
/** the ICPC Contest API's objects (2023-06) and the payloads of the calls that issue its tokens */
export * from './icpc.ts';
/** team contests: the payloads of the team calls and the board's team row keys */
export * from './teams.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

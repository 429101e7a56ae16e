// The discussions plugin's browser-safe contract (`@oj/plugin-discussions/browser`): the discussion
// as the UI sees it, its constants, the payload schemas of its calls and the calls themselves (the
// routes are mounted from them, the pages call through them). TypeBox and @oj/sdk/shared only: no
// Fastify, knex or node: modules, no extension points or services.

/** the discussion, category and report, and their constants (spec 3 §3, §9) */
export * from './discussion.ts';
/** payloads of the user and admin calls (spec 3 §7) */
export * from './payloads.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

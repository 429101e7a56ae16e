// The groups plugin's browser-safe contract (`@oj/plugin-groups/browser`): the group as the UI
// sees it, its constants, the payload schemas of its calls and the calls themselves (the routes
// are mounted from them, the pages call through them). TypeBox, @oj/sdk/shared and the other
// plugins' browser contracts only: no Fastify, knex or node: modules, no extension points or services.

/** the group, member, announcement and rank row, and their constants (spec 3 §3, §9) */
export * from './group.ts';
/** payloads of the group calls (spec 3 §7) */
export * from './payloads.ts';
/** payloads of a group's training calls */
export * from './training-calls.ts';
/** payloads of a group's contest calls (spec 3 §7 "Contests") */
export * from './contest-calls.ts';
/** payloads of a group's problem calls and its requests to publish one */
export * from './problem-calls.ts';
/** payloads of a group's discussion calls */
export * from './discussion-calls.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

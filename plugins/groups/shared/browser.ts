// The groups plugin's browser-safe contract (`@oj/plugin-groups/browser`): the group as the UI
// sees it, its constants and the payload schemas of its calls. TypeBox and @oj/sdk/shared only:
// no Fastify, knex or node: modules, no extension points or services.

/** the group, member, announcement and rank row, and their constants (spec 3 §3, §9) */
export * from './group.ts';
/** payloads of the group calls (spec 3 §7) */
export * from './calls.ts';
/** payloads of a group's training calls */
export * from './training-calls.ts';
/** payloads of a group's contest calls (spec 3 §7 "Contests") */
export * from './contest-calls.ts';
/** payloads of a group's problem calls and its requests to publish one */
export * from './problem-calls.ts';
/** payloads of a group's discussion calls */
export * from './discussion-calls.ts';

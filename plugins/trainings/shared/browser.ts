// The trainings plugin's browser-safe contract (`@oj/plugin-trainings/browser`): the training as
// the UI sees it, its constants, the payload schemas of its calls and the calls themselves (the
// routes are mounted from them, the pages call through them). shared/index.ts re-exports all of
// this. TypeBox, @oj/sdk/shared and the problems plugin's browser contract only: no Fastify, knex
// or node: modules, no extension points or services.

/** the training, its category, problems and rank rows, and their constants (spec 3 §3, §9) */
export * from './training.ts';
/** payloads of the user's calls (spec 3 §7) */
export * from './user-calls.ts';
/** payloads of the admin calls */
export * from './admin-calls.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

// The trainings plugin's browser-safe contract (`@oj/plugin-trainings/browser`): the training as
// the UI sees it, its constants and the payload schemas of its calls. The pages import from here;
// the routes use the same schemas (shared/index.ts re-exports all of this). TypeBox and
// @oj/sdk/shared only: no Fastify, knex or node: modules, no extension points or services.

/** the training, its category, problems and rank rows, and their constants (spec 3 §3, §9) */
export * from './training.ts';
/** payloads of the user's calls (spec 3 §7) */
export * from './user-calls.ts';
/** payloads of the admin calls */
export * from './admin-calls.ts';

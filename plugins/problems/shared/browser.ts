// The problems plugin's browser-safe contract (`@oj/plugin-problems/browser`): the problem models,
// the payload schemas of its calls and the calls themselves. Pages take their types from here with
// Static<>, the routes validate and serialise with the same schemas. TypeBox and @oj/sdk/shared
// only: no Fastify, knex, judge engine or node: modules.
export * from './models.ts';
export * from './payloads.ts';
export * from './admin-payloads.ts';
export * from './calls.ts';
export * from './slots.ts';
export * from './packages.ts';

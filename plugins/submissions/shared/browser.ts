// The submissions plugin's browser-safe contract (`@oj/plugin-submissions/browser`): the payload
// schemas of its calls, its sizes and limits, and its push event. Pages take their types from here
// with Static<>, the routes validate and serialise with the same schemas. TypeBox and
// @oj/sdk/shared only: no Fastify, knex, judge engine or node: modules.
export * from './limits.ts';
export * from './schemas.ts';
export * from './push.ts';

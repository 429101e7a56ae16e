// The submissions plugin's browser-safe contract (`@oj/plugin-submissions/browser`): the payload
// schemas of its calls and the calls themselves, its sizes and limits, and its push event. Pages
// take their types from here with Static<> and call through the calls; the routes are mounted from
// the same calls and validate and serialise with the same schemas. TypeBox and @oj/sdk/shared
// only, and the verdict codes (`JudgeStatus`) from the judge engine's import-free verdicts module:
// no Fastify, knex, sandbox or node: modules.
export { JudgeStatus, type JudgeStatusCode } from '@oj/judge-engine/verdicts';
export * from './limits.ts';
export * from './schemas.ts';
export * from './calls.ts';
export * from './push.ts';

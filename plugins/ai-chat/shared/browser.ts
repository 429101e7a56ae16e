// The AI chat's browser-safe contract (`@oj/plugin-ai-chat/browser`): the spec's constants, the
// chat and admin payloads as TypeBox schemas, and the calls of the /api routes. The server
// validates and serialises with them; the pages take their types from them. TypeBox and
// @oj/sdk/shared only. Add, never change.

/** the constants and the payloads of the /aichat and /api calls (spec 2 §7) */
export * from './payloads.ts';
/** the /api calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

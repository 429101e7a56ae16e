// The comments plugin's browser-safe contract (`@oj/plugin-comments/browser`): the comment and
// reply as the UI sees them, the constants and the payload schemas of the comment calls.
// TypeBox and @oj/sdk/shared only.
export * from './comment.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

// The remote judge's browser contract (`@oj/plugin-remote-judge/browser`): its payloads and its
// calls as the pages see them (browser-safe: no server code). Add, never change.

/** the sites, accounts and the problem import as the calls carry them */
export * from './payloads.ts';
/** the calls: each route's method, path and schemas, which the server mounts and the pages call */
export * from './calls.ts';

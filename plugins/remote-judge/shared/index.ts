// The remote judge's public contract (`@oj/plugin-remote-judge/shared`): the site extension point
// and the service. Add, never change. The stored rows the server's store reads are rows.ts.
export * from './sites.ts';
export * from './service.ts';
export * from './browser.ts';
export type { AccountRow, RunRow, SiteRow } from './rows.ts';

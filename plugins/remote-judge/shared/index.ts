// The remote judge's public contract (`@oj/plugin-remote-judge/shared`): the site extension point
// and the service. Add, never change.
export * from './sites.ts';
export * from './service.ts';
export * from './browser.ts';

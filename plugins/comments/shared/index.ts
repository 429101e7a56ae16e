// The comments plugin's public contract. Add, never change. The browser-safe part is shared/browser.ts.
export * from './browser.ts';

// The AI chat's public contract (`@oj/plugin-ai-chat/shared`): the browser-safe schemas and the
// provider extension point. Add, never change.
export * from './browser.ts';
export * from './providers.ts';

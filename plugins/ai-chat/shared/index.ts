// The AI chat's public contract (`@oj/plugin-ai-chat/shared`): the browser-safe schemas and the
// provider extension point. Add, never change. The stored rows the server's stores read are rows.ts.
export * from './browser.ts';
export * from './providers.ts';
export type { ChatRow, ListedAuditRow, MessageRow } from './rows.ts';

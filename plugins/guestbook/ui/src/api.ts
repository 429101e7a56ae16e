// The guestbook's calls, made through the calls its routes are mounted from (shared/browser.ts):
// the path, the query, the body and the answer's type come from there.
import { api } from '@oj/ui';
import { guestbookCalls } from '@oj/plugin-guestbook/browser';

export { ENTRY_MAX } from '@oj/plugin-guestbook/browser';
export type { GuestbookEntry } from '@oj/plugin-guestbook/browser';

export const listEntries = (currentPage: number, limit: number) => api.call(guestbookCalls.list, { query: { currentPage, limit } });
export const signGuestbook = (content: string) => api.call(guestbookCalls.sign, { body: { content } });

// The guestbook's calls; the shapes are the routes' own schemas (shared/browser.ts).
import { api, type Page } from '@oj/ui';
import type { GuestbookEntry, SignBody } from '../../shared/browser.ts';

export { ENTRY_MAX } from '../../shared/browser.ts';
export type { GuestbookEntry } from '../../shared/browser.ts';

export const listEntries = (currentPage: number, limit: number) => api.get<Page<GuestbookEntry>>('/api/guestbook', { currentPage, limit });
export const signGuestbook = (content: string) => api.post<null>('/api/guestbook', { content } satisfies SignBody);

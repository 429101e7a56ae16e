import { api, type Page } from '@oj/ui';

export const ENTRY_MAX = 200;

export interface GuestbookEntry {
  id: number;
  uid: string;
  username: string;
  content: string;
  gmtCreate: string;
}

export const listEntries = (currentPage: number, limit: number) => api.get<Page<GuestbookEntry>>('/api/guestbook', { currentPage, limit });
export const signGuestbook = (content: string) => api.post<null>('/api/guestbook', { content });

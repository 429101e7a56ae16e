// spec 3 §4: announcements are polled every 60 s; ones whose ids are not in the read list kept
// in this browser per user and contest show as a persistent warning notification, then are
// remembered as read.
import { Notification } from '@douyinfe/semi-ui';
import { Markdown, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getUnreadAnnouncements } from './api.js';

export const ANNOUNCEMENT_POLL_MS = 60_000;

const key = (uid: string, cid: number) => `contestAnnouncementRead:${uid}:${cid}`;

export function readList(uid: string, cid: number): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(uid, cid)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function useUnreadAnnouncements(cid: number, enabled: boolean): void {
  const uid = useAtomValue(userInfoAtom)?.uid;
  useEffect(() => {
    if (!enabled || !uid) return;
    let live = true;
    const poll = async () => {
      try {
        const read = readList(uid, cid);
        const r = await getUnreadAnnouncements(cid, read);
        if (!live) return;
        const fresh = (r.data ?? []).filter((a) => !read.includes(a.id));
        for (const a of fresh) {
          Notification.warning({ id: `contest-${cid}-announcement-${a.id}`, title: a.title, content: <Markdown source={a.content} />, duration: 0, position: 'topRight' });
        }
        if (fresh.length) localStorage.setItem(key(uid, cid), JSON.stringify([...read, ...fresh.map((a) => a.id)]));
      } catch {
        /* the next poll tries again */
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), ANNOUNCEMENT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [cid, enabled, uid]);
}

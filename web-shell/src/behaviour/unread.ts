import { Notification } from '@douyinfe/semi-ui';
import { api, isAuthenticatedAtom, isMobileDevice, NOTIFICATION_DURATION_S, ojStore, unreadAtom, UNREAD_POLL_MS, userInfoAtom, type UnreadCounts } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function unreadTotal(u: UnreadCounts): number {
  return u.comment + u.reply + u.like + u.sys + u.mine;
}

/** when each kind of message was last read (its tab loaded, which marks them read on the server) */
const readAt: Partial<Record<keyof UnreadCounts, number>> = {};

/** A tab's messages were read: its count is 0, and an answer to a count asked for before stays 0. */
export function markRead(key: keyof UnreadCounts): void {
  readAt[key] = Date.now();
  ojStore.set(unreadAtom, (u: UnreadCounts) => ({ ...u, [key]: 0 }));
}

export async function refreshUnread(): Promise<UnreadCounts | null> {
  const asked = Date.now();
  try {
    // a plain call, not kernelCalls.messages.unread: the shell's header runs it on boot, and the
    // boot path carries no TypeBox schemas
    const res = await api.get<UnreadCounts>('/api/msg/unread', undefined, { quiet: true });
    const counts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0, ...(res.data as Partial<UnreadCounts>) };
    // the counts may have been taken before a tab that opened meanwhile marked its messages read
    // (the page's first count and the tab's list go out together): that tab's count stays 0
    for (const key of Object.keys(readAt) as (keyof UnreadCounts)[]) if ((readAt[key] ?? 0) >= asked) counts[key] = 0;
    ojStore.set(unreadAtom, counts);
    return counts;
  } catch {
    return null;
  }
}

/** the unread total this tab's session has already been told about, per account */
const ANNOUNCED_KEY = 'oj-unread-announced';

function announcedTotal(uid: string): number {
  try {
    return Number(JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? '{}')[uid]) || 0;
  } catch {
    return 0;
  }
}

function rememberAnnounced(uid: string, total: number): void {
  try {
    const all = JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? '{}') as Record<string, number>;
    sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify({ ...all, [uid]: total }));
  } catch {
    /* storage off: the notice may repeat, the badge is right either way */
  }
}

/**
 * spec 1 §4: poll unread counts every 120 s while logged in. Issue 28 §15: the notice tells about
 * messages the session has not been told about — not again on every page load with the same count
 * (the badge keeps showing it) — and on a phone it appears at the bottom, off the header.
 */
export function useUnreadPolling(): void {
  const authed = useAtomValue(isAuthenticatedAtom);
  const { t } = useTranslation();
  useEffect(() => {
    if (!authed) return;
    let stopped = false;
    const tick = async () => {
      const counts = await refreshUnread();
      const uid = ojStore.get(userInfoAtom)?.uid;
      if (stopped || !counts || !uid) return;
      const total = unreadTotal(counts);
      if (total > announcedTotal(uid)) {
        Notification.info({
          id: 'oj-unread', title: t('Message_Center'), content: t('You_Have_Unread_Messages', { count: total }),
          duration: NOTIFICATION_DURATION_S, position: isMobileDevice() ? 'bottom' : 'topRight',
        });
      }
      // read messages lower the mark, so the next new one is told again
      rememberAnnounced(uid, total);
    };
    void tick();
    const timer = setInterval(() => void tick(), UNREAD_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [authed, t]);
}

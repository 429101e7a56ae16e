import { Notification } from '@douyinfe/semi-ui';
import { api, isAuthenticatedAtom, NOTIFICATION_DURATION_S, ojStore, unreadAtom, UNREAD_POLL_MS, type UnreadCounts } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function unreadTotal(u: UnreadCounts): number {
  return u.comment + u.reply + u.like + u.sys + u.mine;
}

export async function refreshUnread(): Promise<UnreadCounts | null> {
  try {
    const res = await api.get<UnreadCounts>('/api/msg/unread', undefined, { quiet: true });
    const counts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0, ...(res.data as Partial<UnreadCounts>) };
    ojStore.set(unreadAtom, counts);
    return counts;
  } catch {
    return null;
  }
}

/** spec 1 §4: poll unread counts every 120 s while logged in; a notice when there is anything. */
export function useUnreadPolling(): void {
  const authed = useAtomValue(isAuthenticatedAtom);
  const { t } = useTranslation();
  useEffect(() => {
    if (!authed) return;
    let stopped = false;
    const tick = async () => {
      const counts = await refreshUnread();
      if (!stopped && counts && unreadTotal(counts) > 0) {
        Notification.info({ id: 'oj-unread', title: t('Message_Center'), content: t('You_Have_Unread_Messages', { count: unreadTotal(counts) }), duration: NOTIFICATION_DURATION_S });
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), UNREAD_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [authed, t]);
}

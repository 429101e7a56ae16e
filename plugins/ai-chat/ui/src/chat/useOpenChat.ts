// spec 2 §4 "AI chat": an open chat sends a heartbeat every 15 s and is closed when the panel
// goes away (or another chat is opened); §6: a failed heartbeat or close says the network may be
// down. A page that unloads closes it with a beacon, which the browser sends as it leaves.
import { Toast } from '@douyinfe/semi-ui';
import { AI_HEARTBEAT_MS } from '@oj/plugin-ai-chat/browser';
import { i18n, ojStore, tokenAtom } from '@oj/ui';
import { useEffect, useRef } from 'react';
import { closeChat, closeChatOnUnload, heartbeat, NS } from '../api.js';

/** keeps chat `cid` open while it is the panel's; `forget(cid)` skips the close of a deleted chat */
export function useOpenChat(cid: number | null): { forget(cid: number): void } {
  const forgotten = useRef(new Set<number>());
  useEffect(() => {
    if (cid === null) return;
    const beat = setInterval(() => {
      heartbeat(cid).catch(() => Toast.error(i18n.t('Ai_Heartbeat_Failed', { ns: NS })));
    }, AI_HEARTBEAT_MS);
    const onLeave = () => closeChatOnUnload(cid);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', onLeave);
      // a deleted chat is gone; after a logout the server closes it when its heartbeats stop
      if (forgotten.current.has(cid) || !ojStore.get(tokenAtom)) return;
      closeChat(cid).catch(() => Toast.error(i18n.t('Ai_Close_Failed', { ns: NS })));
    };
  }, [cid]);
  return { forget: (id) => forgotten.current.add(id) };
}

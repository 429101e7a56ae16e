// A chat's messages, oldest first: the user's as typed, the assistant's as Markdown (the shared
// renderer, which cleans what it renders), the answer being written with a caret after it. The
// box keeps to its bottom while the answer grows, unless the user scrolled up to read.
import { Markdown } from '@oj/ui';
import type { ChatMessage } from '@oj/plugin-ai-chat/browser';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../api.js';

export function ChatMessages({ messages, streaming }: { messages: ChatMessage[]; streaming: boolean }) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const shown = messages.filter((m) => m.role !== 'system');
  const last = shown.length ? shown[shown.length - 1].content : '';

  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [shown.length, last]);

  return (
    <div
      className="oj-ai-messages"
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      data-testid="ai-chat-messages"
      aria-live="polite"
    >
      {shown.length === 0 && <div className="oj-ai-empty">{t('Ai_Empty_Chat')}</div>}
      {shown.map((m, i) => {
        const writing = streaming && i === shown.length - 1 && m.role === 'assistant';
        return (
          <div key={i} className={`oj-ai-msg ${m.role}`} data-testid={`ai-chat-${m.role}`} data-streaming={writing || undefined}>
            <span className="oj-ai-who">{t(m.role === 'user' ? 'Ai_You' : 'Ai_Assistant')}</span>
            {m.role === 'user' ? <span data-user-content>{m.content}</span> : (
              <>
                <Markdown source={m.content} />
                {writing && <span className="oj-ai-caret" aria-label={t('Ai_Writing')} />}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

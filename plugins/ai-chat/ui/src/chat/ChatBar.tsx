// Above the messages: the chats of this problem (newest first) to reopen, New chat, and the open
// chat's name with Rename and Delete. Spec 2 §4: the rename tip shows 0.5 s after a chat opens and
// hides 5 s later.
import { IconDelete, IconEdit, IconPlus } from '@douyinfe/semi-icons';
import { Button, Input, Modal, Tooltip } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { AI_CHAT_NAME_MAX, type ChatSummary } from '@oj/plugin-ai-chat/browser';
import { formatDateTime } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../api.js';

const RENAME_TIP_AFTER_MS = 500;
const RENAME_TIP_FOR_MS = 5000;

/** how long ago, by the server's clock (`offset`: server time minus this machine's) */
function useAge(offset: number): (iso: string) => string {
  const { t } = useTranslation(NS);
  return (iso) => {
    const minutes = Math.max(0, Math.floor((Date.now() + offset - Date.parse(iso)) / 60_000));
    if (minutes < 1) return t('Ai_Just_Now');
    if (minutes < 60) return t('Ai_Minutes_Ago', { count: minutes });
    const hours = Math.floor(minutes / 60);
    return hours < 24 ? t('Ai_Hours_Ago', { count: hours }) : t('Ai_Days_Ago', { count: Math.floor(hours / 24) });
  };
}

export interface ChatBarProps {
  chats: ChatSummary[];
  current: { cid: number; chatName: string } | null;
  clockOffset: number;
  busy: boolean;
  onOpen(cid: number): void;
  onNew(): void;
  onRename(name: string): Promise<boolean>;
  onDelete(): void;
}

export function ChatBar({ chats, current, clockOffset, busy, onOpen, onNew, onRename, onDelete }: ChatBarProps) {
  const { t } = useTranslation(NS);
  const age = useAge(clockOffset);
  const [tip, setTip] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const cid = current?.cid ?? null;

  useEffect(() => {
    setTip(false);
    if (cid === null) return;
    const show = setTimeout(() => setTip(true), RENAME_TIP_AFTER_MS);
    const hide = setTimeout(() => setTip(false), RENAME_TIP_AFTER_MS + RENAME_TIP_FOR_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [cid]);

  const name = renaming?.trim() ?? '';
  return (
    <>
      <div className="oj-ai-bar">
        <Button icon={<IconPlus />} onClick={onNew} disabled={busy} data-testid="ai-chat-new">{t('Ai_New_Chat')}</Button>
        {chats.length > 0 && <span className="oj-muted">{t('Ai_History')}</span>}
        <div className="oj-ai-chats" role="list" aria-label={t('Ai_History')} data-testid="ai-chat-history">
          {chats.map((c) => (
            <button
              key={c.cid}
              type="button"
              role="listitem"
              className="oj-ai-chip"
              aria-pressed={c.cid === cid}
              title={`${c.chatName} · ${formatDateTime(c.createTime)}`}
              disabled={busy}
              onClick={() => c.cid !== cid && onOpen(c.cid)}
              data-testid="ai-chat-item"
              data-cid={c.cid}
            >
              <span data-user-content>{c.chatName}</span>
              <span className="oj-ai-age">{age(c.createTime)}</span>
            </button>
          ))}
        </div>
      </div>
      {current && (
        <div className="oj-ai-title">
          <h4 data-testid="ai-chat-name" data-user-content>{current.chatName}</h4>
          <Tooltip content={<span data-testid="ai-chat-rename-tip">{t('Ai_Rename_Tip')}</span>} visible={tip} trigger="custom" position="top">
            <Button size="small" theme="borderless" icon={<IconEdit />} aria-label={t('Ai_Rename')} disabled={busy}
              onClick={() => { setTip(false); setRenaming(current.chatName); }} data-testid="ai-chat-rename">{t('Ai_Rename')}</Button>
          </Tooltip>
          <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} aria-label={t('Ai_Delete')} disabled={busy} onClick={onDelete} data-testid="ai-chat-delete">{t('Ai_Delete')}</Button>
        </div>
      )}
      <Modal
        title={t('Ai_Rename_Title')}
        visible={renaming !== null}
        onCancel={() => setRenaming(null)}
        onOk={async () => {
          if (await onRename(name)) setRenaming(null);
        }}
        okButtonProps={{ disabled: name.length === 0 || name.length > AI_CHAT_NAME_MAX, 'data-testid': 'ai-chat-rename-ok' } as ButtonProps}
        okText={t('Ai_Save')}
        cancelText={t('Ai_Cancel')}
        width="min(420px, calc(100vw - 32px))"
      >
        <Input value={renaming ?? ''} onChange={setRenaming} maxLength={AI_CHAT_NAME_MAX} showClear autoFocus aria-label={t('Ai_Chat_Name')}
          placeholder={t('Ai_Chat_Name')} suffix={<span className="oj-ai-count">{name.length} / {AI_CHAT_NAME_MAX}</span>} data-testid="ai-chat-rename-input" />
      </Modal>
    </>
  );
}

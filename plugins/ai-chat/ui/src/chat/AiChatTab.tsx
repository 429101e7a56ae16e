// The AI chat tab of a problem page (the problems plugin's 'problem.tabs' slot; spec 2 §2, §4-§6).
// A visitor is asked to log in. A user starts with no chat open: New chat, or a chat of the
// history; writing with none open starts one. The question goes with the editor's code; the
// answer is shown as it arrives. A chat holds 60 messages, then its input is off; at most 6 chats
// a problem. Refusals (a quota, a limit) show the server's message.
import { Banner, Button, Notification, Toast } from '@douyinfe/semi-ui';
import { AI_CHAT_MESSAGE_LIMIT, AI_MESSAGE_MAX, AI_TAB_LIMIT, type AiModelOption, type ChatDetail, type ChatMessage, type ChatSummary } from '@oj/plugin-ai-chat/browser';
import type { ProblemTabProps } from '@oj/plugin-problems/browser';
import { confirmDialog, isAuthenticatedAtom, openLoginDialog } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AiCallError, AiStreamBroken, ask, deleteChat, getChat, getChatList, getModels, getServerDate, NS, newChat, placeOf, renameChat, type ChatPlace,
} from '../api.js';
import { AiStyles } from '../styles.js';
import { ChatBar } from './ChatBar.js';
import { ChatMessages } from './ChatMessages.js';
import { Composer } from './Composer.js';
import { useOpenChat } from './useOpenChat.js';

/** the messages that count toward the limit (the system prompt is the server's) */
const counted = (msgs: ChatMessage[]) => msgs.filter((m) => m.role !== 'system').length;

/** a failed call's message: the server's `mes`, or the network message (spec 2 §6) */
function showError(e: unknown): string | null {
  if (!(e instanceof AiCallError)) return null;
  Toast.error(e.message);
  return e.message;
}

export default function AiChatTab(props: ProblemTabProps) {
  const { t } = useTranslation(NS);
  const authed = useAtomValue(isAuthenticatedAtom);
  if (!authed) {
    // spec 2 §5: '你还没登录' for the AI tab
    return (
      <div className="oj-ai-login" data-testid="ai-chat-login">
        <AiStyles />
        <span>{t('Ai_Not_Logged_In')}</span>
        <Button theme="solid" onClick={() => openLoginDialog('Login')} data-testid="ai-chat-login-button">{t('Ai_Login')}</Button>
      </div>
    );
  }
  // a chat belongs to its problem and the contest or training around it
  const place = placeOf(props);
  return <ChatPanel key={`${place.problemId}|${place.contestId ?? ''}|${place.trainingId ?? ''}`} place={place} getEditor={props.getEditor} />;
}

function ChatPanel({ place, getEditor }: { place: ChatPlace; getEditor: ProblemTabProps['getEditor'] }) {
  const { t } = useTranslation(NS);
  const [chats, setChats] = useState<ChatSummary[]>([]);
  const [chat, setChat] = useState<ChatDetail | null>(null);
  const [models, setModels] = useState<AiModelOption[]>([]);
  const [model, setModel] = useState('');
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [clockOffset, setClockOffset] = useState(0);
  const stop = useRef<AbortController | null>(null);
  const open = useOpenChat(chat?.cid ?? null);

  const reloadList = () => getChatList(place).then((list) => {
    setChats(list);
    setChat((c) => (c ? { ...c, chatName: list.find((x) => x.cid === c.cid)?.chatName ?? c.chatName } : c));
  }, showError);
  useEffect(() => {
    void reloadList();
    getModels().then((r) => {
      setModels(r.data ?? []);
      setModel((m) => m || (r.data?.[0]?.id ?? ''));
    }, () => undefined);
    const asked = Date.now();
    getServerDate().then((server) => setClockOffset(server - (asked + Date.now()) / 2), () => undefined);
    return () => stop.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const full = chat !== null && counted(chat.msgList) >= AI_CHAT_MESSAGE_LIMIT;

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await work();
    } catch (e) {
      showError(e);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** spec 2 §5: at most 6 chats: the 7th is refused here, before asking */
  function tabLimitReached(): boolean {
    if (chats.length < AI_TAB_LIMIT) return false;
    Toast.warning(t('Ai_Tab_Limit', { count: AI_TAB_LIMIT }));
    return true;
  }

  async function startChat(): Promise<ChatDetail | null> {
    if (tabLimitReached()) return null;
    const made = await run(() => newChat(place));
    if (made) {
      setChat(made);
      setRefusal(null);
      setChats((list) => [{ cid: made.cid, chatName: made.chatName, createTime: made.createTime }, ...list.filter((c) => c.cid !== made.cid)]);
    }
    return made;
  }

  async function openChat(cid: number) {
    const found = await run(() => getChat(cid));
    if (found) {
      setChat(found);
      setRefusal(null);
    }
  }

  async function rename(name: string): Promise<boolean> {
    if (!chat) return false;
    const done = await run(() => renameChat(chat.cid, name).then(() => true));
    if (!done) return false;
    setChat({ ...chat, chatName: name });
    setChats((list) => list.map((c) => (c.cid === chat.cid ? { ...c, chatName: name } : c)));
    Toast.success(t('Ai_Renamed'));
    return true;
  }

  function remove() {
    if (!chat) return;
    const gone = chat;
    confirmDialog({
      title: t('Ai_Delete_Title'),
      content: t('Ai_Delete_Confirm', { name: gone.chatName }),
      onOk: async () => {
        if ((await run(() => deleteChat(gone.cid).then(() => true))) !== true) return;
        open.forget(gone.cid); // a deleted chat is not closed
        setChat(null);
        setChats((list) => list.filter((c) => c.cid !== gone.cid));
        Toast.success(t('Ai_Deleted'));
      },
    });
  }

  async function send() {
    const msg = draft.trim();
    if (!msg || msg.length > AI_MESSAGE_MAX || streaming || full) return;
    const target = chat ?? (await startChat());
    if (!target) return;
    const { code, language } = getEditor();
    const before = target.msgList;
    const withAnswer = (answer: string): ChatDetail => ({ ...target, msgList: [...before, { role: 'user', content: msg }, { role: 'assistant', content: answer }] });
    let answer = '';
    setChat(withAnswer(''));
    setDraft('');
    setRefusal(null);
    setStreaming(true);
    const controller = new AbortController();
    stop.current = controller;
    try {
      await ask({ ...place, cid: target.cid, msg, model, code, language }, (piece) => {
        answer += piece;
        setChat(withAnswer(answer));
      }, controller.signal);
    } catch (e) {
      if (e instanceof AiStreamBroken) {
        // spec 2 §6: a stream failure shows an error notification; what arrived stays
        Notification.error({ title: t('Ai_Error'), content: t('Ai_Stream_Failed'), duration: 5 });
      } else {
        // refused (or not sent): the question was not kept, it goes back into the box
        setChat({ ...target, msgList: before });
        setDraft(msg);
        setRefusal(showError(e));
      }
    } finally {
      stop.current = null;
      setStreaming(false);
      // the server may have named the chat after the first question
      if (before.length === 0) void reloadList();
    }
  }

  return (
    <div className="oj-ai" data-testid="ai-chat">
      <AiStyles />
      <ChatBar chats={chats} current={chat} clockOffset={clockOffset} busy={busy || streaming} onOpen={(cid) => void openChat(cid)} onNew={() => void startChat()} onRename={rename} onDelete={remove} />
      <ChatMessages messages={chat?.msgList ?? []} streaming={streaming} />
      {full && <Banner type="warning" fullMode={false} closeIcon={null} description={t('Ai_Chat_Full', { count: AI_CHAT_MESSAGE_LIMIT / 2 })} data-testid="ai-chat-full" />}
      {refusal && <Banner type="danger" fullMode={false} description={refusal} onClose={() => setRefusal(null)} data-testid="ai-chat-refusal" />}
      <Composer
        draft={draft}
        onDraft={setDraft}
        models={models}
        model={model}
        onModel={setModel}
        disabled={full || models.length === 0}
        streaming={streaming}
        onSend={() => void send()}
        onStop={() => stop.current?.abort()}
      />
    </div>
  );
}

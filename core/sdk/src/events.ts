// The typed event bus. Plugins add their own events by augmenting `OjEvents`:
//
//   declare module '@oj/sdk' { interface OjEvents { 'submission.judged': { submitId: number } } }
//
import type { Disposer } from './refs.ts';

export type MessageAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

/** The kernel's message source types; plugins add theirs with definePlugin({ messageSources }). */
export type MessageSourceType = 'Discussion' | 'Contest' | (string & {});

export interface MessageRemind {
  /** who receives the message */
  recipientId: string;
  senderId: string;
  action: MessageAction;
  sourceId: number;
  sourceType: MessageSourceType;
  sourceTitle?: string | null;
  sourceContent: string;
  quoteId?: number | null;
  quoteContent?: string | null;
  quoteType?: 'Comment' | 'Reply' | null;
  url: string;
}

export interface OjEvents {
  'user.registered': { uid: string; username: string };
  'user.deleted': { uids: string[] };
  'user.login': { uid: string; ip: string };
  /** ask the kernel to put a message in the recipient's message centre (discuss/reply/like) */
  'message.remind': MessageRemind;
  /** ask the kernel to put a personal notice in the recipient's MineMsg tab */
  'notice.mine': { recipientId: string; title: string; content: string };
  /** a site setting group changed (web, switch, email) */
  'settings.changed': { group: string };
}

export type OjEventName = keyof OjEvents;

export interface Bus {
  /** Runs the local listeners of `name`, in registration order; a failing listener is logged, not rethrown. */
  emit<K extends OjEventName>(name: K, payload: OjEvents[K]): Promise<void>;
  on<K extends OjEventName>(name: K, listener: (payload: OjEvents[K]) => void | Promise<void>): Disposer;
  /** Fan-out to every web node (Redis pub/sub when configured, in-process otherwise), e.g. for push streams. */
  broadcast(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, listener: (payload: unknown) => void): Disposer;
}

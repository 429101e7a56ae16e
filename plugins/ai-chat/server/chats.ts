// A user's chats (spec 2 §3 "AI chat", §4): each belongs to its user and to a place (problem,
// contest, training). Another user's chat is "not found", never "forbidden". The rows are the
// chat store's (stores/chats.ts).
import { notFound, type AuthUser, type Knex } from '@oj/sdk';
import type { ChatMessage, ChatSummary } from '../shared/browser.ts';
import type { ChatRow } from '../shared/index.ts';
import type { ChatPlace } from './places.ts';
import type { ChatStore } from './stores/index.ts';

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export class Chats {
  constructor(private readonly store: ChatStore) {}

  summary(c: ChatRow): ChatSummary {
    return { cid: c.cid, chatName: c.chatName, createTime: iso(c.createTime) };
  }

  placeOf(c: ChatRow): ChatPlace {
    return { problemId: c.problemId, contestId: c.contestId, trainingId: c.trainingId };
  }

  create(user: AuthUser, place: ChatPlace, chatName: string): Promise<ChatRow> {
    return this.store.insert(user.uid, place, chatName.slice(0, 30));
  }

  /** the user's chats in a place, newest first */
  list(user: AuthUser, place: ChatPlace): Promise<ChatRow[]> {
    return this.store.ofUser(user.uid, place);
  }

  /** the user's own chat, else "not found" */
  async own(user: AuthUser, cid: number): Promise<ChatRow> {
    const row = cid > 0 ? await this.store.byIdOf(user.uid, cid) : undefined;
    if (!row) throw notFound('AI_CHAT_NOT_FOUND');
    return row;
  }

  async messages(cid: number): Promise<ChatMessage[]> {
    const rows = await this.store.messagesOf(cid);
    return rows.map((r) => ({ role: r.role, content: r.content }));
  }

  /**
   * A question and its answer, in that order (`trx`: the transaction that settles the call,
   * usage.ts), unless the chat was deleted while the answer came: its row is locked, so a delete
   * waits for the turn or the turn sees the chat gone (the call's audit row is kept either way).
   */
  addTurn(cid: number, question: string, answer: string, trx?: Knex.Transaction): Promise<void> {
    return this.store.addTurn(cid, question, answer, trx);
  }

  remove(cid: number): Promise<void> {
    return this.store.remove(cid);
  }

  rename(cid: number, chatName: string): Promise<void> {
    return this.store.rename(cid, chatName);
  }

  /** the chat's panel is open (a heartbeat every 15 s) or was closed */
  mark(cid: number, open: boolean): Promise<void> {
    return this.store.mark(cid, open);
  }
}

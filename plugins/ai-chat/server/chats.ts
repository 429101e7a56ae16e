// A user's chats (spec 2 §3 "AI chat", §4): each belongs to its user and to a place (problem,
// contest, training). Another user's chat is "not found", never "forbidden".
import { notFound, type AuthUser, type Knex, type PluginContext } from '@oj/sdk';
import type { ChatMessage, ChatSummary } from '../shared/browser.ts';
import { T, iso, type ChatPlace, type ChatRow, type MessageRow } from './tables.ts';

export class Chats {
  constructor(private readonly ctx: PluginContext) {}

  summary(c: ChatRow): ChatSummary {
    return { cid: c.cid, chatName: c.chatName, createTime: iso(c.createTime) };
  }

  placeOf(c: ChatRow): ChatPlace {
    return { problemId: c.problemId, contestId: c.contestId, trainingId: c.trainingId };
  }

  async create(user: AuthUser, place: ChatPlace, chatName: string): Promise<ChatRow> {
    const [row] = (await this.ctx.db(T.chat).insert({ uid: user.uid, ...place, chatName: chatName.slice(0, 30), open: true, lastSeen: this.ctx.db.fn.now() }).returning('*')) as ChatRow[];
    return row!;
  }

  /** the user's chats in a place, newest first */
  async list(user: AuthUser, place: ChatPlace): Promise<ChatRow[]> {
    return (await this.ctx.db(T.chat).where({ uid: user.uid, ...place }).orderBy('cid', 'desc')) as ChatRow[];
  }

  /** the user's own chat, else "not found" */
  async own(user: AuthUser, cid: number): Promise<ChatRow> {
    const row = cid > 0 ? ((await this.ctx.db(T.chat).where({ cid, uid: user.uid }).first()) as ChatRow | undefined) : undefined;
    if (!row) throw notFound('AI_CHAT_NOT_FOUND');
    return row;
  }

  async messages(cid: number): Promise<ChatMessage[]> {
    const rows = (await this.ctx.db(T.message).where({ cid }).orderBy('id').select('role', 'content')) as Pick<MessageRow, 'role' | 'content'>[];
    return rows.map((r) => ({ role: r.role, content: r.content }));
  }

  /**
   * A question and its answer, in that order (`db`: the transaction that settles the call,
   * usage.ts), unless the chat was deleted while the answer came: its row is locked, so a delete
   * waits for the turn or the turn sees the chat gone (the call's audit row is kept either way).
   */
  async addTurn(cid: number, question: string, answer: string, db: Knex = this.ctx.db): Promise<void> {
    if (!(await db(T.chat).where({ cid }).forUpdate().first('cid'))) return;
    await db(T.message).insert([{ cid, role: 'user', content: question }, { cid, role: 'assistant', content: answer }]);
  }

  async remove(cid: number): Promise<void> {
    await this.ctx.db(T.chat).where({ cid }).delete();
  }

  async rename(cid: number, chatName: string): Promise<void> {
    await this.ctx.db(T.chat).where({ cid }).update({ chatName });
  }

  /** the chat's panel is open (a heartbeat every 15 s) or was closed */
  async mark(cid: number, open: boolean): Promise<void> {
    await this.ctx.db(T.chat).where({ cid }).update(open ? { open, lastSeen: this.ctx.db.fn.now() } : { open });
  }
}

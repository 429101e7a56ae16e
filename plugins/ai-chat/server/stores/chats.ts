// The users' chats (ai_chat_chat) and their kept messages (ai_chat_message). Only this store
// names these tables (the quota's count of a chat's messages aside: stores/usage.ts).
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';
import type { ChatRow, MessageRow } from '../../shared/index.ts';
import type { ChatPlace } from '../places.ts';

export class ChatStore extends PluginStore {
  private readonly chats: string;
  private readonly messages: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.chats = ctx.table('chat');
    this.messages = ctx.table('message');
  }

  /** a new chat, its panel open */
  async insert(uid: string, place: ChatPlace, chatName: string): Promise<ChatRow> {
    const [row] = await this.ctx.db<ChatRow>(this.chats).insert({ uid, ...place, chatName, open: true, lastSeen: this.ctx.db.fn.now() }).returning('*');
    return row!;
  }

  /** the user's chats in a place, newest first */
  ofUser(uid: string, place: ChatPlace): Promise<ChatRow[]> {
    return this.ctx.db<ChatRow>(this.chats).where({ uid, ...place }).orderBy('cid', 'desc');
  }

  /** the user's chat */
  byIdOf(uid: string, cid: number): Promise<ChatRow | undefined> {
    return this.ctx.db<ChatRow>(this.chats).where({ cid, uid }).first();
  }

  /** the chat's messages in order */
  messagesOf(cid: number): Promise<Array<Pick<MessageRow, 'role' | 'content'>>> {
    return this.ctx.db<MessageRow>(this.messages).where({ cid }).orderBy('id').select('role', 'content');
  }

  /**
   * A question and its answer, in that order (in `trx` when given), unless the chat is gone: its
   * row is locked, so a delete waits for the turn or the turn sees the chat gone
   */
  async addTurn(cid: number, question: string, answer: string, trx?: Knex.Transaction): Promise<void> {
    const db = this.db(trx);
    if (!(await db(this.chats).where({ cid }).forUpdate().first('cid'))) return;
    await db(this.messages).insert([{ cid, role: 'user', content: question }, { cid, role: 'assistant', content: answer }]);
  }

  async remove(cid: number): Promise<void> {
    await this.ctx.db(this.chats).where({ cid }).delete();
  }

  async rename(cid: number, chatName: string): Promise<void> {
    await this.ctx.db(this.chats).where({ cid }).update({ chatName });
  }

  /** the chat's panel is open (seen now) or was closed */
  async mark(cid: number, open: boolean): Promise<void> {
    await this.ctx.db(this.chats).where({ cid }).update(open ? { open, lastSeen: this.ctx.db.fn.now() } : { open });
  }
}

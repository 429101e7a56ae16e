// The message centre's write side: reminders (discuss, reply, like) and personal notices, which
// other plugins create through the bus ('message.remind', 'notice.mine') or this service.
import type { Knex } from 'knex';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';
import { isSafeLink, type Bus, type MessageRemind, type MessagingService, type PushService } from '@oj/sdk';

/** the message source types the kernel knows from the start */
const KERNEL_SOURCES = ['Discussion', 'Contest'];

export class Messaging implements MessagingService {
  /** source types: the kernel's, then those plugins declare (definePlugin({ messageSources })) */
  private readonly sources = new Map<string, string>(KERNEL_SOURCES.map((s) => [s, 'the kernel']));

  registerSources(owner: string, types: readonly string[]): void {
    for (const type of types) {
      if (!/^[A-Z][A-Za-z_]{1,30}$/.test(type)) throw new Error(`plugin ${owner}: message source type "${type}" must be a word like Training`);
      const taken = this.sources.get(type);
      if (taken) throw new Error(`plugin ${owner} declares the message source type ${type}, already declared by ${taken}`);
      this.sources.set(type, owner);
    }
  }

  constructor(private readonly db: Knex, bus: Bus, private readonly push: PushService) {
    bus.on('message.remind', (msg) => this.remind(msg));
    bus.on('notice.mine', (n) => this.noticeMine(n.recipientId, n.title, n.content));
  }

  async remind(msg: MessageRemind): Promise<void> {
    if (msg.recipientId === msg.senderId) return; // no message for acting on one's own post
    if (!this.sources.has(msg.sourceType)) throw new Error(`unknown message source type ${msg.sourceType} (declare it in definePlugin({ messageSources }))`);
    await this.db('msgRemind').insert({
      action: msg.action,
      sourceId: msg.sourceId,
      sourceType: msg.sourceType,
      sourceTitle: msg.sourceTitle?.slice(0, 255) ?? null,
      sourceContent: msg.sourceContent.slice(0, 1000),
      quoteId: msg.quoteId ?? null,
      quoteContent: msg.quoteContent?.slice(0, 1000) ?? null,
      quoteType: msg.quoteType ?? null,
      // the message centre links to it: an unsafe URL from a plugin is dropped, not stored
      url: isSafeLink(msg.url) ? msg.url : null,
      senderId: msg.senderId,
      recipientId: msg.recipientId,
    });
    await this.push.toUser(msg.recipientId, 'unread', null);
  }

  async noticeMine(recipientId: string, title: string, content: string): Promise<void> {
    await this.db('userSysNotice').insert({ recipientId, type: 'Mine', title: title.slice(0, 255), content: sanitizeMarkdown(content) });
    await this.push.toUser(recipientId, 'unread', null);
  }
}

export interface UnreadCounts { comment: number; reply: number; like: number; sys: number; mine: number }

export const REMIND_ACTIONS = { comment: ['Discuss'], reply: ['Reply'], like: ['Like_Post', 'Like_Discuss'] } as const;

/** The unread counts of the message centre's tabs (spec 1 §3). */
export async function unreadCounts(db: Knex, uid: string): Promise<UnreadCounts> {
  const reminds = await db('msgRemind').where({ recipientId: uid, state: false }).groupBy('action').select('action').count({ n: '*' });
  const notices = await db('userSysNotice').where({ recipientId: uid, state: false }).groupBy('type').select('type').count({ n: '*' });
  const count = (rows: Record<string, unknown>[], key: string, values: readonly string[]) =>
    rows.filter((r) => values.includes(String(r[key]))).reduce((s, r) => s + Number(r.n), 0);
  return {
    comment: count(reminds, 'action', REMIND_ACTIONS.comment),
    reply: count(reminds, 'action', REMIND_ACTIONS.reply),
    like: count(reminds, 'action', REMIND_ACTIONS.like),
    sys: count(notices, 'type', ['Sys']),
    mine: count(notices, 'type', ['Mine']),
  };
}

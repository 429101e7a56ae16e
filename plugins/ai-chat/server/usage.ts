// Quotas and the audit (issue 18): a user's messages a day through ctx.limits, tokens a day per
// user and for the whole site summed from the audit rows of the last 24 hours, and one audit row
// per chat call with its status and tokens.
// Issue 28: every quota and cap is RESERVED in the database before a provider is asked, so callers
// at the same moment can't all pass one check. A call reserves its estimated prompt plus
// ANSWER_RESERVE_TOKENS (at most the quota itself); it is admitted only while the tokens used and
// reserved plus its reservation fit the quota. The chat's 60 messages count a turn for each call in
// flight. When the answer ends, its audit row (the real tokens) and its turn replace the
// reservation in one transaction; a provider's failure before any words gives it all back. A chat
// deleted while its answer comes does not end the reservation (it loses its chat, not its tokens),
// and the answer's audit row is written all the same (only the turn has nowhere to go).
import { badRequest, notFound, type Knex, type PluginContext } from '@oj/sdk';
import { AI_CHAT_MESSAGE_LIMIT, type AuditStatus } from '../shared/browser.ts';
import type { StoredSetting } from './settings.ts';
import type { ChatPlace } from './places.ts';
import type { UsageStore } from './stores/index.ts';

const DAY_SECONDS = 86_400;
/** the ctx.limits key of a user's chat messages */
export const MESSAGE_QUOTA_KEY = 'message';
/** what a call reserves for its answer on top of its prompt (an answer that runs longer settles above it) */
export const ANSWER_RESERVE_TOKENS = 2_000;

export interface AuditRecord {
  uid: string;
  place: ChatPlace | null;
  model: string | null;
  promptTokens?: number;
  completionTokens?: number;
  status: AuditStatus;
}

/** a call in flight: its reservation's id */
export interface Reservation { id: number }

export class Usage {
  constructor(private readonly ctx: PluginContext, private readonly store: UsageStore) {}

  /** counts one of the user's messages of the day (refused over the limit) */
  async countMessage(uid: string, s: StoredSetting): Promise<void> {
    if (s.userDailyMessages > 0) {
      await this.ctx.limits.take(uid, MESSAGE_QUOTA_KEY, { max: s.userDailyMessages, windowSeconds: DAY_SECONDS, message: 'AI_CHAT_DAILY_LIMIT' });
    }
  }

  /** a message refused later or answered nothing to (the provider failed before its first words) is not counted */
  async giveBack(uid: string): Promise<void> {
    await this.ctx.limits.giveBack(uid, MESSAGE_QUOTA_KEY);
  }

  /**
   * One atomic step: the chat's 60 messages and the token quotas are checked with the calls in
   * flight counted, and this call's reservation of `tokens` is kept. The chat's row is locked (two
   * questions to one chat are admitted one after the other), and so is the user's or the site's
   * quota while one is set.
   */
  async reserve(uid: string, cid: number, tokens: number, s: StoredSetting): Promise<Reservation> {
    const store = this.store;
    return store.transaction(async (trx) => {
      if (!(await store.lockChat(trx, cid))) throw notFound('AI_CHAT_NOT_FOUND');
      if (s.siteDailyTokens > 0) await store.lockName(trx, 'ai-chat:site-tokens');
      else if (s.userDailyTokens > 0) await store.lockName(trx, `ai-chat:user-tokens:${uid}`);
      // the kept messages and the calls in flight in one statement (an ending call moves its turn
      // from the one to the other in one transaction); a question and its answer are two messages
      // (spec 2 §4: 60 messages, "30 turns")
      if ((await store.chatMessagesCounted(trx, cid)) + 2 > AI_CHAT_MESSAGE_LIMIT) throw badRequest('AI_CHAT_LIMIT_REACHED');
      // a quota below one reservation still admits one call when nothing else is used or reserved
      const fits = (used: number, quota: number) => used + Math.min(tokens, quota) <= quota;
      if (s.userDailyTokens > 0 && !fits(await store.tokensUsed(trx, uid), s.userDailyTokens)) throw badRequest('AI_CHAT_TOKEN_LIMIT', { max: s.userDailyTokens });
      if (s.siteDailyTokens > 0 && !fits(await store.tokensUsed(trx, null), s.siteDailyTokens)) throw badRequest('AI_CHAT_SITE_TOKEN_LIMIT');
      return { id: await store.reserve(trx, uid, cid, Math.max(0, Math.round(tokens))) };
    });
  }

  /** settles an ended call: its audit row, its kept turn and its released reservation in one transaction */
  settle<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.store.transaction(work);
  }

  /** the call ended: its reservation goes, in the same transaction as its audit row and kept turn (`trx`) */
  release(reservation: Reservation, trx?: Knex.Transaction): Promise<void> {
    return this.store.release(reservation.id, trx);
  }

  audit(r: AuditRecord, trx?: Knex.Transaction): Promise<void> {
    return this.store.audit({
      uid: r.uid, problemId: r.place?.problemId || null, contestId: r.place?.contestId || null, trainingId: r.place?.trainingId || null,
      model: r.model, promptTokens: Math.max(0, Math.round(r.promptTokens ?? 0)), completionTokens: Math.max(0, Math.round(r.completionTokens ?? 0)), status: r.status,
    }, trx);
  }
}

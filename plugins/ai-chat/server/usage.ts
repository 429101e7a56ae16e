// Quotas and the audit (issue 18): a user's messages a day through ctx.limits, tokens a day per
// user and for the whole site summed from the audit rows of the last 24 hours, and one audit row
// per chat call with its status and tokens.
import { badRequest, type PluginContext } from '@oj/sdk';
import type { AuditStatus } from '../shared/browser.ts';
import type { StoredSetting } from './settings.ts';
import { T, type ChatPlace } from './tables.ts';

const DAY_SECONDS = 86_400;
/** the ctx.limits key of a user's chat messages */
export const MESSAGE_QUOTA_KEY = 'message';

export interface AuditRecord {
  uid: string;
  place: ChatPlace | null;
  model: string | null;
  promptTokens?: number;
  completionTokens?: number;
  status: AuditStatus;
}

export class Usage {
  constructor(private readonly ctx: PluginContext) {}

  private async tokensSince(uid: string | null): Promise<number> {
    const q = this.ctx.db(T.audit).where('createTime', '>', this.ctx.db.raw(`now() - interval '1 day'`));
    if (uid) q.where({ uid });
    const [row] = (await q.sum({ n: this.ctx.db.raw('prompt_tokens + completion_tokens') })) as { n: string | number | null }[];
    return Number(row?.n ?? 0);
  }

  /** refuses when the user's or the site's tokens of the last 24 hours reached their quota, then counts one message */
  async take(uid: string, s: StoredSetting): Promise<void> {
    if (s.userDailyTokens > 0 && (await this.tokensSince(uid)) >= s.userDailyTokens) throw badRequest('AI_CHAT_TOKEN_LIMIT', { max: s.userDailyTokens });
    if (s.siteDailyTokens > 0 && (await this.tokensSince(null)) >= s.siteDailyTokens) throw badRequest('AI_CHAT_SITE_TOKEN_LIMIT');
    if (s.userDailyMessages > 0) {
      await this.ctx.limits.take(uid, MESSAGE_QUOTA_KEY, { max: s.userDailyMessages, windowSeconds: DAY_SECONDS, message: 'AI_CHAT_DAILY_LIMIT' });
    }
  }

  /** a message the provider answered nothing to (it failed before its first words) is not counted */
  async giveBack(uid: string): Promise<void> {
    await this.ctx.limits.giveBack(uid, MESSAGE_QUOTA_KEY);
  }

  async audit(r: AuditRecord): Promise<void> {
    await this.ctx.db(T.audit).insert({
      uid: r.uid, problemId: r.place?.problemId || null, contestId: r.place?.contestId || null, trainingId: r.place?.trainingId || null,
      model: r.model, promptTokens: Math.max(0, Math.round(r.promptTokens ?? 0)), completionTokens: Math.max(0, Math.round(r.completionTokens ?? 0)), status: r.status,
    });
  }
}

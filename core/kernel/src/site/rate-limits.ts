// Per-user rate limits and quotas for plugins (issue 11 §3): AI chat messages, discussions a day,
// remote submits. One counter row per (plugin, user, key) in a fixed window; a take is one
// statement — an upsert that counts only while the window has room — so concurrent takes on any
// number of web nodes never let more than `max` through.
import type { Knex } from 'knex';
import { OjError, type RateLimit, type RateLimitService } from '@oj/sdk';

export class RateLimits {
  constructor(private readonly db: Knex) {}

  async take(plugin: string, uid: string, key: string, limit: RateLimit): Promise<{ remaining: number; resetSeconds: number }> {
    const { max, windowSeconds } = limit;
    if (!(Number.isInteger(max) && max >= 0 && Number.isInteger(windowSeconds) && windowSeconds > 0)) {
      throw new Error(`plugin ${plugin}: rate limit ${key} needs an integer max ≥ 0 and windowSeconds > 0`);
    }
    // a window that has run out starts again at 1; a full one is left alone (no row comes back)
    const result = (await this.db.raw(
      `insert into rate_limits (plugin, uid, key, count, window_start) select ?, ?, ?, 1, now() where ? > 0
       on conflict (plugin, uid, key) do update set
         count = case when rate_limits.window_start > now() - make_interval(secs => ?) then rate_limits.count + 1 else 1 end,
         window_start = case when rate_limits.window_start > now() - make_interval(secs => ?) then rate_limits.window_start else now() end
       where rate_limits.window_start <= now() - make_interval(secs => ?) or rate_limits.count < ?
       returning count, extract(epoch from (window_start + make_interval(secs => ?) - now())) as left`,
      [plugin, uid, key, max, windowSeconds, windowSeconds, windowSeconds, max, windowSeconds],
    )) as { rows: { count: number; left: string | number }[] };
    const taken = result.rows[0];
    if (taken) return { remaining: max - taken.count, resetSeconds: Math.max(0, Math.ceil(Number(taken.left))) };
    const row = (await this.db('rateLimits').where({ plugin, uid, key })
      .first(this.db.raw('extract(epoch from (window_start + make_interval(secs => ?) - now())) as left', [windowSeconds]))) as { left: string | number } | undefined;
    const seconds = Math.max(1, Math.ceil(Number(row?.left ?? windowSeconds)));
    throw new OjError(limit.message ?? 'OJ_RATE_LIMITED', 400, { max, minutes: Math.max(1, Math.round(windowSeconds / 60)), seconds });
  }

  async giveBack(plugin: string, uid: string, key: string): Promise<void> {
    await this.db('rateLimits').where({ plugin, uid, key }).where('count', '>', 0).decrement('count', 1);
  }

  async reset(plugin: string, uid: string, key: string): Promise<void> {
    await this.db('rateLimits').where({ plugin, uid, key }).delete();
  }

  forPlugin(plugin: string): RateLimitService {
    return {
      take: (uid, key, limit) => this.take(plugin, uid, key, limit),
      giveBack: (uid, key) => this.giveBack(plugin, uid, key),
      reset: (uid, key) => this.reset(plugin, uid, key),
    };
  }
}

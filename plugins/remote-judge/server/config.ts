// The remote judge's settings (config.plugins[].config), with their defaults.
import { Type, type Static } from '@sinclair/typebox';

export const Config = Type.Object({
  /** a site's address elsewhere than its own (a mirror; the loopback fakes in tests), by oj */
  baseUrls: Type.Record(Type.String(), Type.String(), { default: {} }),
  /** look at a run this often (ms); unset: each site's own pace (2 s by default) */
  pollMs: Type.Optional(Type.Integer({ minimum: 10 })),
  /** after this many looks without a verdict the attempt ends as System Error (150 × 2 s = 5 min) */
  maxPolls: Type.Integer({ minimum: 1, default: 150 }),
  /** how long a submission waits for a free account before Submitted Failed */
  accountWaitMs: Type.Integer({ minimum: 0, default: 600_000 }),
  /** how often a waiting submission asks again for an account */
  accountRetryMs: Type.Integer({ minimum: 10, default: 3000 }),
  /** an account is held this long at most while submitting (freed earlier when done) */
  leaseMs: Type.Integer({ minimum: 1000, default: 120_000 }),
  /** site failures in a row that open the breaker … */
  breakerFailures: Type.Integer({ minimum: 1, default: 5 }),
  /** … for this long; then one submission tries again */
  breakerCooldownMs: Type.Integer({ minimum: 1000, default: 300_000 }),
  /** one request to a site may take this long */
  timeoutMs: Type.Integer({ minimum: 100, default: 20_000 }),
  /** submissions handled at once on each web node */
  concurrency: Type.Integer({ minimum: 1, maximum: 64, default: 4 }),
});
export type RemoteJudgeConfig = Static<typeof Config>;

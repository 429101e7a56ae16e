// The site's judge token: made once with the site's other secrets (the `secrets` settings row),
// given to judge machines as OJ_JUDGE_TOKEN, printed and rotated by `oj judge-token`.
// Each web node keeps a copy in memory and reads the row again
//   - when the rotating command says so on the bus: with Redis, every node refuses the old token
//     at once;
//   - when a token does not match its copy (at most once per JUDGE_TOKEN_MISMATCH_GAP_MS, so wrong
//     tokens cannot make a node read the database on every request): a new token is accepted
//     at once by a node that has not heard of the rotation;
//   - before it trusts a copy older than JUDGE_TOKEN_TTL_MS: without Redis nothing reaches a node
//     from another process, so the old token is refused within that time.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Bus, Disposer } from '@oj/sdk';

export const JUDGE_TOKEN_CHANNEL = 'kernel.judge-token';
/** how long a node trusts its copy of the token without reading the database again */
export const JUDGE_TOKEN_TTL_MS = 5000;
/** the shortest time between two reads caused by a token that did not match */
export const JUDGE_TOKEN_MISMATCH_GAP_MS = 1000;

/** a new judge token: 32 random bytes, base64url (43 characters) */
export function newJudgeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token in the database ('' before the site's first start). */
export async function readJudgeToken(db: Knex): Promise<string> {
  const row = await db('siteSettings').where({ group: 'secrets' }).first('value');
  const value = row?.value as { judgeToken?: unknown } | undefined;
  return typeof value?.judgeToken === 'string' ? value.judgeToken : '';
}

/**
 * Replaces the token in the database (the other secrets stay); the caller then broadcasts
 * JUDGE_TOKEN_CHANNEL. Returns the new token, or null when the site was never started.
 */
export async function rotateJudgeToken(db: Knex): Promise<string | null> {
  const token = newJudgeToken();
  const changed = await db('siteSettings').where({ group: 'secrets' })
    .update({ value: db.raw("value || jsonb_build_object('judgeToken', ?::text)", [token]), gmtModified: db.fn.now() });
  return changed ? token : null;
}

export class JudgeTokenCheck {
  private token: Buffer | undefined;
  private readAt = 0;
  private mismatchReadAt = 0;
  private reading: Promise<void> | undefined;
  /** moves on every rotation heard of: a read that raced one is not trusted for long */
  private epoch = 0;
  private readonly listeners = new Set<(token: string) => void>();
  private readonly off: Disposer;

  constructor(private readonly db: Knex, bus: Bus, private readonly ttlMs = JUDGE_TOKEN_TTL_MS) {
    // the next check reads the row again
    this.off = bus.subscribe(JUDGE_TOKEN_CHANNEL, () => { this.epoch++; this.readAt = 0; });
  }

  /** the token as this node last read it ('' before the first read) */
  get current(): string {
    return this.token?.toString() ?? '';
  }

  /** Reads the token now (at start: secrets are made before this). */
  async load(): Promise<void> {
    await this.read();
  }

  /** `listener(newToken)` whenever this node finds that the token changed */
  onChange(listener: (token: string) => void): Disposer {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Whether `given` is the site's judge token now (compared in constant time). */
  async accepts(given: string | undefined, now = Date.now()): Promise<boolean> {
    if (!given) return false;
    if (!this.token || now - this.readAt >= this.ttlMs) await this.read();
    if (this.matches(given)) return true;
    if (now - this.mismatchReadAt < JUDGE_TOKEN_MISMATCH_GAP_MS) return false;
    this.mismatchReadAt = now;
    await this.read();
    return this.matches(given);
  }

  close(): void {
    this.off();
    this.listeners.clear();
  }

  private matches(given: string): boolean {
    if (!this.token || this.token.length === 0) return false;
    const candidate = Buffer.from(given);
    return candidate.length === this.token.length && timingSafeEqual(candidate, this.token);
  }

  /** one read at a time: checks that arrive meanwhile wait for it */
  private read(): Promise<void> {
    this.reading ??= (async () => {
      try {
        const startedAt = Date.now();
        const epoch = this.epoch;
        const token = await readJudgeToken(this.db);
        const before = this.token?.toString();
        this.token = Buffer.from(token);
        this.readAt = epoch === this.epoch ? startedAt : 0;
        if (before !== undefined && before !== token) for (const listener of this.listeners) listener(token);
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}

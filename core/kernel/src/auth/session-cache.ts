// Live sessions kept in process for a few seconds, so the access hook does not read the
// database on every request. Whatever ends or changes a session (logout, password change, ban,
// role or name change, deleted user) drops it here at once and on every other web node through
// the bus; the short TTL bounds what a node could miss (a write made outside the API).
import type { AuthUser, Bus, Disposer } from '@oj/sdk';

/** how long a looked-up session is trusted without asking the database again */
export const SESSION_CACHE_TTL_MS = 10_000;
/** sessions kept at most (the oldest go first) */
export const SESSION_CACHE_MAX = 50_000;
const CHANNEL = 'kernel.sessions';

interface Entry { user: AuthUser; until: number }
/** what to forget: one session, or every session of some users */
export type SessionDrop = { sid: string } | { uids: string[] };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** moves on every drop: a lookup that raced a drop is not stored */
  private epoch = 0;
  private readonly off: Disposer;

  constructor(private readonly bus: Bus, private readonly ttlMs = SESSION_CACHE_TTL_MS) {
    this.off = bus.subscribe(CHANNEL, (payload) => this.dropLocal(payload as SessionDrop));
  }

  get(sid: string, now = Date.now()): AuthUser | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(sid);
    return undefined;
  }

  /** a mark to pass to `set`: the lookup started at this point */
  mark(): number {
    return this.epoch;
  }

  /** keeps a looked-up session until the TTL or its expiry, unless something was dropped since `mark` */
  set(user: AuthUser, expiresAt: Date, mark: number, now = Date.now()): void {
    if (mark !== this.epoch) return;
    if (this.entries.size >= SESSION_CACHE_MAX) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(user.sessionId, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  /** forgets here at once, then on every web node */
  async drop(what: SessionDrop): Promise<void> {
    this.dropLocal(what);
    await this.bus.broadcast(CHANNEL, what);
  }

  private dropLocal(what: SessionDrop): void {
    this.epoch++;
    if ('sid' in what) { this.entries.delete(what.sid); return; }
    const uids = new Set(what.uids);
    for (const [sid, entry] of this.entries) if (uids.has(entry.user.uid)) this.entries.delete(sid);
  }

  close(): void {
    this.off();
    this.entries.clear();
  }
}

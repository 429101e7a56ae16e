// The event feed (spec 2023-06 "Event feed"): NDJSON, one `{type, id, data, token}` per line.
// It is built from the contest's current objects, each object once, at the moment it last changed
// (view.ts `at`), in a stable order: that moment, then the type (ICPC_EVENT_TYPES order), then the
// id. A token names a place in that order, so resuming with `since_token` sends exactly the
// objects that changed after it. A streaming client then gets each object again whenever it
// changes (a verdict, a setting, a thaw: watched through the contests.changed broadcast and a
// short poll), a deletion as `data: null`, and a newline when nothing was sent for a while.
import { createHash } from 'node:crypto';
import type { PluginContext } from '@oj/sdk';
import type { FastifyReply } from 'fastify';
import { CONTEST_CHANGED_CHANNEL, type ContestChanged } from '../../shared/index.ts';
import { ICPC_EVENT_TYPES, type IcpcEventType } from '../../shared/icpc.ts';
import type { IcpcSnapshot } from './snapshot.ts';

export interface FeedEvent { type: IcpcEventType; id: string | null; data: object; at: number }
/** a place in the feed's order */
export interface FeedKey { at: number; rank: number; id: string }

const RANK = new Map(ICPC_EVENT_TYPES.map((t, i) => [t, i] as const));
/** the singletons: their events carry no id */
const SINGLE: ReadonlySet<IcpcEventType> = new Set(['contest', 'state']);

const keyOf = (e: FeedEvent): FeedKey => ({ at: e.at, rank: RANK.get(e.type)!, id: e.id ?? '' });

/** ids in their natural order: numbers by value, others as text */
function compareIds(a: string, b: string): number {
  if (/^[0-9]+$/.test(a) && /^[0-9]+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareKeys(a: FeedKey, b: FeedKey): number {
  return a.at - b.at || a.rank - b.rank || compareIds(a.id, b.id);
}

export function feedToken(e: FeedEvent): string {
  const k = keyOf(e);
  return `${k.at}.${k.rank}.${k.id}`;
}

/** the place a token names; null when it is not a token of this feed */
export function parseFeedToken(token: string): FeedKey | null {
  const m = /^([0-9]{1,16})\.([0-9]{1,2})\.([A-Za-z0-9_.-]{0,36})$/.exec(token);
  if (!m || Number(m[2]) >= ICPC_EVENT_TYPES.length) return null;
  return { at: Number(m[1]), rank: Number(m[2]), id: m[3] };
}

/** every object the caller may see, as events in the feed's order */
export async function feedEvents(snapshot: IcpcSnapshot): Promise<FeedEvent[]> {
  const lists = await Promise.all(ICPC_EVENT_TYPES.map(async (type) => (await snapshot.list(type))
    .map((k): FeedEvent => ({ type, id: SINGLE.has(type) ? null : (k.data as { id: string }).id, data: k.data, at: k.at }))));
  return lists.flat().sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

/** the events after `since` (all of them without one) */
export function eventsAfter(events: readonly FeedEvent[], since: FeedKey | null): FeedEvent[] {
  return since ? events.filter((e) => compareKeys(keyOf(e), since) > 0) : [...events];
}

/** what a stream remembers of an object it sent: a digest of its data (not the data: a big contest has many) */
const digest = (data: object) => createHash('sha1').update(JSON.stringify(data)).digest('base64');

export const eventLine = (e: FeedEvent) => `${JSON.stringify({ type: e.type, id: e.id, data: e.data, token: feedToken(e) })}\n`;

/** the feed as one NDJSON text: the events after `since` (all of them without one), then the end (stream=false, the contest package) */
export async function feedText(snapshot: IcpcSnapshot, since: FeedKey | null = null): Promise<string> {
  return eventsAfter(await feedEvents(snapshot), since).map(eventLine).join('');
}

export interface FeedTiming {
  /** a newline at least this often (ms; the spec's bound is 120 s) */
  keepAliveMs: number;
  /** the feed is read again at least this often (ms), for what no broadcast announces (a new submission, the clock) */
  pollMs: number;
}

/** a read of the feed for one open stream; throws when the caller may no longer read it (a revoked token) */
export type SnapshotReader = () => Promise<IcpcSnapshot>;

/** the open streams of this web node, woken by their contest's changes */
export class FeedStreams {
  private readonly watchers = new Map<number, Set<() => void>>();
  private readonly open = new Set<() => void>();

  constructor(private readonly ctx: PluginContext, private readonly timing: FeedTiming) {
    ctx.bus.subscribe(CONTEST_CHANGED_CHANNEL, (payload) => {
      for (const wake of this.watchers.get((payload as ContestChanged).cid) ?? []) wake();
    });
    // before the server waits for its connections to finish: a stream never would
    ctx.http.addHook('preClose', async () => { for (const end of [...this.open]) end(); });
  }

  /** answers with the events after `since`, then keeps the connection open with every change */
  async stream(reply: FastifyReply, cid: number, snapshot: IcpcSnapshot, read: SnapshotReader, since: FeedKey | null): Promise<void> {
    const first = await feedEvents(snapshot);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // what this client has of each object (a digest of its data); before `since` it had everything
    const sent = new Map<string, string>();
    const name = (e: { type: string; id: string | null }) => `${e.type}/${e.id ?? ''}`;
    let out = '';
    for (const e of first) {
      sent.set(name(e), digest(e.data));
      if (!since || compareKeys(keyOf(e), since) > 0) out += eventLine(e);
    }
    res.write(out);

    let closed = false;
    let busy = false;
    let again = false;
    const refresh = async (): Promise<void> => {
      if (busy) { again = true; return; }
      busy = true;
      try {
        do {
          again = false;
          const events = await feedEvents(await read());
          if (closed) return;
          const seen = new Set<string>();
          let lines = '';
          for (const e of events) {
            const key = name(e);
            seen.add(key);
            const seenAs = digest(e.data);
            if (sent.get(key) === seenAs) continue;
            sent.set(key, seenAs);
            lines += eventLine(e);
          }
          for (const key of [...sent.keys()]) {
            if (seen.has(key)) continue;
            sent.delete(key);
            const cut = key.indexOf('/');
            lines += `${JSON.stringify({ type: key.slice(0, cut), id: key.slice(cut + 1) || null, data: null })}\n`;
          }
          if (lines) res.write(lines);
        } while (again && !closed);
      } catch (err) {
        // the token was revoked, the contest deleted or changed to OI: the stream ends
        this.ctx.log.info({ err, cid }, 'ICPC event feed ended');
        end();
      } finally {
        busy = false;
      }
    };
    let soon: NodeJS.Timeout | null = null;
    const wake = () => { soon ??= setTimeout(() => { soon = null; void refresh(); }, 50); };
    const poll = setInterval(() => void refresh(), this.timing.pollMs);
    const keepAlive = setInterval(() => { if (!res.writableEnded) res.write('\n'); }, this.timing.keepAliveMs);
    const watchers = this.watchers.get(cid) ?? new Set<() => void>();
    this.watchers.set(cid, watchers);
    watchers.add(wake);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      clearInterval(keepAlive);
      if (soon) clearTimeout(soon);
      watchers.delete(wake);
      if (!watchers.size) this.watchers.delete(cid);
      this.open.delete(end);
    };
    const end = () => { close(); if (!res.writableEnded) res.end(); };
    this.open.add(end);
    res.on('close', close);
    if (res.destroyed) close();
  }
}

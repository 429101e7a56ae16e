// The contestants, as the web client behaves, in this one process with Node's fetch (undici): a
// login; the contest board page with auto refresh on, which holds the push stream open
// (GET /api/events?token=…, core/ui/src/push.ts), applies each `contest-board` push's delta for
// its contest to the page it shows and reads the board again when the push has none or the delta
// cannot be applied, and every 30 s (plugins/contests/ui/src/board/useBoard.ts, with the same
// applyBoardDelta); submissions. Every answer that is not HTTP 200 with envelope status 200 is an
// error answer. A probe board per web node also follows the users with verdicts on their way (the
// board's "follow" list, repeated on top of page 1) and reads its own node directly when it
// reads, to see when each verdict shows.
import { performance } from 'node:perf_hooks';
import type { Contestant } from './contest.ts';
import { FollowedBoard, type BoardPage as ShownPage, type BoardView } from '../../plugins/contests/shared/board-delta.ts';
import type { BoardPushed } from '../../plugins/contests/shared/board.ts';

/** plugins/contests/shared: BOARD_PUSH_EVENT, SCOREBOARD_DEFAULT_PAGE_SIZE; the board's refresh period */
const BOARD_PUSH_EVENT = 'contest-board';
const BOARD_PAGE_SIZE = 50;
const BOARD_REFRESH_MS = 30_000;

export interface Site {
  /** where the crowd goes: nginx */
  url: string;
  /** X-OJ-Node (the upstream address nginx used) → the node's name */
  nodeOf: (upstream: string | null) => string;
  /** a node's own address, for the probes */
  direct: Map<string, string>;
}

/** the site as the crowd sees it: nginx at `url`, each node's own address in `direct` (name → URL) */
export function siteOf(url: string, direct: Map<string, string>): Site {
  const portOf = (u: string) => u.slice(u.lastIndexOf(':') + 1);
  return {
    url,
    direct,
    nodeOf: (upstream) => {
      // nginx names every upstream it tried ("a:1, b:2"): the last one answered
      const last = upstream?.split(',').pop()?.trim() ?? '';
      for (const [name, at] of direct) if (last.endsWith(`:${portOf(at)}`)) return name;
      return '?';
    },
  };
}

export class Errors {
  count = 0;
  readonly kinds = new Map<string, number>();
  add(kind: string): void {
    this.count++;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }
  toString(): string {
    return [...this.kinds].map(([k, n]) => `${n}× ${k}`).join('; ') || 'none';
  }
}

const headers = (token?: string) => ({ 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { authorization: token } : {}) });

/** an answer: HTTP status, envelope status and message, the node, the time taken */
async function call(site: Site, url: string, method: string, body: unknown, token?: string): Promise<{ ok: boolean; what: string; text: string; node: string; ms: number; token: string | null }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method, headers: headers(token), body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    const ms = performance.now() - t0;
    // the envelope's status is read from its start when it is there (the board sends a page kept
    // written out: parsing a thousand of them a second would cost the load generator dearly)
    let ok = res.status === 200 && text.slice(0, 40).includes('"status":200');
    let what = `HTTP ${res.status}`;
    if (!ok) {
      try {
        const e = JSON.parse(text) as { status?: number; msg?: string };
        ok = res.status === 200 && e.status === 200;
        what = `HTTP ${res.status} ${e.status ?? ''} ${e.msg ?? ''}`.trim();
      } catch { /* not JSON */ }
    }
    return { ok, what, text, node: site.nodeOf(res.headers.get('x-oj-node')), ms, token: res.headers.get('authorization') };
  } catch (err) {
    return { ok: false, what: `no answer: ${(err as Error).message}`, text: '', node: '?', ms: performance.now() - t0, token: null };
  }
}

export interface LoginResult { ms: number; node: string; ok: boolean }

export async function login(site: Site, who: Contestant, password: string, errors: Errors): Promise<{ result: LoginResult; token: string | null }> {
  const r = await call(site, `${site.url}/api/login`, 'POST', { username: who.username, password });
  if (!r.ok || !r.token) errors.add(`login: ${r.what}`);
  return { result: { ms: r.ms, node: r.node, ok: r.ok && !!r.token }, token: r.ok ? r.token : null };
}

export async function submit(site: Site, token: string, body: { cid: number; pid: string; code: string; language: string }, errors: Errors): Promise<{ submitId: number | null; ms: number; node: string }> {
  const r = await call(site, `${site.url}/api/submit-problem-judge`, 'POST', body, token);
  if (!r.ok) {
    errors.add(`submit: ${r.what}`);
    return { submitId: null, ms: r.ms, node: r.node };
  }
  return { submitId: (JSON.parse(r.text) as { data: { submitId: number } }).data.submitId, ms: r.ms, node: r.node };
}

/** a verdict on its way, as a probe looks for it: its user's cell for the problem filled */
export interface Awaited { submitId: number; uid: string; displayId: string; seen?: number; /** the probe process's name for it */ key?: number }

interface AcmCell { isAC: boolean; errorNum: number }
type Shown = ShownPage;

export class BoardPage {
  node = '?';
  /** when each push for the contest arrived (Date.now()) */
  readonly pushes: number[] = [];
  readonly reads: number[] = [];
  opened = false;
  /** pushes that came while a read was on its way (applied to its answer) */
  coalesced = 0;
  /** pushes whose delta the page applied without a read */
  applied = 0;
  /** the page shown, as it follows the pushes */
  private readonly live = new FollowedBoard();
  private reading: Promise<void> | null = null;
  private again = false;
  private readonly abort = new AbortController();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** verdicts not yet seen on this board: a probe's followed users', a contestant's own */
  readonly awaited = new Map<string, Awaited[]>();
  /** told of each awaited verdict as the page shows it */
  onSeen: ((a: Awaited) => void) | null = null;

  constructor(private readonly site: Site, private readonly cid: number, private readonly token: string, private readonly errors: Errors, readonly me: string | null, readonly probe = false) {}

  /** the stream is open (its hello arrived) and the page read once */
  async open(): Promise<void> {
    let res: Response;
    try {
      res = await fetch(`${this.site.url}/api/events?token=${encodeURIComponent(this.token)}`, { signal: this.abort.signal, headers: { accept: 'text/event-stream' } });
    } catch (err) {
      this.errors.add(`push stream: ${(err as Error).message}`);
      return;
    }
    if (res.status !== 200 || !res.body) {
      this.errors.add(`push stream: HTTP ${res.status}`);
      return;
    }
    this.node = this.site.nodeOf(res.headers.get('x-oj-node'));
    const hello = this.listen(res.body);
    await hello;
    this.opened = true;
    this.timer = setInterval(() => void this.read(), BOARD_REFRESH_MS);
    this.timer.unref();
    await this.read();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.abort.abort();
  }

  /** reads the stream in the background; resolves when the hello frame arrived */
  private listen(body: ReadableStream<Uint8Array>): Promise<void> {
    return new Promise((resolveHello) => {
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = body.getReader();
      const pump = async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            if (event === 'hello') resolveHello();
            else if (event === BOARD_PUSH_EVENT) {
              const data = /^data: (.*)$/m.exec(frame)?.[1];
              const pushed = data ? (JSON.parse(data) as BoardPushed) : null;
              if (pushed?.cid === this.cid) {
                this.pushes.push(Date.now());
                this.pushed(pushed);
              }
            }
          }
        }
        if (!this.abort.signal.aborted) this.errors.add('push stream ended by the server');
        resolveHello();
      };
      pump().catch((err: unknown) => {
        if (!this.abort.signal.aborted) this.errors.add(`push stream broke: ${(err as Error).message}`);
        resolveHello();
      });
    });
  }

  /** what the page is asked: page 1 at the default size, following the awaited users (a probe) */
  private following(): string[] {
    return this.probe ? [...this.awaited.keys()].slice(0, 300) : [];
  }

  private view(): BoardView {
    return { currentPage: 1, limit: BOARD_PAGE_SIZE, keyword: '', removeStar: false, concerned: this.following(), me: this.me };
  }

  /** a push for this contest: its delta applied to the page shown (as useBoard does), held during a read, or a read */
  private pushed(d: BoardPushed): void {
    const done = this.live.pushed(d, this.view());
    if (done === 'applied') {
      this.applied++;
      this.look(this.live.page!);
    } else if (done === 'held') this.coalesced++;
    else void this.read();
  }

  /**
   * The page reads its board again. One read at a time: one asked for while a read is on its way
   * (the 30 s timer, an answer that could not take the pushes held for it) comes after it.
   */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        await this.readOnce();
      } while (this.again);
      this.reading = null;
    })();
    return this.reading;
  }

  /** the board page's read: page 1 through nginx; a probe reads its own node and follows the awaited users */
  private async readOnce(): Promise<void> {
    const following = this.following();
    const base = this.probe ? this.site.direct.get(this.node)! : this.site.url;
    this.live.readStarts();
    const r = await call(this.site, `${base}/api/get-contest-rank`, 'POST', {
      cid: this.cid, currentPage: 1, limit: BOARD_PAGE_SIZE, forceRefresh: false, removeStar: false, concernedList: following, containsEnd: false,
    }, this.token);
    if (!r.ok) {
      this.live.readFailed();
      this.errors.add(`board read: ${r.what}`);
      return;
    }
    this.reads.push(r.ms);
    if (!this.live.readAnswered((JSON.parse(r.text) as { data: Shown }).data, this.view())) this.again = true;
    this.look(this.live.page!);
  }

  /** the awaited verdicts the page now shows (a probe's followed users', a contestant's own) */
  private look(page: Shown): void {
    if (!this.awaited.size) return;
    const now = Date.now();
    for (const row of page.records as Array<{ uid: string; submissionInfo?: Record<string, AcmCell> }>) {
      const waiting = this.awaited.get(row.uid);
      if (!waiting) continue;
      for (const a of waiting) {
        const cell = row.submissionInfo?.[a.displayId];
        if (a.seen === undefined && cell && (cell.isAC || cell.errorNum > 0)) {
          a.seen = now;
          this.onSeen?.(a);
        }
      }
      const left = waiting.filter((a) => a.seen === undefined);
      if (left.length) this.awaited.set(row.uid, left);
      else this.awaited.delete(row.uid);
    }
  }

  /** the page starts looking for this verdict (a probe follows its user) */
  await(a: Awaited): void {
    this.awaited.set(a.uid, [...(this.awaited.get(a.uid) ?? []), a]);
  }
}

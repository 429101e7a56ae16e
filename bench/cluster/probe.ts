// The probe boards of bench/cluster in a process of their own. The load generator holds 1,000
// push streams and parses every push they carry: its event loop ran up to 0.4–0.6 s late at p99
// (bench/README), and a probe in that process saw each verdict that much later than the site
// showed it. Here one board per web node follows the users whose verdicts are on their way, as in
// crowd.ts, and says when each verdict showed (Date.now(): one clock for both processes).
//   parent → probe: {open}, {await}, {close}        probe → parent: {opened}, {seen}, {closed}
import { fork, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BoardPage, Errors, siteOf, type Awaited } from './crowd.ts';

/** a verdict on its way, named by the generator's own counter (its submitId is not known yet) */
export interface ProbeAwait { key: number; uid: string; displayId: string }

type ToProbe =
  | { type: 'open'; cid: number; url: string; direct: Array<[string, string]>; nodes: string[]; candidates: Array<{ uid: string; token: string }> }
  | ({ type: 'await' } & ProbeAwait)
  | { type: 'close' };

type FromProbe =
  | { type: 'opened'; nodes: string[] }
  | { type: 'seen'; key: number; node: string; at: number }
  | { type: 'closed'; errors: number; kinds: string; lagP99: number; lagMax: number };

/** the generator's side: the probe process and what it has seen */
export class ProbeProcess {
  private readonly child: ChildProcess;
  /** key → node → when the verdict showed on that node's probe */
  readonly seen = new Map<number, Map<string, number>>();
  nodes: string[] = [];
  private waiting: ((m: FromProbe) => void) | null = null;

  constructor() {
    this.child = fork(new URL(import.meta.url).pathname, [], { execArgv: ['--conditions=oj-source', '--import', 'tsx'] });
    this.child.on('message', (m: FromProbe) => {
      if (m.type === 'seen') {
        const byNode = this.seen.get(m.key) ?? new Map<string, number>();
        byNode.set(m.node, m.at);
        this.seen.set(m.key, byNode);
      } else this.waiting?.(m);
    });
  }

  private ask<T extends FromProbe['type']>(message: ToProbe, answer: T): Promise<Extract<FromProbe, { type: T }>> {
    return new Promise((resolve) => {
      this.waiting = (m) => { if (m.type === answer) resolve(m as Extract<FromProbe, { type: T }>); };
      this.child.send(message);
    });
  }

  /** one board per node, each a contestant's whose stream nginx sent there */
  async open(cid: number, url: string, direct: Map<string, string>, nodes: string[], candidates: Array<{ uid: string; token: string }>): Promise<string[]> {
    this.nodes = (await this.ask({ type: 'open', cid, url, direct: [...direct], nodes, candidates }, 'opened')).nodes;
    return this.nodes;
  }

  await(a: ProbeAwait): void {
    this.child.send({ type: 'await', ...a } satisfies ToProbe);
  }

  /** every awaited verdict of these keys seen on every probe */
  allSeen(keys: number[]): boolean {
    return keys.every((k) => this.nodes.every((n) => this.seen.get(k)?.has(n)));
  }

  /** closes the boards; their error answers and the probe's own event loop delay */
  async close(): Promise<{ errors: number; kinds: string; lagP99: number; lagMax: number }> {
    const closed = await this.ask({ type: 'close' }, 'closed');
    this.child.disconnect();
    return closed;
  }
}

// ---- the probe process ----
if (process.send && process.argv[1] === new URL(import.meta.url).pathname) {
  const errors = new Errors();
  const boards = new Map<string, BoardPage>();
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  const send = (m: FromProbe) => process.send!(m);
  process.on('message', (m: ToProbe) => {
    if (m.type === 'open') {
      void (async () => {
        const site = siteOf(m.url, new Map(m.direct));
        for (const { uid, token } of m.candidates) {
          if (boards.size >= m.nodes.length) break;
          const board = new BoardPage(site, m.cid, token, errors, uid, true);
          await board.open();
          if (!boards.has(board.node) && m.nodes.includes(board.node)) {
            const node = board.node;
            board.onSeen = (a: Awaited) => send({ type: 'seen', key: a.key!, node, at: a.seen! });
            boards.set(node, board);
          } else board.close();
        }
        send({ type: 'opened', nodes: [...boards.keys()] });
      })();
    } else if (m.type === 'await') {
      for (const board of boards.values()) board.await({ submitId: 0, uid: m.uid, displayId: m.displayId, key: m.key });
    } else if (m.type === 'close') {
      for (const board of boards.values()) board.close();
      lag.disable();
      send({ type: 'closed', errors: errors.count, kinds: String(errors), lagP99: lag.percentile(99) / 1e6, lagMax: lag.max / 1e6 });
    }
  });
}

// Keeps one child process running: `oj start` runs its judge node under a Supervisor. A child
// that ends for any reason (killed, crashed, exited on its own) is started again after a back-off
// that doubles from RESTART_MIN_MS up to RESTART_MAX_MS, and starts over from the minimum once a
// child has run RESTART_STABLE_MS; every end and every restart is logged with its exit code or
// signal. Only stop() ends the child for good.
import { EventEmitter, once } from 'node:events';
import type { ChildProcess } from 'node:child_process';

export const RESTART_MIN_MS = 500;
export const RESTART_MAX_MS = 30_000;
/** a child that ran this long was healthy: its death is the first of a new series */
export const RESTART_STABLE_MS = 60_000;
/** how long a stopping child may take to finish its work before it is killed */
export const STOP_GRACE_MS = 10_000;

export interface SupervisorOptions {
  /** the child in log lines, e.g. "judge node" */
  name: string;
  spawn: () => ChildProcess;
  log?: (line: string) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
  stopGraceMs?: number;
}

export interface ChildEnd {
  pid: number | undefined;
  code: number | null;
  signal: NodeJS.Signals | null;
  ranMs: number;
  /** when it is started again; null once the supervisor is stopping */
  restartInMs: number | null;
}

/** the back-off before restart n+1 after `failures` ends in a row */
export function restartDelay(failures: number, minMs = RESTART_MIN_MS, maxMs = RESTART_MAX_MS): number {
  return Math.min(maxMs, minMs * 2 ** Math.min(failures, 30));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const how = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `exit code ${code}`);

/** emits 'started' (child) for every start and 'ended' (ChildEnd) for every end */
export class Supervisor extends EventEmitter {
  child: ChildProcess | null = null;
  /** starts after the first */
  restarts = 0;
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private readonly log: (line: string) => void;

  constructor(private readonly opts: SupervisorOptions) {
    super();
    this.log = opts.log ?? ((line) => console.error(line));
  }

  /** a restart is waiting out its back-off */
  get restarting(): boolean {
    return this.timer !== null;
  }

  start(): this {
    this.launch();
    return this;
  }

  private launch(): void {
    this.timer = null;
    const startedAt = Date.now();
    const child = this.opts.spawn();
    this.child = child;
    let ended = false;
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      this.ended(child, Date.now() - startedAt, code, signal);
    };
    child.once('exit', end);
    // a child that could not be spawned at all has no 'exit' to wait for
    child.once('error', (err) => {
      this.log(`oj: the ${this.opts.name} failed: ${err.message}`);
      if (child.pid === undefined) end(null, null);
    });
    if (this.restarts) this.log(`oj: the ${this.opts.name} was started again (pid ${child.pid}, restart ${this.restarts})`);
    this.emit('started', child);
  }

  private ended(child: ChildProcess, ranMs: number, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) {
      this.emit('ended', { pid: child.pid, code, signal, ranMs, restartInMs: null } satisfies ChildEnd);
      return;
    }
    if (ranMs >= (this.opts.stableMs ?? RESTART_STABLE_MS)) this.failures = 0;
    const delay = restartDelay(this.failures, this.opts.minDelayMs, this.opts.maxDelayMs);
    this.failures++;
    this.restarts++;
    this.log(`oj: the ${this.opts.name} (pid ${child.pid}) stopped (${how(code, signal)}) after ${seconds(ranMs)}; starting it again in ${seconds(delay)}`);
    this.timer = setTimeout(() => this.launch(), delay);
    this.emit('ended', { pid: child.pid, code, signal, ranMs, restartInMs: delay } satisfies ChildEnd);
  }

  /** ends the child (SIGTERM, SIGKILL after the grace period) and starts no other */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const child = this.child;
    if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, 'exit');
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), this.opts.stopGraceMs ?? STOP_GRACE_MS);
    await gone;
    clearTimeout(force);
  }
}

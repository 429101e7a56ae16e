// One running C helper (one slot): spawns it, sends requests in its line protocol
// (helper/proto.c) and reads one JSON answer per request, strictly in order.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { createInterface, type Interface } from 'node:readline';

/** What the helper prints for a run (helper/main.c, handle_run). */
export interface RawRunReport {
  ok: 0 | 1;
  error: string;
  exitCode: number;
  signal: number;
  cpuNs: number;
  userNs: number;
  sysNs: number;
  wallNs: number;
  /** CLOCK_MONOTONIC at the reap, in microseconds: the same clock for every slot of the machine */
  endUs: number;
  memPeak: number;
  maxRssKb: number;
  oomKill: number;
  /** threads or processes the pids limit refused during the run (root mode; 0 in user mode) */
  pidsRefused: number;
  killedBy: 'cpu' | 'wall' | null;
}

export interface RawRunRequest {
  argv: string[];
  env: string[];
  cwd?: string;
  stdin?: string;
  stdout?: string;
  stderr?: string;
  stdinFifo?: string;
  stdoutFifo?: string;
  cpuMs: number;
  wallMs: number;
  memBytes: number;
  procs: number;
  fsize: number;
  nofile: number;
  stack: number;
  /** 1: threads only, every way of starting another process is refused (seccomp) */
  noFork: 0 | 1;
}

const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');

export function encodeRun(r: RawRunRequest): string {
  const lines = ['run'];
  for (const a of r.argv) lines.push(`arg ${hex(a)}`);
  for (const e of r.env) lines.push(`env ${hex(e)}`);
  const strings: Array<[string, string | undefined]> = [
    ['cwd', r.cwd], ['stdin', r.stdin], ['stdout', r.stdout], ['stderr', r.stderr],
    ['stdin-fifo', r.stdinFifo], ['stdout-fifo', r.stdoutFifo],
  ];
  for (const [k, v] of strings) if (v !== undefined) lines.push(`${k} ${hex(v)}`);
  const numbers: Array<[string, number]> = [
    ['cpu', r.cpuMs], ['wall', r.wallMs], ['mem', r.memBytes], ['procs', r.procs],
    ['fsize', r.fsize], ['nofile', r.nofile], ['stack', r.stack], ['nofork', r.noFork],
  ];
  for (const [k, v] of numbers) lines.push(`${k} ${Math.max(0, Math.floor(v))}`);
  lines.push('end', '');
  return lines.join('\n');
}

export class HelperProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly lines: Interface;
  private readonly waiting: Array<{ resolve: (line: string) => void; reject: (e: Error) => void }> = [];
  private stderrTail = '';
  private exitError: Error | null = null;
  readonly exited: Promise<void>;

  constructor(helperPath: string, args: string[]) {
    this.child = spawn(helperPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.lines = createInterface({ input: this.child.stdout });
    this.lines.on('line', (line) => this.waiting.shift()?.resolve(line));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d: string) => { this.stderrTail = (this.stderrTail + d).slice(-2000); });
    this.child.stdin.on('error', () => {}); // a dead helper is reported through `exited`
    this.exited = new Promise((resolve) => {
      this.child.on('close', (code, signal) => {
        this.exitError = new Error(
          `sandbox helper exited (${signal ?? code}): ${this.stderrTail.trim() || 'no message'}`,
        );
        for (const w of this.waiting.splice(0)) w.reject(this.exitError);
        resolve();
      });
      this.child.on('error', (e) => {
        this.exitError = e;
        for (const w of this.waiting.splice(0)) w.reject(e);
        resolve();
      });
    });
  }

  get alive(): boolean {
    return this.exitError === null;
  }

  /** Sends one request (or nothing, to read the ready line) and resolves with its JSON answer. */
  request<T>(text: string | null): Promise<T> {
    if (this.exitError) return Promise.reject(this.exitError);
    return new Promise<string>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (text !== null) this.child.stdin.write(text);
    }).then((line) => JSON.parse(line) as T);
  }

  /** EOF on stdin makes the helper tear the slot down (mount, cgroup) and exit. */
  async stop(): Promise<void> {
    if (this.alive) this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

// CPU and memory of each part of the cluster, sampled from /proc every second: a part is a process
// and its descendants (a judge node's sandboxed runs are reaped by its helpers, so their CPU shows in
// the helpers' children counters), or a list of pids asked for again at each sample (PostgreSQL's
// backends serving the bench's database). CPU is utime + stime + cutime + cstime; memory is RSS,
// except PostgreSQL's backends whose shared buffers would be counted once per backend: their PSS.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const PAGE = 4096;

export interface Part {
  name: string;
  /** the root pid (with its descendants), or the pids to sample now */
  pids: number | (() => Promise<number[]>);
  /** the root pid alone, without its descendants (the load generator, whose children are the cluster) */
  alone?: boolean;
}

interface Stat { ppid: number; ticks: number; reaped: number; rss: number }

function readStat(pid: number): Stat | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces and parentheses: fields start after the last ')'
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    // f[0] is field 3 (state): ppid 4, utime 14, stime 15, cutime 16, cstime 17, rss 24
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]), rss: Number(f[21]) * PAGE };
  } catch {
    return null;
  }
}

function pss(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface Sample { at: number; rss: Map<string, number> }

export interface PartUsage { name: string; cpuPercent: number; peakMiB: number }

export class Usage {
  private readonly cumulative = new Map<string, number>();
  private readonly last = new Map<string, Map<number, number>>();
  private readonly samples: Sample[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;

  constructor(private readonly parts: Part[], private readonly pssFor: Set<string> = new Set()) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      void this.sample().finally(() => { this.busy = false; });
    }, 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** CPU ticks so far per part, to subtract at the end of a phase */
  mark(): { at: number; ticks: Map<string, number> } {
    return { at: Date.now(), ticks: new Map(this.cumulative) };
  }

  /** each part's CPU (% of one core) and peak memory between `from` and now */
  since(from: { at: number; ticks: Map<string, number> }): PartUsage[] {
    const seconds = (Date.now() - from.at) / 1000;
    return this.parts.map(({ name }) => {
      const ticks = (this.cumulative.get(name) ?? 0) - (from.ticks.get(name) ?? 0);
      let peak = 0;
      for (const s of this.samples) if (s.at >= from.at) peak = Math.max(peak, s.rss.get(name) ?? 0);
      return { name, cpuPercent: (100 * ticks) / TICKS_PER_SECOND / seconds, peakMiB: peak / 2 ** 20 };
    });
  }

  private async sample(): Promise<void> {
    const all = new Map<number, Stat>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = readStat(Number(entry));
      if (s) all.set(Number(entry), s);
    }
    const children = new Map<number, number[]>();
    for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
    const rss = new Map<string, number>();
    for (const part of this.parts) {
      let pids: number[];
      if (typeof part.pids === 'number') {
        pids = [];
        const stack = [part.pids];
        while (stack.length) {
          const pid = stack.pop()!;
          if (!all.has(pid)) continue;
          pids.push(pid);
          if (!part.alone) stack.push(...(children.get(pid) ?? []));
        }
      } else {
        pids = await part.pids().catch(() => []);
      }
      const before = this.last.get(part.name) ?? new Map<number, number>();
      const now = new Map<number, number>();
      let delta = 0;
      let mem = 0;
      for (const pid of pids) {
        const s = all.get(pid) ?? readStat(pid);
        if (!s) continue;
        // a part's own pid alone leaves out its children (the cluster's nodes, reaped only at the end)
        const ticks = s.ticks + (part.alone ? 0 : s.reaped);
        now.set(pid, ticks);
        // a pid seen for the first time counts from now on (its past is not this phase's)
        const prev = before.get(pid);
        if (prev !== undefined) delta += Math.max(0, ticks - prev);
        mem += this.pssFor.has(part.name) ? pss(pid) : s.rss;
      }
      this.last.set(part.name, now);
      this.cumulative.set(part.name, (this.cumulative.get(part.name) ?? 0) + delta);
      rss.set(part.name, mem);
    }
    this.samples.push({ at: Date.now(), rss });
  }
}

// From the helper's raw numbers to a RunResult status (sandbox-research.md §9.3, first match wins).
import { constants } from 'node:os';
import type { RawRunReport } from './helper-process.ts';
import type { RunResult, RunStatus } from './types.ts';

const SIGNAL_NAMES = new Map<number, string>(
  Object.entries(constants.signals).map(([name, num]) => [num, name]),
);
const SIGKILL = constants.signals.SIGKILL;
const SIGXCPU = constants.signals.SIGXCPU;
const SIGXFSZ = constants.signals.SIGXFSZ;
const PAGE = 4096;

export interface EffectiveLimits {
  cpuTimeMs: number;
  wallTimeMs: number;
  memoryBytes: number;
  outputBytes: number;
  processes: number;
}

export interface RunFacts {
  report: RawRunReport;
  limits: EffectiveLimits;
  rootMode: boolean;
  outputBytes: number;
  stderrExcerpt: string;
}

function status(f: RunFacts, cpuMs: number, memoryBytes: number): { status: RunStatus; message: string } {
  const r = f.report;
  if (!r.ok) return { status: 'system-error', message: r.error || 'sandbox failure' };
  if (r.killedBy === 'cpu' || cpuMs > f.limits.cpuTimeMs || r.signal === SIGXCPU) {
    return { status: 'time-limit', message: '' };
  }
  if (r.killedBy === 'wall') return { status: 'time-limit', message: 'wall time limit (program was idle or blocked)' };
  const nearLimit = memoryBytes >= f.limits.memoryBytes - PAGE;
  if (r.oomKill > 0 || (r.signal === SIGKILL && nearLimit)) return { status: 'memory-limit', message: '' };
  // The cgroup limit sits on top of what the slot held before the run; the kernel may drop that
  // page cache to make room, so a program can end normally having held more than its limit. Its
  // own resident set says so.
  if (r.maxRssKb * 1024 > f.limits.memoryBytes) return { status: 'memory-limit', message: '' };
  if (!f.rootMode && r.signal !== 0 && nearLimit) {
    return { status: 'memory-limit', message: 'approximate (user mode): peak RSS reached the limit' };
  }
  if (r.signal === SIGXFSZ || f.outputBytes > f.limits.outputBytes) return { status: 'output-limit', message: '' };
  if (r.signal !== 0 || r.exitCode !== 0) {
    // a failed pthread_create usually ends in abort() or a panic: say why
    const why = r.pidsRefused > 0 ? `thread limit reached: at most ${f.limits.processes} threads at once` : '';
    return { status: 'runtime-error', message: why };
  }
  return { status: 'ok', message: '' };
}

export function toRunResult(f: RunFacts): RunResult {
  const r = f.report;
  const cpuMs = Math.round(r.cpuNs / 1e4) / 100;
  // The cgroup peak is what the limit enforces; user mode only has the max RSS; a program that
  // grew into reclaimed page cache shows more in its own RSS than in the cgroup's growth.
  const memoryBytes = Math.max(f.rootMode && r.memPeak > 0 ? r.memPeak : 0, r.maxRssKb * 1024);
  const verdict = status(f, cpuMs, memoryBytes);
  return {
    status: verdict.status,
    exitCode: r.ok && r.signal === 0 && r.exitCode >= 0 ? r.exitCode : null,
    signal: r.ok && r.signal !== 0 ? { name: SIGNAL_NAMES.get(r.signal) ?? `SIG${r.signal}`, number: r.signal } : null,
    cpuTimeMs: cpuMs,
    wallTimeMs: Math.round(r.wallNs / 1e4) / 100,
    endedAtUs: r.endUs,
    memoryKb: Math.round(memoryBytes / 1024),
    maxRssKb: r.maxRssKb,
    killedBy: r.killedBy,
    taskLimitHit: r.pidsRefused > 0,
    outputBytes: f.outputBytes,
    stderrExcerpt: f.stderrExcerpt,
    message: verdict.message,
  };
}

/** A result for a run the helper never answered (it died, or the request was refused). */
export function systemError(message: string): RunResult {
  return {
    status: 'system-error', exitCode: null, signal: null, cpuTimeMs: 0, wallTimeMs: 0, endedAtUs: 0, memoryKb: 0,
    maxRssKb: 0, killedBy: null, taskLimitHit: false, outputBytes: 0, stderrExcerpt: '', message,
  };
}

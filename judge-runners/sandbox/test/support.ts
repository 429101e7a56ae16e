// Shared set-up for the sandbox tests: a pool in a private base dir with its own uid range, C
// programs compiled inside the sandbox, and a check that the host is left as it was.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createSandboxPool } from '../src/index.ts';
import type { RunResult, SandboxPool, SandboxPoolOptions, SandboxSlot } from '../src/index.ts';

export const MiB = 1024 * 1024;

/** Limits a compiler gets: more CPU, memory and processes than a solution. */
export const COMPILE_LIMITS = { cpuTimeMs: 10_000, wallTimeMs: 20_000, memoryBytes: 512 * MiB, processes: 32 };

export interface TestPool {
  pool: SandboxPool;
  baseDir: string;
  uids: number[];
}

// Each test file takes its own uid range so "no process of a slot uid is left" is meaningful
// while tap runs files in parallel.
export async function startPool(
  t: { teardown: (fn: () => Promise<void> | void) => void },
  firstUid: number,
  options: Partial<SandboxPoolOptions> = {},
): Promise<TestPool> {
  const baseDir = mkdtempSync(join(tmpdir(), 'oj-sandbox-test-'));
  const slots = options.slots ?? 2;
  const pool = await createSandboxPool({ slots, baseDir, firstUid, ...options });
  const uids = Array.from({ length: slots }, (_, i) => firstUid + i);
  t.teardown(() => pool.close());
  return { pool, baseDir, uids };
}

export async function compileC(slot: SandboxSlot, name: string, source: string, flags: string[] = ['-O2']): Promise<string> {
  await slot.writeFile(`${name}.c`, source);
  const r = await slot.run({ argv: ['/usr/bin/gcc', ...flags, '-o', name, `${name}.c`], limits: COMPILE_LIMITS });
  if (r.status !== 'ok') throw new Error(`compiling ${name} failed: ${r.status} ${r.stderrExcerpt}`);
  return `/w/${name}`;
}

export async function stdoutOf(slot: SandboxSlot, name = '.stdout'): Promise<string> {
  return (await slot.readFile(name)).data.toString('utf8');
}

export function describe(r: RunResult): string {
  return `${r.status} exit=${r.exitCode} sig=${r.signal?.name ?? '-'} cpu=${r.cpuTimeMs} mem=${r.memoryKb} ${r.message} ${r.stderrExcerpt.slice(0, 200)}`;
}

/** Processes (pids) whose real uid is one of `uids`. */
export function processesOf(uids: number[]): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uids.includes(uid)) found.push(Number(entry));
    } catch { /* exited meanwhile */ }
  }
  return found;
}

/** Everything a closed pool must not leave behind: processes, mounts, cgroups, directories. */
export function hostLeftovers(slotWorkDir: string, uids: number[]): string[] {
  const poolDir = dirname(slotWorkDir);
  const problems: string[] = [];
  const procs = processesOf(uids);
  if (procs.length) problems.push(`processes of slot uids: ${procs.join(',')}`);
  const helpers = readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
    try { return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(poolDir); } catch { return false; }
  });
  if (helpers.length) problems.push(`helper processes: ${helpers.join(',')}`);
  if (readFileSync('/proc/self/mountinfo', 'utf8').includes(poolDir)) problems.push('work dir still mounted');
  for (const ctrl of ['memory', 'pids', 'cpuacct', '']) {
    const dir = join('/sys/fs/cgroup', ctrl, 'oj-sandbox');
    if (!existsSync(dir)) continue;
    const mine = readdirSync(dir).filter((d) => d.startsWith(basename(poolDir) + '-'));
    if (mine.length) problems.push(`cgroups left in ${dir}: ${mine.join(',')}`);
  }
  if (existsSync(poolDir)) problems.push(`pool dir ${poolDir} still exists`);
  return problems;
}

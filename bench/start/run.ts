// bench/start — target P8: `oj start` on an empty data dir answers its first call within 20 s,
// and the whole process tree (web node, embedded database, judge node) stays under 1.5 GB RSS.
// Baselines measured in the same run: a bare Node HTTP server spawned the same way, and the same
// warm start running the TypeScript sources through tsx instead of the compiled dist/.
//   node --conditions=oj-source --import tsx bench/start/run.ts [--runs 3]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const OJ = new URL('../../core/cli/bin/oj.js', import.meta.url).pathname;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => { const p = (srv.address() as { port: number }).port; srv.close(() => res(p)); });
  });
}

/** Resident memory of a process and all its descendants, in bytes (from /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch { /* gone */ }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch { /* gone */ }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function measure(argv: string[], url: (port: number) => string, settleMs: number): Promise<{ readyMs: number; peakRss: number }> {
  const port = await freePort();
  const started = performance.now();
  const proc: ChildProcess = spawn(process.execPath, argv.map((a) => a.replace('{port}', String(port))), { stdio: 'ignore', env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', OJ_LOG_LEVEL: 'warn' } });
  let peakRss = 0;
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, treeRss(proc.pid!)); }, 100);
  let readyMs = NaN;
  for (;;) {
    try {
      if ((await fetch(url(port))).ok) { readyMs = performance.now() - started; break; }
    } catch { /* not yet */ }
    if (proc.exitCode !== null || performance.now() - started > 120_000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // keep sampling while the site settles (queue workers, judge node start-up)
  await new Promise((r) => setTimeout(r, settleMs));
  clearInterval(sampler);
  peakRss = Math.max(peakRss, treeRss(proc.pid!));
  await new Promise<void>((res) => { proc.once('exit', () => res()); proc.kill('SIGTERM'); setTimeout(() => proc.kill('SIGKILL'), 10_000); });
  return { readyMs, peakRss };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;

const bare = `require('http').createServer((q,s)=>s.end('ok')).listen(Number(process.argv[1]),'127.0.0.1')`;
const baseline: { readyMs: number; peakRss: number }[] = [];
const cold: { readyMs: number; peakRss: number }[] = [];
const warm: { readyMs: number; peakRss: number }[] = [];
/** the same warm start running the TypeScript sources through tsx (how the site ran before it was compiled) */
const warmSource: { readyMs: number; peakRss: number }[] = [];
for (let i = 0; i < runs; i++) {
  baseline.push(await measure(['-e', bare, '{port}'], (p) => `http://127.0.0.1:${p}/`, 0));
  const dataDir = mkdtempSync(join(tmpdir(), 'oj-bench-start-'));
  const argv = [OJ, 'start', '--port', '{port}', '--data-dir', dataDir];
  cold.push(await measure(argv, (p) => `http://127.0.0.1:${p}/api/get-website-config`, 5000));
  warm.push(await measure(argv, (p) => `http://127.0.0.1:${p}/api/get-website-config`, 5000));
  warmSource.push(await measure(['--conditions=oj-source', ...argv], (p) => `http://127.0.0.1:${p}/api/get-website-config`, 5000));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`bench/start — ${runs} runs (median; peak RSS is the whole process tree)`);
console.log(`  baseline: bare Node HTTP server   ready ${median(baseline.map((r) => r.readyMs)).toFixed(0)} ms   RSS ${mb(median(baseline.map((r) => r.peakRss)))}`);
console.log(`  oj start, empty data dir          ready ${median(cold.map((r) => r.readyMs)).toFixed(0)} ms   peak RSS ${mb(Math.max(...cold.map((r) => r.peakRss)))}   (target P8: ≤ 20000 ms, ≤ 1536 MB)`);
console.log(`  oj start, existing data dir       ready ${median(warm.map((r) => r.readyMs)).toFixed(0)} ms   peak RSS ${mb(Math.max(...warm.map((r) => r.peakRss)))}`);
console.log(`  the same, sources through tsx     ready ${median(warmSource.map((r) => r.readyMs)).toFixed(0)} ms   peak RSS ${mb(Math.max(...warmSource.map((r) => r.peakRss)))}`);
console.log(JSON.stringify({ baseline, cold, warm, warmSource }));

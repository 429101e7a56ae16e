// Target P1 (design/TARGETS.md): per-run overhead of the sandbox for A+B in C on a warm slot,
// against a C fork+exec+wait of the same binary with pipes (bench/baseline/forkexec.c), built
// and run in the same run, interleaved run by run. Node's own spawn is shown for reference.
//   node --conditions=oj-source --import tsx bench/sandbox/run.ts [runs=200]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxPool } from '../../judge-runners/sandbox/src/index.ts';
import { APLUSB, startForkExec } from '../baseline/forkexec.ts';

const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 20;
const INPUT = '123456 654321\n';

function nodeSpawn(binary: string): Promise<number> {
  const t0 = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 || out !== '777777\n') reject(new Error(`bare run failed: ${code} ${out}`));
      else resolve(Number(process.hrtime.bigint() - t0) / 1e6);
    });
    child.stdin.end(INPUT);
  });
}

function stats(ms: number[]): { median: number; p90: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p90: at(0.9) };
}

const ms = () => Number(process.hrtime.bigint()) / 1e6;
const baseDir = mkdtempSync(join(tmpdir(), 'oj-bench-sandbox-'));
const pool = await createSandboxPool({ slots: 1, baseDir });
const load = loadavg()[0]!;
try {
  const slot = await pool.acquire();
  await slot.writeFile('main.c', APLUSB);
  const compiled = await slot.run({
    argv: ['/usr/bin/gcc', '-O2', '-o', 'main', 'main.c'],
    limits: { cpuTimeMs: 10_000, memoryBytes: 512 << 20, processes: 32 },
  });
  if (compiled.status !== 'ok') throw new Error(`compile failed: ${compiled.stderrExcerpt}`);
  const hostBinary = await slot.safeHostPath('main');
  const forkExec = startForkExec(baseDir, hostBinary);

  // One sandboxed run as a judge does it: write the input, run, read the output back; the
  // phases are kept to show where the time goes.
  const phases = { write: [] as number[], run: [] as number[], inside: [] as number[], read: [] as number[] };
  const sandboxRun = async (): Promise<number> => {
    const t0 = ms();
    await slot.writeFile('in.txt', INPUT);
    const t1 = ms();
    const r = await slot.run({ argv: ['/w/main'], stdin: { file: 'in.txt' }, stdout: 'out.txt', limits: { cpuTimeMs: 1000, memoryBytes: 256 << 20, processes: 16, newProcesses: false } });
    const t2 = ms();
    const out = (await slot.readFile('out.txt')).data.toString();
    const t3 = ms();
    if (r.status !== 'ok' || out !== '777777\n') throw new Error(`sandboxed run failed: ${r.status} ${out}`);
    phases.write.push(t1 - t0); phases.run.push(t2 - t1); phases.inside.push(r.wallTimeMs); phases.read.push(t3 - t2);
    return t3 - t0;
  };

  for (let i = 0; i < WARMUP; i++) { await forkExec.run(123456, 654321); await nodeSpawn(hostBinary); await sandboxRun(); }
  for (const list of Object.values(phases)) list.length = 0;
  const c: number[] = [], node: number[] = [], sandboxed: number[] = [];
  for (let i = 0; i < RUNS; i++) { // interleaved, so machine noise hits all alike
    c.push(await forkExec.run(123456, 654321));
    node.push(await nodeSpawn(hostBinary));
    sandboxed.push(await sandboxRun());
  }
  forkExec.close();
  const b = stats(c), n = stats(node), s = stats(sandboxed);
  const f = (x: number) => x.toFixed(2).padStart(6);
  console.log(`sandbox overhead, A+B in C, ${RUNS} runs each (mode: ${pool.mode}, cgroup v${pool.cgroupVersion ?? '-'}, load average ${load.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end)`);
  console.log(`  C fork+exec+wait, pipes : median ${f(b.median)} ms   p90 ${f(b.p90)} ms   (the baseline)`);
  console.log(`  sandboxed (warm slot)   : median ${f(s.median)} ms   p90 ${f(s.p90)} ms`);
  console.log(`  difference              : median ${f(s.median - b.median)} ms   ratio ${(s.median / b.median).toFixed(2)}`);
  console.log(`  Node spawn (reference)  : median ${f(n.median)} ms   p90 ${f(n.p90)} ms`);
  console.log(`  sandboxed run, medians of its phases: write input ${f(stats(phases.write).median)} ms, slot.run ${f(stats(phases.run).median)} ms` +
    ` (fork to reap inside the slot ${f(stats(phases.inside).median)} ms), read output ${f(stats(phases.read).median)} ms`);
  console.log(`  target P1: median <= C baseline + 1 ms -> ${s.median <= b.median + 1 ? 'MET' : 'NOT MET'}`);
  await slot.release();
} finally {
  await pool.close();
  rmSync(baseDir, { recursive: true, force: true });
}

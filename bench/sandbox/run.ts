// Target P1 (design/TARGETS.md): per-run overhead of the sandbox for A+B in C on a warm slot,
// against a bare spawn of the same binary from Node, measured in the same process, interleaved.
//   node --import tsx bench/sandbox/run.ts [runs=200]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxPool } from '../../judge-runners/sandbox/src/index.ts';

const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 20;
const INPUT = '123456 654321\n';
const APLUSB = '#include <stdio.h>\nint main(void){long a,b;if(scanf("%ld %ld",&a,&b)!=2)return 1;printf("%ld\\n",a+b);return 0;}\n';

function bareRun(binary: string): Promise<number> {
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

const baseDir = mkdtempSync(join(tmpdir(), 'oj-bench-sandbox-'));
const pool = await createSandboxPool({ slots: 1, baseDir });
try {
  const slot = await pool.acquire();
  await slot.writeFile('main.c', APLUSB);
  const compiled = await slot.run({
    argv: ['/usr/bin/gcc', '-O2', '-o', 'main', 'main.c'],
    limits: { cpuTimeMs: 10_000, memoryBytes: 512 << 20, processes: 32 },
  });
  if (compiled.status !== 'ok') throw new Error(`compile failed: ${compiled.stderrExcerpt}`);
  const hostBinary = await slot.safeHostPath('main');

  // One sandboxed run as a judge does it: write the input, run, read the output back.
  const sandboxRun = async (): Promise<number> => {
    const t0 = process.hrtime.bigint();
    await slot.writeFile('in.txt', INPUT);
    const r = await slot.run({ argv: ['/w/main'], stdin: { file: 'in.txt' }, stdout: 'out.txt', limits: { cpuTimeMs: 1000, memoryBytes: 256 << 20 } });
    const out = (await slot.readFile('out.txt')).data.toString();
    if (r.status !== 'ok' || out !== '777777\n') throw new Error(`sandboxed run failed: ${r.status} ${out}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };

  for (let i = 0; i < WARMUP; i++) { await bareRun(hostBinary); await sandboxRun(); }
  const bare: number[] = [], sandboxed: number[] = [];
  for (let i = 0; i < RUNS; i++) { // interleaved, so machine noise hits both alike
    bare.push(await bareRun(hostBinary));
    sandboxed.push(await sandboxRun());
  }
  const b = stats(bare), s = stats(sandboxed);
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(`sandbox overhead, A+B in C, ${RUNS} runs each (mode: ${pool.mode}, cgroup v${pool.cgroupVersion ?? '-'})`);
  console.log(`  bare spawn from Node : median ${f(b.median)} ms   p90 ${f(b.p90)} ms`);
  console.log(`  sandboxed (warm slot): median ${f(s.median)} ms   p90 ${f(s.p90)} ms`);
  console.log(`  overhead             : median ${f(s.median - b.median)} ms   p90 ${f(s.p90 - b.p90)} ms`);
  console.log(`  target P1: median <= bare + 1 ms -> ${s.median <= b.median + 1 ? 'MET' : 'NOT MET'}`);
  await slot.release();
} finally {
  await pool.close();
  rmSync(baseDir, { recursive: true, force: true });
}

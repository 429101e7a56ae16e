// Target P2 (design/TARGETS.md): trivial test runs per second through the judge engine, against
// a C fork+exec+wait of the same binary with pipes at the same parallelism
// (bench/baseline/forkexec.c), built and run in the same run, rounds interleaved.
//   node --conditions=oj-source --import tsx bench/judge/run.ts [cases=400] [rounds=3] [slots=cores+1]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxPool } from '../../judge-runners/sandbox/src/index.ts';
import { JudgeEngine, JudgeStatus, type JudgeTask, type TestCase } from '../../judge-runners/engine/src/index.ts';
import { APLUSB, startForkExec } from '../baseline/forkexec.ts';

const CASES = Number(process.argv[2] ?? 400);
const ROUNDS = Number(process.argv[3] ?? 3);
/** sandbox slots and cases at once: the judge node's default for this machine (2 cores → 3 slots) */
const PARALLELISM = Number(process.argv[4] ?? cpus().length + 1);
const TARGET_RUNS_PER_SECOND = 1000;

const dir = mkdtempSync(join(tmpdir(), 'oj-bench-judge-'));
const cases: TestCase[] = [];
for (let i = 1; i <= CASES; i++) {
  writeFileSync(join(dir, `${i}.in`), `${i} ${i * 2}\n`);
  writeFileSync(join(dir, `${i}.out`), `${i * 3}\n`);
  cases.push({ caseId: i, inputName: `${i}.in`, outputName: `${i}.out`, score: 1 });
}

/** the engine: one submission of CASES trivial cases; the judging phase only (after compiling) */
async function engineRunsPerSecond(engine: JudgeEngine): Promise<number> {
  const task: JudgeTask = {
    language: 'C With O2', code: APLUSB, problemType: 'OI', timeLimitMs: 1000, memoryLimitMb: 64,
    judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false,
  };
  let judgingFrom = 0;
  const outcome = await engine.judge(task, { dir, cases }, (p) => { if (p.stage === 'judging' && judgingFrom === 0) judgingFrom = performance.now(); });
  const seconds = (performance.now() - judgingFrom) / 1000;
  if (outcome.status !== JudgeStatus.ACCEPTED || outcome.cases.length !== CASES) throw new Error(`engine run failed: status ${outcome.status} ${outcome.message}`);
  return CASES / seconds;
}

const binary = join(dir, 'aplusb');
writeFileSync(join(dir, 'aplusb.c'), APLUSB);
execFileSync('gcc', ['-O2', '-o', binary, join(dir, 'aplusb.c')]);
const forkExec = startForkExec(dir, binary);
const bareRunsPerSecond = async () => CASES / ((await forkExec.batch(CASES, PARALLELISM)) / 1000);
const pool = await createSandboxPool({ slots: PARALLELISM });
const loadAtStart = loadavg()[0]!;
try {
  const engine = new JudgeEngine({ pool, caseParallelism: PARALLELISM });
  await engineRunsPerSecond(engine); // warm-up
  await bareRunsPerSecond();
  const engineRates: number[] = [];
  const bareRates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    engineRates.push(await engineRunsPerSecond(engine));
    bareRates.push(await bareRunsPerSecond());
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const engineRate = median(engineRates);
  const bareRate = median(bareRates);
  console.log(`judge throughput, ${CASES} trivial A+B cases per submission, ${PARALLELISM} slots, ${pool.mode} mode, median of ${ROUNDS} rounds` +
    ` (load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end)`);
  console.log(`  engine (sandboxed run + compare):       ${engineRate.toFixed(0)} test runs/s   rounds: ${engineRates.map((x) => x.toFixed(0)).join(', ')}`);
  console.log(`  baseline (C fork+exec+wait, pipes):     ${bareRate.toFixed(0)} runs/s        rounds: ${bareRates.map((x) => x.toFixed(0)).join(', ')}`);
  console.log(`  engine / baseline: ${(engineRate / bareRate).toFixed(2)}   per run: engine ${(1000 / engineRate).toFixed(2)} ms, baseline ${(1000 / bareRate).toFixed(2)} ms (wall, ${PARALLELISM} at once)`);
  console.log(`  P2 (≥ ${TARGET_RUNS_PER_SECOND} test runs/s): ${engineRate >= TARGET_RUNS_PER_SECOND ? 'met' : 'NOT met'}`);
} finally {
  forkExec.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
}

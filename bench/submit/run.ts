// Targets P3 and P4 (design/TARGETS.md), each beside a baseline measured in the same run.
//   node --conditions=oj-source --import tsx bench/submit/run.ts [verdicts=20] [seconds=5] [connections=16]
// P3: submit → final verdict of A+B in C++ on an idle site with one judge node, against the
//     compile time of the same source with the same g++ command on the host.
// P4: accepted submissions per second through POST /api/submit-problem-judge (no judge node:
//     intake never waits for judging) and its p99, against a bare Fastify route.
// PGlite by default; a fresh database on the PostgreSQL of DATABASE_URL when it is set.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { TestSite } from '../../core/kernel/test/harness.ts';
import { JudgeEngine, readTestData } from '../../judge-runners/engine/src/index.ts';
import { openSandboxPool, startJudgeNode, type TestDataSource } from '../../judge-runners/worker/src/index.ts';
import { LanguageRegistry, compileCommand } from '../../judge-runners/languages/src/index.ts';
import { fmt, load, percentile } from './load.ts';

const VERDICTS = Number(process.argv[2] ?? 20);
const SECONDS = Number(process.argv[3] ?? 5);
const CONNECTIONS = Number(process.argv[4] ?? 16);
const LANGUAGE = 'C++';
const AB = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const CASES: Array<[string, string]> = [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']];
const UNFINISHED = [5, 6, 7];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
const bare = Fastify();
bare.post('/bare', async (request) => ({ status: 200, msg: 'success', data: { submitId: (request.body as { pid: number }).pid } }));
try {
  await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (site.app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}`);

  const { token: rootToken } = await site.userWithToken('boss', 'root');
  const { token } = await site.userWithToken('alice');
  const created = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
    token: rootToken,
    body: {
      problem: { problemId: '1000', title: 'A+B', description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, codeShare: true },
      languages: [{ name: LANGUAGE }],
      samples: CASES.map(([input, output]) => ({ input, output, score: null, groupNum: null })),
      isUploadTestCase: false,
    },
  });
  if (created.status !== 200) throw new Error(`problem not created: ${created.msg}`);
  const pid = created.data.pid;
  const body = { pid, language: LANGUAGE, code: AB };

  async function submitOnce(): Promise<number> {
    const res = await fetch(`${base}/api/submit-problem-judge`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { status: number; msg: string; data: { submitId: number } };
    if (json.status !== 200) throw new Error(`submit refused: ${json.msg}`);
    return json.data.submitId;
  }

  // ---- P3: submit → verdict, beside the compile of the same source ----
  const testcaseRoot = join(site.dataDir, 'problems', 'testcase');
  const testData: TestDataSource = {
    async get(ref) {
      const dir = join(testcaseRoot, `problem_${ref.problemId}`);
      const data = await readTestData(dir);
      return { dir, cases: data.cases, judgeMode: data.judgeMode, judgeCaseMode: data.judgeCaseMode, hash: ref.hash };
    },
  };
  const pool = await openSandboxPool(3);
  const node = startJudgeNode({ connection: site.kernel.queues.connection, engine: new JudgeEngine({ pool }), testData, concurrency: 1, judger: 'bench', log: () => {} });
  const language = new LanguageRegistry().get(LANGUAGE)!;
  const compileDir = mkdtempSync(join(tmpdir(), 'oj-bench-submit-'));
  writeFileSync(join(compileDir, language.sourceFile), AB);
  const [compiler, ...compileArgs] = compileCommand(language)!.argv;
  async function compileMs(): Promise<number> {
    const t0 = performance.now();
    const child = spawn(compiler, compileArgs, { cwd: compileDir, stdio: 'ignore' });
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) throw new Error(`host compile failed (${compiler} ${compileArgs.join(' ')})`);
    return performance.now() - t0;
  }
  async function verdictMs(): Promise<number> {
    const t0 = performance.now();
    const id = await submitOnce();
    for (;;) {
      const row = (await site.db('submissions_judge').where({ submitId: id }).first('status')) as { status: number };
      if (!UNFINISHED.includes(row.status)) {
        if (row.status !== 0) throw new Error(`submission ${id} ended with status ${row.status}`);
        return performance.now() - t0;
      }
      await sleep(5);
    }
  }
  await compileMs(); await verdictMs(); await verdictMs(); // warm-up: page cache, sandbox slots, test data
  const compiles: number[] = [];
  const verdicts: number[] = [];
  for (let i = 0; i < VERDICTS; i++) {
    compiles.push(await compileMs());
    verdicts.push(await verdictMs());
  }
  await node.close();
  await pool.close();
  rmSync(compileDir, { recursive: true, force: true });
  const c50 = percentile(compiles, 50);
  const v50 = percentile(verdicts, 50);
  console.log(`\nP3 submit → verdict, A+B in ${LANGUAGE} (${language.description}), ${VERDICTS} submissions one at a time`);
  console.log(`  baseline host compile  p50 ${fmt(c50)} ms  p90 ${fmt(percentile(compiles, 90))} ms   (${compiler} ${compileArgs.join(' ')})`);
  console.log(`  submit → verdict       p50 ${fmt(v50)} ms  p90 ${fmt(percentile(verdicts, 90))} ms`);
  console.log(`  overhead over compile  p50 ${fmt(v50 - c50)} ms  → P3 (p50 ≤ compile + 150 ms) ${v50 <= c50 + 150 ? 'met' : 'NOT met'}`);

  // ---- P4: intake, beside a bare Fastify route ----
  const count = async () => Number(((await site.db('submissions_judge').count({ n: '*' }).first()) as { n: string | number }).n);
  console.log(`\nP4 intake: ${CONNECTIONS} connections × ${SECONDS} s (autocannon in its own process), no judge node`);
  for (let round = 1; round <= 2; round++) {
    const b = await load({ url: `http://127.0.0.1:${barePort}/bare`, method: 'POST', body, connections: CONNECTIONS, seconds: SECONDS });
    const before = await count();
    const t0 = performance.now();
    const s = await load({ url: `${base}/api/submit-problem-judge`, method: 'POST', headers: { authorization: token }, body, connections: CONNECTIONS, seconds: SECONDS });
    const seconds = (performance.now() - t0) / 1000;
    const accepted = (await count()) - before;
    const rate = accepted / Math.min(seconds, SECONDS);
    console.log(`  round ${round}  baseline bare route  ${fmt(b.requestsPerSecond)} req/s  p99 ${fmt(b.p99)} ms`);
    console.log(`           submit               ${fmt(s.requestsPerSecond)} req/s  p99 ${fmt(s.p99)} ms  accepted ${fmt(accepted)} (${fmt(rate)}/s)  non-2xx ${s.non2xx} errors ${s.errors}`
      + `  → P4 (≥ 300/s, p99 ≤ 200 ms) ${rate >= 300 && s.p99 <= 200 ? 'met' : 'NOT met'}`);
  }
} finally {
  await new Promise((r) => setTimeout(r, 2000)); // requests still queued when the load stopped
  await bare.close();
  await site.close();
}

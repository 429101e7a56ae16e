// Target P5 (design/TARGETS.md): throughput and p99 of API reads — the problem list and the
// submission list (first page, 20 rows, as a visitor and as a logged-in user) — against a bare
// Fastify route answering a page of the same size, measured in the same run and process.
//   node --conditions=oj-source --import tsx bench/api/run.ts [seconds=5] [connections=10] [problems=60] [submissions=5000]
// PGlite by default; a fresh database on the PostgreSQL of DATABASE_URL when it is set.
import Fastify from 'fastify';
import { TestSite } from '../../core/kernel/test/harness.ts';
import { fmt, load, type LoadResult } from '../submit/load.ts';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 10);
const PROBLEMS = Number(process.argv[4] ?? 60);
const SUBMISSIONS = Number(process.argv[5] ?? 5000);
const AB = 'a, b = map(int, input().split())\nprint(a + b)\n';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
const bare = Fastify();
try {
  await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
  const { token: rootToken } = await site.userWithToken('boss', 'root');
  const { token } = await site.userWithToken('alice');
  const pids: number[] = [];
  for (let i = 0; i < PROBLEMS; i++) {
    const res = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
      token: rootToken,
      body: {
        problem: { problemId: String(1000 + i), title: `A+B ${i}`, description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, codeShare: true },
        languages: [{ name: 'Python3' }], samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }], isUploadTestCase: false,
      },
    });
    if (res.status !== 200) throw new Error(`problem ${i}: ${res.msg}`);
    pids.push(res.data.pid);
  }
  // a few submissions through the API, then copies of them in bulk (the list reads rows, not how they came)
  for (const pid of pids.slice(0, 10)) {
    const res = await site.api('POST', '/api/submit-problem-judge', { token, body: { pid, language: 'Python3', code: AB } });
    if (res.status !== 200) throw new Error(`submit: ${res.msg}`);
  }
  const columns = ((await site.db.raw(
    "select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'submissions_judge' and column_name <> 'submit_id' order by ordinal_position",
  )) as { rows: { c: string }[] }).rows.map((r) => r.c);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await site.db.raw(`insert into submissions_judge (${list}) select ${list} from submissions_judge, generate_series(1, ?)`, [Math.ceil(SUBMISSIONS / 10) - 1]);
  const total = Number(((await site.db('submissions_judge').count({ n: '*' }).first()) as { n: string | number }).n);

  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
  // the baseline answers a page of the same size (the submission list's first page, as the site serves it)
  const page = await (await fetch(`${base}/api/get-submission-list?currentPage=1&limit=20`)).json();
  bare.get('/bare', async () => page);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; ${PROBLEMS} problems, ${fmt(total)} submissions; ${CONNECTIONS} connections × ${SECONDS} s (autocannon in its own process)`);

  const reads: Array<[string, string, Record<string, string>]> = [
    ['problem list (visitor)', '/api/get-problem-list?currentPage=1&limit=20', {}],
    ['problem list (user)', '/api/get-problem-list?currentPage=1&limit=20', { authorization: token }],
    ['submission list (visitor)', '/api/get-submission-list?currentPage=1&limit=20', {}],
    ['submission list (user)', '/api/get-submission-list?currentPage=1&limit=20', { authorization: token }],
  ];
  const line = (name: string, r: LoadResult, baseline?: LoadResult) => console.log(
    `  ${name.padEnd(27)} ${fmt(r.requestsPerSecond).padStart(7)} req/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99).padStart(3)} ms`
    + (r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : '')
    + (baseline ? `  = ${fmt((100 * r.requestsPerSecond) / baseline.requestsPerSecond)}% of bare → P5 (≥ 40%, p99 ≤ 50 ms) ${r.requestsPerSecond >= 0.4 * baseline.requestsPerSecond && r.p99 <= 50 ? 'met' : 'NOT met'}` : ''),
  );
  await load({ url: bareUrl, connections: CONNECTIONS, seconds: 1 });
  for (const [, path, headers] of reads) await load({ url: base + path, headers, connections: CONNECTIONS, seconds: 1 }); // warm-up
  for (const [name, path, headers] of reads) {
    // each read right after its own baseline run, so machine noise hits both alike
    const b = await load({ url: bareUrl, connections: CONNECTIONS, seconds: SECONDS });
    const r = await load({ url: base + path, headers, connections: CONNECTIONS, seconds: SECONDS });
    line('baseline bare route', b);
    line(name, r, b);
  }
} finally {
  await new Promise((r) => setTimeout(r, 2000)); // requests still queued when the load stopped
  await bare.close();
  await site.close();
}

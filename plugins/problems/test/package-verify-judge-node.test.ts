// "Verify solutions" of the import page on a site whose web node does not judge (issue 31 item 3):
// a site judged by judge machines (`verifyOn: judge-node`, what a web node without a sandbox does),
// POST /api/admin/problem/verify-package (its run polled to its end), and a judge node started on its own beside it that
// fetches the package's case files over HTTP with the judge token, as `oj judge` with OJ_WEB_URL
// does. No judge node: the call says so in the caller's language, within the bound, and leaves
// nothing behind; a judge node that cannot fetch the package: its reason; one without multi-pass
// refuses a multi-pass package, saying to update it; a judge node's lines reach
// the poll as they come (the test plays the judge node); a run broken by an unexpected error says
// it could not be judged, and why; then a small ICPC package
// (one accepted, one wrong solution) gets the lines `oj problem verify` prints for it on this
// machine, and its kept files are gone afterwards.
import t from 'tap';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { AddressInfo } from 'node:net';
import { JudgeEngine } from '@oj/judge-engine';
import {
  HttpTestData, JUDGE_VERIFY_QUEUE, JUDGE_VERIFY_RESULTS_QUEUE, PROTOCOL_VERSION, VERIFY_RESULT_JOB_NAME, openSandboxPool, startJudgeNode,
  type JudgeNode, type VerifyJob, type VerifyResultMessage,
} from '@oj/judge-worker';
import { TestSite } from '@oj/kernel/testing';
import { buildZip } from '../server/test-data/zip-writer.ts';
import { extractZip } from '../server/test-data/zip-reader.ts';
import { readPackage } from '../server/exchange/formats/detect.ts';
import { PACKAGE_DEPTH, PACKAGE_DOT_FILES, problemPackages, removeWorkDirs } from '../server/exchange/packages.ts';
import { verifyProblem } from '../server/exchange/verify.ts';
import { verifyLine, verifySummary } from '../server/commands/problem.ts';
import type { VerifyPackageStarted, VerifyPackageState } from '../shared/packages.ts';
import { upload } from './helpers.ts';
import { PACKAGES } from './package-helpers.ts';

const TIMEOUT_MS = 1500;
const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems', config: { verifyOn: 'judge-node', verifyTimeoutMs: TIMEOUT_MS } }] });
t.teardown(() => site.close());
const admin = await site.userWithToken('padmin', 'problem_admin');
await site.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
const judgeToken = site.kernel.judgeToken.current;

const zip = await buildZip([
  { path: 'echo/problem.yaml', data: Buffer.from('name: Echo\nlimits:\n  time_limit: 2\n') },
  { path: 'echo/data/sample/1.in', data: Buffer.from('hello\n') }, { path: 'echo/data/sample/1.ans', data: Buffer.from('hello\n') },
  { path: 'echo/data/secret/1.in', data: Buffer.from('world\n') }, { path: 'echo/data/secret/1.ans', data: Buffer.from('world\n') },
  { path: 'echo/data/secret/2.in', data: Buffer.from('LOUD\n') }, { path: 'echo/data/secret/2.ans', data: Buffer.from('LOUD\n') },
  // a Kattis input validator taking one lowercase word a line: data/secret/2.in is invalid
  { path: 'echo/input_validators/lower.py', data: Buffer.from('import re, sys\nif not re.fullmatch(r"[a-z]+\\n", sys.stdin.read()):\n    print("not one lowercase word", file=sys.stderr)\n    sys.exit(43)\nsys.exit(42)\n') },
  { path: 'echo/submissions/accepted/echo.c', data: Buffer.from('#include <stdio.h>\nint main(void){char s[64];if(scanf("%63s",s)==1)printf("%s\\n",s);return 0;}\n') },
  { path: 'echo/submissions/wrong_answer/reverse.py', data: Buffer.from('print(input()[::-1])\n') },
]);

/**
 * the package verified as the import page does it: the call answers the run's id at once, the run
 * is polled to its end; its last state
 */
async function verify(lang = 'en-US', pkg = zip): Promise<VerifyPackageState> {
  return pollUntil(await startVerify(lang, pkg), (state) => state.state !== 'running', lang);
}

/** the run's id, started as the import page starts it */
async function startVerify(lang = 'en-US', pkg = zip): Promise<string> {
  const started = await upload(site, '/api/admin/problem/verify-package', admin.token, pkg, 'echo.zip', lang) as { status: number; msg: string; data: VerifyPackageStarted };
  if (started.status !== 200) throw new Error(`verify-package refused: ${started.msg}`);
  return started.data.verifyId;
}

/** the run polled as the page polls it, until `until` holds (or the run ended); that state */
async function pollUntil(id: string, until: (state: VerifyPackageState) => boolean, lang = 'en-US'): Promise<VerifyPackageState> {
  for (const began = Date.now(); Date.now() - began < 120_000;) {
    const res = await site.app.inject({ method: 'GET', url: `/api/admin/problem/verify-package/${id}`, headers: { authorization: admin.token, 'accept-language': lang } });
    const state = (JSON.parse(res.body) as { data: VerifyPackageState }).data;
    if (until(state) || state.state !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('still running after 120 s');
}

/** what the site still keeps of verifications: kept files, and jobs on the lane */
async function leftBehind(): Promise<{ kept: string[]; jobs: number }> {
  const kept = await readdir(join(site.dataDir, 'problems', 'uploads')).catch(() => [] as string[]);
  const counts = await site.kernel.queues.queue(JUDGE_VERIFY_QUEUE).getJobCounts('waiting', 'prioritized', 'active', 'delayed');
  return { kept, jobs: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** `features`: what the node judges, fewer to play an older node (default: this version's) */
async function startJudge(packageFiles: boolean, features?: string[]): Promise<{ node: JudgeNode; close(): Promise<void> }> {
  const pool = await openSandboxPool(3);
  const cacheDir = await mkdtemp(join(tmpdir(), 'oj-judge-cache-'));
  const http = new HttpTestData({ baseUrl, token: judgeToken, cacheDir });
  const node = startJudgeNode({
    connection: site.kernel.queues.connection, engine: new JudgeEngine({ pool }), testData: http, ...(packageFiles ? { packageFiles: http } : {}),
    concurrency: 1, judger: 'verify-judge', log: () => {}, verifyHeartbeatMs: 200, ...(features ? { features } : {}),
  });
  return { node, async close() { await node.close(); await pool.close(); await rm(cacheDir, { recursive: true, force: true }); } };
}

// that the bound was kept is what the message says; how long the whole round took is not asserted
// (a timed assertion fails on a busy machine: a CI pre-check's did), a run past it fails verify()
t.test('no judge node: the run says so in the caller\'s language, naming the bound, and keeps nothing', async (t) => {
  const en = await verify();
  t.equal(en.state, 'failed');
  t.equal(en.message, 'No judge node took the verification within 2 s: start a judge node (oj judge) and verify again, or run oj problem verify <package> on a judge machine');
  const zh = await verify('zh-CN');
  t.equal(zh.state, 'failed');
  t.equal(zh.message, '2 秒内没有评测机接手验证：请启动评测机（oj judge）后重新验证，或在评测机上运行 oj problem verify <题目包>');
  t.same(await leftBehind(), { kept: [], jobs: 0 }, 'the kept package removed, the job withdrawn');
});

t.test('a judge node that cannot fetch the package says why, and nothing is kept', async (t) => {
  const judge = await startJudge(false);
  try {
    const r = await verify();
    t.equal(r.state, 'failed');
    t.equal(r.message, 'Judge node verify-judge could not verify the package: judge node verify-judge cannot fetch a package from the web node (it has no OJ_WEB_URL)');
    t.match((await verify('zh-CN')).message, /^评测机 verify-judge 无法验证该题目包：/);
  } finally {
    await judge.close();
  }
  t.same((await leftBehind()).kept, [], 'the kept package removed');
});

t.test('a judge node without multi-pass refuses a multi-pass package, saying it must be updated', async (t) => {
  const dir = join(PACKAGES, 'icpc/doubling');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  const doubling = await buildZip(await Promise.all(files.map(async (f) => ({ path: relative(PACKAGES, join(f.parentPath, f.name)), data: await readFile(join(f.parentPath, f.name)) }))));
  const judge = await startJudge(true, []);
  try {
    const r = await verify('en-US', doubling);
    t.equal(r.state, 'failed');
    // an older node knows none of the features: the package needs multi-pass and its output limit
    t.equal(r.message, 'Judge node verify-judge could not verify the package: this judge node does not support multi-pass, output-limit problems: update it');
  } finally {
    await judge.close();
  }
});

// the judge node played by the test: the job taken off the lane, its messages put on the results queue
t.test('each line a judge node judged reaches the poll before the end, with its time limit', async (t) => {
  const id = await startVerify();
  const lane = site.kernel.queues.queue(JUDGE_VERIFY_QUEUE);
  let job: { data: VerifyJob; remove(): Promise<void> } | undefined;
  while (!job) {
    [job] = await lane.getJobs(['waiting', 'prioritized']);
    if (!job) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await job.remove();
  const { requestId } = job.data;
  const results = site.kernel.queues.queue(JUDGE_VERIFY_RESULTS_QUEUE);
  const echo = { path: 'submissions/accepted/echo.c', language: 'C', expected: 'AC' as const, got: 'AC', result: 'ok' as const, note: '' };
  const timeLimit = { ms: 2000, source: 'package' as const };
  let seq = 0;
  const send = (more: Pick<VerifyResultMessage, 'state' | 'judged' | 'progress' | 'results'>) => results.add(VERIFY_RESULT_JOB_NAME,
    { protocolVersion: PROTOCOL_VERSION, kind: 'verify', requestId, judger: 'played', sentAt: Date.now(), seq: ++seq, ...more } satisfies VerifyResultMessage);
  const beat = setInterval(() => { void send({ state: 'working', judged: 1, progress: [{ solutions: [echo], timeLimit }] }); }, 200);
  try {
    const partial = await pollUntil(id, (state) => state.problems[0]!.solutions.length > 0);
    t.match(partial, { state: 'running', judged: 1, total: 2 });
    t.same(partial.problems[0]!.solutions, [echo], 'the judged line, the other one still to come');
  } finally {
    clearInterval(beat);
  }
  const reverse = { ...echo, path: 'submissions/wrong_answer/reverse.py', language: 'Python 3', expected: 'WA' as const, got: 'WA' };
  await send({ state: 'done', judged: 2, results: [{ solutions: [echo, reverse], timeLimit }] });
  const done = await pollUntil(id, () => false);
  t.equal(done.state, 'done');
  t.same(done.answer!.problems[0]!.solutions.map((s) => s.path), [echo.path, reverse.path]);
});

t.test('a judge node verifies the package: the lines oj problem verify prints, and nothing kept afterwards', async (t) => {
  const judge = await startJudge(true);
  t.teardown(() => judge.close());
  // what the judge node said while it judged: the first line travelled before the second was judged
  const heard: VerifyResultMessage[] = [];
  t.teardown(site.kernel.bus.subscribe('problems.package-verified', (message) => { heard.push(message as VerifyResultMessage); }));
  const r = await verify();
  t.equal(r.state, 'done', r.message ?? 'done');
  t.match(r, { judged: 2, total: 2 });
  t.equal(r.answer!.problems.length, 1);
  const p = r.answer!.problems[0]!;
  t.match(p, { title: 'Echo', timeLimit: { ms: 2000, message: null } });
  const lines = p.solutions.map(verifyLine);
  t.same(lines, [
    'submissions/accepted/echo.c\texpected=AC\tgot=AC\tok',
    'submissions/wrong_answer/reverse.py\texpected=WA\tgot=WA\tok',
  ]);
  t.equal(verifySummary(p.solutions), '2/2 as expected');
  t.ok(heard.some((m) => m.state === 'working' && m.progress?.[0]?.solutions.length === 1 && verifyLine(m.progress[0].solutions[0]!) === lines[0]),
    'a progress message carried the first line alone');
  t.same(p.inputs, {
    inputs: 3, validators: 1,
    failed: [{ path: 'data/secret/2.in', validator: 'input_validators/lower.py', result: 'INVALID', note: 'not one lowercase word' }],
  }, 'the judge node ran the input validator on every input');

  // `oj problem verify` on this machine: the same package, the same lines
  const dir = await mkdtemp(join(tmpdir(), 'oj-verify-here-'));
  const pool = await openSandboxPool(2);
  try {
    await extractZip(zip, dir, { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 }, PACKAGE_DEPTH, { keep: PACKAGE_DOT_FILES });
    const problems = await readPackage(dir, 'echo.zip');
    try {
      const here = await verifyProblem(pool, problems[0]!, () => {});
      t.same(here.solutions.map(verifyLine), lines, 'what the command prints');
      t.same(here.inputs, p.inputs, 'the same inputs found invalid');
    } finally {
      await removeWorkDirs(problems);
    }
  } finally {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  }
  t.same(await leftBehind(), { kept: [], jobs: 0 }, 'the kept package removed after the answer');
});

// an error nobody foresaw (not one of the plugin's refusals) while the run is judged: the site's
// queue fails as the package is handed to the judge nodes (packages.ts on a context whose queue
// throws, on this site's table), read through the site's poll
t.test('a run broken by an unexpected error says it could not be judged, and why, in the reader\'s language', async (t) => {
  const broken = async () => { throw new Error('the queue connection was reset'); };
  const ctx = {
    table: (name: string) => `problems_${name}`, log: { warn() {}, error() {}, info() {} }, onClose() {},
    bus: { subscribe: () => () => {} }, cache: { get: async () => null, del: async () => {} },
    queue: { worker() {}, queue: () => ({ getJobCounts: async () => ({ active: 0 }) }), add: broken },
  };
  const scratch = await mkdtemp(join(tmpdir(), 'oj-verify-broken-'));
  t.teardown(() => rm(scratch, { recursive: true, force: true }));
  const testData = { uploads: { scratch: (token: string) => mkdtemp(join(scratch, token)), keep: async () => {}, drop: async () => {} } };
  const deps = { ctx, db: site.db, testData, zipLimits: { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22, maxZipBytes: 1 << 22 } };
  const packages = problemPackages(deps as unknown as Parameters<typeof problemPackages>[0], { on: 'judge-node', timeoutMs: TIMEOUT_MS });
  const id = await packages.startVerify('echo.zip', zip);
  const en = await pollUntil(id, () => false);
  t.match(en, { state: 'failed', judged: 0, total: 2 });
  t.equal(en.message, 'The solutions could not be judged: the queue connection was reset');
  t.equal((await pollUntil(id, () => false, 'zh-CN')).message, '无法评测这些解：the queue connection was reset');
  t.same(await readdir(scratch), [], 'the package\'s files removed');
});

t.test('the kept files are for judge nodes only, and only while the verification lasts', async (t) => {
  const url = '/api/judge/verify-package/0123456789abcdef0123456789abcdef/files/verify-0-0';
  t.equal((await site.app.inject({ method: 'GET', url })).statusCode, 401);
  t.equal((await site.app.inject({ method: 'GET', url, headers: { authorization: admin.token } })).statusCode, 401);
  const gone = await site.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${judgeToken}`, 'accept-language': 'en-US' } });
  t.equal(gone.statusCode, 404);
  t.equal(JSON.parse(gone.body).msg, 'No such file of a package being verified: the verification is over');
});

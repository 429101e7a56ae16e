// A judge node end to end on a real queue: PGlite (or PostgreSQL / Redis when DATABASE_URL /
// REDIS_URL are set) carries a job in, the sandbox judges it, the result comes back on
// `judge-results`.
import t from 'tap';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { startEmbeddedDatabase } from '@oj/kernel';
import { queueConnection, createQueue, createWorker, prepareQueueStorage } from '@oj/kernel/queue';
import { JudgeEngine, JudgeStatus } from '@oj/judge-engine';
import {
  JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, JUDGE_JOB_NAME, HttpTestData, LocalTestData, openSandboxPool, sha256, testDataHash, startJudgeNode, PROTOCOL_VERSION,
  type JudgeJob, type JudgeResultMessage, type TestDataSource,
} from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const AB_C = '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

/** the manifest of test/data/problem_5 as a web node serves it */
function manifest5() {
  const names = readdirSync(join(here, 'data', 'problem_5')).sort();
  const body = {
    problemId: 5, version: '1',
    cases: names.filter((n) => n.endsWith('.in')).map((n, i) => ({ caseId: i + 1, inputName: n, outputName: n.replace('.in', '.out'), score: 50 })),
    files: names.map((name) => { const data = readFileSync(join(here, 'data', 'problem_5', name)); return { name, size: data.length, sha256: sha256(data) }; }),
  };
  return { ...body, hash: testDataHash(body) };
}

/** a port nobody listens on now */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedDatabase(mkdtempSync(join(tmpdir(), 'oj-judge-node-')));
const connection = queueConnection({
  redisUrl: process.env.REDIS_URL,
  databaseUrl: process.env.DATABASE_URL ?? embedded!.url,
  prefix: `oj-test-${randomBytes(4).toString('hex')}`,
});
await prepareQueueStorage(connection);
const pool = await openSandboxPool(2);
const node = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: new LocalTestData(join(here, 'data')), concurrency: 1, judger: 'test-node', log: () => {} });
const jobs = createQueue(connection, JUDGE_QUEUE);
const received: JudgeResultMessage[] = [];
const waiters: Array<() => void> = [];
const results = createWorker(connection, JUDGE_RESULTS_QUEUE, async (job) => {
  received.push(job.data as JudgeResultMessage);
  waiters.splice(0).forEach((w) => w());
});

t.teardown(async () => {
  await results.close();
  await node.close();
  await jobs.close();
  await connection.close();
  await pool.close();
  await embedded?.close();
});

async function finalFor(submissionId: number): Promise<JudgeResultMessage & { kind: 'final' }> {
  for (;;) {
    const found = received.find((m): m is JudgeResultMessage & { kind: 'final' } => m.kind === 'final' && m.submissionId === submissionId);
    if (found) return found;
    await new Promise<void>((r) => waiters.push(r));
  }
}

function job(submissionId: number, code: string, language = 'C'): JudgeJob {
  return {
    protocolVersion: PROTOCOL_VERSION, submissionId, attempt: 1,
    testData: { problemId: 5, version: '1', hash: '0'.repeat(64) },
    task: { language, code, problemType: 'ACM', timeLimitMs: 1000, memoryLimitMb: 64, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false },
  };
}

t.test('a queued submission is judged and its verdict comes back with progress before it', async (t) => {
  await jobs.add(JUDGE_JOB_NAME, job(101, '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n'), { attempts: 3 });
  const final = await finalFor(101);
  t.match(final, { kind: 'final', submissionId: 101, attempt: 1, judger: 'test-node', outcome: { status: JudgeStatus.ACCEPTED } });
  t.equal(final.outcome.cases.length, 2);
  const progress = received.filter((m) => m.submissionId === 101 && m.kind === 'progress');
  t.ok(progress.some((m) => m.kind === 'progress' && m.status === JudgeStatus.COMPILING), 'compiling was reported');
  t.ok(progress.some((m) => m.kind === 'progress' && m.status === JudgeStatus.JUDGING && m.caseCount === 2), 'judging case n of 2 was reported');
});

t.test('a compile error and an unavailable language come back as verdicts, not as lost jobs', async (t) => {
  await jobs.add(JUDGE_JOB_NAME, job(102, 'int main( {'), { attempts: 3 });
  await jobs.add(JUDGE_JOB_NAME, job(103, 'x', 'Brainfuck'), { attempts: 3 });
  const ce = await finalFor(102);
  t.equal(ce.outcome.status, JudgeStatus.COMPILE_ERROR);
  t.ok(ce.outcome.compileMessage.length > 0);
  const unknown = await finalFor(103);
  t.equal(unknown.outcome.status, JudgeStatus.SYSTEM_ERROR);
});

t.test('a job requiring a feature the node lacks is not judged: System Error naming it; one it has is judged', async (t) => {
  await jobs.add(JUDGE_JOB_NAME, { ...job(120, AB_C), requires: ['teleport'] }, { attempts: 3 });
  await jobs.add(JUDGE_JOB_NAME, { ...job(121, AB_C), requires: ['multi-pass'] }, { attempts: 3 });
  const refused = await finalFor(120);
  t.match(refused.outcome, { status: JudgeStatus.SYSTEM_ERROR, message: 'this judge node does not support teleport problems: update it', cases: [] });
  t.notOk(received.some((m) => m.submissionId === 120 && m.kind === 'progress'), 'nothing was compiled or run');
  t.equal((await finalFor(121)).outcome.status, JudgeStatus.ACCEPTED);
});

t.test('a job whose test data cannot be had ends as System Error after its attempts', async (t) => {
  const missing = { ...job(104, 'int main(void){return 0;}'), testData: { problemId: 999, version: '1', hash: '0'.repeat(64) } };
  await jobs.add(JUDGE_JOB_NAME, missing, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
  const final = await finalFor(104);
  t.equal(final.outcome.status, JudgeStatus.SYSTEM_ERROR);
  t.match(final.outcome.message, /judging failed/);
});

t.test('a job whose judge node died is judged again by another node', async (t) => {
  // node A takes the job and then hangs for good (as if its machine were gone): its lock is
  // no longer renewed once it is stopped, so the stalled check hands the job to node B
  let taken!: () => void;
  const takenByA = new Promise<void>((r) => { taken = r; });
  const hanging = { get: () => { taken(); return new Promise<never>(() => {}); } };
  const quick = { lockMs: 1000, stalledCheckMs: 300 };
  await node.close(); // the shared node would take it too
  const nodeA = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: hanging, concurrency: 1, judger: 'node-a', log: () => {}, testConcurrency: 0, ...quick });
  await jobs.add(JUDGE_JOB_NAME, job(105, '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n'), { attempts: 3 });
  await takenByA;
  await nodeA.worker.close(true);
  await nodeA.results.close();
  const nodeB = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: new LocalTestData(join(here, 'data')), concurrency: 1, judger: 'node-b', log: () => {}, ...quick });
  t.teardown(() => nodeB.close());
  const final = await finalFor(105);
  t.match(final, { judger: 'node-b', outcome: { status: JudgeStatus.ACCEPTED } });
});

t.test('a job whose judge nodes die under it again and again is judged again each time, never given a verdict', async (t) => {
  // a dead node is no fault of the submission: however many nodes die under the job (four here),
  // the next node that takes it judges it
  const quick = { lockMs: 1000, stalledCheckMs: 300 };
  for (const name of ['dies-1', 'dies-2', 'dies-3', 'dies-4']) {
    let taken!: () => void;
    const takenByIt = new Promise<void>((r) => { taken = r; });
    const hanging: TestDataSource = { get: () => { taken(); return new Promise<never>(() => {}); } };
    const dying = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: hanging, concurrency: 1, judger: name, log: () => {}, testConcurrency: 0, ...quick });
    if (name === 'dies-1') await jobs.add(JUDGE_JOB_NAME, job(106, AB_C), { attempts: 1 });
    // a node that takes the job fails it unjudged instead when its deaths were counted against it
    const verdict = await Promise.race([takenByIt.then(() => null), finalFor(106)]);
    await dying.worker.close(true);
    await dying.results.close();
    if (verdict) break;
  }
  const survivor = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: new LocalTestData(join(here, 'data')), concurrency: 1, judger: 'survivor', log: () => {}, testConcurrency: 0, ...quick });
  t.teardown(() => survivor.close());
  const final = await finalFor(106);
  t.match(final, { judger: 'survivor', outcome: { status: JudgeStatus.ACCEPTED, message: '' } });
});

t.test('a job whose web node is down or restarting waits for it and is judged then, its attempts untouched', async (t) => {
  // the web node that serves the test data: not listening at first (killed), then answering 503
  // (starting behind its proxy), then serving problem 5
  const port = await freePort();
  const seen: string[] = [];
  let refusals = 1;
  const web = createServer((req, res) => {
    // a file is asked for by name and content (?sha256=, the manifest's hash of it)
    const m = /^\/api\/judge\/test-data\/5\/(manifest|files\/(.+))$/.exec(new URL(req.url ?? '/', 'http://web').pathname);
    seen.push(`${req.url}`);
    if (refusals > 0) { refusals--; res.writeHead(503).end(); return; }
    if (!m) { res.writeHead(404).end(); return; }
    if (m[1] === 'manifest') { res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest5())); return; }
    res.writeHead(200).end(readFileSync(join(here, 'data', 'problem_5', decodeURIComponent(m[2]))));
  });
  t.teardown(() => web.close());
  const lines: string[] = [];
  let logged!: () => void;
  const waited = new Promise<void>((r) => { logged = r; });
  const remote = startJudgeNode({
    connection, engine: new JudgeEngine({ pool }), concurrency: 1, judger: 'remote', testConcurrency: 0, testDataRetryMs: 500,
    testData: new HttpTestData({ baseUrl: `http://127.0.0.1:${port}`, token: 'secret', cacheDir: mkdtempSync(join(tmpdir(), 'oj-cache-')) }),
    log: (line) => { lines.push(line); if (/judged again/.test(line)) logged(); },
  });
  t.teardown(() => remote.close());
  // one attempt: a single failure would be its verdict
  await jobs.add(JUDGE_JOB_NAME, { ...job(107, AB_C), testData: { problemId: 5, version: '1', hash: manifest5().hash } }, { attempts: 1 });
  // the web node comes back once the node has found it down (or the job has its verdict already)
  await Promise.race([waited, finalFor(107)]);
  await new Promise<void>((r) => web.listen(port, '127.0.0.1', r));
  const final = await finalFor(107);
  t.match(final, { judger: 'remote', outcome: { status: JudgeStatus.ACCEPTED, message: '' } });
  const waits = lines.filter((l) => /judged again/.test(l));
  t.ok(waits.some((l) => /submission 107#1: test data of problem 5: the web node did not answer/.test(l)), 'the wait for a web node that is down is logged');
  t.ok(waits.some((l) => /submission 107#1: test data of problem 5: the web node answered HTTP 503/.test(l)), 'so is the wait for one that cannot serve yet');
  t.equal(seen[0], '/api/judge/test-data/5/manifest');
});

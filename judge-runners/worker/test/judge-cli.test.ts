// `oj judge` as an operator starts it: lock, stalled check and the test lane set by flag or
// environment, bad values refused with a message, a clean stop on SIGTERM, and test data read
// in place from the site's own layout (<data dir>/problems/testcase/problem_<pid>/).
import t from 'tap';
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { startEmbeddedDatabase } from '@oj/kernel';
import { queueConnection, createQueue, createWorker, prepareQueueStorage } from '@oj/kernel/queue';
import { JudgeStatus } from '@oj/judge-engine';
import { JUDGE_JOB_NAME, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, PROTOCOL_VERSION, localTestDataRoot, type JudgeJob, type JudgeResultMessage } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const oj = join(here, '..', '..', '..', 'core', 'cli', 'bin', 'oj.js');
const run = promisify(execFile);

async function refused(args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    await run(process.execPath, [oj, 'judge', ...args], { env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env }, timeout: 60_000 });
  } catch (err) {
    return (err as { stderr: string }).stderr;
  }
  throw new Error('oj judge started');
}

t.test('bad settings are refused before anything starts', async (t) => {
  t.match(await refused(['--lock-ms', '10']), /--lock-ms \(OJ_JUDGE_LOCK_MS\) must be a whole number of at least 1000/);
  t.match(await refused([], { OJ_JUDGE_STALLED_CHECK_MS: 'soon' }), /--stalled-check-ms \(OJ_JUDGE_STALLED_CHECK_MS\) must be a whole number of at least 100/);
  t.match(await refused(['--test-concurrency', '-1']), /--test-concurrency \(OJ_JUDGE_TEST_CONCURRENCY\) must be a whole number of at least 0/);
});

t.test('a node started with flags and environment judges from the site\'s test-data layout', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oj-judge-cli-'));
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedDatabase(join(dataDir, 'db'));
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const connection = queueConnection({ databaseUrl });
  await prepareQueueStorage(connection);
  // the problems plugin's layout: <data dir>/problems/testcase/problem_<pid>/
  mkdirSync(localTestDataRoot(dataDir), { recursive: true });
  cpSync(join(here, 'data', 'problem_5'), join(localTestDataRoot(dataDir), 'problem_5'), { recursive: true });

  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, OJ_DATA_DIR: dataDir, OJ_JUDGE_NAME: 'cli-node', OJ_JUDGE_STALLED_CHECK_MS: '1000' };
  delete env.REDIS_URL;
  delete env.OJ_WEB_URL;
  const node = spawn(process.execPath, [oj, 'judge', '--concurrency', '1', '--lock-ms', '5000', '--test-concurrency', '2'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  node.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  node.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((r) => node.once('exit', (code) => r(code)));

  const jobs = createQueue(connection, JUDGE_QUEUE);
  let resolveFinal!: (m: JudgeResultMessage) => void;
  const final = new Promise<JudgeResultMessage>((r) => { resolveFinal = r; });
  const results = createWorker(connection, JUDGE_RESULTS_QUEUE, async (job) => {
    const m = job.data as JudgeResultMessage;
    if (m.kind === 'final' && m.submissionId === 301) resolveFinal(m);
  });
  t.teardown(async () => {
    node.kill('SIGKILL');
    await results.close();
    await jobs.close();
    await connection.close();
    await embedded?.close();
  });

  const job: JudgeJob = {
    protocolVersion: PROTOCOL_VERSION, submissionId: 301, attempt: 1, testData: { problemId: 5, version: '1', hash: '0'.repeat(64) },
    task: { language: 'C', code: '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n', problemType: 'ACM', timeLimitMs: 1000, memoryLimitMb: 64, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false },
  };
  await jobs.add(JUDGE_JOB_NAME, job, { attempts: 3 });
  // a node that exits before its verdict fails the test at once, with what it printed (a CI run
  // once waited here until tap's timeout, the node long gone and its output unseen)
  let judged = false;
  const early = exited.then((code) => { if (!judged) throw new Error(`oj judge exited (code ${code}) before its verdict; it printed:\n${out}`); });
  early.catch(() => undefined);
  const verdict = await Promise.race([final, early.then(() => final)]);
  judged = true;
  t.match(verdict, { kind: 'final', judger: 'cli-node', outcome: { status: JudgeStatus.ACCEPTED } });
  t.match(out, /1 at once \(\+2 test runs\)/);
  t.match(out, /lock 5000 ms, stalled check every 1000 ms/);
  node.kill('SIGTERM');
  t.equal(await exited, 0, 'SIGTERM stops the node cleanly');
});

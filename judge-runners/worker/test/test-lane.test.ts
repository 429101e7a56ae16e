// The `judge-test` lane of a judge node on a real queue and sandbox: online test runs (limits,
// file IO, the problem's blank rule, failures) and checker compiles, answered while the node's
// submission lane is busy.
import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { startEmbeddedDatabase } from '@oj/kernel';
import { queueConnection, createQueue, createWorker, prepareQueueStorage } from '@oj/kernel/queue';
import { JudgeEngine, JudgeStatus, type JudgeTask } from '@oj/judge-engine';
import {
  COMPILE_JOB_NAME, JUDGE_COMPILE_RESULTS_QUEUE, JUDGE_JOB_NAME, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, JUDGE_TEST_PRIORITY, JUDGE_TEST_QUEUE,
  LocalTestData, PROTOCOL_VERSION, TEST_RUN_JOB_NAME, openSandboxPool, startJudgeNode,
  type CompileJob, type CompileResultMessage, type JudgeResultsQueueMessage, type TestRunJob,
} from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedDatabase(mkdtempSync(join(tmpdir(), 'oj-test-lane-')));
const connection = queueConnection({
  redisUrl: process.env.REDIS_URL,
  databaseUrl: process.env.DATABASE_URL ?? embedded!.url,
  prefix: `oj-test-${randomBytes(4).toString('hex')}`,
});
await prepareQueueStorage(connection);
const pool = await openSandboxPool(3);
const node = startJudgeNode({ connection, engine: new JudgeEngine({ pool }), testData: new LocalTestData(join(here, 'data')), concurrency: 1, judger: 'lane-node', log: () => {} });
const tests = createQueue(connection, JUDGE_TEST_QUEUE);
const jobs = createQueue(connection, JUDGE_QUEUE);

type Seen = JudgeResultsQueueMessage | CompileResultMessage;
const received: Seen[] = [];
const waiters: Array<() => void> = [];
const note = async (job: { data: unknown }) => { received.push(job.data as Seen); waiters.splice(0).forEach((w) => w()); };
const results = createWorker(connection, JUDGE_RESULTS_QUEUE, note);
const compiled = createWorker(connection, JUDGE_COMPILE_RESULTS_QUEUE, note);

t.teardown(async () => {
  await Promise.all([results.close(), compiled.close()]);
  await node.close();
  await Promise.all([tests.close(), jobs.close()]);
  await connection.close();
  await pool.close();
  await embedded?.close();
});

async function seen<T extends Seen>(match: (m: Seen) => m is T): Promise<T> {
  for (;;) {
    const found = received.find(match);
    if (found) return found;
    await new Promise<void>((r) => waiters.push(r));
  }
}

const task = (code: string, extra: Partial<JudgeTask> = {}): JudgeTask => ({
  language: 'C', code, problemType: 'ACM', timeLimitMs: 1000, memoryLimitMb: 64, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false, ...extra,
});

async function testRun(runKey: string, code: string, input: string, expectedOutput: string | null, extra: Partial<JudgeTask> = {}) {
  const job: TestRunJob = { protocolVersion: PROTOCOL_VERSION, kind: 'test-run', runKey, task: task(code, extra), input, expectedOutput };
  await tests.add(TEST_RUN_JOB_NAME, job, { jobId: `test-run-${runKey}`, priority: JUDGE_TEST_PRIORITY.testRun });
  const message = await seen((m): m is JudgeResultsQueueMessage & { kind: 'test-run' } => m.kind === 'test-run' && m.runKey === runKey);
  return message.outcome;
}

const AB = '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d \\n",a+b);return 0;}\n';

t.test('a test run follows the problem\'s blank rule as judging does: AC, PE or WA', async (t) => {
  t.match(await testRun('blank-exact', AB, '1 2\n', '3\n'), { status: JudgeStatus.PRESENTATION_ERROR, userOutput: '3 \n' }, 'exact: a trailing blank is PE, as the same case is when judged');
  t.match(await testRun('wrong-exact', AB, '1 2\n', '4\n'), { status: JudgeStatus.WRONG_ANSWER }, 'a different number is WA');
  t.match(await testRun('blank-strip', AB, '1 2\n', '3\n', { isRemoveEndBlank: true }), { status: JudgeStatus.ACCEPTED }, 'end blanks removed: AC');
});

t.test('a test run uses the problem\'s limits and file IO', async (t) => {
  const spin = '#include <stdio.h>\nint main(void){volatile unsigned long x=0;for(;;)x++;}\n';
  t.match(await testRun('spin', spin, '', null, { timeLimitMs: 300 }), { status: JudgeStatus.TIME_LIMIT_EXCEEDED });
  const files = '#include <stdio.h>\nint main(void){int a,b;FILE*i=fopen("in.txt","r");FILE*o=fopen("out.txt","w");fscanf(i,"%d %d",&a,&b);fprintf(o,"%d\\n",a*b);return 0;}\n';
  t.match(await testRun('file-io', files, '6 7\n', '42\n', { fileIO: { inputName: 'in.txt', outputName: 'out.txt' } }), { status: JudgeStatus.ACCEPTED, userOutput: '42\n' });
});

t.test('a failing program and an unknown language are verdicts with a reason', async (t) => {
  const crash = '#include <stdio.h>\nint main(void){fprintf(stderr,"about to fail\\n");return 3;}\n';
  const failed = await testRun('crash', crash, '', null);
  t.equal(failed.status, JudgeStatus.RUNTIME_ERROR);
  t.match(failed.stderr, /exit code 3/);
  t.match(failed.stderr, /about to fail/);
  const unknown = await testRun('unknown', 'x', '', null, { language: 'Brainfuck' });
  t.equal(unknown.status, JudgeStatus.SYSTEM_ERROR);
  t.match(unknown.stderr, /unknown language Brainfuck/);
});

t.test('checker compiles answer ok or the compiler text on their own queue', async (t) => {
  const compile = async (requestId: string, code: string) => {
    const job: CompileJob = { protocolVersion: PROTOCOL_VERSION, kind: 'compile', requestId, purpose: 'spj', checker: { language: 'C++', code } };
    await tests.add(COMPILE_JOB_NAME, job, { jobId: `compile-${requestId}`, priority: JUDGE_TEST_PRIORITY.compile });
    return seen((m): m is CompileResultMessage => m.kind === 'compile' && m.requestId === requestId);
  };
  t.match(await compile('good', 'int main(){return 0;}\n'), { ok: true, judger: 'lane-node' });
  const bad = await compile('bad', 'int main( {\n');
  t.equal(bad.ok, false);
  t.match(bad.message, /error/);
});

t.test('a test run is answered while the submission lane is busy', async (t) => {
  // the node judges one submission at a time; a slow one holds that lane, not the test lane
  const slow = '#include <stdio.h>\nint main(void){volatile unsigned long x=0;for(;;)x++;}\n';
  await jobs.add(JUDGE_JOB_NAME, {
    protocolVersion: PROTOCOL_VERSION, submissionId: 201, attempt: 1, testData: { problemId: 5, version: '1', hash: '0'.repeat(64) },
    task: task(slow, { timeLimitMs: 8000 }),
  }, { attempts: 1 });
  await seen((m): m is JudgeResultsQueueMessage & { kind: 'progress' } => m.kind === 'progress' && m.submissionId === 201 && m.status === JudgeStatus.JUDGING);
  t.match(await testRun('beside-busy', AB, '2 2\n', null), { status: JudgeStatus.ACCEPTED, userOutput: '4 \n' });
  t.notOk(received.some((m) => m.kind === 'final' && m.submissionId === 201), 'the test run was answered before the slow submission ended');
  const final = await seen((m): m is JudgeResultsQueueMessage & { kind: 'final' } => m.kind === 'final' && m.submissionId === 201);
  t.equal(final.outcome.status, JudgeStatus.TIME_LIMIT_EXCEEDED);
});

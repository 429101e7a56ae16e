// The `judge-test` lane of a judge node: online test runs and the admin's checker compiles. It has
// its own worker (and concurrency), so this short work never waits behind a queue of submissions
// and a burst of test runs never takes more than its lane from them (protocol.ts).
import { UnrecoverableError, type Job, type Queue, type Worker, type WorkerOptions } from 'bullmq';
import { Value } from '@sinclair/typebox/value';
import { createQueue, createWorker, type QueueConnection } from '@oj/kernel/queue';
import { JudgeStatus, type JudgeEngine, type TestRunOutcome } from '@oj/judge-engine';
import {
  COMPILE_RESULT_JOB_NAME, CompileJob, JUDGE_COMPILE_RESULTS_QUEUE, JUDGE_TEST_QUEUE, PROTOCOL_VERSION, TEST_RUN_RESULT_JOB_NAME, TestRunJob,
  compileJobId, testRunJobId, type CompileResultMessage, type TestRunResultMessage,
} from './protocol.ts';

/** test runs and compiles a node does at once, beside its submissions */
export const DEFAULT_TEST_CONCURRENCY = 1;

export interface TestLaneOptions {
  connection: QueueConnection;
  engine: JudgeEngine;
  /** the node's `judge-results` queue */
  results: Queue;
  judger: string;
  log: (message: string) => void;
  concurrency: number;
  lock: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
}

function invalid(schema: typeof TestRunJob | typeof CompileJob, data: unknown): UnrecoverableError {
  const first = Value.Errors(schema, data).First();
  return new UnrecoverableError(`malformed ${schema === TestRunJob ? 'test run' : 'compile'} job: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
}

export interface TestLane {
  worker: Worker;
  close(): Promise<void>;
}

export function startTestLane(options: TestLaneOptions): TestLane {
  const { results, judger, log } = options;
  const compileResults = createQueue(options.connection, JUDGE_COMPILE_RESULTS_QUEUE);

  async function sendTestRun(runKey: string, outcome: TestRunOutcome): Promise<void> {
    const message: TestRunResultMessage = { protocolVersion: PROTOCOL_VERSION, kind: 'test-run', runKey, judger, sentAt: Date.now(), outcome };
    await results.add(TEST_RUN_RESULT_JOB_NAME, message, { jobId: testRunJobId(runKey), removeOnComplete: 1000, removeOnFail: 5000 });
  }

  async function sendCompile(requestId: string, ok: boolean, text: string): Promise<void> {
    const message: CompileResultMessage = { protocolVersion: PROTOCOL_VERSION, kind: 'compile', requestId, judger, sentAt: Date.now(), ok, message: text };
    await compileResults.add(COMPILE_RESULT_JOB_NAME, message, { jobId: compileJobId(requestId), removeOnComplete: 1000, removeOnFail: 5000 });
  }

  async function process(bullJob: Job): Promise<void> {
    const data: unknown = bullJob.data;
    if (Value.Check(TestRunJob, data)) {
      const outcome = await options.engine.testRun(data.task, data.input, data.expectedOutput);
      await sendTestRun(data.runKey, outcome);
      log(`test run ${data.runKey}: status ${outcome.status} ${outcome.timeMs} ms ${outcome.memoryKb} KB`);
      return;
    }
    if (Value.Check(CompileJob, data)) {
      const built = await options.engine.compileChecker(data.checker, data.judgeExtraFiles);
      await sendCompile(data.requestId, built.ok, built.message);
      log(`compile ${data.purpose} ${data.requestId}: ${built.ok ? 'ok' : 'failed'}`);
      return;
    }
    throw invalid(bullJob.name === 'compile' ? CompileJob : TestRunJob, data);
  }

  const worker = createWorker(options.connection, JUDGE_TEST_QUEUE, process, { concurrency: options.concurrency, ...options.lock });
  // whoever waits must hear an answer, even when the work itself failed
  worker.on('failed', (bullJob, err) => {
    if (!bullJob) return;
    if (bullJob.attemptsMade < (bullJob.opts.attempts ?? 1) && !(err instanceof UnrecoverableError)) return;
    const data: unknown = bullJob.data;
    log(`${bullJob.name} job ${bullJob.id} failed: ${err.message}`);
    const why = `judging failed: ${err.message}`;
    const sent = Value.Check(TestRunJob, data)
      ? sendTestRun(data.runKey, { status: JudgeStatus.SYSTEM_ERROR, timeMs: 0, memoryKb: 0, stderr: why, userOutput: '' })
      : Value.Check(CompileJob, data) ? sendCompile(data.requestId, false, why) : Promise.resolve();
    sent.catch((e) => log(`result not sent: ${e}`));
  });
  worker.on('error', (err) => log(`test lane error: ${err.message}`));
  return {
    worker,
    async close() {
      await worker.close();
      await compileResults.close();
    },
  };
}

// The judge node (`oj judge`): consumes the `judge` queue, judges with the engine, and reports
// progress and results on `judge-results`; consumes `judge-test` (online test runs and checker
// compiles) in a lane of its own (test-lane.ts), and `judge-verify` (a package's solutions judged
// for a web node without a sandbox) in another (verify-lane.ts). It never touches the database.
import { hostname } from 'node:os';
import { DelayedError, UnrecoverableError, type Job, type Queue, type Worker } from 'bullmq';
import { Value } from '@sinclair/typebox/value';
import { createQueue, createWorker, type QueueConnection } from '@oj/kernel/queue';
import { JudgeStatus, type JudgeEngine, type JudgeOutcome, type JudgeProgress } from '@oj/judge-engine';
import {
  FINAL_JOB_NAME, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, JudgeJob, PROGRESS_JOB_NAME, PROTOCOL_VERSION, finalResultJobId, missingFeatures, unsupportedMessage,
  type JudgeFinalMessage, type JudgeProgressMessage,
} from './protocol.ts';
import { TestDataUnavailableError, type PackageFileSource, type TestDataSource } from './test-data-source.ts';
import { startTestLane, DEFAULT_TEST_CONCURRENCY } from './test-lane.ts';
import { startVerifyLane } from './verify-lane.ts';
import { startHeartbeat } from './heartbeat.ts';

/** "judging case n of m" is sent at most this often (the first and last always) */
export const PROGRESS_INTERVAL_MS = 250;
/**
 * BullMQ lock: renewed (every half of it) while the node lives; a dead node's job is taken again
 * once the lock has expired and two stalled checks have seen it (`oj judge --lock-ms`,
 * `--stalled-check-ms`; docs/judge-node.md)
 */
export const JOB_LOCK_MS = 30_000;
export const STALLED_CHECK_MS = 15_000;
/** the shortest lock a node accepts: its renewal must survive a busy event loop */
export const MIN_JOB_LOCK_MS = 1000;
export const MIN_STALLED_CHECK_MS = 100;
/**
 * Times a job may stall before BullMQ fails it. A job stalls when its node died under it (SIGKILL,
 * a crash, its machine gone): that is no fault of the submission, so it is judged again however
 * often it happens and never becomes a verdict. BullMQ wants a number: the largest its PostgreSQL
 * backend takes (an integer column).
 */
export const MAX_STALLED_COUNT = 2 ** 31 - 1;
/**
 * A job whose test data the web node could not give (it did not answer, or answered 5xx: it is
 * down or restarting) goes back to the queue for this long, without using up an attempt, and is
 * judged again then by whichever node takes it.
 */
export const TEST_DATA_RETRY_MS = 3000;

export interface JudgeNodeOptions {
  connection: QueueConnection;
  engine: JudgeEngine;
  testData: TestDataSource;
  concurrency: number;
  /** this node's name in results (reference judge.judger) */
  judger?: string;
  log?: (message: string) => void;
  /** lock and stalled-check periods (defaults JOB_LOCK_MS, STALLED_CHECK_MS) */
  lockMs?: number;
  stalledCheckMs?: number;
  /** test runs and checker compiles at once (default DEFAULT_TEST_CONCURRENCY; 0: this node takes none, nor package verifications) */
  testConcurrency?: number;
  /** where packages verified for a web node are fetched from (the web node, as test data over HTTP); absent: a verification is answered as failed, saying why */
  packageFiles?: PackageFileSource;
  /** how often a verification in progress says `working` (default VERIFY_HEARTBEAT_MS) */
  verifyHeartbeatMs?: number;
  /** how often the node reports its health to the site (default JUDGE_HEARTBEAT_EVERY_MS) */
  heartbeatMs?: number;
  /** how long a job whose test data could not be had waits before it is judged again (default TEST_DATA_RETRY_MS) */
  testDataRetryMs?: number;
  /** the features this node judges (default JUDGE_FEATURES; a test plays an older node with fewer) */
  features?: readonly string[];
}

export interface JudgeNode {
  worker: Worker;
  /** the `judge-test` lane, when the node takes test runs */
  testWorker: Worker | null;
  /** the `judge-verify` lane, beside the test lane */
  verifyWorker: Worker | null;
  results: Queue;
  close(): Promise<void>;
}

/** what the submission shows when its last attempt failed (a real failure of the judge, not of a node) */
export function failureMessage(err: Error): string {
  return `judging failed: ${err.message}`;
}

function systemError(message: string, mode: JudgeJob['task']['judgeCaseMode']): JudgeOutcome {
  return { status: JudgeStatus.SYSTEM_ERROR, score: 0, timeMs: 0, memoryKb: 0, compileMessage: '', message, judgeCaseMode: mode, cases: [], subtasks: [] };
}

export function startJudgeNode(options: JudgeNodeOptions): JudgeNode {
  const { connection } = options;
  const judger = options.judger ?? hostname();
  const log = options.log ?? ((m: string) => console.log(m));
  const results = createQueue(connection, JUDGE_RESULTS_QUEUE);

  const header = (job: JudgeJob) => ({
    protocolVersion: PROTOCOL_VERSION, submissionId: job.submissionId, attempt: job.attempt, judger, sentAt: Date.now(),
  } as const);

  async function sendFinal(job: JudgeJob, outcome: JudgeOutcome): Promise<void> {
    const message: JudgeFinalMessage = { ...header(job), kind: 'final', outcome };
    await results.add(FINAL_JOB_NAME, message, {
      jobId: finalResultJobId(job.submissionId, job.attempt), removeOnComplete: 1000, removeOnFail: 5000,
    });
  }

  /** the job goes back to the queue for a while, its attempts untouched: an outage, not a failure */
  async function later(bullJob: Job, job: JudgeJob, token: string | undefined, why: string): Promise<never> {
    const ms = options.testDataRetryMs ?? TEST_DATA_RETRY_MS;
    log(`submission ${job.submissionId}#${job.attempt}: ${why}; judged again in ${ms} ms`);
    await bullJob.moveToDelayed(Date.now() + ms, token);
    throw new DelayedError();
  }

  async function judge(bullJob: Job, token?: string): Promise<void> {
    if (!Value.Check(JudgeJob, bullJob.data)) {
      const first = Value.Errors(JudgeJob, bullJob.data).First();
      throw new UnrecoverableError(`malformed judge job: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
    }
    const job = bullJob.data;
    const missing = missingFeatures(job.requires, options.features);
    if (missing.length) {
      // judged without the feature the verdict would be wrong: say which, and that the node is old
      await sendFinal(job, systemError(unsupportedMessage(missing), job.task.judgeCaseMode));
      log(`submission ${job.submissionId}#${job.attempt}: not judged, this node lacks ${missing.join(', ')}`);
      return;
    }
    let lastSent = 0;
    const progress = (p: JudgeProgress) => {
      const now = Date.now();
      const last = p.stage === 'judging' && p.caseIndex === p.caseCount;
      if (p.stage === 'judging' && !last && now - lastSent < PROGRESS_INTERVAL_MS) return;
      lastSent = now;
      const message: JudgeProgressMessage = p.stage === 'compiling'
        ? { ...header(job), kind: 'progress', status: JudgeStatus.COMPILING }
        : { ...header(job), kind: 'progress', status: JudgeStatus.JUDGING, caseIndex: p.caseIndex, caseCount: p.caseCount };
      results.add(PROGRESS_JOB_NAME, message, { removeOnComplete: true, removeOnFail: 100 }).catch((err) => log(`progress not sent: ${err}`));
    };
    let data;
    try {
      data = await options.testData.get(job.testData);
    } catch (err) {
      if (err instanceof TestDataUnavailableError) return later(bullJob, job, token, err.message);
      throw err;
    }
    const outcome = await options.engine.judge(job.task, { dir: data.dir, cases: data.cases }, progress);
    try {
      await sendFinal(job, outcome);
    } catch (err) {
      return later(bullJob, job, token, `the verdict could not be sent (${(err as Error).message})`);
    }
    log(`submission ${job.submissionId}#${job.attempt}: status ${outcome.status} score ${outcome.score} ${outcome.timeMs} ms ${outcome.memoryKb} KB`);
  }

  const lock = {
    lockDuration: Math.max(MIN_JOB_LOCK_MS, options.lockMs ?? JOB_LOCK_MS),
    stalledInterval: Math.max(MIN_STALLED_CHECK_MS, options.stalledCheckMs ?? STALLED_CHECK_MS),
    maxStalledCount: MAX_STALLED_COUNT,
  };
  const worker = createWorker(connection, JUDGE_QUEUE, judge, { concurrency: options.concurrency, ...lock });

  // After the job's last attempt the submission must still end: report System Error.
  worker.on('failed', (bullJob, err) => {
    if (!bullJob || !Value.Check(JudgeJob, bullJob.data)) { log(`judge job failed: ${err.message}`); return; }
    const finalAttempt = bullJob.attemptsMade >= (bullJob.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    log(`submission ${bullJob.data.submissionId}#${bullJob.data.attempt} failed${finalAttempt ? '' : ' (will retry)'}: ${err.message}`);
    if (finalAttempt) sendFinal(bullJob.data, systemError(failureMessage(err), bullJob.data.task.judgeCaseMode)).catch((e) => log(`result not sent: ${e}`));
  });
  worker.on('error', (err) => log(`judge worker error: ${err.message}`));

  const testConcurrency = options.testConcurrency ?? DEFAULT_TEST_CONCURRENCY;
  const testLane = testConcurrency > 0 ? startTestLane({ connection, engine: options.engine, results, judger, log, concurrency: testConcurrency, lock }) : null;
  const verifyLane = testConcurrency > 0
    ? startVerifyLane({ connection, engine: options.engine, packageFiles: options.packageFiles ?? null, judger, log, lock, heartbeatMs: options.verifyHeartbeatMs, features: options.features })
    : null;
  const heartbeat = startHeartbeat({ connection, name: judger, concurrency: options.concurrency, everyMs: options.heartbeatMs, log });

  return {
    worker,
    testWorker: testLane?.worker ?? null,
    verifyWorker: verifyLane?.worker ?? null,
    results,
    async close() {
      await Promise.all([worker.close(), testLane?.close(), verifyLane?.close()]);
      await heartbeat.close();
      await results.close();
    },
  };
}

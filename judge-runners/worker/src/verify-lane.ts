// The `judge-verify` lane of a judge node (protocol.ts VerifyJob): a problem package's own solutions
// judged for a web node without a sandbox, as `oj problem verify` judges them (the engine's
// verifySolutions). One at a time, in a worker of its own: a verification takes minutes (every
// solution × every case) and must not hold up the test lane's test runs and compiles a user waits
// for, nor the submissions. While it judges, the node says `working` every VERIFY_HEARTBEAT_MS,
// so the web node can tell a long verification from a dead node, and after each solution judged,
// with every line so far, so the admin's page shows them as they come. A job requiring a feature
// the node lacks (features.ts) is answered `failed`, saying so.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableError, type Job, type Worker, type WorkerOptions } from 'bullmq';
import { Value } from '@sinclair/typebox/value';
import { createQueue, createWorker, type QueueConnection } from '@oj/kernel/queue';
import { verifySolutions, type JudgeEngine, type VerifyResult } from '@oj/judge-engine';
import {
  JUDGE_VERIFY_QUEUE, JUDGE_VERIFY_RESULTS_QUEUE, PROTOCOL_VERSION, VERIFY_HEARTBEAT_MS, VERIFY_RESULT_JOB_NAME, VerifyJob, missingFeatures, unsupportedMessage,
  verifyResultJobId, type VerifyResultMessage,
} from './protocol.ts';
import type { PackageFileSource } from './test-data-source.ts';

export interface VerifyLaneOptions {
  connection: QueueConnection;
  engine: JudgeEngine;
  /** where the package's case files come from: the web node (null: this node cannot fetch them, and says so) */
  packageFiles: PackageFileSource | null;
  judger: string;
  log: (message: string) => void;
  lock: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
  /** default VERIFY_HEARTBEAT_MS */
  heartbeatMs?: number;
  /** the features this node judges (default JUDGE_FEATURES) */
  features?: readonly string[];
}

export interface VerifyLane {
  worker: Worker;
  close(): Promise<void>;
}

export function startVerifyLane(options: VerifyLaneOptions): VerifyLane {
  const { judger, log } = options;
  const results = createQueue(options.connection, JUDGE_VERIFY_RESULTS_QUEUE);

  async function process(bullJob: Job): Promise<void> {
    const data: unknown = bullJob.data;
    if (!Value.Check(VerifyJob, data)) {
      const first = Value.Errors(VerifyJob, data).First();
      throw new UnrecoverableError(`malformed verify job: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
    }
    const { requestId } = data;
    let seq = 0;
    let judged = 0;
    // each problem begun, with its lines so far: every `working` message carries all of it
    const progress: NonNullable<VerifyResultMessage['progress']> = [];
    const send = (state: VerifyResultMessage['state'], more: Pick<VerifyResultMessage, 'results' | 'message'> = {}) => {
      const message: VerifyResultMessage = {
        protocolVersion: PROTOCOL_VERSION, kind: 'verify', requestId, judger, sentAt: Date.now(), seq: ++seq, state, judged,
        ...(state === 'working' ? { progress: progress.map((p) => ({ ...p, solutions: [...p.solutions] })) } : {}), ...more,
      };
      return results.add(VERIFY_RESULT_JOB_NAME, message, { jobId: verifyResultJobId(requestId, message.seq), removeOnComplete: 1000, removeOnFail: 1000 });
    };
    const working = () => { send('working').catch((err) => log(`verify ${requestId}: progress not sent: ${err}`)); };
    await send('working');
    const beat = setInterval(working, options.heartbeatMs ?? VERIFY_HEARTBEAT_MS);
    let answer: Promise<unknown>;
    try {
      const missing = missingFeatures(data.requires, options.features);
      if (missing.length) throw new Error(unsupportedMessage(missing));
      if (!options.packageFiles) throw new Error(`judge node ${judger} cannot fetch a package from the web node (it has no OJ_WEB_URL)`);
      const out: VerifyResult[] = [];
      for (const problem of data.problems) {
        const dir = await mkdtemp(join(tmpdir(), 'oj-verify-'));
        try {
          for (const file of problem.files) await writeFile(join(dir, file.name), await options.packageFiles.packageFile(requestId, file));
          const known: (typeof progress)[number] = { solutions: [] };
          progress.push(known);
          // each line and the time limit travel at once, as the web node's own judging writes them
          out.push(await verifySolutions(options.engine, problem.spec, dir, (line) => {
            judged++;
            known.solutions.push(line);
            working();
          }, (limit) => {
            known.timeLimit = limit;
            working();
          }));
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
      clearInterval(beat);
      log(`verify ${requestId}: ${judged} solutions judged`);
      answer = send('done', { results: out });
    } catch (err) {
      clearInterval(beat);
      log(`verify ${requestId} failed: ${(err as Error).message}`);
      answer = send('failed', { message: (err as Error).message });
    }
    await answer;
  }

  const worker = createWorker(options.connection, JUDGE_VERIFY_QUEUE, process, { concurrency: 1, ...options.lock });
  worker.on('failed', (bullJob, err) => { if (bullJob) log(`verify job ${bullJob.id} failed: ${err.message}`); });
  worker.on('error', (err) => log(`verify lane error: ${err.message}`));
  return {
    worker,
    async close() {
      await worker.close();
      await results.close();
    },
  };
}

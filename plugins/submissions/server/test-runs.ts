// Online test runs on the judge protocol (protocol.ts `judge-test`): a run is handed to the test
// lane of the judge nodes, and its result, coming back on `judge-results`, is written to the run's
// row once (a resent result finds the row final and changes nothing).
import type { PluginContext } from '@oj/sdk';
import {
  JUDGE_TEST_PRIORITY, JUDGE_TEST_QUEUE, PROTOCOL_VERSION, TEST_RUN_JOB_NAME, testRunJobId, type TestRunJob, type TestRunResultMessage,
} from '@oj/judge-worker/protocol';
import type { JudgeTask } from '@oj/judge-engine';
import type { TestRunStore } from './stores/index.ts';

export interface TestRunRequest {
  runKey: string;
  /** the problem's task (judgeSettings) */
  task: Omit<JudgeTask, 'language' | 'code'>;
  language: string;
  code: string;
  input: string;
  expectedOutput: string | null;
}

/**
 * spec 2 §4: the expected output a run is compared with, as the problem's test data would hold it.
 * An empty box compares nothing (the reference client sends '' for it). A sample copied from the
 * statement, or typed, has no final newline where a test data file's last line has one, so a
 * correct program on a problem without auto-trim would fail on it: line ends become LF as on
 * upload, and the last line gets its newline.
 */
export function expectedAsTestData(expected: string | null | undefined): string | null {
  if (!expected) return null;
  const text = expected.replace(/\r\n?/g, '\n');
  return text.endsWith('\n') ? text : `${text}\n`;
}

export async function enqueueTestRun(ctx: PluginContext, run: TestRunRequest): Promise<void> {
  // a test run never uses the special judge or interactor: their code stays off the queue
  const { checker: _checker, judgeExtraFiles: _judgeFiles, ...problemTask } = run.task;
  const job: TestRunJob = {
    protocolVersion: PROTOCOL_VERSION,
    kind: 'test-run',
    runKey: run.runKey,
    task: { ...problemTask, language: run.language, code: run.code },
    input: run.input,
    expectedOutput: expectedAsTestData(run.expectedOutput),
  };
  await ctx.queue.add(JUDGE_TEST_QUEUE, TEST_RUN_JOB_NAME, job, {
    jobId: testRunJobId(run.runKey), priority: JUDGE_TEST_PRIORITY.testRun, removeOnComplete: 1000, removeOnFail: 1000,
  });
}

/** the result of a run, once: only a row still unfinished takes it */
export function applyTestRunResult(runs: TestRunStore, message: TestRunResultMessage): Promise<boolean> {
  const { outcome } = message;
  return runs.applyResult(message.runKey, {
    status: outcome.status, time: outcome.timeMs, memory: outcome.memoryKb, stderr: outcome.stderr || null, userOutput: outcome.userOutput,
  });
}

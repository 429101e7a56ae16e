// The `judge-results` queue: progress and final messages from judge nodes, and the results of
// online test runs (protocol.ts).
import { Value } from '@sinclair/typebox/value';
import type { PluginContext } from '@oj/sdk';
import { JUDGE_RESULTS_QUEUE, JudgeResultsQueueMessage } from '@oj/judge-worker/protocol';
import type { Judging } from './judging.ts';
import { applyTestRunResult } from './test-runs.ts';
import type { TestRunStore } from './stores/index.ts';

export function startResultsWorker(ctx: PluginContext, judging: Judging, testRuns: TestRunStore, concurrency: number): void {
  ctx.queue.worker(JUDGE_RESULTS_QUEUE, async (job) => {
    const message = job.data as unknown;
    if (!Value.Check(JudgeResultsQueueMessage, message)) {
      ctx.log.warn({ job: job.id }, 'malformed judge result dropped');
      return;
    }
    if (message.kind === 'progress') await judging.applyProgress(message);
    else if (message.kind === 'final') await judging.applyFinal(message);
    else await applyTestRunResult(testRuns, message);
  }, { concurrency });
}

/** runs the sweeper every `everyMs` while the site lives */
export function startSweeper(ctx: PluginContext, judging: Judging, opts: { everyMs: number; staleMs: number; maxSweeps: number }): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    judging.sweep(opts.staleMs, opts.maxSweeps)
      .then((n) => { if (n) ctx.log.info({ readded: n }, 'sweeper re-added judge jobs'); })
      .catch((err) => ctx.log.warn({ err }, 'sweeper failed'))
      .finally(() => { running = false; });
  }, opts.everyMs);
  timer.unref();
  ctx.onClose(() => clearInterval(timer));
}

// Handing submissions to judge nodes (ARCHITECTURE §5). The row is written first (Pending), then
// the job is added under an id made of (submission, attempt), so adding it twice is harmless; the
// sweeper re-adds the job of any submission left unfinished without a live job (none, or one left
// active by a dead judge node).
//
// Fair share: within its class (contest, practice, rejudge) a job's priority grows with how many
// unfinished submissions its user already had, so one user flooding the queue takes turns with
// everyone else instead of going first with all of it (BullMQ takes the lowest priority, then
// the oldest).
import type { PluginContext } from '@oj/sdk';
import { JUDGE_JOB_ATTEMPTS, JUDGE_JOB_NAME, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, PROTOCOL_VERSION, featuresOf, finalResultJobId, type JudgeJob } from '@oj/judge-worker/protocol';
import { problemsService, type JudgeSettings } from '@oj/plugin-problems/shared';
import { JUDGE_PRIORITY, judgeJobId, type JudgePriority } from '../shared/constants.ts';
import type { JudgeRow } from '../shared/rows.ts';

/** retry backoff of a judge job (BullMQ exponential, first wait) */
const RETRY_DELAY_MS = 1000;
/** BullMQ's reason for a job whose workers died under it too often */
const STALLED = /stalled more than allowable limit/;
/** priorities of one class: a user's unfinished submissions beyond this count alike */
export const FAIR_SHARE_SPAN = 100_000;

/** a job's BullMQ priority: its class first, then its user's unfinished submissions before it */
export function fairPriority(priority: JudgePriority, queuedBefore: number): number {
  return JUDGE_PRIORITY[priority] * FAIR_SHARE_SPAN + Math.min(Math.max(queuedBefore, 0), FAIR_SHARE_SPAN - 1);
}

type JobSource = Pick<JudgeRow, 'submitId' | 'attempt' | 'language' | 'code'>;

/** the judge job of a row's current attempt with its problem's judge settings */
export function judgeJob(row: JobSource, settings: JudgeSettings): JudgeJob {
  // a node without a feature the task needs refuses it rather than judging it wrongly
  const requires = featuresOf(settings.task);
  return {
    protocolVersion: PROTOCOL_VERSION,
    submissionId: row.submitId,
    attempt: row.attempt,
    testData: settings.testData,
    task: { ...settings.task, language: row.language, code: row.code },
    ...(requires.length ? { requires } : {}),
  };
}

/**
 * Where an attempt's judge job is, for the sweeper: `live` waiting, or running on a node that holds
 * its lock (or its verdict is on its way); `left` active with a lapsed lock (its node died while no
 * node's stalled check could take it back: now removed), or judged with its verdict lost because
 * the web nodes applying it died; `gone` no job (a queue lost or wiped); `finished` a node judged
 * it to the end, yet no verdict landed.
 */
export type JobWhereabouts = 'live' | 'left' | 'gone' | 'finished';

export class JudgeQueue {
  constructor(private readonly ctx: PluginContext) {}

  /** the judge job of the row's current attempt; null when the problem is gone */
  async jobOf(row: JobSource & Pick<JudgeRow, 'pid'>): Promise<JudgeJob | null> {
    const settings = await this.ctx.services.get(problemsService).judgeSettings(row.pid);
    return settings ? judgeJob(row, settings) : null;
  }

  /**
   * Adds the job; `queuedBefore`: its user's unfinished submissions before it. One job a call:
   * BullMQ's PostgreSQL addBulk makes two temporary tables a call, i.e. creates and deletes files,
   * which made the embedded database's intake a third slower than adding jobs one by one.
   */
  async enqueue(job: JudgeJob, priority: JudgePriority, queuedBefore = 0): Promise<void> {
    await this.ctx.queue.queue(JUDGE_QUEUE).add(JUDGE_JOB_NAME, job, {
      jobId: judgeJobId(job.submissionId, job.attempt),
      attempts: JUDGE_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: RETRY_DELAY_MS },
      priority: fairPriority(priority, queuedBefore),
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  /**
   * Where the job of this attempt is (JobWhereabouts). An active job whose lock has lapsed was left
   * by a node that died while no judge node's stalled check could take it back (none was running):
   * it is removed here, so the sweeper adds it again. BullMQ removes no locked job, in either
   * backend, so a live node's job is never taken from it. A final result of the attempt still on
   * its way to a web node makes it live; one that failed to be applied is removed, so the next one
   * can land (the queue drops a result whose job id it still holds).
   */
  async whereabouts(submitId: number, attempt: number): Promise<JobWhereabouts> {
    const result = await this.ctx.queue.queue(JUDGE_RESULTS_QUEUE).getJob(finalResultJobId(submitId, attempt));
    let resultLost = false;
    if (result) {
      const state = await result.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return 'live';
      // the web nodes applying it kept dying: an outage too
      resultLost = state === 'failed' && STALLED.test(result.failedReason ?? '');
      try { await result.remove(); } catch { return 'live'; }
    }
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return 'gone';
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') return resultLost ? 'left' : 'finished';
    if (state === 'unknown') return 'gone';
    if (state !== 'active') return 'live';
    try {
      await job.remove();
      return 'left';
    } catch {
      return 'live';
    }
  }

  /** drops the job of an attempt (a finished one, before re-adding; or a cancelled one still waiting) */
  async remove(submitId: number, attempt: number): Promise<void> {
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return;
    try { await job.remove(); } catch { /* running (locked): its result is ignored by attempt */ }
  }
}

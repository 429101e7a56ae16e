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
import { JUDGE_JOB_ATTEMPTS, JUDGE_JOB_NAME, JUDGE_QUEUE, PROTOCOL_VERSION, type JudgeJob } from '@oj/judge-worker/protocol';
import { problemsService, type JudgeSettings } from '@oj/plugin-problems/shared';
import { JUDGE_PRIORITY, judgeJobId, type JudgePriority } from '../shared/constants.ts';
import type { JudgeRow } from './tables.ts';

/** retry backoff of a judge job (BullMQ exponential, first wait) */
const RETRY_DELAY_MS = 1000;
/** priorities of one class: a user's unfinished submissions beyond this count alike */
export const FAIR_SHARE_SPAN = 100_000;

/** a job's BullMQ priority: its class first, then its user's unfinished submissions before it */
export function fairPriority(priority: JudgePriority, queuedBefore: number): number {
  return JUDGE_PRIORITY[priority] * FAIR_SHARE_SPAN + Math.min(Math.max(queuedBefore, 0), FAIR_SHARE_SPAN - 1);
}

type JobSource = Pick<JudgeRow, 'submitId' | 'attempt' | 'language' | 'code'>;

/** the judge job of a row's current attempt with its problem's judge settings */
export function judgeJob(row: JobSource, settings: JudgeSettings): JudgeJob {
  return {
    protocolVersion: PROTOCOL_VERSION,
    submissionId: row.submitId,
    attempt: row.attempt,
    testData: settings.testData,
    task: { ...settings.task, language: row.language, code: row.code },
  };
}

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
   * Is a job of this attempt waiting, or running on a judge node that still holds its lock? An
   * active job whose lock has lapsed was left by a node that died while no judge node's stalled
   * check could take it back (none was running): it is removed here, so the sweeper adds it again.
   * BullMQ removes no locked job, in either backend, so a live node's job is never taken from it.
   */
  async hasLiveJob(submitId: number, attempt: number): Promise<boolean> {
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return false;
    const state = await job.getState();
    if (state !== 'active') return state !== 'completed' && state !== 'failed' && state !== 'unknown';
    try {
      await job.remove();
      return false;
    } catch {
      return true;
    }
  }

  /** drops the job of an attempt (a finished one, before re-adding; or a cancelled one still waiting) */
  async remove(submitId: number, attempt: number): Promise<void> {
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return;
    try { await job.remove(); } catch { /* running (locked): its result is ignored by attempt */ }
  }
}

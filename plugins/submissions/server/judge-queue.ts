// Handing submissions to judge nodes (ARCHITECTURE §5). The row is written first (Pending), then
// the job is added under an id made of (submission, attempt), so adding it twice is harmless; the
// sweeper re-adds the job of any submission left unfinished without a live job.
import type { PluginContext } from '@oj/sdk';
import { JUDGE_JOB_ATTEMPTS, JUDGE_JOB_NAME, JUDGE_QUEUE, PROTOCOL_VERSION, type JudgeJob } from '@oj/judge-worker/protocol';
import { problemsService } from '@oj/plugin-problems/shared';
import { JUDGE_PRIORITY, judgeJobId, type JudgePriority } from '../shared/constants.ts';
import type { JudgeRow } from './tables.ts';

/** retry backoff of a judge job (BullMQ exponential, first wait) */
const RETRY_DELAY_MS = 1000;

export class JudgeQueue {
  constructor(private readonly ctx: PluginContext) {}

  /** the judge job of the row's current attempt; null when the problem is gone */
  async jobOf(row: Pick<JudgeRow, 'submitId' | 'attempt' | 'pid' | 'language' | 'code'>): Promise<JudgeJob | null> {
    const settings = await this.ctx.services.get(problemsService).judgeSettings(row.pid);
    if (!settings) return null;
    return {
      protocolVersion: PROTOCOL_VERSION,
      submissionId: row.submitId,
      attempt: row.attempt,
      testData: settings.testData,
      task: { ...settings.task, language: row.language, code: row.code },
    };
  }

  async enqueue(job: JudgeJob, priority: JudgePriority): Promise<void> {
    await this.ctx.queue.add(JUDGE_QUEUE, JUDGE_JOB_NAME, job, {
      jobId: judgeJobId(job.submissionId, job.attempt),
      attempts: JUDGE_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: RETRY_DELAY_MS },
      priority: JUDGE_PRIORITY[priority],
    });
  }

  /** is a job of this attempt waiting or running? */
  async isLive(submitId: number, attempt: number): Promise<boolean> {
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return false;
    const state = await job.getState();
    return state !== 'completed' && state !== 'failed' && state !== 'unknown';
  }

  /** drops the job of an attempt (a finished one, before re-adding; or a cancelled one still waiting) */
  async remove(submitId: number, attempt: number): Promise<void> {
    const job = await this.ctx.queue.queue(JUDGE_QUEUE).getJob(judgeJobId(submitId, attempt));
    if (!job) return;
    try { await job.remove(); } catch { /* running (locked): its result is ignored by attempt */ }
  }
}

// Where an attempt goes: to the plugin that claims its problem (judgeDispatchPoint), or to the
// `judge` queue. A claimed attempt reports through `reporter`, which feeds the judge nodes' own
// result path (Judging.applyProgress / applyFinal), so "at most once per attempt" holds for both.
import type { PluginContext } from '@oj/sdk';
import { PROTOCOL_VERSION } from '@oj/judge-worker/protocol';
import { problemsService, type JudgeSettings, type ProblemSummary } from '@oj/plugin-problems/shared';
import { JudgeStatus, type JudgePriority } from '../shared/constants.ts';
import { judgeDispatchPoint, type DispatchedSubmission, type DispatchOutcome, type JudgeDispatcher, type JudgeReporter } from '../shared/dispatch.ts';
import type { JudgeRow } from '../shared/rows.ts';
import { judgeJob, type JobWhereabouts, type JudgeQueue } from './judge-queue.ts';
import type { Judging } from './judging.ts';

/** what a dispatcher is told when its dispatch throws (the reason goes to the log only) */
const DISPATCH_FAILED = 'Failed to submit to the judge';

type Row = Pick<JudgeRow, 'submitId' | 'attempt' | 'uid' | 'pid' | 'displayPid' | 'language' | 'code' | 'cid' | 'tid' | 'gid'>;

export class JudgeDispatch {
  constructor(private readonly ctx: PluginContext, private readonly judgeQueue: JudgeQueue, private readonly judging: Judging) {}

  /** the plugin that judges `problem`, if one claims it */
  claimant(problem: ProblemSummary): JudgeDispatcher | undefined {
    return this.ctx.extensions(judgeDispatchPoint).find((d) => {
      try { return d.claims(problem); } catch (err) { this.ctx.log.warn({ err, dispatcher: d.name }, 'claims() failed'); return false; }
    });
  }

  /** the reporter of one attempt; `judger` is shown as the submission's judger */
  reporter(submitId: number, attempt: number, judger: string): JudgeReporter {
    const header = { protocolVersion: PROTOCOL_VERSION, submissionId: submitId, attempt, judger, sentAt: Date.now() } as const;
    const final = (o: DispatchOutcome) => this.judging.applyFinal({
      ...header, kind: 'final', sentAt: Date.now(),
      outcome: {
        status: o.status, score: o.score ?? 0, timeMs: o.timeMs ?? 0, memoryKb: o.memoryKb ?? 0,
        compileMessage: o.compileMessage ?? '', message: o.message ?? '', judgeCaseMode: 'default', subtasks: [],
        cases: (o.cases ?? []).map((c, i) => ({
          caseId: i + 1, seq: i + 1, status: c.status, timeMs: c.timeMs, memoryKb: c.memoryKb, score: c.score ?? 0,
          inputName: '', outputName: '', userOutput: '', message: c.message ?? '',
        })),
      },
    });
    return {
      progress: (status, detail = {}) => this.judging.applyProgress({ ...header, kind: 'progress', sentAt: Date.now(), status, ...detail }),
      final,
      submitFailed: (message) => final({ status: JudgeStatus.SUBMITTED_FAILED, message }),
    };
  }

  /** hands the attempt to `dispatcher`; a dispatch that throws ends as Submitted Failed */
  async toPlugin(dispatcher: JudgeDispatcher, row: Row): Promise<void> {
    const reporter = this.reporter(row.submitId, row.attempt, dispatcher.name);
    const submission: DispatchedSubmission = {
      submitId: row.submitId, attempt: row.attempt, uid: row.uid, pid: row.pid, problemId: row.displayPid,
      language: row.language, code: row.code, cid: row.cid, tid: row.tid, gid: row.gid,
    };
    try {
      await dispatcher.dispatch(submission, reporter);
    } catch (err) {
      this.ctx.log.warn({ err, submitId: row.submitId, dispatcher: dispatcher.name }, 'dispatch failed: Submitted Failed');
      await reporter.submitFailed(DISPATCH_FAILED);
    }
  }

  /**
   * The row's current attempt to its judge: the claiming plugin, or a job on the `judge` queue
   * (`queuedBefore`: the user's unfinished submissions, for fair share). 'gone' when the problem
   * no longer exists.
   */
  async send(row: Row, priority: JudgePriority, queuedBefore = 0, known?: { problem: ProblemSummary; settings: JudgeSettings }): Promise<'sent' | 'gone'> {
    const problems = this.ctx.services.get(problemsService);
    const problem = known?.problem ?? await problems.getProblem(row.pid);
    if (!problem) return 'gone';
    const dispatcher = this.claimant(problem);
    if (dispatcher) {
      await this.toPlugin(dispatcher, row);
      return 'sent';
    }
    const settings = known?.settings ?? await problems.judgeSettings(row.pid);
    if (!settings) return 'gone';
    await this.judgeQueue.enqueue(judgeJob(row, settings), priority, queuedBefore);
    return 'sent';
  }

  /**
   * For the sweeper: where the attempt is with its judge (JobWhereabouts). A claimed attempt with no
   * job is live while its dispatcher says it is in progress, else its dispatcher is done with it.
   */
  async whereabouts(row: Row): Promise<JobWhereabouts> {
    const where = await this.judgeQueue.whereabouts(row.submitId, row.attempt);
    if (where !== 'gone') return where;
    const problem = await this.ctx.services.get(problemsService).getProblem(row.pid);
    const dispatcher = problem && this.claimant(problem);
    if (!dispatcher) return 'gone';
    if (!dispatcher.inProgress) return 'finished';
    return (await dispatcher.inProgress(row.submitId, row.attempt).catch(() => false)) ? 'live' : 'finished';
  }
}

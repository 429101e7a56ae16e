// A submission's life after submit (ARCHITECTURE §5, spec 2 §4): progress and final results
// from judge nodes, applied at most once per (submission, attempt); new attempts (rejudge,
// resubmit, sweeper); manual judge and cancel by the super admin.
import type { Knex, PluginContext } from '@oj/sdk';
import type { JudgeFinalMessage, JudgeProgressMessage } from '@oj/judge-worker/protocol';
import { PROBLEM_TYPE, problemsService } from '@oj/plugin-problems/shared';
import { JudgeStatus, UNFINISHED_STATUSES, oiRankScore, type JudgePriority } from '../shared/constants.ts';
import { SUBMISSION_PUSH_EVENT, type SubmissionJudged, type SubmissionPush } from '../shared/events.ts';
import type { JudgeRow } from '../shared/rows.ts';
import { isPractice, type SubmissionStores } from './stores/index.ts';
import type { JudgeQueue } from './judge-queue.ts';
import type { SubmissionReads } from './reads.ts';
import { JudgeDispatch } from './dispatch.ts';
import { retryOnConflict } from './conflict-retry.ts';

/** the stored user output of a case (the engine sends its first bytes) */
const USER_OUTPUT_MAX = 10_000;

export class Judging {
  /** where attempts go: a plugin claiming the problem, or the judge queue */
  readonly dispatch: JudgeDispatch;

  constructor(
    private readonly ctx: PluginContext, private readonly stores: SubmissionStores,
    private readonly judgeQueue: JudgeQueue, private readonly reads: SubmissionReads,
  ) {
    this.dispatch = new JudgeDispatch(ctx, judgeQueue, this);
  }

  private async announce(row: JudgeRow, previousStatus: number | null): Promise<void> {
    const judged: SubmissionJudged = {
      submitId: row.submitId, uid: row.uid, username: row.username, pid: row.pid, cid: row.cid, submitTime: new Date(row.submitTime).toISOString(), tid: row.tid, gid: row.gid, attempt: row.attempt,
      status: row.status, score: row.score, time: row.time, memory: row.memory, previousStatus, isManual: row.isManual,
    };
    await this.ctx.bus.emit('submission.judged', judged);
    await this.pushStatus(row);
  }

  private async pushStatus(row: Pick<JudgeRow, 'uid' | 'submitId' | 'status' | 'score' | 'time' | 'memory'>, extra: Partial<SubmissionPush> = {}): Promise<void> {
    const data: SubmissionPush = { submitId: row.submitId, status: row.status, score: row.score, time: row.time, memory: row.memory, ...extra };
    await this.ctx.push.toUser(row.uid, SUBMISSION_PUSH_EVENT, data).catch((err) => this.ctx.log.warn({ err }, 'push failed'));
  }

  /**
   * Submitting (a remote judge's) / Compiling / Judging: only forward, only for the current attempt
   * before its verdict. False when the attempt is over (its verdict, or a newer attempt: a rejudge);
   * true while it is current, moved or not.
   */
  async applyProgress(message: Omit<JudgeProgressMessage, 'status'> & { status: typeof JudgeStatus.COMPILING | typeof JudgeStatus.JUDGING | typeof JudgeStatus.SUBMITTING }): Promise<boolean> {
    const before = message.status === JudgeStatus.SUBMITTING ? [JudgeStatus.PENDING, JudgeStatus.SUBMITTING]
      : message.status === JudgeStatus.COMPILING ? [JudgeStatus.PENDING, JudgeStatus.SUBMITTING]
        : [JudgeStatus.PENDING, JudgeStatus.SUBMITTING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];
    const rows = await this.stores.judge.moveProgress(message.submissionId, message.attempt, before, message.status, message.judger);
    if (rows.length) await this.reads.changed();
    for (const row of rows) await this.pushStatus(row, { caseIndex: message.caseIndex, caseCount: message.caseCount });
    if (rows.length) return true;
    const now = await this.stores.judge.attemptOf(message.submissionId);
    return !!now && now.attempt === message.attempt && now.judgedAttempt < message.attempt;
  }

  /** the verdict of one attempt; a second copy, or a stale attempt, changes nothing */
  async applyFinal(message: JudgeFinalMessage): Promise<boolean> {
    const { outcome } = message;
    const found = await this.stores.judge.verdictTarget(message.submissionId);
    if (!found || found.attempt !== message.attempt || found.judgedAttempt >= message.attempt) return false;
    const problem = await this.ctx.services.get(problemsService).getProblem(found.pid);
    const isOi = problem?.type === PROBLEM_TYPE.oi;
    const score = isOi ? Math.round(outcome.score) : null;
    // spec 2 §9: the OI rank score, only outside contests
    const rankScore = isOi && found.cid === 0 && score !== null ? oiRankScore(score, problem?.difficulty ?? 0) : null;
    const errorMessage = outcome.status === JudgeStatus.COMPILE_ERROR ? outcome.compileMessage : outcome.message || null;
    // nothing ran (a compile error, a system error before any case, a failed remote submit): no time or memory to show
    const ran = outcome.status !== JudgeStatus.COMPILE_ERROR && outcome.status !== JudgeStatus.SUBMITTED_FAILED
      && !(outcome.status === JudgeStatus.SYSTEM_ERROR && outcome.cases.length === 0);

    const { judge, summaries } = this.stores;
    const applied = await retryOnConflict(() => judge.transaction(async (trx) => {
      const current = await judge.locked(trx, message.submissionId);
      if (!current || current.attempt !== message.attempt || current.judgedAttempt >= message.attempt) return null;
      const row = await judge.update(trx, current.submitId, {
        status: outcome.status, score, oiRankScore: rankScore, time: ran ? outcome.timeMs : null, memory: ran ? outcome.memoryKb : null,
        errorMessage, judger: message.judger, judgeCaseMode: outcome.judgeCaseMode, judgedAttempt: message.attempt,
      });
      await this.replaceCases(trx, message);
      await summaries.statusChanged(trx, row, current.status);
      return { row, before: current.status };
    }));
    if (!applied) return false;
    await this.announce(applied.row, applied.before);
    return true;
  }

  private async replaceCases(trx: Knex.Transaction, message: JudgeFinalMessage): Promise<void> {
    const submitId = message.submissionId;
    await this.stores.judge.clearResults(trx, submitId);
    const cases = message.outcome.cases.map((c) => ({
      submitId, caseId: c.caseId, seq: c.seq, groupNum: c.groupNum ?? null, status: c.status, time: c.timeMs, memory: c.memoryKb,
      score: c.score, inputData: c.inputName, outputData: c.outputName, userOutput: c.userOutput.slice(0, USER_OUTPUT_MAX), message: c.message,
    }));
    const subtasks = message.outcome.subtasks.map((s) => ({
      submitId, groupNum: s.groupNum, status: s.status, score: s.score, ac: s.ac, total: s.total, time: s.timeMs, memory: s.memoryKb,
    }));
    await this.stores.judge.insertResults(trx, cases, subtasks);
  }

  /** a new attempt: back to Pending with no score, then a fresh judge job (rejudge, resubmit) */
  async restart(row: JudgeRow, priority: JudgePriority): Promise<JudgeRow> {
    const { judge, summaries } = this.stores;
    const updated = await retryOnConflict(() => judge.transaction(async (trx) => {
      const current = (await judge.locked(trx, row.submitId))!;
      const next = await judge.update(trx, row.submitId, {
        status: JudgeStatus.PENDING, score: null, oiRankScore: null, time: null, memory: null, errorMessage: null, judger: null,
        isManual: false, attempt: current.attempt + 1, sweeps: 0,
      });
      await judge.clearResults(trx, row.submitId);
      await summaries.statusChanged(trx, next, current.status);
      return next;
    }));
    await this.reads.changed();
    await this.judgeQueue.remove(row.submitId, row.attempt);
    await this.pushStatus(updated);
    await this.dispatch.send(updated, priority);
    return updated;
  }

  /** spec 2 §4: the super admin sets status (and score) by hand, or cancels (status Cancelled) */
  async setByHand(row: JudgeRow, status: number, score: number | null): Promise<JudgeRow> {
    const problem = await this.ctx.services.get(problemsService).getProblem(row.pid);
    const rankScore = problem?.type === PROBLEM_TYPE.oi && row.cid === 0 && score !== null ? oiRankScore(score, problem.difficulty) : null;
    const { judge, summaries } = this.stores;
    const updated = await retryOnConflict(() => judge.transaction(async (trx) => {
      const current = (await judge.locked(trx, row.submitId))!;
      const next = await judge.update(trx, row.submitId, { status, score, isManual: true, judgedAttempt: current.attempt, oiRankScore: rankScore });
      await summaries.statusChanged(trx, next, current.status);
      return { next, before: current.status };
    }));
    if (UNFINISHED_STATUSES.includes(updated.before)) await this.judgeQueue.remove(row.submitId, row.attempt);
    await this.announce(updated.next, updated.before);
    return updated.next;
  }

  /**
   * The sweeper: an unfinished submission untouched for `staleMs` whose job is not live gets its job
   * again. A job left by a judge node that died, or lost with a queue, is an outage: it is judged
   * again however often that happens, and never becomes a verdict. Only an attempt whose judge
   * finished without its verdict landing (or whose claiming plugin is done with it) counts: after
   * `maxSweeps` of those its verdict is System Error.
   */
  async sweep(staleMs: number, maxSweeps: number): Promise<number> {
    const stale = await this.stores.judge.stale(staleMs);
    let readded = 0;
    for (const row of stale) {
      const where = await this.dispatch.whereabouts(row);
      if (where === 'live') continue;
      const counted = where === 'finished';
      if (counted && row.sweeps >= maxSweeps) {
        await this.systemError(row, 'judging did not finish');
        continue;
      }
      // one sweeper a re-add: the row must still be stale and unchanged when it is claimed
      if (!(await this.stores.judge.claimStale(row, staleMs, counted ? row.sweeps + 1 : row.sweeps))) continue;
      if (!counted) this.ctx.log.info({ submitId: row.submitId, attempt: row.attempt, job: where }, 'sweeper: judging again a job its judge node or queue lost');
      await this.judgeQueue.remove(row.submitId, row.attempt);
      const sent = await this.dispatch.send(row, isPractice(row) ? 'practice' : 'contest');
      if (sent === 'gone') { await this.systemError(row, 'the problem no longer exists'); continue; }
      readded++;
    }
    return readded;
  }

  private async systemError(row: JudgeRow, message: string): Promise<void> {
    await this.applyFinal({
      protocolVersion: 1, kind: 'final', submissionId: row.submitId, attempt: row.attempt, judger: '', sentAt: Date.now(),
      outcome: { status: JudgeStatus.SYSTEM_ERROR, score: 0, timeMs: 0, memoryKb: 0, compileMessage: '', message, judgeCaseMode: 'default', cases: [], subtasks: [] },
    });
  }
}

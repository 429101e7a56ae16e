// The users' results in each training, kept as verdicts arrive (issue 13: not recomputed per view).
// A cell is one user's result on one problem of one training, taken from their practice
// submissions (outside contests and groups; those made inside the training are practice too); the
// standing (trainings_user) is the sum of a user's cells: solved problems and the total of their
// fastest accepted runs. A verdict, a rejudge or a manual judge recomputes the user's cell of that
// problem in every training holding it; adding a problem fills its cells from the submissions so far.
import type { PluginContext } from '@oj/sdk';
import { submissionsService, type PracticeResult, type SubmissionJudged } from '@oj/plugin-submissions/shared';
import type { Trainings } from './core.ts';

export class TrainingRecords {
  /** verdicts of one user on one problem are applied one after the other on this node */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly ctx: PluginContext, private readonly trainings: Trainings) {}

  private get store() {
    return this.trainings.stores.records;
  }

  private results(pids: readonly number[], uids?: readonly string[]): Promise<PracticeResult[]> {
    return this.ctx.services.get(submissionsService).practiceResults(pids, uids);
  }

  listen(): void {
    this.ctx.bus.on('submission.judged', (judged) => this.judged(judged));
  }

  /** a final verdict of a practice submission: that user's cell of that problem in each training holding it */
  judged(j: SubmissionJudged): Promise<void> {
    if (j.cid || j.gid != null) return Promise.resolve();
    const key = `${j.uid}|${j.pid}`;
    const next = (this.chains.get(key) ?? Promise.resolve()).then(() => this.apply(j.uid, j.pid)).catch((err: unknown) => {
      this.ctx.log.error({ err, submitId: j.submitId }, 'training record not written');
    });
    this.chains.set(key, next);
    void next.finally(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }

  private async apply(uid: string, pid: number): Promise<void> {
    const tids = await this.trainings.stores.problems.trainingsHolding(pid);
    if (!tids.length) return;
    const [result] = await this.results([pid], [uid]);
    const store = this.store;
    await store.transaction(async (trx) => {
      for (const tid of tids) {
        if (result) await store.writeCells(trx, tid, [result]);
        else await store.removeCell(trx, tid, uid, pid);
        await store.refreshStandings(trx, tid, [uid]);
      }
    });
    for (const tid of tids) await this.trainings.changed(tid);
  }

  /** problems were added to a training: their cells from everyone's submissions so far */
  async filled(tid: number, pids: readonly number[]): Promise<void> {
    const results = await this.results(pids);
    const store = this.store;
    await store.transaction(async (trx) => {
      await store.writeCells(trx, tid, results);
      await store.refreshStandings(trx, tid);
    });
    await this.trainings.changed(tid);
  }

  /** a problem left a training: its cells go, the standings follow */
  async removed(tid: number, pid: number): Promise<void> {
    const store = this.store;
    await store.transaction(async (trx) => {
      await store.removeProblemCells(trx, tid, pid);
      await store.refreshStandings(trx, tid);
    });
    await this.trainings.changed(tid);
  }
}

// The users' results in each training, kept as verdicts arrive (issue 13: not recomputed per view).
// A cell is one user's result on one problem of one training, taken from their practice
// submissions (outside contests and groups; those made inside the training are practice too); the
// standing (trainings_user) is the sum of a user's cells: solved problems and the total of their
// fastest accepted runs. A verdict, a rejudge or a manual judge recomputes the user's cell of that
// problem in every training holding it; adding a problem fills its cells from the submissions so far.
import type { Knex, PluginContext } from '@oj/sdk';
import { submissionsService, type PracticeResult, type SubmissionJudged } from '@oj/plugin-submissions/shared';
import { T, type Trainings } from './core.ts';

/** cells are written this many at a time */
const CELL_BATCH = 1000;

export class TrainingRecords {
  /** verdicts of one user on one problem are applied one after the other on this node */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly ctx: PluginContext, private readonly trainings: Trainings) {}

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
    const tids = ((await this.ctx.db(T.problem).where({ pid }).select('tid')) as { tid: number }[]).map((r) => r.tid);
    if (!tids.length) return;
    const [result] = await this.results([pid], [uid]);
    await this.ctx.db.transaction(async (trx) => {
      for (const tid of tids) {
        if (result) await writeCells(trx, tid, [result]);
        else await trx(T.cell).where({ tid, uid, pid }).delete();
        await refreshStandings(trx, tid, [uid]);
      }
    });
    for (const tid of tids) await this.trainings.changed(tid);
  }

  /** problems were added to a training: their cells from everyone's submissions so far */
  async filled(tid: number, pids: readonly number[]): Promise<void> {
    const results = await this.results(pids);
    await this.ctx.db.transaction(async (trx) => {
      await writeCells(trx, tid, results);
      await refreshStandings(trx, tid);
    });
    await this.trainings.changed(tid);
  }

  /** a problem left a training: its cells go, the standings follow */
  async removed(tid: number, pid: number): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      await trx(T.cell).where({ tid, pid }).delete();
      await refreshStandings(trx, tid);
    });
    await this.trainings.changed(tid);
  }
}

async function writeCells(trx: Knex.Transaction, tid: number, results: readonly PracticeResult[]): Promise<void> {
  for (let i = 0; i < results.length; i += CELL_BATCH) {
    const rows = results.slice(i, i + CELL_BATCH).map((r) => ({ tid, uid: r.uid, pid: r.pid, status: r.status, solved: r.solved, runTime: r.solved ? r.bestTime : null }));
    await trx(T.cell).insert(rows).onConflict(['tid', 'uid', 'pid']).merge(['status', 'solved', 'runTime']);
  }
}

/** the standings of these users (all of the training's without `uids`) from their cells */
async function refreshStandings(trx: Knex.Transaction, tid: number, uids?: readonly string[]): Promise<void> {
  const cells = trx(T.cell).where({ tid }).groupBy('tid', 'uid')
    .select('tid', 'uid', trx.raw('count(*) filter (where solved) as ac'), trx.raw('coalesce(sum(run_time) filter (where solved), 0) as total_run_time'));
  if (uids) cells.whereIn('uid', [...uids]);
  await trx.raw(`insert into ${T.user} (tid, uid, ac, total_run_time) ? on conflict (tid, uid) do update set ac = excluded.ac, total_run_time = excluded.total_run_time`, [cells]);
  const gone = trx(T.user).where({ tid }).whereNotExists(trx(T.cell).whereRaw(`${T.cell}.tid = ${T.user}.tid and ${T.cell}.uid = ${T.user}.uid`).select(trx.raw('1')));
  if (uids) gone.whereIn('uid', [...uids]);
  await gone.delete();
}

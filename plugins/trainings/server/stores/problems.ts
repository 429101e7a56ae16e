// The problems of each training (trainings_problem): their order, membership, and the admin
// writes. Only this store names the table.
import type { PluginContext } from '@oj/sdk';
import type { TrainingProblemRow } from '../../shared/index.ts';

export class TrainingProblemStore {
  private readonly problems: string;

  constructor(private readonly ctx: PluginContext) {
    this.problems = ctx.table('problem');
  }

  /** the training's problems in their order (rank, then when they joined) */
  ofTraining(tid: number): Promise<TrainingProblemRow[]> {
    return this.ctx.db<TrainingProblemRow>(this.problems).where({ tid }).orderBy([{ column: 'rank' }, { column: 'id' }]);
  }

  /** the training's mapping of problem `pid` */
  find(tid: number, pid: number): Promise<TrainingProblemRow | undefined> {
    return this.ctx.db<TrainingProblemRow>(this.problems).where({ tid, pid }).first();
  }

  /** is problem `pid` in the training */
  async has(tid: number, pid: number): Promise<boolean> {
    return Boolean(await this.ctx.db(this.problems).where({ tid, pid }).first('id'));
  }

  /** the trainings holding problem `pid` */
  async trainingsHolding(pid: number): Promise<number[]> {
    const rows = await this.ctx.db<TrainingProblemRow>(this.problems).where({ pid }).select('tid');
    return rows.map((r) => r.tid);
  }

  async setRank(id: number, rank: number): Promise<void> {
    await this.ctx.db(this.problems).where({ id }).update({ rank });
  }

  /** takes problem `pid` out of the training: false when it was not in it */
  async remove(tid: number, pid: number): Promise<boolean> {
    return (await this.ctx.db(this.problems).where({ tid, pid }).delete()) > 0;
  }

  /** puts problem `pid` at the end of the training; undefined when it is there already */
  async append(tid: number, pid: number, displayId: string): Promise<TrainingProblemRow | undefined> {
    const db = this.ctx.db;
    const [last] = await db(this.problems).where({ tid }).max<Array<{ rank: number | null }>>({ rank: 'rank' });
    const inserted = await db<TrainingProblemRow>(this.problems).insert({ tid, pid, displayId, rank: (last?.rank ?? 0) + 1 })
      .onConflict(['tid', 'pid']).ignore().returning('*');
    return inserted[0];
  }
}

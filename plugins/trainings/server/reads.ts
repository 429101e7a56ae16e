// What a training page reads most, kept per training: its row (every call checks it) and its rank
// pages. Each training has a generation, part of every key: a change to it (a verdict on one of its
// problems, a registration, an admin edit) moves the generation here and, through the bus, on every
// other web node, so the next read loads afresh while other trainings keep their answers.
import { ReadCache, type PluginContext } from '@oj/sdk';
import type { TrainingRankRow, TrainingRow } from '../shared/index.ts';

/** the cross-node channel (ctx.bus.broadcast) saying one training changed */
export const TRAINING_CHANGED_CHANNEL = 'trainings.changed';

/** a rank page as read from the tables, before who is looking decides on real names */
export interface RankPage {
  records: Array<Omit<TrainingRankRow, 'realname'> & { realname: string | null }>;
  total: number;
}

export class TrainingReads {
  private readonly generations = new Map<number, number>();
  /** rank pages (the whole answer, written out) by training, page, size, viewer kind and keyword; a change of the training makes them stale */
  readonly rank = new ReadCache<string>({ ttlMs: 60_000, max: 2000 });
  /** training rows by id, briefly (the other nodes' admin edits are seen within this time without a bus) */
  readonly rows = new ReadCache<TrainingRow | null>({ ttlMs: 5000, max: 5000 });

  constructor(private readonly ctx: PluginContext) {
    ctx.bus.subscribe(TRAINING_CHANGED_CHANNEL, (payload) => {
      const tid = (payload as { tid?: unknown } | null)?.tid;
      if (typeof tid === 'number') this.bump(tid);
    });
  }

  /** a key of this training's reads at its current generation */
  key(tid: number, rest = ''): string {
    return `${tid}:${this.generations.get(tid) ?? 0}:${rest}`;
  }

  /** the training changed: its reads are stale here now, and on the other nodes once they hear */
  async changed(tid: number): Promise<void> {
    this.bump(tid);
    await this.ctx.bus.broadcast(TRAINING_CHANGED_CHANNEL, { tid });
  }

  private bump(tid: number): void {
    if (this.generations.size > 100_000) this.generations.clear();
    this.generations.set(tid, (this.generations.get(tid) ?? 0) + 1);
  }
}

// Hot reads kept on each web node: submission list pages and totals, and the verdict counts and
// users' statuses the problem list shows. Any change to a submission (a new one, progress, a
// verdict, a new attempt, a manual judge or cancel, sharing, a deleted user) drops all of them on
// every web node; READS_TTL_MS bounds what a node is not told about (a write in SQL, a site of
// several nodes without Redis, whose broadcasts stay in one process).
import { SharedReads, type PluginContext, type ReadCache } from '@oj/sdk';
import type { ProblemCount, ProblemStatus } from '@oj/plugin-problems/shared';
import type { ShownRows } from './view.ts';

/** how long a kept read lives without a drop */
export const READS_TTL_MS = 5000;
const CHANNEL = 'submissions.reads';

export class SubmissionReads {
  private readonly shared: SharedReads;
  /** list totals by filter */
  readonly totals: ReadCache<number>;
  /** practice list pages by filter and page (what every viewer sees of them) */
  readonly pages: ReadCache<ShownRows>;
  /** verdict counts by problem id list */
  readonly counts: ReadCache<Record<number, ProblemCount>>;
  /** a user's practice statuses by user and problem id list */
  readonly statuses: ReadCache<Record<number, ProblemStatus>>;

  constructor(ctx: PluginContext) {
    this.shared = new SharedReads(ctx.bus, CHANNEL);
    this.totals = this.shared.cache({ ttlMs: READS_TTL_MS });
    this.pages = this.shared.cache({ ttlMs: READS_TTL_MS });
    this.counts = this.shared.cache({ ttlMs: READS_TTL_MS });
    this.statuses = this.shared.cache({ ttlMs: READS_TTL_MS, max: 10_000 });
    for (const event of ['submission.judged', 'user.deleted'] as const) ctx.bus.on(event, () => this.changed());
  }

  /** a submission changed: drop every kept read, here and on the other web nodes */
  changed(): Promise<void> {
    return this.shared.changed();
  }
}

// A contest's print jobs (contests_print): what contestants send, the admins' list and marks, and
// the print queue the printer hosts claim jobs from and report them to.
import { pageParams, paginate, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import type { ContestPrintRow } from '../../shared/index.ts';
import { PRINT_PAGE_SIZE, type PrintState } from '../../shared/user-calls.ts';
import { Store, tableOf } from './base.ts';

/** a job as the admins' list shows it (its content is downloaded apart) */
export type ListedPrint = Omit<ContestPrintRow, 'uid' | 'content'>;

/** a job as a printer host claims it */
export type ClaimedPrint = Pick<ContestPrintRow, 'id' | 'cid' | 'username' | 'realname' | 'content' | 'gmtCreate' | 'teamName'> & { claimedAt: Date };

/** how a printer host's report leaves a job */
export type PrintReport = Pick<ContestPrintRow, 'state' | 'failReason'> & { status?: number };

export class PrintStore extends Store {
  private readonly prints: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.prints = tableOf(ctx, 'print');
  }

  async insert(job: Pick<ContestPrintRow, 'cid' | 'uid' | 'username' | 'realname' | 'content' | 'teamName'>): Promise<void> {
    await this.ctx.db(this.prints).insert(job);
  }

  /** a page of the contest's jobs: those still to print first, the oldest of them first */
  page(cid: number, query: PageQuery): Promise<PageOf<ListedPrint>> {
    return paginate<ListedPrint>(this.ctx.db(this.prints).where({ cid }), pageParams(query, PRINT_PAGE_SIZE),
      (rows) => rows.select('id', 'cid', 'username', 'realname', 'status', 'gmtCreate', 'state', 'claimedAt', 'claimedBy', 'finishedAt', 'failReason', 'teamName')
        .orderBy([{ column: 'status' }, { column: 'id' }]));
  }

  async byId(id: number): Promise<ContestPrintRow | null> {
    return (await this.ctx.db<ContestPrintRow>(this.prints).where({ id }).first()) ?? null;
  }

  /** the state of job `id` of contest `cid`, or null when there is no such job */
  async stateOf(id: number, cid: number): Promise<PrintState | null> {
    return (await this.ctx.db<ContestPrintRow>(this.prints).where({ id, cid }).first('state'))?.state ?? null;
  }

  /** the job marked printed on the admin page; how many rows (0: not there) */
  markPrinted(id: number, cid: number): Promise<number> {
    return this.ctx.db(this.prints).where({ id, cid }).update({ status: 1, state: 'printed' satisfies PrintState, finishedAt: this.ctx.db.fn.now() });
  }

  /** the job back in the queue */
  async requeue(id: number, cid: number): Promise<void> {
    await this.ctx.db(this.prints).where({ id, cid }).update({
      state: 'queued' satisfies PrintState, status: 0, claimedAt: null, claimedBy: null, finishedAt: null, failReason: null,
    });
  }

  /**
   * Up to `max` of the contest's oldest queued jobs claimed by printer token `tokenId`, in one
   * transaction: the jobs no other claim holds (locked, the ones other claims lock skipped), then
   * those still queued become this token's. Two steps rather than UPDATE … WHERE id IN (SELECT …
   * LIMIT n FOR UPDATE SKIP LOCKED), which claimed every queued job on the test database (PGlite),
   * its LIMIT not honoured.
   */
  claim(cid: number, max: number, tokenId: number): Promise<ClaimedPrint[]> {
    return this.transaction(async (trx) => {
      const picked = await trx<ContestPrintRow>(this.prints).select('id').where({ cid, state: 'queued' satisfies PrintState })
        .orderBy('id').limit(max).forUpdate().skipLocked();
      if (!picked.length) return [];
      return trx(this.prints).whereIn('id', picked.map((p) => p.id)).andWhere({ state: 'queued' satisfies PrintState })
        .update({ state: 'claimed' satisfies PrintState, claimedAt: trx.fn.now(), claimedBy: tokenId })
        .returning<ClaimedPrint[]>(['id', 'cid', 'username', 'realname', 'content', 'gmtCreate', 'claimedAt', 'teamName']);
    });
  }

  /** a job this token claimed and has not reported yet, reported; how many rows (0: none such) */
  report(id: number, cid: number, tokenId: number, done: PrintReport): Promise<number> {
    return this.ctx.db(this.prints).where({ id, cid, state: 'claimed' satisfies PrintState, claimedBy: tokenId })
      .update({ ...done, finishedAt: this.ctx.db.fn.now() });
  }
}

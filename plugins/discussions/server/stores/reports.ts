// The reports on discussions (discussions_report): written by readers, listed and marked handled
// by moderators. Only this store names the table.
import { paginate, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { ListedReportRow } from '../../shared/index.ts';

export class ReportStore {
  private readonly reports: string;
  private readonly discussions: string;

  constructor(private readonly ctx: PluginContext) {
    this.reports = ctx.table('report');
    this.discussions = ctx.table('discussion');
  }

  async insert(did: number, reporter: string, content: string): Promise<void> {
    await this.ctx.db(this.reports).insert({ did, reporter, content });
  }

  /** one page of the reports on the site's discussions: those not handled first, then the newest */
  sitePage(params: PageParams): Promise<PageOf<ListedReportRow>> {
    const base = this.ctx.db(`${this.reports} as r`).join(`${this.discussions} as d`, 'd.id', 'r.did')
      .join(`${this.ctx.users.table} as u`, 'u.uid', 'r.reporter').whereNull('d.gid');
    return paginate<ListedReportRow>(base, params, (b) =>
      b.select('r.id', 'r.did', 'd.title', 'u.username as reporter', 'r.content', 'r.status', 'r.gmtCreate')
        .orderBy([{ column: 'r.status', order: 'asc' }, { column: 'r.id', order: 'desc' }]));
  }

  /** marks a report handled or not; false when there is no such report */
  async setStatus(id: number, status: boolean): Promise<boolean> {
    return (await this.ctx.db(this.reports).where({ id }).update({ status })) > 0;
  }
}

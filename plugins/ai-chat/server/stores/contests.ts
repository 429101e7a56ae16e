// Each contest's AI switch (ai_chat_contest). Only this store names the table.
import type { PluginContext } from '@oj/sdk';

export class ContestSwitchStore {
  private readonly switches: string;

  constructor(private readonly ctx: PluginContext) {
    this.switches = ctx.table('contest');
  }

  /** the contest's switch (undefined when never set) */
  async allowed(cid: number): Promise<boolean | undefined> {
    const row = await this.ctx.db(this.switches).where({ cid }).first<{ allowed: boolean } | undefined>('allowed');
    return row?.allowed;
  }

  async set(cid: number, allowed: boolean, byUid: string): Promise<void> {
    await this.ctx.db(this.switches).insert({ cid, allowed, byUid, gmtModified: this.ctx.db.fn.now() }).onConflict('cid').merge();
  }
}

// The AI settings document (ai_chat_setting, one row). Only this store names the table.
import type { PluginContext } from '@oj/sdk';
import type { StoredSetting } from '../settings.ts';

/** the one row the document is kept in */
const SETTING_ROW = 1;

export class SettingStore {
  private readonly settings: string;

  constructor(private readonly ctx: PluginContext) {
    this.settings = ctx.table('setting');
  }

  /** the stored document (undefined: never saved) */
  async read(): Promise<Partial<StoredSetting> | undefined> {
    const row = await this.ctx.db(this.settings).where({ id: SETTING_ROW }).first<{ value: StoredSetting } | undefined>('value');
    return row?.value;
  }

  async write(value: StoredSetting): Promise<void> {
    await this.ctx.db(this.settings).insert({ id: SETTING_ROW, value: JSON.stringify(value), gmtModified: this.ctx.db.fn.now() }).onConflict('id').merge();
  }
}

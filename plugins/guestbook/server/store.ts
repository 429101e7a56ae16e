// The guestbook's store: the one place that names its table. Routes and listeners call these
// methods; they never write a query themselves, so a renamed column is one edit here and a
// compile error everywhere it mattered.
import { PluginStore, paginate, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { GuestbookEntry } from '../shared/browser.ts';
import type { EntryRow } from '../shared/rows.ts';

export class GuestbookStore extends PluginStore {
  /** 'guestbook_entries': ctx.table prefixes the plugin's id */
  private readonly entries: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.entries = ctx.table('entries');
  }

  /** a page of entries, newest first, with their authors' names */
  page(params: PageParams): Promise<PageOf<GuestbookEntry>> {
    const base = this.db()(`${this.entries} as e`).join(`${this.ctx.users.table} as u`, 'u.uid', 'e.uid');
    return paginate<GuestbookEntry>(base, params, (q) =>
      q.select('e.id', 'e.uid', 'u.username', 'e.content', 'e.gmtCreate').orderBy('e.id', 'desc'));
  }

  /** adds an entry signed by uid */
  async add(uid: string, content: string): Promise<void> {
    await this.db()<EntryRow>(this.entries).insert({ uid, content });
  }
}

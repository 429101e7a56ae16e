// The discussions plugin's store layer: one store per aggregate, built together by the plugin's
// entry (server/index.ts) and handed to its services and routes. Nothing else in the server names
// a table.
import type { PluginContext } from '@oj/sdk';
import { CategoryStore } from './categories.ts';
import { DiscussionStore } from './discussions.ts';
import { ReportStore } from './reports.ts';

export { CategoryStore, DiscussionStore, ReportStore };
export type { DiscussionFields, DiscussionFilter } from './discussions.ts';

export interface DiscussionStores {
  discussions: DiscussionStore;
  categories: CategoryStore;
  reports: ReportStore;
}

/** every store of the plugin, on the site's database */
export function discussionStores(ctx: PluginContext): DiscussionStores {
  return { discussions: new DiscussionStore(ctx), categories: new CategoryStore(ctx), reports: new ReportStore(ctx) };
}

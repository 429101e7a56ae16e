// The AI chat's store layer: one store per aggregate, built together by the plugin's entry
// (server/index.ts) and handed to its services. Nothing else in the server names a table.
import type { PluginContext } from '@oj/sdk';
import { ChatStore } from './chats.ts';
import { ContestSwitchStore } from './contests.ts';
import { SettingStore } from './settings.ts';
import { UsageStore } from './usage.ts';

export { ChatStore, ContestSwitchStore, SettingStore, UsageStore };
export type { NewAudit } from './usage.ts';

export interface AiChatStores {
  chats: ChatStore;
  settings: SettingStore;
  contests: ContestSwitchStore;
  usage: UsageStore;
}

/** every store of the plugin, on the site's database */
export function aiChatStores(ctx: PluginContext): AiChatStores {
  return { chats: new ChatStore(ctx), settings: new SettingStore(ctx), contests: new ContestSwitchStore(ctx), usage: new UsageStore(ctx) };
}

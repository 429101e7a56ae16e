// The kernel's site calls anyone may make (spec 1 §7): website config, announcements, the server
// clock, and the list of enabled plugins for the web shell. Browser-safe: mounted by
// core/kernel/src/routes/site.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, Page, PageQuery } from '../schema.ts';
import { defineCall } from '../calls.ts';

export const Announcement = Type.Object({
  id: Type.Integer(), title: Type.String(), content: Type.String(), uid: NullableString, username: NullableString,
  status: Type.Integer(), gid: Type.Union([Type.Integer(), Type.Null()]), gmtCreate: DateTime, gmtModified: DateTime,
});
export type Announcement = Static<typeof Announcement>;

export const WebsiteConfig = Type.Object({
  name: Type.String(), shortName: Type.String(), description: Type.String(), recordName: Type.String(), recordUrl: Type.String(),
  projectName: Type.String(), projectUrl: Type.String(), register: Type.Boolean(),
  openPublicDiscussion: Type.Boolean(), openGroupDiscussion: Type.Boolean(), openContestComment: Type.Boolean(),
  /** the switches the shell guards pages and menus with: these three and the plugins' public ones */
  switches: Type.Record(Type.String(), Type.Boolean()),
});
export type WebsiteConfig = Static<typeof WebsiteConfig>;

export const PluginInfo = Type.Object({
  id: Type.String(),
  version: Type.String(),
  /** the UI remote's manifest, null for a plugin without a built UI */
  remoteEntry: Type.Union([Type.String(), Type.Null()]),
  /** the UI's pages, menus, modes and slots as data (the build's oj-ui.json); null: load the remote at once */
  ui: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** the ranges of the shared UI packages its UI was built against (the build's oj-shared.json); null: none recorded */
  shared: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
  /** the plugins it requires: their UIs load with it (it may use their strings) */
  requires: Type.Array(Type.String()),
});
export type PluginInfo = Static<typeof PluginInfo>;

export const siteCalls = {
  websiteConfig: defineCall('GET', '/api/get-website-config', { answer: WebsiteConfig }),
  commonAnnouncements: defineCall('GET', '/api/get-common-announcement', { query: PageQuery, answer: Page(Announcement) }),
  /** the server clock: the epoch time in ms */
  serverTime: defineCall('GET', '/aichat/getDate', { answer: Type.Number() }),
  plugins: defineCall('GET', '/api/plugins', { answer: Type.Array(PluginInfo) }),
};

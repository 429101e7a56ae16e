// Site calls anyone may make (spec 1 §7): website config, announcements, the server clock, and
// the list of enabled plugins for the web shell.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Page, PageQuery, DateTime, NullableString, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';

/** announcement panel page size (spec 1 §2.9) */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

export const Announcement = Type.Object({
  id: Type.Integer(), title: Type.String(), content: Type.String(), uid: NullableString, username: NullableString,
  status: Type.Integer(), gid: Type.Union([Type.Integer(), Type.Null()]), gmtCreate: DateTime, gmtModified: DateTime,
});

const WebsiteConfig = Type.Object({
  name: Type.String(), shortName: Type.String(), description: Type.String(), recordName: Type.String(), recordUrl: Type.String(),
  projectName: Type.String(), projectUrl: Type.String(), register: Type.Boolean(),
  openPublicDiscussion: Type.Boolean(), openGroupDiscussion: Type.Boolean(), openContestComment: Type.Boolean(),
  /** the switches the shell guards pages and menus with: these three and the plugins' public ones */
  switches: Type.Record(Type.String(), Type.Boolean()),
});

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
type PluginInfo = Static<typeof PluginInfo>;

export async function siteRoutes(app: PluginHttp, kernel: Kernel, plugins: () => PluginInfo[]): Promise<void> {
  const { db, settings } = kernel;

  app.get('/api/get-website-config', { config: { public: true }, schema: { tags: ['site'], response: { 200: Envelope(WebsiteConfig) } } }, async () => {
    const web = await settings.group('web');
    const sw = await settings.group('switch');
    return ok({
      name: web.name, shortName: web.shortName, description: web.description, recordName: web.recordName, recordUrl: web.recordUrl,
      projectName: web.projectName, projectUrl: web.projectUrl, register: web.register,
      openPublicDiscussion: sw.openPublicDiscussion, openGroupDiscussion: sw.openGroupDiscussion, openContestComment: sw.openContestComment,
      switches: await settings.publicSwitches(),
    });
  });

  app.get('/api/get-common-announcement', {
    config: { public: true },
    schema: { tags: ['site'], querystring: PageQuery, response: { 200: Envelope(Page(Announcement)) } },
  }, async (request) => {
    const base = db('announcements').where({ status: 0 }).whereNull('gid');
    return ok(await paginate(base, pageParams(request.query, ANNOUNCEMENT_PAGE_SIZE), (q) => q.select('*').orderBy('id', 'desc')));
  });

  // The server clock (spec 1 §7): status 200, data is the epoch time in ms.
  app.get('/aichat/getDate', { config: { public: true }, schema: { tags: ['site'], response: { 200: Envelope(Type.Number()) } } }, async () => ok(Date.now()));

  app.get('/api/plugins', { config: { public: true }, schema: { tags: ['site'], response: { 200: Envelope(Type.Array(PluginInfo)) } } }, async () => ok(plugins()));
}

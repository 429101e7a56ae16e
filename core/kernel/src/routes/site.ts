// Site calls anyone may make (spec 1 §7): website config, announcements, the server clock, and
// the list of enabled plugins for the web shell.
import { Type } from '@sinclair/typebox';
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

export const PluginInfo = Type.Object({ id: Type.String(), version: Type.String(), remoteEntry: Type.Union([Type.String(), Type.Null()]) });

export async function siteRoutes(app: PluginHttp, kernel: Kernel, plugins: () => { id: string; version: string; remoteEntry: string | null }[]): Promise<void> {
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

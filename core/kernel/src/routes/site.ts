// Site calls anyone may make (spec 1 §7): website config, announcements, the server clock, and
// the list of enabled plugins for the web shell. Mounted from kernelCalls.site (@oj/sdk/shared).
import { kernelCalls, mountCall, type PluginHttp, type kernelPayloads } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';

/** announcement panel page size (spec 1 §2.9) */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

type PluginInfo = kernelPayloads.PluginInfo;
const calls = kernelCalls.site;

export async function siteRoutes(app: PluginHttp, kernel: Kernel, plugins: () => PluginInfo[]): Promise<void> {
  const { db, settings } = kernel;

  mountCall(app, calls.websiteConfig, { config: { public: true }, tags: ['site'] }, async () => {
    const web = await settings.group('web');
    const sw = await settings.group('switch');
    return ok({
      name: web.name, shortName: web.shortName, description: web.description, recordName: web.recordName, recordUrl: web.recordUrl,
      projectName: web.projectName, projectUrl: web.projectUrl, register: web.register,
      openPublicDiscussion: sw.openPublicDiscussion, openGroupDiscussion: sw.openGroupDiscussion, openContestComment: sw.openContestComment,
      switches: await settings.publicSwitches(),
    });
  });

  mountCall(app, calls.commonAnnouncements, { config: { public: true }, tags: ['site'] }, async (request) => {
    const base = db('announcements').where({ status: 0 }).whereNull('gid');
    return ok(await paginate(base, pageParams(request.query, ANNOUNCEMENT_PAGE_SIZE), (q) => q.select('*').orderBy('id', 'desc')));
  });

  // The server clock (spec 1 §7): status 200, data is the epoch time in ms.
  mountCall(app, calls.serverTime, { config: { public: true }, tags: ['site'] }, async () => ok(Date.now()));

  mountCall(app, calls.plugins, { config: { public: true }, tags: ['site'] }, async () => ok(plugins()));
}

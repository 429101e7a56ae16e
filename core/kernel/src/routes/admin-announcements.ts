// Admin announcements (reference §2 "Admin"): list, create, edit, delete. Mounted from
// kernelCalls.announcements (@oj/sdk/shared).
import { OjError, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';

const ACCESS = { perm: 'announcement_admin' } as const;
const calls = kernelCalls.announcements;

export async function adminAnnouncementRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  mountCall(app, calls.list, { config: ACCESS, tags: ['admin'] },
    async (request) => ok(await paginate(db('announcements').whereNull('gid'), pageParams(request.query, 10), (q) => q.select('*').orderBy('id', 'desc'))));

  mountCall(app, calls.create, { config: { ...ACCESS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const { title, content, status } = request.body;
    await db('announcements').insert({ title, content: sanitizeMarkdown(content), status: status ?? 0, uid: request.user!.uid, username: request.user!.username });
    return ok(null);
  });

  mountCall(app, calls.update, { config: { ...ACCESS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const { id, title, content, status } = request.body;
    const n = await db('announcements').where({ id }).whereNull('gid').update({ title, content: sanitizeMarkdown(content), ...(status === undefined ? {} : { status }), gmtModified: db.fn.now() });
    if (!n) throw new OjError('OJ_ANNOUNCEMENT_NOT_FOUND', 404);
    return ok(null);
  });

  mountCall(app, calls.remove, { config: ACCESS, tags: ['admin'] }, async (request) => {
    if (!(await db('announcements').where({ id: request.query.aid }).whereNull('gid').delete())) throw new OjError('OJ_ANNOUNCEMENT_NOT_FOUND', 404);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });
}

// Admin announcements (reference §2 "Admin"): list, create, edit, delete.
import { Type } from '@sinclair/typebox';
import { OjError, Envelope, EmptyEnvelope, Page, PageQuery, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { Announcement } from './site.ts';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';

const Body = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  content: Type.String({ minLength: 1, maxLength: 65535 }),
  /** 0 shown, 1 hidden */
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
const ACCESS = { perm: 'announcement_admin' } as const;

export async function adminAnnouncementRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  app.get('/api/admin/announcement', {
    schema: { tags: ['admin'], querystring: PageQuery, response: { 200: Envelope(Page(Announcement)) } }, config: ACCESS,
  }, async (request) => ok(await paginate(db('announcements').whereNull('gid'), pageParams(request.query, 10), (q) => q.select('*').orderBy('id', 'desc'))));

  app.post('/api/admin/announcement', { schema: { tags: ['admin'], body: Body, response: { 200: EmptyEnvelope } }, config: { ...ACCESS, extraFields: 'strip' } }, async (request) => {
    const { title, content, status } = request.body;
    await db('announcements').insert({ title, content: sanitizeMarkdown(content), status: status ?? 0, uid: request.user!.uid, username: request.user!.username });
    return ok(null);
  });

  app.put('/api/admin/announcement', {
    schema: { tags: ['admin'], body: Type.Composite([Body, Type.Object({ id: Type.Integer({ minimum: 1 }) })]), response: { 200: EmptyEnvelope } }, config: { ...ACCESS, extraFields: 'strip' },
  }, async (request) => {
    const { id, title, content, status } = request.body;
    const n = await db('announcements').where({ id }).whereNull('gid').update({ title, content: sanitizeMarkdown(content), ...(status === undefined ? {} : { status }), gmtModified: db.fn.now() });
    if (!n) throw new OjError('OJ_ANNOUNCEMENT_NOT_FOUND', 404);
    return ok(null);
  });

  app.delete('/api/admin/announcement', {
    schema: { tags: ['admin'], querystring: Type.Object({ aid: Type.Integer({ minimum: 1 }) }), response: { 200: EmptyEnvelope } }, config: ACCESS,
  }, async (request) => {
    if (!(await db('announcements').where({ id: request.query.aid }).whereNull('gid').delete())) throw new OjError('OJ_ANNOUNCEMENT_NOT_FOUND', 404);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });
}

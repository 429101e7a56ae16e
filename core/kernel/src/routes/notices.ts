// Admin system notices (reference §2 "Messages"): CRUD for the super admin; pushed hourly, or at
// once with "send now" (issue 10 item 10).
import { Type } from '@sinclair/typebox';
import { OjError, Envelope, EmptyEnvelope, Page, PageQuery, NullableString, DateTime, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';
import { pushSystemNotices } from '../messaging/notice-push.ts';

const NoticeType = Type.Union([Type.Literal('All'), Type.Literal('Single'), Type.Literal('Admin')]);
const Title = Type.String({ minLength: 1, maxLength: 255 });
const Content = Type.String({ minLength: 1, maxLength: 65535 });
const NoticeBody = Type.Object({
  title: Title, content: Content, type: NoticeType,
  /** for type Single: the recipient's uid, or their username */
  recipientId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  recipient: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
});
const Notice = Type.Object({
  /** state: pushed to the recipients' message centre */
  id: Type.Integer(), title: Type.String(), content: Type.String(), type: Type.String(), state: Type.Boolean(),
  recipientId: NullableString, recipient: NullableString, adminId: NullableString, adminUsername: NullableString,
  gmtCreate: DateTime, gmtModified: DateTime,
});
const ROOT = { roles: ['root'] } as const;

export async function noticeRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  async function recipientOf(body: { type: string; recipientId?: string | null; recipient?: string | null }): Promise<string | null> {
    if (body.type !== 'Single') return null;
    const row = body.recipientId
      ? await db('users').where({ uid: body.recipientId }).first('uid')
      : body.recipient ? await db('users').whereRaw('lower(username) = lower(?)', [body.recipient]).first('uid') : undefined;
    if (!row) throw new OjError('OJ_NOTICE_RECIPIENT_NOT_FOUND');
    return row.uid;
  }

  app.get('/api/admin/msg/notice', {
    schema: { tags: ['admin'], querystring: Type.Composite([PageQuery, Type.Object({ type: Type.Optional(NoticeType) })]), response: { 200: Envelope(Page(Notice)) } },
    config: ROOT,
  }, async (request) => {
    const base = db('adminSysNotice as n').leftJoin('users as r', 'r.uid', 'n.recipientId').leftJoin('users as a', 'a.uid', 'n.adminId');
    if (request.query.type) base.where('n.type', request.query.type);
    return ok(await paginate(base, pageParams(request.query, 10), (q) =>
      q.select('n.*', 'r.username as recipient', 'a.username as adminUsername').orderBy('n.id', 'desc')));
  });

  app.post('/api/admin/msg/notice', {
    schema: { tags: ['admin'], body: NoticeBody, response: { 200: EmptyEnvelope } }, config: { ...ROOT, extraFields: 'strip' },
  }, async (request) => {
    const { title, type } = request.body;
    const content = sanitizeMarkdown(request.body.content);
    await db('adminSysNotice').insert({ title, content, type, recipientId: await recipientOf(request.body), adminId: request.user!.uid, state: false });
    return ok(null);
  });

  app.put('/api/admin/msg/notice', {
    schema: { tags: ['admin'], body: Type.Composite([NoticeBody, Type.Object({ id: Type.Integer({ minimum: 1 }) })]), response: { 200: EmptyEnvelope } },
    config: { ...ROOT, extraFields: 'strip' },
  }, async (request) => {
    const { id, title, type } = request.body;
    const content = sanitizeMarkdown(request.body.content);
    const recipientId = await recipientOf(request.body);
    const updated = await db.transaction(async (trx) => {
      const n = await trx('adminSysNotice').where({ id }).update({ title, content, type, recipientId, gmtModified: trx.fn.now() });
      await trx('userSysNotice').where({ sysNoticeId: id }).update({ title, content });
      return n;
    });
    if (!updated) throw new OjError('OJ_NOTICE_NOT_FOUND', 404);
    return ok(null);
  });

  app.delete('/api/admin/msg/notice', {
    schema: { tags: ['admin'], querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: EmptyEnvelope } }, config: ROOT,
  }, async (request) => {
    if (!(await db('adminSysNotice').where({ id: request.query.id }).delete())) throw new OjError('OJ_NOTICE_NOT_FOUND', 404);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });

  // a new path beside the reference's: "send now" instead of waiting for the hourly push
  app.post('/api/admin/msg/notice/push', {
    schema: { tags: ['admin'], body: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(Type.Object({ recipients: Type.Integer() })) } },
    config: ROOT,
  }, async (request) => {
    const notice = await db('adminSysNotice').where({ id: request.body.id }).first('state');
    if (!notice) throw new OjError('OJ_NOTICE_NOT_FOUND', 404);
    if (notice.state) throw new OjError('OJ_NOTICE_ALREADY_PUSHED');
    const recipients = await pushSystemNotices(db, kernel.push, [request.body.id]);
    return ok({ recipients }, kernel.i18n.t(request.locale, 'OJ_NOTICE_PUSHED', { count: recipients }));
  });
}

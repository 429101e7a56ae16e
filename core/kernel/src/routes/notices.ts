// Admin system notices (reference §2 "Messages"): CRUD for the super admin; pushed hourly, or at
// once with "send now" (issue 10 item 10). Mounted from kernelCalls.notices (@oj/sdk/shared).
import { OjError, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';
import { pushSystemNotices } from '../messaging/notice-push.ts';

const ROOT = { roles: ['root'] } as const;
const calls = kernelCalls.notices;

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

  mountCall(app, calls.list, { config: ROOT, tags: ['admin'] }, async (request) => {
    const base = db('adminSysNotice as n').leftJoin('users as r', 'r.uid', 'n.recipientId').leftJoin('users as a', 'a.uid', 'n.adminId');
    if (request.query.type) base.where('n.type', request.query.type);
    return ok(await paginate(base, pageParams(request.query, 10), (q) =>
      q.select('n.*', 'r.username as recipient', 'a.username as adminUsername').orderBy('n.id', 'desc')));
  });

  mountCall(app, calls.create, { config: { ...ROOT, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const { title, type } = request.body;
    const content = sanitizeMarkdown(request.body.content);
    await db('adminSysNotice').insert({ title, content, type, recipientId: await recipientOf(request.body), adminId: request.user!.uid, state: false });
    return ok(null);
  });

  mountCall(app, calls.update, { config: { ...ROOT, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
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

  mountCall(app, calls.remove, { config: ROOT, tags: ['admin'] }, async (request) => {
    if (!(await db('adminSysNotice').where({ id: request.query.id }).delete())) throw new OjError('OJ_NOTICE_NOT_FOUND', 404);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });

  // a new path beside the reference's: "send now" instead of waiting for the hourly push
  mountCall(app, calls.push, { config: ROOT, tags: ['admin'] }, async (request) => {
    const notice = await db('adminSysNotice').where({ id: request.body.id }).first('state');
    if (!notice) throw new OjError('OJ_NOTICE_NOT_FOUND', 404);
    if (notice.state) throw new OjError('OJ_NOTICE_ALREADY_PUSHED');
    const recipients = await pushSystemNotices(db, kernel.push, [request.body.id]);
    return ok({ recipients }, kernel.i18n.t(request.locale, 'OJ_NOTICE_PUSHED', { count: recipients }));
  });
}

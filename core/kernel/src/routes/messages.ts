// The message centre (spec 1 §2.8, §7): unread counts, the five lists, clean by type or id.
// Listing a page marks its messages read.
import { Type, type Static } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { Envelope, EmptyEnvelope, Page, PageQuery, NullableString, DateTime, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { unreadCounts, REMIND_ACTIONS } from '../messaging/service.ts';

/** page sizes of the message lists (spec 1 §7) */
export const REMIND_PAGE_SIZE = 6;
export const NOTICE_PAGE_SIZE = 8;

const CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;

const RemindMsg = Type.Object({
  id: Type.Integer(), action: Type.String(), sourceId: Type.Union([Type.Integer(), Type.Null()]), sourceType: NullableString,
  sourceTitle: NullableString, sourceContent: NullableString, quoteId: Type.Union([Type.Integer(), Type.Null()]), quoteType: NullableString,
  quoteContent: NullableString, url: NullableString, state: Type.Boolean(), senderId: NullableString, senderUsername: NullableString,
  senderAvatar: NullableString, gmtCreate: DateTime,
});
const SysMsg = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), type: Type.String(), state: Type.Boolean(), gmtCreate: DateTime });

async function markRead(db: Knex, table: string, ids: number[]): Promise<void> {
  if (ids.length > 0) await db(table).whereIn('id', ids).where({ state: false }).update({ state: true });
}

export async function messageRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  app.get('/api/msg/unread', {
    schema: {
      tags: ['messages'],
      response: { 200: Envelope(Type.Object({ comment: Type.Integer(), reply: Type.Integer(), like: Type.Integer(), sys: Type.Integer(), mine: Type.Integer() })) },
    },
    config: { auth: true },
  }, async (request) => ok(await unreadCounts(db, request.user!.uid)));

  for (const [path, actions] of Object.entries(REMIND_ACTIONS)) {
    app.get(`/api/msg/${path}`, {
      schema: { tags: ['messages'], querystring: PageQuery, response: { 200: Envelope(Page(RemindMsg)) } },
      config: { auth: true },
    }, async (request) => {
      const base = db('msgRemind as m').leftJoin('users as u', 'u.uid', 'm.senderId')
        .where('m.recipientId', request.user!.uid).whereIn('m.action', actions as readonly string[]);
      const page = await paginate<Static<typeof RemindMsg>>(base, pageParams(request.query, REMIND_PAGE_SIZE), (q) =>
        q.select('m.*', 'u.username as senderUsername', 'u.avatar as senderAvatar').orderBy('m.id', 'desc'));
      await markRead(db, 'msgRemind', page.records.map((r) => r.id));
      return ok(page);
    });
  }

  for (const type of ['Sys', 'Mine'] as const) {
    app.get(`/api/msg/${type.toLowerCase()}`, {
      schema: { tags: ['messages'], querystring: PageQuery, response: { 200: Envelope(Page(SysMsg)) } },
      config: { auth: true },
    }, async (request) => {
      const base = db('userSysNotice').where({ recipientId: request.user!.uid, type });
      const page = await paginate<Static<typeof SysMsg>>(base, pageParams(request.query, NOTICE_PAGE_SIZE), (q) => q.select('*').orderBy('id', 'desc'));
      await markRead(db, 'userSysNotice', page.records.map((r) => r.id));
      return ok(page);
    });
  }

  app.delete('/api/msg/clean', {
    schema: {
      tags: ['messages'],
      querystring: Type.Object({ type: Type.Union(CLEAN_TYPES.map((t) => Type.Literal(t))), id: Type.Optional(Type.Integer({ minimum: 1 })) }),
      response: { 200: EmptyEnvelope },
    },
    config: { auth: true },
  }, async (request) => {
    const { type, id } = request.query;
    const uid = request.user!.uid;
    const q = type === 'Sys' || type === 'Mine'
      ? db('userSysNotice').where({ recipientId: uid, type })
      : db('msgRemind').where({ recipientId: uid }).whereIn('action', type === 'Like' ? REMIND_ACTIONS.like : [type]);
    if (id) q.where({ id });
    await q.delete();
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });
}

// The message centre (spec 1 §2.8, §7): unread counts, the five lists, clean by type or id.
// Listing a page marks its messages read. Mounted from kernelCalls.messages (@oj/sdk/shared).
import type { Knex } from 'knex';
import { kernelCalls, mountCall, type PluginHttp, type kernelPayloads } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { unreadCounts, REMIND_ACTIONS } from '../messaging/service.ts';

/** page sizes of the message lists (spec 1 §7) */
export const REMIND_PAGE_SIZE = 6;
export const NOTICE_PAGE_SIZE = 8;

const calls = kernelCalls.messages;

async function markRead(db: Knex, table: string, ids: number[]): Promise<void> {
  if (ids.length > 0) await db(table).whereIn('id', ids).where({ state: false }).update({ state: true });
}

export async function messageRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  mountCall(app, calls.unread, { config: { auth: true }, tags: ['messages'] }, async (request) => ok(await unreadCounts(db, request.user!.uid)));

  for (const [path, actions] of Object.entries(REMIND_ACTIONS)) {
    mountCall(app, calls.remind[path as keyof typeof REMIND_ACTIONS], { config: { auth: true }, tags: ['messages'] }, async (request) => {
      const base = db('msgRemind as m').leftJoin('users as u', 'u.uid', 'm.senderId')
        .where('m.recipientId', request.user!.uid).whereIn('m.action', actions as readonly string[]);
      const page = await paginate<kernelPayloads.RemindMsg>(base, pageParams(request.query, REMIND_PAGE_SIZE), (q) =>
        q.select('m.*', 'u.username as senderUsername', 'u.avatar as senderAvatar').orderBy('m.id', 'desc'));
      await markRead(db, 'msgRemind', page.records.map((r) => r.id));
      return ok(page);
    });
  }

  for (const type of ['Sys', 'Mine'] as const) {
    mountCall(app, type === 'Sys' ? calls.sys : calls.mine, { config: { auth: true }, tags: ['messages'] }, async (request) => {
      const base = db('userSysNotice').where({ recipientId: request.user!.uid, type });
      const page = await paginate<kernelPayloads.SysMsg>(base, pageParams(request.query, NOTICE_PAGE_SIZE), (q) => q.select('*').orderBy('id', 'desc'));
      await markRead(db, 'userSysNotice', page.records.map((r) => r.id));
      return ok(page);
    });
  }

  mountCall(app, calls.clean, { config: { auth: true }, tags: ['messages'] }, async (request) => {
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

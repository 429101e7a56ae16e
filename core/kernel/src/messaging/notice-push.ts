// System notices written by admins are pushed to their recipients hourly (spec 1 §9): each
// unpushed notice becomes a SysMsg for every recipient, once.
import type { Knex } from 'knex';
import { ADMIN_ROLES, ROLE_IDS, type PushService } from '@oj/sdk';
import type { KernelQueues } from '../queue/service.ts';
import { housekeeping, HOUSEKEEPING_EVERY_MS } from '../site/housekeeping.ts';

export const NOTICE_PUSH_EVERY_MS = 60 * 60 * 1000;
const CRON_QUEUE = 'kernel-cron';

/**
 * Fans out every unpushed notice (or only those of `only`: an admin's "send now"); returns how
 * many user notices were created.
 */
export async function pushSystemNotices(db: Knex, push?: PushService, only?: number[]): Promise<number> {
  const created = await db.transaction(async (trx) => {
    const pending = trx('adminSysNotice').where({ state: false });
    if (only) pending.whereIn('id', only);
    const ids = (await pending.forUpdate().pluck('id')) as number[];
    if (ids.length === 0) return 0;
    const adminRoleIds = ADMIN_ROLES.map((r) => ROLE_IDS[r]);
    const result = await trx.raw(
      `insert into user_sys_notice (sys_notice_id, recipient_id, type, title, content)
       select n.id, u.uid, 'Sys', n.title, n.content
       from admin_sys_notice n join users u on u.status = 0 and (
         n.type = 'All' or (n.type = 'Single' and u.uid = n.recipient_id) or (n.type = 'Admin' and u.role_id = any(?)))
       where n.id = any(?)
       on conflict (sys_notice_id, recipient_id) do nothing`,
      [adminRoleIds, ids],
    );
    await trx('adminSysNotice').whereIn('id', ids).update({ state: true });
    return (result as { rowCount: number }).rowCount;
  });
  // open streams recompute their own counts
  if (created > 0) await push?.toAll('unread', null);
  return created;
}

/**
 * The kernel's scheduled jobs: the hourly notice push and the daily housekeeping (one schedule
 * for the whole site, run by whichever web node takes the job).
 */
export async function scheduleKernelJobs(queues: KernelQueues, db: Knex, push: PushService): Promise<void> {
  queues.worker(CRON_QUEUE, async (job) => {
    if (job.name === 'sys-notice-push') return pushSystemNotices(db, push);
    if (job.name === 'housekeeping') return housekeeping(db);
    return undefined;
  });
  const queue = queues.queue(CRON_QUEUE);
  await queue.upsertJobScheduler('sys-notice-push', { every: NOTICE_PUSH_EVERY_MS }, { name: 'sys-notice-push', data: {} });
  await queue.upsertJobScheduler('housekeeping', { every: HOUSEKEEPING_EVERY_MS }, { name: 'housekeeping', data: {} });
}

// Failed-login throttling per username+address and per address, in the database so every web
// node sees the same counts.
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';

export interface ThrottlePolicy { maxFailuresPerUser: number; maxFailuresPerAddress: number; windowMinutes: number }

const keys = (username: string, ip: string) => ({ user: `user:${username.toLowerCase()}|${ip}`, ip: `ip:${ip}` });

/** Throws when this username+address or this address has failed too often within the window. */
export async function assertNotThrottled(db: Knex, policy: ThrottlePolicy, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  const rows = await db('loginFailures').whereIn('key', [k.user, k.ip]).where('windowStart', '>', since);
  for (const row of rows) {
    const limit = row.key === k.user ? policy.maxFailuresPerUser : policy.maxFailuresPerAddress;
    if (row.count >= limit) {
      const left = Math.ceil((new Date(row.windowStart).getTime() + policy.windowMinutes * 60_000 - Date.now()) / 60_000);
      throw new OjError('OJ_AUTH_TOO_MANY_FAILURES', 400, { minutes: Math.max(1, left) });
    }
  }
}

export async function recordFailure(db: Knex, policy: ThrottlePolicy, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  for (const key of Object.values(keys(username, ip))) await bump(db, key, since);
}

/** Adds one to the counter of `key`; a window that has run out starts again at 1. */
async function bump(db: Knex, key: string, since: Date): Promise<void> {
  await db.raw(
    `insert into login_failures (key, count, window_start) values (?, 1, now())
     on conflict (key) do update set
       count = case when login_failures.window_start > ? then login_failures.count + 1 else 1 end,
       window_start = case when login_failures.window_start > ? then login_failures.window_start else now() end`,
    [key, since, since],
  );
}

export async function clearFailures(db: Knex, username: string, ip: string): Promise<void> {
  await db('loginFailures').where({ key: keys(username, ip).user }).delete();
}

/**
 * Counts one action of `key` (e.g. mails sent to an address) and refuses once `max` were counted
 * within `windowMinutes` — against code-mail spam from one address.
 */
export async function takeAllowance(db: Knex, key: string, max: number, windowMinutes: number): Promise<void> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const row = await db('loginFailures').where({ key }).where('windowStart', '>', since).first();
  if (row && row.count >= max) {
    const left = Math.ceil((new Date(row.windowStart).getTime() + windowMinutes * 60_000 - Date.now()) / 60_000);
    throw new OjError('OJ_TOO_MANY_REQUESTS', 400, { minutes: Math.max(1, left) });
  }
  await bump(db, key, since);
}

/** code mails one address may ask for per hour */
export const MAILS_PER_ADDRESS_PER_HOUR = 20;

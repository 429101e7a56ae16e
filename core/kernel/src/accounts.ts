// Creating super admins from the command line and on first start (no default password anywhere).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ROLE_IDS } from '@oj/sdk';
import { hashPassword, randomPassword } from './auth/password.ts';
import { PASSWORD_MIN, PASSWORD_MAX, USERNAME_MAX } from './users/fields.ts';

export async function createSuperAdmin(db: Knex, username: string, password: string, cost: number): Promise<string> {
  if (!username || username.length > USERNAME_MAX || /\s/.test(username)) throw new Error(`the username must be 1 to ${USERNAME_MAX} characters without white space`);
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) throw new Error(`the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  const existing = await db('users').whereRaw('lower(username) = lower(?)', [username]).first('uid');
  const passwordHash = await hashPassword(password, cost);
  if (existing) {
    await db('users').where({ uid: existing.uid }).update({ passwordHash, roleId: ROLE_IDS.root, status: 0, gmtModified: db.fn.now() });
    return existing.uid;
  }
  const uid = randomUUID().replace(/-/g, '');
  await db('users').insert({ uid, username, passwordHash, roleId: ROLE_IDS.root });
  return uid;
}

/** On a site without any super admin, creates `root` with a random password and returns it (to print once). */
export async function ensureFirstSuperAdmin(db: Knex, cost: number): Promise<{ username: string; password: string } | undefined> {
  const any = await db('users').where({ roleId: ROLE_IDS.root }).first('uid');
  if (any) return undefined;
  const password = randomPassword(16);
  const taken = await db('users').whereRaw("lower(username) = 'root'").first('uid');
  const username = taken ? `root-${randomPassword(4).toLowerCase()}` : 'root';
  await createSuperAdmin(db, username, password, cost);
  return { username, password };
}

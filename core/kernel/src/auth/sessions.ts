// Login sessions: one row per login; a token is valid only while its session is live.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { roleKeyOf, ROLE_PERMISSIONS, type AuthUser } from '@oj/sdk';
import { signToken, verifyToken } from './tokens.ts';


export interface SessionPolicy { expiresSeconds: number; refreshAfterSeconds: number }

export interface ResolvedToken {
  user: AuthUser;
  /** a renewed token when the presented one is old enough (sent back in Refresh-Token) */
  renewed?: string;
}

export async function createSession(
  db: Knex, secret: string, policy: SessionPolicy,
  input: { uid: string; ip: string; userAgent: string; admin: boolean },
): Promise<string> {
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  await db('sessions').insert({
    id, uid: input.uid, ip: input.ip.slice(0, 64), userAgent: input.userAgent.slice(0, 300), admin: input.admin,
    expiresAt: new Date((now + policy.expiresSeconds) * 1000),
  });
  return signToken({ sub: input.uid, sid: id, iat: now, exp: now + policy.expiresSeconds }, secret);
}

/** The user behind a token, or undefined when the token is bad, expired, revoked or the user banned. */
export async function resolveToken(db: Knex, secret: string, policy: SessionPolicy, token: string): Promise<ResolvedToken | undefined> {
  const claims = verifyToken(token, secret);
  if (!claims) return undefined;
  const row = await db('sessions as s')
    .join('users as u', 'u.uid', 's.uid')
    .where('s.id', claims.sid)
    .whereNull('s.revokedAt')
    .where('s.expiresAt', '>', db.fn.now())
    .first('s.id as sid', 'u.uid', 'u.username', 'u.roleId', 'u.status');
  if (!row || row.uid !== claims.sub || row.status !== 0) return undefined;
  const role = roleKeyOf(row.roleId as number) ?? 'default_user';
  const user: AuthUser = { uid: row.uid, username: row.username, role, permissions: ROLE_PERMISSIONS[role], sessionId: row.sid };
  const now = Math.floor(Date.now() / 1000);
  if (now - claims.iat < policy.refreshAfterSeconds) return { user };
  const exp = now + policy.expiresSeconds;
  await db('sessions').where({ id: row.sid }).update({ expiresAt: new Date(exp * 1000) });
  return { user, renewed: signToken({ sub: row.uid, sid: row.sid, iat: now, exp }, secret) };
}

export async function revokeSession(db: Knex, sessionId: string): Promise<void> {
  await db('sessions').where({ id: sessionId }).update({ revokedAt: db.fn.now() });
}

/** Ends every live session of a user (password changed, banned), optionally keeping one. */
export async function revokeUserSessions(db: Knex, uid: string, keep?: string): Promise<void> {
  const q = db('sessions').where({ uid }).whereNull('revokedAt');
  if (keep) q.whereNot({ id: keep });
  await q.update({ revokedAt: db.fn.now() });
}

// Login sessions: one row per login; a token is valid only while its session is live.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { roleKeyOf, ROLE_PERMISSIONS, type AuthUser } from '@oj/sdk';
import { signToken, verifyToken } from './tokens.ts';
import type { SessionCache } from './session-cache.ts';

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
export async function resolveToken(db: Knex, secret: string, policy: SessionPolicy, token: string, cache?: SessionCache): Promise<ResolvedToken | undefined> {
  const claims = verifyToken(token, secret);
  if (!claims) return undefined;
  const user = cache?.get(claims.sid) ?? (await lookUpSession(db, claims.sid, cache));
  if (!user || user.uid !== claims.sub) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (now - claims.iat < policy.refreshAfterSeconds) return { user };
  const exp = now + policy.expiresSeconds;
  await db('sessions').where({ id: user.sessionId }).update({ expiresAt: new Date(exp * 1000) });
  return { user, renewed: signToken({ sub: user.uid, sid: user.sessionId, iat: now, exp }, secret) };
}

/** a live session of an active user from the database (kept in the cache when one is given) */
async function lookUpSession(db: Knex, sid: string, cache?: SessionCache): Promise<AuthUser | undefined> {
  const mark = cache?.mark() ?? 0;
  const row = await db('sessions as s')
    .join('users as u', 'u.uid', 's.uid')
    .where('s.id', sid)
    .whereNull('s.revokedAt')
    .where('s.expiresAt', '>', db.fn.now())
    .first('s.id as sid', 's.expiresAt', 'u.uid', 'u.username', 'u.roleId', 'u.status');
  if (!row || row.status !== 0) return undefined;
  const role = roleKeyOf(row.roleId as number) ?? 'default_user';
  const user: AuthUser = { uid: row.uid, username: row.username, role, permissions: ROLE_PERMISSIONS[role], sessionId: row.sid };
  cache?.set(user, new Date(row.expiresAt), mark);
  return user;
}

export async function revokeSession(db: Knex, sessionId: string, cache?: SessionCache): Promise<void> {
  await db('sessions').where({ id: sessionId }).update({ revokedAt: db.fn.now() });
  await cache?.drop({ sid: sessionId });
}

/** Ends every live session of a user (password changed, banned), optionally keeping one. */
export async function revokeUserSessions(db: Knex, uid: string, keep?: string, cache?: SessionCache): Promise<void> {
  const q = db('sessions').where({ uid }).whereNull('revokedAt');
  if (keep) q.whereNot({ id: keep });
  await q.update({ revokedAt: db.fn.now() });
  await cache?.drop({ uids: [uid] });
}

// Admin user management (reference §2 "Admin"): list, edit, delete, batch insert, generate with
// a downloadable sheet of the generated accounts. Mounted from kernelCalls.adminUsers
// (@oj/sdk/shared), but for the sheet's download.
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { randomUUID } from 'node:crypto';
import { OjError, FileBytes, ROLE_IDS, roleKeyOf, ADMIN_ROLES, kernelCalls, kernelPayloads, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { Username, Email, Gender, USERNAME_MAX } from '../users/fields.ts';
import { hashPassword, randomPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { sealSheet, openSheet, sheetIdOf, type SealedSheet } from '../users/account-sheet.ts';

const USER_ADMIN = { perm: 'user_admin' } as const;
export const MAX_BATCH_USERS = kernelPayloads.MAX_BATCH_USERS;
export const MAX_GENERATED_USERS = 1000;
const SHEET_TTL_MINUTES = 60;

type AdminUserRow = Omit<kernelPayloads.AdminUser, 'role' | 'roles'>;
const { AdminPassword } = kernelPayloads;
const calls = kernelCalls.adminUsers;

/** A CSV cell, quoted when needed and defused against spreadsheet formulas. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function hashAll(passwords: string[], cost: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < passwords.length; i += 4) out.push(...(await Promise.all(passwords.slice(i, i + 4).map((p) => hashPassword(p, cost)))));
  return out;
}

export async function adminUserRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;
  const cost = () => kernel.config.passwordCost;

  async function assertNew(usernames: string[], emails: string[]): Promise<void> {
    const seen = new Set<string>();
    for (const name of usernames) {
      const key = name.toLowerCase();
      if (seen.has(key)) throw new OjError('OJ_BATCH_DUPLICATE_USERNAME', 400, { username: name });
      seen.add(key);
    }
    const taken = await db('users').whereRaw('lower(username) = any(?)', [[...seen]]).first('username');
    if (taken) throw new OjError('OJ_BATCH_USERNAME_EXISTS', 400, { username: taken.username });
    const lowered = emails.map((e) => e.toLowerCase());
    if (new Set(lowered).size !== lowered.length) throw new OjError('The_email_already_exists');
    if (lowered.length && (await db('users').whereRaw('lower(email) = any(?)', [lowered]).first('uid'))) throw new OjError('The_email_already_exists');
  }

  mountCall(app, calls.list, { config: USER_ADMIN, tags: ['admin'] }, async (request) => {
    const { onlyAdmin, keyword } = request.query;
    const base = db('users');
    if (onlyAdmin) base.whereIn('roleId', ADMIN_ROLES.map((r) => ROLE_IDS[r]));
    if (keyword?.trim()) {
      const like = `%${keyword.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      base.where((q) => q.whereILike('username', like).orWhereILike('realname', like).orWhereILike('email', like).orWhereILike('nickname', like));
    }
    const page = await paginate<AdminUserRow>(base, pageParams(request.query, 10), (q) => q.select('*').orderBy('gmtCreate', 'desc'));
    return ok({
      ...page,
      records: page.records.map((u) => {
        const role = roleKeyOf(u.roleId) ?? 'default_user';
        const roleId = ROLE_IDS[role];
        return { ...u, roleId, role, roles: [{ id: roleId, role, description: kernel.i18n.t(request.locale, `OJ_ROLE_${role}`), status: 0 }] };
      }),
    });
  });

  mountCall(app, calls.edit, { config: { ...USER_ADMIN, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const b = request.body;
    const me = request.user!;
    const target = await db('users').where({ uid: b.uid }).first();
    if (!target) throw new OjError('OJ_USER_NOT_FOUND', 404);
    if (b.uid === me.uid && (b.type !== target.roleId || b.status !== 0)) throw new OjError('OJ_ADMIN_CANNOT_DEMOTE_SELF');
    if (b.setNewPwd && !b.password) throw new OjError('Password_Check_Required');
    const patch: Record<string, unknown> = {
      username: b.username, realname: b.realname ?? null, email: b.email || null, roleId: b.type, status: b.status,
      ...(b.nickname !== undefined ? { nickname: b.nickname?.trim() || null } : {}),
      titleName: b.titleName ?? null, titleColor: b.titleColor ?? null, gmtModified: db.fn.now(),
    };
    if (b.setNewPwd && b.password) patch.passwordHash = await hashPassword(b.password, cost());
    try {
      await db('users').where({ uid: b.uid }).update(patch);
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === '23505') throw new OjError(e.constraint?.includes('email') ? 'The_email_already_exists' : 'The_username_already_exists');
      throw err;
    }
    if (b.status !== 0 || patch.passwordHash) await revokeUserSessions(db, b.uid, undefined, kernel.sessions);
    // role and name live in cached sessions too
    else await kernel.sessions.drop({ uids: [b.uid] });
    return ok(null);
  });

  mountCall(app, calls.remove, { config: USER_ADMIN, tags: ['admin'] }, async (request) => {
    const { ids } = request.body;
    if (ids.includes(request.user!.uid)) throw new OjError('OJ_ADMIN_CANNOT_DELETE_SELF');
    const deleted = (await db('users').whereIn('uid', ids).delete().returning('uid')).map((r: { uid: string }) => r.uid);
    if (deleted.length === 0) throw new OjError('OJ_USER_NOT_FOUND', 404);
    await kernel.bus.emit('user.deleted', { uids: deleted });
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });

  // Rows of 7 columns: username, password, email, realname, gender, nickname, school.
  const Row = Type.Tuple([Username, AdminPassword, Type.Union([Email, Type.Literal('')]), Type.String({ maxLength: 50 }), Type.Union([Gender, Type.Literal('')]), Type.String({ maxLength: 20 }), Type.String({ maxLength: 100 })]);
  mountCall(app, calls.insertBatch, { config: USER_ADMIN, tags: ['admin'] }, async (request) => {
    const rows = request.body.users.map((r, i) => {
      const cells = Array.from({ length: 7 }, (_, c) => (r[c] ?? '').trim());
      if (!Value.Check(Row, cells)) throw new OjError('OJ_BATCH_ROW_INVALID', 400, { row: i + 1 });
      return cells;
    });
    await assertNew(rows.map((r) => r[0]), rows.map((r) => r[2]).filter(Boolean));
    const hashes = await hashAll(rows.map((r) => r[1]), cost());
    await db.transaction(async (trx) => {
      await trx.batchInsert('users', rows.map((r, i) => ({
        uid: randomUUID().replace(/-/g, ''), username: r[0], passwordHash: hashes[i], email: r[2] || null, realname: r[3] || null,
        gender: r[4] === 'other' || !r[4] ? 'secrecy' : r[4], nickname: r[5] || null, school: r[6] || null, roleId: ROLE_IDS.default_user,
      })), 500);
    });
    return ok({ inserted: rows.length });
  });

  mountCall(app, calls.generate, { config: USER_ADMIN, tags: ['admin'] }, async (request) => {
    const { prefix, suffix, number_from: from, number_to: to, password_length: length } = request.body;
    if (to < from || to - from + 1 > MAX_GENERATED_USERS) throw new OjError('OJ_GENERATE_RANGE', 400, { max: MAX_GENERATED_USERS });
    const accounts = Array.from({ length: to - from + 1 }, (_, i) => ({ username: `${prefix}${from + i}${suffix}`, password: randomPassword(length) }));
    if (accounts.some((a) => a.username.length > USERNAME_MAX)) throw new OjError('Username_Check_Max');
    await assertNew(accounts.map((a) => a.username), []);
    const hashes = await hashAll(accounts.map((a) => a.password), cost());
    const { downloadKey, row } = sealSheet(accounts);
    await db.transaction(async (trx) => {
      await trx.batchInsert('users', accounts.map((a, i) => ({ uid: randomUUID().replace(/-/g, ''), username: a.username, passwordHash: hashes[i], roleId: ROLE_IDS.default_user })), 500);
      await trx('generatedAccounts').where('expiresAt', '<', new Date()).delete();
      await trx('generatedAccounts').insert({ key: row.id, accounts: JSON.stringify(row.sealed), expiresAt: new Date(Date.now() + SHEET_TTL_MINUTES * 60_000) });
    });
    return ok({ key: downloadKey });
  });

  app.get('/api/file/generate-user-excel', {
    schema: { tags: ['admin'], querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: FileBytes } },
    config: USER_ADMIN,
  }, async (request, reply) => {
    const id = sheetIdOf(request.query.key);
    const row = id && await db('generatedAccounts').where({ key: id }).where('expiresAt', '>', new Date()).first();
    const accounts = row ? openSheet({ id: row.key, sealed: row.accounts as SealedSheet['sealed'] }, request.query.key) : undefined;
    if (!accounts) throw new OjError('OJ_SHEET_NOT_FOUND', 404);
    const lines = ['username,password', ...accounts.map((a) => `${csvCell(a.username)},${csvCell(a.password)}`)];
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="users-${row.key.slice(0, 8)}.csv"`);
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  });
}

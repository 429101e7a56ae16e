// Profile and settings (spec 1 §2.6, §2.7, §7): home info, heatmap, change password / e-mail /
// user info. Mounted from kernelCalls.profile (@oj/sdk/shared).
import { OjError, kernelCalls, mountCall, profilePoint, type PluginHttp, type ProfileStats } from '@oj/sdk';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { userInfo, type UserRow } from '../users/view.ts';
import { findUserByUidOrName, findUserByEmail } from '../users/queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { assertNotThrottled, recordFailure, clearFailures, takeAllowance, MAILS_PER_ADDRESS_PER_HOUR } from '../auth/throttle.ts';
import { issueCode, consumeCode, sixDigitCode, CODE_TTL_MINUTES, RESEND_WAIT_SECONDS } from '../auth/codes.ts';
import { changeEmailCodeMail } from '../mail/templates.ts';

const calls = kernelCalls.profile;

/** What a user may change of their own profile; everything else (role, e-mail, name, title) has its own path. */
const PROFILE_FIELDS = ['nickname', 'realname', 'school', 'course', 'number', 'gender', 'github', 'blog', 'cfUsername', 'signature'] as const;

/** the heatmap covers one year up to today (spec 1 §9) */
export const HEATMAP_DAYS = 366;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function profileRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  async function target(query: { uid?: string; username?: string }, self: string | undefined): Promise<UserRow> {
    const row = await findUserByUidOrName(db, query.uid || (query.username ? undefined : self), query.username);
    if (!row) throw new OjError('OJ_USER_NOT_FOUND', 404);
    return row as UserRow;
  }

  mountCall(app, calls.homeInfo, { config: { public: true }, tags: ['profile'] }, async (request) => {
    const row = await target(request.query, request.user?.uid);
    const stats: ProfileStats = {};
    for (const c of kernel.registry.contributions(profilePoint)) if (c.stats) Object.assign(stats, await c.stats(row.uid));
    const last = await db('sessions').where({ uid: row.uid }).orderBy('gmtCreate', 'desc').first('gmtCreate');
    const info = userInfo(row);
    return ok({
      uid: info.uid, username: info.username, nickname: info.nickname, avatar: info.avatar, school: info.school,
      signature: info.signature, github: info.github, blog: info.blog, gender: info.gender, titleName: info.titleName,
      titleColor: info.titleColor, roleList: info.roleList, recentLoginTime: last?.gmtCreate ?? null, gmtCreate: row.gmtCreate,
      total: stats.total ?? 0, rating: stats.rating ?? null, solvedList: stats.solvedList ?? [], scoreList: stats.scoreList ?? [],
      solvedGroupByDifficulty: stats.solvedGroupByDifficulty ?? {},
    });
  });

  mountCall(app, calls.heatmap, { config: { public: true }, tags: ['profile'] }, async (request) => {
    const row = await target(request.query, request.user?.uid);
    const end = new Date();
    const from = isoDay(new Date(end.getTime() - (HEATMAP_DAYS - 1) * 86_400_000));
    const to = isoDay(end);
    const counts = new Map<string, number>();
    for (const c of kernel.registry.contributions(profilePoint)) {
      for (const d of c.activity ? await c.activity(row.uid, from, to) : []) counts.set(d.date, (counts.get(d.date) ?? 0) + d.count);
    }
    const dataList = [...counts].filter(([date]) => date >= from && date <= to).sort().map(([date, count]) => ({ date, count }));
    return ok({ dataList, endDate: to });
  });

  mountCall(app, calls.changePassword, { config: { auth: true }, tags: ['profile'] }, async (request) => {
    const user = request.user!;
    const { oldPassword, newPassword } = request.body;
    if (oldPassword === newPassword) throw new OjError('OJ_PASSWORD_SAME');
    await assertNotThrottled(db, kernel.config.login, `change-password:${user.username}`, request.ip);
    const row = await db('users').where({ uid: user.uid }).first();
    if (!(await verifyPassword(oldPassword, row.passwordHash))) {
      await recordFailure(db, kernel.config.login, `change-password:${user.username}`, request.ip);
      throw new OjError('OJ_AUTH_BAD_PASSWORD');
    }
    await clearFailures(db, `change-password:${user.username}`, request.ip);
    await db('users').where({ uid: user.uid }).update({ passwordHash: await hashPassword(newPassword, kernel.config.passwordCost), gmtModified: db.fn.now() });
    await revokeUserSessions(db, user.uid, user.sessionId, kernel.sessions);
    return ok(null, kernel.i18n.t(request.locale, 'OJ_PASSWORD_CHANGED'));
  });

  mountCall(app, calls.changeEmailCode, { config: { auth: true }, tags: ['profile'] }, async (request) => {
    const user = request.user!;
    const email = request.query.email.trim();
    const row = await db('users').where({ uid: user.uid }).first();
    if (row.email && row.email.toLowerCase() === email.toLowerCase()) throw new OjError('OJ_EMAIL_SAME');
    if (await findUserByEmail(db, email)) throw new OjError('The_email_already_exists');
    await takeAllowance(db, `mail:${request.ip}`, MAILS_PER_ADDRESS_PER_HOUR, 60);
    const code = sixDigitCode();
    await issueCode(db, 'change-email', user.uid, email, code);
    await kernel.mailer.send(changeEmailCodeMail(kernel.i18n, request.locale, await kernel.settings.group('web'), email, user.username, code));
    return ok({ email, expireMinutes: CODE_TTL_MINUTES, resendSeconds: RESEND_WAIT_SECONDS['change-email'] });
  });

  // the reference's client also sends oldEmail, which the account already knows: dropped
  mountCall(app, calls.changeEmail, { config: { auth: true, extraFields: 'strip' }, tags: ['profile'] }, async (request) => {
    const user = request.user!;
    const { password, code } = request.body;
    const newEmail = request.body.newEmail.trim();
    const row = await db('users').where({ uid: user.uid }).first();
    if (!(await verifyPassword(password, row.passwordHash))) throw new OjError('OJ_AUTH_BAD_PASSWORD');
    const sentTo = await consumeCode(db, 'change-email', user.uid, code);
    if (sentTo.toLowerCase() !== newEmail.toLowerCase()) throw new OjError('OJ_CODE_INVALID');
    if (await findUserByEmail(db, newEmail)) throw new OjError('The_email_already_exists');
    const [updated] = await db('users').where({ uid: user.uid }).update({ email: newEmail, gmtModified: db.fn.now() }).returning('*');
    return ok(userInfo(updated), kernel.i18n.t(request.locale, 'OJ_EMAIL_CHANGED'));
  });

  // the reference client sends its whole UserInfoVO (uid, username, email, roleList …): those
  // are dropped, and only the fields below are ever written
  mountCall(app, calls.changeUserInfo, { config: { auth: true, extraFields: 'strip' }, tags: ['profile'] }, async (request) => {
    const patch: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>> = {};
    for (const field of PROFILE_FIELDS) {
      const value = request.body[field];
      if (value !== undefined) patch[field] = typeof value === 'string' ? value.trim() : value;
    }
    if (patch.gender === 'other') patch.gender = 'secrecy';
    if (patch.signature) patch.signature = sanitizeMarkdown(patch.signature);
    const [updated] = await db('users').where({ uid: request.user!.uid }).update({ ...patch, gmtModified: db.fn.now() }).returning('*');
    return ok(userInfo(updated), kernel.i18n.t(request.locale, 'OJ_PROFILE_UPDATED'));
  });
}

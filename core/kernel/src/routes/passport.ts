// Accounts (spec 1 §7): login, admin login, logout, register with an e-mailed code, captcha,
// reset password by e-mail, check-username-or-email, auth info. Mounted from kernelCalls.account
// (@oj/sdk/shared).
import { randomUUID } from 'node:crypto';
import { OjError, isAdminRole, kernelCalls, mountCall, roleKeyOf, ROLE_IDS, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { userInfo, type UserRow } from '../users/view.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import { assertMayTryLogin, recordFailure, clearFailures, takeAllowance, MAILS_PER_ADDRESS_PER_HOUR, PUZZLES_PER_ADDRESS_PER_HOUR } from '../auth/throttle.ts';
import { createPuzzle, solvePuzzle, takeSolvedPuzzle } from '../auth/slide-puzzle.ts';
import { issueCode, consumeCode, sixDigitCode, resetToken, CODE_TTL_MINUTES, RESEND_WAIT_SECONDS } from '../auth/codes.ts';
import { createCaptcha, checkCaptcha } from '../auth/captcha.ts';
import { findUserByName, findUserByEmail } from '../users/queries.ts';
import { registerCodeMail, resetPasswordMail, resetLink } from '../mail/templates.ts';
import { siteBaseUrl } from '../site/base-url.ts';

const calls = kernelCalls.account;

export async function passportRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;
  // Compared against when the username is unknown, so both cases take the same time.
  const dummyHash = await hashPassword(randomUUID(), kernel.config.passwordCost);

  async function login(body: { username: string; password: string; puzzleKey?: string | null }, ip: string, userAgent: string, admin: boolean) {
    const policy = kernel.config.login;
    await assertMayTryLogin(db, policy, body.username, ip, () => takeSolvedPuzzle(db, body.puzzleKey || undefined, ip));
    const row = (await findUserByName(db, body.username)) as UserRow | undefined;
    const good = await verifyPassword(body.password, row?.passwordHash ?? dummyHash);
    if (!row || !good) {
      await recordFailure(db, policy, body.username, ip);
      throw new OjError('OJ_AUTH_BAD_CREDENTIALS');
    }
    if (row.status !== 0) throw new OjError('OJ_AUTH_BANNED');
    const role = roleKeyOf(row.roleId) ?? 'default_user';
    if (admin && !isAdminRole(role)) throw new OjError('OJ_AUTH_NOT_ADMIN');
    await clearFailures(db, body.username, ip);
    const token = await createSession(db, kernel.jwtSecret, kernel.config.jwt, { uid: row.uid, ip, userAgent, admin });
    await kernel.bus.emit('user.login', { uid: row.uid, ip });
    return { token, info: userInfo(row) };
  }

  const loginRoute = (call: typeof calls.login, admin: boolean) => mountCall(app, call, { config: { public: true }, tags: ['account'] }, async (request, reply) => {
    const { token, info } = await login(request.body, request.ip, request.headers['user-agent'] ?? '', admin);
    reply.header('Authorization', token);
    return ok(info);
  });
  loginRoute(calls.login, false);
  loginRoute(calls.adminLogin, true);

  const logout = async (request: { user: { sessionId: string } | null }) => {
    await revokeSession(db, request.user!.sessionId, kernel.sessions);
    return ok(null);
  };
  mountCall(app, calls.logout, { config: { auth: true }, tags: ['account'] }, logout);
  mountCall(app, calls.adminLogout, { config: { roles: ['root', 'admin', 'problem_admin'] }, tags: ['admin'] }, logout);

  mountCall(app, calls.authInfo, { config: { auth: true }, tags: ['account'] }, async (request) => ok({ roles: [request.user!.role], permissions: [...request.user!.permissions] }));

  mountCall(app, calls.checkUsernameOrEmail, { config: { public: true }, tags: ['account'] }, async (request) => {
    const { username, email } = request.body;
    return ok({
      username: username ? !!(await findUserByName(db, username)) : false,
      email: email ? !!(await findUserByEmail(db, email)) : false,
    });
  });

  mountCall(app, calls.registerCode, { config: { public: true }, tags: ['account'] }, async (request) => {
    const web = await kernel.settings.group('web');
    if (!web.register) throw new OjError('OJ_REGISTER_CLOSED');
    const email = request.query.email.trim();
    if (await findUserByEmail(db, email)) throw new OjError('The_email_already_exists');
    await takeAllowance(db, `mail:${request.ip}`, MAILS_PER_ADDRESS_PER_HOUR, 60);
    const code = sixDigitCode();
    await issueCode(db, 'register', email.toLowerCase(), email, code);
    await kernel.mailer.send(registerCodeMail(kernel.i18n, request.locale, web, email, code));
    return ok({ email, expireMinutes: CODE_TTL_MINUTES, resendSeconds: RESEND_WAIT_SECONDS.register }, kernel.i18n.t(request.locale, 'Register_Send_Email_Msg'));
  });

  mountCall(app, calls.register, { config: { public: true }, tags: ['account'] }, async (request) => {
    const web = await kernel.settings.group('web');
    if (!web.register) throw new OjError('OJ_REGISTER_CLOSED');
    const { username, password, code } = request.body;
    const email = request.body.email.trim();
    if (await findUserByName(db, username)) throw new OjError('The_username_already_exists');
    if (await findUserByEmail(db, email)) throw new OjError('The_email_already_exists');
    await consumeCode(db, 'register', email.toLowerCase(), code);
    const uid = randomUUID().replace(/-/g, '');
    const passwordHash = await hashPassword(password, kernel.config.passwordCost);
    try {
      await db('users').insert({ uid, username, email, passwordHash, roleId: ROLE_IDS.default_user });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new OjError('The_username_already_exists');
      throw err;
    }
    await kernel.bus.emit('user.registered', { uid, username });
    return ok(null, kernel.i18n.t(request.locale, 'Thanks_for_registering'));
  });

  mountCall(app, calls.captcha, { config: { public: true }, tags: ['account'] }, async () => ok(await createCaptcha(db)));

  mountCall(app, calls.loginPuzzle, { config: { public: true }, tags: ['account'] }, async (request) => {
    await takeAllowance(db, `puzzle:${request.ip}`, PUZZLES_PER_ADDRESS_PER_HOUR, 60);
    return ok(await createPuzzle(db, request.ip));
  });

  mountCall(app, calls.checkLoginPuzzle, { config: { public: true }, tags: ['account'] }, async (request) => {
    await solvePuzzle(db, request.body.puzzleKey, request.body.x, request.ip);
    return ok(null);
  });

  mountCall(app, calls.applyResetPassword, { config: { public: true }, tags: ['account'] }, async (request) => {
    const { email, captcha, captchaKey } = request.body;
    await checkCaptcha(db, captchaKey, captcha);
    const user = await findUserByEmail(db, email.trim());
    if (!user) throw new OjError('The_email_does_not_exists');
    await takeAllowance(db, `mail:${request.ip}`, MAILS_PER_ADDRESS_PER_HOUR, 60);
    const code = resetToken();
    await issueCode(db, 'reset-password', String(user.username).toLowerCase(), user.email, code);
    const web = await kernel.settings.group('web');
    const link = resetLink(await siteBaseUrl(kernel), user.username, code);
    await kernel.mailer.send(resetPasswordMail(kernel.i18n, request.locale, web, user.email, user.username, link));
    return ok(null, kernel.i18n.t(request.locale, 'ResetPwd_Send_Email_Msg'));
  });

  mountCall(app, calls.resetPassword, { config: { public: true }, tags: ['account'] }, async (request) => {
    const { username, password, code } = request.body;
    const user = await findUserByName(db, username);
    if (!user) throw new OjError('OJ_USERNAME_NOT_EXIST');
    await consumeCode(db, 'reset-password', String(user.username).toLowerCase(), code);
    await db('users').where({ uid: user.uid }).update({ passwordHash: await hashPassword(password, kernel.config.passwordCost), gmtModified: db.fn.now() });
    await revokeUserSessions(db, user.uid, undefined, kernel.sessions);
    return ok(null, kernel.i18n.t(request.locale, 'OJ_RESET_PASSWORD_DONE'));
  });
}

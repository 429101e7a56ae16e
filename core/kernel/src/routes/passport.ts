// Accounts (spec 1 §7): login, admin login, logout, register with an e-mailed code, captcha,
// reset password by e-mail, check-username-or-email, auth info.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { OjError, Envelope, EmptyEnvelope, isAdminRole, roleKeyOf, ROLE_IDS, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { Username, Password, LoginPassword, Email, EmailCode, ResetCode, CaptchaText } from '../users/fields.ts';
import { UserInfo, userInfo, type UserRow } from '../users/view.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import { assertMayTryLogin, recordFailure, clearFailures, takeAllowance, MAILS_PER_ADDRESS_PER_HOUR, PUZZLES_PER_ADDRESS_PER_HOUR } from '../auth/throttle.ts';
import { createPuzzle, solvePuzzle, takeSolvedPuzzle } from '../auth/slide-puzzle.ts';
import { issueCode, consumeCode, sixDigitCode, resetToken, CODE_TTL_MINUTES, RESEND_WAIT_SECONDS } from '../auth/codes.ts';
import { createCaptcha, checkCaptcha } from '../auth/captcha.ts';
import { findUserByName, findUserByEmail } from '../users/queries.ts';
import { registerCodeMail, resetPasswordMail, resetLink } from '../mail/templates.ts';
import { siteBaseUrl } from '../site/base-url.ts';

const PuzzleKey = Type.String({ pattern: '^[0-9a-fA-F-]{36}$' });
/** puzzleKey: a slide puzzle solved through /api/check-login-puzzle, once the server asks for one */
const LoginBody = Type.Object({ username: Username, password: LoginPassword, puzzleKey: Type.Optional(Type.Union([PuzzleKey, Type.Literal(''), Type.Null()])) });

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

  const loginRoute = (path: string, admin: boolean) => app.post(path, {
    config: { public: true },
    schema: { tags: ['account'], body: LoginBody, response: { 200: Envelope(UserInfo) } },
  }, async (request, reply) => {
    const { token, info } = await login(request.body, request.ip, request.headers['user-agent'] ?? '', admin);
    reply.header('Authorization', token);
    return ok(info);
  });
  loginRoute('/api/login', false);
  loginRoute('/api/admin/login', true);

  const logout = async (request: { user: { sessionId: string } | null }) => {
    await revokeSession(db, request.user!.sessionId, kernel.sessions);
    return ok(null);
  };
  app.get('/api/logout', { schema: { tags: ['account'], response: { 200: EmptyEnvelope } }, config: { auth: true } }, logout);
  app.get('/api/admin/logout', { schema: { tags: ['admin'], response: { 200: EmptyEnvelope } }, config: { roles: ['root', 'admin', 'problem_admin'] } }, logout);

  app.get('/api/get-user-auth-info', {
    schema: { tags: ['account'], response: { 200: Envelope(Type.Object({ roles: Type.Array(Type.String()), permissions: Type.Array(Type.String()) })) } },
    config: { auth: true },
  }, async (request) => ok({ roles: [request.user!.role], permissions: [...request.user!.permissions] }));

  app.post('/api/check-username-or-email', {
    config: { public: true },
    schema: {
      tags: ['account'],
      body: Type.Object({ username: Type.Optional(Type.String({ maxLength: 100 })), email: Type.Optional(Type.String({ maxLength: 320 })) }),
      response: { 200: Envelope(Type.Object({ username: Type.Boolean(), email: Type.Boolean() })) },
    },
  }, async (request) => {
    const { username, email } = request.body;
    return ok({
      username: username ? !!(await findUserByName(db, username)) : false,
      email: email ? !!(await findUserByEmail(db, email)) : false,
    });
  });

  const CodeSent = Envelope(Type.Object({ email: Type.String(), expireMinutes: Type.Integer(), resendSeconds: Type.Integer() }));

  app.get('/api/get-register-code', {
    config: { public: true },
    schema: { tags: ['account'], querystring: Type.Object({ email: Email }), response: { 200: CodeSent } },
  }, async (request) => {
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

  app.post('/api/register', {
    config: { public: true },
    schema: {
      tags: ['account'],
      body: Type.Object({ username: Username, password: Password, email: Email, code: EmailCode }),
      response: { 200: EmptyEnvelope },
    },
  }, async (request) => {
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

  app.get('/api/captcha', {
    config: { public: true },
    schema: { tags: ['account'], response: { 200: Envelope(Type.Object({ img: Type.String(), captchaKey: Type.String() })) } },
  }, async () => ok(await createCaptcha(db)));

  app.get('/api/login-puzzle', {
    config: { public: true },
    schema: {
      tags: ['account'],
      response: { 200: Envelope(Type.Object({ puzzleKey: Type.String(), img: Type.String(), y: Type.Integer(), width: Type.Integer(), height: Type.Integer(), piece: Type.Integer() })) },
    },
  }, async (request) => {
    await takeAllowance(db, `puzzle:${request.ip}`, PUZZLES_PER_ADDRESS_PER_HOUR, 60);
    return ok(await createPuzzle(db, request.ip));
  });

  app.post('/api/check-login-puzzle', {
    config: { public: true },
    schema: { tags: ['account'], body: Type.Object({ puzzleKey: PuzzleKey, x: Type.Number({ minimum: 0, maximum: 1000 }) }), response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await solvePuzzle(db, request.body.puzzleKey, request.body.x, request.ip);
    return ok(null);
  });

  app.post('/api/apply-reset-password', {
    config: { public: true },
    schema: {
      tags: ['account'],
      body: Type.Object({ email: Email, captcha: CaptchaText, captchaKey: Type.String({ minLength: 1, maxLength: 64 }) }),
      response: { 200: EmptyEnvelope },
    },
  }, async (request) => {
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

  app.post('/api/reset-password', {
    config: { public: true },
    schema: { tags: ['account'], body: Type.Object({ username: Username, password: Password, code: ResetCode }), response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const { username, password, code } = request.body;
    const user = await findUserByName(db, username);
    if (!user) throw new OjError('OJ_USERNAME_NOT_EXIST');
    await consumeCode(db, 'reset-password', String(user.username).toLowerCase(), code);
    await db('users').where({ uid: user.uid }).update({ passwordHash: await hashPassword(password, kernel.config.passwordCost), gmtModified: db.fn.now() });
    await revokeUserSessions(db, user.uid, undefined, kernel.sessions);
    return ok(null, kernel.i18n.t(request.locale, 'OJ_RESET_PASSWORD_DONE'));
  });
}

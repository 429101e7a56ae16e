// The kernel's account calls (spec 1 §7): login, admin login, logout, register with an e-mailed
// code, captcha and slide puzzle, reset password by e-mail, check-username-or-email, auth info.
// Browser-safe: mounted by core/kernel/src/routes/passport.ts, called by the web shell.
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '../schema.ts';
import { defineCall } from '../calls.ts';
import { Username, Password, LoginPassword, Email, EmailCode, ResetCode, CaptchaText } from './fields.ts';

/** What the client sees of a user: the UserInfo of the login response and the profile card. */
export const UserInfo = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  avatar: NullableString,
  email: NullableString,
  number: NullableString,
  school: NullableString,
  course: NullableString,
  signature: NullableString,
  realname: NullableString,
  gender: Type.String(),
  github: NullableString,
  blog: NullableString,
  cfUsername: NullableString,
  titleName: NullableString,
  titleColor: NullableString,
  roleList: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export const PuzzleKey = Type.String({ pattern: '^[0-9a-fA-F-]{36}$' });
/** puzzleKey: a slide puzzle solved through /api/check-login-puzzle, once the server asks for one */
export const LoginBody = Type.Object({ username: Username, password: LoginPassword, puzzleKey: Type.Optional(Type.Union([PuzzleKey, Type.Literal(''), Type.Null()])) });
export type LoginBody = Static<typeof LoginBody>;

/** an e-mailed code was sent: to where, how long it holds, when another may be asked for */
export const CodeSent = Type.Object({ email: Type.String(), expireMinutes: Type.Integer(), resendSeconds: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

export const AuthInfo = Type.Object({ roles: Type.Array(Type.String()), permissions: Type.Array(Type.String()) });
export type AuthInfo = Static<typeof AuthInfo>;

export const Captcha = Type.Object({ img: Type.String(), captchaKey: Type.String() });
export type Captcha = Static<typeof Captcha>;

export const LoginPuzzle = Type.Object({ puzzleKey: Type.String(), img: Type.String(), y: Type.Integer(), width: Type.Integer(), height: Type.Integer(), piece: Type.Integer() });
export type LoginPuzzle = Static<typeof LoginPuzzle>;

export const accountCalls = {
  login: defineCall('POST', '/api/login', { body: LoginBody, answer: UserInfo }),
  adminLogin: defineCall('POST', '/api/admin/login', { body: LoginBody, answer: UserInfo }),
  logout: defineCall('GET', '/api/logout', { answer: Type.Null() }),
  adminLogout: defineCall('GET', '/api/admin/logout', { answer: Type.Null() }),
  authInfo: defineCall('GET', '/api/get-user-auth-info', { answer: AuthInfo }),
  checkUsernameOrEmail: defineCall('POST', '/api/check-username-or-email', {
    body: Type.Object({ username: Type.Optional(Type.String({ maxLength: 100 })), email: Type.Optional(Type.String({ maxLength: 320 })) }),
    answer: Type.Object({ username: Type.Boolean(), email: Type.Boolean() }),
  }),
  registerCode: defineCall('GET', '/api/get-register-code', { query: Type.Object({ email: Email }), answer: CodeSent }),
  register: defineCall('POST', '/api/register', {
    body: Type.Object({ username: Username, password: Password, email: Email, code: EmailCode }),
    answer: Type.Null(),
  }),
  captcha: defineCall('GET', '/api/captcha', { answer: Captcha }),
  loginPuzzle: defineCall('GET', '/api/login-puzzle', { answer: LoginPuzzle }),
  checkLoginPuzzle: defineCall('POST', '/api/check-login-puzzle', {
    body: Type.Object({ puzzleKey: PuzzleKey, x: Type.Number({ minimum: 0, maximum: 1000 }) }),
    answer: Type.Null(),
  }),
  applyResetPassword: defineCall('POST', '/api/apply-reset-password', {
    body: Type.Object({ email: Email, captcha: CaptchaText, captchaKey: Type.String({ minLength: 1, maxLength: 64 }) }),
    answer: Type.Null(),
  }),
  resetPassword: defineCall('POST', '/api/reset-password', {
    body: Type.Object({ username: Username, password: Password, code: ResetCode }),
    answer: Type.Null(),
  }),
};

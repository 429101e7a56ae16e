// Accounts (spec 1 §4, §5, §7): register with a mailed code, login, token header, logout, reset.
import t from 'tap';
import { TestSite, TestSmtp, codeIn } from './harness.ts';

const site = await TestSite.start();
const smtp = await TestSmtp.start();
await smtp.attach(site);
t.teardown(async () => { await site.close(); await smtp.close(); });

t.test('a visitor registers with the code from the mail, logs in and gets a token in the Authorization header', async (t) => {
  const sent = await site.api('GET', '/api/get-register-code', { query: { email: 'newbie@example.com' } });
  t.equal(sent.status, 200, sent.msg);
  const code = codeIn(await smtp.waitFor('newbie@example.com'));
  t.equal(code.length, 6);

  const reg = await site.api('POST', '/api/register', { body: { username: 'newbie', password: 'pass1234', email: 'newbie@example.com', code } });
  t.equal(reg.status, 200, reg.msg);

  const login = await site.api<{ username: string; roleList: string[] }>('POST', '/api/login', { body: { username: 'newbie', password: 'pass1234' } });
  t.equal(login.status, 200);
  t.equal(login.data.username, 'newbie');
  t.same(login.data.roleList, ['default_user']);
  t.type(login.headers.authorization, 'string');
  t.match(String(login.headers['access-control-expose-headers']), /Authorization/);
  t.notOk('passwordHash' in (login.data as object), 'the password hash never leaves the server');

  const auth = await site.api<{ roles: string[]; permissions: string[] }>('GET', '/api/get-user-auth-info', { token: String(login.headers.authorization) });
  t.same(auth.data.roles, ['default_user']);
  t.ok(auth.data.permissions.includes('submit'));
  t.notOk(auth.data.permissions.includes('user_admin'));
});

t.test('the same code cannot register twice and a wrong code is refused', async (t) => {
  await site.api('GET', '/api/get-register-code', { query: { email: 'twice@example.com' } });
  const code = codeIn(await smtp.waitFor('twice@example.com'));
  const wrong = await site.api('POST', '/api/register', { body: { username: 'twice', password: 'pass1234', email: 'twice@example.com', code: code === '000000' ? '111111' : '000000' }, lang: 'en-US' });
  t.equal(wrong.status, 400);
  t.equal(wrong.msg, 'The code is wrong');
  t.equal((await site.api('POST', '/api/register', { body: { username: 'twice', password: 'pass1234', email: 'twice@example.com', code } })).status, 200);
  const again = await site.api('POST', '/api/register', { body: { username: 'twice2', password: 'pass1234', email: 'twice@example.com', code } });
  t.equal(again.status, 400, 'the e-mail is taken now');
  t.equal(await site.db('users').whereRaw("lower(username) = 'twice2'").first() ?? null, null, 'nothing was written');
});

t.test('asking for a register code again within 60 s is refused', async (t) => {
  t.equal((await site.api('GET', '/api/get-register-code', { query: { email: 'wait@example.com' } })).status, 200);
  const again = await site.api('GET', '/api/get-register-code', { query: { email: 'wait@example.com' }, lang: 'en-US' });
  t.equal(again.status, 400);
  t.match(again.msg, /try again in \d+ seconds/);
});

t.test('registration rules of spec 1 §5 answer with their messages in both languages', async (t) => {
  const base = { username: 'someone', password: 'pass1234', email: 'someone@example.com', code: '123456' };
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...base, username: 'x'.repeat(21) }, '用户名长度不能超过 20 个字符', 'The username must be at most 20 characters long'],
    [{ ...base, username: '' }, '用户名不能为空', 'The username is required'],
    [{ ...base, password: '123' }, '密码长度应为 6 到 20 个字符', 'The password must be 6 to 20 characters long'],
    [{ ...base, email: 'not-an-email' }, '邮箱格式不正确', 'The email format is incorrect'],
    [{ ...base, code: '12345' }, '验证码长度应为 6 个字符', 'The code must be 6 characters long'],
    [{ ...base, username: 'newbie' }, '该用户名已存在', 'The username already exists'],
  ];
  for (const [body, zh, en] of cases) {
    const r1 = await site.api('POST', '/api/register', { body });
    t.equal(r1.http, 200);
    t.equal(r1.status, 400);
    t.equal(r1.msg, zh);
    t.equal((await site.api('POST', '/api/register', { body, lang: 'en-US' })).msg, en);
  }
  const bad = await site.api('GET', '/api/get-register-code', { query: { email: 'nope' }, lang: 'en-US' });
  t.equal(bad.msg, 'The email format is incorrect');
  const taken = await site.api('GET', '/api/get-register-code', { query: { email: 'newbie@example.com' }, lang: 'en-US' });
  t.equal(taken.msg, 'The email already exists');
});

t.test('registration closed by the admin refuses codes and registrations', async (t) => {
  await site.kernel.settings.update('web', { register: false });
  t.teardown(() => site.kernel.settings.update('web', { register: true }));
  const r = await site.api('GET', '/api/get-register-code', { query: { email: 'closed@example.com' }, lang: 'en-US' });
  t.equal(r.msg, 'Registration is closed on this site');
  const cfg = await site.api<{ register: boolean }>('GET', '/api/get-website-config');
  t.equal(cfg.data.register, false);
});

t.test('check-username-or-email tells whether each exists', async (t) => {
  const r = await site.api<{ username: boolean; email: boolean }>('POST', '/api/check-username-or-email', { body: { username: 'NEWBIE', email: 'nobody@example.com' } });
  t.same(r.data, { username: true, email: false });
});

t.test('logout revokes the token: the next call with it is refused with 401', async (t) => {
  await site.createUser('leaver', 'pass1234');
  const token = await site.login('leaver', 'pass1234');
  t.equal((await site.api('GET', '/api/msg/unread', { token })).status, 200);
  t.equal((await site.api('GET', '/api/logout', { token })).status, 200);
  const after = await site.api('GET', '/api/msg/unread', { token, lang: 'en-US' });
  t.equal(after.http, 401);
  t.equal(after.status, 401);
  t.equal(after.msg, 'Your login has expired, please login again!');
  const anon = await site.api('GET', '/api/msg/unread');
  t.equal(anon.http, 401);
  t.equal(anon.msg, '请先登录！');
});

t.test('a wrong password is refused, and an unknown user gets the same answer (throttling: login-throttle.test.ts)', async (t) => {
  await site.createUser('victim', 'right-pass');
  const wrong = await site.api('POST', '/api/login', { body: { username: 'victim', password: 'wrong-pass' }, lang: 'en-US' });
  t.equal(wrong.status, 400);
  t.equal(wrong.msg, 'Please check your username or password');
  t.equal((await site.api('POST', '/api/login', { body: { username: 'ghost', password: 'wrong-pass' }, lang: 'en-US' })).msg, 'Please check your username or password', 'unknown users get the same answer');
});

t.test('a banned user cannot log in and loses live sessions', async (t) => {
  const { uid, token } = await site.userWithToken('banned');
  await site.db('users').where({ uid }).update({ status: 1 });
  t.equal((await site.api('GET', '/api/msg/unread', { token })).http, 401);
  const r = await site.api('POST', '/api/login', { body: { username: 'banned', password: 'secret123' }, lang: 'en-US' });
  t.equal(r.msg, 'This account has been banned; please contact an administrator');
});

t.test('an old token is renewed through the Refresh-Token header and keeps working', async (t) => {
  const { token } = await site.userWithToken('renewer');
  const policy = site.kernel.config.jwt;
  const before = policy.refreshAfterSeconds;
  policy.refreshAfterSeconds = 0;
  t.teardown(() => { policy.refreshAfterSeconds = before; });
  await new Promise((r) => setTimeout(r, 1100));
  const r = await site.api('GET', '/api/msg/unread', { token });
  t.equal(r.headers['refresh-token'], 'true');
  const renewed = String(r.headers.authorization);
  t.not(renewed, token);
  policy.refreshAfterSeconds = before;
  t.equal((await site.api('GET', '/api/msg/unread', { token: renewed })).status, 200);
});

t.test('admin login is for admin roles only', async (t) => {
  await site.createUser('plain', 'pass1234');
  await site.createUser('boss', 'pass1234', 'admin');
  const refused = await site.api('POST', '/api/admin/login', { body: { username: 'plain', password: 'pass1234' }, lang: 'en-US' });
  t.equal(refused.status, 400);
  t.equal(refused.msg, 'This account is not an administrator and cannot sign in to the admin area');
  const ok = await site.api<{ roleList: string[] }>('POST', '/api/admin/login', { body: { username: 'boss', password: 'pass1234' } });
  t.equal(ok.status, 200);
  t.same(ok.data.roleList, ['admin']);
  t.type(ok.headers.authorization, 'string');
});

t.test('reset password: captcha, mailed link, new password works and old sessions end', async (t) => {
  const { token } = await site.userWithToken('forgetful');
  const cap = await site.api<{ img: string; captchaKey: string }>('GET', '/api/captcha');
  t.match(cap.data.img, /^data:image\/svg\+xml;base64,/);
  const wrongCaptcha = await site.api('POST', '/api/apply-reset-password', { body: { email: 'forgetful@example.com', captcha: 'zzzz', captchaKey: cap.data.captchaKey }, lang: 'en-US' });
  t.equal(wrongCaptcha.msg, 'The captcha is wrong or has expired; please try again');

  const cap2 = await site.api<{ captchaKey: string }>('GET', '/api/captcha');
  const answer = (await site.db('captchas').where({ key: cap2.data.captchaKey }).first()).answer as string;
  const noMail = await site.api('POST', '/api/apply-reset-password', { body: { email: 'nobody@example.com', captcha: answer, captchaKey: cap2.data.captchaKey }, lang: 'en-US' });
  t.equal(noMail.msg, 'The email does not exist');

  const cap3 = await site.api<{ captchaKey: string }>('GET', '/api/captcha');
  const answer3 = (await site.db('captchas').where({ key: cap3.data.captchaKey }).first()).answer as string;
  const applied = await site.api('POST', '/api/apply-reset-password', { body: { email: 'forgetful@example.com', captcha: answer3.toUpperCase(), captchaKey: cap3.data.captchaKey } });
  t.equal(applied.status, 200, applied.msg);
  const mail = await smtp.waitFor('forgetful@example.com');
  const link = /reset-password\?username=([^&\s]+)&code=([A-Za-z0-9_-]+)/.exec(mail.text);
  t.ok(link, 'the mail carries the reset link');
  const code = decodeURIComponent(link![2]);

  t.equal((await site.api('POST', '/api/reset-password', { body: { username: 'forgetful', password: 'brand-new1', code: 'wrong' } })).status, 400);
  const reset = await site.api('POST', '/api/reset-password', { body: { username: 'forgetful', password: 'brand-new1', code } });
  t.equal(reset.status, 200, reset.msg);
  t.equal((await site.api('GET', '/api/msg/unread', { token })).http, 401, 'sessions from before the reset are over');
  t.type(await site.login('forgetful', 'brand-new1'), 'string');
  t.equal((await site.api('POST', '/api/reset-password', { body: { username: 'forgetful', password: 'again-new1', code } })).status, 400, 'the code is used up');
});

t.test('the server clock answers with status 200 and the epoch time', async (t) => {
  const before = Date.now();
  const r = await site.api<number>('GET', '/aichat/getDate');
  t.equal(r.status, 200);
  t.ok(r.data >= before && r.data <= Date.now());
});

t.test('one address cannot make the site mail codes without end', async (t) => {
  let refused: { status: number; msg: string } | undefined;
  let asked = 0;
  for (; asked < 25 && !refused; asked++) {
    const r = await site.api('GET', '/api/get-register-code', { query: { email: `spam${asked}@example.com` }, lang: 'en-US' });
    if (r.status !== 200) refused = r;
  }
  t.ok(refused, 'refused before 25 mails');
  t.match(refused?.msg ?? '', /^Too many requests; try again in \d+ minutes$/);
  t.ok(asked <= 21, `stopped after ${asked} requests (20 an hour, including earlier ones)`);
});

// Issue 9 §6: the 5 tries of an e-mailed code hold under parallel guesses — each check takes its
// try in the same statement that reads the code.
import t from 'tap';
import { TestSite, TestSmtp, codeIn } from './harness.ts';
import { CODE_MAX_TRIES } from '../src/auth/codes.ts';

const site = await TestSite.start();
const smtp = await TestSmtp.start();
await smtp.attach(site);
t.teardown(async () => { await site.close(); await smtp.close(); });

const guess = (email: string, code: string, username = 'racer') =>
  site.api('POST', '/api/register', { body: { username, password: 'pass1234', email, code }, lang: 'en-US' });

t.test('60 parallel wrong register codes: at most 5 are checked, and the right code afterwards is refused', async (t) => {
  await site.api('GET', '/api/get-register-code', { query: { email: 'racer@example.com' } });
  const code = codeIn(await smtp.waitFor('racer@example.com'));
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guess('racer@example.com', wrong(i))));
  const checked = answers.filter((a) => a.msg === 'The code is wrong').length;
  t.ok(checked <= CODE_MAX_TRIES, `${checked} guesses were checked`);
  t.equal(answers.filter((a) => a.msg === 'Too many wrong tries for this code; please request a new one').length, 60 - checked, 'the rest are told to ask for a new code');
  const right = await guess('racer@example.com', code);
  t.equal(right.status, 400);
  t.equal(right.msg, 'Too many wrong tries for this code; please request a new one');
  t.equal(await site.db('users').where({ username: 'racer' }).first() ?? null, null, 'no account was made');
  t.equal((await site.db('verificationCodes').where({ purpose: 'register', target: 'racer@example.com' }).first()).attempts, CODE_MAX_TRIES);
});

t.test('the right code among parallel guesses registers at most once', async (t) => {
  await site.api('GET', '/api/get-register-code', { query: { email: 'twin@example.com' } });
  const code = codeIn(await smtp.waitFor('twin@example.com'));
  const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => guess('twin@example.com', code, `twin${i}`)));
  t.equal(answers.filter((a) => a.status === 200).length, 1, 'one registration');
  t.equal(Number((await site.db('users').whereILike('username', 'twin%').count({ n: '*' }))[0].n), 1);
});

t.test('a wrong code leaves the remaining tries, and the right one still works within them', async (t) => {
  await site.api('GET', '/api/get-register-code', { query: { email: 'slow@example.com' }, lang: 'zh-CN' });
  const code = codeIn(await smtp.waitFor('slow@example.com'));
  for (let i = 1; i < CODE_MAX_TRIES; i++) t.equal((await guess('slow@example.com', code === '000000' ? '111111' : '000000', 'slowpoke')).msg, 'The code is wrong');
  t.equal((await guess('slow@example.com', code, 'slowpoke')).status, 200, 'the 5th try is the right code');
});

t.test('the refusal after the last try reads in Chinese too', async (t) => {
  await site.api('GET', '/api/get-register-code', { query: { email: 'zh@example.com' } });
  const code = codeIn(await smtp.waitFor('zh@example.com'));
  for (let i = 0; i < CODE_MAX_TRIES; i++) await guess('zh@example.com', code === '000000' ? '111111' : '000000', 'zhuser');
  const r = await site.api('POST', '/api/register', { body: { username: 'zhuser', password: 'pass1234', email: 'zh@example.com', code }, lang: 'zh-CN' });
  t.equal(r.msg, '验证码错误次数过多，请重新获取');
});

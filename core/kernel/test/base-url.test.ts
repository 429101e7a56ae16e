// Issue 9 §2: mailed links use the site's configured (or first-start recorded) address, never the
// Host or X-Forwarded-Host of the request that asked for the mail.
import t from 'tap';
import { PassThrough } from 'node:stream';
import { TestSite, TestSmtp } from './harness.ts';
import { loadConfig } from '../src/config/load.ts';

const HOSTILE = { host: 'attacker.invalid', 'x-forwarded-host': 'attacker.invalid', 'x-forwarded-proto': 'https' };

async function resetMailLink(site: TestSite, smtp: TestSmtp, username: string): Promise<string> {
  await site.createUser(username, 'pass1234');
  const cap = await site.api<{ captchaKey: string }>('GET', '/api/captcha');
  const answer = (await site.db('captchas').where({ key: cap.data.captchaKey }).first()).answer as string;
  const r = await site.api('POST', '/api/apply-reset-password', { body: { email: `${username}@example.com`, captcha: answer, captchaKey: cap.data.captchaKey }, headers: HOSTILE });
  if (r.status !== 200) throw new Error(r.msg);
  const mail = await smtp.waitFor(`${username}@example.com`);
  const link = /(\S+)\/reset-password\?username=/.exec(mail.text);
  if (!link) throw new Error(`no link in ${mail.text}`);
  t.notOk(mail.raw.includes('attacker.invalid'), 'the hostile host is nowhere in the mail');
  return link[1];
}

t.test('without a configured base, the first start records http://localhost:<port>, warns, and links use only that', async (t) => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (c: Buffer) => lines.push(c.toString('utf8')));
  const site = await TestSite.start({ config: { port: 8123 }, logStream });
  const smtp = await TestSmtp.start();
  await smtp.attach(site);
  t.teardown(async () => { await site.close(); await smtp.close(); });
  t.match(lines.join(''), /No base URL is configured: links in mails \(password reset\) use http:\/\/localhost:8123\. Set OJ_PUBLIC_URL/);
  t.equal(await resetMailLink(site, smtp, 'hosty'), 'http://localhost:8123');
});

t.test('the admin\'s Base URL is used when set, then OJ_PUBLIC_URL', async (t) => {
  const site = await TestSite.start({ config: { publicUrl: 'https://judge.example.org/oj/' } });
  const smtp = await TestSmtp.start();
  await smtp.attach(site);
  t.teardown(async () => { await site.close(); await smtp.close(); });
  t.equal(await resetMailLink(site, smtp, 'envuser'), 'https://judge.example.org/oj', 'OJ_PUBLIC_URL, without its trailing slash');
  t.equal(await site.db('siteSettings').where({ group: 'recordedBaseUrl' }).first() ?? null, null, 'nothing is recorded when a base is configured');
  await site.kernel.settings.update('web', { baseUrl: 'https://oj.school.example' });
  t.equal(await resetMailLink(site, smtp, 'webuser'), 'https://oj.school.example', 'the admin setting comes first');
});

t.test('OJ_PUBLIC_URL must be an http(s) address', async (t) => {
  t.throws(() => loadConfig({ configPath: undefined }, { OJ_PUBLIC_URL: 'javascript:alert(1)' }), /config \/publicUrl/);
  t.equal(loadConfig({}, { OJ_PUBLIC_URL: 'https://oj.example.com' }).publicUrl, 'https://oj.example.com');
});

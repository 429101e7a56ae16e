// The guarded outbound client (issue 9 item 14): internal addresses in every written form are
// refused unless the operator allows them; HTTP goes to the checked address; the SMTP test mail
// answers one generic message whatever went wrong, and the reason goes to the log.
import t from 'tap';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { OjError } from '@oj/sdk';
import { isInternalAddress } from '../src/outbound/addresses.ts';
import { OutboundClient } from '../src/outbound/client.ts';
import { TestSite, TestSmtp } from './harness.ts';

const INTERNAL = [
  '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
  '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255', '192.0.2.1', '198.18.0.1',
  '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1', '2001:db8::1',
  '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:7f00:0001', '::127.0.0.1',
  '64:ff9b::10.0.0.1', '2002:c0a8:0101::1', '[::1]',
];
const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:0808:0808::1'];

t.test('internal addresses in IPv4, IPv6 and IPv4-in-IPv6 forms', (t) => {
  for (const a of INTERNAL) t.ok(isInternalAddress(a), `internal: ${a}`);
  for (const a of PUBLIC) t.notOk(isInternalAddress(a), `public: ${a}`);
  t.ok(isInternalAddress('not an address'), 'anything unreadable counts as internal');
  t.end();
});

const refused = (t: { rejects: typeof import('tap').default.rejects }, p: Promise<unknown>, what: string) => t.rejects(p, new OjError('OJ_OUTBOUND_REFUSED'), what);

t.test('host names and the decimal, octal and hex forms of loopback are refused', async (t) => {
  const guard = new OutboundClient();
  for (const host of ['localhost', 'LOCALHOST.', '2130706433', '0177.0.0.1', '0x7f.0.0.1', '127.1', '[::1]', '::ffff:127.0.0.1', '169.254.169.254', '']) {
    await refused(t, guard.resolve(host), `refused: ${JSON.stringify(host)}`);
  }
  t.same(await guard.resolve('8.8.8.8'), { address: '8.8.8.8', family: 4 }, 'a public address passes (no connection is made)');
});

t.test('the operator allows hosts, addresses and ranges; nothing else', async (t) => {
  const guard = new OutboundClient(['127.0.0.1', 'localhost', '10.0.0.0/8', 'fd00::/8']);
  t.equal((await guard.resolve('127.0.0.1')).address, '127.0.0.1');
  t.equal((await guard.resolve('2130706433')).address, '127.0.0.1', 'the allowed address in another form');
  t.ok(await guard.resolve('localhost'), 'an allowed host name');
  t.equal((await guard.resolve('10.200.0.1')).address, '10.200.0.1');
  t.equal((await guard.resolve('fd00::5')).address, 'fd00::5');
  await refused(t, guard.resolve('127.0.0.2'), 'the rest of loopback stays refused');
  await refused(t, guard.resolve('192.168.0.1'), 'other private ranges stay refused');
  t.throws(() => new OutboundClient(['http://smtp.lan']), /outbound.allow/, 'a bad entry stops the boot');
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => { hits.push(`${req.headers.host} ${req.url}`); handler!(req, res); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

t.test('fetch: refused before connecting; allowed hosts answer; every redirect is checked again', async (t) => {
  const target = await listen((_req, res) => res.end('secret'));
  const bouncer = await listen((_req, res) => { res.statusCode = 302; res.setHeader('location', `http://127.0.0.2:${target.port}/admin`); res.end(); });
  t.teardown(() => { target.server.close(); bouncer.server.close(); });

  await refused(t, new OutboundClient().fetch(`http://127.0.0.1:${target.port}/`), 'loopback refused');
  await refused(t, new OutboundClient().fetch(`http://2130706433:${target.port}/`), 'decimal loopback refused');
  await refused(t, new OutboundClient().fetch(`http://[::ffff:127.0.0.1]:${target.port}/`), 'mapped loopback refused');
  await refused(t, new OutboundClient(['127.0.0.1']).fetch(`file:///etc/passwd`), 'only http and https');
  t.same(target.hits, [], 'nothing reached the server');

  const allowed = new OutboundClient(['127.0.0.1']);
  const res = await allowed.fetch(`http://127.0.0.1:${target.port}/hello`);
  t.equal(res.status, 200);
  t.equal(res.text(), 'secret');
  await refused(t, allowed.fetch(`http://127.0.0.1:${bouncer.port}/`), 'a redirect to an address not allowed');
  t.same(target.hits, [`127.0.0.1:${target.port} /hello`], 'the redirect was not followed');

  const byName = await new OutboundClient(['localhost']).fetch(`http://localhost:${target.port}/named`, { redirect: 'manual' }).catch(() => null);
  if (byName) t.equal(target.hits.at(-1), `localhost:${target.port} /named`, 'the host name stays in the Host header of the pinned connection');
  await t.rejects(allowed.fetch(`http://127.0.0.1:${target.port}/`, { maxBytes: 3 }), 'an answer over maxBytes is refused');
});

t.test('test-email: one generic answer for a refused host, a closed port and a bad greeting; the reason is logged', async (t) => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (c: Buffer) => lines.push(c.toString('utf8')));
  const site = await TestSite.start({ config: { outbound: { allow: [] } }, logStream });
  const smtp = await TestSmtp.start();
  const http = await listen((_req, res) => res.end('not smtp'));
  t.teardown(async () => { await site.close(); await smtp.close(); http.server.close(); });
  const root = await site.userWithToken('mailroot', 'root');
  const attempts: Record<string, { emailHost: string; emailPort: number }> = {
    'loopback SMTP, not allowed': { emailHost: '127.0.0.1', emailPort: smtp.port },
    'a private address': { emailHost: '10.255.255.1', emailPort: 25 },
    'cloud metadata': { emailHost: '169.254.169.254', emailPort: 80 },
    'a name for loopback': { emailHost: 'localhost', emailPort: http.port },
  };
  const answers = new Set<string>();
  for (const [what, settings] of Object.entries(attempts)) {
    await site.kernel.settings.update('email', { ...settings, emailSsl: false, emailUsername: '', emailPassword: '' });
    const r = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'en-US' });
    t.equal(r.status, 400, what);
    answers.add(r.msg);
  }
  t.same([...answers], ['The test mail could not be sent. Check the e-mail settings; the reason is in the server log'], 'one message for every cause');
  const zh = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'zh-CN' });
  t.equal(zh.msg, '测试邮件发送失败，请检查邮箱设置；具体原因见服务器日志');
  t.same(smtp.mails, [], 'nothing reached the loopback SMTP server');
  t.same(http.hits, [], 'nothing reached the loopback port');
  t.ok(lines.some((l) => l.includes('test e-mail failed') && l.includes('10.255.255.1')), 'the reason is in the log');
});

t.test('test-email through an allowed SMTP server still works, and a closed allowed port answers the same generic message', async (t) => {
  const site = await TestSite.start();
  const smtp = await TestSmtp.start();
  t.teardown(async () => { await site.close(); await smtp.close(); });
  await smtp.attach(site);
  const root = await site.userWithToken('mailroot2', 'root');
  const sent = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'en-US' });
  t.equal(sent.msg, 'The test mail has been sent');
  await smtp.waitFor('ops@example.com');
  await site.kernel.settings.update('email', { emailPort: 1 });
  const closed = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'en-US' });
  t.equal(closed.msg, 'The test mail could not be sent. Check the e-mail settings; the reason is in the server log');
  t.notMatch(closed.msg, /ECONNREFUSED|127\.0\.0\.1/);
});

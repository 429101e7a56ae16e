// The guarded client through an HTTP proxy (a remote judge account's proxy): plain http is asked of
// the proxy by absolute URL, https goes through a CONNECT tunnel to the target, the target is still
// checked against the allow-list, and the proxy's credentials travel as Proxy-Authorization.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OjError } from '@oj/sdk';
import { OutboundClient } from '../src/outbound/client.ts';

const port = (s: { address(): unknown }) => (s.address() as AddressInfo).port;
async function listening<S extends Server | ReturnType<typeof createHttpsServer>>(server: S): Promise<S> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  t.teardown(() => { server.closeAllConnections(); server.close(); });
  return server;
}

const target = await listening(createServer((req, res) => res.end(`target saw ${req.method} ${req.url} host=${req.headers.host}`)));
const targetUrl = `http://127.0.0.1:${port(target)}`;

/** a small forwarding proxy that notes what it was asked */
const seen: Array<{ method: string; url: string; auth: string | undefined }> = [];
const proxy = await listening(createServer((req: IncomingMessage, res) => {
  seen.push({ method: req.method!, url: req.url!, auth: req.headers['proxy-authorization'] });
  const upstream = new URL(req.url!);
  const forward = request({ host: upstream.hostname, port: upstream.port, path: upstream.pathname + upstream.search, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(forward);
}));
proxy.on('connect', (req: IncomingMessage, client: Socket) => {
  seen.push({ method: 'CONNECT', url: req.url!, auth: req.headers['proxy-authorization'] });
  if (req.headers['proxy-authorization'] === undefined && req.url!.startsWith('deny')) return client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  const [host, p] = req.url!.split(':');
  const upstream = connect(Number(p), host, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
});
const proxyUrl = `http://127.0.0.1:${port(proxy)}`;

t.test('plain http is asked of the proxy by absolute URL', async (t) => {
  seen.length = 0;
  const res = await new OutboundClient(['127.0.0.1']).fetch(`${targetUrl}/status?x=1`, { proxy: proxyUrl });
  t.equal(res.status, 200);
  t.equal(res.text(), `target saw GET /status?x=1 host=127.0.0.1:${port(target)}`, 'the target got the request with its own Host');
  t.same(seen, [{ method: 'GET', url: `${targetUrl}/status?x=1`, auth: undefined }], 'through the proxy');
  t.equal(res.url, `${targetUrl}/status?x=1`, 'the answer names the target, not the proxy');
});

t.test('the proxy\'s credentials go as Proxy-Authorization', async (t) => {
  seen.length = 0;
  await new OutboundClient(['127.0.0.1']).fetch(targetUrl, { proxy: `http://judge:p%40ss@127.0.0.1:${port(proxy)}` });
  t.equal(seen[0].auth, `Basic ${Buffer.from('judge:p@ss').toString('base64')}`);
});

t.test('the target is still checked: an internal one is refused without touching the proxy', async (t) => {
  seen.length = 0;
  await t.rejects(new OutboundClient().fetch(targetUrl, { proxy: proxyUrl }), new OjError('OJ_OUTBOUND_REFUSED'));
  await t.rejects(new OutboundClient(['127.0.0.1']).fetch(targetUrl, { proxy: 'socks5://127.0.0.1:1080' }), new OjError('OJ_OUTBOUND_REFUSED'), 'only http:// proxies');
  t.same(seen, [], 'the proxy was not asked');
});

t.test('https goes through a CONNECT tunnel and speaks TLS to the target inside it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ojt-tls-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const tls = await listening(createHttpsServer({ key: readFileSync(join(dir, 'k.pem')), cert: readFileSync(join(dir, 'c.pem')) }, (_req, res) => res.end('secret')));
  seen.length = 0;
  // the self-signed certificate is refused by the TLS check, which runs against the target through the tunnel
  await t.rejects(new OutboundClient(['127.0.0.1']).fetch(`https://127.0.0.1:${port(tls)}/x`, { proxy: proxyUrl }), /self[- ]signed/i);
  t.same(seen.map((s) => [s.method, s.url]), [['CONNECT', `127.0.0.1:${port(tls)}`]], 'one CONNECT to the target');
});

t.test('the proxy is checked like a target: one on loopback is refused unless loopback is allowed, before any connection', async (t) => {
  // a proxy listening on 127.0.0.2: loopback, but not the allowed 127.0.0.1
  const reached: string[] = [];
  const other = createServer((req, res) => { reached.push(req.url!); res.end(); });
  other.on('connect', (req: IncomingMessage, client: Socket) => { reached.push(`CONNECT ${req.url}`); client.destroy(); });
  await new Promise<void>((r) => other.listen(0, '127.0.0.2', () => r()));
  t.teardown(() => { other.closeAllConnections(); other.close(); });
  const client = new OutboundClient(['127.0.0.1']);
  for (const proxied of [`http://127.0.0.2:${port(other)}`, `http://user:pw@127.0.0.2:${port(other)}`, `http://[::1]:${port(other)}`, 'http://10.0.0.2:3128', 'http://2130706434:3128']) {
    await t.rejects(client.fetch(targetUrl, { proxy: proxied }), new OjError('OJ_OUTBOUND_REFUSED'), `http target through ${proxied}`);
    await t.rejects(client.fetch(`https://127.0.0.1:${port(target)}/`, { proxy: proxied }), new OjError('OJ_OUTBOUND_REFUSED'), `https target through ${proxied}`);
  }
  const refusal = await client.fetch(targetUrl, { proxy: `http://127.0.0.2:${port(other)}` }).then(() => ({ detail: 'connected' }), (e: unknown) => e as { detail: string });
  t.match(refusal.detail, /^127\.0\.0\.2 resolves to 127\.0\.0\.2, an internal address/, 'the reason, for the log');
  t.same(reached, [], 'the proxy was never reached');
  // allowed by the operator: used
  const allowed = await new OutboundClient(['127.0.0.1', '127.0.0.2']).fetch(targetUrl, { proxy: `http://127.0.0.2:${port(other)}` });
  t.equal(allowed.status, 200);
  t.same(reached, [`${targetUrl}/`], 'an allowed proxy is asked');
});

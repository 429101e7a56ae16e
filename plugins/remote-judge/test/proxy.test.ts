// A pool account's proxy (issue 28): its address passes the outbound guard like a target's, when it
// is saved and again when it is used; a failure through it shows the admin a generic lastError, not
// the connection's error (which would map internal ports); and its user name and password are
// write-only, kept when the same proxy is saved again without them.
import t from 'tap';
import { createServer, request, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { submit, toySite, verdict } from './helpers.ts';

const { site, fake } = await toySite();
t.teardown(async () => { await site.close(); await fake.close(); });
const root = await site.userWithToken('boss', 'root');
const alice = await site.userWithToken('alice');
const pid = (await site.api<{ pid: number }>('GET', '/api/admin/problem/import-remote-oj-problem', { token: root.token, query: { name: 'TOY', problemId: '1000' } })).data.pid;

type Account = { id: number; proxy: string | null; proxyHasCredentials: boolean; lastError: string | null };
const port = (s: { address(): unknown }) => (s.address() as AddressInfo).port;
const save = (method: 'POST' | 'PUT', body: Record<string, unknown>, lang = 'en-US') => site.api<Account>(method, '/api/admin/remote-judge/account', { token: root.token, body, lang });
const accounts = async () => site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token });
const resetToy = () => site.api('POST', '/api/admin/remote-judge/site/reset', { token: root.token, body: { oj: 'TOY' } });

/** a forwarding proxy on 127.0.0.1 (allowed in the tests' outbound.allow) that notes each Proxy-Authorization */
const auths: Array<string | undefined> = [];
const proxy = createServer((req: IncomingMessage, res) => {
  auths.push(req.headers['proxy-authorization']);
  const upstream = new URL(req.url!);
  const forward = request({ host: upstream.hostname, port: upstream.port, path: upstream.pathname + upstream.search, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(forward);
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
/** something listening on 127.0.0.2: loopback, but not the allowed 127.0.0.1; it counts who reaches it */
let probed = 0;
const probe = createTcpServer((socket: Socket) => { probed++; socket.destroy(); });
await new Promise<void>((r) => probe.listen(0, '127.0.0.2', () => r()));
t.teardown(() => { proxy.closeAllConnections(); proxy.close(); probe.close(); });
const PROXY = `127.0.0.1:${port(proxy)}`;
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

t.test('a proxy on an internal address is refused when it is saved, in both languages', async (t) => {
  for (const [host, url] of [['127.0.0.2', `http://127.0.0.2:${port(probe)}`], ['[::1]', 'http://[::1]:3128'], ['10.0.0.2', 'http://judge:pw@10.0.0.2:3128']]) {
    const en = await save('POST', { oj: 'TOY', username: 'alice', password: 'secret', proxy: url });
    t.same([en.status, en.msg], [400, `The proxy ${host} cannot be used: its address is internal (loopback or the site's own network) or does not resolve. The operator may allow it in outbound.allow`], url);
    const zh = await save('POST', { oj: 'TOY', username: 'alice', password: 'secret', proxy: url }, 'zh-CN');
    t.same([zh.status, zh.msg], [400, `不能使用代理 ${host}：它的地址是内部地址（本机或本站所在网络）或无法解析。运维人员可以在 outbound.allow 中允许它`]);
  }
  t.same((await accounts()).data, [], 'nothing was saved');
  t.equal(probed, 0, 'the proxy was never reached');
});

t.test('the proxy\'s user name and password are write-only; the same proxy saved without them keeps them', async (t) => {
  const added = await save('POST', { oj: 'TOY', username: 'alice', password: 'secret', proxy: `http://judge:p%40ss@${PROXY}` });
  t.equal(added.status, 200, added.msg);
  t.match(added.data, { proxy: `http://${PROXY}`, proxyHasCredentials: true });
  const listed = await accounts();
  t.match(listed.data, [{ proxy: `http://${PROXY}`, proxyHasCredentials: true }]);
  t.notMatch(listed.raw, /judge|p%40ss/, 'the list never answers them');
  auths.length = 0;
  t.equal((await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){}'), alice.token)).status, 0, 'judged through the proxy');
  t.same([...new Set(auths)], [basic('judge', 'p@ss')], 'with its credentials');

  const id = added.data.id;
  const kept = async () => (await site.db('remote_judge_account').where({ id }).first()) as { proxy: string };
  t.equal((await kept()).proxy, `http://${PROXY}`, 'the account\'s row holds the address only: the user name and password are an encrypted secret, as the password is');
  t.notMatch(JSON.stringify(await site.db('remote_judge_account')), /judge|p%40ss/, 'nowhere in the table');
  // the form sends back what it was shown
  const resaved = await save('PUT', { id, oj: 'TOY', username: 'alice', proxy: `http://${PROXY}` });
  t.match(resaved.data, { proxy: `http://${PROXY}`, proxyHasCredentials: true }, 'kept');
  t.match((await save('PUT', { id, oj: 'TOY', username: 'alice', enabled: true })).data, { proxyHasCredentials: true }, 'no proxy field: kept');
  auths.length = 0;
  t.equal((await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){ }'), alice.token)).status, 0);
  t.same([...new Set(auths)], [basic('judge', 'p@ss')], 'the kept credentials are used');

  t.match((await save('PUT', { id, oj: 'TOY', username: 'alice', proxy: `http://other:new@${PROXY}` })).data, { proxyHasCredentials: true }, 'new ones replace them');
  auths.length = 0;
  t.equal((await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){  }'), alice.token)).status, 0);
  t.same([...new Set(auths)], [basic('other', 'new')]);
  t.equal((await kept()).proxy, `http://${PROXY}`, 'still the address only');
  t.match((await save('PUT', { id, oj: 'TOY', username: 'alice', proxy: 'http://127.0.0.1:1' })).data, { proxy: 'http://127.0.0.1:1', proxyHasCredentials: false }, 'another proxy does not get them');
  t.match((await save('PUT', { id, oj: 'TOY', username: 'alice', proxy: '' })).data, { proxy: null, proxyHasCredentials: false }, 'removed');

  // an account saved before the user name and password became a secret: its row still has them
  await site.db('remote_judge_account').where({ id }).update({ proxy: `http://legacy:pw@${PROXY}` });
  t.match((await accounts()).data, [{ proxy: `http://${PROXY}`, proxyHasCredentials: true }], 'answered without them');
  t.notMatch((await accounts()).raw, /legacy/);
  t.match((await save('PUT', { id, oj: 'TOY', username: 'alice', proxy: `http://${PROXY}` })).data, { proxyHasCredentials: true }, 'saved again, the same proxy keeps them');
  t.equal((await kept()).proxy, `http://${PROXY}`, 'and they leave the row');
  auths.length = 0;
  t.equal((await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){   }'), alice.token)).status, 0);
  t.same([...new Set(auths)], [basic('legacy', 'pw')], 'they are still used');
});

t.test('a proxy checked again when it is used: an internal address is refused and lastError does not tell the connection\'s error', async (t) => {
  const [account] = (await accounts()).data;
  // a name that resolved to a public address when it was saved and to loopback now
  await site.db('remote_judge_account').where({ id: account!.id }).update({ proxy: `http://127.0.0.2:${port(probe)}` });
  const refused = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int a;'), alice.token);
  t.equal(refused.errorMessage, 'Submitted Failed: TOY could not be reached. Resubmit later');
  t.equal(probed, 0, 'the site did not connect to it');
  let lastError = (await accounts()).data[0]!.lastError!;
  t.match(lastError, /^unavailable: POST http:\/\/127\.0\.0\.1:\d+\/\S+: no connection through the account's proxy \(the reason is in the server log\)$/);
  t.notMatch(lastError, /127\.0\.0\.2|internal/, 'not why');
  await resetToy();

  // an allowed address where nothing listens: "connection refused" would tell a closed port from an open one
  const closed = createTcpServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
  const closedPort = port(closed);
  await new Promise((r) => closed.close(r));
  await save('PUT', { id: account!.id, oj: 'TOY', username: 'alice', proxy: `http://127.0.0.1:${closedPort}` });
  await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int b;'), alice.token);
  lastError = (await accounts()).data[0]!.lastError!;
  t.match(lastError, /no connection through the account's proxy/);
  t.notMatch(lastError, /ECONNREFUSED|refused|127\.0\.0\.1:\d+ *$/, 'no connection error detail');
  await resetToy();
});

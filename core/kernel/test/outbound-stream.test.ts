// The guarded outbound client's streamed answers (an AI provider's tokens): the same address
// checks as fetch, pieces read as they arrive, and an error — never a short answer — when the
// connection is cut, goes idle, passes maxBytes or is aborted.
import t from 'tap';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OjError } from '@oj/sdk';
import { OutboundClient } from '../src/outbound/client.ts';

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  t.teardown(() => { server.closeAllConnections(); server.close(); });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readAll(body: AsyncIterable<Buffer>, seen: string[] = []): Promise<string[]> {
  for await (const chunk of body) seen.push(chunk.toString('utf8'));
  return seen;
}

t.test('an internal address is refused before connecting, unless allowed', async (t) => {
  const { url } = await listen((_req, res) => res.end('hi'));
  await t.rejects(new OutboundClient().stream(url), new OjError('OJ_OUTBOUND_REFUSED'));
  await t.rejects(new OutboundClient(['127.0.0.1']).stream('ftp://127.0.0.1/x'), new OjError('OJ_OUTBOUND_REFUSED'), 'only http(s)');
});

t.test('pieces arrive as the server writes them; the request carries method, headers and body', async (t) => {
  let got = '';
  const { url } = await listen((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c; });
    req.on('end', async () => {
      got = `${req.method} ${req.headers['x-test']} ${body}`;
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (const piece of ['one ', 'two ', 'three']) { res.write(piece); await sleep(30); }
      res.end();
    });
  });
  const s = await new OutboundClient(['127.0.0.1']).stream(`${url}/x`, { method: 'post', headers: { 'x-test': 'yes' }, body: 'payload' });
  t.equal(s.status, 200);
  t.equal(s.headers['content-type'], 'text/plain');
  const pieces = await readAll(s.body);
  t.equal(pieces.join(''), 'one two three');
  t.ok(pieces.length >= 2, 'more than one piece: read as it came');
  t.equal(got, 'POST yes payload');
});

t.test('a connection cut mid-answer ends the reader with an error after what arrived', async (t) => {
  const { url } = await listen((_req, res) => {
    res.writeHead(200);
    res.write('partial');
    setTimeout(() => res.socket?.destroy(), 50);
  });
  const s = await new OutboundClient(['127.0.0.1']).stream(url);
  const seen: string[] = [];
  await t.rejects(readAll(s.body, seen));
  t.same(seen, ['partial']);
});

t.test('an idle answer, an answer over maxBytes and an aborted one end with errors', async (t) => {
  const { url } = await listen((req, res) => {
    res.writeHead(200);
    if (req.url === '/big') { res.end('x'.repeat(5000)); return; }
    res.write('a');
    // then nothing: the client gives up
  });
  const guard = new OutboundClient(['127.0.0.1']);
  const idle = await guard.stream(`${url}/idle`, { idleMs: 100 });
  await t.rejects(readAll(idle.body), /idle for 100 ms/);
  const big = await guard.stream(`${url}/big`, { maxBytes: 1000 });
  await t.rejects(readAll(big.body), new OjError('OJ_OUTBOUND_REFUSED'));
  const controller = new AbortController();
  const aborted = await guard.stream(`${url}/wait`, { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  await t.rejects(readAll(aborted.body));
  await t.rejects(guard.stream(`${url}/wait`, { signal: controller.signal }), 'an aborted signal refuses at once');
});

t.test('no headers within timeoutMs is an error; text() reads an error answer; redirects are not followed', async (t) => {
  const { url } = await listen((req, res) => {
    if (req.url === '/slow') return; // never answers
    if (req.url === '/moved') { res.writeHead(302, { location: 'http://127.0.0.2/' }); res.end(); return; }
    res.writeHead(429, { 'content-type': 'application/json' });
    res.end('{"error":"slow down"}');
  });
  const guard = new OutboundClient(['127.0.0.1']);
  await t.rejects(guard.stream(`${url}/slow`, { timeoutMs: 100 }), /no answer within 100 ms/);
  const busy = await guard.stream(`${url}/busy`);
  t.equal(busy.status, 429);
  t.equal(await busy.text(), '{"error":"slow down"}');
  const moved = await guard.stream(`${url}/moved`);
  t.equal(moved.status, 302, 'the 3xx is answered as it is');
  moved.close();
});

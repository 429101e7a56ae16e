// Issue 9 §8: secrets that travel in URLs (the push stream's session token, a reset code, an
// account sheet's key) never appear in the request log, on any route.
import t from 'tap';
import { PassThrough } from 'node:stream';
import { TestSite } from './harness.ts';
import { redactUrl } from '../src/http/log.ts';

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
const site = await TestSite.start({ logStream });
t.teardown(() => site.close());

t.test('the push stream\'s token is logged as [redacted]', async (t) => {
  const { token } = await site.userWithToken('streamer');
  const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const res = await fetch(`${address}/api/events?token=${encodeURIComponent(token)}&lang=en-US`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const first = await reader.read();
  t.match(Buffer.from(first.value!).toString('utf8'), /"user":"/, 'the stream knows the user');
  await reader.cancel();
  controller.abort();
  const logged = lines.filter((l) => l.includes('/api/events'));
  t.ok(logged.length > 0, 'the request was logged');
  for (const line of logged) t.match(JSON.parse(line).req?.url ?? JSON.parse(line).url ?? '', /^\/api\/events\?token=\[redacted\]&lang=en-US$|^$/);
  t.notOk(lines.join('\n').includes(token), 'the token is nowhere in the log');
  t.notOk(lines.join('\n').includes(encodeURIComponent(token)), 'nor URL-encoded');
});

t.test('codes and keys in any route\'s query are redacted too', async (t) => {
  await site.api('GET', '/reset-password', { query: { username: 'someone', code: 'RESET-SECRET-1' } });
  await site.api('GET', '/api/file/generate-user-excel', { query: { key: 'SHEET-SECRET-2' } });
  await site.api('GET', '/api/nothing-here', { query: { access_token: 'SECRET-3', page: 2 } });
  const all = lines.join('\n');
  for (const secret of ['RESET-SECRET-1', 'SHEET-SECRET-2', 'SECRET-3']) t.notOk(all.includes(secret), `${secret} is not logged`);
  t.ok(all.includes('/reset-password?username=someone&code=[redacted]'), 'the rest of the URL stays readable');
  t.ok(all.includes('page=2'), 'harmless parameters stay');
});

t.test('redactUrl keeps paths and other parameters and redacts every secret parameter', async (t) => {
  t.equal(redactUrl('/api/events?token=a.b.c'), '/api/events?token=[redacted]');
  t.equal(redactUrl('/x?a=1&Token=zz&b=2&code=9#frag'), '/x?a=1&Token=[redacted]&b=2&code=[redacted]#frag');
  t.equal(redactUrl('/tokens/list?mytoken=1'), '/tokens/list?mytoken=1', 'only whole parameter names');
});

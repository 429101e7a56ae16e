// Issue 10 item 13: hashed build files go out precompressed (brotli or gzip by Accept-Encoding) and
// immutable; the index and the federation manifests are asked again; large API answers are
// compressed, small ones are not.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFile } from '../../plugin-kit/src/precompress.ts';
import { pickEncoding } from '../src/http/compress.ts';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

const SCRIPT = `console.log(${JSON.stringify('a fairly repetitive line of script. '.repeat(200))});`;

t.test('a hashed script is sent as the precompressed copy the browser accepts, and is immutable', async (t) => {
  const shell = join(site.dataDir, 'shell-br');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), `<!doctype html><title>shell</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(shell, 'assets', 'main.0123abcd.js'), SCRIPT);
  writeFileSync(join(shell, 'mf-manifest.json'), JSON.stringify({ name: 'oj_shell', pad: 'x'.repeat(2000) }));
  for (const f of ['index.html', 'assets/main.0123abcd.js', 'mf-manifest.json']) await precompressFile(join(shell, f));
  const other = await TestSite.start({ config: { shellDir: shell } });
  t.teardown(() => other.close());

  const br = await other.app.inject({ method: 'GET', url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.match(String(br.headers['content-type']), /javascript/);
  t.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
  t.ok(br.rawPayload.length < SCRIPT.length / 10, `${br.rawPayload.length} bytes sent for ${SCRIPT.length}`);
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(String(br.headers.vary), /accept-encoding/i);

  const gz = await other.app.inject({ method: 'GET', url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);

  const plain = await other.app.inject({ method: 'GET', url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
  t.notOk(plain.headers['content-encoding']);
  t.equal(plain.body, SCRIPT);

  for (const url of ['/', '/home', '/mf-manifest.json']) {
    const res = await other.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    t.equal(res.statusCode, 200, url);
    t.equal(res.headers['cache-control'], 'no-cache', `${url} is asked again each time`);
    t.equal(res.headers['content-encoding'], 'br', `${url} is compressed too`);
    t.ok(res.headers['content-security-policy'], `${url} keeps its CSP`);
  }
});

t.test('API answers above 1 KB are compressed by Accept-Encoding; small ones are not', async (t) => {
  const big = await site.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
  t.equal(big.headers['content-encoding'], 'br');
  const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
  t.ok(doc.paths['/api/login'], 'the answer decodes to the document');
  const gz = await site.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(Number(gz.headers['content-length']), gz.rawPayload.length);
  const none = await site.app.inject({ method: 'GET', url: '/api/openapi.json' });
  t.notOk(none.headers['content-encoding'], 'no Accept-Encoding, no compression');
  const small = await site.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-encoding': 'br' } });
  t.notOk(small.headers['content-encoding'], 'a small answer goes as it is');
});

t.test('Accept-Encoding: brotli before gzip, q=0 refuses', async (t) => {
  t.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
  t.equal(pickEncoding('gzip'), 'gzip');
  t.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  t.equal(pickEncoding('*'), 'br');
  t.equal(pickEncoding(''), null);
  t.equal(pickEncoding(undefined), null);
});

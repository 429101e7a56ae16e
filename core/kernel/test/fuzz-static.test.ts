// The fuzz suite's static half (issue 28 §5): fuzz-routes.test.ts calls every /api route; this calls
// the paths no route has — the web shell with its SPA fallback, a plugin's UI remote, uploaded
// files — with hostile paths (names past the file system's limit, odd and encoded characters,
// encoded slashes, dot segments) and every header a browser or a cache sends (Accept-Encoding
// gzip/br/identity, Range, If-None-Match, If-Modified-Since). Whatever the file system says about
// such a path, the answer is the file, the shell's index, a 304/206/416 or a 404 — never a 500.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TestSite } from './harness.ts';

const scratch = await TestSite.start();
t.teardown(() => scratch.close());
const shell = join(scratch.dataDir, 'shell');
mkdirSync(join(shell, 'static', 'js'), { recursive: true });
const INDEX = '<!doctype html><title>shell</title>';
const MAIN = 'console.log("main")';
for (const [file, body] of [['index.html', INDEX], ['static/js/main.0123abcd.js', MAIN]] as const) {
  writeFileSync(join(shell, file), body);
  writeFileSync(join(shell, `${file}.gz`), gzipSync(body));
  writeFileSync(join(shell, `${file}.br`), brotliCompressSync(body));
}
const site = await TestSite.start({ config: { shellDir: shell }, plugins: [{ package: '@oj/plugin-guestbook' }] });
t.teardown(() => site.close());
writeFileSync(join(site.dataDir, 'files', 'img', 'a.png'), 'png');

// 255 is the longest file name most file systems take; a pre-compressed sibling adds 3 to it
const NAMES = [1, 200, 250, 252, 253, 254, 255, 256, 300, 1000, 5000].map((n) => 'a'.repeat(n));
const ODD = ['%00', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f..%2fetc%2fpasswd', 'a%2fb', '%5c..%5c', '%ff%fe', '%E4%B8%AD%E6%96%87',
  '%', '%zz', '.', '..', '...', '.env', '.git/config', 'a.js', 'a.js.gz', 'a.br', 'index.html', 'a;b', 'a?b', 'a#b', '~', '%20', 'CON', 'nul.txt', '*', 'a\u00e9'];
const PREFIXES = ['/', '/static/', '/static/js/', '/user-home/', '/problem/', '/plugins/guestbook/', '/plugins/no-such/', '/api/public/img/', '/api/public/file/'];
const SUFFIXES = ['', '.js', '.css', '.html', '.map', '/', '/x'];

const FIXED = ['/', '/static/js/main.0123abcd.js', '/static//js/main.0123abcd.js', '/./static/js/main.0123abcd.js', '/static/../index.html', '/%2e%2e/%2e%2e/etc/passwd', '/plugins/guestbook/../../index.html', '//', '///etc/passwd'];
const urls = new Set<string>(FIXED);
for (const prefix of PREFIXES) {
  for (const name of [...NAMES, ...ODD]) for (const suffix of SUFFIXES) urls.add(prefix + name + suffix);
  urls.add(prefix + NAMES[6].slice(0, 100) + '/' + NAMES[6]);
}
const HEADERS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'gzip;q=0, br;q=0, *;q=0' },
  { 'accept-encoding': 'x'.repeat(2000) },
  { range: 'bytes=0-3', 'accept-encoding': 'gzip' },
  { range: 'bytes=99999-', 'accept-encoding': 'br' },
  { range: 'bytes=-1,0-,abc' },
  { 'if-none-match': '"x"', 'accept-encoding': 'gzip' },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'Thu, 01 Jan 2099 00:00:00 GMT', 'accept-encoding': 'gzip' },
  { 'if-modified-since': 'not a date', 'if-range': '"x"', range: 'bytes=0-0' },
];

t.test('hostile paths and headers on the static path: never a 500, a miss is the shell or a 404', async (t) => {
  const failures: string[] = [];
  let calls = 0;
  // every path with every header set would be 69,000 calls (a minute of CI): the names at the
  // file system's limit (253 to 255 characters, where a .gz/.br sibling's name breaks) and the
  // fixed paths get every header set with GET and HEAD; every other path two of them in turn,
  // GET and HEAD alternately, so each header set still meets every prefix, name and suffix
  const boundary = (url: string) => FIXED.includes(url) || /\/a{253,255}(\.|\/|$)/.test(url);
  let i = 0;
  for (const url of urls) {
    i++;
    const wide = boundary(url);
    const sets = wide ? HEADERS : [0, 7].map((k) => HEADERS[(i + k) % HEADERS.length]);
    const methods = wide ? (['GET', 'HEAD'] as const) : ([i % 2 ? 'GET' : 'HEAD'] as const);
    for (const headers of sets) for (const method of methods) {
      calls++;
      const res = await site.app.inject({ method, url, headers });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 80)}… (${url.length}) ${JSON.stringify(headers).slice(0, 80)} → ${res.body.slice(0, 160)}`);
    }
  }
  t.same(failures.slice(0, 20), [], `${failures.length} of ${calls} calls answered 500`);
  t.ok(calls > 5_000, `${calls} calls made`);
});

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString();
}

t.test('a client route as long as a file name can be, asked by a browser, is the shell', async (t) => {
  for (const n of [253, 254, 255]) {
    for (const encoding of ['gzip', 'br', 'gzip, deflate, br']) {
      const res = await site.app.inject({ method: 'GET', url: `/${'a'.repeat(n)}`, headers: { 'accept-encoding': encoding } });
      t.equal(res.statusCode, 200, `/${n} characters with ${encoding}`);
      t.equal(decoded(res), INDEX, 'the shell');
    }
  }
  const file = await site.app.inject({ method: 'GET', url: `/static/${'b'.repeat(254)}.js`, headers: { 'accept-encoding': 'gzip' } });
  t.equal(file.statusCode, 404, 'a missing file with a long name is a 404');
  t.same(JSON.parse(file.body).status, 404, 'in the envelope');
  const asset = await site.app.inject({ method: 'GET', url: '/static/js/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
  t.equal(asset.body, MAIN, 'the real file is still served');
  const past = await site.app.inject({ method: 'GET', url: '/static/js/main.0123abcd.js', headers: { range: 'bytes=99999-', 'accept-language': 'en-US' } });
  t.equal(past.statusCode, 416, 'a range past the end is refused as such');
  t.equal(JSON.parse(past.body).msg, 'The requested byte range is outside the file');
});

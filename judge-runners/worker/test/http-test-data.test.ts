// The test-data fetcher against a small real HTTP server speaking the protocol's contract.
import t from 'tap';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { HttpTestData, sha256, testDataHash, type TestDataManifest } from '../src/index.ts';

const TOKEN = 'judge-secret';

/** a web node's side of the contract, holding one problem's files in memory */
function webNode() {
  const files = new Map<string, Buffer>();
  let version = 1;
  const requests: string[] = [];
  let corrupt = false;
  const manifest = (): TestDataManifest => {
    const body = {
      problemId: 7, version: String(version), judgeCaseMode: 'default' as const,
      cases: [...files.keys()].filter((n) => n.endsWith('.in')).map((n, i) => ({ caseId: i + 1, inputName: n, outputName: n.replace('.in', '.out'), score: 50 })),
      files: [...files.entries()].map(([name, data]) => ({ name, size: data.length, sha256: sha256(data) })),
    };
    return { ...body, hash: testDataHash(body) };
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}${req.headers['if-none-match'] ? ' (revalidate)' : ''}`);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) { res.writeHead(401).end(); return; }
    const m = /^\/api\/judge\/test-data\/(\d+)\/(manifest|files\/([^?]+))(\?sha256=[0-9a-f]{64})?$/.exec(req.url ?? '');
    if (!m || m[1] !== '7') { res.writeHead(404).end(); return; }
    if (m[2] === 'manifest') {
      const body = manifest();
      if (req.headers['if-none-match'] === `"${body.hash}"`) { res.writeHead(304).end(); return; }
      res.writeHead(200, { 'content-type': 'application/json', etag: `"${body.hash}"` }).end(JSON.stringify(body));
      return;
    }
    const data = files.get(decodeURIComponent(m[3]));
    if (!data) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': 'application/octet-stream', etag: `"${sha256(data)}"` }).end(corrupt ? Buffer.from('tampered') : data);
  });
  return {
    files, requests, server, manifest,
    bump() { version++; },
    corruptFiles(on: boolean) { corrupt = on; },
    async listen(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

t.test('test data is fetched once, cached by content hash and revalidated by ETag', async (t) => {
  const web = webNode();
  web.files.set('1.in', Buffer.from('1 2\n'));
  web.files.set('1.out', Buffer.from('3\n'));
  const baseUrl = await web.listen();
  t.teardown(() => web.server.close());
  const cacheDir = mkdtempSync(join(tmpdir(), 'oj-cache-'));
  const fetcher = new HttpTestData({ baseUrl, token: TOKEN, cacheDir });

  const first = web.manifest();
  const data = await fetcher.get({ problemId: 7, version: '1', hash: first.hash });
  t.equal(readFileSync(join(data.dir, '1.in'), 'utf8'), '1 2\n');
  t.same(data.cases, [{ caseId: 1, inputName: '1.in', outputName: '1.out', score: 50 }]);
  t.equal(web.requests.length, 3, 'the manifest and two files');

  web.requests.length = 0;
  await fetcher.get({ problemId: 7, version: '1', hash: first.hash });
  await new HttpTestData({ baseUrl, token: TOKEN, cacheDir }).get({ problemId: 7, version: '1', hash: first.hash });
  t.same(web.requests, [], 'a known hash is served from disk, also after a restart');

  await fetcher.get({ problemId: 7, version: '0', hash: 'f'.repeat(64) });
  t.same(web.requests, ['GET /api/judge/test-data/7/manifest (revalidate)'], 'an unknown hash revalidates with If-None-Match and gets 304');

  web.requests.length = 0;
  web.files.set('1.out', Buffer.from('three\n'));
  web.bump();
  const second = web.manifest();
  const updated = await fetcher.get({ problemId: 7, version: '2', hash: second.hash });
  t.equal(readFileSync(join(updated.dir, '1.out'), 'utf8'), 'three\n');
  t.equal(readFileSync(join(data.dir, '1.out'), 'utf8'), '3\n', 'the old set is left intact for jobs still using it');
  t.same(web.requests.filter((r) => r.includes('/files/')), [`GET /api/judge/test-data/7/files/1.out?sha256=${second.files.find((f) => f.name === '1.out')!.sha256}`], 'only the changed file is downloaded, named by the content its manifest gave');
});

t.test('a wrong token or a file that does not match its hash is refused', async (t) => {
  const web = webNode();
  web.files.set('1.in', Buffer.from('1 2\n'));
  const baseUrl = await web.listen();
  t.teardown(() => web.server.close());
  const ref = { problemId: 7, version: '1', hash: web.manifest().hash };
  await t.rejects(new HttpTestData({ baseUrl, token: 'wrong', cacheDir: mkdtempSync(join(tmpdir(), 'oj-cache-')) }).get(ref), /HTTP 401/);
  web.corruptFiles(true);
  await t.rejects(new HttpTestData({ baseUrl, token: TOKEN, cacheDir: mkdtempSync(join(tmpdir(), 'oj-cache-')) }).get(ref), /does not match its hash/);
});

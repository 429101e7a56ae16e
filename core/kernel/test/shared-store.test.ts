// Files on a shared S3 store (issue 29 item 1): an upload is written to the bucket and served from
// it with the local path's headers; a store that cannot be reached refuses the upload in the
// user's language with nothing half-written, and a site whose store refuses it does not start.
// Against s3rver on loopback (test/s3-server.ts), through the AWS SDK.
import t from 'tap';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { TestSite } from './harness.ts';
import { startS3 } from './s3-server.ts';
import { loadConfig } from '../src/config/load.ts';

const s3 = await startS3();
t.teardown(() => s3.stop());
process.env.OJ_S3_SECRET_ACCESS_KEY = s3.env.OJ_S3_SECRET_ACCESS_KEY;
const site = await TestSite.start({ config: { storage: s3.storage } });
t.teardown(() => site.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(64))]);

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = `----ojs3${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(url: string, token: string, field: string, filename: string, bytes: Buffer, locale = 'en-US') {
  const { payload, headers } = multipart(field, filename, bytes);
  const res = await site.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: token, 'accept-language': locale } });
  return JSON.parse(res.body) as { status: number; msg: string; data: Record<string, unknown> | null };
}

t.test('an avatar uploaded is kept in the bucket, not the data dir, and served from it with the usual headers', async (t) => {
  const user = await site.userWithToken('s3_avatar');
  const r = await upload('/api/file/upload-avatar', user.token, 'image', 'me.png', PNG);
  t.equal(r.status, 200, r.msg);
  const url = String(r.data!.avatar);
  t.match(url, /^\/api\/public\/img\/avatar\/[0-9a-f]{32}\.png$/);
  t.notOk(existsSync(join(site.dataDir, 'files', 'img', 'avatar')), 'nothing written under the data dir');
  t.ok(existsSync(join(s3.dir, s3.bucket)), 'the bucket holds it');

  const res = await site.app.inject({ method: 'GET', url });
  t.equal(res.statusCode, 200);
  t.same(res.rawPayload, PNG, 'the same bytes');
  t.equal(res.headers['content-type'], 'image/png');
  t.equal(res.headers['x-content-type-options'], 'nosniff');
  t.match(String(res.headers['content-security-policy']), /default-src 'none'.*sandbox/, 'the stricter CSP of uploaded files');
  t.equal(res.headers['x-frame-options'], 'DENY');
  t.equal(res.headers['cache-control'], 'public, max-age=0');
  t.ok(res.headers.etag && res.headers['last-modified'], 'an ETag and Last-Modified');

  const again = await site.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
  t.equal(again.statusCode, 304, 'a cached copy is still good');
  const part = await site.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
  t.equal(part.statusCode, 206);
  t.same(part.rawPayload, PNG.subarray(0, 8), 'a byte range');
  t.equal(part.headers['content-range'], `bytes 0-7/${PNG.length}`);
  const past = await site.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999-', 'accept-language': 'en-US' } });
  t.equal(past.statusCode, 416);
  t.equal(JSON.parse(past.body).msg, 'The requested byte range is outside the file');
  const head = await site.app.inject({ method: 'HEAD', url });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['content-length'], String(PNG.length));
});

t.test('a markdown file is served from the bucket as an attachment; a name the site never made is a 404', async (t) => {
  const admin = await site.userWithToken('s3_admin', 'admin');
  const r = await upload('/api/file/upload-md-file', admin.token, 'file', 'notes.txt', Buffer.from('hello'));
  t.equal(r.status, 200, r.msg);
  const res = await site.app.inject({ method: 'GET', url: String(r.data!.link) });
  t.equal(res.body, 'hello');
  t.equal(res.headers['content-disposition'], 'attachment');
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  for (const url of ['/api/public/file/md-file/nothing.txt', '/api/public/img/..%2f..%2fetc%2fpasswd', '/api/public/img/%2e%2e/x', `/api/public/img/${'a'.repeat(300)}.png`, '/api/public/file/.env']) {
    const miss = await site.app.inject({ method: 'GET', url });
    t.equal(miss.statusCode, 404, url);
    t.equal(JSON.parse(miss.body).code, 'OJ_NOT_FOUND', `${url} is the 404 envelope`);
  }
});

t.test('the S3 secret key is never taken from the config file', async (t) => {
  const dir = site.dataDir;
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dir, 'with-secret.json'), JSON.stringify({ storage: { ...s3.storage, secretAccessKey: 'S3RVER' } }));
  t.throws(() => loadConfig({ configPath: join(dir, 'with-secret.json') }, {}), /OJ_S3_SECRET_ACCESS_KEY/);
  writeFileSync(join(dir, 'no-bucket.json'), JSON.stringify({ storage: { kind: 's3' } }));
  t.throws(() => loadConfig({ configPath: join(dir, 'no-bucket.json') }, {}), /config \/storage\/bucket/);
});

t.test('a site whose bucket is missing, or whose store does not answer, does not start, and says why', async (t) => {
  await t.rejects(TestSite.start({ config: { storage: { ...s3.storage, bucket: 'no-such-bucket' } } }), /the shared store s3:\/\/no-such-bucket\/ at http:\/\/127\.0\.0\.1:\d+ cannot be used: NotFound \(HTTP 404\)/);
  await t.rejects(TestSite.start({ config: { storage: { ...s3.storage, endpoint: 'http://127.0.0.1:9' } } }), /the shared store s3:\/\/oj-files\/ at http:\/\/127\.0\.0\.1:9 cannot be used: .*ECONNREFUSED/);
});

t.test('with the store down an upload is refused in the user\'s language and nothing is half-written', async (t) => {
  const user = await site.userWithToken('s3_outage');
  const before = await upload('/api/file/upload-avatar', user.token, 'image', 'one.png', PNG);
  const avatar = String(before.data!.avatar);
  const rows = async () => Number((await site.node.kernel.db('files').count({ n: '*' }))[0].n);
  const count = await rows();
  await s3.stop();
  const en = await upload('/api/file/upload-avatar', user.token, 'image', 'two.png', PNG, 'en-US');
  t.same([en.status, en.msg], [503, 'The file store cannot be reached right now. Please try again later']);
  const zh = await upload('/api/file/upload-avatar', user.token, 'image', 'two.png', PNG, 'zh-CN');
  t.same([zh.status, zh.msg], [503, '文件存储暂时无法访问，请稍后再试']);
  t.equal(await rows(), count, 'no file row without its bytes');
  t.equal((await site.node.kernel.db('users').where({ uid: user.uid }).first('avatar')).avatar, avatar, 'the avatar is the old one');
  const served = await site.app.inject({ method: 'GET', url: avatar, headers: { 'accept-language': 'en-US' } });
  t.equal(served.statusCode, 503, 'a file read while the store is down is a 503, which no cache keeps');
  t.equal(JSON.parse(served.body).msg, 'The file store cannot be reached right now. Please try again later');
});

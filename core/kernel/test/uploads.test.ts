// Upload size limits (spec 1 §5): a file one byte over the limit is
// refused every time and nothing is stored; a file of exactly the limit is stored whole.
import t from 'tap';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { TestSite } from './harness.ts';
import { AVATAR_MAX_BYTES, CAROUSEL_MAX_BYTES, MD_IMAGE_MAX_BYTES } from '../src/files/store.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(16))]);
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/**
 * POSTs one file part with the body arriving in two chunks split at the limit: the server gets a
 * chunk that ends exactly at the limit and then one that crosses it. That is how the network
 * delivered the cut files that used to be stored (the part was marked truncated only after its
 * last bytes had been read).
 */
async function send(url: string, token: string, field: string, filename: string, bytes: Buffer, limit: number) {
  const boundary = `----ojlimit${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`);
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const split = head.length + Math.min(limit, bytes.length);
  const res = await site.app.inject({
    method: 'POST', url, payload: Readable.from([body.subarray(0, split), body.subarray(split)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), authorization: token, 'accept-language': 'en-US' },
  });
  return JSON.parse(res.body) as { status: number; msg: string; data: Record<string, unknown> | null };
}

const storedFiles = (folder: string) => (existsSync(join(site.dataDir, 'files', 'img', folder)) ? readdirSync(join(site.dataDir, 'files', 'img', folder)) : []);

t.test('an avatar of 2 MiB + 1 byte is refused all 10 times and nothing is stored; exactly 2 MiB is stored whole', async (t) => {
  const user = await site.userWithToken('avatar_limit');
  for (let i = 0; i < 10; i++) {
    const r = await send('/api/file/upload-avatar', user.token, 'image', 'big.png', pngOf(AVATAR_MAX_BYTES + 1), AVATAR_MAX_BYTES);
    t.equal(r.status, 400, `try ${i + 1}: refused`);
    t.equal(r.msg, 'The avatar exceeds the maximum size of 2 MB');
  }
  t.same(storedFiles('avatar'), [], 'no avatar file on disk');
  t.equal(Number((await site.db('files').count({ n: '*' }))[0].n), 0, 'no file row');
  t.equal((await site.db('users').where({ uid: user.uid }).first('avatar')).avatar ?? null, null, 'the avatar is unchanged');

  const exact = await send('/api/file/upload-avatar', user.token, 'image', 'fits.png', pngOf(AVATAR_MAX_BYTES), AVATAR_MAX_BYTES);
  t.equal(exact.status, 200, exact.msg);
  const row = await site.db('files').where({ kind: 'avatar' }).first();
  t.equal(Number(row.size), AVATAR_MAX_BYTES, 'stored whole');
  const served = await site.app.inject({ method: 'GET', url: String(exact.data!.avatar) });
  t.equal(served.rawPayload.length, AVATAR_MAX_BYTES);
});

t.test('markdown images and carousel images one byte over their limit are refused and not stored', async (t) => {
  const root = await site.userWithToken('limit_root', 'root');
  for (let i = 0; i < 3; i++) {
    const md = await send('/api/file/upload-md-img', root.token, 'image', 'big.png', pngOf(MD_IMAGE_MAX_BYTES + 1), MD_IMAGE_MAX_BYTES);
    t.equal(md.msg, 'The file exceeds the maximum size of 10 MB');
    const carousel = await send('/api/file/upload-carouse-img', root.token, 'file', 'big.png', pngOf(CAROUSEL_MAX_BYTES + 1), CAROUSEL_MAX_BYTES);
    t.equal(carousel.msg, 'The file exceeds the maximum size of 10 MB');
  }
  t.same([...storedFiles('md-img'), ...storedFiles('carousel')], []);
  t.equal(Number((await site.db('files').whereIn('kind', ['md-img', 'carousel']).count({ n: '*' }))[0].n), 0);
  const exact = await send('/api/file/upload-md-img', root.token, 'image', 'fits.png', pngOf(MD_IMAGE_MAX_BYTES), MD_IMAGE_MAX_BYTES);
  t.equal(exact.status, 200, exact.msg);
  t.equal(Number((await site.db('files').where({ kind: 'md-img' }).first()).size), MD_IMAGE_MAX_BYTES);
});

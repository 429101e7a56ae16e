// A test-data zip one byte over maxZipBytes is refused every time and nothing is kept; a zip of
// exactly the limit is taken (the SDK's upload reader, spec 2 §3 test data uploads).
import t from 'tap';
import { existsSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { uploadRoot } from '../server/test-data/layout.ts';
import { problemsSite } from './helpers.ts';

const LIMIT = 1024 * 1024;
const site = await problemsSite({ testCaseZip: { maxZipBytes: LIMIT } });
t.teardown(() => site.close());
const { token: root } = await site.userWithToken('zip_root', 'root');

/** a zip of 1.in/1.out and a stored (uncompressed) filler, padded with a comment to exactly `size` bytes */
function zipOfSize(size: number): Promise<Buffer> {
  const build = (comment: string) => new Promise<Buffer>((resolve) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('1 2\n'), '1.in');
    zip.addBuffer(Buffer.from('3\n'), '1.out');
    zip.addBuffer(Buffer.alloc(size - 4096, 'a'), 'filler.txt', { compress: false });
    zip.end({ comment, forceZip64Format: false });
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
  return build('').then((bare) => build('x'.repeat(size - bare.length)));
}

/** the body arrives in two chunks split exactly at the limit, as the network may deliver it */
async function send(zip: Buffer) {
  const boundary = `----ojzip${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cases.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const body = Buffer.concat([head, zip, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const split = head.length + Math.min(LIMIT, zip.length);
  const res = await site.app.inject({
    method: 'POST', url: '/api/file/upload-testcase-zip', payload: Readable.from([body.subarray(0, split), body.subarray(split)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), authorization: root, 'accept-language': 'en-US' },
  });
  return JSON.parse(res.body) as { status: number; msg: string };
}

t.test('a zip of maxZipBytes + 1 is refused 10 times out of 10 and no upload is kept; exactly the limit is taken', async (t) => {
  const over = await zipOfSize(LIMIT + 1);
  t.equal(over.length, LIMIT + 1);
  for (let i = 0; i < 10; i++) {
    const r = await send(over);
    t.equal(r.status, 400, `try ${i + 1}: refused`);
    t.equal(r.msg, 'Upload Testcase Failed: the test data is larger than 1 MB');
  }
  const root = uploadRoot(site.dataDir);
  t.same(existsSync(root) ? readdirSync(root) : [], [], 'nothing kept');
  const exact = await zipOfSize(LIMIT);
  t.equal(exact.length, LIMIT);
  const r = await send(exact);
  t.equal(r.status, 200, r.msg);
});

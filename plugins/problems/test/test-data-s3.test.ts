// Test data on a shared S3 store (issue 29 item 1), against s3rver on loopback: a zip uploaded
// through one web node (site A) is saved through another (site B; two sites with their own
// databases and data dirs share only the bucket, so nothing but the bucket can carry it) (the upload lives in the bucket, not on a node);
// a judge fetches the files from the bucket; an edit swaps the data whole (a judge on the old
// manifest still gets the old files, never a mix); a store outage refuses the edit in the user's
// language and leaves the problem's data as it was.
import t from 'tap';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { startS3 } from '@oj/kernel/testing/s3';
import type { TestDataManifest } from '@oj/judge-worker/protocol';
import { problemBody, upload, zipOf } from './helpers.ts';

// its own folder, kept across the outage below (the server is started again on it)
const bucketDir = mkdtempSync(join(tmpdir(), 'oj-s3-'));
let s3 = await startS3({ dir: bucketDir });
t.teardown(async () => { await s3.stop(); rmSync(bucketDir, { recursive: true, force: true }); });
process.env.OJ_S3_SECRET_ACCESS_KEY = s3.env.OJ_S3_SECRET_ACCESS_KEY;
const start = () => TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }], config: { storage: s3.storage } });
const [siteA, siteB] = [await start(), await start()];
t.teardown(() => siteA.close());
t.teardown(() => siteB.close());
const { token: rootA } = await siteA.userWithToken('root_a', 'root');
const { token: rootB } = await siteB.userWithToken('root_b', 'root');
const judgeOf = async (s: TestSite) => ({ authorization: `Bearer ${((await s.db('siteSettings').where({ group: 'secrets' }).first()).value as { judgeToken: string }).judgeToken}` });
const judgeB = await judgeOf(siteB);

async function manifest(pid: number): Promise<TestDataManifest> {
  const res = await siteB.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/manifest`, headers: judgeB });
  return JSON.parse(res.body) as TestDataManifest;
}
const file = (pid: number, name: string, sha?: string) => siteB.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/files/${name}${sha ? `?sha256=${sha}` : ''}`, headers: judgeB });

let pid = 0;

t.test('a zip uploaded on one web node is saved on another, and a judge fetches its files from the bucket', async (t) => {
  const zip = await zipOf([{ name: '1.in', data: '1 1\r\n' }, { name: '1.out', data: '2\n' }, { name: '2.in', data: '2 2\n' }, { name: '2.out', data: '4\n' }]);
  const up = await upload(siteA, '/api/file/upload-testcase-zip', rootA, zip);
  t.equal(up.status, 200, up.msg);
  const { fileList, fileListDir } = up.data as { fileList: { input: string; output: string }[]; fileListDir: string };
  t.notOk(existsSync(join(siteA.dataDir, 'problems', 'uploads', fileListDir)), 'the upload is not kept on node A');
  const samples = fileList.map((f) => ({ ...f, score: 50, groupNum: null }));
  const created = await siteB.api<{ pid: number }>('POST', '/api/admin/problem', { token: rootB, body: problemBody('3000', { samples, isUploadTestCase: true, uploadTestcaseDir: fileListDir }, { type: 1 }) });
  t.equal(created.status, 200, created.msg);
  pid = created.data.pid;
  t.notOk(existsSync(join(siteB.dataDir, 'problems', 'testcase')), 'nothing written under node B\'s data dir');

  const m = await manifest(pid);
  t.same(m.cases.map((c) => [c.inputName, c.outputName]), [['1.in', '1.out'], ['2.in', '2.out']]);
  const one = await file(pid, '1.in');
  t.equal(one.statusCode, 200);
  t.equal(one.body, '1 1\n', 'normalised, from the bucket');
  t.equal(one.headers.etag, `"${m.files.find((f) => f.name === '1.in')!.sha256}"`);
  t.equal((await file(pid, '2.out')).body, '4\n');
  t.equal((await file(pid, 'nope.in')).statusCode, 404, 'only names the manifest lists');

  const again = await siteA.api('POST', '/api/admin/problem', { token: rootA, lang: 'en-US', body: problemBody('3001', { samples, isUploadTestCase: true, uploadTestcaseDir: fileListDir }) });
  t.equal(again.msg, 'The uploaded test data has expired or does not exist, please upload it again', 'an upload is used once, whichever node saved it');

  const download = await siteB.app.inject({ method: 'GET', url: '/api/file/download-testcase', query: { pid: String(pid) }, headers: { authorization: rootB } });
  t.equal(download.statusCode, 200);
  t.equal(download.rawPayload.subarray(0, 2).toString(), 'PK', 'the download is a zip of the bucket\'s files');
});

t.test('an edit swaps the data whole: a judge on the old manifest gets the old files, a new fetch the new ones', async (t) => {
  const before = await manifest(pid);
  const old = before.files.find((f) => f.name === '1.out')!;
  // the edit keeps the uploaded files and changes the output of case 1 through a new upload
  const zip = await zipOf([{ name: '1.in', data: '1 1\n' }, { name: '1.out', data: 'two\n' }, { name: '2.in', data: '2 2\n' }, { name: '2.out', data: '4\n' }]);
  const up = await upload(siteA, '/api/file/upload-testcase-zip', rootA, zip);
  const { fileList, fileListDir } = up.data as { fileList: { input: string; output: string }[]; fileListDir: string };
  const edited = await siteB.api('PUT', '/api/admin/problem', { token: rootB, body: problemBody('3000', { samples: fileList.map((f) => ({ ...f, score: 50, groupNum: null })), isUploadTestCase: true, uploadTestcaseDir: fileListDir }, { id: pid, type: 1 }) });
  t.equal(edited.status, 200, edited.msg);
  const after = await manifest(pid);
  t.not(after.hash, before.hash, 'a new version');
  t.equal((await file(pid, '1.out')).body, 'two\n', 'the new content for a judge with the new manifest');
  t.equal((await file(pid, '1.out', old.sha256)).body, '2\n', 'the old content for a judge still on the old manifest');
  t.equal((await file(pid, '1.in', before.files.find((f) => f.name === '1.in')!.sha256)).body, '1 1\n');
});

t.test('with the store down an edit is refused in the user\'s language and the problem keeps its data', async (t) => {
  const before = await manifest(pid);
  const cases = await siteB.api('GET', '/api/admin/problem/get-problem-cases', { token: rootB, query: { pid, isUpload: true } });
  const { port } = new URL(s3.endpoint);
  await s3.stop();
  const typed = (lang: string) => siteB.api('PUT', '/api/admin/problem', { token: rootB, lang, body: problemBody('3000', { samples: [{ input: '9', output: '9', score: 100, groupNum: null }] }, { id: pid, type: 1 }) });
  t.same([(await typed('en-US')).msg, (await typed('zh-CN')).msg], ['The file store cannot be reached right now. Please try again later', '文件存储暂时无法访问，请稍后再试']);
  const fetched = await file(pid, '1.out');
  t.equal(fetched.statusCode, 503, 'a judge is told the store is down (it judges again later), not that the file is missing');
  s3 = await startS3({ port: Number(port), dir: bucketDir, bucket: s3.bucket });
  const now = await manifest(pid);
  t.equal(now.hash, before.hash, 'the manifest is the old one');
  t.same((await siteB.api('GET', '/api/admin/problem/get-problem-cases', { token: rootB, query: { pid, isUpload: true } })).data, cases.data, 'and so are the cases');
  const back = await file(pid, '1.out');
  t.equal(back.body, 'two\n', `its files are served again (${back.statusCode})`);
});

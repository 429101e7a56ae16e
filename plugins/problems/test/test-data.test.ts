// Test data: typed and uploaded cases, safe zip extraction, the judge nodes' endpoints with the
// judge token and ETag, download, and export → import between sites.
import t from 'tap';
import { testDataHash } from '@oj/judge-worker';
import type { TestDataManifest } from '@oj/judge-worker/protocol';
import { problemsService } from '../shared/service.ts';
import { createProblem, problemsSite, upload, zipOf, zipWithRawName } from './helpers.ts';

const site = await problemsSite({ testCaseZip: { maxTotalBytes: 1024 * 1024, maxEntryBytes: 512 * 1024, maxEntries: 20 } });
t.teardown(() => site.close());
const { token: root } = await site.userWithToken('root1', 'root');
const { token: user } = await site.userWithToken('bob');
const judgeTokenOf = async (s: typeof site) => ((await s.db('siteSettings').where({ group: 'secrets' }).first()).value as { judgeToken: string }).judgeToken;
const judgeToken = await judgeTokenOf(site);
if (!judgeToken) throw new Error('the site has no judge token');
const judge = { authorization: `Bearer ${judgeToken}` };

async function manifest(pid: number, headers: Record<string, string> = judge) {
  const res = await site.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/manifest`, headers });
  return { http: res.statusCode, etag: res.headers.etag, body: res.statusCode === 200 ? (JSON.parse(res.body) as TestDataManifest) : null };
}

t.test('typed cases become 1.in/1.out with LF line ends; judge settings and manifest agree', async (t) => {
  const pid = await createProblem(site, root, '1000');
  const m = await manifest(pid);
  t.equal(m.http, 200);
  t.same(m.body!.cases, [{ caseId: 1, inputName: '1.in', outputName: '1.out', score: 100 }]);
  t.same(m.body!.files.map((f) => [f.name, f.size]), [['1.in', 4], ['1.out', 2]], 'CRLF normalised');
  const { hash, ...rest } = m.body!;
  t.equal(testDataHash(rest), hash, 'the judge accepts the hash');
  t.equal(m.etag, `"${hash}"`);
  const settings = await site.kernel.registry.get(problemsService, 'test').judgeSettings(pid);
  t.same(settings!.testData, { problemId: pid, version: m.body!.version, hash });
  t.equal(settings!.task.timeLimitMs, 1000);
  t.equal(settings!.task.problemType, 'ACM');
  const file = await site.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/files/1.in`, headers: judge });
  t.equal(file.statusCode, 200);
  t.equal(file.body, '1 2\n');
});

t.test('the judge endpoints need the judge token; If-None-Match answers 304; unknown is 404', async (t) => {
  const pid = await createProblem(site, root, '1001');
  t.equal((await manifest(pid, {})).http, 401);
  t.equal((await manifest(pid, { authorization: 'Bearer wrong' })).http, 401);
  t.equal((await manifest(pid, { authorization: root })).http, 401, 'a user token is not a judge token');
  const first = await manifest(pid);
  t.equal((await manifest(pid, { ...judge, 'if-none-match': first.etag! })).http, 304);
  t.equal((await manifest(999999)).http, 404);
  t.equal((await site.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/files/..%2F..%2Fetc%2Fpasswd`, headers: judge })).statusCode, 404, 'only listed names');
  t.equal((await site.app.inject({ method: 'GET', url: `/api/judge/test-data/${pid}/files/1.in` })).statusCode, 401);
});

t.test('changing the cases bumps the version and the hash', async (t) => {
  const pid = await createProblem(site, root, '1002');
  const before = await manifest(pid);
  const body = { problem: { id: pid, problemId: '1002', title: 'x' }, languages: [{ name: 'C' }], samples: [{ input: '5', output: '5', score: null, groupNum: null }, { input: '6', output: '6', score: null, groupNum: null }], isUploadTestCase: false };
  t.equal((await site.api('PUT', '/api/admin/problem', { token: root, body })).status, 200);
  const after = await manifest(pid);
  t.not(after.body!.hash, before.body!.hash);
  t.not(after.body!.version, before.body!.version);
  t.equal(after.body!.cases.length, 2);
  t.equal((await manifest(pid, { ...judge, 'if-none-match': before.etag! })).http, 200, 'a stale copy is refreshed');
});

t.test('an uploaded zip is paired by name and saved into a problem', async (t) => {
  const zip = await zipOf([{ name: '1.in', data: '1 1\r\n' }, { name: '1.out', data: '2' }, { name: '2.in', data: '2 2' }, { name: '2.ans', data: '4' }, { name: '10.in', data: '5 5' }, { name: '__MACOSX/._1.in', data: 'junk' }]);
  const res = await upload(site, '/api/file/upload-testcase-zip', root, zip);
  t.equal(res.status, 200, res.msg);
  const data = res.data as { fileList: { input: string; output: string }[]; fileListDir: string };
  t.same(data.fileList, [{ input: '1.in', output: '1.out' }, { input: '2.in', output: '2.ans' }, { input: '10.in', output: '10.out' }], 'sorted by name length; a missing output is empty');
  t.match(data.fileListDir, /^[0-9a-f]{32}$/, 'a token, not a path');
  const samples = data.fileList.map((f, i) => ({ ...f, score: [30, 30, 40][i], groupNum: null }));
  const created = await site.api<{ pid: number }>('POST', '/api/admin/problem', { token: root, body: { problem: { problemId: '2000', title: 'Uploaded', type: 1 }, languages: [{ name: 'C++' }], samples, isUploadTestCase: true, uploadTestcaseDir: data.fileListDir } });
  t.equal(created.status, 200, created.msg);
  const m = await manifest(created.data.pid);
  t.same(m.body!.cases.map((c) => [c.inputName, c.outputName, c.score]), [['1.in', '1.out', 30], ['2.in', '2.ans', 30], ['10.in', '10.out', 40]]);
  t.equal(m.body!.files.find((f) => f.name === '1.in')!.size, 4);
  const again = await site.api('POST', '/api/admin/problem', { token: root, lang: 'en-US', body: { problem: { problemId: '2001', title: 'Again' }, languages: [{ name: 'C++' }], samples, isUploadTestCase: true, uploadTestcaseDir: data.fileListDir } });
  t.equal(again.msg, 'The uploaded test data has expired or does not exist, please upload it again', 'an upload is used once');
  const forged = await site.api('POST', '/api/admin/problem', { token: root, lang: 'en-US', body: { problem: { problemId: '2002', title: 'Forged' }, languages: [{ name: 'C++' }], samples, isUploadTestCase: true, uploadTestcaseDir: '../../etc' } });
  t.equal(forged.msg, 'The uploaded test data has expired or does not exist, please upload it again', 'paths from clients are never used');
  const cases = await site.api<{ input: string; score: number }[]>('GET', '/api/admin/problem/get-problem-cases', { token: root, query: { pid: created.data.pid, isUpload: true } });
  t.same(cases.data.map((c) => [c.input, c.score]), [['1.in', 30], ['2.in', 30], ['10.in', 40]]);

  const download = await site.app.inject({ method: 'GET', url: '/api/file/download-testcase', query: { pid: String(created.data.pid) }, headers: { authorization: root } });
  t.equal(download.statusCode, 200);
  t.equal(download.headers['content-type'], 'application/zip');
  t.equal(download.rawPayload.subarray(0, 2).toString(), 'PK');
  t.equal((await site.app.inject({ method: 'GET', url: '/api/file/download-testcase', query: { pid: String(created.data.pid) }, headers: { authorization: user } })).statusCode, 403);
});

t.test('unsafe zips are refused: zip-slip, absolute paths, symlinks, bombs, too many files, not a zip', async (t) => {
  const refuse = async (zip: Buffer) => (await upload(site, '/api/file/upload-testcase-zip', root, zip)).msg;
  t.equal(await refuse(await zipWithRawName('xx/evil.in', '../evil.in')), 'Upload Testcase Failed: unsafe path ../evil.in in the zip');
  t.equal(await refuse(await zipWithRawName('xetc.in', '/etc.in')), 'Upload Testcase Failed: unsafe path /etc.in in the zip');
  t.equal(await refuse(await zipWithRawName('ab.in', 'a\\b.in'.slice(0, 5))), 'Upload Testcase Failed: unsafe path a\\b.i in the zip');
  t.equal(await refuse(await zipOf([{ name: '1.in', data: '/etc/passwd', mode: 0o120777 }])), 'Upload Testcase Failed: 1.in is a link or a special file');
  t.equal(await refuse(await zipOf([{ name: '1.in', data: Buffer.alloc(2 * 1024 * 1024) }])), 'Upload Testcase Failed: the test data is larger than 1 MB', 'a small zip of zeros inflating past the limit');
  t.equal(await refuse(await zipOf(Array.from({ length: 4 }, (_, i) => ({ name: `${i}.in`, data: Buffer.alloc(400 * 1024) })))), 'Upload Testcase Failed: the test data is larger than 1 MB', 'all files together');
  t.equal(await refuse(await zipOf(Array.from({ length: 21 }, (_, i) => ({ name: `${i}.in`, data: 'x' })))), 'Upload Testcase Failed: more than 20 files');
  t.equal(await refuse(await zipOf([{ name: 'sub/1.in', data: '1' }])), 'Upload Testcase Failed: sub/1.in is inside a folder, put the files at the root of the zip');
  t.equal(await refuse(await zipOf([{ name: 'a b.in', data: '1' }])), 'Upload Testcase Failed: bad file name a b.in (letters, digits, . - _ only)');
  t.equal(await refuse(Buffer.from('not a zip at all')), 'Upload Testcase Failed: the file is not a valid zip');
  t.equal(await refuse(await zipOf([{ name: 'readme.md', data: '1' }])), 'Upload Testcase Failed: no test cases found (expected 1.in/1.out pairs)');
  t.equal((await upload(site, '/api/file/upload-testcase-zip', root, await zipOf([{ name: '1.in' }]), 'cases.rar')).msg, 'Please upload a zip file');
  t.equal((await upload(site, '/api/file/upload-testcase-zip', user, await zipOf([{ name: '1.in' }]))).http, 403, 'admins only');
  t.equal((await upload(site, '/api/file/upload-testcase-zip', undefined, await zipOf([{ name: '1.in' }]))).http, 401);
});

t.test('export → import moves a problem with its cases, languages, templates, tags and extra files', async (t) => {
  const cpp = (await site.api<{ id: number; name: string }[]>('GET', '/api/languages')).data.find((l) => l.name === 'C++')!.id;
  const pid = await createProblem(site, root, '3000', {
    tags: [{ name: 'export-tag' }],
    codeTemplates: [{ lid: cpp, code: '// start here' }],
    judgeMode: 'spj',
    samples: [{ input: 'a', output: 'b', score: 60, groupNum: 1 }, { input: 'c', output: 'd', score: 40, groupNum: 2 }],
  }, { type: 1, judgeCaseMode: 'subtask_lowest', spjCode: 'int main(){return 0;}', spjLanguage: 'SPJ-C++', judgeExtraFile: JSON.stringify({ 'testlib.h': '// testlib' }), title: 'Exported' });
  t.equal((await site.app.inject({ method: 'GET', url: '/api/file/export-problem', query: { pid: String(pid) }, headers: { authorization: user } })).statusCode, 403, 'admins only');
  const exported = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pid}`, headers: { authorization: root } });
  t.equal(exported.statusCode, 200);
  const original = await manifest(pid);

  const other = await problemsSite();
  t.teardown(() => other.close());
  const { token: otherUser } = await other.userWithToken('user2');
  const { token: otherAdmin } = await other.userWithToken('admin2', 'admin');
  t.equal((await upload(other, '/api/file/import-problem', otherUser, exported.rawPayload, 'problems.zip')).http, 403, 'admins only');
  // spec 2 §2: export/import is every admin role's page, the plain admin's too
  const imported = await upload(other, '/api/file/import-problem', otherAdmin, exported.rawPayload, 'problems.zip');
  t.equal(imported.status, 200, imported.msg);
  const d = await other.api<{ problem: { id: number; title: string; type: number; judgeMode: string }; tags: { name: string }[]; codeTemplate: Record<string, string>; languages: string[] }>('GET', '/api/get-problem-detail', { query: { problemId: '3000' } });
  t.equal(d.data.problem.title, 'Exported');
  t.equal(d.data.problem.judgeMode, 'spj');
  t.same(d.data.tags.map((x) => x.name), ['export-tag']);
  t.same(d.data.codeTemplate, { 'C++': '// start here' });
  t.same(d.data.languages, ['C++', 'Python3']);
  const otherJudge = await judgeTokenOf(other);
  const m = JSON.parse((await other.app.inject({ method: 'GET', url: `/api/judge/test-data/${d.data.problem.id}/manifest`, headers: { authorization: `Bearer ${otherJudge}` } })).body) as TestDataManifest;
  t.same(m.cases, original.body!.cases, 'same cases, scores and groups');
  t.same(m.files, original.body!.files, 'same bytes');
  const settings = await other.kernel.registry.get(problemsService, 'test').judgeSettings(d.data.problem.id);
  t.same(settings!.task.checker, { language: 'SPJ-C++', code: 'int main(){return 0;}' });
  t.same(settings!.task.judgeExtraFiles, { 'testlib.h': '// testlib' });
  t.equal((await upload(other, '/api/file/import-problem', otherAdmin, exported.rawPayload, 'problems.zip', 'en-US')).msg, 'The problem ID 3000 already exists', 'importing twice is refused');
  t.equal((await upload(other, '/api/file/import-problem', otherAdmin, await zipOf([{ name: 'problem_1.json', data: '{}' }]), 'p.zip', 'en-US')).msg, 'Please check that problem problem_1 has a test data folder of the same name');
  t.equal((await upload(other, '/api/file/import-problem', otherAdmin, await zipOf([{ name: 'problem_1.json', data: 'nope' }, { name: 'problem_1/1.in', data: '1' }]), 'p.zip', 'en-US')).msg, 'Please check the format of the problem file problem_1');
});

t.test('deleting a problem removes its test data', async (t) => {
  const pid = await createProblem(site, root, '4000');
  t.equal((await site.api('DELETE', '/api/admin/problem', { token: root, query: { pid } })).status, 200);
  t.equal((await manifest(pid)).http, 404);
  t.equal(await site.kernel.registry.get(problemsService, 'test').judgeSettings(pid), null);
});

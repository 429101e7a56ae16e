// The problems write service (issue 11 §3): another plugin creates or updates a problem with its
// test data through problemsService.saveProblem. The worked example is test/fixtures/importer.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { problemsService } from '../shared/service.ts';
import { upload, zipOf } from './helpers.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: './plugins/problems/test/fixtures/importer' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('boss', 'root');
const problems = () => site.kernel.registry.maybe(problemsService)!;
const importProblem = (body: Record<string, unknown>) =>
  site.api<{ pid: number; created: boolean }>('POST', '/api/fixture-importer/import', { token: root.token, body, lang: 'en-US' });

t.test('a plugin creates a problem with its test data, and the same call again updates it', async (t) => {
  const made = await importProblem({ problemId: 'IMP-1', title: 'Imported A+B', cases: [{ input: '1 2\n', output: '3\n' }] });
  t.equal(made.status, 200, made.msg);
  t.equal(made.data.created, true);
  const list = await site.api<{ records: { problemId: string; title: string }[] }>('GET', '/api/get-problem-list');
  t.same(list.data.records.map((r) => [r.problemId, r.title]), [['IMP-1', 'Imported A+B']], 'listed at once');
  const detail = await site.api<{ problem: { author: string }; tags: { name: string }[]; languages: string[] }>('GET', '/api/get-problem-detail', { query: { problemId: 'IMP-1' } });
  t.equal(detail.data.problem.author, 'importer');
  t.same(detail.data.tags.map((tag) => tag.name), ['imported']);
  t.same(detail.data.languages, ['C++', 'Python3']);
  const first = await problems().judgeSettings(made.data.pid);

  const again = await importProblem({ problemId: 'IMP-1', title: 'Imported A+B (v2)', cases: [{ input: '1 2\n', output: '3\n' }, { input: '2 2\n', output: '4\n' }] });
  t.same(again.data, { pid: made.data.pid, created: false }, 'the same problem, updated');
  const cases = await site.api<{ input: string }[]>('GET', '/api/admin/problem/get-problem-cases', { token: root.token, query: { pid: made.data.pid, isUpload: false } });
  t.same(cases.data.map((c) => c.input), ['1 2\n', '2 2\n'], 'its test cases replaced');
  const second = await problems().judgeSettings(made.data.pid);
  t.not(second!.testData.hash, first!.testData.hash, 'judge nodes fetch the new test data');
  t.equal((await problems().getProblem(made.data.pid))!.title, 'Imported A+B (v2)');
});

t.test('a group problem stays out of the public list', async (t) => {
  const made = await importProblem({ problemId: 'GRP-1', title: 'Group problem', cases: [{ input: '1\n', output: '1\n' }], gid: 7 });
  t.equal(made.status, 200, made.msg);
  t.equal((await problems().getProblem(made.data.pid))!.gid, 7);
  const list = await site.api<{ records: { problemId: string }[] }>('GET', '/api/get-problem-list');
  t.notOk(list.data.records.some((r) => r.problemId === 'GRP-1'));
});

t.test('cases from an uploaded zip: the file names it listed and its token, then new scores for the same files', async (t) => {
  const up = await upload(site, '/api/file/upload-testcase-zip', root.token, await zipOf([{ name: '1.in', data: '1\n' }, { name: '1.out', data: '1\n' }, { name: '2.in', data: '2\n' }, { name: '2.out', data: '4\n' }]));
  t.equal(up.status, 200, up.msg);
  const { fileList, fileListDir } = up.data as { fileList: Array<{ input: string; output: string }>; fileListDir: string };
  const write = { problem: { problemId: 'ZIP-W', title: 'Squares', type: 1 }, languages: ['C++'], by: 'contests' };
  const made = await problems().saveProblem({ ...write, cases: fileList.map((f) => ({ ...f, score: 50 })), isUploadTestCase: true, uploadTestcaseDir: fileListDir });
  t.equal(made.created, true);
  const listed = async () => (await site.api<Array<{ input: string; score: number }>>('GET', '/api/admin/problem/get-problem-cases', { token: root.token, query: { pid: made.pid } })).data.map((c) => [c.input, c.score]);
  t.same(await listed(), [['1.in', 50], ['2.in', 50]], 'the files are the cases');
  await problems().saveProblem({ ...write, cases: fileList.map((f, i) => ({ ...f, score: [30, 70][i] })), isUploadTestCase: true });
  t.same(await listed(), [['1.in', 30], ['2.in', 70]], 'an update without a token keeps the files the problem has');
  await t.rejects(problems().saveProblem({ ...write, problem: { problemId: 'ZIP-X', title: 'No upload' }, cases: fileList, isUploadTestCase: true }), { code: 'PROBLEMS_UPLOAD_EXPIRED' }, 'a new problem needs its upload');
});

t.test('a mistake answers the admin form\'s message', async (t) => {
  const blank = await importProblem({ problemId: 'IMP-2', title: '', cases: [] });
  t.equal(blank.status, 400);
  t.equal(blank.msg, 'The title cannot be empty');
  const bad = await importProblem({ problemId: 'bad id!', title: 'x', cases: [] });
  t.equal(bad.status, 400);
  t.equal(bad.msg, 'The problem ID may only contain letters, digits, - and _ (at most 100 characters)');
});

t.test('a remote judge\'s bank joins the bank filter, its languages the language list', async (t) => {
  const banks = await site.api<{ oj: string; name: string }[]>('GET', '/api/problems/banks');
  t.same(banks.data, [{ oj: 'ME', name: 'Mine' }, { oj: 'FIX', name: 'Fixture OJ' }]);
  const made = await importProblem({ problemId: 'FIX-1000', title: 'Remote A+B', cases: [], remote: true });
  t.equal(made.status, 200, made.msg);
  t.equal((await problems().getProblem(made.data.pid))!.isRemote, true);
  t.same(await problems().allowedLanguages(made.data.pid), ['GNU G++17'], 'a language of its bank');
  const ids = async (oj: string) => (await site.api<{ records: { problemId: string }[] }>('GET', '/api/get-problem-list', { query: { oj } })).data.records.map((r) => r.problemId).sort();
  t.same(await ids('FIX'), ['FIX-1000']);
  t.same(await ids('fixture'), ['FIX-1000'], 'by an alias too');
  t.notOk((await ids('ME')).includes('FIX-1000'));
  t.same(await ids('HDU'), await ids('ME'), 'a bank no plugin contributes reads as this site\'s (the reference\'s rule)');
  const tags = await site.api<{ name: string; oj: string }[]>('GET', '/api/get-all-problem-tags', { query: { oj: 'FIX' } });
  t.same(tags.data.map((tag) => [tag.name, tag.oj]), [['imported', 'FIX']], 'its new tags are in its bank');
});

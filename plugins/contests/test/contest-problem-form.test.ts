// A problem written inside a contest with everything the bank's form has (spec 3 §5 "Group problem
// form" in a contest, spec 2 §3/§5 the admin problem form): a special judge compiled by a judge node
// then saved, an interactor, subtask scoring with scores and groups, file IO, extra files, and test
// data from an uploaded zip (downloadable afterwards). Every refusal is the bank's rule with the
// bank's message (or the contest's for missing test data), in both languages, and leaves nothing
// written; only the contest's admins may write, and the upload is the bank's call with its check.
import { join } from 'node:path';
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from '../../submissions/test/judge.ts';
import { upload, zipOf } from '../../problems/test/helpers.ts';
import { PLUGINS } from './helpers.ts';
import { MSG, adminUsers, createContestAs } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
const users = await adminUsers(site);
const creator = users.creator!;
const root = users.root!;

const cid = await createContestAs(site, creator.token, { title: 'Checker Cup' });
const oiCid = await createContestAs(site, creator.token, { title: 'Subtask Cup', type: 1 });

/** accepts any answer within 1e-3 of the expected one (argv: input, user output, answer) */
const CHECKER = '#include <stdio.h>\n#include <math.h>\nint main(int c, char **v){ FILE *o = fopen(v[2], "r"), *a = fopen(v[3], "r"); double x, y;'
  + ' if (!o || !a || fscanf(o, "%lf", &x) != 1 || fscanf(a, "%lf", &y) != 1) return 102; return fabs(x - y) < 1e-3 ? 0 : 102; }\n';

interface Saved { pid: number }
interface AdminProblem {
  problemId: string; title: string; auth: number; type: number; judgeMode: string; judgeCaseMode: string; spjCode: string | null; spjLanguage: string | null;
  isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null; userExtraFile: string | null; judgeExtraFile: string | null;
  isUploadCase: boolean; isRemoveEndBlank: boolean; openCaseResult: boolean; codeShare: boolean;
}
interface CaseRow { input: string; output: string; score: number | null; groupNum: number | null }

/** the form's body: a valid typed-case ACM problem, with what a test changes */
function body(problemId: string, displayId: string, over: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) {
  return {
    cid, displayId, displayTitle: `Problem ${displayId}`, color: '#3498db',
    problem: {
      problemId, title: `Problem ${problemId}`, description: 'Divide a by b.', input: 'Two numbers a and b.', output: 'a / b', examples: '<input>1 4</input><output>0.25</output>',
      timeLimit: 1000, memoryLimit: 256, stackLimit: 128, difficulty: 0, judgeMode: 'default', judgeCaseMode: 'default', ...problem,
    },
    samples: [{ input: '1 4\n', output: '0.250\n', score: null, groupNum: null }],
    isUploadTestCase: false, uploadTestcaseDir: null,
    languages: [{ name: 'C' }, { name: 'C++' }],
    ...over,
  };
}
const create = (b: Record<string, unknown>, lang = 'en-US', token = creator.token) => site.api<Saved>('POST', '/api/admin/contest/problem', { token, body: b, lang });
const update = (b: Record<string, unknown>, lang = 'en-US', token = creator.token) => site.api<null>('PUT', '/api/admin/contest/problem', { token, body: b, lang });
const adminProblem = async (pid: number) => (await site.api<AdminProblem>('GET', '/api/admin/problem', { token: root.token, query: { pid } })).data;
const cases = async (pid: number) => (await site.api<CaseRow[]>('GET', '/api/admin/problem/get-problem-cases', { token: root.token, query: { pid } })).data.map((c) => [c.input, c.output, c.score, c.groupNum]);
const problemRows = async (problemId: string) => site.db('problems_problem').where({ problemId }).count<[{ count: string | number }]>('id as count').then(([r]) => Number(r.count));
const contestRows = async (id = cid) => site.db('contests_problem').where({ cid: id }).count<[{ count: string | number }]>('id as count').then(([r]) => Number(r.count));

/** a refusal: the envelope with the message in both languages, and no problem or contest row made */
async function refused(t: Pick<typeof import('tap').default, 'equal'>, call: (lang: string) => Promise<{ status: number; msg: string }>, status: number, en: string, zh: string, problemId?: string) {
  const before = await contestRows();
  for (const [lang, msg] of [['en-US', en], ['zh-CN', zh]]) {
    const r = await call(lang);
    t.equal(r.status, status, `${lang} status`);
    t.equal(r.msg, msg, `${lang} message`);
  }
  if (problemId) t.equal(await problemRows(problemId), 0, `no problem ${problemId} in the bank`);
  t.equal(await contestRows(), before, 'nothing added to the contest');
}

t.test('a special judge compiled by the judge node is saved with the problem, and changes to an interactor', async (t) => {
  const compiled = await site.api('POST', '/api/admin/problem/compile-spj', { token: creator.token, body: { code: CHECKER, language: 'SPJ-C' }, lang: 'en-US' });
  t.equal(compiled.status, 200, `the compile button: ${compiled.msg}`);
  const r = await create(body('SPJ-1', 'A', {}, { judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'SPJ-C', isRemoveEndBlank: true, openCaseResult: false, codeShare: false }));
  t.equal(r.status, 200, r.msg);
  t.equal(r.msg, 'Create Successfully');
  const saved = await adminProblem(r.data.pid);
  t.same([saved.judgeMode, saved.spjCode, saved.spjLanguage, saved.auth], ['spj', CHECKER, 'SPJ-C', 3], 'the checker, in a contest problem');
  t.same([saved.isRemoveEndBlank, saved.openCaseResult, saved.codeShare], [true, false, false], 'the switches as sent');
  const manifest = JSON.parse((await site.db('problems_problem').where({ id: r.data.pid }).first('testDataManifest')).testDataManifest as string) as { judgeMode: string };
  t.equal(manifest.judgeMode, 'spj', 'the judge nodes read the mode from the test data');

  // the reference sends the mode beside the problem too: that one wins
  const edit = await update(body('SPJ-1', 'A', { judgeMode: 'interactive', samples: undefined }, { id: r.data.pid, judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'SPJ-C' }), 'zh-CN');
  t.equal(edit.status, 200, edit.msg);
  t.equal(edit.msg, '更新成功');
  t.equal((await adminProblem(r.data.pid)).judgeMode, 'interactive');
  t.same(await cases(r.data.pid), [['1 4\n', '0.250\n', 100, null]], 'an edit without cases keeps them');

  // back to the default mode: the checker is dropped
  t.equal((await update(body('SPJ-1', 'A', { samples: undefined }, { id: r.data.pid }))).status, 200);
  t.same([(await adminProblem(r.data.pid)).judgeMode, (await adminProblem(r.data.pid)).spjCode], ['default', null]);
});

t.test('an interactor with its judge extra files and the user\'s extra files', async (t) => {
  const userExtraFile = JSON.stringify({ 'tables.txt': '1 2 3\n' });
  const judgeExtraFile = JSON.stringify({ 'verdict.h': '#define OK 0\n' });
  const r = await create(body('INT-1', 'B', {}, { judgeMode: 'interactive', spjCode: '#include "verdict.h"\nint main(){ return OK; }\n', spjLanguage: 'SPJ-C++', userExtraFile, judgeExtraFile }));
  t.equal(r.status, 200, r.msg);
  const saved = await adminProblem(r.data.pid);
  t.same([saved.judgeMode, saved.spjLanguage, saved.userExtraFile, saved.judgeExtraFile], ['interactive', 'SPJ-C++', userExtraFile, judgeExtraFile]);
  const detail = await site.api<{ problem: { userExtraFile: string | null } }>('GET', '/api/get-contest-problem-details', { token: creator.token, query: { cid, displayId: 'B' } });
  t.equal(detail.data.problem.userExtraFile, userExtraFile, "the user's files show on the contest's problem page");
});

t.test('subtask scoring in an OI contest: each case\'s score and group', async (t) => {
  const samples = [
    { input: '1\n', output: '1\n', score: 20, groupNum: 1 }, { input: '2\n', output: '2\n', score: 20, groupNum: 1 }, { input: '3\n', output: '3\n', score: 60, groupNum: 2 },
  ];
  const r = await create(body('SUB-1', 'A', { cid: oiCid, samples }, { judgeCaseMode: 'subtask_lowest' }));
  t.equal(r.status, 200, r.msg);
  const saved = await adminProblem(r.data.pid);
  t.same([saved.type, saved.judgeCaseMode], [1, 'subtask_lowest'], "an OI problem (the contest's rule) judged by subtasks");
  t.same(await cases(r.data.pid), samples.map((c) => [c.input, c.output, c.score, c.groupNum]));
  const edit = await update(body('SUB-1', 'A', { cid: oiCid, samples: samples.map((c) => ({ ...c, groupNum: 1 })) }, { id: r.data.pid, judgeCaseMode: 'subtask_average' }));
  t.equal(edit.status, 200, edit.msg);
  t.same([(await adminProblem(r.data.pid)).judgeCaseMode, (await cases(r.data.pid)).map((c) => c[3])], ['subtask_average', [1, 1, 1]]);
  await refused(t, (lang) => update(body('SUB-1', 'A', { cid: oiCid, samples: samples.map((c) => ({ ...c, groupNum: null })) }, { id: r.data.pid, judgeCaseMode: 'ergodic_without_error' }), lang),
    400, 'A judge case mode other than default needs a subtask group number for every case', '非默认的测试点评测模式需要为每个测试点填写子任务组号');
  t.equal((await adminProblem(r.data.pid)).judgeCaseMode, 'subtask_average', 'the refused edit changed nothing');
});

t.test('file IO with the two file names', async (t) => {
  const r = await create(body('FIO-1', 'C', {}, { isFileIO: true, ioReadFileName: ' data.in ', ioWriteFileName: 'data.out' }));
  t.equal(r.status, 200, r.msg);
  const saved = await adminProblem(r.data.pid);
  t.same([saved.isFileIO, saved.ioReadFileName, saved.ioWriteFileName], [true, 'data.in', 'data.out']);
});

t.test('test data from an uploaded zip, then new scores for the same files, and its download', async (t) => {
  const zip = await zipOf([{ name: '1.in', data: '1 2\n' }, { name: '1.out', data: '0.5\n' }, { name: '2.in', data: '3 4\n' }, { name: '2.out', data: '0.75\n' }]);
  t.equal((await upload(site, '/api/file/upload-testcase-zip', users.user!.token, zip)).http, 403, 'the upload is checked as the bank checks it');
  const up = await upload(site, '/api/file/upload-testcase-zip', creator.token, zip);
  t.equal(up.status, 200, up.msg);
  const { fileList, fileListDir } = up.data as { fileList: Array<{ input: string; output: string }>; fileListDir: string };
  const samples = fileList.map((f, i) => ({ ...f, score: [40, 60][i], groupNum: null }));
  const r = await create(body('ZIP-1', 'D', { samples, isUploadTestCase: true, uploadTestcaseDir: fileListDir }));
  t.equal(r.status, 200, r.msg);
  t.equal((await adminProblem(r.data.pid)).isUploadCase, true);
  t.same(await cases(r.data.pid), [['1.in', '1.out', 40, null], ['2.in', '2.out', 60, null]], 'the files of the zip are the cases');

  const rescored = await update(body('ZIP-1', 'D', { samples: samples.map((c) => ({ ...c, score: 50 })), isUploadTestCase: true, uploadTestcaseDir: null }, { id: r.data.pid }));
  t.equal(rescored.status, 200, rescored.msg);
  t.same((await cases(r.data.pid)).map((c) => c[2]), [50, 50], 'the files it has, with new scores');

  const download = await site.app.inject({ method: 'GET', url: '/api/file/download-testcase', query: { pid: String(r.data.pid) }, headers: { authorization: creator.token } });
  t.equal(download.statusCode, 200);
  t.equal(download.headers['content-type'], 'application/zip', 'the test data downloads as a zip');
});

t.test('refusals: the bank\'s rules and messages, nothing written', async (t) => {
  await refused(t, (lang) => create(body('BAD-1', 'X', {}, { judgeMode: 'spj', spjCode: '  ', spjLanguage: 'SPJ-C' }), lang),
    400, "Special judge and interactive problems need the judge program's code and language", '特殊评测与交互评测需要填写评测程序的代码和语言', 'BAD-1');
  await refused(t, (lang) => create(body('BAD-2', 'X', {}, { judgeMode: 'interactive', spjCode: 'int main(){}', spjLanguage: null }), lang),
    400, "Special judge and interactive problems need the judge program's code and language", '特殊评测与交互评测需要填写评测程序的代码和语言', 'BAD-2');
  await refused(t, (lang) => create(body('BAD-3', 'X', {}, { isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: '' }), lang),
    400, 'File IO needs the input and output file names (letters, digits, . - _)', '文件读写模式需要填写输入和输出文件名（字母、数字、. - _）', 'BAD-3');
  await refused(t, (lang) => create(body('BAD-4', 'X', { isUploadTestCase: true, samples: [] }), lang),
    400, 'Upload the test data zip', '请上传测试数据压缩包', 'BAD-4');
  await refused(t, (lang) => create(body('BAD-5', 'X', { isUploadTestCase: true, samples: [{ input: '1.in', output: '1.out', score: null, groupNum: null }] }), lang),
    400, 'The uploaded test data has expired or does not exist, please upload it again', '上传的评测数据已过期或不存在，请重新上传', 'BAD-5');
  await refused(t, (lang) => create(body('BAD-6', 'X', { samples: undefined }), lang), 400, 'Add at least one test case', '请至少添加一个测试点', 'BAD-6');
  await refused(t, (lang) => create(body('BAD-7', 'X', {}, { judgeCaseMode: 'subtask_lowest' }), lang),
    400, 'A judge case mode other than default needs a subtask group number for every case', '非默认的测试点评测模式需要为每个测试点填写子任务组号', 'BAD-7');
  await refused(t, (lang) => create(body('BAD-8', 'X', {}, { userExtraFile: JSON.stringify({ 'a b.txt': 'x' }) }), lang),
    400, 'Each extra file needs a file name (letters, digits, . - _) and content', '每个额外文件都需要文件名（字母、数字、. - _）和内容', 'BAD-8');
  await refused(t, (lang) => create(body('BAD-9', 'X', {}, { timeLimit: 0 }), lang),
    400, 'Time, memory and stack limits must be positive integers within range', '时间、内存与栈限制必须是范围内的正整数', 'BAD-9');
  await refused(t, (lang) => create(body('BAD-10', 'X', { cid: oiCid, samples: [{ input: '1', output: '1', score: -5, groupNum: null }] }), lang),
    400, 'Score must be integer and at least 0', '分数必须是不小于 0 的整数', 'BAD-10');

  // an edit refused by a rule leaves the problem as it was
  const r = await create(body('KEEP-1', 'K'));
  t.equal(r.status, 200, r.msg);
  await refused(t, (lang) => update(body('KEEP-1', 'K', { samples: [] }, { id: r.data.pid, title: 'Changed' }), lang), 400, 'Add at least one test case', '请至少添加一个测试点');
  await refused(t, (lang) => update(body('KEEP-1', 'K', {}, { id: r.data.pid, title: 'Changed', isFileIO: true }), lang),
    400, 'File IO needs the input and output file names (letters, digits, . - _)', '文件读写模式需要填写输入和输出文件名（字母、数字、. - _）');
  const kept = await adminProblem(r.data.pid);
  t.same([kept.title, kept.isFileIO], ['Problem KEEP-1', false], 'the problem is unchanged');
});

t.test('only the contest\'s admins write its problems', async (t) => {
  const spj = { judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'SPJ-C' };
  await refused(t, (lang) => create(body('NOPE-1', 'N', {}, spj), lang, users.otherProblemAdmin!.token), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作', 'NOPE-1');
  await refused(t, (lang) => create(body('NOPE-2', 'N', {}, spj), lang, users.user!.token), 403, MSG.noPermission, '对不起，您无权限进行此操作', 'NOPE-2');
  const visitor = await site.api('POST', '/api/admin/contest/problem', { body: body('NOPE-3', 'N', {}, spj), lang: 'en-US' });
  t.same([visitor.status, visitor.msg], [401, MSG.login]);
  const mine = await create(body('MINE-1', 'M'));
  t.equal(mine.status, 200, mine.msg);
  await refused(t, (lang) => update(body('MINE-1', 'M', {}, { id: mine.data.pid, ...spj }), lang, users.otherProblemAdmin!.token), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
  t.equal((await adminProblem(mine.data.pid)).judgeMode, 'default', 'unchanged');
  const byRoot = await update(body('MINE-1', 'M', {}, { id: mine.data.pid, ...spj }), 'en-US', root.token);
  t.equal(byRoot.status, 200, 'the super admin administers every contest');
  t.equal((await adminProblem(mine.data.pid)).judgeMode, 'spj');
});

// Spec 2 §7 as an outside client drives it: every problems, submissions, rankings and admin call
// sent with the spec's and the reference's (§2) method, path and parameter names, queries as the
// strings a browser sends, bodies as the reference's DTOs (nulls included), and each answer read
// through the {status, msg, data} envelope with the field names of spec 2 §3.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from './judge.ts';
import { AB, AB_CASES, until } from './helpers.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } }],
});
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

interface Answer<T = any> { http: number; status: number; msg: string; data: T }

/** the outside client (spec 1 conventions): query values become strings, bodies JSON, the token in Authorization */
async function call<T = any>(method: string, path: string, opts: { token?: string; query?: Record<string, unknown>; body?: unknown; lang?: string } = {}): Promise<Answer<T>> {
  const query = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en-US', 'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general' };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await site.app.inject({ method: method as 'GET', url: `${path}${query}`, headers, payload: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const body = JSON.parse(res.body) as { status: number; msg: string; data: T };
  return { http: res.statusCode, ...body };
}
const SUCCESS = { status: 200, msg: String };
const RUNNING = [5, 6, 7];

/** polls the detail as the problem page does (spec 2 §4), reading data.submission.status */
async function finalStatus(submitId: number, token: string): Promise<number> {
  return until(async () => {
    const s = (await call('GET', '/api/get-submission-detail', { token, query: { submitId } })).data.submission.status as number;
    return RUNNING.includes(s) ? undefined : { s };
  }).then((r) => r.s);
}

const root = await site.userWithToken('boss', 'root');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');

// the reference's ProblemDTO as its admin page sends it: full language rows, template rows, tag rows
const langs = (await call<Array<{ id: number; name: string }>>('GET', '/api/languages', { query: { all: 'true' } })).data;
const cpp = langs.find((l) => l.name === 'C++')!;
const py = langs.find((l) => l.name === 'Python3')!;
function problemDto(problemId: string, extra: Record<string, unknown> = {}) {
  return {
    problem: {
      problemId, title: `A+B ${problemId}`, author: 'boss', type: 0, timeLimit: 1000, memoryLimit: 256, stackLimit: 128,
      description: 'Add two numbers', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', source: '', hint: '',
      difficulty: 1, auth: 1, ioScore: 100, codeShare: true, spjCode: null, spjLanguage: null, isRemoveEndBlank: true, openCaseResult: true,
      isUploadCase: false, judgeMode: 'default', judgeCaseMode: 'default', userExtraFile: null, judgeExtraFile: null, isFileIO: false,
      ioReadFileName: null, ioWriteFileName: null, isRemote: false, gid: null, ...extra,
    },
    samples: AB_CASES.map(([input, output], i) => ({ input, output, score: extra.type === 1 ? [34, 33, 33][i] : null, groupNum: null })),
    languages: [cpp, py],
    codeTemplates: [{ lid: cpp.id, code: '// add', status: true }],
    tags: [{ name: 'math' }],
    isUploadTestCase: false, uploadTestcaseDir: '', judgeMode: 'default', changeModeCode: true, changeJudgeCaseMode: true,
  };
}

let pid = 0;
let oiPid = 0;

t.test('admin problem calls: create, list, get, update, change auth, cases', async (t) => {
  const created = await call('POST', '/api/admin/problem', { token: root.token, body: problemDto('2000') });
  t.match(created, SUCCESS, 'create');
  pid = created.data.pid;
  const oi = await call('POST', '/api/admin/problem', { token: root.token, body: problemDto('2001', { type: 1, difficulty: 2 }) });
  t.match(oi, SUCCESS, oi.msg);
  oiPid = oi.data.pid;
  t.match(await call('POST', '/api/admin/problem', { token: root.token, body: problemDto('2009', { title: '' }) }), { status: 400, msg: /title/i }, 'bad input: an envelope error');

  const list = await call('GET', '/api/admin/problem/get-problem-list', { token: root.token, query: { currentPage: '1', limit: '10', keyword: 'A+B', auth: '1', oj: 'Mine' } });
  t.match(list, { status: 200, data: { total: Number, records: Array } });
  t.match(list.data.records.find((r: { id: number }) => r.id === pid), { id: pid, problemId: '2000', title: 'A+B 2000', auth: 1, author: 'boss', gmtModified: String });

  const got = await call('GET', '/api/admin/problem', { token: root.token, query: { pid: String(pid) } });
  t.match(got, { status: 200, data: { id: pid, problemId: '2000', timeLimit: 1000, memoryLimit: 256, stackLimit: 128, judgeMode: 'default', judgeCaseMode: 'default', codeShare: true, isRemoveEndBlank: true } });

  const dto = problemDto('2000', { id: pid, hint: 'use long long' });
  t.match(await call('PUT', '/api/admin/problem', { token: root.token, body: dto }), SUCCESS, 'update');
  t.match((await call('GET', '/api/admin/problem', { token: root.token, query: { pid } })).data, { hint: 'use long long' });

  const cases = await call('GET', '/api/admin/problem/get-problem-cases', { token: root.token, query: { pid, isUpload: 'false' } });
  t.match(cases, { status: 200 });
  t.match(cases.data[0], { id: Number, pid, input: '1 2\n', output: '3\n', groupNum: null });
  t.ok('score' in cases.data[0]);

  // the reference's change-problem-auth body is the whole problem row
  const hidden = await call('POST', '/api/admin/problem', { token: root.token, body: problemDto('2002') });
  const row = (await call('GET', '/api/admin/problem', { token: root.token, query: { pid: hidden.data.pid } })).data;
  t.match(await call('PUT', '/api/admin/problem/change-problem-auth', { token: root.token, body: { ...row, auth: 2 } }), SUCCESS, 'change auth');
  t.equal((await call('GET', '/api/get-problem-detail', { query: { problemId: '2002' } })).status, 403, 'a private problem is refused');
  t.match(await call('DELETE', '/api/admin/problem', { token: root.token, query: { pid: hidden.data.pid } }), SUCCESS, 'delete');
  t.equal((await call('GET', '/api/admin/problem', { token: root.token, query: { pid: hidden.data.pid } })).status, 404);
});

t.test('admin tag and classification calls', async (t) => {
  const cls = await call('POST', '/api/admin/tag/classification', { token: root.token, body: { name: 'Basics', oj: 'ME' } });
  t.match(cls, { status: 200, data: { id: Number, name: 'Basics', oj: 'ME' } });
  t.match(await call('PUT', '/api/admin/tag/classification', { token: root.token, body: { ...cls.data, name: 'Basic', rank: 1 } }), SUCCESS);
  const classes = await call('GET', '/api/admin/tag/classification', { token: root.token, query: { oj: 'ME' } });
  t.match(classes.data.find((c: { id: number }) => c.id === cls.data.id), { name: 'Basic', rank: 1 });

  const tag = await call('POST', '/api/admin/tag', { token: root.token, body: { name: 'greedy', color: '#409EFF', oj: 'ME', tcid: cls.data.id } });
  t.match(tag, { status: 200, data: { id: Number, name: 'greedy', color: '#409EFF', oj: 'ME', tcid: cls.data.id } });
  t.match(await call('PUT', '/api/admin/tag', { token: root.token, body: { ...tag.data, color: '#67C23A' } }), SUCCESS);
  t.match(await call('POST', '/api/admin/tag', { token: root.token, body: { name: '', oj: 'ME' } }), { status: 400 }, 'a nameless tag is refused');

  const grouped = await call('GET', '/api/get-problem-tags-and-classification', { query: { oj: 'ME' } });
  t.match(grouped.data.find((g: { classification: { id: number } | null }) => g.classification?.id === cls.data.id),
    { classification: { id: cls.data.id, name: 'Basic', oj: 'ME' }, tagList: [{ id: tag.data.id, name: 'greedy', color: '#67C23A' }] });
  const all = await call('GET', '/api/get-all-problem-tags', { query: { oj: 'ME' } });
  t.match(all.data.find((x: { name: string }) => x.name === 'math'), { id: Number, name: 'math', oj: 'ME' });
  const mine = await call('GET', '/api/get-all-problem-tags', { query: { oj: 'Mine' } });
  t.ok(mine.data.some((x: { name: string }) => x.name === 'math'), 'the Mine bank is ME');
  t.ok((await call('GET', '/api/get-problem-tags-and-classification', { query: { oj: 'Mine' } })).data.some((g: { classification: { id: number } | null }) => g.classification?.id === cls.data.id));

  t.match(await call('DELETE', '/api/admin/tag', { token: root.token, query: { tid: tag.data.id } }), SUCCESS);
  t.match(await call('DELETE', '/api/admin/tag/classification', { token: root.token, query: { tcid: cls.data.id } }), SUCCESS);
});

t.test('problem calls: list with every filter, random, detail, tags, languages, templates', async (t) => {
  const math = (await call('GET', '/api/get-all-problem-tags', { query: { oj: 'ME' } })).data.find((x: { name: string }) => x.name === 'math');
  const list = (query: Record<string, unknown>, token?: string) => call('GET', '/api/get-problem-list', { query, token });
  const page = await list({ currentPage: '1', limit: '30' });
  t.match(page, { status: 200, data: { total: Number, records: Array } });
  t.match(page.data.records.find((r: { pid: number }) => r.pid === pid), {
    pid, problemId: '2000', title: 'A+B 2000', difficulty: 1, type: 0, tags: [{ id: math.id, name: 'math', color: null }],
    total: Number, ac: Number, wa: Number, tle: Number, mle: Number, re: Number, pe: Number, ce: Number, se: Number, pa: Number,
  });
  const ids = (r: Answer) => r.data.records.map((x: { pid: number }) => x.pid);
  t.same(ids(await list({ keyword: '2001' })), [oiPid], 'keyword');
  t.same(ids(await list({ difficulty: '2' })), [oiPid], 'difficulty');
  t.ok(ids(await list({ oj: 'ME' })).includes(pid), 'oj ME');
  t.ok(ids(await list({ oj: 'Mine' })).includes(pid), 'oj Mine, as the reference client sends it');
  // no remote-judge plugin here: HDU names no bank of this site, and any bank name that is not a
  // remote judge's reads as this site's (the reference's rule; problems.test.ts, 9945e61)
  t.ok(ids(await list({ oj: 'HDU' })).includes(pid), 'oj of a remote judge that is not enabled');
  t.ok(ids(await list({ oj: 'All' })).includes(pid), 'oj All');
  t.same(ids(await list({ tagId: String(math.id), currentPage: '1', limit: '30', oj: 'ME', difficulty: '1', keyword: 'A+B' })), [pid], 'every filter');
  t.same(ids(await list({ tagId: `${math.id},${math.id}` })).sort(), [pid, oiPid].sort(), 'a comma list of tags');
  t.equal((await list({ limit: '1' })).data.records.length, 1, 'limit');

  const random = await call('GET', '/api/get-random-problem');
  t.match(random, { status: 200, data: { problemId: String } });

  const detail = await call('GET', '/api/get-problem-detail', { query: { problemId: '2000' }, token: alice.token });
  t.match(detail, {
    status: 200,
    data: {
      problem: { id: pid, problemId: '2000', title: 'A+B 2000', difficulty: 1, type: 0, ioScore: 100, timeLimit: 1000, memoryLimit: 256, author: 'boss',
        description: 'Add two numbers', input: 'a b', output: 'a+b', examples: String, hint: 'use long long', isFileIO: false, isRemote: false, gid: null },
      problemCount: { total: Number, ac: Number, wa: Number, ce: Number, pa: Number, tle: Number, mle: Number, re: Number, pe: Number },
      tags: [{ name: 'math' }],
      languages: ['C++', 'Python3'],
      codeTemplate: { 'C++': '// add' },
    },
  });
  t.match(await call('GET', '/api/get-problem-detail', { query: { problemId: '2000', gid: '' } }), SUCCESS, 'an empty gid as a browser sends it');
  t.match(await call('GET', '/api/get-problem-detail', { query: { problemId: 'nope' } }), { status: 404, msg: String });

  t.match(await call('GET', '/api/get-problem-tags', { query: { pid } }), { status: 200, data: [{ name: 'math' }] });
  const all = await call('GET', '/api/languages', { query: { all: 'true' } });
  t.match(all.data[0], { id: Number, name: String, contentType: String });
  // the reference: pid only picks the problem's bank (this site's: every local language); all=false keeps that bank's
  t.ok((await call('GET', '/api/languages', { query: { pid, all: 'false' } })).data.some((l: { name: string }) => l.name === 'Java'));
  t.same((await call('GET', '/api/get-problem-languages', { query: { pid } })).data.map((l: { name: string }) => l.name), ['C++', 'Python3']);
  t.match((await call('GET', '/api/get-problem-code-template', { query: { pid } })).data, [{ pid, lid: cpp.id, code: '// add', status: true }]);
  t.match(await call('GET', '/api/get-problem-code-template', { query: { pid: 'abc' } }), { status: 400, msg: String }, 'a bad pid: an envelope error');
  t.match(await call('GET', '/api/get-problem-code-template', { query: { pid: 'abc' }, lang: 'zh-CN' }), { status: 400, msg: /[\u4e00-\u9fff]/ }, 'in Chinese too');
});

let accepted = 0;
let wrong = 0;

t.test('submit, poll, list with every filter, status checks, case results, share, last accepted code', async (t) => {
  // the reference's SubmitJudgeDTO, outside a contest: the contest, training and group ids are null
  const submitted = await call('POST', '/api/submit-problem-judge', { token: alice.token, body: { pid, language: 'C++', code: AB.cppAc, cid: null, tid: null, gid: null, isRemote: false } });
  t.match(submitted, { status: 200, msg: 'Submit code successfully', data: { submitId: Number } });
  accepted = submitted.data.submitId;
  const sent = await call('POST', '/api/submit-problem-judge', { token: bob.token, body: { pid: String(pid), language: 'Python3', code: AB.pyWa, cid: 0, gid: 0, tid: 0, isRemote: false } });
  t.match(sent, { status: 200 }, 'contest id 0 is no contest');
  wrong = sent.data.submitId;
  t.match(await call('POST', '/api/submit-problem-judge', { token: alice.token, body: { pid, language: 'C++', code: '' } }), { status: 400, msg: 'Code can not be empty' });
  t.match(await call('POST', '/api/submit-problem-judge', { token: alice.token, body: { pid, language: 'C++', code: '' }, lang: 'zh-CN' }), { status: 400, msg: /[\u4e00-\u9fff]/ }, 'refused in Chinese too');
  t.match(await call('POST', '/api/submit-problem-judge', { token: alice.token, body: { language: 'C++', code: AB.cppAc } }), { status: 400, msg: String }, 'no pid: an envelope error');
  t.equal(await finalStatus(accepted, alice.token), 0);
  t.equal(await finalStatus(wrong, bob.token), -1);

  const seen = await call('GET', '/api/get-submission-detail', { token: alice.token, query: { submitId: String(accepted) } });
  t.match(seen, {
    status: 200,
    data: {
      submission: { submitId: accepted, pid, displayPid: '2000', uid: alice.uid, username: 'alice', title: 'A+B 2000', status: 0, score: null, time: Number, memory: Number,
        length: AB.cppAc.length, language: 'C++', judger: String, isManual: false, submitTime: String, errorMessage: null, code: AB.cppAc, share: false },
      codeShare: true,
    },
  });
  t.ok('cid' in seen.data.submission && 'gid' in seen.data.submission && 'displayId' in seen.data.submission && 'oiRankScore' in seen.data.submission, 'cid, gid, displayId, oiRankScore present');

  const list = (query: Record<string, unknown>, token?: string) => call('GET', '/api/get-submission-list', { query, token });
  // the reference's list page sends every filter, empty when unset
  const page = await list({ limit: '15', currentPage: '1', onlyMine: 'false', status: '', username: '', problemID: '', completeProblemID: 'false' });
  t.match(page, { status: 200, data: { total: Number, records: Array } });
  t.match(page.data.records.find((r: { submitId: number }) => r.submitId === accepted), { submitId: accepted, pid, displayPid: '2000', username: 'alice', status: 0, language: 'C++', submitTime: String });
  const ids = (r: Answer) => r.data.records.map((x: { submitId: number }) => x.submitId);
  t.same(ids(await list({ onlyMine: 'true' }, bob.token)), [wrong], 'onlyMine');
  t.same(ids(await list({ status: '-1' })), [wrong], 'status');
  t.same(ids(await list({ username: 'alice' })), [accepted], 'username');
  t.same(ids(await list({ problemID: '2000', completeProblemID: 'true' })).sort(), [accepted, wrong].sort(), 'problemID exact');
  t.same(ids(await list({ problemID: '200', completeProblemID: 'false' })).sort(), [accepted, wrong].sort(), 'problemID partial');
  t.same(ids(await list({ problemID: '200', completeProblemID: 'true' })), [], 'problemID exact, no match');
  t.equal((await list({ limit: '1', currentPage: '2' })).data.records.length, 1, 'limit and page');
  t.match(await list({ onlyMine: 'true' }), { status: 401, msg: 'Please login first!' }, 'onlyMine needs a login');

  const check = await call('POST', '/api/check-submissions-status', { body: { submitIds: [String(accepted), wrong], cid: null } });
  t.match(check, { status: 200, data: { [accepted]: { submitId: accepted, status: 0 }, [wrong]: { submitId: wrong, status: -1 } } });

  const cases = await call('GET', '/api/get-all-case-result', { token: alice.token, query: { submitId: accepted } });
  t.match(cases, { status: 200, data: { judgeCaseMode: 'default', judgeCaseList: Array } });
  t.equal(cases.data.judgeCaseList.length, 3);
  t.match(cases.data.judgeCaseList[0], { status: 0, time: Number, memory: Number, inputData: String, outputData: String });

  t.match(await call('PUT', '/api/submission', { token: alice.token, body: { submitId: accepted, share: true, uid: alice.uid } }), { status: 200, msg: 'Shared successfully' });
  t.equal((await call('GET', '/api/get-submission-detail', { query: { submitId: accepted } })).data.submission.code, AB.cppAc, 'a visitor reads shared code');

  const last = await call('GET', '/api/get-last-ac-code', { token: alice.token, query: { pid, cid: '' } });
  t.match(last, { status: 200, data: { code: AB.cppAc, language: 'C++' } });
  t.match(await call('GET', '/api/get-last-ac-code', { token: bob.token, query: { pid } }), { status: 400, msg: "You haven't passed the problem so you cannot get the code passed recently" });

  const status = await call('POST', '/api/get-user-problem-status', { token: alice.token, body: { pidList: [pid, String(oiPid)], isContestProblemList: false, cid: null, gid: null, containsEnd: false } });
  t.match(status, { status: 200, data: { [pid]: { status: 0 }, [oiPid]: { status: -10 } } });

  t.match(await call('GET', '/api/resubmit', { token: alice.token, query: { submitId: accepted } }), { status: Number, msg: String }, 'resubmit answers in the envelope');
});

t.test('online test run: submit-problem-test-judge then get-test-judge-result', async (t) => {
  const started = await call('POST', '/api/submit-problem-test-judge', {
    token: alice.token,
    body: { pid, language: 'Python3', code: AB.pyAc, type: 'public', userInput: '20 22', expectedOutput: '42', mode: 'default', isRemoteJudge: false },
  });
  t.match(started, { status: 200, data: String });
  const result = await until(async () => {
    const r = await call('GET', '/api/get-test-judge-result', { token: alice.token, query: { testJudgeKey: started.data } });
    return r.status === 200 && !RUNNING.includes(r.data.status) ? r : undefined;
  });
  t.match(result.data, { status: 0, problemJudgeMode: 'default', time: Number, memory: Number, userInput: '20 22', expectedOutput: '42', userOutput: /^42/ });
  t.ok('stderr' in result.data);
});

t.test('rankings and home calls', async (t) => {
  for (const type of ['0', 'ACM']) {
    const acm = await call('GET', '/api/get-rank-list', { query: { currentPage: '1', limit: '30', type, searchUser: '' } });
    t.match(acm, { status: 200, data: { total: Number, records: Array } }, `ACM as ${type}`);
    t.match(acm.data.records.find((r: { username: string }) => r.username === 'alice'), { uid: alice.uid, username: 'alice', ac: 1, total: Number });
    t.ok(['avatar', 'titleName', 'titleColor', 'nickname', 'signature'].every((k) => k in acm.data.records[0]), 'the rank row fields');
  }
  for (const type of ['1', 'OI']) {
    const oi = await call('GET', '/api/get-rank-list', { query: { currentPage: '1', limit: '30', type, searchUser: 'ali' } });
    t.match(oi, { status: 200 }, `OI as ${type}`);
    t.match(oi.data.records, [{ username: 'alice', score: Number }]);
  }
  const seven = await call('GET', '/api/get-recent-seven-ac-rank');
  t.match(seven, { status: 200, data: [{ username: 'alice', uid: alice.uid, ac: 1 }] });
  t.ok(['avatar', 'titleName', 'titleColor'].every((k) => k in seven.data[0]));
  const recent = await call('GET', '/api/get-recent-updated-problem');
  t.match(recent.data.find((p: { problemId: string }) => p.problemId === '2000'), { problemId: '2000', title: 'A+B 2000', gmtModified: String });
  const week = await call('GET', '/api/get-last-week-submission-statistics', { query: { forceRefresh: 'true' } });
  t.match(week, { status: 200, data: { dateStr: Array, acCountList: Array, totalCountList: Array } });
  t.equal(week.data.dateStr.length, 7);
});

t.test('judge administration: rejudge, manual judge, cancel judge', async (t) => {
  const rejudged = await call('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId: String(wrong) } });
  t.match(rejudged, { status: 200, data: { submitId: wrong, status: 5 } });
  t.equal(await finalStatus(wrong, bob.token), -1);
  const manual = await call('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: String(wrong), status: '0', score: '' } });
  t.match(manual, { status: 200, data: { submitId: wrong, status: 0, isManual: true } });
  const cancelled = await call('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId: String(wrong) } });
  t.match(cancelled, { status: 200, msg: 'Cancel successfully', data: { status: -4 } });
  t.match(await call('GET', '/api/admin/judge/rejudge', { token: alice.token, query: { submitId: wrong } }), { http: 403, status: 403 });
  t.match(await call('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: 'x', status: '0' } }), { status: 400, msg: String });
});

// Problems as users and admins see them: the list and its filters, detail, visibility by role
// and scope, tags, languages, templates, the admin rules and messages.
import t from 'tap';
import { problemScopePoint, problemStatusPoint, problemsService } from '../shared/service.ts';
import { createProblem, problemBody, problemsSite } from './helpers.ts';

const site = await problemsSite();
t.teardown(() => site.close());
const { token: root } = await site.userWithToken('root1', 'root');
const { token: problemAdmin } = await site.userWithToken('padmin', 'problem_admin');
const { token: admin } = await site.userWithToken('admin1', 'admin');
const { token: user, uid: userUid } = await site.userWithToken('alice');

type Page<T> = { records: T[]; total: number; size: number; current: number };
type Row = { pid: number; problemId: string; title: string; tags: { name: string }[]; myStatus: number | null; total: number; ac: number };

const p1000 = await createProblem(site, root, '1000', { tags: [{ name: 'math' }, { name: 'greedy' }] }, { difficulty: 0, title: 'A plus B' });
const p1001 = await createProblem(site, root, '1001', { tags: [{ name: 'math' }] }, { difficulty: 2, title: 'Hard sums' });
const pPrivate = await createProblem(site, root, '1002', {}, { auth: 2, title: 'Secret' });
const pContest = await createProblem(site, root, '1003', {}, { auth: 3, title: 'Contest only' });

t.test('the list shows public problems only, with tags, and filters by keyword, difficulty, tags and bank', async (t) => {
  const all = await site.api<Page<Row>>('GET', '/api/get-problem-list');
  t.same(all.data.records.map((r) => r.problemId), ['1000', '1001']);
  t.equal(all.data.size, 30, 'default page size 30');
  t.same(all.data.records[0].tags.map((x) => x.name).sort(), ['greedy', 'math']);
  t.equal(all.data.records[0].myStatus, null, 'visitors have no status');
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { keyword: 'hard' } })).data.records.map((r) => r.problemId), ['1001']);
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { keyword: '%' } })).data.total, 0, 'LIKE wildcards are literal');
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { difficulty: 2 } })).data.records.map((r) => r.problemId), ['1001']);
  const tags = await site.api<{ id: number; name: string }[]>('GET', '/api/get-all-problem-tags');
  const id = (name: string) => tags.data.find((x) => x.name === name)!.id;
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { tagId: `${id('math')},${id('greedy')}` } })).data.records.map((r) => r.problemId), ['1000'], 'every chosen tag');
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { oj: 'ME' } })).data.total, 2);
  // remote banks come from remote judge plugins (remoteOjPoint, write-service.test.ts); with none
  // enabled, HDU is no remote judge here and reads as this site's bank, as any unknown name does
  t.same((await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { oj: 'HDU' } })).data.total, 2);
});

t.test('bad page values fall back to page 1 and the default size', async (t) => {
  for (const query of [{ currentPage: 'x', limit: 'y' }, { currentPage: 0, limit: -5 }]) {
    const page = await site.api<Page<Row>>('GET', '/api/get-problem-list', { query });
    t.equal(page.status, 200);
    t.equal(page.data.current, 1);
    t.equal(page.data.size, 30);
  }
  const one = await site.api<Page<Row>>('GET', '/api/get-problem-list', { query: { limit: 1, currentPage: 2 } });
  t.same(one.data.records.map((r) => r.problemId), ['1001']);
});

t.test('detail has the statement, counts, tags, languages and code templates; hidden problems are refused', async (t) => {
  const d = await site.api<{ problem: { title: string; timeLimit: number; memoryLimit: number }; tags: unknown[]; languages: string[]; codeTemplate: Record<string, string>; problemCount: { total: number }; myStatus: number | null }>('GET', '/api/get-problem-detail', { query: { problemId: '1000' } });
  t.equal(d.status, 200);
  t.equal(d.data.problem.title, 'A plus B');
  t.equal(d.data.problem.timeLimit, 1000, 'reference default limits');
  t.equal(d.data.problem.memoryLimit, 256);
  t.same(d.data.languages, ['C++', 'Python3']);
  t.equal(d.data.problemCount.total, 0);
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: 'nope' }, lang: 'en-US' })).msg, 'The problem does not exist');
  const hidden = await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1002' }, token: user, lang: 'en-US' });
  t.equal(hidden.status, 403);
  t.equal(hidden.msg, 'You do not have permission to view this problem');
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1003' } })).status, 403, 'contest-only problems are not in the main set');
  for (const token of [root, admin, problemAdmin]) t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1002' }, token })).status, 200, 'admin roles see private problems');
});

t.test('a scope resolver opens contest problems inside its contest only', async (t) => {
  const off = site.kernel.registry.extend('contests', problemScopePoint, {
    async canView(_user, problem, scope) { return scope.cid === 7 ? problem.auth === 3 : undefined; },
  });
  t.teardown(off);
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1003', cid: 7 }, token: user })).status, 200);
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1003', cid: 8 }, token: user })).status, 403);
  const service = site.kernel.registry.get(problemsService, 'test');
  const alice = { uid: userUid, username: 'alice', role: 'default_user' as const, permissions: [], sessionId: '' };
  t.equal(await service.canView(alice, pContest, { cid: 7 }), true);
  t.equal(await service.canView(alice, pContest), false);
  t.equal(await service.canSubmit(null, p1000), false, 'visitors never submit');
  t.equal(await service.canSubmit(alice, p1000), true);
  t.equal(await service.canView(alice, pPrivate), false);
});

t.test('the focus-mode problem bar lists a contest\'s problems from its plugin, with the caller\'s status', async (t) => {
  const offScope = site.kernel.registry.extend('contests', problemScopePoint, {
    async canView() { return undefined; },
    async problemBar(_user, scope) { return scope.cid === 7 ? [{ pid: pContest, problemId: 'A', title: 'Contest only' }, { pid: p1000, problemId: 'B', title: 'A plus B' }] : undefined; },
  });
  const offStatus = site.kernel.registry.extend('submissions', problemStatusPoint, {
    async statuses(_uid, pids, scope) { return scope?.cid === 7 && pids.includes(p1000) ? { [p1000]: { status: 0, score: 100 } } : {}; },
    async counts() { return {}; },
  });
  t.teardown(() => { offScope(); offStatus(); });
  const bar = await site.api<Array<{ pid: number; problemId: string; title: string; status: number | null; score: number | null }>>('GET', '/api/get-full-screen-problem-list', { query: { cid: 7 }, token: user });
  t.same(bar.data, [{ pid: pContest, problemId: 'A', title: 'Contest only', status: null, score: null }, { pid: p1000, problemId: 'B', title: 'A plus B', status: 0, score: 100 }]);
  t.match(await site.api('GET', '/api/get-full-screen-problem-list', { query: { cid: 8 }, token: user, lang: 'en-US' }), { status: 400, msg: 'This contest or training does not exist on this site' });
  t.match(await site.api('GET', '/api/get-full-screen-problem-list', { query: { tid: 3 }, token: user, lang: 'zh-CN' }), { status: 400, msg: '本站不存在该比赛或训练' });
  t.match(await site.api('GET', '/api/get-full-screen-problem-list', { query: { cid: '' }, token: user, lang: 'en-US' }), { status: 400, msg: 'Say which contest, training or group the problem list is for' });
  t.equal((await site.api('GET', '/api/get-full-screen-problem-list', { query: { cid: 7 } })).http, 401, 'visitors log in first');
});

t.test('status and counts come from the submissions plugin through the status point', async (t) => {
  const off = site.kernel.registry.extend('submissions', problemStatusPoint, {
    async statuses(uid, pids) { return uid === userUid && pids.includes(p1000) ? { [p1000]: { status: 0 } } : {}; },
    async counts(pids) { return pids.includes(p1000) ? { [p1000]: { total: 3, ac: 1, wa: 2, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 } } : {}; },
  });
  t.teardown(off);
  const list = await site.api<Page<Row>>('GET', '/api/get-problem-list', { token: user });
  t.same(list.data.records.map((r) => [r.problemId, r.myStatus, r.total, r.ac]), [['1000', 0, 3, 1], ['1001', -10, 0, 0]]);
  const d = await site.api<{ myStatus: number; problemCount: { total: number } }>('GET', '/api/get-problem-detail', { query: { problemId: '1000' }, token: user });
  t.equal(d.data.myStatus, 0);
  t.equal(d.data.problemCount.total, 3);
  const s = await site.api<Record<string, { status: number }>>('POST', '/api/get-user-problem-status', { token: user, body: { pidList: [p1000, p1001] } });
  t.same(s.data, { [p1000]: { status: 0 }, [p1001]: { status: -10 } });
  t.equal((await site.api('POST', '/api/get-user-problem-status', { body: { pidList: [p1000] } })).http, 401, 'login needed');
});

t.test('random problem, languages, problem languages, templates and annex', async (t) => {
  const random = await site.api<{ problemId: string }>('GET', '/api/get-random-problem');
  t.ok(['1000', '1001'].includes(random.data.problemId), 'a public problem');
  const langs = await site.api<{ id: number; name: string; isSpj: boolean }[]>('GET', '/api/languages');
  t.ok(langs.data.some((l) => l.name === 'C++ 17 With O2'), 'named as the judge names them');
  t.notOk(langs.data.some((l) => l.isSpj));
  t.ok((await site.api<{ isSpj: boolean }[]>('GET', '/api/languages', { query: { all: true } })).data.some((l) => l.isSpj));
  const cpp = langs.data.find((l) => l.name === 'C++')!.id;
  const pid = await createProblem(site, root, '1004', { codeTemplates: [{ lid: cpp, code: 'int main(){}' }] }, { userExtraFile: JSON.stringify({ 'lib.h': 'int f();' }) });
  t.same((await site.api<{ name: string }[]>('GET', '/api/get-problem-languages', { query: { pid } })).data.map((l) => l.name), ['C++', 'Python3']);
  t.same((await site.api<{ code: string }[]>('GET', '/api/get-problem-code-template', { query: { pid } })).data.map((c) => c.code), ['int main(){}']);
  const d = await site.api<{ codeTemplate: Record<string, string> }>('GET', '/api/get-problem-detail', { query: { problemId: '1004' } });
  t.same(d.data.codeTemplate, { 'C++': 'int main(){}' });
  t.same((await site.api('GET', '/api/get-problem-annex', { query: { pid } })).data, [{ name: 'lib.h', content: 'int f();' }]);
  t.equal((await site.api('GET', '/api/get-problem-annex', { query: { pid: pPrivate } })).status, 403);
});

t.test('admin calls need an admin role; delete is for root and problem admins', async (t) => {
  t.equal((await site.api('GET', '/api/admin/problem/get-problem-list')).http, 401);
  t.equal((await site.api('GET', '/api/admin/problem/get-problem-list', { token: user })).http, 403);
  const list = await site.api<Page<{ problemId: string; auth: number }>>('GET', '/api/admin/problem/get-problem-list', { token: admin, query: { auth: 2 } });
  t.same(list.data.records.map((r) => r.problemId), ['1002']);
  t.equal((await site.api('POST', '/api/admin/problem', { token: user, body: problemBody('2000') })).http, 403);
  const pid = await createProblem(site, problemAdmin, '2000');
  t.equal((await site.api('DELETE', '/api/admin/problem', { token: admin, query: { pid } })).http, 403, 'admins may not delete');
  t.equal((await site.api('DELETE', '/api/admin/problem', { token: problemAdmin, query: { pid } })).status, 200);
  t.equal((await site.api('GET', '/api/admin/problem', { token: root, query: { pid } })).status, 404);
});

t.test('change auth hides and shows a problem', async (t) => {
  t.equal((await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: admin, body: { id: p1001, auth: 2 } })).status, 200);
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1001' } })).status, 403);
  await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: admin, body: { id: p1001, auth: 1 } });
  t.equal((await site.api('GET', '/api/get-problem-detail', { query: { problemId: '1001' } })).status, 200);
  t.equal((await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: admin, body: { id: p1001, auth: 5 } })).status, 400);
});

t.test('the admin form rules answer with the spec messages', async (t) => {
  const refuse = async (body: unknown) => (await site.api('POST', '/api/admin/problem', { token: root, body, lang: 'en-US' })).msg;
  t.equal(await refuse(problemBody('1000')), 'The problem ID 1000 already exists');
  t.equal(await refuse(problemBody('bad id!')), 'The problem ID may only contain letters, digits, - and _ (at most 100 characters)');
  t.equal(await refuse(problemBody('3000', {}, { title: '  ' })), 'The title cannot be empty');
  t.equal(await refuse(problemBody('3000', { samples: [{ input: '1', output: '1', score: -1 }] })), 'Score must be integer and at least 0');
  t.equal(await refuse(problemBody('3000', { samples: [{ input: '1', output: '1', score: null }] }, { type: 1 })), 'Score must be integer and at least 0', 'OI cases need scores');
  t.equal(await refuse(problemBody('3000', { samples: [{ input: '1', output: '1', score: 10, groupNum: null }] }, { type: 1, judgeCaseMode: 'subtask_lowest' })), 'A judge case mode other than default needs a subtask group number for every case');
  t.equal(await refuse(problemBody('3000', {}, { isFileIO: true, ioReadFileName: 'in.txt' })), 'File IO needs the input and output file names (letters, digits, . - _)');
  t.equal(await refuse(problemBody('3000', { judgeMode: 'spj' })), "Special judge and interactive problems need the judge program's code and language");
  t.equal(await refuse(problemBody('3000', { languages: [] })), 'Choose at least one language');
  t.equal(await refuse(problemBody('3000', { languages: [{ name: 'Brainfuck' }] })), 'Unsupported language: Brainfuck');
  t.equal(await refuse(problemBody('3000', { languages: [{ name: 'C++' }, { name: 'Answer' }] })),
    'The language Answer (output-only problems) cannot be allowed beside program languages: choose Answer alone, or program languages only',
    'answers beside a program language would let a contestant type a program problem\'s output');
  t.equal((await site.api('POST', '/api/admin/problem', { token: root, body: problemBody('3000', { languages: [{ name: 'Answer' }, { name: 'Python3' }] }) })).msg,
    '语言“答案”（提交答案的题目）不能与程序语言同时允许：请只选“答案”，或只选程序语言');
  t.equal(await refuse(problemBody('3000', { codeTemplates: [{ lid: 1, code: '   ' }] })), 'Code template cannot be empty');
  t.equal(await refuse(problemBody('3000', { tags: [{ name: 'dp' }, { name: 'DP' }] })), 'Do not add existing tags');
  t.equal(await refuse(problemBody('3000', {}, { userExtraFile: JSON.stringify({ '../x': 'y' }) })), 'Each extra file needs a file name (letters, digits, . - _) and content');
  t.equal(await refuse(problemBody('3000', {}, { timeLimit: 0 })), 'Time, memory and stack limits must be positive integers within range');
  const zh = await site.api('POST', '/api/admin/problem', { token: root, body: problemBody('3000', {}, { title: '' }) });
  t.equal(zh.msg, '题目标题不能为空', 'zh-CN by default');
});

t.test('editing keeps the cases when none are sent and renames the display id', async (t) => {
  const pid = await createProblem(site, root, '4000');
  const before = await site.api<{ caseVersion: string }>('GET', '/api/admin/problem', { token: root, query: { pid } });
  const body = problemBody('4000b', {}, { id: pid, title: 'Renamed' });
  delete (body as { samples?: unknown }).samples;
  t.equal((await site.api('PUT', '/api/admin/problem', { token: root, body })).status, 200);
  const after = await site.api<{ title: string; problemId: string; caseVersion: string }>('GET', '/api/admin/problem', { token: root, query: { pid } });
  t.equal(after.data.title, 'Renamed');
  t.equal(after.data.problemId, '4000b');
  t.equal(after.data.caseVersion, before.data.caseVersion, 'same data, same version');
  const cases = await site.api<{ input: string }[]>('GET', '/api/admin/problem/get-problem-cases', { token: root, query: { pid } });
  t.same(cases.data.map((c) => c.input), ['1 2\r\n']);
});

t.test('every field of the admin forms is refused with its own message, never the schema text', async (t) => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const refusals: Array<[string, string, unknown, string]> = [
    ['POST', '/api/admin/problem', problemBody('5001', {}, { source: long(1_000_000) }), '来源过长（最多 1,000,000 个字符）'],
    ['POST', '/api/admin/problem', problemBody('5002', {}, { description: long(1_000_000) }), '题目描述过长（最多 1,000,000 个字符）'],
    ['POST', '/api/admin/problem', problemBody('5003', {}, { hint: 7 }), '提示过长（最多 1,000,000 个字符）'],
    ['POST', '/api/admin/problem', problemBody('5004', {}, { author: long(100) }), '出题人最多 100 个字符'],
    ['POST', '/api/admin/problem', problemBody('5005', {}, { difficulty: 5 }), '请从列表中选择难度（简单、中等、困难）'],
    ['POST', '/api/admin/problem', problemBody('5006', { samples: [{ input: '1', output: '1', score: null, groupNum: -1 }] }), '子任务组号必须是不小于 0 的整数'],
    ['POST', '/api/admin/problem', problemBody('5007', { codeTemplates: [{ lid: 1, code: long(65535) }] }), '代码模板最多 65535 个字符'],
    ['POST', '/api/admin/problem', problemBody('5008', {}, { ioReadFileName: long(100), isFileIO: true }), '文件名最多 100 个字符'],
    ['POST', '/api/admin/tag', { name: 'colourful', color: long(20) }, '标签颜色最多 20 个字符，例如 #3e8ed0'],
    ['POST', '/api/admin/problem', problemBody('5009', { tags: [{ name: 'tagged', color: long(20) }] }), '标签颜色最多 20 个字符，例如 #3e8ed0'],
    ['POST', '/api/admin/tag/classification', { name: 'ordered', rank: 'first' }, '排序必须是整数'],
  ];
  for (const [method, url, body, message] of refusals) {
    const r = await site.api(method, url, { token: root, body, lang: 'zh-CN' });
    t.equal(r.status, 400);
    t.equal(r.msg, message, `${url}: ${message}`);
  }
});

t.test('tags and classifications: admin CRUD and the classified list', async (t) => {
  t.equal((await site.api('POST', '/api/admin/tag', { token: user, body: { name: 'graph' } })).http, 403, 'a user may not');
  // spec 2 §2: the tag page is every admin role's, the plain admin's too
  const cls = await site.api<{ id: number }>('POST', '/api/admin/tag/classification', { token: admin, body: { name: 'Algorithms', rank: 1 } });
  t.equal(cls.status, 200);
  const tag = await site.api<{ id: number }>('POST', '/api/admin/tag', { token: problemAdmin, body: { name: 'graph', color: '#f00', tcid: cls.data.id } });
  t.equal(tag.status, 200);
  t.equal((await site.api('POST', '/api/admin/tag', { token: problemAdmin, body: { name: 'Graph' }, lang: 'en-US' })).msg, 'Do not add existing tags');
  const grouped = await site.api<{ classification: { name: string } | null; tagList: { name: string }[] }[]>('GET', '/api/get-problem-tags-and-classification');
  t.same(grouped.data[0].classification?.name, 'Algorithms');
  t.same(grouped.data[0].tagList.map((x) => x.name), ['graph']);
  t.ok(grouped.data.at(-1)!.classification === null && grouped.data.at(-1)!.tagList.some((x) => x.name === 'math'), 'unclassified tags last');
  t.equal((await site.api('PUT', '/api/admin/tag', { token: root, body: { id: tag.data.id, name: 'graphs' } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/tag/classification', { token: root, query: { tcid: cls.data.id } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/tag', { token: root, query: { tid: tag.data.id } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/tag', { token: root, query: { tid: tag.data.id } })).status, 404);
  const ptags = await site.api<{ name: string }[]>('GET', '/api/get-problem-tags', { query: { pid: p1000 } });
  t.same(ptags.data.map((x) => x.name).sort(), ['greedy', 'math']);
});

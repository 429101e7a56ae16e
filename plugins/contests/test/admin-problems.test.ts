// A contest's problems and announcements in the admin area (reference §2 "Admin"): add from the
// public bank with a display id, a problem made inside the contest (auth 3, the contest's type,
// through the problems plugin's saveProblem), display id/title/balloon, removal, the contest's
// announcements and the rejudge of a contest problem.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { AB, createAbProblem, submit } from '../../submissions/test/helpers.ts';
import { PLUGINS, addRecord } from './helpers.ts';
import { MSG, adminUsers, createContestAs } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const users = await adminUsers(site);
const creator = users.creator!;
const root = users.root!;
const other = users.otherProblemAdmin!;

const publicA = await createAbProblem(site, root.token, 'PUB1');
const publicB = await createAbProblem(site, root.token, 'PUB2');
const hidden = await createAbProblem(site, root.token, 'HID1', { auth: 2 });
const cid = await createContestAs(site, creator.token, { title: 'Problems Cup' });
const oiCid = await createContestAs(site, creator.token, { title: 'OI Cup', type: 1 });

interface ListAnswer { problemList: { records: Array<{ id: number; displayId: string; displayTitle: string; title: string; color: string | null; cpid: number }>; total: number }; contestProblemMap: Record<string, { displayId: string }> }
const list = async (token = creator.token, query: Record<string, string | number> = {}) => site.api<ListAnswer>('GET', '/api/admin/contest/get-problem-list', { token, query: { cid, ...query } });

async function refusedBoth(t: Pick<typeof import('tap').default, 'equal'>, call: (lang: string) => Promise<{ status: number; msg: string }>, status: number, en: string, zh: string) {
  for (const [lang, msg] of [['en-US', en], ['zh-CN', zh]]) {
    const r = await call(lang);
    t.equal(r.status, status, `${lang} status`);
    t.equal(r.msg, msg, `${lang} message`);
  }
}

t.test('add from the public bank with a display id', async (t) => {
  const add = (body: Record<string, unknown>, lang = 'en-US', token = creator.token) => site.api<{ displayId: string; displayTitle: string }>('POST', '/api/admin/contest/add-problem-from-public', { token, body, lang });
  const r = await add({ pid: publicA, cid, displayId: 'A' });
  t.equal(r.status, 200);
  t.equal(r.msg, 'Add Successfully');
  t.equal(r.data.displayTitle, 'A+B PUB1', 'the problem title by default');
  t.equal((await add({ pid: publicB, cid, displayId: 'B' }, 'zh-CN')).msg, '添加成功');
  await refusedBoth(t, (lang) => add({ pid: hidden, cid, displayId: 'C' }, lang), 400, 'Only public problems of the problem set can be added', '只能添加题库中的公开题目');
  await refusedBoth(t, (lang) => add({ pid: 999999, cid, displayId: 'C' }, lang), 400, 'Only public problems of the problem set can be added', '只能添加题库中的公开题目');
  await refusedBoth(t, (lang) => add({ pid: publicA, cid, displayId: 'Z' }, lang), 400, 'This problem is already in the contest', '该题目已在比赛中');
  const third = await createAbProblem(site, root.token, 'PUB3');
  await refusedBoth(t, (lang) => add({ pid: third, cid, displayId: 'A' }, lang), 400, 'The display ID A is already used in this contest', '展示 ID A 在本比赛中已被使用');
  await refusedBoth(t, (lang) => add({ pid: third, cid, displayId: '  ' }, lang), 400, "The problem's display ID in the contest is required", '题目在比赛中的展示 ID 是必填项');
  await refusedBoth(t, (lang) => add({ pid: third, cid, displayId: 'A B' }, lang), 400, 'The display ID may use letters, digits, - and _ only (at most 100)', '展示 ID 只能包含字母、数字、- 和 _（最多 100 个）');
  await refusedBoth(t, (lang) => add({ pid: third, cid, displayId: 'C' }, lang, other.token), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
  const listed = await list();
  t.equal(listed.status, 200);
  t.same(listed.data.problemList.records.map((p) => [p.displayId, p.id]), [['A', publicA], ['B', publicB]]);
  t.same(Object.keys(listed.data.contestProblemMap).sort(), [String(publicA), String(publicB)].sort());
  t.same((await list(creator.token, { keyword: 'pub2' })).data.problemList.records.map((p) => p.displayId), ['B'], 'keyword');
  t.equal((await list(other.token)).status, 403, 'not for another problem admin');
});

t.test('display id, title and balloon colour', async (t) => {
  const cp = await site.api<{ id: number; displayId: string; color: string | null }>('GET', '/api/admin/contest/contest-problem', { token: creator.token, query: { cid, pid: publicA } });
  t.equal(cp.status, 200);
  t.equal(cp.data.displayId, 'A');
  const put = (body: Record<string, unknown>, lang = 'en-US') => site.api('PUT', '/api/admin/contest/contest-problem', { token: creator.token, body: { id: cp.data.id, cid, pid: publicA, ...body }, lang });
  const ok = await put({ displayId: 'A1', displayTitle: 'Warm-up', color: '#ff0000', ac: 3, total: 9 });
  t.equal(ok.status, 200, "the reference's whole ContestProblem is taken");
  t.equal(ok.msg, 'Update successfully');
  await refusedBoth(t, (lang) => put({ color: 'red' }, lang), 400, 'The balloon colour must be a hex colour such as #e6bf25', '气球颜色必须是十六进制颜色，如 #e6bf25');
  await refusedBoth(t, (lang) => put({ displayId: 'B' }, lang), 400, 'The display ID B is already used in this contest', '展示 ID B 在本比赛中已被使用');
  await refusedBoth(t, (lang) => put({ displayTitle: ' ' }, lang), 400, "The problem's display title in the contest is required", '题目在比赛中的展示标题是必填项');
  const after = (await list()).data.problemList.records.find((p) => p.id === publicA)!;
  t.same([after.displayId, after.displayTitle, after.color], ['A1', 'Warm-up', '#ff0000']);
  const missing = await site.api('GET', '/api/admin/contest/contest-problem', { token: creator.token, query: { cid, pid: hidden }, lang: 'en-US' });
  t.equal(missing.status, 404);
  t.equal(missing.msg, 'This problem is not in the contest');
});

const newProblem = (over: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) => ({
  cid, displayId: 'C', displayTitle: 'Made here', color: '#00ff00',
  problem: { problemId: 'CUP-C', title: 'Sum again', description: 'Add them', timeLimit: 1000, memoryLimit: 256, auth: 1, type: 1, ...problem },
  samples: [{ input: '1 2\n', output: '3\n' }], languages: [{ name: 'C++' }], tags: [], isUploadTestCase: false, changeModeCode: true,
  ...over,
});

t.test('a problem made inside the contest is a contest problem of its type', async (t) => {
  const r = await site.api<{ pid: number }>('POST', '/api/admin/contest/problem', { token: creator.token, body: newProblem(), lang: 'en-US' });
  t.equal(r.status, 200, r.msg);
  t.equal(r.msg, 'Create Successfully');
  const made = await site.api<{ auth: number; type: number; title: string }>('GET', '/api/admin/problem', { token: root.token, query: { pid: r.data.pid } });
  t.equal(made.data.auth, 3, 'auth 3: contest only, whatever the form said');
  t.equal(made.data.type, 0, "the contest's type (ACM)");
  const row = (await list()).data.problemList.records.find((p) => p.id === r.data.pid)!;
  t.same([row.displayId, row.displayTitle, row.color], ['C', 'Made here', '#00ff00']);

  await refusedBoth(t, (lang) => site.api('POST', '/api/admin/contest/problem', { token: creator.token, body: newProblem({ displayId: 'D' }, { problemId: 'PUB1' }), lang }),
    400, 'The problem ID PUB1 already exists; choose another one', '题目 ID PUB1 已存在，请换一个');
  await refusedBoth(t, (lang) => site.api('POST', '/api/admin/contest/problem', { token: creator.token, body: newProblem({ displayId: 'C' }, { problemId: 'CUP-X' }), lang }),
    400, 'The display ID C is already used in this contest', '展示 ID C 在本比赛中已被使用');
  const noLanguage = await site.api('POST', '/api/admin/contest/problem', { token: creator.token, body: newProblem({ displayId: 'E', languages: [] }, { problemId: 'CUP-E' }), lang: 'en-US' });
  t.equal(noLanguage.status, 400, "the problems plugin's own rules answer");
  t.equal((await list()).data.problemList.total, 3, 'nothing added on a refusal');

  // OI contest: its problems are OI problems
  const oi = await site.api<{ pid: number }>('POST', '/api/admin/contest/problem', {
    token: creator.token, body: newProblem({ cid: oiCid, displayId: 'A', samples: [{ input: '1 2\n', output: '3\n', score: 100 }] }, { problemId: 'OI-A' }),
  });
  t.equal(oi.status, 200, oi.msg);
  t.equal((await site.api<{ type: number }>('GET', '/api/admin/problem', { token: root.token, query: { pid: oi.data.pid } })).data.type, 1);

  // editing: statement, display fields; the problem id stays
  const get = await site.api<{ problem: { title: string; problemId: string } }>('GET', '/api/admin/contest/problem', { token: creator.token, query: { cid, pid: r.data.pid } });
  t.equal(get.status, 200);
  t.equal(get.data.problem.problemId, 'CUP-C');
  const edit = await site.api('PUT', '/api/admin/contest/problem', { token: creator.token, body: newProblem({ displayTitle: 'Renamed', samples: undefined }, { id: r.data.pid, title: 'Sum once more' }), lang: 'zh-CN' });
  t.equal(edit.status, 200, edit.msg);
  t.equal(edit.msg, '更新成功');
  t.equal((await site.api<{ title: string; auth: number }>('GET', '/api/admin/problem', { token: root.token, query: { pid: r.data.pid } })).data.title, 'Sum once more');
  t.equal((await list()).data.problemList.records.find((p) => p.id === r.data.pid)!.displayTitle, 'Renamed');
  await refusedBoth(t, (lang) => site.api('PUT', '/api/admin/contest/problem', { token: creator.token, body: newProblem({}, { id: r.data.pid, problemId: 'CUP-Z' }), lang }),
    400, "A contest problem's problem ID cannot be changed", '比赛题目的题目 ID 不能修改');
  await refusedBoth(t, (lang) => site.api('PUT', '/api/admin/contest/problem', { token: creator.token, body: newProblem({}, { id: hidden, problemId: 'HID1' }), lang }),
    404, 'This problem is not in the contest', '该比赛题目不存在');
  await refusedBoth(t, (lang) => site.api('PUT', '/api/admin/contest/problem', { token: other.token, body: newProblem({}, { id: r.data.pid }), lang }),
    403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
});

t.test('removing a problem takes it out of the contest; the problem stays', async (t) => {
  const del = (token: string, pid: number, lang = 'en-US') => site.api('DELETE', '/api/admin/contest/problem', { token, query: { cid, pid }, lang });
  await refusedBoth(t, (lang) => del(users.admin!.token, publicB, lang), 403, MSG.noPermission, '对不起，您无权限进行此操作');
  await refusedBoth(t, (lang) => del(other.token, publicB, lang), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
  const r = await del(creator.token, publicB);
  t.equal(r.status, 200);
  t.equal(r.msg, 'Delete successfully');
  t.notOk((await list()).data.problemList.records.some((p) => p.id === publicB));
  t.equal((await site.api('GET', '/api/admin/problem', { token: root.token, query: { pid: publicB } })).status, 200, 'still in the bank');
  await refusedBoth(t, (lang) => del(creator.token, publicB, lang), 404, 'This problem is not in the contest', '该比赛题目不存在');
});

t.test('announcements: create, list, edit, delete', async (t) => {
  const post = (announcement: Record<string, unknown>, lang = 'en-US', token = creator.token) => site.api<{ id: number }>('POST', '/api/admin/contest/announcement', { token, body: { cid, announcement }, lang });
  const r = await post({ title: 'Welcome', content: 'Good luck **all**', uid: 'x', gmtCreate: 'y' });
  t.equal(r.status, 200);
  t.equal(r.msg, 'Create Successfully');
  await refusedBoth(t, (lang) => post({ title: ' ', content: 'x' }, lang), 400, 'Announcement Title is required', '公告标题是必填项');
  await refusedBoth(t, (lang) => post({ title: 'T', content: '' }, lang), 400, 'Announcement Content is required', '公告内容是必填项');
  await refusedBoth(t, (lang) => post({ title: 'T', content: 'c' }, lang, other.token), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
  const listed = await site.api<{ records: Array<{ id: number; title: string; content: string }>; total: number }>('GET', '/api/admin/contest/announcement', { token: creator.token, query: { cid } });
  t.same(listed.data.records.map((a) => a.title), ['Welcome']);
  const put = await site.api('PUT', '/api/admin/contest/announcement', { token: creator.token, body: { cid, announcement: { id: r.data.id, title: 'Welcome!', content: 'Changed', status: 0 } }, lang: 'en-US' });
  t.equal(put.status, 200);
  const seen = await site.api<Array<{ title: string }> | { records: Array<{ title: string }> }>('GET', '/api/get-contest-announcement', { token: creator.token, query: { cid } });
  t.match(JSON.stringify(seen.data), /Welcome!/, 'participants read the change');
  await refusedBoth(t, (lang) => site.api('PUT', '/api/admin/contest/announcement', { token: creator.token, body: { cid, announcement: { id: 999999, title: 'x', content: 'y' } }, lang }),
    404, 'This announcement does not exist', '该公告不存在');
  await refusedBoth(t, (lang) => site.api('DELETE', '/api/admin/contest/announcement', { token: other.token, query: { aid: r.data.id }, lang }), 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作');
  const del = await site.api('DELETE', '/api/admin/contest/announcement', { token: creator.token, query: { aid: r.data.id }, lang: 'zh-CN' });
  t.equal(del.status, 200);
  t.equal(del.msg, '删除成功');
  await refusedBoth(t, (lang) => site.api('DELETE', '/api/admin/contest/announcement', { token: creator.token, query: { aid: r.data.id }, lang }), 404, 'This announcement does not exist', '该公告不存在');
});

t.test('rejudge of a contest problem: every submission of it in the contest starts again', async (t) => {
  const submitId = await submit(site, users.user!.token, publicA, 'C++', AB.cppAc);
  const cpid = ((await site.db('contests_problem').where({ cid, pid: publicA }).first('id')) as { id: number }).id;
  await addRecord(site, { cid, uid: users.user!.uid, username: 'plain1', pid: publicA, cpid, displayId: 'A1', submitId, status: -1, time: 10 });
  const attempt = async () => ((await site.db('submissions_judge').where({ submitId }).first('attempt')) as { attempt: number }).attempt;
  const before = await attempt();
  const call = (token: string, lang = 'en-US', pid = publicA) => site.api('GET', '/api/admin/judge/rejudge-contest-problem', { token, query: { cid, pid }, lang });
  await refusedBoth(t, (lang) => call(users.admin!.token, lang), 403, MSG.noPermission, '对不起，您无权限进行此操作');
  await refusedBoth(t, (lang) => call(creator.token, lang), 403, MSG.noPermission, '对不起，您无权限进行此操作');
  const r = await call(root.token);
  t.equal(r.status, 200);
  t.equal(r.msg, 'Rejudge successfully');
  t.equal(await attempt(), before + 1, 'a new attempt');
  await refusedBoth(t, (lang) => call(root.token, lang, hidden), 404, 'This problem is not in the contest', '该比赛题目不存在');
});

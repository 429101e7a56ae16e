// A group's contests (spec 3 "Group contest list", §5 the contest form, §6 who, §7 "Contests"):
// made by its admins through the contest form's rules, listed for its members (the visible ones)
// and its admins (all), managed by the group root or the contest's creator — its problems (new
// ones of the group, from the public set, from the group by problem id) and announcements — taken
// part in by its members through the contest's own pages, never seen by anyone else, and never
// reached through another group's calls.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { problemBody } from '../../problems/test/helpers.ts';
import { contestForm } from '../../contests/test/admin-helpers.ts';
import { PLUGINS, makeGroup, type Api, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const owner = await site.userWithToken('c_owner');
const admin = await site.userWithToken('c_admin');
const admin2 = await site.userWithToken('c_admin2');
const member = await site.userWithToken('c_member');
const stranger = await site.userWithToken('c_stranger');
const siteRoot = await site.userWithToken('c_root', 'root');
const gid = await makeGroup(site, owner.uid, { members: { [admin.uid]: 4, [admin2.uid]: 4, [member.uid]: 3 } });
const shortName = ((await site.db('groups_group').where({ id: gid }).first('shortName')) as { shortName: string }).shortName;
const otherGid = await makeGroup(site, stranger.uid);

const HOUR = 3_600_000;
/** the contest form of a contest running now (an hour in, an hour to go) */
const running = (over: Record<string, unknown> = {}) => contestForm({
  startTime: new Date(Date.now() - HOUR).toISOString(), endTime: new Date(Date.now() + HOUR).toISOString(), ...over,
});
type Card = { id: number; title: string; gid: number | null; visible: boolean; status: number; count: number; manageable?: boolean };
const call = <T = unknown>(method: string, url: string, token: string | undefined, opts: { query?: Record<string, string | number | boolean>; body?: unknown }, lang = 'en-US') =>
  site.api<T>(method, url, { token, ...opts, lang }) as Promise<Api<T>>;

/** the answer's status and message in both languages */
async function refused(t: Pick<typeof import('tap').default, 'equal'>, make: (lang: string) => Promise<{ status: number; msg: string }>, status: number, en: string, zh: string) {
  for (const [lang, msg] of [['en-US', en], ['zh-CN', zh]] as const) {
    const r = await make(lang);
    t.equal(r.status, status, `${lang}: ${status} (got ${r.status} ${r.msg})`);
    t.equal(r.msg, msg, `${lang}: "${msg}"`);
  }
}
const ROOT_OR_CREATOR = ["Only the group's root or the contest's creator may manage this contest", '只有团队超级管理员或比赛的创建者可以管理该比赛'] as const;

let cid = 0;
let hiddenCid = 0;
t.test('a group admin creates a contest through the contest form\'s rules', async (t) => {
  const create = (token: string, body: Record<string, unknown>, lang = 'en-US') => call<Card>('POST', '/api/group/contest', token, { body }, lang);
  await refused(t, (lang) => create(member.token, { gid, ...running() }, lang), 403, "Only the group's administrators may do this", '只有团队管理员可以进行此操作');
  await refused(t, (lang) => create(stranger.token, { gid, ...running() }, lang), 403, 'Only members of this group may do this: apply to join first', '只有该团队的成员可以进行此操作，请先申请加入');
  await refused(t, (lang) => create(admin.token, { gid, ...running({ title: ' ' }) }, lang), 400, 'Contest Title is required', '比赛标题是必填项');
  await refused(t, (lang) => create(admin.token, { gid, ...running({ auth: 1, pwd: '' }) }, lang), 400, 'Contest Password is required', '比赛密码是必填项');
  const r = await create(admin.token, { gid, ...running({ title: 'Group Cup', uid: 'someone', author: 'someone' }) });
  t.equal(r.status, 200, r.msg);
  t.equal(r.msg, 'Create Successfully');
  t.same([r.data.gid, r.data.title, r.data.status], [gid, 'Group Cup', 0], 'a running contest of the group');
  cid = r.data.id;
  const row = (await site.db('contests_contest').where({ id: cid }).first('uid', 'author')) as { uid: string; author: string };
  t.same(row, { uid: admin.uid, author: 'c_admin' }, 'the creator is the caller, whatever the form said');
  const hidden = await create(owner.token, { gid, ...running({ title: 'Hidden Cup', visible: false }) });
  t.equal(hidden.status, 200, hidden.msg);
  hiddenCid = hidden.data.id;
});

t.test('members list the visible ones as cards, admins all; the site\'s lists never show them', async (t) => {
  const list = (token: string, admins = false) => call<Page<Card>>('GET', `/api/group/get-${admins ? 'admin-' : ''}contest-list`, token, { query: { gid } });
  const seen = await list(member.token);
  t.equal(seen.status, 200, seen.msg);
  t.same(seen.data.records.map((c) => c.title), ['Group Cup'], 'the hidden one is left out');
  t.same([seen.data.records[0]!.count, seen.data.records[0]!.status], [0, 0], 'cards as the contest list: the registered count, the status');
  await refused(t, async (lang) => call('GET', '/api/group/get-contest-list', stranger.token, { query: { gid } }, lang), 403, 'Only members of this group may do this: apply to join first', '只有该团队的成员可以进行此操作，请先申请加入');
  await refused(t, async (lang) => call('GET', '/api/group/get-admin-contest-list', member.token, { query: { gid } }, lang), 403, "Only the group's administrators may do this", '只有团队管理员可以进行此操作');
  const byAdmin = await list(admin.token, true);
  t.same(byAdmin.data.records.map((c) => [c.title, c.manageable]).sort(), [['Group Cup', true], ['Hidden Cup', false]], "an admin manages the contests he created");
  const byOwner = await list(owner.token, true);
  t.same(byOwner.data.records.map((c) => c.manageable), [true, true], 'the group root manages them all');
  const site1 = await call<Page<Card>>('GET', '/api/get-contest-list', member.token, { query: { limit: 100 } });
  t.notOk(site1.data.records.some((c) => c.gid === gid), "not in the site's contest list");
  const site2 = await call<Page<Card>>('GET', '/api/admin/contest/get-contest-list', siteRoot.token, { query: { limit: 100 } });
  t.notOk(site2.data.records.some((c) => c.gid === gid), "not in the site's admin contest list");
  const recent = await call<Card[]>('GET', '/api/get-recent-contest', member.token, {});
  t.notOk(recent.data.some((c) => c.gid === gid), "not on the home page's recent contests");
});

t.test('the group root or the contest\'s creator edits it and switches its visibility', async (t) => {
  const get = (token: string, lang = 'en-US') => call<{ title: string; pwd: string | null; starAccount: string[] }>('GET', '/api/group/contest', token, { query: { cid } }, lang);
  t.equal((await get(admin.token)).status, 200, 'the creator');
  t.equal((await get(owner.token)).data.title, 'Group Cup', 'the group root');
  await refused(t, (lang) => get(admin2.token, lang), 403, ...ROOT_OR_CREATOR);
  await refused(t, (lang) => get(member.token, lang), 403, ...ROOT_OR_CREATOR);
  const put = (token: string, over: Record<string, unknown>, lang = 'en-US') => call('PUT', '/api/group/contest', token, { body: { id: cid, gid, ...running(over) } }, lang);
  await refused(t, (lang) => put(admin2.token, { title: 'Taken' }, lang), 403, ...ROOT_OR_CREATOR);
  await refused(t, (lang) => put(admin.token, { type: 1 }, lang), 400, 'The contest rule type cannot be changed once the contest is created', '比赛创建后不能修改赛制');
  await refused(t, (lang) => put(admin.token, { description: '' }, lang), 400, 'Contest Description is required', '比赛描述是必填项');
  const ok = await call('PUT', '/api/group/contest', owner.token, { body: { id: cid, ...running({ title: 'Group Cup II', starAccount: ['c_admin'] }), gid: otherGid } });
  t.equal(ok.status, 200, ok.msg);
  t.equal(ok.msg, 'Update successfully');
  const row = (await site.db('contests_contest').where({ id: cid }).first('title', 'gid', 'uid')) as { title: string; gid: number; uid: string };
  t.same(row, { title: 'Group Cup II', gid, uid: admin.uid }, 'its group and creator stay');
  t.same((await get(admin.token)).data.starAccount, ['c_admin']);

  const visible = (token: string, v: boolean, c = hiddenCid, lang = 'en-US') => call('PUT', '/api/group/change-contest-visible', token, { query: { cid: c, visible: v } }, lang);
  await refused(t, (lang) => visible(admin.token, true, hiddenCid, lang), 403, ...ROOT_OR_CREATOR);
  t.equal((await visible(owner.token, true)).status, 200);
  const seen = await call<Page<Card>>('GET', '/api/group/get-contest-list', member.token, { query: { gid } });
  t.equal(seen.data.total, 2, 'now the members see it');
  t.equal((await visible(owner.token, false)).status, 200);
});

let publicPid = 0;
let groupProblemId = '';
let madePid = 0;
t.test('its problems: a new one of the group, one from the public set, one of the group by its problem id', async (t) => {
  const pub = await call<{ pid: number }>('POST', '/api/admin/problem', siteRoot.token, { body: problemBody('PUBC1') });
  t.equal(pub.status, 200, pub.msg);
  publicPid = pub.data.pid;
  const made = await call<{ problemId: string }>('POST', '/api/group/problem', admin.token, { body: { gid, ...problemBody('7001') } });
  t.equal(made.status, 200, made.msg);
  groupProblemId = made.data.problemId;
  const strangers = await call<{ problemId: string }>('POST', '/api/group/problem', stranger.token, { body: { gid: otherGid, ...problemBody('7002') } });
  t.equal(strangers.status, 200, strangers.msg);

  const newProblem = (over: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) => ({
    cid, displayId: 'A', displayTitle: 'Made here', color: '#00ff00',
    problem: { problemId: '8001', title: 'Sum again', description: 'Add them', input: 'Two numbers', output: 'Their sum', timeLimit: 1000, memoryLimit: 256, ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }], languages: [{ name: 'C++' }], isUploadTestCase: false, ...over,
  });
  const create = (token: string, body: unknown, lang = 'en-US') => call<{ pid: number; cpid: number }>('POST', '/api/group/contest-problem', token, { body }, lang);
  await refused(t, (lang) => create(admin2.token, newProblem(), lang), 403, ...ROOT_OR_CREATOR);
  await refused(t, (lang) => create(admin.token, newProblem({ samples: [] }), lang), 400, 'Add at least one test case', '请至少添加一个测试点');
  const r = await create(admin.token, newProblem());
  t.equal(r.status, 200, r.msg);
  madePid = r.data.pid;
  const written = (await site.db('problems_problem').where({ id: madePid }).first('problemId', 'gid', 'auth')) as { problemId: string; gid: number; auth: number };
  t.same(written, { problemId: `${shortName}8001`, gid, auth: 3 }, "a contest problem of the group, its id after the group's short name");
  await refused(t, (lang) => create(admin.token, newProblem({ displayId: 'Z' }, { problemId: '7001' }), lang), 400,
    `The problem ID ${shortName}7001 already exists; choose another one`, `题目 ID ${shortName}7001 已存在，请换一个`);

  const fromPublic = (body: Record<string, unknown>, lang = 'en-US') => call('POST', '/api/group/add-contest-problem-from-public', admin.token, { body: { cid, ...body } }, lang);
  await refused(t, (lang) => fromPublic({ pid: madePid, displayId: 'B' }, lang), 400, 'Only public problems of the problem set can be added', '只能添加题库中的公开题目');
  await refused(t, (lang) => fromPublic({ pid: publicPid, displayId: 'A' }, lang), 400, 'The display ID A is already used in this contest', '展示 ID A 在本比赛中已被使用');
  const added = await fromPublic({ pid: publicPid, displayId: 'B' });
  t.same([added.status, added.msg], [200, 'Add Successfully']);

  const fromGroup = (query: Record<string, string | number>, lang = 'en-US') => call('POST', '/api/group/add-contest-problem-from-group', admin.token, { query: { cid, ...query } }, lang);
  await refused(t, (lang) => fromGroup({ problemId: strangers.data.problemId, displayId: 'C' }, lang), 404, 'This problem does not exist in the group', '团队中不存在该题目');
  await refused(t, (lang) => fromGroup({ problemId: 'PUBC1', displayId: 'C' }, lang), 404, 'This problem does not exist in the group', '团队中不存在该题目');
  await refused(t, (lang) => fromGroup({ problemId: groupProblemId }, lang), 400, "The problem's display ID in the contest is required", '题目在比赛中的展示 ID 是必填项');
  t.equal((await fromGroup({ problemId: groupProblemId, displayId: 'C' })).status, 200);
  const auth = (await site.db('problems_problem').where({ problemId: groupProblemId }).first('auth')) as { auth: number };
  t.equal(auth.auth, 3, 'as in the reference, it is now a contest problem (out of the group list while it is one)');
  await refused(t, (lang) => fromGroup({ problemId: groupProblemId, displayId: 'D' }, lang), 400, 'This problem is already in the contest', '该题目已在比赛中');

  const list = await call<{ problemList: Page<{ displayId: string; problemId: string; gid: number | null }>; contestProblemMap: Record<string, { displayId: string }> }>(
    'GET', '/api/group/get-contest-problem-list', owner.token, { query: { cid } });
  t.equal(list.status, 200, list.msg);
  t.same(list.data.problemList.records.map((p) => [p.displayId, p.problemId]), [['A', `${shortName}8001`], ['B', 'PUBC1'], ['C', groupProblemId]]);
  t.equal(list.data.contestProblemMap[String(publicPid)]?.displayId, 'B');
  await refused(t, (lang) => call('GET', '/api/group/get-contest-problem-list', member.token, { query: { cid } }, lang), 403, ...ROOT_OR_CREATOR);
});

t.test('a problem\'s place, its edit (the group\'s own only) and its removal', async (t) => {
  const place = await call<{ id: number; displayId: string; displayTitle: string }>('GET', '/api/group/contest-problem', admin.token, { query: { cid, pid: publicPid } });
  t.same([place.status, place.data.displayId], [200, 'B']);
  const put = (body: Record<string, unknown>, lang = 'en-US', token = admin.token) => call('PUT', '/api/group/contest-problem', token, { body: { cid, ...body } }, lang);
  t.equal((await put({ id: place.data.id, displayId: 'B', displayTitle: 'Warm-up', color: '#ff0000' })).status, 200, 'by its id (the reference\'s ContestProblem)');
  t.equal((await put({ pid: publicPid, displayTitle: 'Warm-up 2' })).status, 200, 'or by cid and pid');
  const after = await call<{ displayTitle: string; color: string }>('GET', '/api/group/contest-problem', admin.token, { query: { cid, pid: publicPid } });
  t.same([after.data.displayTitle, after.data.color], ['Warm-up 2', '#ff0000']);
  await refused(t, (lang) => put({ pid: publicPid, displayId: 'A' }, lang), 400, 'The display ID A is already used in this contest', '展示 ID A 在本比赛中已被使用');
  await refused(t, (lang) => put({ pid: publicPid, displayId: 'X' }, lang, admin2.token), 403, ...ROOT_OR_CREATOR);

  const write = (pid: number, problemId: string, lang = 'en-US') => put({
    displayId: 'A', displayTitle: 'Made here',
    problem: { id: pid, problemId, title: 'Sum, edited', description: 'Add them', input: 'Two numbers', output: 'Their sum', timeLimit: 2000, memoryLimit: 256 },
    languages: [{ name: 'C++' }],
  }, lang);
  const edited = await write(madePid, `${shortName}8001`);
  t.equal(edited.status, 200, edited.msg);
  t.equal(((await site.db('problems_problem').where({ id: madePid }).first('title', 'timeLimit')) as { title: string; timeLimit: number }).timeLimit, 2000);
  await refused(t, (lang) => write(publicPid, 'PUBC1', lang), 403,
    "Only the group's own problems can be edited here; a problem of the public set stays as it is", '这里只能编辑本团队的题目，公共题库的题目不可修改');

  const removed = await call('DELETE', '/api/group/contest-problem', owner.token, { query: { cid, pid: publicPid } });
  t.same([removed.status, removed.msg], [200, 'Delete successfully']);
  t.ok(await site.db('problems_problem').where({ id: publicPid }).first('id'), 'the problem stays in the set');
  await refused(t, (lang) => call('GET', '/api/group/contest-problem', admin.token, { query: { cid, pid: publicPid } }, lang), 404, 'This problem is not in the contest', '该比赛题目不存在');
  t.equal((await call('POST', '/api/group/add-contest-problem-from-public', admin.token, { body: { cid, pid: publicPid, displayId: 'B' } })).status, 200, 'back for the next test');
});

t.test('its announcements: the contest form\'s rules, the root or the creator', async (t) => {
  const add = (token: string, announcement: Record<string, unknown>, lang = 'en-US') => call<{ id: number }>('POST', '/api/group/contest-announcement', token, { body: { cid, announcement } }, lang);
  await refused(t, (lang) => add(admin.token, { title: '', content: 'x' }, lang), 400, 'Announcement Title is required', '公告标题是必填项');
  await refused(t, (lang) => add(member.token, { title: 'T', content: 'x' }, lang), 403, ...ROOT_OR_CREATOR);
  const a = await add(admin.token, { title: 'Clarification', content: 'A is easy' });
  t.same([a.status, a.msg], [200, 'Create Successfully']);
  t.equal((await call('PUT', '/api/group/contest-announcement', owner.token, { body: { cid, announcement: { id: a.data.id, title: 'Clarified', content: 'A is easy', status: 0 } } })).status, 200);
  const list = await call<Page<{ title: string }>>('GET', '/api/group/get-contest-announcement-list', admin.token, { query: { cid } });
  t.same(list.data.records.map((x) => x.title), ['Clarified']);
  const seen = await call<Page<{ title: string }>>('GET', '/api/get-contest-announcement', member.token, { query: { cid } });
  t.same(seen.data.records.map((x) => x.title), ['Clarified'], 'the members read it in the contest');
  await refused(t, (lang) => call('DELETE', '/api/group/contest-announcement', admin.token, { query: { cid: hiddenCid, aid: a.data.id } }, lang), 403, ...ROOT_OR_CREATOR);
  const other = await call('DELETE', '/api/group/contest-announcement', owner.token, { query: { cid: hiddenCid, aid: a.data.id } });
  t.same([other.status, other.msg], [404, 'This announcement does not exist'], "another contest's id does not reach it");
  t.equal((await call('DELETE', '/api/group/contest-announcement', admin.token, { query: { cid, aid: a.data.id } })).status, 200);
});

t.test('a member enters the running group contest and submits; a non-member is refused', async (t) => {
  const info = await call<{ title: string }>('GET', '/api/get-contest-info', member.token, { query: { cid } });
  t.same([info.status, info.data.title], [200, 'Group Cup II']);
  const problems = await call<Array<{ displayId: string }>>('GET', '/api/get-contest-problem', member.token, { query: { cid } });
  t.same(problems.data.map((p) => p.displayId), ['A', 'B', 'C']);
  const submit = (token: string, lang = 'en-US') => call<{ submitId: number }>('POST', '/api/submit-problem-judge', token, {
    body: { pid: 'C', cid, language: 'C++', code: 'int main(){int a,b;return 0;}'.padEnd(60, ' ') },
  }, lang);
  const r = await submit(member.token);
  t.equal(r.status, 200, r.msg);
  const row = (await site.db('submissions_judge').where({ submitId: r.data.submitId }).first('cid', 'displayPid')) as { cid: number; displayPid: string };
  t.same([row.cid, row.displayPid], [cid, groupProblemId], "a submission of the contest, to the group's problem placed as C");
  await refused(t, (lang) => call('GET', '/api/get-contest-info', stranger.token, { query: { cid } }, lang), 404, 'Sorry, this contest does not exist', '对不起，该比赛不存在');
  t.equal((await submit(stranger.token)).status, 404, 'a stranger cannot submit');
  t.equal((await call('GET', '/api/get-contest-info', member.token, { query: { cid: hiddenCid } })).status, 404, 'a hidden group contest is for its admins');
});

t.test('a contest of another group is never reached through group A\'s calls', async (t) => {
  const b = await call<Card>('POST', '/api/group/contest', stranger.token, { body: { gid: otherGid, ...running({ title: 'Other Cup' }) } });
  t.equal(b.status, 200, b.msg);
  const bCid = b.data.id;
  const [ann] = (await site.db('contests_announcement').insert({ cid: bCid, uid: stranger.uid, username: 'c_stranger', title: 'B news', content: 'C' }).returning('id')) as { id: number }[];
  const siteCid = ((await call<Card>('POST', '/api/admin/contest', siteRoot.token, { body: contestForm({ title: 'Site Cup' }) })).data).id;
  const tries: Array<[string, string, { query?: Record<string, string | number | boolean>; body?: unknown }]> = [
    ['GET', '/api/group/contest', { query: { cid: bCid } }],
    ['PUT', '/api/group/contest', { body: { id: bCid, gid, ...running({ title: 'Taken' }) } }],
    ['DELETE', '/api/group/contest', { query: { cid: bCid } }],
    ['PUT', '/api/group/change-contest-visible', { query: { cid: bCid, visible: false } }],
    ['GET', '/api/group/get-contest-problem-list', { query: { cid: bCid } }],
    ['POST', '/api/group/add-contest-problem-from-public', { body: { cid: bCid, pid: publicPid, displayId: 'Z' } }],
    ['POST', '/api/group/add-contest-problem-from-group', { query: { cid: bCid, problemId: groupProblemId, displayId: 'Z' } }],
    ['GET', '/api/group/get-contest-announcement-list', { query: { cid: bCid } }],
    ['POST', '/api/group/contest-announcement', { body: { cid: bCid, announcement: { title: 'X', content: 'Y' } } }],
    ['DELETE', '/api/group/contest-announcement', { query: { cid: bCid, aid: ann!.id } }],
    ['DELETE', '/api/group/contest-announcement', { query: { cid, aid: ann!.id } }],
    ['GET', '/api/group/get-admin-contest-list', { query: { gid: otherGid } }],
    ['POST', '/api/group/contest', { body: { gid: otherGid, ...running() } }],
  ];
  for (const [method, url, opts] of tries) {
    const r = await call(method, url, owner.token, opts);
    t.ok(r.status === 403 || r.status === 404, `${method} ${url} on group B: refused (${r.status} ${r.msg})`);
  }
  const bRow = (await site.db('contests_contest').where({ id: bCid }).first('title', 'visible', 'gid')) as { title: string; visible: boolean; gid: number };
  t.same(bRow, { title: 'Other Cup', visible: true, gid: otherGid }, "B's contest unchanged");
  const count = async (table: string) => Number(((await site.db(table).where({ cid: bCid }).count({ n: '*' }))[0] as { n: string | number }).n);
  t.equal(await count('contests_announcement'), 1, "B's announcement stays");
  t.equal(await count('contests_problem'), 0, 'no problem added to B');
  await refused(t, (lang) => call('GET', '/api/group/contest', siteRoot.token, { query: { cid: siteCid } }, lang), 404, 'Sorry, this contest does not exist', '对不起，该比赛不存在');
  t.equal((await call('DELETE', '/api/group/contest', owner.token, { query: { cid: siteCid } })).status, 404, "a site contest is no group's");
});

t.test('delete: the root or the creator, and it is gone', async (t) => {
  await refused(t, (lang) => call('DELETE', '/api/group/contest', admin2.token, { query: { cid } }, lang), 403, ...ROOT_OR_CREATOR);
  const r = await call('DELETE', '/api/group/contest', admin.token, { query: { cid } });
  t.same([r.status, r.msg], [200, 'Delete successfully']);
  t.notOk(await site.db('contests_contest').where({ id: cid }).first('id'));
  t.ok(await site.db('problems_problem').where({ id: madePid }).first('id'), 'its problems stay the group\'s');
  const list = await call<Page<Card>>('GET', '/api/group/get-admin-contest-list', owner.token, { query: { gid } });
  t.same(list.data.records.map((c) => c.id), [hiddenCid]);
});

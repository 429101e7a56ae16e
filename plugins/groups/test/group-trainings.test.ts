// A group's trainings (spec 3 "Group training list", §5 "Group training form", §6, §7 "Trainings"
// under Groups; reference GroupTrainingController): made by its admins through the site training
// form's rules and messages, listed for its members with their progress, changed by the group root
// or the training's author, filled with public problems and the group's own, solved by members
// inside the training, and never reached through another group.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from '../../submissions/test/judge.ts';
import { AB, createAbProblem, until, verdict } from '../../submissions/test/helpers.ts';
import { problemBody } from '../../problems/test/helpers.ts';
import { PLUGINS, makeGroup, type Api, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('gt_boss', 'root');
const owner = await site.userWithToken('gt_owner');
const admin = await site.userWithToken('gt_admin');
const author = await site.userWithToken('gt_author');
const member = await site.userWithToken('gt_member');
const stranger = await site.userWithToken('gt_stranger');
const gid = await makeGroup(site, owner.uid, { members: { [admin.uid]: 4, [author.uid]: 4, [member.uid]: 3 } });
const otherGid = await makeGroup(site, stranger.uid, { members: { [member.uid]: 3 } });

const category = (await site.api<{ id: number }>('POST', '/api/admin/training/category', { token: root.token, body: { name: 'Group drills', color: '#19be6b' } })).data.id;
const publicPid = await createAbProblem(site, root.token, 'GTPUB1');

/** a problem of group `g` made by its owner; `auth` 2 makes it private */
async function groupProblem(token: string, g: number, id: string, auth = 1): Promise<{ pid: number; problemId: string }> {
  const r = await site.api<{ pid: number; problemId: string }>('POST', '/api/group/problem', { token, body: { gid: g, ...problemBody(id, {}, { auth }) } });
  if (r.status !== 200) throw new Error(r.msg);
  return r.data;
}
const mine = await groupProblem(owner.token, gid, '100');
const privateOne = await groupProblem(owner.token, gid, '101', 2);
const theirs = await groupProblem(stranger.token, otherGid, '100');

type Training = { id: number; title: string; gid: number | null; author: string; status: boolean; auth: string; acCount: number; problemCount: number; description: string; categoryName: string | null };
const call = <T = unknown>(token: string | undefined, method: string, url: string, opts: { body?: unknown; query?: Record<string, string | number | boolean> } = {}, lang = 'en-US') =>
  site.api<T>(method, url, { token, lang, ...opts }) as Promise<Api<T>>;
const refused = (t: { same(a: unknown, b: unknown, m: string): unknown }, r: Api, status: number, msg: string, what: string) => t.same([r.status, r.msg], [status, msg], what);
const body = (training: Record<string, unknown>, categoryId: number | null = category) =>
  ({ training: { title: 'Drills', description: 'Practise', auth: 'Public', gid, ...training }, trainingCategory: categoryId === null ? null : { id: categoryId } });
async function create(token: string, training: Record<string, unknown> = {}): Promise<number> {
  const r = await call<Training>(token, 'POST', '/api/group/training', { body: body(training) });
  if (r.status !== 200) throw new Error(r.msg);
  return r.data.id;
}
async function addFromGroup(token: string, tid: number, problemId: string) {
  return call<{ pid: number; rank: number }>(token, 'POST', '/api/group/add-training-problem-from-group', { body: { tid, problemId } });
}

t.test("a group admin creates a training through the site form's rules, in both languages", async (t) => {
  refused(t, await call(member.token, 'POST', '/api/group/training', { body: body({}) }), 403, "Only the group's administrators may do this", 'a member');
  refused(t, await call(stranger.token, 'POST', '/api/group/training', { body: body({}) }), 403, 'Only members of this group may do this: apply to join first', 'a stranger');
  const cases: Array<[string, Record<string, unknown>, number | null, string, string]> = [
    ['no title', { title: ' ' }, category, 'Title is required', '标题不能为空'],
    ['a rank too large', { rank: 2_147_483_648 }, category, 'The rank must be a whole number from 0 to 2147483647', '排序号必须是 0 到 2147483647 之间的整数'],
    ['no description', { description: '' }, category, 'Description is required', '描述不能为空'],
    ['no category', {}, null, 'Category is required', '分类不能为空'],
    ['an unknown category', {}, 99_999, 'This training category does not exist', '该训练分类不存在'],
    ['private without a password', { auth: 'Private', privatePwd: '' }, category, 'A private training needs a password', '私有训练必须设置密码'],
    ['an id on create', { id: 5 }, category, 'A new training has no id yet: leave it out', '新训练还没有编号，请不要填写'],
    ['no group', { gid: undefined }, category, 'This group does not exist', '该团队不存在'],
  ];
  for (const [what, training, categoryId, en, zh] of cases) {
    refused(t, await call(admin.token, 'POST', '/api/group/training', { body: body(training, categoryId) }), what === 'no group' ? 404 : 400, en, what);
    const r = await call(admin.token, 'POST', '/api/group/training', { body: body(training, categoryId) }, 'zh-CN');
    t.equal(r.msg, zh, `${what} (zh-CN)`);
  }
  t.equal((await site.db('trainings_training').where({ gid })).length, 0, 'nothing was saved');

  const made = await call<Training>(author.token, 'POST', '/api/group/training', { body: body({ title: 'Loops', description: 'Loops <script>alert(1)</script> and more', rank: 3, author: 'someone else' }) });
  t.same([made.status, made.msg], [200, 'Create Successfully']);
  t.match(made.data, { title: 'Loops', gid, author: 'gt_author', status: true, categoryName: 'Group drills' });
  const stored = (await site.db('trainings_training').where({ id: made.data.id }).first()) as { description: string; uid: string };
  t.notOk(stored.description.includes('<script'), "a group admin's description is sanitised");
  t.equal(stored.uid, author.uid, 'the author is the caller, whatever the body says');
});

t.test('members list the visible trainings with their progress; admins list them all', async (t) => {
  const shown = await create(owner.token, { title: 'Shown', rank: 1 });
  const hidden = await create(owner.token, { title: 'Hidden', rank: 0, status: false });
  const list = await call<Page<Training>>(member.token, 'GET', '/api/group/get-training-list', { query: { gid } });
  t.equal(list.status, 200);
  t.ok(list.data.records.some((r) => r.id === shown), 'a visible training is listed');
  t.notOk(list.data.records.some((r) => r.id === hidden), 'a hidden one is not');
  t.equal(list.data.size, 15, 'spec 3 §9: 15 per page');
  refused(t, await call(stranger.token, 'GET', '/api/group/get-training-list', { query: { gid } }), 403, 'Only members of this group may do this: apply to join first', 'a stranger');

  const adminList = await call<Page<Training & { manageable: boolean }>>(author.token, 'GET', '/api/group/get-admin-training-list', { query: { gid } });
  t.same(adminList.data.records.slice(0, 2).map((r) => [r.id, r.manageable]), [[hidden, false], [shown, false]], "the newest first, hidden ones too; the owner's are not the author's to change");
  t.ok(adminList.data.records.some((r) => r.title === 'Loops' && r.manageable), 'its own training is');
  const rootList = await call<Page<{ manageable: boolean }>>(owner.token, 'GET', '/api/group/get-admin-training-list', { query: { gid } });
  t.ok(rootList.data.records.every((r) => r.manageable), 'the group root changes them all');
  refused(t, await call(member.token, 'GET', '/api/group/get-admin-training-list', { query: { gid } }), 403, "Only the group's administrators may do this", 'a member');

  const site_ = await call<Page<Training>>(member.token, 'GET', '/api/get-training-list', { query: { keyword: 'Shown' } });
  t.equal(site_.data.total, 0, "a group's training stays out of the site's list");
  refused(t, await call(stranger.token, 'GET', '/api/get-training-detail', { query: { tid: shown } }), 404, 'Sorry, this training does not exist', "a stranger does not see it on the site's page");
});

t.test("the group root or the training's author reads, edits, shows, hides and deletes it", async (t) => {
  const tid = await create(author.token, { title: 'Mine', auth: 'Private', privatePwd: 'pw' });
  const form = await call<{ training: Training & { privatePwd: string }; trainingCategory: { id: number } }>(author.token, 'GET', '/api/group/training', { query: { tid } });
  t.match(form.data, { training: { title: 'Mine', privatePwd: 'pw', gid }, trainingCategory: { id: category } });
  refused(t, await call(admin.token, 'GET', '/api/group/training', { query: { tid } }), 403, "Only the group's root or the training's author may change it", 'another admin does not read the password');
  refused(t, await call(admin.token, 'GET', '/api/group/training', { query: { tid } }, 'zh-CN'), 403, '只有团队超级管理员或训练作者可以修改该训练', 'zh-CN');
  const edit = (token: string, training: Record<string, unknown>) => call(token, 'PUT', '/api/group/training', { body: body({ id: tid, ...training }) });
  refused(t, await edit(admin.token, { title: 'Taken' }), 403, "Only the group's root or the training's author may change it", 'another admin');
  refused(t, await edit(member.token, { title: 'Taken' }), 403, "Only the group's administrators may do this", 'a member');
  refused(t, await edit(author.token, { title: '' }), 400, 'Title is required', "the form's rules");
  t.same((await edit(author.token, { title: 'Mine, better', auth: 'Public' })).msg, 'Update successfully');
  t.same((await edit(owner.token, { title: 'Renamed by the root', auth: 'Public' })).status, 200, 'the group root');
  t.match((await call<Training>(member.token, 'GET', '/api/get-training-detail', { query: { tid } })).data, { title: 'Renamed by the root', auth: 'Public', gid });

  const status = (token: string, on: boolean) => call(token, 'PUT', '/api/group/change-training-status', { query: { tid, status: on } });
  refused(t, await status(admin.token, false), 403, "Only the group's root or the training's author may change it", 'another admin hides it');
  t.equal((await status(author.token, false)).msg, 'Update successfully');
  refused(t, await call(member.token, 'GET', '/api/get-training-detail', { query: { tid } }), 404, 'Sorry, this training does not exist', 'hidden from members');
  await status(author.token, true);
  t.equal((await call(member.token, 'GET', '/api/get-training-detail', { query: { tid } })).status, 200, 'shown again');

  refused(t, await call(admin.token, 'DELETE', '/api/group/training', { query: { tid } }), 403, "Only the group's root or the training's author may change it", 'another admin deletes');
  t.equal((await call(author.token, 'DELETE', '/api/group/training', { query: { tid } })).msg, 'Delete successfully');
  refused(t, await call(author.token, 'GET', '/api/group/training', { query: { tid } }), 404, 'Sorry, this training does not exist', 'gone');
});

t.test("a training's problems: from the public set, from the group by its id, their order, removal", async (t) => {
  const tid = await create(author.token, { title: 'Problems' });
  type Listed = { problemList: Page<{ id: number; problemId: string; rank: number | null }>; trainingProblemMap: Record<string, { pid: number; rank: number; displayId: string }> };
  refused(t, await call(admin.token, 'POST', '/api/group/add-training-problem-from-public', { body: { tid, pid: publicPid } }), 403, "Only the group's root or the training's author may change it", 'another admin');
  const pub = await call(author.token, 'POST', '/api/group/add-training-problem-from-public', { body: { tid, pid: publicPid, displayId: 'GTPUB1' } });
  t.same([pub.status, pub.msg], [200, 'Add Successfully']);
  refused(t, await call(author.token, 'POST', '/api/group/add-training-problem-from-public', { body: { tid, pid: mine.pid } }), 400, `Problem ${mine.problemId} is not a public problem; only public problems can be added to a training`, "a group's problem is not the public set's");
  refused(t, await call(author.token, 'POST', '/api/group/add-training-problem-from-public', { body: { tid, pid: publicPid } }), 400, 'Problem GTPUB1 is already in this training', 'twice');

  t.equal((await addFromGroup(author.token, tid, mine.problemId)).msg, 'Add Successfully');
  refused(t, await addFromGroup(author.token, tid, theirs.problemId), 404, `There is no problem ${theirs.problemId} in this training's group`, "another group's problem");
  refused(t, await addFromGroup(author.token, tid, 'GTPUB1'), 404, "There is no problem GTPUB1 in this training's group", 'a public problem is not the group\'s');
  refused(t, await addFromGroup(author.token, tid, privateOne.problemId), 400, `Problem ${privateOne.problemId} is not public in the group: make it public there before adding it to a training`, 'a private one stays its admins\'');
  refused(t, await addFromGroup(author.token, tid, ''), 400, "Enter the problem's ID", 'no id');
  t.equal((await addFromGroup(author.token, tid, ' ')).msg, "Enter the problem's ID", 'a blank id');
  t.equal((await call(author.token, 'POST', '/api/group/add-training-problem-from-group', { body: { tid, problemId: '' } }, 'zh-CN')).msg, '请输入题目的题号', 'zh-CN');

  const listed = await call<Listed>(author.token, 'GET', '/api/group/get-training-problem-list', { query: { tid, currentPage: 1, limit: 10 } });
  t.same(listed.data.problemList.records.map((p) => [p.problemId, p.rank]), [['GTPUB1', 1], [mine.problemId, 2]]);
  t.match(listed.data.trainingProblemMap[String(mine.pid)], { pid: mine.pid, displayId: mine.problemId, rank: 2 });
  const picker = await call<Listed>(author.token, 'GET', '/api/group/get-training-problem-list', { query: { tid, queryExisted: false, keyword: 'GTPUB', problemType: 0, cid: 0 } });
  t.same(picker.data.problemList.records, [], 'the public picker leaves out what is in already');
  refused(t, await call(admin.token, 'GET', '/api/group/get-training-problem-list', { query: { tid } }), 403, "Only the group's root or the training's author may change it", 'another admin');

  t.equal((await call(owner.token, 'PUT', '/api/group/training-problem', { body: { tid, pid: mine.pid, rank: 0 } })).msg, 'Update successfully', 'the root moves one first');
  refused(t, await call(author.token, 'PUT', '/api/group/training-problem', { body: { tid, pid: mine.pid, rank: -1 } }), 400, 'The rank must be a whole number from 0 to 2147483647', 'a bad rank');
  const seen = await call<Page<{ problemId: string }>>(member.token, 'GET', '/api/get-training-problem-list', { query: { tid } });
  t.same(seen.data.records.map((p) => p.problemId), [mine.problemId, 'GTPUB1'], 'members see the new order');

  t.equal((await call(author.token, 'DELETE', '/api/group/training-problem', { query: { tid, pid: publicPid } })).msg, 'Delete successfully');
  refused(t, await call(author.token, 'DELETE', '/api/group/training-problem', { query: { tid, pid: publicPid } }), 404, 'This problem is not in the training', 'twice');
});

t.test("a member solves a group training's problem: the progress in the group's list and the rank", async (t) => {
  const tid = await create(owner.token, { title: 'Solve it' });
  await addFromGroup(owner.token, tid, mine.problemId);
  const submit = (token: string, code: string) => call<{ submitId: number }>(token, 'POST', '/api/submit-problem-judge', { body: { tid, pid: mine.pid, language: 'Python3', code } });
  refused(t, await submit(stranger.token, AB.pyAc), 404, 'Sorry, this training does not exist', 'a stranger cannot submit in it');
  const detail = await call(member.token, 'GET', '/api/get-training-problem-details', { query: { tid, displayId: mine.problemId } });
  t.equal(detail.status, 200, "a member opens the group's problem in the training");
  const r = await submit(member.token, AB.pyAc);
  t.equal(r.status, 200, r.msg);
  t.equal((await verdict(site, r.data.submitId, member.token)).status, 0, 'accepted');
  const listed = await until(async () => {
    const l = await call<Page<Training>>(member.token, 'GET', '/api/group/get-training-list', { query: { gid } });
    const row = l.data.records.find((x) => x.id === tid);
    return row?.acCount === 1 && row;
  });
  t.match(listed, { acCount: 1, problemCount: 1 }, 'the group list shows the member\'s progress');
  const problems = await call<Page<{ myStatus: number }>>(member.token, 'GET', '/api/get-training-problem-list', { query: { tid } });
  t.same(problems.data.records.map((p) => p.myStatus), [0]);
  const rank = await call<Page<{ username: string; ac: number }>>(owner.token, 'GET', '/api/get-training-rank', { query: { tid } });
  t.same(rank.data.records.map((x) => [x.username, x.ac]), [['gt_member', 1]]);
});

t.test("a training of another group is never reached through group A's calls", async (t) => {
  const theirTraining = await create(stranger.token, { gid: otherGid, title: 'Theirs' });
  const ours = await create(owner.token, { title: 'Ours' });
  const outsider = 'Only members of this group may do this: apply to join first';
  const tries: Array<[string, string, { query?: Record<string, string | number | boolean>; body?: unknown }, number, string]> = [
    ['GET', '/api/group/get-admin-training-list', { query: { gid: otherGid } }, 403, outsider],
    ['POST', '/api/group/training', { body: body({ gid: otherGid }) }, 403, outsider],
    ['GET', '/api/group/training', { query: { tid: theirTraining } }, 403, outsider],
    // group A's id with group B's training
    ['PUT', '/api/group/training', { body: body({ id: theirTraining, gid, title: 'Taken' }) }, 403, outsider],
    // group A's training moved to group B
    ['PUT', '/api/group/training', { body: body({ id: ours, gid: otherGid, title: 'Moved' }) }, 404, 'Sorry, this training does not exist'],
    ['DELETE', '/api/group/training', { query: { tid: theirTraining } }, 403, outsider],
    ['PUT', '/api/group/change-training-status', { query: { tid: theirTraining, status: false } }, 403, outsider],
    ['GET', '/api/group/get-training-problem-list', { query: { tid: theirTraining } }, 403, outsider],
    ['POST', '/api/group/add-training-problem-from-public', { body: { tid: theirTraining, pid: publicPid } }, 403, outsider],
    ['POST', '/api/group/add-training-problem-from-group', { body: { tid: theirTraining, problemId: mine.problemId } }, 403, outsider],
    // group B's problem into group A's training
    ['POST', '/api/group/add-training-problem-from-group', { body: { tid: ours, problemId: theirs.problemId } }, 404, `There is no problem ${theirs.problemId} in this training's group`],
  ];
  for (const [method, url, opts, status, msg] of tries) {
    refused(t, await call(owner.token, method, url, opts), status, msg, `${method} ${url}`);
  }
  t.match(await site.db('trainings_training').where({ id: theirTraining }).first(), { title: 'Theirs', gid: otherGid, status: true }, 'B unchanged');
  t.match(await site.db('trainings_training').where({ id: ours }).first(), { title: 'Ours', gid }, 'A stays in A');
  // a site training is no group's
  const siteTraining = (await site.api<{ id: number }>('POST', '/api/admin/training', { token: root.token, body: { training: { title: 'Site', description: 'x' }, trainingCategory: { id: category } } })).data.id;
  refused(t, await call(owner.token, 'GET', '/api/group/training', { query: { tid: siteTraining } }), 404, 'Sorry, this training does not exist', "a site training through the group's calls");
  refused(t, await call(root.token, 'DELETE', '/api/group/training', { query: { tid: siteTraining } }), 404, 'Sorry, this training does not exist', 'even for a super admin');
});

// The training calls as users see them (spec 3 §2, §5–§7; reference §2 "Trainings"): categories,
// the list with progress, detail, password and access, problems, the training as a submission and
// problem scope, and the rank kept up to date by real verdicts: a training's own submissions, those
// made in the problem set before it existed, a rejudge by hand, problems added and removed.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from '../../submissions/test/judge.ts';
import { AB, createAbProblem, submit, until, verdict } from '../../submissions/test/helpers.ts';
import { PLUGINS, addProblem, createCategory, createTraining, type Api, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('boss', 'root');
const author = await site.userWithToken('author', 'admin');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const carol = await site.userWithToken('carol');
await site.db('users').where({ uid: alice.uid }).update({ realname: 'Alice Liddell', gender: 'female', school: 'Wonder School' });

const p1 = await createAbProblem(site, root.token, 'T100');
const p2 = await createAbProblem(site, root.token, 'T101');
const p3 = await createAbProblem(site, root.token, 'T102');
const hiddenProblem = await createAbProblem(site, root.token, 'T900', { auth: 2 });

const get = <T = unknown>(token: string | undefined, url: string, query: Record<string, string | number | boolean> = {}, lang = 'en-US') =>
  site.api<T>('GET', url, { token, query, lang }) as Promise<Api<T>>;
const post = <T = unknown>(token: string | undefined, url: string, body: unknown, lang = 'en-US') => site.api<T>('POST', url, { token, body, lang }) as Promise<Api<T>>;
const refused = (t: { equal(a: unknown, b: unknown, m: string): unknown }, r: Api, status: number, msg: string, what: string) => { t.equal(r.status, status, `${what}: status`); t.equal(r.msg, msg, `${what}: message`); };

const basics = await createCategory(site, author.token, 'Basics', '#19be6b');
const graphs = await createCategory(site, author.token, 'Graphs', '#ff9900');

interface Row { id: number; title: string; auth: string; categoryName: string | null; categoryColor: string | null; problemCount: number; acCount: number; rank: number; description: string }
interface Problem { pid: number; problemId: string; title: string; myStatus: number; ac: number; total: number; tags: unknown[] }
interface RankRow { rank: number; uid: string; username: string; realname: string | null; gender: string | null; school: string | null; ac: number; totalRunTime: number; submissionInfo: Record<string, { status: number; runTime: number | null }> }

async function trainingSubmit(token: string, tid: number, pid: number, code = AB.pyAc): Promise<Api<{ submitId: number }>> {
  return post<{ submitId: number }>(token, '/api/submit-problem-judge', { pid, tid, language: 'Python3', code });
}

t.test('the list: visible site trainings by rank, filters, progress only for the caller', async (t) => {
  const a = await createTraining(site, author.token, { title: 'List first', rank: 1 }, basics);
  const b = await createTraining(site, author.token, { title: 'List second', rank: 5, auth: 'Private', privatePwd: 'pw' }, graphs);
  await createTraining(site, author.token, { title: 'List hidden', rank: 0, status: false }, basics);
  const all = await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: 'List' });
  t.equal(all.status, 200, 'visitors may list');
  t.same(all.data.records.map((r) => r.id), [a, b], 'hidden trainings are left out; smaller rank first');
  t.same(all.data.records.map((r) => [r.categoryName, r.categoryColor]), [['Basics', '#19be6b'], ['Graphs', '#ff9900']], 'the category in its colour');
  t.equal(all.data.size, 15, 'spec 3 §9: 15 per page');
  t.same((await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: 'List', categoryId: graphs })).data.records.map((r) => r.id), [b]);
  t.same((await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: 'List', auth: 'Private' })).data.records.map((r) => r.id), [b]);
  t.same((await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: String(a) })).data.records.map((r) => r.id), [a], 'the keyword matches the id too');
  t.same((await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: 'List', categoryId: 'junk', currentPage: 'x' })).data.total, 2, 'junk filters are ignored');
  t.notOk(JSON.stringify(all.data).includes('privatePwd') || JSON.stringify(all.data).includes('"pw"'), 'the password is never answered');
  t.equal(all.data.records[0]!.description, '', 'list rows leave the introduction out');
});

t.test('detail, password and access', async (t) => {
  const priv = await createTraining(site, author.token, { title: 'Locked', auth: 'Private', privatePwd: 'open sesame' }, basics);
  const pub = await createTraining(site, author.token, { title: 'Open' }, basics);
  const hidden = await createTraining(site, author.token, { title: 'Hidden', status: false }, basics);
  await addProblem(site, author.token, priv, p1);

  refused(t, await get(undefined, '/api/get-training-detail', { tid: priv }), 401, 'Please login first!', 'visitors');
  const detail = await get<Row>(alice.token, '/api/get-training-detail', { tid: priv });
  t.equal(detail.status, 200);
  t.match(detail.data, { title: 'Locked', auth: 'Private', description: 'Practise', problemCount: 1, acCount: 0, categoryName: 'Basics' });
  refused(t, await get(alice.token, '/api/get-training-detail', { tid: hidden }), 404, 'Sorry, this training does not exist', 'hidden');
  refused(t, await get(alice.token, '/api/get-training-detail', { tid: hidden }, 'zh-CN'), 404, '对不起，该训练不存在', 'hidden (zh-CN)');
  t.equal((await get(author.token, '/api/get-training-detail', { tid: hidden })).status, 200, 'its author still sees a hidden training');
  refused(t, await get(alice.token, '/api/get-training-detail', { tid: 'abc' }), 400, 'Sorry, this training does not exist', 'a junk id');

  t.same((await get(alice.token, '/api/get-training-access', { tid: pub })).data, { access: true }, 'a public training is open');
  t.same((await get(alice.token, '/api/get-training-access', { tid: priv })).data, { access: false }, 'a private one is locked');
  t.same((await get(author.token, '/api/get-training-access', { tid: priv })).data, { access: true }, 'its author holds the key');
  refused(t, await get(alice.token, '/api/get-training-problem-list', { tid: priv }), 403, 'This training is private: enter its password on the training\'s page first', 'problems while locked');
  refused(t, await get(alice.token, '/api/get-training-rank', { tid: priv }), 403, 'This training is private: enter its password on the training\'s page first', 'rank while locked');
  refused(t, await trainingSubmit(alice.token, priv, p1), 403, 'This training is private: enter its password on the training\'s page first', 'submitting while locked');

  refused(t, await post(alice.token, '/api/register-training', { tid: priv, password: '' }), 400, 'Enter the training password', 'empty password');
  refused(t, await post(alice.token, '/api/register-training', { tid: priv, password: '   ' }, 'zh-CN'), 400, '请输入训练密码', 'blank password (zh-CN)');
  refused(t, await post(alice.token, '/api/register-training', { tid: priv }), 400, 'Enter the training password', 'no password');
  refused(t, await post(alice.token, '/api/register-training', { tid: priv, password: 'guess' }), 400, 'Wrong training password', 'wrong password');
  refused(t, await post(alice.token, '/api/register-training', { tid: pub, password: 'x' }), 400, 'This training is public; no password is needed', 'public');
  t.equal((await get(alice.token, '/api/get-training-access', { tid: priv })).data && (await get<{ access: boolean }>(alice.token, '/api/get-training-access', { tid: priv })).data.access, false, 'refusals change nothing');
  const ok = await post(alice.token, '/api/register-training', { tid: priv, password: 'open sesame' });
  t.same([ok.status, ok.msg], [200, 'Register training successfully']);
  t.same((await get(alice.token, '/api/get-training-access', { tid: priv })).data, { access: true });
  refused(t, await post(alice.token, '/api/register-training', { tid: priv, password: 'open sesame' }), 400, 'You have already unlocked this training', 'twice');
  t.equal((await get(alice.token, '/api/get-training-problem-list', { tid: priv })).status, 200, 'unlocked');
});

t.test('solving: progress and rank follow each verdict, the training\'s and the problem set\'s', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'Progress', auth: 'Private', privatePwd: 'k' }, basics);
  // bob solved T101 in the problem set before the training existed: it counts once T101 is in it
  const early = await submit(site, bob.token, p2, 'Python3', AB.pyAc);
  t.equal((await verdict(site, early)).status, 0);
  for (const pid of [p1, p2, p3]) await addProblem(site, author.token, tid, pid);
  await post(alice.token, '/api/register-training', { tid, password: 'k' });
  await post(bob.token, '/api/register-training', { tid, password: 'k' });

  const problems = await get<Page<Problem>>(alice.token, '/api/get-training-problem-list', { tid });
  t.same(problems.data.records.map((p) => p.problemId), ['T100', 'T101', 'T102'], 'in the order they were added');
  t.same(problems.data.records.map((p) => p.myStatus), [-10, -10, -10], 'nothing tried yet');
  t.equal(problems.data.records[1]!.ac, 1, 'the problem\'s AC count');

  // alice: a wrong answer then a right one on T100, a right one on T101; a wrong one on T102
  const wa = await trainingSubmit(alice.token, tid, p1, AB.pyWa);
  t.equal(wa.status, 200, 'submitting in the training once unlocked');
  t.equal((await verdict(site, wa.data.submitId)).status, -1);
  for (const [pid, code] of [[p1, AB.pyAc], [p2, AB.pyAc], [p3, AB.pyWa]] as const) {
    const r = await trainingSubmit(alice.token, tid, pid, code);
    await verdict(site, r.data.submitId);
  }
  const seen = await until(async () => {
    const d = await get<Row>(alice.token, '/api/get-training-detail', { tid });
    return d.data.acCount === 2 && d;
  });
  t.equal(seen.data.problemCount, 3, 'progress 2 of 3');
  const mine = await get<Page<Problem>>(alice.token, '/api/get-training-problem-list', { tid });
  t.same(mine.data.records.map((p) => p.myStatus), [0, 0, -1], 'accepted, accepted, tried');
  const statuses = await post<Record<string, { status: number }>>(alice.token, '/api/get-user-problem-status', { pidList: [p1, p2, p3], isContestProblemList: false, tid });
  t.same([statuses.data[p1]!.status, statuses.data[p2]!.status, statuses.data[p3]!.status], [0, 0, -1], 'the user problem status with tid: the practice status');
  const listed = await get<Page<Row>>(alice.token, '/api/get-training-list', { keyword: 'Progress' });
  t.equal(listed.data.records[0]!.acCount, 2, 'the list shows the caller\'s progress');
  t.equal((await get<Page<Row>>(undefined, '/api/get-training-list', { keyword: 'Progress' })).data.records[0]!.acCount, 0, 'visitors have none');

  const rank = await until(async () => {
    const r = await get<Page<RankRow>>(bob.token, '/api/get-training-rank', { tid });
    return r.data.records.length === 2 && r;
  });
  t.same(rank.data.records.map((r) => [r.rank, r.username, r.ac]), [[1, 'alice', 2], [2, 'bob', 1]], 'most solved first');
  const top = rank.data.records[0]!;
  t.match(top.submissionInfo, { T100: { status: 0 }, T101: { status: 0 }, T102: { status: -1, runTime: null } }, 'one cell per problem tried');
  t.ok(Number.isInteger(top.submissionInfo.T100!.runTime), 'an accepted cell has its run time');
  t.equal(top.totalRunTime, top.submissionInfo.T100!.runTime! + top.submissionInfo.T101!.runTime!, 'the total of the fastest accepted runs');
  t.equal(top.realname, null, 'real names are for the training\'s admins');
  t.match(top, { gender: 'female', school: 'Wonder School' });
  const asAdmin = await get<Page<RankRow>>(author.token, '/api/get-training-rank', { tid });
  t.equal(asAdmin.data.records[0]!.realname, 'Alice Liddell', 'its admins see real names (spec 3 §6)');
  t.equal(asAdmin.data.size, 30, 'spec 3 §9: 30 per page');
  const searched = await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid, keyword: 'bo' });
  t.same(searched.data.records.map((r) => [r.rank, r.username]), [[2, 'bob']], 'a search keeps the place');
  t.equal(searched.data.total, 1);
  t.equal((await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid, keyword: 'Liddell' })).data.total, 0, 'others cannot search by real name');
  t.equal((await get<Page<RankRow>>(author.token, '/api/get-training-rank', { tid, keyword: 'Liddell' })).data.total, 1, 'its admins can');

  // carol solves T100 in the problem set without unlocking: she is not in this private training's rank
  const c = await submit(site, carol.token, p1, 'Python3', AB.pyAc);
  await verdict(site, c);
  await until(async () => (await site.db('trainings_user').where({ tid, uid: carol.uid }).first()) as unknown);
  t.equal((await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid })).data.total, 2, 'a private training ranks those who unlocked it');
  t.equal((await get<Page<Row>>(carol.token, '/api/get-training-list', { keyword: 'Progress' })).data.records[0]!.acCount, 0, 'nor shows her progress in it before she unlocks it');
  t.equal((await get<Row>(carol.token, '/api/get-training-detail', { tid })).data.acCount, 0, 'on its page either');

  // a super admin judges alice's T101 by hand as wrong: her standing follows
  const aliceT101 = (await site.db('submissions_judge').where({ uid: alice.uid, pid: p2, status: 0 }).first('submitId')) as { submitId: number };
  const manual = await site.api('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: aliceT101.submitId, status: -1 } });
  t.equal(manual.status, 200, 'manual judge');
  await until(async () => (await get<Row>(alice.token, '/api/get-training-detail', { tid })).data.acCount === 1);
  const after = await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid });
  // both have one solved now: the faster total goes first, whichever it is
  t.same(after.data.records.map((r) => [r.username, r.ac]).sort(), [['alice', 1], ['bob', 1]], 'the rank follows a verdict changed by hand');
  t.ok(after.data.records[0]!.totalRunTime <= after.data.records[1]!.totalRunTime, 'ties on solved go by the total run time');
  t.equal(after.data.records.find((r) => r.username === 'alice')!.submissionInfo.T101!.status, -1);

  // T100 leaves the training: alice keeps T101's wrong answer and nothing solved... and T102
  const removed = await site.api('DELETE', '/api/admin/training/problem', { token: author.token, query: { tid, pid: p1 } });
  t.equal(removed.status, 200);
  const d = await get<Row>(alice.token, '/api/get-training-detail', { tid });
  t.same([d.data.acCount, d.data.problemCount], [0, 2], 'a removed problem leaves the progress');
  const left = await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid });
  t.same(left.data.records.map((r) => [r.username, r.ac]), [['bob', 1], ['alice', 0]], 'and the rank');
  t.notOk('T100' in left.data.records[1]!.submissionInfo, 'its cells are gone');
});

t.test('the training as a scope: problem pages, the problem bar, submits', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'Scope', auth: 'Private', privatePwd: 'k' }, basics);
  await addProblem(site, author.token, tid, p1);
  await addProblem(site, author.token, tid, p3);
  refused(t, await get(alice.token, '/api/get-problem-detail', { problemId: 'T100', tid }), 403, 'You do not have permission to view this problem', 'a locked training\'s problem');
  refused(t, await get(alice.token, '/api/get-training-problem-details', { tid, displayId: 'T100' }), 403, 'This training is private: enter its password on the training\'s page first', 'its detail call');
  refused(t, await get(alice.token, '/api/get-full-screen-problem-list', { tid }), 403, 'This training is private: enter its password on the training\'s page first', 'its problem bar');
  await post(alice.token, '/api/register-training', { tid, password: 'k' });
  t.equal((await get(alice.token, '/api/get-problem-detail', { problemId: 'T100', tid })).status, 200, 'open once unlocked');
  const d = await get<{ problem: { problemId: string } }>(alice.token, '/api/get-training-problem-details', { cid: tid, displayId: 'T102' });
  t.equal(d.data.problem.problemId, 'T102', 'the reference client\'s call (training id as cid)');
  refused(t, await get(alice.token, '/api/get-training-problem-details', { tid, displayId: 'T101' }), 404, 'This problem is not in the training', 'a problem outside it');
  refused(t, await get(alice.token, '/api/get-problem-detail', { problemId: 'T101', tid }), 403, 'You do not have permission to view this problem', 'a problem outside it, through the problem page');
  const bar = await get<Array<{ problemId: string }>>(alice.token, '/api/get-full-screen-problem-list', { tid });
  t.same(bar.data.map((p) => p.problemId), ['T100', 'T102'], 'the focus mode\'s bar: the training\'s problems in order');
  refused(t, await trainingSubmit(alice.token, tid, p2), 404, 'This problem is not in the training', 'submitting a problem outside it');
  refused(t, await trainingSubmit(alice.token, 999_999, p1), 404, 'Sorry, this training does not exist', 'submitting to no training');
  const byDisplay = await post<{ submitId: number }>(alice.token, '/api/submit-problem-judge', { pid: 'T102', tid, language: 'Python3', code: AB.pyAc });
  t.equal(byDisplay.status, 200, 'a submit may name the problem by its display id');
  const row = await site.db('submissions_judge').where({ submitId: byDisplay.data.submitId }).first();
  t.match(row, { tid, cid: 0, pid: p3 }, 'saved as a practice submission of the training');
  await verdict(site, byDisplay.data.submitId);
  await site.kernel.settings.update('switch', { openPublicJudge: false });
  const closed = await trainingSubmit(alice.token, tid, p1);
  const plain = await post(alice.token, '/api/submit-problem-judge', { pid: p1, language: 'Python3', code: AB.pyAc });
  t.equal(plain.status, 400, 'the public judge switch is off');
  refused(t, closed, plain.status, plain.msg, 'the public judge switch closes training submits too');
  await site.kernel.settings.update('switch', { openPublicJudge: true });

  // an admin renames T102 after it joined: the training follows the problem's new id
  await site.db('problems_problem').where({ id: p3 }).update({ problemId: 'T102R' });
  const renamed = await post<{ submitId: number }>(alice.token, '/api/submit-problem-judge', { pid: 'T102R', tid, language: 'Python3', code: AB.pyAc });
  t.equal(renamed.status, 200, 'a submit names it by its new id');
  await verdict(site, renamed.data.submitId);
  const rank = await until(async () => {
    const r = await get<Page<RankRow>>(alice.token, '/api/get-training-rank', { tid });
    return r.data.records[0]?.submissionInfo.T102R && r;
  });
  t.notOk('T102' in rank.data.records[0]!.submissionInfo, 'the rank keys its cells by the new id');
  await site.db('problems_problem').where({ id: p3 }).update({ problemId: 'T102' });
});

t.test('adding a problem that is not public is refused', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'Public only' }, basics);
  const r = await post(author.token, '/api/admin/training/add-problem-from-public', { tid, pid: hiddenProblem });
  refused(t, r, 400, 'Problem T900 is not a public problem; only public problems can be added to a training', 'a private problem');
  refused(t, await post(author.token, '/api/admin/training/add-problem-from-public', { tid, pid: hiddenProblem }, 'zh-CN'), 400, '题目 T900 不是公开题目，只能向训练添加公开题目', 'zh-CN');
  await addProblem(site, author.token, tid, p1);
  refused(t, await post(author.token, '/api/admin/training/add-problem-from-public', { tid, pid: p1 }), 400, 'Problem T100 is already in this training', 'twice');
  t.equal((await site.db('trainings_problem').where({ tid })).length, 1, 'nothing half-written');
});

// The participant's contest calls as users see them (spec 3 §2, §5–§7; reference §2 "Contests"):
// the list and home page, info, registration, problems with their counts, announcements,
// printing, the admin helper, and contest submissions judged for real through the submissions
// plugin's scope (status list, seal masking, code visibility, user problem status, last AC code).
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from '../../submissions/test/judge.ts';
import { AB, createAbProblem, verdict } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, addRecord, createContest, register, updateContest } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('boss', 'root');
const author = await site.userWithToken('author', 'admin');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const team3 = await site.userWithToken('team3');
await site.db('users').where({ uid: alice.uid }).update({ realname: 'Alice Liddell' });

// an A+B problem only for contests (auth 3), and a public one
const pA = await createAbProblem(site, root.token, 'C100', { auth: 3 });
const pB = await createAbProblem(site, root.token, 'C101', { type: 1 });

type Api = { status: number; msg: string; data: unknown; http: number };
const get = <T = unknown>(token: string | undefined, url: string, query: Record<string, string | number | boolean> = {}, lang = 'en-US') =>
  site.api<T>('GET', url, { token, query, lang });
const post = <T = unknown>(token: string | undefined, url: string, body: unknown, lang = 'en-US') => site.api<T>('POST', url, { token, body, lang });
const put = <T = unknown>(token: string | undefined, url: string, opts: { body?: unknown; query?: Record<string, string | number> } = {}, lang = 'en-US') =>
  site.api<T>('PUT', url, { token, lang, ...opts });
const refused = (t: { equal(a: unknown, b: unknown, m: string): unknown }, r: Api, status: number, msg: string, what: string) => { t.equal(r.status, status, `${what}: status`); t.equal(r.msg, msg, `${what}: message`); };

interface Row { id: number; title: string; status: number; count: number; auth: number }
interface Page<T> { records: T[]; total: number }

t.test('the contest list: visible site contests, by status then the latest start, with participants', async (t) => {
  const scheduled = await createContest(site, { uid: author.uid, title: 'List scheduled', phase: 'scheduled', auth: 1, pwd: 'pw' });
  const running = await createContest(site, { uid: author.uid, title: 'List running', phase: 'running' });
  const ended = await createContest(site, { uid: author.uid, title: 'List ended', phase: 'ended', type: 1 });
  await createContest(site, { uid: author.uid, title: 'List hidden', visible: false });
  await createContest(site, { uid: author.uid, title: 'List group', gid: 7 });
  await register(site, scheduled, alice.uid);
  await register(site, scheduled, bob.uid);

  const all = await get<Page<Row>>(undefined, '/api/get-contest-list', { keyword: 'List', limit: 10 });
  t.equal(all.status, 200, 'visitors may list');
  t.same(all.data.records.map((r) => r.title), ['List scheduled', 'List running', 'List ended'], 'hidden and group contests are left out; scheduled, running, ended');
  t.same(all.data.records.map((r) => r.status), [-1, 0, 1]);
  t.equal(all.data.records[0].count, 2, 'registered participants are counted');
  t.equal(all.data.total, 3);
  t.same((await get<Page<Row>>(undefined, '/api/get-contest-list', { keyword: 'List', status: 0 })).data.records.map((r) => r.id), [running]);
  t.same((await get<Page<Row>>(undefined, '/api/get-contest-list', { keyword: 'List', status: 1 })).data.records.map((r) => r.id), [ended]);
  t.same((await get<Page<Row>>(undefined, '/api/get-contest-list', { keyword: 'List', type: 1 })).data.records.map((r) => r.id), [ended]);
  const paged = await get<Page<Row>>(undefined, '/api/get-contest-list', { keyword: 'List', limit: 2, currentPage: 2 });
  t.same(paged.data.records.map((r) => r.id), [ended], 'paged');
  t.notOk(JSON.stringify(all.data).includes('"pwd"'), 'the password is never answered');
});

t.test('the home page: running contests and those starting within 14 days', async (t) => {
  const soon = await createContest(site, { uid: author.uid, title: 'Recent soon', phase: 'scheduled' });
  const later = await createContest(site, { uid: author.uid, title: 'Recent later', startTime: new Date(Date.now() + 20 * 86_400_000), endTime: new Date(Date.now() + 21 * 86_400_000), duration: 86400 });
  const gone = await createContest(site, { uid: author.uid, title: 'Recent gone', phase: 'ended' });
  const r = await get<Row[]>(undefined, '/api/get-recent-contest');
  t.equal(r.status, 200);
  const ids = r.data.map((c) => c.id);
  t.ok(ids.includes(soon), 'starting soon');
  t.notOk(ids.includes(later), 'not three weeks ahead');
  t.notOk(ids.includes(gone), 'not ended');
  t.ok(r.data.every((c) => c.status !== 1));
  t.same((await get(undefined, '/api/get-recent-other-contest')).data, [], 'other judges\' contests need the remote-judge plugins');
});

t.test('info and access: hidden contests are not found, admins see them', async (t) => {
  const hidden = await createContest(site, { uid: author.uid, title: 'Info hidden', visible: false });
  refused(t, await get(alice.token, '/api/get-contest-info', { cid: hidden }), 404, 'Sorry, this contest does not exist', 'hidden');
  refused(t, await get(alice.token, '/api/get-contest-info', { cid: hidden }, 'zh-CN'), 404, '对不起，该比赛不存在', 'hidden (zh-CN)');
  refused(t, await get(alice.token, '/api/get-contest-info', { cid: 99999 }), 404, 'Sorry, this contest does not exist', 'missing');
  t.equal((await get<Row>(author.token, '/api/get-contest-info', { cid: hidden })).data.title, 'Info hidden', 'its author sees it');
  t.equal((await get<Row>(root.token, '/api/get-contest-info', { cid: hidden })).status, 200, 'the super admin sees it');
  t.equal((await get(undefined, '/api/get-contest-info', { cid: hidden })).http, 401, 'login first');
  const shown = await createContest(site, { uid: author.uid, title: 'Info shown', phase: 'scheduled' });
  const info = await get<Row & { now: string; startTime: string }>(bob.token, '/api/get-contest-info', { cid: shown });
  t.equal(info.data.status, -1);
  t.ok(Math.abs(Date.parse(info.data.now) - Date.now()) < 60_000, 'the server time comes with it');
  t.same((await get(bob.token, '/api/get-contest-access', { cid: shown })).data, { access: false });
  refused(t, await get(bob.token, '/api/get-contest-access', { cid: hidden }), 404, 'Sorry, this contest does not exist', 'access to a hidden contest');
  refused(t, await get(bob.token, '/api/get-contest-access', { cid: 'x' }), 400, 'Sorry, this contest does not exist', 'not a contest id');
});

t.test('registration: password, account rule, once', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Reg', auth: 1, pwd: 'sesame' });
  const pub = await createContest(site, { uid: author.uid, title: 'Reg public' });
  refused(t, await post(alice.token, '/api/register-contest', { cid: pub, password: 'x' }), 400, 'This contest is public; no registration is needed', 'public');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: '' }), 400, 'Enter the contest password', 'empty password');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: '' }, 'zh-CN'), 400, '请输入比赛密码', 'empty password (zh-CN)');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: 'open' }), 400, 'Wrong contest password', 'wrong password');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: 'open' }, 'zh-CN'), 400, '比赛密码错误', 'wrong password (zh-CN)');
  const ok = await post(alice.token, '/api/register-contest', { cid, password: 'sesame' });
  t.equal(ok.status, 200);
  t.equal(ok.msg, 'Register contest successfully');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: 'sesame' }), 400, 'You have already registered for this contest', 'twice');
  refused(t, await post(alice.token, '/api/register-contest', { cid, password: 'sesame' }, 'zh-CN'), 400, '您已注册过该比赛，请勿重复注册', 'twice (zh-CN)');
  t.same((await get(alice.token, '/api/get-contest-access', { cid })).data, { access: true });
  t.equal((await post(bob.token, '/api/register-contest', { cid, password: 'sesame' }, 'zh-CN')).msg, '注册比赛成功');

  const limited = await createContest(site, { uid: author.uid, title: 'Reg limited', auth: 2, pwd: 'p', openAccountLimit: true, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>5</end><extra>bob</extra>' });
  refused(t, await post(alice.token, '/api/register-contest', { cid: limited, password: 'p' }), 403, 'Sorry, only accounts matching this contest\'s account rule may take part', 'outside the rule');
  refused(t, await post(alice.token, '/api/register-contest', { cid: limited, password: 'p' }, 'zh-CN'), 403, '对不起！本次比赛只允许特定账号规则的用户参赛', 'outside the rule (zh-CN)');
  t.equal((await post(team3.token, '/api/register-contest', { cid: limited, password: 'p' })).status, 200, 'team3 is in 1..5');
  t.equal((await post(bob.token, '/api/register-contest', { cid: limited, password: 'p' })).status, 200, 'bob is an extra account');
  // the rule changed after registering: the access is gone
  await updateContest(site, limited, { accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>4</start><end>5</end><extra></extra>' });
  t.same((await get(team3.token, '/api/get-contest-access', { cid: limited })).data, { access: false });
  refused(t, await post(alice.token, '/api/register-contest', { cid: 99999, password: 'p' }), 404, 'Sorry, this contest does not exist', 'missing');
});

t.test('problems: entry rules, counts from the records, hidden while sealed', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Probs', auth: 1, pwd: 'pw' });
  const cpA = await addContestProblem(site, cid, pA, 'A', 'Sum', '#f00');
  await addContestProblem(site, cid, pB, 'B', 'Score');
  await register(site, cid, alice.uid);
  await addRecord(site, { cid, uid: alice.uid, username: 'alice', pid: pA, cpid: cpA, displayId: 'A', submitId: 900001, status: 0, time: 60 });
  await addRecord(site, { cid, uid: bob.uid, username: 'bob', pid: pA, cpid: cpA, displayId: 'A', submitId: 900002, status: -1, time: 120 });
  await addRecord(site, { cid, uid: author.uid, username: 'author', pid: pA, cpid: cpA, displayId: 'A', submitId: 900003, status: 0, time: 130 });

  refused(t, await get(bob.token, '/api/get-contest-problem', { cid }), 403, 'Please register for this private contest with its password on the contest\'s home page first', 'not registered');
  refused(t, await get(bob.token, '/api/get-contest-problem', { cid }, 'zh-CN'), 403, '对不起，请先到比赛首页输入比赛密码进行注册', 'not registered (zh-CN)');
  const list = await get<Array<{ displayId: string; displayTitle: string; color: string | null; ac: number | null; total: number | null; myStatus: number; pid: number }>>(alice.token, '/api/get-contest-problem', { cid });
  t.equal(list.status, 200);
  t.same(list.data.map((p) => [p.displayId, p.displayTitle, p.color, p.ac, p.total, p.myStatus]), [['A', 'Sum', '#f00', 1, 2, -10], ['B', 'Score', null, 0, 0, -10]],
    'the author\'s own submissions are not counted; never submitted is -10');

  // sealed: the counts are a question mark for contestants, real for the author
  await updateContest(site, cid, { sealRank: true, sealRankTime: new Date(Date.now() - 60_000) });
  const sealed = await get<Array<{ ac: number | null; total: number | null }>>(alice.token, '/api/get-contest-problem', { cid });
  t.same(sealed.data.map((p) => [p.ac, p.total]), [[null, null], [null, null]]);
  const real = await get<Array<{ ac: number | null; total: number | null }>>(author.token, '/api/get-contest-problem', { cid });
  t.same(real.data[0], { ...real.data[0], ac: 1, total: 2 }, 'the contest admin sees the real counts');

  const soon = await createContest(site, { uid: author.uid, title: 'Probs soon', phase: 'scheduled' });
  await addContestProblem(site, soon, pA, 'A');
  refused(t, await get(alice.token, '/api/get-contest-problem', { cid: soon }), 403, 'The contest has not started yet; you cannot enter it', 'scheduled');
  refused(t, await get(alice.token, '/api/get-contest-problem', { cid: soon }, 'zh-CN'), 403, '比赛还未开始，您无权访问该比赛', 'scheduled (zh-CN)');
  t.equal((await get(author.token, '/api/get-contest-problem', { cid: soon })).status, 200, 'its admin prepares it before the start');
});

t.test('problem details: the problem page\'s answer with the contest\'s id and title', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Details', auth: 2, pwd: 'pw' });
  const cpA = await addContestProblem(site, cid, pA, 'A', 'Contest Sum');
  await addRecord(site, { cid, uid: bob.uid, username: 'bob', pid: pA, cpid: cpA, displayId: 'A', submitId: 900010, status: -1, time: 10 });
  await addRecord(site, { cid, uid: bob.uid, username: 'bob', pid: pA, cpid: cpA, displayId: 'A', submitId: 900011, status: 0, time: 20 });
  const r = await get<{ problem: { problemId: string; title: string; description: string; timeLimit: number }; problemCount: { total: number; ac: number; wa: number }; languages: string[]; myStatus: number }>(
    bob.token, '/api/get-contest-problem-details', { cid, displayId: 'A' });
  t.equal(r.status, 200, 'a protected contest is open to view');
  t.equal(r.data.problem.problemId, 'A');
  t.equal(r.data.problem.title, 'Contest Sum');
  t.equal(r.data.problem.description, 'Add two numbers');
  t.same(r.data.languages, ['C++', 'Python3']);
  t.same([r.data.problemCount.total, r.data.problemCount.ac, r.data.problemCount.wa], [2, 1, 1], 'counts inside the contest');
  t.equal(r.data.myStatus, -10);
  refused(t, await get(bob.token, '/api/get-contest-problem-details', { cid, displayId: 'Z' }), 404, 'This problem is not in the contest', 'unknown display id');
  refused(t, await get(bob.token, '/api/get-contest-problem-details', { cid, displayId: 'Z' }, 'zh-CN'), 404, '该比赛题目不存在', 'unknown display id (zh-CN)');
  // the problem bank keeps a contest-only problem hidden, the contest scope shows it
  t.equal((await get(bob.token, '/api/get-problem-detail', { problemId: 'C100' })).status, 403, 'hidden from the bank');
  t.equal((await get(bob.token, '/api/get-problem-detail', { problemId: 'C100', cid })).status, 200, 'shown in its contest');
  const bar = await get<Array<{ problemId: string; title: string }>>(bob.token, '/api/get-full-screen-problem-list', { cid });
  t.same(bar.data.map((p) => [p.problemId, p.title]), [['A', 'Contest Sum']], 'the focus mode\'s problem bar');
});

t.test('announcements: visible ones, newest first, and the unread ones', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'News' });
  const ids: number[] = [];
  for (const [title, status] of [['First', 0], ['Hidden', 1], ['Second', 0]] as const) {
    const [row] = await site.db('contests_announcement').insert({ cid, title, content: `${title} news`, uid: author.uid, username: 'author', status }).returning('id');
    ids.push((row as { id: number }).id);
  }
  const page = await get<Page<{ title: string }>>(alice.token, '/api/get-contest-announcement', { cid });
  t.same(page.data.records.map((a) => a.title), ['Second', 'First']);
  t.equal(page.data.total, 2);
  const unread = await post<Array<{ title: string }>>(alice.token, '/api/get-contest-not-read-announcement', { cid, readAnnouncementList: [ids[0]] });
  t.same(unread.data.map((a) => a.title), ['Second']);
  const soon = await createContest(site, { uid: author.uid, title: 'News soon', phase: 'scheduled' });
  refused(t, await get(alice.token, '/api/get-contest-announcement', { cid: soon }), 403, 'The contest has not started yet; you cannot enter it', 'scheduled');
  const priv = await createContest(site, { uid: author.uid, title: 'News private', auth: 1, pwd: 'pw' });
  refused(t, await post(alice.token, '/api/get-contest-not-read-announcement', { cid: priv, readAnnouncementList: [] }), 403, 'Please register for this private contest with its password on the contest\'s home page first', 'private, not registered');
});

t.test('printing: while running, at least 50 characters, for the contest admins to print', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Print', openPrint: true });
  const closed = await createContest(site, { uid: author.uid, title: 'Print closed' });
  const over = await createContest(site, { uid: author.uid, title: 'Print over', openPrint: true, phase: 'ended' });
  const text = 'int main() { return 0; } // please print this for me, thanks!';
  refused(t, await post(alice.token, '/api/submit-print-text', { cid, content: '   ' }), 400, 'Content cannot be empty', 'blank');
  refused(t, await post(alice.token, '/api/submit-print-text', { cid, content: '' }, 'zh-CN'), 400, '内容不能为空', 'empty (zh-CN)');
  refused(t, await post(alice.token, '/api/submit-print-text', { cid, content: 'short' }), 400, 'The number of content cannot be less than 50', 'short');
  refused(t, await post(alice.token, '/api/submit-print-text', { cid, content: 'short' }, 'zh-CN'), 400, '内容的字数不能少于50', 'short (zh-CN)');
  refused(t, await post(alice.token, '/api/submit-print-text', { cid: closed, content: text }), 400, 'Printing is not open in this contest', 'closed');
  refused(t, await post(alice.token, '/api/submit-print-text', { cid: over, content: text }), 403, 'Print jobs can only be sent while the contest is running', 'ended');
  const sent = await post(alice.token, '/api/submit-print-text', { cid, content: text });
  t.equal(sent.status, 200);
  t.equal(sent.msg, 'Submit code successfully');
  const again = await post(alice.token, '/api/submit-print-text', { cid, content: text });
  t.equal(again.status, 400, 'one job every 30 seconds');
  t.match(again.msg, /^One print job every 30 seconds; please try again in \d+ seconds$/);

  refused(t, await get(alice.token, '/api/get-contest-print', { cid }), 403, 'Only this contest\'s administrators may do this', 'a contestant');
  refused(t, await get(alice.token, '/api/get-contest-print', { cid }, 'zh-CN'), 403, '只有该比赛的管理员可以进行此操作', 'a contestant (zh-CN)');
  const jobs = await get<Page<{ id: number; username: string; realname: string | null; status: number }>>(author.token, '/api/get-contest-print', { cid });
  t.same(jobs.data.records.map((j) => [j.username, j.realname, j.status]), [['alice', 'Alice Liddell', 0]]);
  const id = jobs.data.records[0].id;
  const file = await site.api('GET', '/api/file/download-contest-print-text', { token: author.token, query: { id } });
  t.equal(file.raw, text, 'the text file');
  t.match(String(file.headers['content-type']), /^text\/plain/);
  t.equal((await site.api('GET', '/api/file/download-contest-print-text', { token: alice.token, query: { id } })).status, 403, 'not for contestants');
  refused(t, await put(alice.token, '/api/check-contest-print-status', { query: { id, cid } }), 403, 'Only this contest\'s administrators may do this', 'check by a contestant');
  t.equal((await put(author.token, '/api/check-contest-print-status', { query: { id, cid } })).msg, 'Update successfully');
  t.equal((await get<Page<{ status: number }>>(root.token, '/api/get-contest-print', { cid })).data.records[0].status, 1, 'printed');
  refused(t, await put(author.token, '/api/check-contest-print-status', { query: { id, cid: closed } }), 404, 'This print job does not exist', 'another contest\'s job');
  refused(t, await get(author.token, '/api/file/download-contest-print-text', { id: 1_000_000 }), 404, 'This print job does not exist', 'no such job');
  refused(t, await get(author.token, '/api/get-contest-print', { cid: 99999 }), 404, 'Sorry, this contest does not exist', 'no such contest');
});

t.test('AC info: accepted records for balloons, unchecked first', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Balloons' });
  const cpA = await addContestProblem(site, cid, pA, 'A');
  const first = await addRecord(site, { cid, uid: alice.uid, username: 'alice', pid: pA, cpid: cpA, displayId: 'A', submitId: 900020, status: 0, time: 30, firstBlood: true });
  await addRecord(site, { cid, uid: bob.uid, username: 'bob', pid: pA, cpid: cpA, displayId: 'A', submitId: 900021, status: -1, time: 40 });
  await addRecord(site, { cid, uid: bob.uid, username: 'bob', pid: pA, cpid: cpA, displayId: 'A', submitId: 900022, status: 0, time: 50 });
  refused(t, await get(bob.token, '/api/get-contest-ac-info', { cid }), 403, 'Only this contest\'s administrators may do this', 'a contestant');
  const list = await get<Page<{ id: number; username: string; realname: string | null; firstBlood: boolean; checked: boolean; displayId: string }>>(author.token, '/api/get-contest-ac-info', { cid });
  t.same(list.data.records.map((r) => [r.username, r.realname, r.firstBlood, r.checked, r.displayId]), [['alice', 'Alice Liddell', true, false, 'A'], ['bob', null, false, false, 'A']]);
  t.equal((await put(author.token, '/api/check-contest-ac-info', { body: { id: first, cid, checked: true } })).status, 200);
  const after = await get<Page<{ username: string; checked: boolean }>>(author.token, '/api/get-contest-ac-info', { cid });
  t.same(after.data.records.map((r) => [r.username, r.checked]), [['bob', false], ['alice', true]], 'handed-out balloons go last');
  refused(t, await put(bob.token, '/api/check-contest-ac-info', { body: { id: first, cid, checked: false } }), 403, 'Only this contest\'s administrators may do this', 'check by a contestant');
  refused(t, await put(author.token, '/api/check-contest-ac-info', { body: { id: 1_000_000, cid, checked: false } }), 404, 'This accepted submission is not in the contest', 'unknown');
});

interface Sub { submitId: number; status: number; score: number | null; time: number | null; code: string | null; displayId: string | null; title: string; uid: string; username: string }
const submitTo = (token: string, cid: number, pid: number | string, code = AB.cppAc, lang = 'en-US') =>
  site.api<Sub>('POST', '/api/submit-problem-judge', { token, body: { pid, cid, language: 'C++', code }, lang });

t.test('contest submissions: judged for real, listed, and shown by the contest\'s rules', async (t) => {
  const cid = await createContest(site, { uid: author.uid, title: 'Judge', auth: 2, pwd: 'pw' });
  const priv0 = await createContest(site, { uid: author.uid, title: 'Judge other' });
  await addContestProblem(site, cid, pA, 'A', 'Contest Sum');
  await addContestProblem(site, cid, pB, 'B', 'Contest Score');
  refused(t, await submitTo(bob.token, cid, 'A'), 403, 'Please register for this contest before submitting', 'protected, not registered');
  refused(t, await submitTo(bob.token, cid, 'A', AB.cppAc, 'zh-CN'), 403, '对不起，请你先注册该比赛再提交代码', 'protected, not registered (zh-CN)');
  await register(site, cid, bob.uid);
  await register(site, cid, alice.uid);
  refused(t, await submitTo(bob.token, cid, 'Z'), 404, 'This problem is not in the contest', 'unknown problem');
  refused(t, await submitTo(bob.token, cid, pA + 1000), 404, 'This problem is not in the contest', 'a problem of no contest');

  const sent = await submitTo(bob.token, cid, 'A');
  t.equal(sent.status, 200, sent.msg);
  t.equal(sent.data.displayId, 'A');
  const byPid = await submitTo(alice.token, cid, pA, AB.cppWa);
  t.equal(byPid.status, 200, 'the problem id works too');
  const seen = await verdict(site, sent.data.submitId, bob.token);
  t.equal(seen.status, 0, 'accepted by the real judge');
  t.equal((await verdict(site, byPid.data.submitId, alice.token)).status, -1, 'wrong answer');

  // code: the owner and the contest's admins, never other contestants
  t.equal((await site.api<{ submission: Sub }>('GET', '/api/get-submission-detail', { token: alice.token, query: { submitId: sent.data.submitId } })).data.submission.code, null);
  t.equal((await site.api<{ submission: Sub }>('GET', '/api/get-submission-detail', { token: author.token, query: { submitId: sent.data.submitId } })).data.submission.code, AB.cppAc);

  const list = await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: false, containsEnd: true });
  t.equal(list.status, 200);
  t.same(list.data.records.map((r) => [r.username, r.displayId, r.title]), [['alice', 'A', 'Contest Sum'], ['bob', 'A', 'Contest Sum']]);
  t.equal(list.data.records[1].time, null, 'others\' run time is hidden while running');
  t.not(list.data.records[0].time, null, 'one\'s own is shown');
  t.same((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: false, onlyMine: true })).data.records.map((r) => r.username), ['alice']);
  t.same((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: false, problemID: 'B' })).data.total, 0);
  t.same((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: false, status: 0 })).data.records.map((r) => r.username), ['bob']);
  t.same((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: true })).data.total, 0, 'nothing before the start');
  t.equal((await get<Page<Sub>>(author.token, '/api/contest-submissions', { contestID: cid, beforeContestSubmit: false })).data.records[1].time !== null, true, 'the contest admin sees usage');

  // the contest's statuses through the problems plugin, and the last accepted code
  const statuses = await post<Record<string, { status: number; score: number | null }>>(bob.token, '/api/get-user-problem-status', { pidList: [pA, pB], isContestProblemList: true, cid });
  t.same(statuses.data[pA].status, 0);
  t.same(statuses.data[pB].status, -10);
  const practice = await post<Record<string, { status: number }>>(bob.token, '/api/get-user-problem-status', { pidList: [pA] });
  t.equal(practice.data[pA].status, -10, 'contest submissions are not practice');
  t.equal((await get<{ code: string }>(bob.token, '/api/get-last-ac-code', { pid: pA, cid })).data.code, AB.cppAc);
  t.equal((await get(bob.token, '/api/get-last-ac-code', { pid: pA })).status, 400, 'none outside the contest');
  const probs = await get<Array<{ displayId: string; myStatus: number }>>(bob.token, '/api/get-contest-problem', { cid });
  t.same(probs.data.map((p) => [p.displayId, p.myStatus]), [['A', 0], ['B', -10]]);
  const mine = await get<{ myStatus: number }>(bob.token, '/api/get-contest-problem-details', { cid, displayId: 'A' });
  t.equal(mine.data.myStatus, 0);

  const polled = await post<Record<string, Sub>>(alice.token, '/api/check-contest-submissions-status', { cid, submitIds: [sent.data.submitId, byPid.data.submitId] });
  t.same(Object.values(polled.data).map((r) => [r.username, r.displayId, r.status, r.time === null]).sort(), [['alice', 'A', -1, false], ['bob', 'A', 0, true]], 'polled as the list shows them');
  t.same((await post<Record<string, Sub>>(alice.token, '/api/check-contest-submissions-status', { cid: priv0, submitIds: [sent.data.submitId] })).data, {}, 'only the contest\'s own rows');
  // the list's generic status call with the contest answers the same (a page polling its contest rows)
  const generic = await post<Record<string, Sub>>(alice.token, '/api/check-submissions-status', { cid, submitIds: [sent.data.submitId, byPid.data.submitId] });
  t.same(generic.data, polled.data, 'check-submissions-status with a cid keeps others\' usage hidden too');
  const visitorPoll = await site.api('POST', '/api/check-submissions-status', { body: { cid, submitIds: [sent.data.submitId] }, lang: 'en-US' });
  t.same([visitorPoll.status, visitorPoll.msg], [401, 'Please login first!'], 'a contest\'s rows need a login');
  refused(t, await get(bob.token, '/api/contest-submissions', { contestID: 99999, beforeContestSubmit: false }), 404, 'Sorry, this contest does not exist', 'missing contest');
  const priv = await createContest(site, { uid: author.uid, title: 'Judge private', auth: 1, pwd: 'pw' });
  refused(t, await get(bob.token, '/api/contest-submissions', { contestID: priv, beforeContestSubmit: false }), 403, 'Please register for this private contest with its password on the contest\'s home page first', 'private');
});

t.test('submitting by phase: scheduled for admins only, ended only with allowEndSubmit', async (t) => {
  const soon = await createContest(site, { uid: author.uid, title: 'Phase soon', phase: 'scheduled' });
  await addContestProblem(site, soon, pA, 'A');
  refused(t, await submitTo(alice.token, soon, 'A'), 403, 'The contest has not started yet; you cannot enter it', 'scheduled');
  const tried = await submitTo(author.token, soon, 'A');
  t.equal(tried.status, 200, 'its admin tries the problems before the start');
  await verdict(site, tried.data.submitId, author.token);
  t.same((await get<Page<Sub>>(author.token, '/api/contest-submissions', { contestID: soon, beforeContestSubmit: true })).data.records.map((r) => r.submitId), [tried.data.submitId], 'before-the-start submissions');

  const over = await createContest(site, { uid: author.uid, title: 'Phase over', phase: 'ended' });
  await addContestProblem(site, over, pA, 'A');
  refused(t, await submitTo(alice.token, over, 'A'), 403, 'The contest has ended; submissions are closed', 'ended');
  refused(t, await submitTo(alice.token, over, 'A', AB.cppAc, 'zh-CN'), 403, '比赛已结束，不可再提交', 'ended (zh-CN)');
  refused(t, await submitTo(author.token, over, 'A'), 403, 'The contest has ended; submissions are closed', 'ended, even for its admin');
  const open = await createContest(site, { uid: author.uid, title: 'Phase open end', phase: 'ended', allowEndSubmit: true });
  await addContestProblem(site, open, pA, 'A');
  const late = await submitTo(alice.token, open, 'A');
  t.equal(late.status, 200, 'after the end with allowEndSubmit');
  await verdict(site, late.data.submitId, alice.token);
  t.equal((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: open, beforeContestSubmit: false, containsEnd: false })).data.total, 0, 'after-contest submissions only with containsEnd');
  t.equal((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: open, beforeContestSubmit: false, containsEnd: true })).data.total, 1);
  const hidden = await createContest(site, { uid: author.uid, title: 'Phase hidden', visible: false });
  await addContestProblem(site, hidden, pA, 'A');
  refused(t, await submitTo(alice.token, hidden, 'A'), 404, 'Sorry, this contest does not exist', 'hidden');
});

t.test('seals: OI results are -5 to other contestants, ACM rows after the seal are theirs alone', async (t) => {
  const oi = await createContest(site, { uid: author.uid, title: 'Seal OI', type: 1, phase: 'sealed' });
  await addContestProblem(site, oi, pB, 'A');
  const sent = await submitTo(bob.token, oi, 'A');
  t.equal(sent.status, 200, sent.msg);
  const own = await verdict(site, sent.data.submitId, bob.token);
  t.equal(own.status, 0, 'the author sees the result');
  t.equal(own.score, 100);
  const other = (await site.api<{ submission: Sub }>('GET', '/api/get-submission-detail', { token: alice.token, query: { submitId: sent.data.submitId } })).data.submission;
  t.equal(other.status, -5, 'another contestant sees Submitted, unknown result');
  t.same([other.score, other.time], [null, null], 'without its score and run time');
  const row = (await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: oi, beforeContestSubmit: false })).data.records[0];
  t.same([row.status, row.score], [-5, null], 'in the status list too, without the score');
  t.equal((await get<Page<Sub>>(author.token, '/api/contest-submissions', { contestID: oi, beforeContestSubmit: false })).data.records[0].status, 0, 'the contest admin sees it');

  const acm = await createContest(site, { uid: author.uid, title: 'Seal ACM', phase: 'sealed' });
  await addContestProblem(site, acm, pA, 'A');
  const mine = await submitTo(bob.token, acm, 'A');
  await verdict(site, mine.data.submitId, bob.token);
  t.equal((await get<Page<Sub>>(bob.token, '/api/contest-submissions', { contestID: acm, beforeContestSubmit: false })).data.total, 1, 'one\'s own after the seal');
  t.equal((await get<Page<Sub>>(alice.token, '/api/contest-submissions', { contestID: acm, beforeContestSubmit: false })).data.total, 0, 'not others\'');
  for (const url of ['/api/check-contest-submissions-status', '/api/check-submissions-status']) {
    t.same((await post<Record<string, Sub>>(alice.token, url, { cid: acm, submitIds: [mine.data.submitId] })).data, {}, `${url}: another's row after the seal is not polled either`);
  }
  t.equal((await get<Page<Sub>>(author.token, '/api/contest-submissions', { contestID: acm, beforeContestSubmit: false })).data.total, 1, 'the contest admin sees all');
});

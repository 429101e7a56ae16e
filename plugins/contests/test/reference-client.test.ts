// Issue 30: the contest calls as the reference's own web client makes them. Its ids come from the
// route (`this.$route.params.contestID`: text), its forms are sent whole, its outside scoreboard
// asks for the problem columns without a login, and its contest problem edit page names the
// problem alone. Each call here is made as that client sends it, and answers what it answers us.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, createContest, register } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('refroot', 'root');
// the contests' author holds the admin role (the admin area's door), as an organiser does
const author = await site.userWithToken('refauthor', 'admin');
const otherAdmin = await site.userWithToken('refadmin', 'admin');
const alice = await site.userWithToken('refalice');
const stranger = await site.userWithToken('refstranger');
const pid = await createAbProblem(site, root.token, 'R100', { auth: 3 });
// a private contest whose public scoreboard is open, and one whose is closed
const open = await createContest(site, { uid: author.uid, author: 'refauthor', title: 'Open board', auth: 1, pwd: 'pw', openRank: true });
const closed = await createContest(site, { uid: author.uid, author: 'refauthor', title: 'Closed board', auth: 1, pwd: 'pw', openRank: false });
for (const cid of [open, closed]) {
  await addContestProblem(site, cid, pid, 'A', 'Sum', '#ff0000');
  await register(site, cid, alice.uid);
}

/** the languages as the reference's form holds them: its language rows, checked */
const LANGS = [{ id: 2, name: 'C++', contentType: 'text/x-c++src', oj: 'ME', seq: 0 }, { id: 5, name: 'Python3', oj: 'ME', seq: 0 }];

type Column = { displayId: string; displayTitle: string; color: string | null; ac: number | null; total: number | null; myStatus: number };

t.test('the board of a contestant, with the contest id as text', async (t) => {
  // ContestRank.vue: { currentPage, limit, cid: this.$route.params.contestID, forceRefresh, removeStar, concernedList, keyword, containsEnd }
  const body = { currentPage: 1, limit: 50, cid: String(open), forceRefresh: false, removeStar: false, concernedList: [], keyword: null, containsEnd: false };
  const rank = await site.api<{ total: number; records: unknown[] }>('POST', '/api/get-contest-rank', { token: alice.token, body, lang: 'en-US' });
  t.equal(rank.status, 200, rank.msg);
  t.equal(rank.data.total, 0, 'the board of the contest named, nobody judged yet');
  const flags = await site.api('POST', '/api/get-contest-rank', { token: alice.token, body: { ...body, forceRefresh: 'false', removeStar: 'true', currentPage: '1', limit: '50' } });
  t.equal(flags.status, 200, 'page, size and flags as text too');
  const wrong = await site.api('POST', '/api/get-contest-rank', { token: alice.token, body: { ...body, cid: `${open}x` }, lang: 'en-US' });
  t.same([wrong.status, wrong.msg], [400, 'Sorry, this contest does not exist'], 'text that is not an id is still no contest');
});

t.test('the outside scoreboard, with the contest id as text, for a visitor', async (t) => {
  const board = await site.api<{ total: number }>('POST', '/api/get-contest-outside-scoreboard', { body: { currentPage: '1', limit: '30', cid: String(open), removeStar: false, concernedList: null, containsEnd: false }, lang: 'en-US' });
  t.equal(board.status, 200, board.msg);
  const info = await site.api<{ contest: { title: string } }>('GET', '/api/get-contest-outsize-info', { query: { cid: String(open) } });
  t.equal(info.data.contest.title, 'Open board');
});

t.test("the outside scoreboard's problem columns, without a login", async (t) => {
  const visitor = await site.api<Column[]>('GET', '/api/get-contest-problem', { query: { cid: String(open), containsEnd: 'false' }, lang: 'en-US' });
  t.equal(visitor.status, 200, visitor.msg);
  t.match(visitor.data, [{ displayId: 'A', displayTitle: 'Sum', color: '#ff0000', ac: null, total: null, myStatus: -10 }], 'the columns, and no counts or status of anyone');
  const notRegistered = await site.api<Column[]>('GET', '/api/get-contest-problem', { token: stranger.token, query: { cid: open } });
  t.match(notRegistered.data, [{ displayId: 'A', ac: null, total: null }], 'a logged-in user who has not registered sees the same columns');
  const contestant = await site.api<Column[]>('GET', '/api/get-contest-problem', { token: alice.token, query: { cid: open } });
  t.match(contestant.data, [{ displayId: 'A', ac: 0, total: 0 }], 'a contestant still gets the counts');
  // a closed board gives a visitor nothing: the login is asked for, as before
  const shut = await site.api('GET', '/api/get-contest-problem', { query: { cid: closed }, lang: 'en-US' });
  t.same([shut.http, shut.status, shut.msg], [401, 401, 'Please login first!']);
  const shutZh = await site.api('GET', '/api/get-contest-problem', { query: { cid: closed } });
  t.equal(shutZh.msg, '请先登录！');
  const shutUser = await site.api('GET', '/api/get-contest-problem', { token: stranger.token, query: { cid: closed }, lang: 'en-US' });
  t.same([shutUser.status, shutUser.msg], [403, "Please register for this private contest with its password on the contest's home page first"]);
});

t.test('the contest problem edit page names the problem alone, and saves the row it loaded', async (t) => {
  // admin/contest/Problem.vue: api.admin_getContestProblem(this.$route.params.problemId) → ?pid=
  const page = await site.api<Record<string, unknown> & { problemId: string; cid: number; title: string }>('GET', '/api/admin/contest/problem', { token: author.token, query: { pid: String(pid) }, lang: 'en-US' });
  t.equal(page.status, 200, page.msg);
  t.match(page.data, { problemId: 'R100', cid: closed, id: pid }, "the problem's row, as the page loads it into its form, with the newest of its contests the caller manages");
  // the page saves the row it loaded, edited, inside its ProblemDTO (Problem.vue submit())
  const save = await site.api('PUT', '/api/admin/contest/problem', {
    token: author.token, lang: 'en-US',
    body: { changeModeCode: false, problem: { ...page.data, title: 'Sum, edited', timeLimit: '2000', gmtCreate: '2024-03-01T08:00:00.000+00:00', spjCompileOk: false, uploadTestcaseDir: '', testCaseScore: [] }, codeTemplates: [], tags: [], languages: LANGS, isUploadTestCase: false, uploadTestcaseDir: '', judgeMode: 'default', changeJudgeCaseMode: false },
  });
  t.equal(save.status, 200, save.msg);
  const again = await site.api<{ title: string; timeLimit: number }>('GET', '/api/admin/contest/problem', { token: author.token, query: { pid } });
  t.match(again.data, { title: 'Sum, edited', timeLimit: 2000 }, 'saved, the time limit sent as text read as the number');
  const noContest = { ...page.data } as Record<string, unknown>;
  delete noContest.cid;
  const saveBare = await site.api('PUT', '/api/admin/contest/problem', { token: author.token, body: { problem: { ...noContest, title: 'Sum' }, languages: LANGS, judgeMode: 'default' }, lang: 'en-US' });
  t.equal(saveBare.status, 200, `a row without its contest is saved through the contest it is in: ${saveBare.msg}`);
  const stranger = await site.api('PUT', '/api/admin/contest/problem', { token: otherAdmin.token, body: { problem: { ...noContest, title: 'Taken' }, languages: LANGS, judgeMode: 'default' }, lang: 'en-US' });
  t.same([stranger.status, stranger.msg], [403, "Only this contest's administrators may do this"], 'not by someone who manages none of its contests');
  const rootPage = await site.api('GET', '/api/admin/contest/problem', { token: root.token, query: { pid } });
  t.equal(rootPage.status, 200, 'the super admin too');
  const other = await site.api('GET', '/api/admin/contest/problem', { token: otherAdmin.token, query: { pid }, lang: 'en-US' });
  t.same([other.status, other.msg], [403, "Only this contest's administrators may do this"], "an admin who manages none of the problem's contests is refused");
  const loose = await createAbProblem(site, root.token, 'R200');
  const none = await site.api('GET', '/api/admin/contest/problem', { token: root.token, query: { pid: loose }, lang: 'en-US' });
  t.equal(none.status, 404, 'a problem in no contest is no contest problem');
  const named = await site.api<{ problem: { problemId: string; title: string } }>('GET', '/api/admin/contest/problem', { token: author.token, query: { cid: closed, pid } });
  t.match(named.data.problem, { problemId: 'R100' }, 'our own client, naming the contest, gets the problem page as before');
});

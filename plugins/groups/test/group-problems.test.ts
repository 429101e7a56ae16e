// A group's problems (spec 3 "Group problem tab", §4 apply to public, §5 the form, §6 who): made by
// its admins through the bank's own form rules, seen and solved by its members inside the group,
// never by others, and published to the main set once a problem admin approves.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { problemBody, upload, zipOf } from '../../problems/test/helpers.ts';
import { PLUGINS, makeGroup, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const owner = await site.userWithToken('p_owner');
const admin = await site.userWithToken('p_admin');
const member = await site.userWithToken('p_member');
const stranger = await site.userWithToken('p_stranger');
const examiner = await site.userWithToken('p_examiner', 'problem_admin');
const gid = await makeGroup(site, owner.uid, { members: { [admin.uid]: 4, [member.uid]: 3 } });
const shortName = ((await site.db('groups_group').where({ id: gid }).first('shortName')) as { shortName: string }).shortName;
const otherGid = await makeGroup(site, stranger.uid);

type Saved = { pid: number; problemId: string };
const create = (token: string, problemId: string, extra: Record<string, unknown> = {}, problem: Record<string, unknown> = {}, g = gid) =>
  site.api<Saved>('POST', '/api/group/problem', { token, body: { gid: g, ...problemBody(problemId, extra, problem) }, lang: 'en-US' });

let pid = 0;
let problemId = '';
t.test('a group admin creates a problem: the form\'s rules, the short name before its id', async (t) => {
  t.equal((await create(member.token, '1001')).msg, "Only the group's administrators may do this");
  t.equal((await create(admin.token, '1001', {}, { title: '' })).msg, 'The title cannot be empty', "the bank's rules and messages");
  t.equal((await create(admin.token, '1001', { samples: [] })).msg, 'Add at least one test case');
  const r = await create(admin.token, '1001');
  t.equal(r.status, 200, r.msg);
  t.equal(r.data.problemId, `${shortName}1001`);
  ({ pid, problemId } = r.data);
  const again = await create(admin.token, `${shortName}1001`);
  t.equal(again.msg, `The problem ID ${shortName}1001 already exists`, 'a display id is unique');
  t.equal((await create(stranger.token, '1002', {}, {}, otherGid)).status, 200, 'another group has its own');
});

t.test('members see the public ones in the group; nobody sees them outside', async (t) => {
  const list = (token: string) => site.api<Page<{ problemId: string; myStatus: number | null }>>('GET', '/api/group/get-problem-list', { token, query: { gid } });
  t.same((await list(member.token)).data.records.map((p) => p.problemId), [problemId]);
  t.equal((await list(stranger.token)).status, 403);
  const detail = (token: string, scope: Record<string, number> = { gid }) => site.api('GET', '/api/get-problem-detail', { token, query: { problemId, ...scope } });
  t.equal((await detail(member.token)).status, 200, 'a member opens it in the group');
  t.equal((await detail(stranger.token)).status, 403, 'a stranger does not');
  t.equal((await detail(member.token, {})).status, 403, 'not in the main problem set');
  const main = await site.api<Page<{ problemId: string }>>('GET', '/api/get-problem-list', { query: { limit: 100 } });
  t.notOk(main.data.records.some((p) => p.problemId === problemId), 'not listed in the main set');
  // a private one is for its admins
  t.equal((await site.api('PUT', '/api/group/change-problem-auth', { token: member.token, body: { id: pid, auth: 2 }, lang: 'en-US' })).status, 403);
  t.equal((await site.api('PUT', '/api/group/change-problem-auth', { token: admin.token, body: { id: pid, auth: 3 }, lang: 'en-US' })).msg, 'A problem is made a contest problem only inside a contest');
  t.equal((await site.api('PUT', '/api/group/change-problem-auth', { token: admin.token, body: { id: pid, auth: 2 } })).status, 200);
  t.same((await list(member.token)).data.records, []);
  t.equal((await detail(member.token)).status, 403);
  t.equal((await detail(admin.token)).status, 200);
  const adminList = await site.api<Page<{ problemId: string; auth: number }>>('GET', '/api/group/get-admin-problem-list', { token: admin.token, query: { gid } });
  t.same(adminList.data.records.map((p) => [p.problemId, p.auth]), [[problemId, 2]]);
  t.equal((await site.api('GET', '/api/group/get-admin-problem-list', { token: member.token, query: { gid } })).status, 403);
  await site.api('PUT', '/api/group/change-problem-auth', { token: admin.token, body: { id: pid, auth: 1 } });
});

t.test("the form's tags: the site's and the group's, for its admins", async (t) => {
  const tagged = await create(admin.token, '5000', { tags: [{ name: 'Graphs' }] });
  t.equal(tagged.status, 200, tagged.msg);
  const tags = await site.api<Array<{ name: string }>>('GET', '/api/group/get-all-problem-tags', { token: admin.token, query: { gid } });
  t.equal(tags.status, 200, tags.msg);
  t.ok(tags.data.some((x) => x.name === 'Graphs'), 'a tag given to a group problem is offered again');
  await site.api('DELETE', '/api/group/problem', { token: owner.token, query: { pid: tagged.data.pid } });
  t.equal((await site.api('GET', '/api/group/get-all-problem-tags', { token: member.token, query: { gid } })).status, 403);
});

t.test("the focus mode's problem bar and the online test run work inside the group", async (t) => {
  const bar = await site.api<Array<{ problemId: string }>>('GET', '/api/get-full-screen-problem-list', { token: member.token, query: { gid } });
  t.equal(bar.status, 200, bar.msg);
  t.same(bar.data.map((p) => p.problemId), [problemId]);
  t.equal((await site.api('GET', '/api/get-full-screen-problem-list', { token: stranger.token, query: { gid }, lang: 'en-US' })).msg, 'Only members of this group may do this: apply to join first');
  const run = (token: string, g: number | null) => site.api<string>('POST', '/api/submit-problem-test-judge', {
    token, body: { pid, language: 'C++', code: 'int main(){return 0;}'.padEnd(60, ' '), userInput: '1 2', expectedOutput: '3', gid: g }, lang: 'en-US',
  });
  const ok = await run(member.token, gid);
  t.equal(ok.status, 200, ok.msg);
  t.match(ok.data, /^TEST_JUDGE_/);
  t.equal((await run(stranger.token, gid)).status, 404, 'a stranger cannot');
  t.equal((await run(admin.token, null)).status, 404, 'not outside the group');
});

t.test('members submit inside the group; the submission counts in the group rank', async (t) => {
  const submit = (token: string, g: number | null) => site.api<{ submitId: number; gid: number | null }>('POST', '/api/submit-problem-judge', {
    token, body: { pid, language: 'C++', code: 'int main(){int a,b;return 0;}'.padEnd(60, ' '), gid: g }, lang: 'en-US',
  });
  const r = await submit(member.token, gid);
  t.equal(r.status, 200, r.msg);
  const row = (await site.db('submissions_judge').where({ submitId: r.data.submitId }).first('gid', 'displayPid')) as { gid: number; displayPid: string };
  t.same(row, { gid, displayPid: problemId });
  t.equal((await submit(stranger.token, gid)).status, 403, 'a stranger cannot');
  t.equal((await submit(member.token, null)).status, 404, 'not through the main set');
  t.equal((await submit(stranger.token, otherGid)).msg, 'This problem does not exist in the group', "not through another group");
  const rank = await site.api<Page<{ username: string; total: number }>>('GET', '/api/get-group-rank-list', { token: member.token, query: { gid } });
  t.equal(rank.data.records.find((x) => x.username === 'p_member')?.total, 1);
});

t.test('edit and delete: the group root or the author', async (t) => {
  const mine = await create(member.token, '2000').catch(() => null);
  t.equal(mine?.status, 403);
  const made = await create(owner.token, '3000');
  const edit = (token: string, id: number, title: string) => site.api<Saved>('PUT', '/api/group/problem', { token, body: { gid, ...problemBody(`${shortName}3000`, {}, { id, title }) }, lang: 'en-US' });
  t.equal((await edit(admin.token, made.data.pid, 'Renamed')).msg, "Only the group's root or the problem's author may change it");
  t.equal((await edit(owner.token, made.data.pid, 'Renamed')).status, 200);
  t.equal((await edit(owner.token, (await create(stranger.token, '3001', {}, {}, otherGid)).data.pid, 'Taken')).status, 403, "another group's problem is refused");
  const cases = await site.api<Array<{ input: string }>>('GET', '/api/group/get-problem-cases', { token: admin.token, query: { pid: made.data.pid } });
  t.same(cases.data.map((c) => c.input), ['1 2\r\n']);
  t.equal((await site.api('GET', '/api/group/get-problem-cases', { token: member.token, query: { pid: made.data.pid } })).status, 403);
  t.equal((await site.api('DELETE', '/api/group/problem', { token: admin.token, query: { pid: made.data.pid }, lang: 'en-US' })).status, 403);
  t.equal((await site.api('DELETE', '/api/group/problem', { token: owner.token, query: { pid: made.data.pid }, lang: 'en-US' })).msg, 'Delete successfully');
  t.equal((await site.api('GET', '/api/group/problem', { token: owner.token, query: { pid: made.data.pid } })).status, 404);
});

t.test("test data and checkers: the group's admins, for the group's problems only", async (t) => {
  const zip = await zipOf([{ name: '1.in', data: '1 2\n' }, { name: '1.out', data: '3\n' }]);
  const up = await upload(site, `/api/file/upload-testcase-zip?gid=${gid}`, admin.token, zip);
  t.equal(up.status, 200, up.msg);
  t.equal((await upload(site, `/api/file/upload-testcase-zip?gid=${gid}`, member.token, zip)).status, 403, 'a member cannot');
  t.equal((await upload(site, '/api/file/upload-testcase-zip', admin.token, zip)).status, 403, 'nor a group admin outside the group');
  const dir = (up.data as { fileListDir: string }).fileListDir;
  const withZip = await create(admin.token, '4000', { isUploadTestCase: true, uploadTestcaseDir: dir, samples: [{ input: '1.in', output: '1.out', score: null, groupNum: null }] });
  t.equal(withZip.status, 200, withZip.msg);
  const down = await site.app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${withZip.data.pid}`, headers: { authorization: admin.token } });
  t.equal(down.statusCode, 200);
  t.equal(down.headers['content-type'], 'application/zip');
  const refused = await site.app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${withZip.data.pid}`, headers: { authorization: member.token } });
  t.equal(refused.statusCode, 403);
  // the admin of another group is nobody here
  const elsewhere = await site.app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${withZip.data.pid}`, headers: { authorization: stranger.token } });
  t.equal(elsewhere.statusCode, 403, "another group's admin does not download them");
  t.equal((await upload(site, `/api/file/upload-testcase-zip?gid=${gid}`, stranger.token, zip)).status, 403, 'nor uploads for this group');
  const compile = await site.api('POST', '/api/admin/problem/compile-spj', { token: member.token, body: { code: 'int main(){}', language: 'C++', gid }, lang: 'en-US' });
  t.equal(compile.status, 403, "a member does not compile the group's checkers");
  const groupPath = await site.api('POST', '/api/group/compile-spj', { token: member.token, body: { code: 'int main(){}', language: 'C++', gid }, lang: 'en-US' });
  t.equal(groupPath.status, 403, "nor through the reference's group path");
});

t.test('applying to public: the author or root asks, a problem admin approves, the problem joins the main set', async (t) => {
  const apply = (token: string, isApplied: boolean) => site.api('PUT', '/api/group/apply-public', { token, body: { pid, isApplied }, lang: 'en-US' });
  t.equal((await apply(member.token, true)).status, 403);
  t.equal((await apply(admin.token, false)).msg, 'This problem has no request to become public to cancel');
  t.equal((await apply(admin.token, true)).msg, 'The request to make this problem public has been sent');
  t.equal((await apply(admin.token, true)).msg, "This problem's request to become public is already waiting");
  const waiting = await site.api<Page<{ problemId: string; applyPublicProgress: number }>>('GET', '/api/admin/group-problem/list', { token: examiner.token });
  t.same(waiting.data.records.map((p) => [p.problemId, p.applyPublicProgress]), [[problemId, 1]]);
  t.equal((await site.api('GET', '/api/admin/group-problem/list', { token: admin.token })).status, 403, 'a group admin is not an examiner');
  t.equal((await site.api('PUT', '/api/admin/group-problem/change-progress', { token: examiner.token, body: { pid, progress: 2 } })).status, 200);
  t.equal((await site.api('PUT', '/api/admin/group-problem/change-progress', { token: examiner.token, body: { pid, progress: 2 }, lang: 'en-US' })).msg, 'This group problem has no request to become public');
  const main = await site.api('GET', '/api/get-problem-detail', { token: stranger.token, query: { problemId } });
  t.equal(main.status, 200, 'everyone opens it in the main set now');
});

t.test("a group's submissions: its members list and open them, nobody else", async (t) => {
  type Row = { submitId: number; username: string; displayPid: string };
  const list = (token: string | undefined) => site.api<Page<Row>>('GET', '/api/get-submission-list', { token, query: { gid }, lang: 'en-US' });
  const mine = await list(member.token);
  t.equal(mine.status, 200, mine.msg);
  t.ok(mine.data.records.length > 0 && mine.data.records.every((r) => r.username === 'p_member'));
  const refused = await list(stranger.token);
  t.equal(refused.status, 403);
  t.equal(refused.msg, "Only the group's members may see its submissions");
  t.equal((await list(undefined)).status, 401);
  const main = await site.api<Page<Row>>('GET', '/api/get-submission-list', { token: stranger.token });
  t.notOk(main.data.records.some((r) => r.submitId === mine.data.records[0]!.submitId), 'not in the site list');
  const detail = (token: string) => site.api('GET', '/api/get-submission-detail', { token, query: { submitId: mine.data.records[0]!.submitId } });
  t.equal((await detail(owner.token)).status, 200, 'the group root opens it');
  t.equal((await detail(stranger.token)).status, 404, 'a stranger does not');
});

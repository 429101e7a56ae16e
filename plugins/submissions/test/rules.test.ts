// The rules of spec 2 §4–§6 as clients see them: submit checks, code visibility by role and
// sharing, list filters, status checks, last accepted code, and judge administration.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from './judge.ts';
import { AB, createAbProblem, detail, submit, verdict } from './helpers.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } }],
});
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('boss', 'root');
const admin = await site.userWithToken('helper', 'admin');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const pid = await createAbProblem(site, root.token, '1000');
const noShare = await createAbProblem(site, root.token, '1001', { codeShare: false });

const post = (token: string | undefined, body: Record<string, unknown>) =>
  site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { token, body, lang: 'en-US' });

t.test('submit: login, the submit permission, code, language and the judge switch', async (t) => {
  t.equal((await post(undefined, { pid, language: 'C++', code: AB.cppAc })).http, 401, 'visitors log in first');
  const muted = await site.userWithToken('nosubmit', 'no_submit_user');
  t.equal((await post(muted.token, { pid, language: 'C++', code: AB.cppAc })).http, 403, 'no submit permission');
  t.equal((await post(alice.token, { pid, language: 'C++', code: '   \n' })).msg, 'Code can not be empty');
  t.equal((await post(alice.token, { pid, language: 'C++', code: 'x'.repeat(65536) })).msg, 'Code Length can not exceed 65535');
  t.equal((await post(alice.token, { pid, language: 'Java', code: AB.cppAc })).msg, 'This problem does not accept submissions in Java');
  t.equal((await post(alice.token, { pid: 999, language: 'C++', code: AB.cppAc })).status, 404);
  t.equal((await post(alice.token, { pid, cid: 3, language: 'C++', code: AB.cppAc })).msg, 'Submissions to contests, trainings and groups are not available on this site');
  await site.kernel.settings.update('switch', { openPublicJudge: false });
  t.equal((await post(alice.token, { pid, language: 'C++', code: AB.cppAc })).msg, 'The website has closed judging of public problems');
  await site.kernel.settings.update('switch', { openPublicJudge: true });
  const ok = await post(alice.token, { pid: '1000', language: 'C++', code: AB.cppAc });
  t.equal(ok.status, 200, 'the display id is accepted too');
  t.equal(ok.msg, 'Submit code successfully');
  t.equal((await verdict(site, ok.data.submitId, alice.token)).status, 0);
});

t.test('the non-contest submit interval', async (t) => {
  await site.kernel.settings.update('switch', { defaultSubmitInterval: 60 });
  t.teardown(() => site.kernel.settings.update('switch', { defaultSubmitInterval: 0 }));
  const carol = await site.userWithToken('carol');
  t.equal((await post(carol.token, { pid, language: 'C++', code: AB.cppWa })).status, 200);
  const again = await post(carol.token, { pid, language: 'C++', code: AB.cppWa });
  t.equal(again.status, 400);
  t.match(again.msg, /too fast/);
});

t.test('code is seen by its owner and admins, by others only when shared on a sharing problem', async (t) => {
  const id = await submit(site, alice.token, pid, 'Python3', AB.pyWa);
  await verdict(site, id, alice.token);
  t.equal((await detail(site, id, alice.token)).code, AB.pyWa, 'owner');
  t.equal((await detail(site, id, admin.token)).code, AB.pyWa, 'admin');
  t.equal((await detail(site, id, root.token)).code, AB.pyWa, 'super admin');
  t.equal((await detail(site, id, bob.token)).code, null, 'another user');
  t.equal((await detail(site, id)).code, null, 'a visitor');
  t.equal((await site.api('PUT', '/api/submission', { token: bob.token, body: { submitId: id, share: true } })).http, 403, 'only the owner shares');
  const shared = await site.api('PUT', '/api/submission', { token: alice.token, body: { submitId: id, share: true }, lang: 'en-US' });
  t.equal(shared.msg, 'Shared successfully');
  t.equal((await detail(site, id, bob.token)).code, AB.pyWa, 'shared: another user sees it');
  t.equal((await detail(site, id)).code, AB.pyWa, 'shared: a visitor sees it');
  await site.kernel.settings.update('switch', { hideNonContestSubmissionCode: true });
  t.equal((await detail(site, id, bob.token)).code, null, 'hidden by the site switch');
  await site.kernel.settings.update('switch', { hideNonContestSubmissionCode: false });
  await site.api('PUT', '/api/submission', { token: alice.token, body: { submitId: id, share: false } });
  t.equal((await detail(site, id, bob.token)).code, null, 'unshared again');

  const other = await submit(site, alice.token, noShare, 'C++', AB.cppWa);
  const refused = await site.api('PUT', '/api/submission', { token: alice.token, body: { submitId: other, share: true }, lang: 'en-US' });
  t.equal(refused.msg, 'Code sharing is off for this problem');
  const seen = await site.api<{ codeShare: boolean }>('GET', '/api/get-submission-detail', { query: { submitId: other } });
  t.equal(seen.data.codeShare, false);
});

t.test('the list: filters, only-mine, page sizes; status checks for polling', async (t) => {
  const list = (query: Record<string, string | number>, token?: string) =>
    site.api<{ records: { submitId: number; username: string; status: number; displayPid: string }[]; total: number; size: number }>('GET', '/api/get-submission-list', { token, query, lang: 'en-US' });
  const all = await list({});
  t.equal(all.data.size, 15, 'spec 2 §9 default page size');
  t.ok(all.data.total >= 4);
  t.ok(all.data.records.every((r, i, rs) => i === 0 || rs[i - 1].submitId > r.submitId), 'newest first');
  const visitorMine = await list({ onlyMine: 'true' });
  t.equal(visitorMine.msg, 'Please login first!');
  const mine = await list({ onlyMine: 'true', username: 'bob' }, alice.token);
  t.ok(mine.data.records.length > 0 && mine.data.records.every((r) => r.username === 'alice'), 'only mine ignores the author filter');
  const bobs = await list({ username: 'carol' });
  t.ok(bobs.data.records.every((r) => r.username === 'carol'));
  const accepted = await list({ status: 0 });
  t.ok(accepted.data.records.length > 0 && accepted.data.records.every((r) => r.status === 0));
  const exact = await list({ problemID: '1001', completeProblemID: 'true' });
  t.ok(exact.data.records.every((r) => r.displayPid === '1001'));
  t.equal((await list({ limit: 2, currentPage: 'x' })).data.size, 2);
  const ids = all.data.records.slice(0, 3).map((r) => r.submitId);
  const check = await site.api<Record<string, { status: number }>>('POST', '/api/check-submissions-status', { body: { submitIds: ids } });
  t.same(Object.keys(check.data).map(Number).sort(), [...ids].sort());
});

t.test('last accepted code only after an accepted submission', async (t) => {
  const got = await site.api<{ code: string; language: string }>('GET', '/api/get-last-ac-code', { token: alice.token, query: { pid } });
  t.same(got.data, { code: AB.cppAc, language: 'C++' });
  const none = await site.api('GET', '/api/get-last-ac-code', { token: bob.token, query: { pid }, lang: 'en-US' });
  t.equal(none.msg, "You haven't passed the problem so you cannot get the code passed recently");
});

t.test('the super admin rejudges, judges by hand and cancels; ranks follow', async (t) => {
  const dave = await site.userWithToken('dave');
  const id = await submit(site, dave.token, pid, 'C++', AB.cppWa);
  t.equal((await verdict(site, id, dave.token)).status, -1);
  const rank = async () => (await site.api<{ records: { username: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', { query: { limit: 100 } })).data.records.find((r) => r.username === 'dave');

  t.equal((await site.api('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId: id } })).http, 403, 'admins are not the super admin');
  t.equal((await site.api('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: id, status: 5 }, lang: 'en-US' })).msg, 'This status cannot be set by hand');
  const manual = await site.api<{ status: number; isManual: boolean; score: number | null }>('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: id, status: 0, score: 100 } });
  t.match(manual.data, { status: 0, isManual: true, score: 100 });
  t.match(await rank(), { ac: 1, total: 1 }, 'a hand-made AC counts');

  const rejudged = await site.api<{ status: number; score: number | null }>('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId: id }, lang: 'en-US' });
  t.equal(rejudged.msg, 'Rejudge successfully');
  t.match(rejudged.data, { status: 5, score: null }, 'back to Pending with no score');
  const after = await verdict(site, id, dave.token);
  t.match(after, { status: -1, isManual: false });
  t.match(await rank(), { ac: 0, total: 1 }, 'the rejudge took the AC back');

  const cancelled = await site.api<{ status: number; isManual: boolean }>('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId: id }, lang: 'en-US' });
  t.equal(cancelled.msg, 'Cancel successfully');
  t.match(cancelled.data, { status: -4, isManual: true });
  t.equal((await site.api('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId: id }, lang: 'en-US' })).msg, 'The submission is already cancelled');

  const ce = await submit(site, dave.token, pid, 'C++', AB.cppCe);
  t.equal((await verdict(site, ce, dave.token)).status, -2);
  t.equal((await site.api('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId: ce, status: 0 }, lang: 'en-US' })).msg,
    'A pending, compiling, judging or compile-error submission cannot be judged by hand');
});

t.test('online test runs: one per user every 3 seconds, refused in both languages with nothing stored', async (t) => {
  const runner = await site.userWithToken('runner');
  const other = await site.userWithToken('runner2');
  const run = (token: string, lang = 'en-US') => site.api<string>('POST', '/api/submit-problem-test-judge', { token, body: { pid, language: 'Python3', code: AB.pyAc, userInput: '1 2' }, lang });
  const rows = async () => Number(((await site.db('submissions_test_run').where({ uid: runner.uid }).count({ n: '*' }).first()) as { n: string | number }).n);
  t.equal((await run(runner.token)).status, 200, 'the first run starts');
  const again = await run(runner.token);
  t.match(again, { status: 400, msg: 'You are running tests too fast: one test run every 3 seconds, please try again in a moment' });
  t.equal((await run(runner.token, 'zh-CN')).msg, '在线调试过于频繁（每 3 秒一次），请稍后再试');
  t.equal(await rows(), 1, 'the refused runs stored nothing');
  t.equal((await run(other.token)).status, 200, 'another user runs at once');
  // as if three seconds had passed
  await site.db('submissions_test_run_turn').where({ uid: runner.uid }).update({ lastAt: site.db.raw("now() - interval '3 seconds'") });
  t.equal((await run(runner.token)).status, 200, 'after the gap the user runs again');
  t.equal(await rows(), 2);
});

// The groups issue's story end to end against a real `oj start` with its judge node: alice makes a
// private group, bob applies with its code and a reason and is accepted, alice adds a problem, a
// training and a contest of the group; bob solves the problem inside the group in Chromium (a real
// compiler and verdict), finds his Accepted submission in the group's Submission tab and himself
// first in its rank, and the training and contest in their tabs; alice asks to make the problem
// public and a problem admin approves it, after which anyone opens it. The screens of each step
// (the create dialog, the apply dialog, the member table, the problem form, the approval page) are
// driven in their own suites: e2e-groups, e2e-group-problems, e2e-group-trainings and
// e2e-group-contests; here the steps around the solving go through the API.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, makeUser, signInPage, startSite, userToken, visitor, type Site } from '@oj/testing';

t.setTimeout(600_000);

const PLUGINS = ['problems', 'submissions', 'trainings', 'contests', 'discussions', 'comments', 'groups'];
const ALICE = { username: 'jalice', password: 'alicepass1', email: 'jalice@example.com' };
const BOB = { username: 'jbob', password: 'bobpass12', email: 'jbob@example.com' };
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const HOUR = 3_600_000;

function must<T>(r: { status: number; msg: string; data: T }, what: string): T {
  if (r.status !== 200) throw new Error(`${what}: ${r.msg}`);
  return r.data;
}

const [site, browser] = await Promise.all([
  startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`), judge: true }),
  launch(),
]) as [Site, Awaited<ReturnType<typeof launch>>];
t.teardown(async () => {
  await browser.close();
  await site.stop();
});

const root = await site.adminToken();
must(await site.api('PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }, root), 'switches');
for (const u of [ALICE, BOB]) await makeUser(site, u);
const token = (user: { username: string; password: string }) => userToken(site, user);
const alice = await token(ALICE);
const bob = await token(BOB);

// a private group; bob applies with the code and a reason; alice accepts him
const group = must(await site.api<{ id: number; shortName: string }>('POST', '/api/group', {
  name: 'Journey Club', shortName: 'JCLUB', brief: 'From applying to solving', description: 'A **private** club.', auth: 3, code: 'jc2026', visible: true,
}, alice), 'group');
const gid = group.id;
must(await site.api('POST', '/api/group/member', { gid, code: 'jc2026', reason: 'I train every week' }, bob), 'apply');
const bobUid = must(await site.api<{ records: { uid: string; username: string }[] }>('GET', `/api/group/get-apply-list?gid=${gid}`, undefined, alice), 'applications').records.find((m) => m.username === BOB.username)!.uid;
must(await site.api('PUT', '/api/group/member', { gid, uid: bobUid, auth: 3 }, alice), 'accept');

// the group root adds a problem and a training with it (the contest comes after the solving: a
// group problem added to a contest becomes a contest problem, as in the reference)
const problem = must(await site.api<{ pid: number; problemId: string }>('POST', '/api/group/problem', {
  gid,
  problem: { problemId: '1', title: 'Journey A+B', description: 'Add two numbers.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, isRemoveEndBlank: true },
  languages: [{ name: 'C++' }],
  samples: [['1 2\n', '3\n'], ['40 2\n', '42\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
  isUploadTestCase: false,
}, alice), 'problem');
const category = must(await site.api<{ id: number }>('POST', '/api/admin/training/category', { name: 'Journey', color: '#19be6b' }, root), 'category');
const training = must(await site.api<{ id: number }>('POST', '/api/group/training', {
  training: { title: 'Journey drills', description: 'Practise the journey', auth: 'Public', gid, rank: 1 }, trainingCategory: { id: category.id },
}, alice), 'training');
must(await site.api('POST', '/api/group/add-training-problem-from-group', { tid: training.id, problemId: problem.problemId }, alice), 'training problem');


async function signedIn(user: { username: string; password: string }): Promise<Page> {
  const v = await visitor(browser.browser, { width: 1280, height: 900, locale: 'en-US' });
  await v.page.goto(`${site.url}/home`);
  await signInPage(v.page, site, user, 'en-US');
  return v.page;
}

t.test('bob solves the group problem inside the group, with a real verdict', async (t) => {
  const page = await signedIn(BOB);
  await page.goto(`${site.url}/group/${gid}/problem`);
  const title = page.getByTestId('group-problem-title').filter({ hasText: 'Journey A+B' });
  await title.waitFor({ timeout: 60_000 });
  await title.click();
  await page.waitForURL(new RegExp(`/group/${gid}/problem/${problem.problemId}$`));
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(CPP_AC);
  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/submit-problem-judge'));
  await page.getByTestId('submit-code').click();
  t.equal((await submitted).postDataJSON().gid, gid, 'the submit says which group');
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 180_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted');

  // the group's Submission tab holds it; the rank puts bob first with one solved
  await page.goto(`${site.url}/group/${gid}/status`);
  await page.getByTestId('submission-list').waitFor({ timeout: 30_000 });
  const mine = page.locator('[data-mine=true]').filter({ hasText: problem.problemId });
  await mine.first().waitFor({ timeout: 30_000 });
  t.equal(await mine.first().getByTestId('row-status').getAttribute('data-status'), '0', 'the Accepted submission in the group list');
  await page.goto(`${site.url}/group/${gid}/rank`);
  const first = page.getByTestId('group-rank-user').first();
  await first.waitFor({ timeout: 30_000 });
  t.equal(await first.innerText(), BOB.username, 'bob leads the group rank');
  t.equal(await page.getByTestId('group-rank-ac').first().innerText(), '1');

  // the training is in its tab
  await page.goto(`${site.url}/group/${gid}/training`);
  await page.getByTestId('group-training-row').filter({ hasText: 'Journey drills' }).waitFor({ timeout: 30_000 });
  t.pass('the training in the Training tab');
  await page.context().close();
});

t.test('the group root adds a running contest with the problem; bob finds it in the Contest tab and opens it', async (t) => {
  const contest = must(await site.api<{ id: number }>('POST', '/api/group/contest', {
    gid, title: 'Journey Cup', description: 'One problem', type: 0, auth: 0, pwd: '',
    startTime: new Date(Date.now() - HOUR).toISOString(), endTime: new Date(Date.now() + HOUR).toISOString(),
    sealRank: false, sealRankTime: null, autoRealRank: true, visible: true, openPrint: false, openRank: false, allowEndSubmit: false,
    openAccountLimit: false, accountLimitRule: '', rankShowName: 'username', oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  }, alice), 'contest');
  const contestProblem = await site.api('POST', `/api/group/add-contest-problem-from-group?cid=${contest.id}&problemId=${problem.problemId}&displayId=A`, undefined, alice);
  must(contestProblem, 'contest problem');
  const page = await signedIn(BOB);
  await page.goto(`${site.url}/group/${gid}/contest`);
  const card = page.getByText('Journey Cup').first();
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await page.waitForURL(new RegExp(`/contest/${contest.id}`));
  t.pass('the contest opens from its card');
  await page.context().close();
});

t.test('the problem is applied to public and approved; then anyone opens it', async (t) => {
  const stranger = await site.api('GET', `/api/get-problem-detail?problemId=${problem.problemId}`);
  t.not(stranger.status, 200, 'not public yet');
  must(await site.api('PUT', '/api/group/apply-public', { pid: problem.pid, isApplied: true }, alice), 'apply public');
  must(await site.api('PUT', '/api/admin/group-problem/change-progress', { pid: problem.pid, progress: 2 }, root), 'approve');
  const open = await site.api<{ problem: { title: string } }>('GET', `/api/get-problem-detail?problemId=${problem.problemId}`);
  t.equal(open.status, 200, open.msg);
  t.equal(open.data.problem.title, 'Journey A+B');
});

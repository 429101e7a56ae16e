// End-to-end in Chromium: a user's C++ and Python submissions (AC, WA, CE, TLE) reach their verdicts
// on /status; the detail shows case results, the compile error and Copy; a shared submission's code
// is visible to another user, an unshared one is not; the ACM rank, the home widgets and the help
// content show the user's work; the super admin cancels, rejudges and manually judges, and the
// user's open /status page follows every change. A real `oj start` (PGlite) with its judge node.
import t from 'tap';
import { launch, loginInDialog, makeUser, shot, startSite, visitor, ADMIN, type Site } from '@oj/testing';

const ALICE = { username: 'alice', password: 'alicepass1', email: 'alice@example.com' };
const BOB = { username: 'bob', password: 'bobpass12', email: 'bob@example.com' };
const CODE = {
  cppAc: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n',
  cppWa: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<std::endl;return 0;}\n',
  cppCe: 'int main( { return 0 }\n',
  pyTle: 'while True:\n    pass\n',
  pyAc: 'a, b = map(int, input().split())\nprint(a + b)\n',
};
const CASES = [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']];

type Page = Awaited<ReturnType<typeof visitor>>['page'];

// six browser journeys with real judging: more than the package's 300 s per file when the machine is busy
t.setTimeout(600_000);

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
const ids: Record<keyof typeof CODE, number> = { cppAc: 0, cppWa: 0, cppCe: 0, pyTle: 0, pyAc: 0 };
let alicePage: Page;

t.before(async () => {
  site = await startSite({
    plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'],
    judge: true,
    builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'],
  });
  b = await launch();
  const admin = await site.adminToken();
  const created = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
    problem: { problemId: 'SUB1', title: 'Sum Two', description: 'Add two numbers.', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, codeShare: true, openCaseResult: true },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: CASES.map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  }, admin);
  if (created.status !== 200) throw new Error(`problem: ${created.msg}`);
  const sw = await site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, admin);
  if (sw.status !== 200) throw new Error(`switch: ${sw.msg}`);
  await makeUser(site, ALICE);
  await makeUser(site, BOB);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

const row = (page: Page, submitId: number) => page.getByTestId('submission-list').locator(`tr[data-run-id="${submitId}"]`);
const rowStatus = (page: Page, submitId: number, status: number) => row(page, submitId).locator(`[data-testid=row-status][data-status="${status}"]`);

t.test('the verdicts of C++ and Python submissions arrive on /status', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1500 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  alicePage = page;
  await page.goto(`${site.url}/home`);
  await loginInDialog(page, ALICE);
  await page.getByTestId('navbar').getByText('Status', { exact: true }).first().click();
  await page.waitForURL(/\/status$/);
  await page.getByTestId('submission-list').getByText('No submissions').waitFor();

  // the user submits through the API while the page is open; Refresh shows the new rows
  const token = (await page.evaluate('localStorage.getItem("token")')) as string | null;
  t.ok(token, 'the browser holds the session token');
  const languages: Record<keyof typeof CODE, string> = { cppAc: 'C++', cppWa: 'C++', cppCe: 'C++', pyTle: 'Python3', pyAc: 'Python3' };
  for (const key of Object.keys(CODE) as (keyof typeof CODE)[]) {
    const r = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: 'SUB1', language: languages[key], code: CODE[key] }, token!);
    t.equal(r.status, 200, `submitted ${key}: ${r.msg}`);
    ids[key] = r.data.submitId;
  }
  await page.getByTestId('refresh').click();
  await row(page, ids.pyAc).waitFor();
  // no reload from here on: the rows follow the judge by themselves
  await rowStatus(page, ids.cppAc, 0).waitFor({ timeout: 120_000 });
  await rowStatus(page, ids.cppWa, -1).waitFor({ timeout: 120_000 });
  await rowStatus(page, ids.cppCe, -2).waitFor({ timeout: 120_000 });
  await rowStatus(page, ids.pyTle, 1).waitFor({ timeout: 120_000 });
  await rowStatus(page, ids.pyAc, 0).waitFor({ timeout: 120_000 });
  t.match(await row(page, ids.cppWa).textContent(), /Wrong Answer/);
  t.match(await row(page, ids.cppCe).textContent(), /Compile Error/);
  t.match(await row(page, ids.pyTle).textContent(), /Time Limit Exceeded/);
  const acText = (await row(page, ids.cppAc).textContent()) ?? '';
  t.match(acText, /SUB1 Sum Two/, 'the problem column');
  t.match(acText, /\d+\.\d{2} (KB|MB)/, 'memory in units with 2 decimals');
  t.match(acText, new RegExp(`${CODE.cppAc.length} B`), 'the length in bytes');
  t.match(acText, /alice/);
  t.equal(await page.getByTestId('submission-list').locator('tr[data-mine=true]').count(), 5, 'own rows are highlighted');
  t.equal(await page.getByTestId('rejudge').count(), 0, 'no rejudge column for a plain user');
  await shot(page, 'submissions-ui', 'status-verdicts');

  // filters live in the URL
  await page.getByTestId('status-filter').click();
  await page.locator('.semi-select-option').getByText('Accepted', { exact: true }).click();
  await page.waitForURL(/status=0/);
  await rowStatus(page, ids.pyAc, 0).waitFor();
  await row(page, ids.cppWa).waitFor({ state: 'detached' });
  t.equal(await page.getByTestId('submission-list').locator('tr[data-run-id]').count(), 2, 'only the accepted rows');
  await page.goto(`${site.url}/status?problemID=NOPE`);
  await page.getByTestId('submission-list').getByText('No submissions').waitFor();
  t.equal(await page.getByTestId('problem-filter').inputValue(), 'NOPE', 'the filter box shows the query');
  // part of a display id matches; a problem page's exact link (completeProblemID) does not
  await page.goto(`${site.url}/status?problemID=SUB`);
  await row(page, ids.cppAc).waitFor();
  await page.goto(`${site.url}/status?problemID=SUB&completeProblemID=true`);
  await page.getByTestId('submission-list').getByText('No submissions').waitFor();
  await page.goto(`${site.url}/status?problemID=SUB1&completeProblemID=true`);
  await row(page, ids.cppAc).waitFor();
  await page.goto(`${site.url}/status?username=bob`);
  await page.getByTestId('submission-list').getByText('No submissions').waitFor();
  await page.getByTestId('only-mine').click();
  await page.waitForURL((u) => u.searchParams.get('onlyMine') === 'true' && !u.searchParams.has('username'));
  await row(page, ids.cppAc).waitFor();
  t.ok(await page.getByTestId('author-filter').isDisabled(), 'only-mine disables the author filter');
  t.same(errors, []);
});

t.test('a visitor cannot turn on only-mine', async (t) => {
  const { context, page, errors } = await visitor(b.browser);
  await page.goto(`${site.url}/status`);
  await row(page, ids.cppAc).waitFor();
  t.equal(await page.getByTestId('submission-list').locator('tr[data-mine=true]').count(), 0, 'nothing is highlighted for a visitor');
  await page.getByTestId('only-mine').click();
  await page.getByText('Please login first').filter({ visible: true }).first().waitFor();
  t.equal(await page.getByTestId('only-mine').getByRole('switch').isChecked(), false, 'the switch resets');
  t.notMatch(page.url(), /onlyMine/);
  t.same(errors, []);
  await context.close();
});

t.test('the detail shows case results, the compile error and Copy; sharing opens the code to others', async (t) => {
  const page = alicePage;
  await page.goto(`${site.url}/status`);
  await row(page, ids.cppCe).getByTestId('detail-link').click();
  await page.waitForURL(new RegExp(`/submission-detail/${ids.cppCe}$`));
  await page.locator('[data-testid=status-banner][data-status="-2"]').waitFor();
  t.match(await page.getByTestId('error-message').textContent(), /error/i, 'the compiler text is shown');

  await page.goto(`${site.url}/submission-detail/${ids.cppWa}`);
  await page.getByTestId('case-results').waitFor();
  t.equal(await page.getByTestId('case-result').count(), 3, 'one line per test case');
  t.equal(await page.locator('[data-testid=case-result][data-status="-1"]').count(), 3, 'a-b is wrong on every case');
  t.match(await page.getByTestId('submission-fields').textContent(), /Wrong Answer/);
  t.equal(await page.getByTestId('submission-code').textContent(), CODE.cppWa);
  await page.getByTestId('case-result').first().click();
  await page.getByText('Test data').filter({ visible: true }).first().waitFor();
  await page.getByTestId('copy-code').click();
  await page.getByText('Copied successfully').filter({ visible: true }).first().waitFor();
  t.equal(await page.evaluate('navigator.clipboard.readText()'), CODE.cppWa, 'the clipboard holds the code');
  await shot(page, 'submissions-ui', 'detail-wa');

  await page.goto(`${site.url}/submission-detail/${ids.cppAc}`);
  await page.getByTestId('share-toggle').getByText('Shared', { exact: true }).click();
  await page.getByText('Shared successfully').filter({ visible: true }).first().waitFor();

  const other = await visitor(b.browser);
  await other.page.goto(`${site.url}/home`);
  await loginInDialog(other.page, BOB);
  await other.page.goto(`${site.url}/submission-detail/${ids.cppAc}`);
  await other.page.getByTestId('submission-code').waitFor();
  t.equal(await other.page.getByTestId('submission-code').textContent(), CODE.cppAc, 'the shared code is visible to bob');
  t.equal(await other.page.getByTestId('share-toggle').count(), 0, 'only the owner toggles sharing');
  await other.page.goto(`${site.url}/submission-detail/${ids.cppWa}`);
  await other.page.getByTestId('code-hidden').waitFor();
  t.equal(await other.page.getByTestId('copy-code').count(), 0, 'no Copy without code');
  t.equal(await other.page.getByTestId('submission-code').count(), 0);
  await shot(other.page, 'submissions-ui', 'detail-hidden');

  // unsharing closes it again
  await page.getByTestId('share-toggle').getByText('Unshared', { exact: true }).click();
  await page.getByText('Cancel sharing successfully').filter({ visible: true }).first().waitFor();
  await other.page.goto(`${site.url}/submission-detail/${ids.cppAc}`);
  await other.page.getByTestId('code-hidden').waitFor();
  await other.page.goto(`${site.url}/submission-detail/999999`);
  await other.page.getByTestId('submission-detail').getByText('The submission does not exist').waitFor();
  t.same(other.errors, []);
  await other.context.close();
});

t.test('the ACM rank, the home widgets and the help content show the user', async (t) => {
  const { context, page, errors } = await visitor(b.browser);
  await page.goto(`${site.url}/acm-rank`);
  const rankRow = page.getByTestId('acm-rank').locator('tr', { has: page.getByTestId('rank-user') }).filter({ hasText: 'alice' });
  await rankRow.waitFor();
  t.match(await rankRow.textContent(), /alice.*1.*5.*20\.00%/, 'alice: 1 solved problem, 5 submissions, 20.00%');
  await page.locator('[data-testid=rank-chart][data-ready=true] canvas').waitFor();
  await shot(page, 'submissions-ui', 'acm-rank');
  await rankRow.getByTestId('rank-ac').click();
  await page.waitForURL((u) => u.pathname === '/status' && u.searchParams.get('username') === 'alice' && u.searchParams.get('status') === '0');
  await rowStatus(page, ids.cppAc, 0).waitFor();
  t.equal(await page.getByTestId('submission-list').locator('tr[data-run-id]').count(), 2, "alice's accepted submissions");

  await page.goto(`${site.url}/acm-rank`);
  await page.getByTestId('rank-search').fill('nobody-here');
  await page.getByTestId('rank-search').press('Enter');
  await page.waitForURL(/searchUser=nobody-here/);
  await page.getByText('Nobody on the rank yet').waitFor();

  // the mobile drawer lists both ranks in its Rank group
  await page.setViewportSize({ width: 800, height: 860 });
  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('drawer').getByText('ACM Rank').waitFor();
  await page.getByTestId('drawer').getByText('OI Rank').click();
  await page.waitForURL(/\/oi-rank$/);
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.goto(`${site.url}/home`);
  const acRank = page.getByTestId('recent-ac-rank');
  await acRank.getByText('alice').waitFor();
  t.match(await acRank.locator('tr', { hasText: 'alice' }).textContent(), /alice\s*1$/, 'alice solved one problem this week');
  await page.getByTestId('week-totals').getByText('5 submissions, 2 accepted in the last 7 days').waitFor();
  // the chart: today's point of each line says its numbers
  const chart = page.getByTestId('week-chart');
  await chart.waitFor();
  t.equal(await chart.locator('circle').count(), 14, 'seven days, two lines');
  const titles = await chart.locator('circle title').allTextContents();
  t.match(titles[6], / Accepted: 2$/, "today's accepted point");
  t.match(titles[13], / Submissions: 5$/, "today's submissions point");
  await shot(page, 'submissions-ui', 'home');
  // on a phone every day's label is whole inside the chart (the last one was cut in half) and
  // keeps its size (the chart was a 600-wide drawing scaled down: 6 px text)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.querySelector('[data-testid=week-chart]')?.getAttribute('viewBox')?.startsWith('0 0 3'));
  const box = (await chart.boundingBox())!;
  const labels = await chart.locator('text[text-anchor=middle]').evaluateAll((texts) => texts.map((e) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, height: r.height }; }));
  t.equal(labels.length, 7);
  t.ok(labels.every((l) => l.left >= box.x - 0.5 && l.right <= box.x + box.width + 0.5), `the day labels inside the chart at 390 px (${JSON.stringify(labels.at(-1))} in ${box.x}+${box.width})`);
  t.ok(labels.every((l) => l.height >= 10), `the day labels at their size (${labels[0].height} px high)`);
  await shot(page, 'submissions-ui', 'home-phone');
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.goto(`${site.url}/introduction`);
  const help = page.getByTestId('help');
  await help.getByTestId('help-language').filter({ hasText: 'C++' }).first().click();
  await help.getByTestId('help-template').first().waitFor();
  t.match(await help.getByTestId('help-template').first().textContent(), /main/, 'an A+B template');
  await help.getByTestId('help-language').filter({ hasText: 'Answer' }).click();
  const answerNote = help.getByTestId('help-note').filter({ hasText: 'Not a program' });
  await answerNote.waitFor();
  t.match(await answerNote.textContent(), /^Not a program: for output-only problems, submit the answers themselves\. Nothing is compiled or run; with several test cases, start the answer of each with a line "=== <case> ==="/, 'the language Answer explains itself');
  t.match(await help.getByTestId('help-statuses').textContent(), /Time Limit Exceeded.*longer than the time limit/);
  await shot(page, 'submissions-ui', 'help');
  t.same(errors, []);
  await context.close();
});

t.test('the super admin cancels, rejudges and judges by hand; the user sees each verdict', async (t) => {
  const user = alicePage;
  await user.goto(`${site.url}/status`);
  await rowStatus(user, ids.cppWa, -1).waitFor();

  const { context, page, errors } = await visitor(b.browser, { width: 1500 });
  await page.goto(`${site.url}/home`);
  await loginInDialog(page, ADMIN);
  await page.goto(`${site.url}/status`);
  t.equal(await row(page, ids.cppCe).getByTestId('manual-judge').isDisabled(), true, 'no manual judge of a compile error');

  // cancel the wrong answer: the user's open page shows Cancelled
  await row(page, ids.cppWa).getByTestId('manual-judge').click();
  await page.getByTestId('cancel-judge').click();
  await page.getByText('Cancel successfully').filter({ visible: true }).first().waitFor();
  await rowStatus(user, ids.cppWa, -4).waitFor();

  // rejudge it: back to Wrong Answer
  await row(page, ids.cppWa).getByTestId('rejudge').click();
  await page.getByText('Rejudge successfully').filter({ visible: true }).first().waitFor();
  await rowStatus(user, ids.cppWa, -1).waitFor({ timeout: 120_000 });
  await rowStatus(page, ids.cppWa, -1).waitFor({ timeout: 120_000 });

  // judge the time limit by hand as Accepted, score 100
  await row(page, ids.pyTle).getByTestId('manual-judge').click();
  await page.getByTestId('manual-judge-status').click();
  await page.locator('.semi-select-option').getByText('Accepted', { exact: true }).click();
  await page.getByTestId('manual-judge-score').fill('100');
  await shot(page, 'submissions-ui', 'manual-judge');
  await page.getByTestId('manual-judge-modify').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await rowStatus(user, ids.pyTle, 0).waitFor();
  await row(page, ids.pyTle).getByTestId('manual-mark').waitFor();
  await shot(user, 'submissions-ui', 'user-sees-new-verdicts');

  // a Submitted Failed row: the owner resubmits it from its refresh icon and it is judged again
  await row(page, ids.cppAc).getByTestId('manual-judge').click();
  await page.getByTestId('manual-judge-status').click();
  await page.locator('.semi-select-option').getByText('Submitted Failed', { exact: true }).click();
  await page.getByTestId('manual-judge-modify').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await rowStatus(user, ids.cppAc, 10).waitFor();
  await row(user, ids.cppAc).getByTestId('resubmit').click();
  await user.getByText('Resubmitted Successfully').filter({ visible: true }).first().waitFor();
  await rowStatus(user, ids.cppAc, 0).waitFor({ timeout: 120_000 });
  t.equal(await row(user, ids.cppAc).getByTestId('resubmit').count(), 0, 'no refresh icon once judged');

  await user.goto(`${site.url}/submission-detail/${ids.pyTle}`);
  await user.locator('[data-testid=status-banner][data-status="0"]').waitFor();
  t.match(await user.getByTestId('submission-fields').textContent(), /Accepted/);
  t.same(errors, []);
  await context.close();
  await user.context().close();
});

t.test('an OI problem judged by subtasks: the subtask view, the OI rank, the Chinese pages', async (t) => {
  const admin = await site.adminToken();
  const created = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
    problem: { problemId: 'SUB2', title: 'Sum Groups', description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256, type: 1, judgeCaseMode: 'subtask_lowest', openCaseResult: true },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: CASES.map(([input, output], i) => ({ input, output, score: [50, 50, 50][i], groupNum: [1, 1, 2][i] })),
    isUploadTestCase: false,
  }, admin);
  t.equal(created.status, 200, `problem: ${created.msg}`);

  const { context, page, errors } = await visitor(b.browser, { locale: 'zh-CN' });
  await page.goto(`${site.url}/home`);
  await loginInDialog(page, BOB);
  const token = (await page.evaluate('localStorage.getItem("token")')) as string;
  const r = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: 'SUB2', language: 'C++', code: CODE.cppAc }, token);
  t.equal(r.status, 200, r.msg);
  await page.goto(`${site.url}/submission-detail/${r.data.submitId}`);
  // the page follows the submission until its verdict, then shows the cases by subtask
  await page.locator('[data-testid=status-banner][data-status="0"]').waitFor({ timeout: 120_000 });
  await page.getByTestId('case-view-subtask').waitFor();
  t.match(await page.getByTestId('status-banner').textContent(), /分数: 100/, 'each subtask scores its cases\' score once (reference subtask_lowest)');
  t.equal(await page.getByTestId('subtask-result').count(), 2, 'two subtasks');
  t.match(await page.getByTestId('subtask-result').first().textContent(), /子任务 #1.*通过 2 \/ 2/, 'subtask 1 passed both cases (in Chinese)');
  await page.getByText('默认', { exact: true }).click();
  await page.getByTestId('case-view-default').waitFor();
  t.equal(await page.getByTestId('case-view-default').getByTestId('case-result').count(), 3, 'the default view lists every case');
  await shot(page, 'submissions-ui', 'detail-subtask-zh');

  await page.goto(`${site.url}/oi-rank`);
  const first = page.getByTestId('oi-rank').locator('tbody tr').first();
  await first.getByText('bob').waitFor();
  t.match(await first.textContent(), /^1bob/, 'bob leads the OI rank');
  t.equal(await first.locator('td').nth(4).textContent(), '10', 'with 10 points: round(0.1 × 100 + 2 × 0)');
  t.ok(await page.getByText('OI 排名').first().isVisible(), 'the Chinese menu and title');
  await shot(page, 'submissions-ui', 'oi-rank-zh');
  t.same(errors, []);
  await context.close();
});

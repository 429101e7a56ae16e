// The contest admin pages in Chromium against a real `oj start` (embedded PGlite): the super admin
// creates an ACM contest with the form (an empty title is refused with the server's message, in
// English and in Chinese), adds a public problem with its display id, gives it a balloon colour,
// writes an announcement, hides the contest from the list with the switch; the rule type cannot be
// changed when editing; the form fits a 390 px phone.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, startSite, visitor, type Site } from '@oj/testing';

t.setTimeout(600_000);

const PLUGINS = ['problems', 'submissions', 'contests'];
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  const made = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'PUB1', title: 'Public Sums', description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, await site.adminToken());
  if (made.status !== 200) throw new Error(`problem: ${made.msg}`);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill('Secret123');
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** the date picker's own format, in the browser's time zone */
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

async function pickTime(page: Page, testId: string, at: Date): Promise<void> {
  const input = page.getByTestId(testId).locator('input').first();
  await input.click();
  await input.fill(local(at));
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

t.test('the super admin creates a contest, adds a problem and an announcement, hides it', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page);
  // the plugin's menu group, open like the others
  await page.getByTestId('admin-layout').getByText('Contest Admin').filter({ visible: true }).first().waitFor();
  await page.getByTestId('admin-layout').getByText('Create Contest').first().click();
  await page.getByTestId('admin-contest-edit').getByText('Create Contest').filter({ visible: true }).first().waitFor();

  // an empty form: the server's first refusal, in the page's language, and nothing is saved
  await page.getByTestId('contest-save').click();
  await page.getByText('Contest Title is required').filter({ visible: true }).first().waitFor();
  t.same(await site.sql('select id from contests_contest'), [], 'nothing saved');

  await page.getByTestId('contest-title').locator('input').fill('Autumn Cup');
  await page.getByTestId('contest-description').locator('textarea').fill('Two hours, **ACM** rules.');
  const start = new Date(Date.now() - 10 * 60_000);
  start.setSeconds(0, 0);
  await pickTime(page, 'contest-start', start);
  await pickTime(page, 'contest-end', new Date(start.getTime() + 2 * 3_600_000));
  await page.getByTestId('contest-duration').getByText('2 h 0 min').waitFor();
  await page.getByTestId('contest-openRank').locator('button[role=switch], .semi-switch').first().click();
  await shot(page, 'contests-admin', 'create-form');
  await page.getByTestId('contest-save').click();
  await page.getByTestId('admin-contest-problems').waitFor();
  const [row] = await site.sql<{ id: number; title: string; duration: string; open_rank: boolean; type: number; uid: string }>('select id, title, duration, open_rank, type from contests_contest');
  t.same([row.title, Number(row.duration), row.open_rank, row.type], ['Autumn Cup', 7200, true, 0], 'saved as typed');

  // add the public problem as A, then give it a balloon colour
  await page.getByTestId('admin-contest-add-public').click();
  await page.getByTestId('public-picker-add').first().click();
  await page.getByTestId('public-picker-display-id').fill('A');
  await page.locator('.semi-modal-footer').getByText('Add', { exact: true }).last().click();
  await page.getByText('Add Successfully').filter({ visible: true }).first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('admin-contest-problem-display-id').getByText('A', { exact: true }).waitFor();
  await page.getByTestId('admin-contest-problem-edit').first().click();
  await page.getByTestId('contest-problem-color').fill('#e74c3c');
  await page.getByTestId('contest-problem-dialog').waitFor();
  await page.locator('.semi-modal-footer').getByText('Save', { exact: true }).last().click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  t.same(await site.sql('select display_id, color from contests_problem'), [{ display_id: 'A', color: '#e74c3c' }], 'the problem is in the contest with its colour');
  await shot(page, 'contests-admin', 'problems');

  // an announcement
  await page.goto(`${site.url}/admin/contest/${row.id}/announcement`);
  await page.getByTestId('admin-announcement-create').click();
  await page.getByTestId('announcement-title').fill('Clarification');
  await page.getByTestId('announcement-content').fill('Problem A: numbers fit in 64 bits.');
  await page.locator('.semi-modal-footer').getByText('Save', { exact: true }).last().click();
  await page.getByTestId('admin-announcement-title').getByText('Clarification').waitFor();

  // the list: the switch hides it from the contest list at once
  const listed = async () => (await site.api<{ records: { id: number }[] }>('GET', '/api/get-contest-list')).data.records.map((r) => r.id);
  t.same(await listed(), [row.id], 'listed while visible');
  await page.goto(`${site.url}/admin/contest`);
  const line = page.getByTestId('admin-contest-list').locator('tr', { hasText: 'Autumn Cup' });
  await line.getByTestId('admin-contest-visible').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  t.same(await listed(), [], 'hidden from the contest list');
  await shot(page, 'contests-admin', 'list');

  // editing: the rule type is fixed
  await line.getByTestId('admin-contest-edit').click();
  await page.getByTestId('contest-title').locator('input').and(page.locator('[value="Autumn Cup"]')).waitFor();
  t.equal(await page.getByTestId('contest-type').locator('input[type=radio]').first().isDisabled(), true, 'the rule type cannot be changed');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('in Chinese at 390 px: the refusal in Chinese, the form fits the window', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await adminLogin(page);
  await page.goto(`${site.url}/admin/contest/create`);
  await page.getByTestId('admin-contest-edit').getByText('创建比赛').filter({ visible: true }).first().waitFor();
  await page.getByTestId('contest-save').click();
  await page.getByText('比赛标题是必填项').filter({ visible: true }).first().waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  t.ok(width <= 390, `the form fits (${width} px)`);
  await shot(page, 'contests-admin', 'create-390-zh');
  await page.goto(`${site.url}/admin/contest`);
  await page.getByTestId('admin-contest-list').getByText('比赛列表').filter({ visible: true }).first().waitFor();
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'the list fits');
  const [{ id }] = await site.sql<{ id: number }>('select id from contests_contest order by id limit 1');
  for (const [tab, testId] of [['problems', 'admin-contest-problems'], ['announcement', 'admin-contest-announcements']] as const) {
    await page.goto(`${site.url}/admin/contest/${id}/${tab}`);
    await page.getByTestId(testId).locator('tbody tr').first().waitFor();
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    t.ok(w <= 390, `${tab} fits (${w} px)`);
    await shot(page, 'contests-admin', `${tab}-390-zh`);
  }
  await page.goto(`${site.url}/admin/contest/${id}/problem/create`);
  await page.getByTestId('contest-problem-edit').getByText('在比赛中创建题目').waitFor();
  await page.getByTestId('cp-save').click();
  t.equal(await page.getByTestId('cp-error').innerText(), '比赛中的展示 ID 是必填项', 'the form\'s rule in Chinese');
  await page.getByTestId('cp-languages').getByText('C++', { exact: true }).filter({ visible: true }).first().waitFor();
  const formWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  t.ok(formWidth <= 390, `the contest problem form fits (${formWidth} px)`);
  await shot(page, 'contests-admin', 'problem-create-390-zh');
  t.same(errors, []);
  await context.close();
});

t.test('a problem written inside the contest: created with its display id and test case, then edited; the bank keeps it as a contest problem', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page);
  const [contest] = await site.sql<{ id: number; uid: string }>("select id, uid from contests_contest order by id limit 1");
  await page.goto(`${site.url}/admin/contest/${contest.id}/problems`);
  await page.getByTestId('admin-contest-create-problem').click();
  await page.waitForURL(new RegExp(`/admin/contest/${contest.id}/problem/create$`));
  const form = page.getByTestId('contest-problem-edit');
  await form.getByTestId('cp-problem-id').locator('input').waitFor();
  // spec 3 §5: the form's rules, in order, before any call
  await form.getByTestId('cp-save').click();
  t.equal(await form.getByTestId('cp-error').innerText(), 'The display ID in the contest is required');
  await form.getByTestId('cp-display-id').locator('input').fill('Z');
  await form.getByTestId('cp-save').click();
  t.equal(await form.getByTestId('cp-error').innerText(), 'The display title in the contest is required');
  await form.getByTestId('cp-display-title').locator('input').fill('Doubling');
  await form.getByTestId('cp-problem-id').locator('input').fill('INCUP1');
  await form.getByTestId('cp-title').locator('input').fill('Double it');
  await form.getByTestId('cp-save').click();
  t.equal(await form.getByTestId('cp-error').innerText(), 'The input and output descriptions are required');
  await form.getByTestId('cp-description').locator('textarea').fill('Print twice the number.');
  await form.getByTestId('cp-input').locator('textarea').fill('One integer n.');
  await form.getByTestId('cp-output').locator('textarea').fill('2n.');
  await form.getByTestId('cp-save').click();
  t.equal(await form.getByTestId('cp-error').innerText(), 'A test case cannot be empty', "then the bank form's own rules");
  const example = form.getByTestId('cp-examples-row').first().locator('textarea');
  await example.nth(0).fill('2');
  await example.nth(1).fill('4');
  await form.getByTestId('case-input').first().fill('21\n');
  await form.getByTestId('case-output').first().fill('42\n');
  await shot(page, 'contests-admin', 'problem-create');
  await form.getByTestId('cp-save').click();
  await page.waitForURL(new RegExp(`/admin/contest/${contest.id}/problems$`));
  const row = page.locator('tr').filter({ hasText: 'INCUP1' });
  await row.waitFor();
  t.match(await row.innerText(), /Z/, 'listed with its display id');
  const [made] = await site.sql<{ id: number; auth: number; title: string; examples: string }>("select id, auth, title, examples from problems_problem where problem_id = 'INCUP1'");
  t.same([made.auth, made.title, made.examples], [3, 'Double it', '<input>2</input><output>4</output>'], 'a contest problem (auth 3) in the bank, with its example');
  t.equal((await site.sql<{ n: number }>('select count(*)::int as n from problems_case where pid = $1', [made.id]))[0].n, 1, 'with its test case');

  await row.getByTestId('admin-contest-problem-write').click();
  await page.waitForURL(new RegExp(`/admin/contest/${contest.id}/problem/${made.id}/edit$`));
  await form.getByTestId('cp-title').locator('input').waitFor();
  t.equal(await form.getByTestId('cp-title').locator('input').inputValue(), 'Double it', 'the form reads the problem');
  t.equal(await form.getByTestId('cp-display-id').locator('input').inputValue(), 'Z');
  t.ok(await form.getByTestId('cp-problem-id').locator('input').isDisabled(), 'its problem ID cannot change');
  t.equal(await form.getByTestId('case-input').first().inputValue(), '21\n', 'its test case, to edit');
  await form.getByTestId('cp-title').locator('input').fill('Double it, twice');
  await form.getByTestId('cp-save').click();
  await page.waitForURL(new RegExp(`/admin/contest/${contest.id}/problems$`));
  const [edited] = await site.sql<{ title: string }>("select title from problems_problem where problem_id = 'INCUP1'");
  t.equal(edited.title, 'Double it, twice', 'saved');

  // a problem ID taken already: the server's refusal, the form keeps what was typed
  await page.goto(`${site.url}/admin/contest/${contest.id}/problem/create`);
  await form.getByTestId('cp-problem-id').locator('input').waitFor();
  await form.getByTestId('cp-display-id').locator('input').fill('Y');
  await form.getByTestId('cp-display-title').locator('input').fill('Taken');
  await form.getByTestId('cp-problem-id').locator('input').fill('PUB1');
  await form.getByTestId('cp-title').locator('input').fill('Taken');
  await form.getByTestId('cp-input').locator('textarea').fill('x');
  await form.getByTestId('cp-output').locator('textarea').fill('y');
  await form.getByTestId('case-input').first().fill('1\n');
  await form.getByTestId('cp-save').click();
  await page.getByText('The problem ID PUB1 already exists; choose another one').filter({ visible: true }).first().waitFor();
  t.equal(await form.getByTestId('cp-title').locator('input').inputValue(), 'Taken', 'nothing typed is lost');
  t.same(errors, []);
  await context.close();
});

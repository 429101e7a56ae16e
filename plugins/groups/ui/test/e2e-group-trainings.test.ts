// A group's trainings in Chromium against a real `oj start`: the group's owner creates a training
// in the Training tab (the form's rules first), adds one of the group's problems by its id and
// finds it in the admin list; a member opens the training inside the group, sees the problem in
// its Problem List and opens it. Last, every screen at 1280 and 390 px in both languages: nothing
// wider than the window, no raw keys (screenshots in /tmp/shots15t, or SHOTS_DIR).
import t from 'tap';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch, makeUser, signInPage, startSite, userToken, visitor, type Site, screenshot } from '@oj/testing';

t.setTimeout(600_000);

const PLUGINS = ['problems', 'submissions', 'trainings', 'contests', 'discussions', 'groups'];
const BUILDS = PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`);
const ALICE = { username: 'galice', password: 'alicepass1', email: 'galice@example.com' };
const BOB = { username: 'gbob', password: 'bobpass12', email: 'gbob@example.com' };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots15t';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let gid = 0;
let tid = 0;
let problemId = '';

async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    const shown = await page.locator('.semi-toast-content-text').allInnerTexts().catch(() => []);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}
const field = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}]`).first();
const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Group|GROUPS|TRAININGS|Training|TA)_[A-Za-z]\w*/g) ?? []);
const overflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, { path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function as(user: { username: string; password: string }, opts: { width?: number; locale?: string } = {}) {
  const v = await visitor(b.browser, { width: opts.width ?? 1280, height: 900, locale: opts.locale });
  await v.page.goto(`${site.url}/home`);
  await signInPage(v.page, site, user);
  return v;
}
const token = (user: { username: string; password: string }) => userToken(site, user);
function must<T>(r: { status: number; msg: string; data: T }, what: string): T {
  if (r.status !== 200) throw new Error(`${what}: ${r.msg}`);
  return r.data;
}

t.before(async () => {
  [site, b] = await Promise.all([startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: BUILDS }), launch()]);
  const root = await site.adminToken();
  must(await site.api('PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }, root), 'switches');
  must(await site.api('POST', '/api/admin/training/category', { name: 'Basics', color: '#19be6b' }, root), 'category');
  for (const u of [ALICE, BOB]) await makeUser(site, u);
  const alice = await token(ALICE);
  const group = must(await site.api<{ id: number }>('POST', '/api/group', {
    name: 'Training Club', shortName: 'tclub', brief: 'We train together every week', description: 'The club of **trainings**.', auth: 1, visible: true,
  }, alice), 'group');
  gid = group.id;
  must(await site.api('POST', '/api/group/member', { gid }, await token(BOB)), 'join');
  const problem = must(await site.api<{ problemId: string }>('POST', '/api/group/problem', {
    gid,
    problem: { problemId: '1001', title: 'Club A plus B', description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>' },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, alice), 'group problem');
  problemId = problem.problemId;
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test("the group's owner creates a training and adds a group problem by its id", async (t) => {
  const { context, page, errors } = await as(ALICE);
  await page.goto(`${site.url}/group/${gid}/training`);
  await page.getByTestId('group-training-tab').waitFor();
  await page.getByTestId('group-training-create').click();
  await page.getByTestId('group-training-form').waitFor();
  await page.getByTestId('group-training-save').click();
  t.equal(await page.getByTestId('training-title-error').innerText(), 'Training Title is required', "the form's rules in the browser first");
  t.equal(await page.getByTestId('training-category-error').innerText(), 'Training Category is required');
  t.equal((await site.sql('select id from trainings_training')).length, 0, 'nothing was sent');

  await field(page, 'training-title').fill('Club drills');
  await field(page, 'training-description').fill('Start with **A plus B**.');
  await page.getByTestId('training-category').locator('.semi-select').click();
  await page.locator('.semi-select-option').filter({ hasText: 'Basics' }).click();
  // the choice is taken once the list has closed
  await page.locator('.semi-select-option-list').waitFor({ state: 'detached' });
  await page.getByTestId('group-training-save').click();
  await toast(page, 'Create Successfully');
  await page.waitForURL(/view=problems&tid=\d+/);
  tid = Number(new URL(page.url()).searchParams.get('tid'));
  t.match(await page.getByTestId('group-training-problem-admin-training').innerText(), /Club drills/);

  await page.getByTestId('group-training-add-from-group').click();
  await page.getByTestId('group-training-add-group-submit').click();
  await page.getByText("Enter the problem's ID").filter({ visible: true }).first().waitFor();
  await field(page, 'group-training-problem-id').fill(problemId);
  await page.getByTestId('group-training-add-group-submit').click();
  await toast(page, 'Add Successfully');
  await page.locator('.semi-modal-close').click();
  const row = page.getByTestId('group-training-problem-row').filter({ hasText: problemId });
  await row.waitFor();
  t.match(await row.innerText(), /Club A plus B/, 'the group problem is in the training');

  await page.getByTestId('group-training-back-to-list').click();
  await page.getByTestId('group-training-admin').click();
  const adminRow = page.getByTestId('group-training-admin-row').filter({ hasText: 'Club drills' });
  await adminRow.waitFor();
  t.equal(await adminRow.locator('[role=switch]').getAttribute('aria-checked'), 'true', 'visible');
  t.equal(await adminRow.getByTestId('group-training-delete').count(), 1, 'its author may delete it');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a member opens the training inside the group and its problem', async (t) => {
  const { context, page, errors } = await as(BOB);
  await page.goto(`${site.url}/group/${gid}/training`);
  const row = page.getByTestId('group-training-row').filter({ hasText: 'Club drills' });
  await row.waitFor();
  t.equal(await page.getByTestId('group-training-create').count(), 0, 'a member creates nothing');
  t.equal(await row.getByTestId('group-training-problem-count').innerText(), '1');
  t.equal(await row.getByTestId('group-training-progress').getAttribute('data-ac'), '0');
  await row.getByTestId('group-training-title').click();
  await page.waitForURL(new RegExp(`/group/${gid}/training/${tid}$`));
  t.equal(await page.getByTestId('training-title').innerText(), 'Club drills', "the trainings plugin's page inside the group");
  t.ok(await page.getByTestId('group-side').isVisible(), "with the group's side card");
  await page.getByTestId('training-tab-problems').click();
  await page.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problems$`));
  const problem = page.getByTestId('training-problem-row').filter({ hasText: problemId });
  await problem.waitFor();
  t.match(await problem.innerText(), /Club A plus B/);
  await problem.click();
  await page.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problem/${problemId}$`));
  await page.getByText('Add two numbers').filter({ visible: true }).first().waitFor();
  t.pass('the problem opens in the training');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('every screen in English at 1280 px and in Chinese at 390 px', async (t) => {
  const screens: Array<[string, string, { username: string; password: string }]> = [
    ['list', `/group/${gid}/training`, BOB],
    ['list-admin-buttons', `/group/${gid}/training`, ALICE],
    ['admin-list', `/group/${gid}/training?view=admin`, ALICE],
    ['form', `/group/${gid}/training?view=edit&tid=${tid}`, ALICE],
    ['problems-admin', `/group/${gid}/training?view=problems&tid=${tid}`, ALICE],
    ['training-page', `/group/${gid}/training/${tid}`, BOB],
    ['training-problems', `/group/${gid}/training/${tid}/problems`, BOB],
  ];
  // each language and each width once (the route sweep meets the group's plain routes in all four pairs)
  for (const [locale, width] of [['en-US', 1280], ['zh-CN', 390]] as const) {
    for (const [name, path, user] of screens) {
      const { context, page, errors } = await as(user, { width, locale });
      await page.evaluate((lang) => localStorage.setItem('languages', lang), locale);
      await page.goto(`${site.url}${path}`);
      await page.getByTestId('group-details').waitFor();
      await page.locator('[data-testid=group-training-tab], [data-testid=training-details]').first().waitFor();
      await page.locator('.semi-spin-spinning, .semi-table-placeholder .semi-spin').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      const o = await overflow(page);
      t.ok(o.scroll <= o.inner, `${name} ${locale} ${width}: nothing wider than the window (${o.scroll} <= ${o.inner})`);
      t.same(await rawKeys(page), [], `${name} ${locale} ${width}: no raw keys`);
      await shoot(page, `${name}-${locale}-${width}`);
      t.same(errors, [], `${name} ${locale} ${width}: no page errors`);
      await context.close();
    }
  }
});

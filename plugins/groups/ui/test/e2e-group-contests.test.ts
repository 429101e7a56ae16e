// A group's contests in Chromium against a real `oj start`: the group's owner creates a contest in
// the Contest tab with the contest form (the server's first refusal shown), adds one of the
// group's problems by its problem id with a display id, and finds the contest in the admin list; a
// member opens it from the group's cards on the site's contest page and sees the problem. Last,
// every screen at 1280 and 390 px in both languages: nothing wider than the window, no raw keys
// (screenshots in /tmp/shots15c, or SHOTS_DIR).
import t from 'tap';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch, makeUser, signInPage, startSite, userToken, visitor, type Site, screenshot } from '@oj/testing';

t.setTimeout(600_000);

const PLUGINS = ['problems', 'submissions', 'trainings', 'contests', 'discussions', 'groups'];
const BUILDS = PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`);
const ALICE = { username: 'calice', password: 'alicepass1', email: 'calice@example.com' };
const BOB = { username: 'cbob', password: 'bobpass12', email: 'cbob@example.com' };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots15c';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let gid = 0;
let cid = 0;
let problemId = '';

async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    const shown = await page.locator('.semi-toast-content-text').allInnerTexts().catch(() => []);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}
const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Group|GROUPS|CONTESTS|Contest|CA|PA)_[A-Za-z]\w*/g) ?? []);
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

t.before(async () => {
  [site, b] = await Promise.all([startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: BUILDS }), launch()]);
  const root = await site.adminToken();
  must(await site.api('PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }, root), 'switches');
  for (const u of [ALICE, BOB]) await makeUser(site, u);
  const alice = await token(ALICE);
  const group = must(await site.api<{ id: number }>('POST', '/api/group', {
    name: 'Contest Club', shortName: 'cclub', brief: 'We compete together every week', description: 'The club of **contests**.', auth: 1, visible: true,
  }, alice), 'group');
  gid = group.id;
  must(await site.api('POST', '/api/group/member', { gid }, await token(BOB)), 'join');
  const problem = must(await site.api<{ problemId: string }>('POST', '/api/group/problem', {
    gid,
    problem: { problemId: '2001', title: 'Club A plus B', description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>' },
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

t.test("the group's owner creates a contest and adds a group problem by its id", async (t) => {
  const { context, page, errors } = await as(ALICE);
  await page.goto(`${site.url}/group/${gid}/contest`);
  await page.getByTestId('group-contest-empty').waitFor();
  await page.getByTestId('group-contest-create').click();
  await page.waitForURL(new RegExp(`/group/${gid}/contest/create$`));
  await page.getByTestId('contest-save').click();
  await toast(page, 'Contest Title is required');
  t.same(await site.sql('select id from contests_contest'), [], 'nothing saved');

  await page.getByTestId('contest-title').locator('input').fill('Club Cup');
  await page.getByTestId('contest-description').locator('textarea').fill('Two hours, **ACM** rules.');
  const start = new Date(Date.now() - 10 * 60_000);
  start.setSeconds(0, 0);
  await pickTime(page, 'contest-start', start);
  await pickTime(page, 'contest-end', new Date(start.getTime() + 2 * 3_600_000));
  await page.getByTestId('contest-duration').getByText('2 h 0 min').waitFor();
  await page.getByTestId('contest-save').click();
  await toast(page, 'Create Successfully');
  await page.waitForURL(new RegExp(`/group/${gid}/contest/\\d+/problems$`));
  cid = Number(new URL(page.url()).pathname.split('/')[4]);
  const [row] = await site.sql<{ title: string; gid: number }>('select title, gid from contests_contest');
  t.same([row!.title, row!.gid], ['Club Cup', gid], "a contest of the group");

  await page.getByTestId('admin-contest-add-own').click();
  await page.getByTestId('add-own-problem-id').fill(problemId);
  await page.getByTestId('add-own-display-id').fill('A');
  await page.getByTestId('add-own-display-id').press('Enter');
  await toast(page, 'Add Successfully');
  await page.getByTestId('admin-contest-problem-display-id').filter({ hasText: 'A' }).waitFor();
  t.equal(await page.getByTestId('admin-contest-problem-write').count(), 1, "the group's own problem may be edited here");

  await page.goto(`${site.url}/group/${gid}/contest/admin`);
  const adminRow = page.getByTestId('group-contest-admin-title').filter({ hasText: 'Club Cup' });
  await adminRow.waitFor();
  t.equal(await page.getByTestId('group-contest-admin-list').locator('[role=switch]').first().getAttribute('aria-checked'), 'true', 'visible');
  t.equal(await page.getByTestId('group-contest-delete').count(), 1, 'its creator may delete it');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test("a member opens the group's contest on the site's contest page and sees its problem", async (t) => {
  const { context, page, errors } = await as(BOB);
  await page.goto(`${site.url}/group/${gid}/contest`);
  const card = page.getByTestId('contest-card').filter({ hasText: 'Club Cup' });
  await card.waitFor();
  t.equal(await page.getByTestId('group-contest-create').count(), 0, 'a member creates nothing');
  await card.getByTestId('contest-title').click();
  await page.waitForURL(new RegExp(`/contest/${cid}$`));
  await page.goto(`${site.url}/contest/${cid}/problems`);
  await page.getByText('Club A plus B').filter({ visible: true }).first().waitFor();
  t.pass("the group's problem is in the contest");
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('every screen in English at 1280 px and in Chinese at 390 px', async (t) => {
  const pid = (await site.sql<{ id: number }>('select id from problems_problem where problem_id = $1', [problemId]))[0]!.id;
  const screens: Array<[string, string, { username: string; password: string }]> = [
    ['list', `/group/${gid}/contest`, BOB],
    ['list-admin-buttons', `/group/${gid}/contest`, ALICE],
    ['admin-list', `/group/${gid}/contest/admin`, ALICE],
    ['form', `/group/${gid}/contest/${cid}/edit`, ALICE],
    ['problems-admin', `/group/${gid}/contest/${cid}/problems`, ALICE],
    ['problem-form', `/group/${gid}/contest/${cid}/problem/${pid}/edit`, ALICE],
    ['announcements', `/group/${gid}/contest/${cid}/announcement`, ALICE],
  ];
  // each language and each width once (the route sweep meets the group's plain routes in all four pairs)
  for (const [locale, width] of [['en-US', 1280], ['zh-CN', 390]] as const) {
    for (const [name, path, user] of screens) {
      const { context, page, errors } = await as(user, { width, locale });
      await page.evaluate((lang) => localStorage.setItem('languages', lang), locale);
      await page.goto(`${site.url}${path}`);
      await page.getByTestId('group-details').waitFor();
      await page.getByTestId('group-contest-tab').waitFor();
      await page.locator('.semi-spin-spinning, .semi-table-placeholder .semi-spin').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(400);
      const o = await overflow(page);
      t.ok(o.scroll <= o.inner, `${name} ${locale} ${width}: nothing wider than the window (${o.scroll} <= ${o.inner})`);
      t.same(await rawKeys(page), [], `${name} ${locale} ${width}: no raw keys`);
      await shoot(page, `${name}-${locale}-${width}`);
      t.same(errors, [], `${name} ${locale} ${width}: no page errors`);
      await context.close();
    }
  }
});

// Discussions in Chromium against a real `oj start` (embedded PGlite): a visitor reads the list
// (pinned post with the super admin's SPA badge) and is sent to log in to post; a user posts
// (the form's rules first), finds the post through the category, search and mine filters, opens it
// and edits it, and posts about a problem from the problem page's link ("[pid] " title); another
// user likes and reports it (an empty report is refused); an admin pins and disables it and handles
// the report in /admin/discussion, and deletes posts in a batch; the super admin edits the
// categories (a category with posts cannot go); the author deletes the post. Both languages at
// 1400 and 390 px, no raw keys, nothing wider than the window. Last, the public discussion switch
// off: no menu entry, /discussion goes home with the no-access message, no problem link.
import t, { type Test } from 'tap';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launch, loginInDialog, makeUser, ROOT, shot, startSite, userToken, visitor, type Site } from '@oj/testing';

t.setTimeout(900_000);

const SUITE = 'discussions-ui';
const PLUGINS = ['problems', 'submissions', 'contests', 'discussions', 'comments'];
// the comments UI is another piece of work: its remote is loaded when it has been built
const BUILDS = PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`).filter((b) => !b.startsWith('plugins/comments/') || existsSync(path.join(ROOT, b)));
const ALICE = { username: 'alice', password: 'alicepass1', email: 'alice@example.com' };
const BOB = { username: 'bob', password: 'bobpass12', email: 'bob@example.com' };
const MOD = { username: 'moder', password: 'moderpass1', email: 'moder@example.com' };
const ROOT_USER = { username: 'admin', password: 'Secret123' };
const GENERAL = '综合 General';
const SOLUTIONS = '题解 Solutions';
const FEEDBACK = '反馈 Feedback';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
const ids = { rules: 0, alice: 0, problemPost: 0, contest: 0 };

/** waits for a toast with that text; on a timeout, says which toasts there were (and keeps a screenshot) */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    const shown = await page.locator('.semi-toast-content-text, .semi-notification-notice').allInnerTexts().catch(() => []);
    await shot(page, SUITE, `failed-toast-${Date.now()}`).catch(() => undefined);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}
/** a Semi input by its test id (the id lands on the input or on its wrapper) */
const inputOf = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).first();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** i18n keys that reached the screen untranslated */
const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Discussion|DA|DISCUSSIONS)_[A-Za-z]\w*/g) ?? []);

async function looksRight(t: Test, page: Page, width: number, what: string): Promise<void> {
  const w = await pageWidth(page);
  t.ok(w <= width, `${what}: fits ${width} px (${w} px)`);
  t.same(await rawKeys(page), [], `${what}: no raw keys`);
}

/** a session as the shell keeps it (token in local storage, user info in a cookie), from the login call */
async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  const res = await fetch(`${site.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`login of ${user.username} failed`);
  const info = ((await res.json()) as { data: unknown }).data;
  await page.evaluate(([tk, u]) => {
    localStorage.setItem('token', tk);
    localStorage.setItem('authed', 'true');
    document.cookie = `userInfo=${encodeURIComponent(u)}; path=/`;
  }, [token, JSON.stringify(info)] as const);
}

async function adminLogin(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

/** the list's titles once it has settled on `count` rows */
async function listTitles(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelector('[data-testid=discussion-list]')?.getAttribute('aria-busy') === 'false'
    && document.querySelectorAll('[data-testid=discussion-row]').length === n, count);
  return page.getByTestId('discussion-title').allInnerTexts();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.semi-select-option').getByText(option, { exact: true }).click();
}

const discussion = async (id: number) =>
  (await site.sql<{ title: string; description: string; content: string; category_id: number; top_priority: boolean; status: number; pid: string | null; like_num: number }>(
    'select title, description, content, category_id, top_priority, status, pid, like_num from discussions_discussion where id = $1', [id]))[0];
const categoryId = async (name: string) => (await site.sql<{ id: number }>('select id from discussions_category where name = $1', [name]))[0]?.id;

t.before(async () => {
  [site, b] = await Promise.all([startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: BUILDS }), launch()]);
  const root = await site.adminToken();
  const call = async <T,>(method: string, url: string, body?: unknown, token = root): Promise<T> => {
    const res = await site.api<T>(method, url, body, token);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.msg}`);
    return res.data;
  };
  // a fresh site asks for accepted problems before posting: the suite's users have none
  await call('PUT', '/api/admin/switch/update', { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
  for (const u of [ALICE, BOB, MOD]) await makeUser(site, u);
  const list = await call<{ records: { uid: string; username: string }[] }>('GET', '/api/admin/user/get-user-list?limit=50&currentPage=1');
  const mod = list.records.find((u) => u.username === MOD.username)!;
  await call('PUT', '/api/admin/user/edit-user', { uid: mod.uid, username: MOD.username, type: 1001, status: 0 });
  await call('POST', '/api/admin/problem', {
    problem: { problemId: 'P1000', title: 'A+B', description: 'Add two numbers.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  });
  // the super admin's pinned post: SPA badge and the pinned mark in the list
  ids.rules = (await call<{ id: number }>('POST', '/api/discussion', { title: 'Site rules', description: 'Read before posting', content: 'Be **kind**.', categoryId: await categoryId(GENERAL) })).id;
  await call('PUT', '/api/admin/discussion', { id: ids.rules, topPriority: true });
  // a running public contest with P1000: its problem page has no discussion link
  const [rootUser] = await site.sql<{ uid: string }>("select uid from users where username = 'admin'");
  const [problemRow] = await site.sql<{ id: number }>("select id from problems_problem where problem_id = 'P1000'");
  const [contest] = await site.sql<{ id: number }>(
    `insert into contests_contest (uid, author, title, description, type, auth, start_time, end_time, duration, open_print, open_rank, visible)
     values ($1, 'admin', 'Open Cup', 'A contest', 0, 0, now() - interval '1 hour', now() + interval '2 hours', 10800, false, true, true) returning id`,
    [rootUser.uid],
  );
  await site.sql("insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, 'A', 'A+B', '#e74c3c')", [contest.id, problemRow.id]);
  ids.contest = contest.id;
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('a visitor reads the list and is sent to log in to post', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await page.getByTestId('navbar').getByText('Discussion', { exact: true }).click();
  await page.waitForURL(/\/discussion$/);
  t.same(await listTitles(page, 1), ['Site rules']);
  const row = page.getByTestId('discussion-row').first();
  t.equal(await row.getByTestId('discussion-pinned').innerText(), 'Top', 'the pinned mark');
  t.equal(await row.getByTestId('discussion-role-badge').innerText(), 'SPA', 'the super admin\'s badge');
  t.equal(await row.getByTestId('discussion-author-name').innerText(), 'admin');
  t.equal(await row.getByTestId('discussion-category').innerText(), GENERAL);
  t.equal(await row.getByTestId('discussion-description').innerText(), 'Read before posting');
  t.same(await page.getByTestId('discussion-category-filter').allInnerTexts(), ['All', GENERAL, SOLUTIONS, FEEDBACK], 'the categories');
  t.equal(await page.getByTestId('discussion-categories-edit').count(), 0, 'no category editing for a visitor');
  await looksRight(t, page, 1400, 'list as visitor');
  await shot(page, SUITE, 'list-visitor-en-1400');

  // spec 3 §5: posting needs a login, and the login dialog opens
  await page.getByTestId('discussion-post').click();
  await toast(page, 'Please login first');
  await page.getByTestId('login-form').waitFor();
  t.equal(await page.getByTestId('discussion-dialog').count(), 0, 'no post dialog');
  await page.keyboard.press('Escape');
  await page.getByTestId('login-form').waitFor({ state: 'hidden' });

  // liking needs a login too
  await page.getByTestId('discussion-title').first().click();
  await page.waitForURL(new RegExp(`/discussion-detail/${ids.rules}$`));
  await page.getByTestId('discussion-like').click();
  await toast(page, 'Please login first');
  t.equal(await page.getByTestId('discussion-like-count').innerText(), '0');
  t.equal(await page.getByTestId('discussion-edit').count(), 0, 'no edit for a visitor');
  t.equal(await page.getByTestId('discussion-delete').count(), 0, 'no delete for a visitor');
  t.equal(await page.getByTestId('discussion-content').locator('strong').innerText(), 'kind', 'the content as markdown');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a user posts (the form\'s rules first), finds the post by category, keyword and mine, opens it and edits it', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/discussion`);
  await loginInDialog(page, ALICE);
  await page.getByTestId('discussion-post').click();
  const dialog = page.getByTestId('discussion-dialog');
  await dialog.waitFor();
  await page.getByTestId('discussion-dialog-ok').click();
  t.equal(await page.getByTestId('discussion-form-title-error').innerText(), 'Title is required', 'spec 3 §5: the label with "is required"');
  t.equal(await page.getByTestId('discussion-form-description-error').innerText(), 'Description is required');
  t.equal(await page.getByTestId('discussion-form-category-error').innerText(), 'Category is required');
  t.equal(await page.getByTestId('discussion-form-content-error').innerText(), 'Content is required');
  await inputOf(page, 'discussion-form-title').fill('x'.repeat(256));
  t.equal(await page.getByTestId('discussion-form-title-error').innerText(), 'Title can not exceed 255 characters');
  await shot(page, SUITE, 'dialog-errors-en-1400');
  t.equal(await site.sql('select id from discussions_discussion').then((r) => r.length), 1, 'nothing was sent');

  await inputOf(page, 'discussion-form-title').fill('Alice asks about sums');
  await inputOf(page, 'discussion-form-description').fill('Why does my sum overflow?');
  await choose(page, 'discussion-form-category-select', SOLUTIONS);
  await dialog.locator('textarea').fill('My code uses **int** and fails on big inputs.\n\n```cpp\nint a, b;\n```');
  await page.getByTestId('discussion-preview-toggle').click();
  t.equal(await page.getByTestId('discussion-preview').locator('strong').innerText(), 'int', 'the preview is markdown');
  t.equal(await page.getByTestId('discussion-form-title-error').count(), 0, 'the errors went with the fixes');
  await shot(page, SUITE, 'dialog-en-1400');
  await page.getByTestId('discussion-dialog-ok').click();
  await toast(page, 'Posted successfully');
  await dialog.waitFor({ state: 'detached' });
  t.same(await listTitles(page, 2), ['Site rules', 'Alice asks about sums'], 'the pinned post first, then the new one');
  const [stored] = await site.sql<{ id: number }>("select id from discussions_discussion where title = 'Alice asks about sums'");
  ids.alice = stored.id;
  t.equal((await discussion(ids.alice)).category_id, await categoryId(SOLUTIONS));

  // the category filter, in the URL
  await page.getByTestId('discussion-category-filter').filter({ hasText: SOLUTIONS }).click();
  await page.waitForURL(new RegExp(`/discussion\\?cid=${await categoryId(SOLUTIONS)}$`));
  t.same(await listTitles(page, 1), ['Alice asks about sums']);
  t.equal(await page.getByTestId('discussion-category-filter').filter({ hasText: SOLUTIONS }).getAttribute('aria-pressed'), 'true');
  await page.getByTestId('discussion-category-filter').filter({ hasText: FEEDBACK }).click();
  await page.getByTestId('discussion-empty').waitFor();
  t.match(await page.getByTestId('discussion-empty').innerText(), 'No discussions yet');
  await page.getByTestId('discussion-category-filter').filter({ hasText: 'All' }).click();
  await page.waitForURL(/\/discussion$/);
  // the keyword, in the URL
  await inputOf(page, 'discussion-keyword').fill('overflow');
  await page.getByTestId('discussion-search').click();
  await page.waitForURL(/\/discussion\?keyword=overflow$/);
  t.same(await listTitles(page, 1), ['Alice asks about sums'], 'found by its description');
  await page.goto(`${site.url}/discussion`);
  // mine
  await page.locator('[data-testid=discussion-mine-toggle] label, [data-testid=discussion-mine-toggle] .semi-radio').filter({ hasText: 'Mine' }).first().click();
  await page.waitForURL(/\/discussion\?onlyMine=true$/);
  t.same(await listTitles(page, 1), ['Alice asks about sums'], 'only hers');

  // the detail, edited by its author
  await page.getByTestId('discussion-title').first().click();
  await page.waitForURL(new RegExp(`/discussion-detail/${ids.alice}$`));
  t.equal(await page.getByTestId('discussion-detail-title').innerText(), 'Alice asks about sums');
  t.equal(await page.getByTestId('discussion-detail-description').innerText(), 'Why does my sum overflow?');
  t.equal(await page.getByTestId('discussion-content').locator('strong').innerText(), 'int');
  t.equal(await page.getByTestId('discussion-category').innerText(), SOLUTIONS);
  t.equal(await page.getByTestId('discussion-author-name').innerText(), 'alice');
  t.equal(await page.getByTestId('discussion-role-badge').count(), 0, 'no badge for a user');
  t.match(await page.getByTestId('discussion-detail-views').innerText(), /^Views: \d+$/);
  t.equal(await page.getByTestId('discussion-comments').count(), 1, 'the place of the comments');
  await page.getByTestId('discussion-edit').click();
  await dialog.waitFor();
  t.equal(await inputOf(page, 'discussion-form-title').inputValue(), 'Alice asks about sums', 'the dialog holds the post');
  t.match(await page.locator('.semi-modal-title').innerText(), 'Edit the Discussion');
  await inputOf(page, 'discussion-form-title').fill('Alice asks about big sums');
  await page.getByTestId('discussion-dialog-ok').click();
  await toast(page, 'Update successfully');
  await page.getByTestId('discussion-detail-title').getByText('Alice asks about big sums').waitFor();
  t.equal((await discussion(ids.alice)).title, 'Alice asks about big sums');
  await looksRight(t, page, 1400, 'detail as author');
  await shot(page, SUITE, 'detail-author-en-1400');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the problem page links to the problem\'s discussions; a post there is about the problem', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await signIn(page, ALICE);
  await page.goto(`${site.url}/problem/P1000`);
  const link = page.getByTestId('problem-discussion-link');
  await link.waitFor();
  t.equal(await link.innerText(), 'Discussion');
  await shot(page, SUITE, 'problem-link-en-1400');
  await link.click();
  await page.waitForURL(/\/discussion\/P1000$/);
  t.equal(await page.getByTestId('discussion-list-title').innerText(), 'Discussions of problem P1000');
  await page.getByTestId('discussion-empty').waitFor();
  await page.getByTestId('discussion-post').click();
  await page.getByTestId('discussion-dialog').waitFor();
  t.equal(await inputOf(page, 'discussion-form-title').inputValue(), '[P1000] ', 'spec 3 §5: the title starts with the problem id');
  await page.getByTestId('discussion-dialog-ok').click();
  t.equal(await page.getByTestId('discussion-form-title-error').innerText(), 'Title is required', 'the prefix alone is no title');
  await inputOf(page, 'discussion-form-title').fill('[P1000] Where to start');
  await inputOf(page, 'discussion-form-description').fill('First steps');
  await choose(page, 'discussion-form-category-select', GENERAL);
  await page.getByTestId('discussion-dialog').locator('textarea').fill('Read the input, print the sum.');
  // the messages go as the fields are filled (the dialog gets shorter)
  await page.getByTestId('discussion-dialog').locator('.oj-field-error').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  await page.getByTestId('discussion-dialog-ok').click();
  await toast(page, 'Posted successfully');
  t.same(await listTitles(page, 1), ['[P1000] Where to start']);
  t.equal(await page.getByTestId('discussion-row').getByTestId('discussion-problem').innerText(), 'P1000', 'the problem id on the row');
  const [row] = await site.sql<{ id: number; pid: string }>("select id, pid from discussions_discussion where title = '[P1000] Where to start'");
  t.equal(row.pid, 'P1000', 'stored with its problem');
  ids.problemPost = row.id;
  await shot(page, SUITE, 'problem-list-en-1400');
  // the site's list has it too
  await page.getByTestId('discussion-all-link').click();
  await page.waitForURL(/\/discussion$/);
  t.same(await listTitles(page, 3), ['Site rules', '[P1000] Where to start', 'Alice asks about big sums']);

  // no link inside a contest
  await page.goto(`${site.url}/contest/${ids.contest}/problem/A`);
  await page.getByTestId('problem-statement').waitFor();
  await page.waitForLoadState('networkidle');
  t.equal(await page.getByTestId('problem-discussion-link').count(), 0, 'spec 2 §2: not for a contest\'s problem');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('another user likes and reports the post; an empty report is refused', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await signIn(page, BOB);
  await page.goto(`${site.url}/discussion-detail/${ids.alice}`);
  await page.getByTestId('discussion-detail').waitFor();
  t.equal(await page.getByTestId('discussion-edit').count(), 0, 'spec 3 §6: edit is the author\'s');
  t.equal(await page.getByTestId('discussion-delete').count(), 0, 'delete is the author\'s or an admin\'s');
  await page.getByTestId('discussion-like').click();
  await toast(page, 'Liked successfully');
  await page.locator('[data-testid=discussion-like][data-liked=true]').waitFor();
  t.equal(await page.getByTestId('discussion-like-count').innerText(), '1');
  t.match(await page.getByTestId('discussion-like').innerText(), /Liked/);
  t.equal((await discussion(ids.alice)).like_num, 1);
  await page.reload();
  await page.locator('[data-testid=discussion-like][data-liked=true]').waitFor();
  t.pass('the like is remembered');

  await page.getByTestId('discussion-report').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.waitFor();
  t.same(await page.getByTestId('report-tag').allInnerTexts(), ['Spam ads', 'Illegal content', 'Vulgar', 'Gambling fraud', 'Abuse', 'Plagiarism'], 'spec 3 §5: the six tags');
  await page.getByTestId('report-dialog-ok').click();
  t.equal(await page.getByTestId('report-error').innerText(), 'The report label and reason cannot be empty');
  t.equal((await site.sql('select id from discussions_report')).length, 0, 'nothing sent');
  await page.getByTestId('report-tag').filter({ hasText: 'Plagiarism' }).click();
  await page.getByTestId('report-tag').filter({ hasText: 'Spam ads' }).click();
  t.equal(await page.getByTestId('report-tag').filter({ hasText: 'Spam ads' }).getAttribute('aria-checked'), 'true');
  await dialog.locator('textarea').fill('Copied from a blog');
  await shot(page, SUITE, 'report-en-1400');
  await page.getByTestId('report-dialog-ok').click();
  await toast(page, /Reported successfully/);
  await dialog.waitFor({ state: 'detached' });
  const [report] = await site.sql<{ content: string }>('select content from discussions_report');
  t.equal(report.content, '#Spam ads# #Plagiarism# Copied from a blog', 'the tags as #tag#, then the reason');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('an admin pins and disables the post, handles the report and deletes posts in a batch', async (t) => {
  const mod = await userToken(site, MOD);
  const spare = [];
  for (const title of ['Spare one', 'Spare two']) {
    const r = await site.api<{ id: number }>('POST', '/api/discussion', { title, description: 'To be removed', content: 'x', categoryId: await categoryId(FEEDBACK) }, mod);
    if (r.status !== 200) throw new Error(`spare post: ${r.msg}`);
    spare.push(r.data.id);
  }
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page, MOD);
  await page.getByText('Discussion', { exact: true }).first().click();
  await page.waitForURL(/\/admin\/discussion$/);
  const rowOf = (id: number) => page.locator(`[data-testid=admin-discussion-row][data-did="${id}"]`);
  await rowOf(ids.alice).waitFor();
  t.equal(await page.getByTestId('admin-discussion-row').count(), 5, 'every post of the site');
  t.equal(await page.getByTestId('admin-tab-categories').count(), 0, 'categories are the super admin\'s');
  t.equal(await rowOf(ids.alice).getByTestId('admin-discussion-title').innerText(), 'Alice asks about big sums');
  t.equal(await rowOf(ids.alice).getByTestId('admin-discussion-title').getAttribute('href'), `/discussion-detail/${ids.alice}`);
  t.equal(await rowOf(spare[0]).getByTestId('discussion-role-badge').innerText(), 'ADM', 'an admin author\'s badge');

  await rowOf(ids.alice).getByTestId('admin-discussion-pinned').click();
  await toast(page, 'Update successfully');
  await rowOf(ids.alice).locator('[data-testid=admin-discussion-pinned].semi-switch-checked').waitFor();
  t.equal((await discussion(ids.alice)).top_priority, true, 'pinned');
  await rowOf(ids.alice).getByTestId('admin-discussion-status').click();
  await rowOf(ids.alice).getByTestId('admin-discussion-status-text').getByText('Disabled').waitFor();
  t.equal((await discussion(ids.alice)).status, 1, 'disabled');
  await shot(page, SUITE, 'admin-discussions-en-1400');

  // a batch delete of the two spare posts, confirmed
  await inputOf(page, 'admin-discussion-search').fill('Spare');
  await page.getByTestId('admin-discussion-search-button').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=admin-discussion-row]').length === 2);
  for (const id of spare) await rowOf(id).locator('.semi-checkbox').click();
  t.equal(await page.getByTestId('admin-discussion-delete-selected').innerText(), 'Delete selected (2)');
  await page.getByTestId('admin-discussion-delete-selected').click();
  await page.getByText('Delete the 2 selected discussions and their comments? This cannot be undone.').waitFor();
  await page.getByTestId('confirm-delete').click();
  await toast(page, 'Delete successfully');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=admin-discussion-row]').length === 0);
  t.equal((await site.sql('select id from discussions_discussion where id = any($1)', [spare])).length, 0, 'both deleted');

  // the report, handled
  await page.getByTestId('admin-tab-reports').click();
  await page.waitForURL(/\/admin\/discussion\?tab=reports$/);
  const report = page.getByTestId('admin-report-row').first();
  await report.waitFor();
  t.equal(await report.getByTestId('admin-discussion-title').innerText(), 'Alice asks about big sums');
  t.equal(await report.getByTestId('admin-report-reporter').innerText(), 'bob');
  t.equal(await report.getByTestId('admin-report-content').innerText(), '#Spam ads# #Plagiarism# Copied from a blog');
  t.equal(await report.getByTestId('admin-report-status').innerText(), 'Not handled');
  await report.getByTestId('admin-report-handled').click();
  await toast(page, 'Update successfully');
  await report.getByTestId('admin-report-status').getByText('Handled', { exact: true }).waitFor();
  t.equal((await site.sql<{ status: boolean }>('select status from discussions_report'))[0].status, true, 'handled');
  await looksRight(t, page, 1400, 'admin reports');
  await shot(page, SUITE, 'admin-reports-en-1400');
  t.same(errors, [], 'no page errors');
  await context.close();

  // the disabled post: gone from the list, its page says so to others, its author still reads it
  const v = await visitor(b.browser, { width: 1400, height: 900 });
  await v.page.goto(`${site.url}/discussion`);
  t.same(await listTitles(v.page, 2), ['Site rules', '[P1000] Where to start'], 'not listed while disabled');
  await signIn(v.page, BOB);
  await v.page.goto(`${site.url}/discussion-detail/${ids.alice}`);
  t.equal(await v.page.getByTestId('discussion-detail-message').innerText(), 'This discussion has been disabled by an administrator', 'the server\'s message');
  await signIn(v.page, ALICE);
  await v.page.goto(`${site.url}/discussion-detail/${ids.alice}`);
  await v.page.getByTestId('discussion-disabled').waitFor();
  t.equal(await v.page.getByTestId('discussion-pinned').count(), 1, 'pinned shows on its page');
  await v.page.goto(`${site.url}/discussion-detail/999999`);
  t.equal(await v.page.getByTestId('discussion-detail-message').innerText(), 'Sorry, this discussion does not exist');
  t.same(v.errors, [], 'no page errors');
  await v.context.close();
});

t.test('the super admin edits the categories; a category with posts cannot be removed', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page, ROOT_USER);
  await page.goto(`${site.url}/admin/discussion`);
  await page.getByTestId('admin-tab-categories').click();
  await page.waitForURL(/tab=categories$/);
  const names = page.locator('input[data-testid=category-editor-name], [data-testid=category-editor-name] input');
  await names.nth(2).waitFor();
  t.same(await names.evaluateAll((es) => es.map((e) => (e as HTMLInputElement).value)), [GENERAL, SOLUTIONS, FEEDBACK]);
  // remove Solutions (alice's post is in it): refused by the server, nothing changes
  await page.getByTestId('category-editor-row').nth(1).getByTestId('category-editor-remove').click();
  await page.getByTestId('category-editor-save').click();
  const refusal = `The category ${SOLUTIONS} still has discussions: move or delete them first`;
  await page.getByTestId('category-editor-server-error').getByText(refusal).waitFor();
  await toast(page, refusal);
  t.equal(await categoryId(SOLUTIONS) > 0, true, 'still there');
  await page.reload();
  await names.nth(2).waitFor();
  // an empty name is refused in the browser
  await page.getByTestId('category-editor-add').click();
  await page.getByTestId('category-editor-save').click();
  t.equal(await page.getByTestId('category-editor-error').innerText(), 'The category name is required');
  await names.nth(3).fill('Contests');
  await names.nth(2).fill('Feedback & ideas');
  await shot(page, SUITE, 'admin-categories-en-1400');
  await page.getByTestId('category-editor-save').click();
  await toast(page, 'Update successfully');
  await page.waitForFunction(() => !document.querySelector('[data-testid=category-editor-error]'));
  t.same((await site.sql<{ name: string }>('select name from discussions_category order by id')).map((r) => r.name), [GENERAL, SOLUTIONS, 'Feedback & ideas', 'Contests'], 'saved as one list');

  // the list's sidebar: the same edit mode for the super admin
  await page.goto(`${site.url}/discussion`);
  await page.getByTestId('discussion-category-filter').filter({ hasText: 'Contests' }).waitFor();
  await page.getByTestId('discussion-categories-edit').click();
  await page.getByTestId('discussion-category-editor').waitFor();
  t.equal(await page.getByTestId('category-editor-row').count(), 4);
  await shot(page, SUITE, 'list-categories-dialog-en-1400');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('in both languages, at 1400 and 390 px: translated, nothing wider than the window', async (t) => {
  for (const [width, height, lang] of [[1400, 900, 'zh-CN'], [390, 844, 'en-US'], [390, 844, 'zh-CN']] as const) {
    const tag = `${lang === 'zh-CN' ? 'zh' : 'en'}-${width}`;
    const zh = lang === 'zh-CN';
    const { context, page, errors } = await visitor(b.browser, { width, height, locale: lang });
    await context.addInitScript((l) => localStorage.setItem('languages', l), lang);
    await page.goto(`${site.url}/discussion`);
    await page.getByTestId('discussion-row').first().waitFor();
    t.equal(await page.getByTestId('discussion-list-title').innerText(), zh ? '讨论区' : 'Discussions', `${tag}: the list's title`);
    t.equal(await page.getByTestId('discussion-post').innerText(), zh ? '发布讨论' : 'Post');
    await looksRight(t, page, width, `${tag} list (visitor)`);
    await shot(page, SUITE, `list-visitor-${tag}`);
    if (width < 500) {
      await page.getByTestId('drawer-toggle').click();
      await page.getByTestId('drawer').getByText(zh ? '讨论' : 'Discussion', { exact: true }).click();
      await page.waitForURL(/\/discussion$/);
      t.pass(`${tag}: the drawer lists the discussions`);
    }

    await signIn(page, ALICE);
    await page.goto(`${site.url}/discussion`);
    await page.getByTestId('discussion-row').first().waitFor();
    await page.getByTestId('discussion-post').click();
    await page.getByTestId('discussion-dialog').waitFor();
    await page.getByTestId('discussion-dialog-ok').click();
    t.equal(await page.getByTestId('discussion-form-title-error').innerText(), zh ? '标题不能为空' : 'Title is required', `${tag}: the rule's message`);
    await looksRight(t, page, width, `${tag} dialog`);
    if (width < 500) {
      const box = await page.locator('.semi-modal').first().boundingBox();
      t.ok(box && box.width >= width - 2, `${tag}: the dialog takes the phone's width (${box?.width})`);
    }
    await shot(page, SUITE, `dialog-${tag}`);
    await page.getByTestId('discussion-dialog-cancel').click();

    await page.goto(`${site.url}/discussion-detail/${ids.problemPost}`);
    await page.getByTestId('discussion-content').waitFor();
    await page.waitForLoadState('networkidle');
    t.match(await page.getByTestId('discussion-report').innerText(), zh ? '举报' : 'Report');
    await looksRight(t, page, width, `${tag} detail`);
    await shot(page, SUITE, `detail-${tag}`);
    await page.getByTestId('discussion-report').click();
    await page.getByTestId('report-dialog').waitFor();
    t.same(await page.getByTestId('report-tag').allInnerTexts(), zh ? ['垃圾广告', '违法内容', '低俗', '赌博诈骗', '人身攻击', '抄袭'] : ['Spam ads', 'Illegal content', 'Vulgar', 'Gambling fraud', 'Abuse', 'Plagiarism']);
    await looksRight(t, page, width, `${tag} report dialog`);
    await shot(page, SUITE, `report-${tag}`);
    t.same(errors, [], `${tag}: no page errors`);
    await context.close();

    // the admin page, as the super admin
    const admin = await visitor(b.browser, { width, height, locale: lang });
    await admin.context.addInitScript((l) => localStorage.setItem('languages', l), lang);
    await adminLogin(admin.page, ROOT_USER);
    for (const [name, query, ready] of [['discussions', '', 'admin-discussion-row'], ['reports', '?tab=reports', 'admin-report-row'], ['categories', '?tab=categories', 'category-editor-row']] as const) {
      await admin.page.goto(`${site.url}/admin/discussion${query}`);
      await admin.page.getByTestId(ready).first().waitFor();
      await admin.page.waitForLoadState('networkidle');
      t.match(await admin.page.getByTestId('admin-discussion').innerText(), zh ? '讨论管理' : 'Discussion Admin');
      await looksRight(t, admin.page, width, `${tag} admin ${name}`);
      await shot(admin.page, SUITE, `admin-${name}-${tag}`);
    }
    t.same(admin.errors, [], `${tag}: no page errors in the admin area`);
    await admin.context.close();
  }
});

t.test('the author deletes the post, confirmed', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await signIn(page, ALICE);
  await page.goto(`${site.url}/discussion-detail/${ids.alice}`);
  await page.getByTestId('discussion-delete').click();
  await page.getByTestId('confirm-delete').waitFor();
  await shot(page, SUITE, 'delete-confirm-en-1400');
  await page.getByTestId('confirm-delete').click();
  await toast(page, 'Delete successfully');
  await page.waitForURL(/\/discussion$/);
  t.same(await listTitles(page, 2), ['Site rules', '[P1000] Where to start']);
  t.equal((await site.sql('select id from discussions_discussion where id = $1', [ids.alice])).length, 0, 'deleted');
  t.equal((await site.sql('select id from discussions_report')).length, 0, 'its report went with it');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('with public discussion off: no menu entry, /discussion goes home with the no-access message, no problem link', async (t) => {
  const off = await site.api('PUT', '/api/admin/switch/update', { openPublicDiscussion: false }, await site.adminToken());
  t.equal(off.status, 200);
  t.teardown(async () => void (await site.api('PUT', '/api/admin/switch/update', { openPublicDiscussion: true }, await site.adminToken())));
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await page.getByTestId('navbar').getByText('Problem', { exact: true }).waitFor();
  t.equal(await page.getByTestId('navbar').getByText('Discussion', { exact: true }).count(), 0, 'no Discussion in the menu');
  await page.goto(`${site.url}/discussion`);
  await page.waitForURL(/\/home$/);
  await toast(page, 'There is no open discussion area on the website');
  await page.goto(`${site.url}/discussion/P1000`);
  await page.waitForURL(/\/home$/);
  await signIn(page, ALICE);
  await page.goto(`${site.url}/problem/P1000`);
  await page.getByTestId('problem-statement').waitFor();
  await page.waitForLoadState('networkidle');
  t.equal(await page.getByTestId('problem-discussion-link').count(), 0, 'no link to the discussions');
  t.same(errors, [], 'no page errors');
  await context.close();

  // the phone's drawer has no entry either
  const phone = await visitor(b.browser, { width: 390, height: 844 });
  await phone.page.goto(`${site.url}/home`);
  await phone.page.getByTestId('drawer-toggle').click();
  await phone.page.getByTestId('drawer').getByText('Problem', { exact: true }).waitFor();
  t.equal(await phone.page.getByTestId('drawer').getByText('Discussion', { exact: true }).count(), 0, 'no Discussion in the drawer');
  await phone.context.close();
});

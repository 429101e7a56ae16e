// Groups in Chromium against a real `oj start` (embedded PGlite): a user creates a private group
// through the Create Group dialog (a 5-character code is refused in the browser first); another
// user applies from the group's Home with the code and a reason and sees "Applying"; the owner
// accepts in the Member tab and posts an announcement; the member now opens the tabs, reads the
// announcement and finds the rank, and exits the group. Last, the list and a group's Home at
// 390 px in both languages: nothing wider than the window, no raw keys.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, makeUser, shot, startSite, visitor, type Site } from '@oj/testing';

t.setTimeout(600_000);

const SUITE = 'groups-ui';
const PLUGINS = ['problems', 'submissions', 'trainings', 'contests', 'discussions', 'groups'];
const BUILDS = PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`);
const ALICE = { username: 'alice', password: 'alicepass1', email: 'alice@example.com' };
const BOB = { username: 'bob', password: 'bobpass12', email: 'bob@example.com' };
const GROUP = { name: 'Algorithm Club', shortName: 'algoclub', brief: 'We solve problems together', code: 'K7p2Qx' };

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let gid = 0;

/** waits for a toast with that text; on a timeout, says which toasts there were */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    const shown = await page.locator('.semi-toast-content-text').allInnerTexts().catch(() => []);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}
/** a Semi input or text area by its test id (the id lands on a form row, or on the input itself) */
const field = (page: Page, testId: string) =>
  page.locator(`[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}]`).first();
/** the tab's own element (Semi marks a disabled tab with aria-disabled) */
const tab = (page: Page, key: string) => page.getByRole('tab').filter({ has: page.getByTestId(`group-tab-${key}`) });
const tabDisabled = async (page: Page, key: string) => (await tab(page, key).getAttribute('aria-disabled')) === 'true';
/** i18n keys that reached the screen untranslated */
const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Group|GROUPS|NavBar)_[A-Za-z]\w*/g) ?? []);
const overflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

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

async function as(user: { username: string; password: string }, opts: { width?: number; locale?: string } = {}) {
  const v = await visitor(b.browser, { width: opts.width ?? 1280, height: 900, locale: opts.locale });
  await v.page.goto(`${site.url}/home`);
  await signIn(v.page, user);
  return v;
}

async function confirm(page: Page): Promise<void> {
  await page.locator('.semi-modal-confirm').locator('button', { hasText: /^OK$/ }).click();
}

t.before(async () => {
  [site, b] = await Promise.all([startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: BUILDS }), launch()]);
  const root = await site.adminToken();
  // a fresh site asks for 20 accepted problems before creating a group: the suite's users have none
  const res = await site.api('PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }, root);
  if (res.status !== 200) throw new Error(`switch update: ${res.msg}`);
  for (const u of [ALICE, BOB]) await makeUser(site, u);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('a visitor is sent to log in to create a group', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1280, height: 900 });
  await page.goto(`${site.url}/home`);
  await page.getByTestId('navbar').getByText('Group', { exact: true }).click();
  await page.waitForURL(/\/group$/);
  await page.getByTestId('group-empty').getByText('No Groups').waitFor();
  t.ok(await page.getByTestId('group-only-mine').isDisabled(), '"only mine" is off for a visitor');
  await page.getByTestId('group-create').click();
  await toast(page, 'Please login first');
  await page.getByTestId('login-form').waitFor();
  t.equal(await page.getByTestId('group-create-dialog').count(), 0, 'no create dialog');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a user creates a private group through the dialog (a 5-character code refused first)', async (t) => {
  const { context, page, errors } = await as(ALICE);
  await page.goto(`${site.url}/group`);
  await page.getByTestId('group-create').click();
  await page.getByTestId('group-create-dialog').waitFor();
  await field(page, 'group-form-name').fill(GROUP.name);
  await field(page, 'group-form-short-name').fill(GROUP.shortName);
  await field(page, 'group-form-brief').fill(GROUP.brief);
  await field(page, 'group-form-description').fill('Weekly **training** for the club.');
  await page.getByTestId('group-form-auth-private').click();
  // spec 3 §5: the code is checked when it loses focus
  await field(page, 'group-form-code').fill('K7p2Q');
  await field(page, 'group-form-brief').click();
  t.equal(await page.getByTestId('group-form-code-error').innerText(), 'The invitation code must be exactly 6 characters without spaces', 'checked on blur');
  await page.getByTestId('group-create-ok').click();
  t.equal(await page.getByTestId('group-form-code-error').innerText(), 'The invitation code must be exactly 6 characters without spaces', 'and on save');
  t.equal((await site.sql('select id from groups_group')).length, 0, 'nothing was sent');
  await shot(page, SUITE, 'create-refused-en-1280');

  await field(page, 'group-form-code').fill(GROUP.code);
  t.equal(await page.getByTestId('group-form-code-error').count(), 0, 'the error went with the fix');
  await page.getByTestId('group-create-ok').click();
  await toast(page, 'Created successfully');
  await page.waitForURL(/\/group\/\d+$/);
  gid = Number(new URL(page.url()).pathname.split('/').pop());
  t.equal(await page.getByTestId('group-name').innerText(), GROUP.name, 'the new group opens');
  t.equal(await page.getByTestId('group-side').getByTestId('group-auth').innerText(), 'Private');
  t.equal(await page.getByTestId('group-owner').innerText(), ALICE.username);
  t.equal(await page.getByTestId('group-description').locator('strong').innerText(), 'training', 'the description as markdown');
  t.ok(await page.getByTestId('group-disband').isVisible(), 'the owner may disband');
  t.equal(await page.getByTestId('group-apply').count(), 0, 'the owner does not apply');

  await page.goto(`${site.url}/group`);
  const card = page.getByTestId('group-card');
  await card.first().waitFor();
  t.equal(await card.getByTestId('group-card-name').innerText(), GROUP.name);
  t.equal(await card.getByTestId('group-card-members').innerText(), '1 member');
  t.equal(await card.getByTestId('group-auth').innerText(), 'Private');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('another user applies with the code and a reason and sees "Applying"', async (t) => {
  const { context, page, errors } = await as(BOB);
  await page.goto(`${site.url}/group`);
  await page.getByTestId('group-card').first().click();
  await page.waitForURL(new RegExp(`/group/${gid}$`));
  await page.getByTestId('group-apply').waitFor();
  t.ok(await tabDisabled(page, 'member'), 'the Member tab waits for membership');
  t.ok(await tabDisabled(page, 'rank'), 'the Rank tab too');
  t.notOk(await tabDisabled(page, 'home'), 'Home is open');
  t.equal(await tab(page, 'setting').count(), 0, 'no Setting tab for a non-root');

  await page.getByTestId('group-apply').click();
  await page.getByTestId('group-apply-dialog').waitFor();
  await page.getByTestId('group-apply-ok').click();
  t.equal(await page.getByTestId('group-apply-code-error').innerText(), 'The invitation code is required');
  t.equal(await page.getByTestId('group-apply-reason-error').innerText(), 'The reason is required');
  await field(page, 'group-apply-code').fill(GROUP.code);
  await field(page, 'group-apply-reason').fill('I train for the regional contest');
  await page.getByTestId('group-apply-ok').click();
  await toast(page, 'Your application has been sent');
  await page.getByTestId('group-applying').getByText('Applying').waitFor();
  t.equal(await page.getByTestId('group-apply').count(), 0, 'no second application');
  t.ok(await tabDisabled(page, 'member'), 'still waiting');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the owner accepts in the Member tab and posts an announcement', async (t) => {
  const { context, page, errors } = await as(ALICE);
  await page.goto(`${site.url}/group/${gid}/member`);
  const application = page.getByTestId('group-application-row').filter({ hasText: BOB.username });
  await application.waitFor();
  t.equal(await application.getByTestId('group-application-reason').innerText(), 'I train for the regional contest');
  t.equal(await application.getByTestId('group-application-status').innerText(), 'Applying');
  await shot(page, SUITE, 'member-admin-en-1280');
  await application.getByTestId('group-application-accept').click();
  await toast(page, 'Update successfully');
  await application.waitFor({ state: 'detached' });
  const member = page.getByTestId('group-member-row').filter({ hasText: BOB.username });
  await member.waitFor();
  t.equal(await member.locator('.semi-select-selection-text').innerText(), 'Member', 'bob is a member');
  t.equal(await member.getByTestId('group-member-remove').count(), 1, 'the owner may remove him');
  const own = page.getByTestId('group-member-row').filter({ hasText: ALICE.username });
  t.equal(await own.getByTestId('group-member-remove').count(), 0, 'nobody removes the owner');
  t.equal(await page.getByTestId('group-member-count').innerText(), '2', 'the side card counts him');

  await tab(page, 'announcement').click();
  await page.getByTestId('group-announcement-create').click();
  await page.getByTestId('group-announcement-dialog').waitFor();
  await page.getByTestId('group-announcement-ok').click();
  t.equal(await page.getByTestId('group-announcement-form-title-error').innerText(), 'Title is required');
  await field(page, 'group-announcement-form-title').fill('Training on Saturday');
  await field(page, 'group-announcement-form-content').fill('Room **301**, 9 am.');
  await page.getByTestId('group-announcement-ok').click();
  await toast(page, 'Created successfully');
  const row = page.getByTestId('group-announcement-admin-row').filter({ hasText: 'Training on Saturday' });
  await row.waitFor();
  t.equal(await row.locator('[role=switch]').getAttribute('aria-checked'), 'true', 'visible');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the member opens the tabs, reads the announcement, finds the rank and exits', async (t) => {
  const { context, page, errors } = await as(BOB);
  await page.goto(`${site.url}/group/${gid}`);
  await page.getByTestId('group-exit').waitFor();
  t.notOk(await tabDisabled(page, 'member'), 'the Member tab opens');
  t.notOk(await tabDisabled(page, 'rank'), 'the Rank tab opens');
  t.equal(await tab(page, 'announcement').count(), 0, 'no Announcement tab for a plain member');
  await page.getByTestId('group-announcement-title').getByText('Training on Saturday').click();
  t.equal(await page.getByTestId('group-announcement-content').locator('strong').innerText(), '301', 'the announcement as markdown');
  await page.getByTestId('group-announcement-back').click();

  await tab(page, 'rank').click();
  await page.waitForURL(new RegExp(`/group/${gid}/rank$`));
  const users = page.getByTestId('group-rank-user');
  await users.nth(1).waitFor();
  t.same((await users.allInnerTexts()).sort(), [ALICE.username, BOB.username], 'both members in the rank');
  await page.getByTestId('group-rank-oi').click();
  await page.getByTestId('group-rank-score').first().waitFor();
  await field(page, 'group-rank-search').fill('bo');
  await page.getByTestId('group-rank-search-button').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=group-rank-row]').length === 1);
  t.equal(await users.innerText(), BOB.username, 'the search finds him');
  await shot(page, SUITE, 'rank-en-1280');

  await tab(page, 'member').click();
  await page.getByTestId('group-member-row').nth(1).waitFor();
  t.equal(await page.getByTestId('group-member-level-select').count(), 0, 'a member reads the table only');

  await tab(page, 'home').click();
  await page.getByTestId('group-exit').click();
  await confirm(page);
  await toast(page, 'You have left the group');
  await page.getByTestId('group-apply').waitFor();
  t.ok(await tabDisabled(page, 'member'), 'the tabs close again');
  // the group and the caller's access are read again side by side: the count may follow the button
  await page.waitForFunction(() => document.querySelector('[data-testid=group-member-count]')?.textContent === '1', null, { timeout: 10_000 }).catch(() => {});
  t.equal(await page.getByTestId('group-member-count').innerText(), '1', 'the group is reloaded');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('at phone width nothing is wider than the window, in both languages', async (t) => {
  for (const locale of ['zh-CN', 'en-US']) {
    const { context, page, errors } = await as(ALICE, { width: 390, locale });
    await page.evaluate((l) => localStorage.setItem('languages', l), locale);
    for (const [path, ready] of [['/group', 'group-card'], [`/group/${gid}`, 'group-description'], [`/group/${gid}/member`, 'group-member-row']] as const) {
      await page.goto(`${site.url}${path}`);
      await page.getByTestId(ready).first().waitFor();
      const { scroll, inner } = await overflow(page);
      t.ok(scroll <= inner, `${locale} ${path}: ${scroll} <= ${inner} px`);
      t.same(await rawKeys(page), [], `${locale} ${path}: no raw keys`);
    }
    if (locale === 'zh-CN') t.equal(await page.getByTestId('group-tab-member').innerText(), '成员', 'Chinese tabs');
    t.same(errors, [], 'no page errors');
    await context.close();
  }
});

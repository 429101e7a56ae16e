// A contestant in Chromium against a real `oj start` (embedded PGlite) with its judge node: the
// contest list (login first, filters in the URL), registering to a private ACM contest with its
// password, its problems, solving one with a real compiler, the verdict in the contest's
// submissions, printing, both languages, and the pages at phone width.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, loginInDialog, makeUser, shot, startSite, visitor, type Site } from '@oj/testing';

t.setTimeout(600_000);

const USER = { username: 'alice', password: 'alicepass1', email: 'alice@example.com' };
const PASSWORD = 'cup-2026';
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const PLUGINS = ['problems', 'submissions', 'contests'];

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
const ids: Record<'cup' | 'past' | 'soon', number> = { cup: 0, past: 0, soon: 0 };

function problem(problemId: string, title: string) {
  return {
    problem: { problemId, title, description: 'Add two numbers.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, isRemoveEndBlank: true },
    languages: [{ name: 'C++' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  };
}

/** a contest row as the admin screens would save it (the admin calls belong to another part of the plugin) */
async function seedContest(c: { title: string; type: number; auth: number; pwd?: string; startMin: number; endMin: number; openPrint?: boolean; openRank?: boolean; allowEndSubmit?: boolean }, problems: Array<{ pid: number; displayId: string; title: string; color: string }>): Promise<number> {
  const [root] = await site.sql<{ uid: string }>("select uid from users where username = 'admin'");
  const now = Date.now();
  const start = new Date(now + c.startMin * 60_000);
  const end = new Date(now + c.endMin * 60_000);
  const [row] = await site.sql<{ id: number }>(
    `insert into contests_contest (uid, author, title, description, type, auth, pwd, start_time, end_time, duration, open_print, open_rank, allow_end_submit, visible)
     values ($1, 'admin', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true) returning id`,
    [root.uid, c.title, `**${c.title}**: add numbers fast.`, c.type, c.auth, c.pwd ?? null, start, end, Math.round((end.getTime() - start.getTime()) / 1000), c.openPrint ?? false, c.openRank ?? false, c.allowEndSubmit ?? false],
  );
  for (const p of problems) {
    await site.sql('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, $3, $4, $5)', [row.id, p.pid, p.displayId, p.title, p.color]);
  }
  return row.id;
}

const toast = (page: Page, text: string) => page.locator('.semi-toast-content-text').getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();

async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.semi-select-option').getByText(option, { exact: true }).click();
}

/** a session as the shell keeps it (token in local storage, user info in a cookie), taken from the login call */
async function signIn(page: Page): Promise<void> {
  const res = await fetch(`${site.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: USER.username, password: USER.password }) });
  const token = res.headers.get('authorization')!;
  const user = ((await res.json()) as { data: unknown }).data;
  await page.evaluate(([tk, u]) => {
    localStorage.setItem('token', tk);
    localStorage.setItem('authed', 'true');
    document.cookie = `userInfo=${encodeURIComponent(u)}; path=/`;
  }, [token, JSON.stringify(user)] as const);
}

/** the cards' titles once the list has settled on `count` cards */
async function cardTitles(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelector('[data-testid=contest-list]')?.getAttribute('aria-busy') === 'false'
    && document.querySelectorAll('[data-testid=contest-card]').length === n, count);
  return page.getByTestId('contest-title').allInnerTexts();
}

/** the page is no wider than the window (tables scroll inside their own box) */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), judge: true, builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  const root = await site.adminToken();
  const call = async <T,>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await site.api<T>(method, url, body, root);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.msg}`);
    return res.data;
  };
  await call('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  await call('POST', '/api/admin/problem', problem('CA1', 'Sum of Two'));
  await call('POST', '/api/admin/problem', problem('CA2', 'Sum Again'));
  const pids = await site.sql<{ id: number; problem_id: string }>("select id, problem_id from problems_problem where problem_id in ('CA1', 'CA2') order by problem_id");
  await makeUser(site, USER);
  ids.cup = await seedContest({ title: 'Spring Cup', type: 0, auth: 1, pwd: PASSWORD, startMin: -60, endMin: 120, openPrint: true, allowEndSubmit: true }, [
    { pid: pids[0].id, displayId: 'A', title: 'Sum', color: '#e74c3c' },
    { pid: pids[1].id, displayId: 'B', title: 'Sum Again', color: '#3498db' },
  ]);
  ids.past = await seedContest({ title: 'Winter Open', type: 1, auth: 0, startMin: -600, endMin: -300, openRank: true }, []);
  ids.soon = await seedContest({ title: 'Summer Trial', type: 0, auth: 2, pwd: 'x', startMin: 600, endMin: 720, openRank: true }, []);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('the contest list: every card, login first, status filter in the URL', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await page.getByTestId('navbar').getByText('Contest', { exact: true }).click();
  await page.waitForURL(/\/contest$/);
  const cards = page.getByTestId('contest-card');
  await cards.first().waitFor();
  t.same((await page.getByTestId('contest-title').allInnerTexts()).sort(), ['Spring Cup', 'Summer Trial', 'Winter Open'], 'the three contests');
  const cup = cards.filter({ hasText: 'Spring Cup' });
  t.equal(await cup.getByTestId('contest-status').innerText(), 'Underway');
  t.equal(await cup.getByTestId('contest-rule').innerText(), 'ACM');
  t.equal(await cup.getByTestId('contest-auth').innerText(), 'Private');
  t.equal(await cup.getByTestId('contest-lock').getAttribute('data-auth'), '1', 'a lock on the private contest');
  t.equal(await cup.getByTestId('contest-duration').innerText().then((s) => s.trim()), '3 hours');
  t.equal(await cup.getByTestId('contest-count').innerText().then((s) => s.trim()), '0', 'participants of a non-public contest');
  t.equal(await cup.getByTestId('contest-scoreboard').count(), 0, 'no scoreboard button without openRank');
  const past = cards.filter({ hasText: 'Winter Open' });
  t.equal(await past.getByTestId('contest-rule').innerText(), 'OI');
  t.equal(await past.getByTestId('contest-count').count(), 0, 'no participant count on a public contest');
  t.equal(await past.getByTestId('contest-lock').count(), 0);
  t.ok(await past.getByTestId('contest-scoreboard').isEnabled(), 'an ended contest with openRank: the scoreboard opens');
  const soon = cards.filter({ hasText: 'Summer Trial' });
  t.equal(await soon.getByTestId('contest-status').innerText(), 'Not Started');
  t.ok(await soon.getByTestId('contest-scoreboard').isDisabled(), 'the scoreboard waits for the start');
  t.equal(await soon.getByTestId('contest-lock').getAttribute('data-auth'), '2', 'a lock on the protected contest');

  // spec 3 §2: a visitor is told to log in, and the login dialog opens
  await cup.getByTestId('contest-title').click();
  await toast(page, 'Please login first');
  await page.getByTestId('login-form').waitFor();
  t.match(page.url(), /\/contest$/, 'still on the list');
  await page.keyboard.press('Escape');

  // the status filter goes to the URL, empty values dropped
  await choose(page, 'contest-status-filter', 'Ended');
  await page.waitForURL(/\/contest\?status=1$/);
  t.same(await cardTitles(page, 1), ['Winter Open']);
  // and the URL sets the filter
  await page.goto(`${site.url}/contest?status=-1&keyword=`);
  t.same(await cardTitles(page, 1), ['Summer Trial'], 'scheduled only');
  t.match(await page.getByTestId('contest-status-filter').innerText(), /Not Started/);
  await choose(page, 'contest-type-filter', 'OI');
  await page.waitForURL(/\/contest\?status=-1&type=1$/); // the empty keyword is dropped
  await page.getByTestId('contest-empty').waitFor();
  await shot(page, 'contests-ui', 'list-filtered');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a user registers with the password, solves problem A with C++, sees Accepted in the contest submissions, prints', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/contest`);
  await loginInDialog(page, USER);
  await page.getByTestId('contest-card').filter({ hasText: 'Spring Cup' }).getByTestId('contest-title').click();
  await page.waitForURL(new RegExp(`/contest/${ids.cup}$`));
  const header = page.getByTestId('contest-header');
  await header.waitFor();
  t.equal(await header.getByTestId('contest-title').innerText(), 'Spring Cup');
  t.match(await header.getByTestId('contest-countdown').innerText(), /^Ends in 0?1:5\d:\d\d$/, 'the countdown to the end');
  t.equal(await header.getByTestId('contest-countdown').getAttribute('data-status'), '0');
  t.equal(await header.getByTestId('contest-rule').innerText(), 'ACM');
  await page.getByTestId('contest-overview').getByText('add numbers fast').waitFor();
  // spec 3 §6: a private contest's menu waits for the registration
  t.equal(await page.locator('.semi-tabs-tab-disabled').filter({ hasText: 'Problem' }).count(), 1, 'the Problem tab is disabled');
  t.equal(await page.getByTestId('contest-tab-print').count(), 1, 'Print is offered (openPrint)');
  t.equal(await page.getByTestId('contest-tab-ac-info').count(), 0, 'no admin helper for a contestant');
  t.equal(await page.getByTestId('contest-tab-rejudge').count(), 0, 'no rejudge for a contestant');
  t.equal(await page.getByTestId('contest-tab-comment').count(), 0, 'no Comment tab while no plugin gives the contest a comment area (openContestComment is on by default)');

  await page.getByTestId('contest-register').click();
  t.equal(await page.getByTestId('contest-password-error').innerText(), 'Enter the contest password');
  await page.locator('[data-testid=contest-password] input, input[data-testid=contest-password]').first().fill('wrong');
  await page.getByTestId('contest-register').click();
  await page.locator('.semi-notification-notice, .semi-toast-content').first().waitFor();
  t.equal(await page.getByTestId('contest-password-form').count(), 1, 'a wrong password does not register');
  await page.locator('[data-testid=contest-password] input, input[data-testid=contest-password]').first().fill(PASSWORD);
  await page.getByTestId('contest-register').click();
  await toast(page, 'Register contest successfully');
  await page.getByTestId('contest-password-form').waitFor({ state: 'detached' });
  await shot(page, 'contests-ui', 'details-registered');

  // spec 3 §2: a contest taking submissions after its end offers the after-contest switch
  await page.getByTestId('contest-settings').click();
  await page.getByText('Include submissions after the contest').waitFor();
  await page.getByTestId('contest-contains-end').click();
  await page.getByTestId('contest-tab-submissions').click();
  await page.waitForURL(new RegExp(`/contest/${ids.cup}/submissions\\?containsEnd=true$`));
  await page.getByTestId('submission-list').waitFor();
  await page.goBack();
  await page.getByTestId('contest-settings').click();
  await page.getByTestId('contest-contains-end').click();

  await page.getByTestId('contest-tab-problems').click();
  await page.waitForURL(new RegExp(`/contest/${ids.cup}/problems$`));
  const rows = page.getByTestId('contest-problem-row');
  await rows.first().waitFor();
  t.same(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-display-id'))), ['A', 'B']);
  t.match(await rows.first().innerText(), /Sum/);
  await rows.first().click();
  await page.waitForURL(new RegExp(`/contest/${ids.cup}/problem/A$`));
  await page.getByTestId('problem-detail').waitFor();
  t.equal(await page.getByTestId('problem-detail').getAttribute('data-scope'), 'contest');
  t.match(await page.getByTestId('navbar').innerText(), /Overview[\s\S]*Problems[\s\S]*My Submissions[\s\S]*Rank/, 'the contest menu in the bar');
  await typeCode(page, CPP_AC);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 180_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted');
  t.match(await page.getByTestId('verdict-detail-link').getAttribute('href'), new RegExp(`^/contest/${ids.cup}/problem/A/submission-detail/\\d+$`), 'the detail stays in the contest');

  // the full-screen page with the contest's problem bar
  await page.getByTestId('full-screen-toggle').click();
  await page.waitForURL(new RegExp(`/contest/${ids.cup}/problem/A/full-screen$`));
  await page.getByTestId('problem-bar').waitFor();
  t.same(await page.getByTestId('problem-bar-item').allInnerTexts(), ['A', 'B']);
  t.equal(await page.getByTestId('navbar').count(), 0, 'focus: no navigation bar');

  // the contest's submissions: the verdict, and the problem linked inside the contest
  await page.goto(`${site.url}/contest/${ids.cup}/submissions?onlyMine=true`);
  const row = page.locator('[data-run-id]').first();
  await row.waitFor();
  t.equal(await row.getByTestId('row-status').getAttribute('data-status'), '0');
  t.match(await row.innerText(), /A Sum/);
  t.match(await row.getByTestId('detail-link').getAttribute('href'), new RegExp(`^/contest/${ids.cup}/problem/A/submission-detail/\\d+$`));
  await row.getByTestId('detail-link').click();
  await page.getByTestId('status-banner').waitFor();
  t.equal(await page.getByTestId('status-banner').getAttribute('data-status'), '0');

  // the problem list shows the solved mark
  await page.goto(`${site.url}/contest/${ids.cup}/problems`);
  await page.locator('[data-testid=problem-status][data-status="0"]').waitFor();

  // printing: required, at least 50 characters
  await page.getByTestId('contest-tab-print').click();
  await page.getByTestId('contest-print-submit').click();
  t.equal(await page.getByTestId('contest-print-error').innerText(), 'Content cannot be empty');
  await page.getByTestId('contest-print-content').fill('short text');
  await page.getByTestId('contest-print-submit').click();
  t.equal(await page.getByTestId('contest-print-error').innerText(), 'The number of content cannot be less than 50');
  await page.getByTestId('contest-print-content').fill('#include <cstdio>\nint main() { puts("print me please, thanks"); }\n');
  await page.getByTestId('contest-print-submit').click();
  await toast(page, 'Submit code successfully');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('in Chinese, and at phone width nothing sticks out of the window', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await context.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await page.goto(`${site.url}/contest`);
  await page.getByTestId('contest-card').first().waitFor();
  t.equal(await page.getByTestId('contest-card').filter({ hasText: 'Spring Cup' }).getByTestId('contest-status').innerText(), '进行中');
  t.ok((await pageWidth(page)) <= 390, `/contest fits 390 px (${await pageWidth(page)})`);
  await signIn(page);
  for (const path of [`/contest/${ids.cup}`, `/contest/${ids.cup}/problems`, `/contest/${ids.cup}/print`, `/contest/${ids.cup}/submissions`]) {
    await page.goto(site.url + path);
    await page.getByTestId('contest-header').or(page.getByTestId('submission-list')).first().waitFor();
    await page.waitForLoadState('networkidle');
    const w = await pageWidth(page);
    t.ok(w <= 390, `${path} fits 390 px (${w})`);
    await shot(page, 'contests-ui', `phone${path.replace(/\//g, '_')}`);
  }
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('with the push stream unreachable, a contest submission\'s verdict still arrives by polling (in its contest)', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  // the stream never opens: the page falls back to reading the submission's state every 2 s
  await context.route(/\/api\/events/, (route) => route.abort());
  await page.goto(`${site.url}/contest`);
  await signIn(page);
  await page.goto(`${site.url}/contest/${ids.cup}/problem/B`);
  await page.getByTestId('problem-detail').waitFor();
  const polled = page.waitForRequest((r) => r.url().endsWith('/api/check-submissions-status') && (r.postDataJSON() as { cid?: number }).cid === ids.cup, { timeout: 60_000 });
  await typeCode(page, CPP_AC);
  await page.getByTestId('submit-code').click();
  await polled;
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 180_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted', 'the verdict came by polling the contest\'s rows');
  t.same(errors, [], 'no page errors');
  await context.close();
});

// What a first-time organiser meets in the problem screens (issue 28 items 6, 14, 15), in Chromium
// against a real `oj start` with problems, submissions and contests: the bank's and the contest's
// problem forms start with the same output comparison and say what it does, each radio group of
// the form is its own group, an interactor's language reads as one, the admin problem list fits a
// 1280 px screen, and a contestant opening a contest-only problem gets its template without any
// error toast.
import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, launch, makeUser, signInPage, startSite, visitor, type Site, screenshot } from '@oj/testing';
import { contestForm } from '../../../contests/test/admin-helpers.ts';

t.setTimeout(300_000);

const PLUGINS = ['problems', 'submissions', 'contests'];
const CONTESTANT = { username: 'carol', password: 'carolpass1', email: 'carol@example.com' };
const TEMPLATE = '// contest template: read a and b';
const SHOTS = '/tmp/shots/h2';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let cid: number;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  const root = await site.adminToken();
  const call = async <T,>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await site.api<T>(method, url, body, root);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.msg}`);
    return res.data;
  };
  const cpp = (await call<Array<{ id: number; name: string }>>('GET', '/api/languages')).find((l) => l.name === 'C++')!.id;
  const problem = (problemId: string, title: string, extra: Record<string, unknown> = {}, more: Record<string, unknown> = {}) => ({
    problem: { problemId, title, description: 'Add two numbers.', input: 'a b', output: 'a+b', timeLimit: 1000, memoryLimit: 256, author: 'an-organiser-with-a-long-name', ...extra },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2', output: '3', score: null, groupNum: null }],
    isUploadTestCase: false,
    ...more,
  });
  // the admin list with long display ids, titles and authors
  for (let i = 1; i <= 3; i++) {
    await call('POST', '/api/admin/problem', problem(`LONG-DISPLAY-ID-${i}`, `A rather long problem title number ${i} that an organiser typed in full`));
  }
  // a problem written for the contest only (auth 3), with a template and an annex
  const { pid } = await call<{ pid: number }>('POST', '/api/admin/problem', problem('CUP-A', 'Cup Sum', { auth: 3, userExtraFile: JSON.stringify({ 'notes.txt': 'read twice' }) }, { codeTemplates: [{ lid: cpp, code: TEMPLATE }] }));
  const start = Date.now() - 60_000;
  cid = (await call<{ id: number }>('POST', '/api/admin/contest', contestForm({ title: 'Organiser Cup', startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3_600_000).toISOString() }))).id;
  await site.sql('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, $3, $4, $5)', [cid, pid, 'A', 'Cup Sum', '#3498db']);
  await makeUser(site, CONTESTANT);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function adminPage(width: number, locale: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const { context, page, errors } = await visitor(b.browser, { width, height: 900, locale });
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  return { page, errors, close: () => context.close() };
}

const switchOn = (page: Page) => page.getByTestId('field-isRemoveEndBlank').getByRole('switch').getAttribute('aria-checked');

t.test('the bank form and the contest form start ignoring trailing blanks, and say what each choice does', async (t) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const { page, errors, close } = await adminPage(1400, locale);
    await page.goto(`${site.url}/admin/problem/create`);
    await page.getByTestId('field-isRemoveEndBlank').waitFor();
    t.equal(await switchOn(page), 'true', `${locale}: the bank form starts on`);
    const help = await page.getByTestId('field-isRemoveEndBlank-help').innerText();
    if (locale === 'en-US') {
      t.match(help, /final newline do not matter/);
      t.match(help, /Presentation Error/);
    } else {
      t.match(help, /结尾换行不影响结果/);
      t.match(help, /格式错误/);
    }
    await page.getByTestId('field-isRemoveEndBlank').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/bank-form-${locale}-1400.png` });

    await page.goto(`${site.url}/admin/contest/${cid}/problem/create`);
    await page.getByTestId('contest-problem-edit').getByTestId('field-isRemoveEndBlank').waitFor();
    t.equal(await switchOn(page), 'true', `${locale}: the contest form starts the same`);
    t.equal(await page.getByTestId('field-isRemoveEndBlank-help').innerText(), help, 'with the same help');
    await page.getByTestId('field-isRemoveEndBlank').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/contest-form-${locale}-1400.png` });
    t.same(errors, []);
    await close();
  }
});

// The checker language list as it opens: read once its options are drawn, and closed
// until they are gone, so that one list is never read while the other is still on the page.
async function openOptions(page: Page): Promise<string[]> {
  await page.getByTestId('checker-language').click();
  await page.locator('.semi-select-option').first().waitFor();
  return page.locator('.semi-select-option').allInnerTexts();
}
async function closeOptions(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
}

t.test('each radio group of the problem forms has its own name; an interactor language reads INTERACTIVE-', async (t) => {
  const { page, errors, close } = await adminPage(1400, 'en-US');
  for (const path of ['/admin/problem/create', `/admin/contest/${cid}/problem/create`]) {
    await page.goto(`${site.url}${path}`);
    await page.getByTestId('judge-mode-interactive').waitFor();
    const names = await page.locator('input[type=radio]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name));
    const groups = [...new Set(names)];
    t.same(groups.sort(), ['caseSource', 'ioMode', 'judgeMode'], `${path}: three groups, three names`);

    // the arrow keys stay in Judge Mode
    await page.getByTestId('judge-mode-default').locator('input').focus();
    await page.keyboard.press('ArrowRight');
    t.equal(await page.getByTestId('judge-mode-spj').locator('input').isChecked(), true, 'ArrowRight moves to the special judge');
    t.equal(await page.getByTestId('io-std').locator('input').isChecked(), true, 'IO mode untouched');

    await page.getByTestId('judge-mode-interactive').click();
    const options = await openOptions(page);
    t.ok(options.includes('INTERACTIVE-C++') && options.includes('INTERACTIVE-C'), `${path}: interactor languages ${options.join(', ')}`);
    t.notOk(options.some((o) => o.startsWith('SPJ-')), 'no SPJ- label for an interactor');
    await screenshot(page, { path: `${SHOTS}/interactive-language-${path.includes('contest') ? 'contest' : 'bank'}-en-US-1400.png` });
    await closeOptions(page);
    await page.getByTestId('judge-mode-spj').click();
    t.ok((await openOptions(page)).includes('SPJ-C++'), 'a special judge keeps SPJ-');
    await closeOptions(page);
  }
  // the other admin form with several radio groups on one page: the contest's
  await page.goto(`${site.url}/admin/contest/create`);
  await page.locator('input[type=radio]').first().waitFor();
  const contestNames = await page.locator('input[type=radio]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name));
  t.same([...new Set(contestNames)].sort(), ['awardType', 'contestType'], 'the contest form: one name per group shown (the seal choice shows with the seal)');
  t.same(errors, []);
  await close();
});

t.test('the admin problem list fits a 1280 px screen', async (t) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const { page, errors, close } = await adminPage(1280, locale);
    await page.goto(`${site.url}/admin/problems`);
    await page.getByTestId('admin-problem-title').first().waitFor();
    const page1 = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
    t.ok(page1.scroll <= page1.client, `${locale}: the page does not scroll sideways (${page1.scroll} <= ${page1.client})`);
    const table = await page.locator('.semi-table-body').first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    t.ok(table.scroll <= table.client, `${locale}: nor does the table (${table.scroll} <= ${table.client})`);
    await screenshot(page, { path: `${SHOTS}/admin-problem-list-${locale}-1280.png` });
    t.same(errors, []);
    await close();
  }
});

t.test('a contestant opens a contest-only problem: its template loads, no error toast', async (t) => {
  for (const [locale, width] of [['en-US', 1400], ['zh-CN', 390], ['zh-CN', 1400], ['en-US', 390]] as const) {
    const { context, page, errors } = await visitor(b.browser, { width, height: 900, locale });
    await page.goto(`${site.url}/`);
    await signInPage(page, site, CONTESTANT, locale);
    const calls: Array<{ url: string; status: number }> = [];
    page.on('response', async (r) => {
      if (!/\/api\/get-problem-(code-template|annex)/.test(r.url())) return;
      calls.push({ url: r.url(), status: ((await r.json()) as { status: number }).status });
    });
    await page.goto(`${site.url}/contest/${cid}/problem/A`);
    await page.getByTestId('problem-detail').waitFor();
    await page.getByTestId('code-editor').locator('.view-lines').getByText(TEMPLATE).waitFor({ timeout: 60_000 });
    // the page has asked for both and the answers are read
    while (calls.length < 2) await new Promise((r) => setTimeout(r, 100));
    await page.waitForLoadState('networkidle');
    const asked = calls.map((c) => c.url.replace(site.url, '')).join(', ');
    t.ok(calls.every((c) => c.status === 200), `${locale} ${width}: template and annex answered 200 (${asked})`);
    t.ok(calls.every((c) => c.url.includes(`cid=${cid}`)), 'both asked in the contest');
    t.equal(await page.locator('.semi-toast').count(), 0, 'no toast at all');
    await screenshot(page, { path: `${SHOTS}/contest-problem-${locale}-${width}.png`, fullPage: width === 390 });
    t.same(errors, []);
    await context.close();
  }
});

t.test('screens at phone width', async (t) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const { page, errors, close } = await adminPage(390, locale);
    await page.goto(`${site.url}/admin/problem/create`);
    await page.getByTestId('field-isRemoveEndBlank').waitFor();
    await page.getByTestId('field-isRemoveEndBlank').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/bank-form-${locale}-390.png` });
    await page.goto(`${site.url}/admin/contest/${cid}/problem/create`);
    await page.getByTestId('field-isRemoveEndBlank').waitFor();
    await page.getByTestId('field-isRemoveEndBlank').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/contest-form-${locale}-390.png` });
    await page.goto(`${site.url}/admin/problems`);
    await page.getByTestId('admin-problem-title').first().waitFor();
    const title = await page.getByTestId('admin-problem-title').first().boundingBox();
    t.ok(title && title.width > 40, `${locale}: at phone width the titles still show (the table scrolls in itself)`);
    await screenshot(page, { path: `${SHOTS}/admin-problem-list-${locale}-390.png` });
    await page.setViewportSize({ width: 1400, height: 900 });
    await screenshot(page, { path: `${SHOTS}/admin-problem-list-${locale}-1400.png` });
    t.same(errors, []);
    await close();
  }
});

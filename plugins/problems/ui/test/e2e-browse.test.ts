// Browsing in Chromium against a real `oj start` (embedded PGlite, no judge node): the problem
// list with its filters, Show Tags, tag search, paging fallback, hover percentages and the random
// problem; the home page's latest problems; the problem page for a visitor; the divider rules.
import t from 'tap';
import { shot, visitor, type Site } from '@oj/testing';
import { choose, input, problemsWorld, toast } from './fixtures.ts';

// five pages of browsing on a shared machine: more than the default 300 s
t.setTimeout(600_000);

let site: Site;
let b: Awaited<ReturnType<typeof problemsWorld>>['b'];

t.before(async () => {
  ({ site, b } = await problemsWorld(false));
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('the problem list: filters in the URL, Show Tags, tag search, Reset, bad paging, hover percentages, random problem', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  const list = page.getByTestId('problem-list');
  const ids = async () => (await list.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim());
  await page.goto(`${site.url}/problem`);
  await list.getByText('A+B Problem').waitFor();
  t.same(await ids(), ['AB1', 'HARD1', 'CF-1A'], 'public problems only');
  t.equal(await page.getByTestId('status-icon-ac').count(), 0, 'visitors have no status column');
  t.equal(await list.locator('th').getByText('Tags', { exact: true }).count(), 0, 'the tags column starts hidden');
  await page.getByTestId('show-tags').click();
  await list.locator('th').getByText('Tags', { exact: true }).waitFor();
  await list.locator('tbody').getByText('math', { exact: true }).waitFor();
  t.match(await list.locator('[data-testid=ac-rate]').first().innerText(), /0\.00%/, 'AC rate with 2 decimals');

  await choose(page, 'level-filter', 'Hard');
  await page.waitForURL(/difficulty=2/);
  await list.getByText('A+B Problem').waitFor({ state: 'detached' });
  t.same(await ids(), ['HARD1'], 'level filter');
  await page.getByTestId('problem-reset').click();
  await page.waitForURL(/\/problem$/);
  await list.getByText('Theatre Square').waitFor();

  // tag search in the side panel, classification collapse, chosen tags as chips
  await input(page, 'tag-search-input').fill('ma');
  const side = page.getByTestId('tag-search');
  t.equal(await side.getByText('dp', { exact: true }).count(), 0, 'the search hides other tags');
  await side.getByText('Algorithms').waitFor();
  await side.getByTestId('side-tag').getByText('math', { exact: true }).click();
  await page.waitForURL(/tagId=\d+/);
  await page.getByTestId('tag-chip').getByText('math').waitFor();
  await list.getByText('Theatre Square').waitFor({ state: 'detached' });
  t.same(await ids(), ['AB1'], 'tag filter');
  await shot(page, 'problems-ui', 'list-tag-filter');
  await page.getByTestId('tag-chip').locator('.semi-tag-close').click();
  await list.getByText('Theatre Square').waitFor();

  // no remote-judge plugin here: the bank filter offers this site's bank only (GET /api/problems/banks)
  await page.getByTestId('bank-filter').click();
  await page.locator('.semi-select-option').filter({ hasText: /^Mine$/ }).waitFor();
  t.same(await page.locator('.semi-select-option').allInnerTexts(), ['All', 'Mine'], 'no remote bank that would list nothing');
  await page.locator('.semi-select-option').filter({ hasText: /^Mine$/ }).click();
  await page.waitForURL(/oj=ME/);
  await list.getByText('A+B Problem').waitFor();

  // a keyword survives a reload because it lives in the URL
  await input(page, 'problem-search').fill('sums');
  await input(page, 'problem-search').press('Enter');
  await page.waitForURL(/keyword=sums/);
  await page.reload();
  await list.getByText('Hard Sums').waitFor();
  t.same(await ids(), ['HARD1']);
  t.equal(await input(page, 'problem-search').inputValue(), 'sums');

  await page.goto(`${site.url}/problem?currentPage=abc&limit=-3`);
  await list.getByText('A+B Problem').waitFor();
  t.equal((await ids()).length, 3, 'bad paging values fall back to page 1 and 30 a page');

  await list.getByText('Theatre Square').hover();
  await page.getByTestId('status-percentages').getByText('CF-1A Theatre Square').waitFor();
  t.match(await page.getByTestId('percent-ac').innerText(), /Accepted[\s\S]*0%/);

  await page.getByTestId('random-problem').click();
  await toast(page, 'Good luck');
  await page.waitForURL(/\/problem\/(AB1|HARD1|CF-1A)$/);
  await page.getByTestId('problem-title').waitFor();
  t.same(errors, []);
  await context.close();
});

t.test('the list in Chinese', async (t) => {
  const { context, page } = await visitor(b.browser, { locale: 'zh-CN' });
  await page.goto(`${site.url}/problem`);
  await page.getByTestId('show-tags').getByText('显示标签').waitFor();
  await page.getByTestId('random-problem').getByText('随机一题').waitFor();
  t.pass('zh-CN strings shown');
  await context.close();
});

t.test('the home page lists the latest problems and a click opens one', async (t) => {
  const { context, page, errors } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  const widget = page.getByTestId('recent-problems');
  await widget.getByText('Theatre Square').waitFor();
  t.same((await widget.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim()), ['CF-1A', 'HARD1', 'AB1'], 'newest first, hidden problems left out');
  await shot(page, 'problems-ui', 'home-widget');
  await widget.getByText('A+B Problem').click();
  await page.waitForURL(/\/problem\/AB1$/);
  await page.getByTestId('problem-title').getByText('A+B Problem').waitFor();
  t.same(errors, []);
  await context.close();
});

t.test('on a phone the latest problems keep room for the title: the update time gives way', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844 });
  await page.goto(`${site.url}/home`);
  const widget = page.getByTestId('recent-problems');
  const title = widget.getByText('Theatre Square');
  await title.waitFor();
  // the lines the title's text takes in its cell
  const lines = await title.evaluate((cell) => {
    const text = document.createRange();
    text.selectNodeContents(cell);
    return Math.round(text.getBoundingClientRect().height / (parseFloat(getComputedStyle(cell).lineHeight) || 21));
  });
  t.equal(lines, 1, '"Theatre Square" on one line');
  t.same(await widget.locator('thead th').filter({ visible: true }).allInnerTexts(), ['Problem ID', 'Title'], 'the update time column is left out');
  t.equal(await widget.locator('tbody tr').first().locator('td').filter({ visible: true }).count(), 2);
  await shot(page, 'problems-ui', 'home-widget-phone');
  t.same(errors, []);
  await context.close();
});

t.test('the problem page for a visitor: tabs, limits, annex, login needed to submit', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/AB1`);
  await page.getByTestId('problem-description').locator('strong').getByText('two').waitFor();
  t.equal(await page.getByTestId('problem-example').count(), 2, 'two examples');
  t.equal(await page.getByTestId('time-limit').innerText(), 'C/C++ 1000 ms, Other languages 2000 ms');
  t.equal(await page.getByTestId('memory-limit').innerText(), 'C/C++ 256 MB, Other languages 512 MB');
  await page.getByTestId('problem-tags').getByText('math').waitFor();
  await page.getByRole('tab', { name: 'Problem Annex' }).click();
  await page.getByTestId('problem-annex').getByText('read the statement twice').waitFor();
  await page.getByRole('tab', { name: 'My Submission' }).click();
  await page.getByTestId('my-submissions-login').getByText('Please login first').waitFor();
  await page.getByTestId('submit-code').click();
  await toast(page, 'Please login first');
  await page.getByTestId('login-form').waitFor();
  t.equal(await page.getByTestId('verdict-panel').count(), 0, 'nothing was submitted');

  // Codeforces-style problems show one limit and have no annex tab
  await page.goto(`${site.url}/problem/CF-1A`);
  await page.getByTestId('problem-title').getByText('Theatre Square').waitFor();
  t.equal(await page.getByTestId('time-limit').innerText(), '1000 ms');
  t.equal(await page.getByTestId('memory-limit').innerText(), '256 MB');
  t.equal(await page.getByRole('tab', { name: 'Problem Annex' }).count(), 0);
  await page.goto(`${site.url}/problem/SECRET`);
  await page.getByText('The problem does not exist').or(page.getByText(/permission/)).filter({ visible: true }).first().waitFor();
  t.same(errors, []);
  await context.close();
});

t.test('the divider at a narrow viewport: the editor keeps 580 px, the statement collapses under 420 px', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1100, height: 900 });
  await page.goto(`${site.url}/problem/AB1`);
  const pane = page.getByTestId('split-pane');
  await pane.locator('[data-testid=divider]').waitFor();
  const box = (await pane.boundingBox())!;
  const divider = page.getByTestId('divider');
  const drag = async (x: number) => {
    const d = (await divider.boundingBox())!;
    const y = d.y + d.height / 2;
    await page.mouse.move(d.x + d.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(x, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(box.x + 440);
  const first = (await page.getByTestId('statement-pane').boundingBox())!.width;
  t.ok(Math.abs(first - 440) <= 12, `the statement follows the divider (${first} in ${box.width})`);
  await drag(box.x + box.width - 20);
  const editorWidth = (await page.getByTestId('editor-pane').boundingBox())!.width;
  t.ok(editorWidth >= 580 && editorWidth < 600, `the editor pane keeps at least 580 px (${editorWidth})`);
  await drag(box.x + 300);
  t.equal(await pane.getAttribute('data-mode'), 'editor', 'under 420 px the statement collapses');
  t.notOk(await page.getByTestId('statement-pane').isVisible());
  await shot(page, 'problems-ui', 'statement-collapsed');
  await page.getByTestId('show-statement').click();
  t.equal(await pane.getAttribute('data-mode'), 'split');
  await drag(box.x + 430);
  const statementWidth = (await page.getByTestId('statement-pane').boundingBox())!.width;
  t.ok(Math.abs(statementWidth - 430) <= 12, `the statement follows the divider again (${statementWidth})`);
  await page.getByTestId('collapse-to-statement').click();
  t.equal(await pane.getAttribute('data-mode'), 'statement');
  t.notOk(await page.getByTestId('editor-pane').isVisible(), 'statement-only view');
  await page.getByTestId('show-editor').click();
  await page.getByTestId('editor-pane').waitFor();
  t.same(errors, []);
  await context.close();
});

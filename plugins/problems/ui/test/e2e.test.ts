// Solving problems in Chromium against a real `oj start` (embedded PGlite) with its judge node:
// editor settings surviving a reload, Reset and the last accepted code behind confirmations, a
// wrong answer then Accepted in Python with the verdicts arriving live, My Submission, the online
// test run, and C++.
import t from 'tap';
import { loginInDialog, shot, visitor, type Site } from '@oj/testing';
import { choose, editorText, problemsWorld, PY_TEMPLATE, selected, toast, typeCode, USER } from './fixtures.ts';

const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const PY_WA = 'a, b = map(int, input().split())\nprint(a - b)\n';
const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

// three judged submissions and two test runs on a shared machine: more than the default 300 s
t.setTimeout(600_000);

let site: Site;
let b: Awaited<ReturnType<typeof problemsWorld>>['b'];

t.before(async () => {
  ({ site, b } = await problemsWorld(true));
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('a user: editor settings survive a reload, Reset asks first, wrong answer then Accepted in Python, My Submission', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/AB1`);
  await loginInDialog(page, USER);
  await page.getByTestId('code-editor').locator('.monaco-editor').waitFor({ timeout: 60_000 });
  t.equal(await page.getByTestId('footer').count(), 0, 'spec 1 §2.3: no footer on the problem page');
  t.equal(await selected(page, 'code-language'), 'C++', 'the default C is not offered: the first language');
  t.equal(await selected(page, 'theme-select'), 'solarized');
  t.equal(await selected(page, 'font-size-select'), '14px');
  t.equal(await selected(page, 'tab-size-select'), '4');

  await page.getByTestId('last-ac-code').click();
  await toast(page, "You haven't passed the problem so you cannot get the code passed recently");
  await page.getByTestId('submit-code').click();
  await toast(page, 'Code can not be empty');

  await choose(page, 'code-language', 'Python3');
  await page.getByTestId('code-editor').getByText('read two numbers').waitFor();
  t.equal(await editorText(page), PY_TEMPLATE.trim(), 'the language template');
  await choose(page, 'theme-select', 'monokai');
  await choose(page, 'font-size-select', '18px');
  await choose(page, 'tab-size-select', '2');
  await typeCode(page, PY_WA);
  await page.reload();
  await page.getByTestId('code-editor').locator('.monaco-editor').waitFor({ timeout: 60_000 });
  t.equal(await selected(page, 'code-language'), 'Python3', 'language kept');
  t.equal(await selected(page, 'theme-select'), 'monokai', 'theme kept');
  t.equal(await selected(page, 'font-size-select'), '18px', 'font size kept');
  t.equal(await selected(page, 'tab-size-select'), '2', 'tab size kept');
  await page.getByTestId('code-editor').getByText('print(a - b)').waitFor();
  // the editor shows what the settings say: monokai's dark background, Python keywords coloured
  // (no named functions inside evaluate: the test runner's transpiler would wrap them in a helper the page lacks)
  const look = await page.getByTestId('code-editor').evaluate((el) => {
    const spans = [...el.querySelectorAll('.view-line span span')];
    const keyword = spans.find((s) => s.textContent?.trim() === 'print');
    const plain = spans.find((s) => s.textContent?.trim() === 'a');
    return {
      background: getComputedStyle(el.querySelector('.monaco-editor-background')!).backgroundColor,
      keyword: keyword ? getComputedStyle(keyword).color : null,
      plain: plain ? getComputedStyle(plain).color : null,
    };
  });
  t.equal(look.background, 'rgb(39, 40, 34)', 'the monokai background');
  t.ok(look.keyword && look.plain && look.keyword !== look.plain, `syntax colours: ${look.keyword} for a built-in, ${look.plain} for a name`);

  // Reset: cancelling keeps the code, confirming brings the template back
  await page.getByTestId('reset-code').click();
  const dialog = page.locator('.semi-modal').filter({ hasText: 'Reset the code to the template?' });
  await dialog.waitFor();
  await shot(page, 'problems-ui', 'reset-confirm');
  t.same(await dialog.locator('.semi-modal-footer button').allInnerTexts(), ['Cancel', 'OK'], 'the dialog\'s buttons are in the page\'s language');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  t.match(await editorText(page), /print\(a - b\)/, 'cancel keeps the code');
  await page.getByTestId('reset-code').click();
  await dialog.waitFor();
  await dialog.locator('.semi-modal-footer button').last().click();
  await page.getByTestId('code-editor').getByText('read two numbers').waitFor();
  t.equal(await editorText(page), PY_TEMPLATE.trim(), 'confirmed: the template again');

  // a wrong answer, then Accepted, the verdicts followed live
  await typeCode(page, PY_WA);
  await page.getByTestId('submit-code').click();
  await toast(page, 'Submit code successfully');
  await page.locator('[data-testid=submit-verdict][data-status="-1"]').waitFor({ timeout: 120_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Wrong Answer');
  await page.locator('button[data-testid=submit-code]:not([disabled])').waitFor();
  t.equal((await page.getByTestId('submit-code').innerText()).trim(), 'Submit', 'submit is back once judged');
  await typeCode(page, PY_AC);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-verdict][data-status="-1"]').waitFor({ state: 'detached' });
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 120_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted');
  await page.getByTestId('verdict-usage').getByText(/Time: \d+ ms/).waitFor();
  t.match(await page.getByTestId('verdict-detail-link').getAttribute('href'), /^\/submission-detail\/\d+$/);
  await shot(page, 'problems-ui', 'accepted');

  await page.getByRole('tab', { name: 'My Submission' }).click();
  const rows = page.getByTestId('my-submissions').locator('tbody tr');
  await rows.nth(1).waitFor().catch(async (e: Error) => {
    throw new Error(`${e.message}\nMy Submission shows: ${await page.getByTestId('my-submissions').innerText()}`);
  });
  t.same((await rows.locator('[data-testid=status-tag]').allInnerTexts()).map((s) => s.trim()), ['Accepted', 'Wrong Answer'], 'both submissions, newest first');
  t.match(await page.getByTestId('all-submissions-link').getAttribute('href'), /\/status\?problemID=AB1&completeProblemID=true/);
  await shot(page, 'problems-ui', 'my-submissions');

  // the last accepted code comes back after a confirmation
  await typeCode(page, 'print(0)\n');
  await page.getByTestId('last-ac-code').click();
  const confirm = page.locator('.semi-modal').filter({ hasText: 'last accepted code' });
  await confirm.locator('.semi-modal-footer button').last().click();
  await page.getByTestId('code-editor').getByText('print(a + b)').waitFor();

  // the settings are global too: another problem opens with them
  await page.goto(`${site.url}/problem/HARD1`);
  await page.getByTestId('code-editor').locator('.monaco-editor').waitFor({ timeout: 60_000 });
  t.equal(await selected(page, 'code-language'), 'Python3');
  t.equal(await selected(page, 'theme-select'), 'monokai');

  // the list now shows the accepted icon
  await page.goto(`${site.url}/problem`);
  await page.getByTestId('status-icon-ac').waitFor();
  t.same(errors, []);
  await context.close();
});

t.test('the online test run: a sample passes, custom input shows the output, input over 1000 characters is refused', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/AB1`);
  await loginInDialog(page, USER);
  await choose(page, 'code-language', 'Python3');
  await typeCode(page, PY_AC);
  await page.getByTestId('toggle-test-run').click();
  const panel = page.getByTestId('test-run-panel');
  t.equal(await panel.getByTestId('test-input').inputValue(), '1 2', 'the first sample is the default input');
  await choose(page, 'test-sample-select', 'Sample Input 2');
  t.equal(await panel.getByTestId('test-input').inputValue(), '40 2');
  t.equal(await panel.getByTestId('test-expected').inputValue(), '42');
  await panel.getByTestId('test-run').click();
  await panel.locator('[data-testid=test-result][data-status="0"]').waitFor({ timeout: 120_000 });
  t.equal((await panel.getByTestId('test-pass').innerText()).trim(), 'Pass Test Case 2');
  t.equal((await panel.getByTestId('test-output').innerText()).trim(), '42');
  await shot(page, 'problems-ui', 'test-run-pass');
  // narrowed past the width where the panes stack and widened again (a turned tablet, a resized
  // window): the panel, its result and the code are still there
  await page.setViewportSize({ width: 900, height: 900 });
  await page.locator('[data-testid=split-pane][data-mode=stacked]').waitFor();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.locator('[data-testid=split-pane][data-mode=split]').waitFor();
  t.equal((await panel.getByTestId('test-output').innerText()).trim(), '42', 'the result is still shown after the resize');

  await panel.getByRole('tab', { name: 'Test Input' }).click();
  await panel.getByTestId('test-input').fill('5 6');
  await panel.getByTestId('test-expected').fill('12');
  // one test run per user every 3 s: a run sent too soon is refused with a message; the user runs it again
  const wrong = panel.locator('[data-testid=test-result][data-status="-1"]');
  const tooFast = page.locator('.semi-toast-content-text').getByText('You are running tests too fast: one test run every 3 seconds, please try again in a moment', { exact: true });
  for (;;) {
    await panel.getByTestId('test-run').click();
    await wrong.or(tooFast).first().waitFor({ timeout: 120_000 });
    if (await wrong.count()) break;
    t.comment('the second run came within 3 s of the first: refused, run again');
    await tooFast.first().waitFor({ state: 'detached', timeout: 30_000 });
  }
  t.equal((await panel.getByTestId('test-output').innerText()).trim(), '11', 'the program\'s output');
  t.equal(await panel.getByTestId('test-pass').count(), 0, 'not a sample: no pass line');

  await panel.getByRole('tab', { name: 'Test Input' }).click();
  await panel.getByTestId('test-input').fill('1 '.repeat(501));
  await panel.getByTestId('test-run').click();
  await toast(page, 'Test input can not exceed 1000 characters');
  t.equal(await panel.getByRole('tab', { name: 'Test Input', selected: true }).count(), 1, 'still on the input');
  t.same(errors, []);
  await context.close();
});

t.test('C++ through the editor is accepted too', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/HARD1`);
  await loginInDialog(page, USER);
  await choose(page, 'code-language', 'C++');
  await typeCode(page, CPP_AC);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 120_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted');
  t.same(errors, []);
  await context.close();
});

// The online test run in Chromium (spec 2 §4) on a problem whose auto-trim is off (the admin
// form's default), against a real `oj start` with its judge node: a correct program run on a
// chosen sample passes it, though the statement's sample has no final newline and the program
// prints one; with the expected-output box empty the run shows the program's output and compares
// nothing. An output-only problem (language Answer) says what to submit, has no test run, and
// judges the submitted answers.
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { loginInDialog, shot, visitor, type Site } from '@oj/testing';
import { choose, problemsWorld, typeCode, USER } from './fixtures.ts';

const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

t.setTimeout(600_000);

let site: Site;
let b: Awaited<ReturnType<typeof problemsWorld>>['b'];

t.before(async () => {
  ({ site, b } = await problemsWorld(true));
  const root = await site.adminToken();
  const made = await site.api('POST', '/api/admin/problem', {
    problem: {
      problemId: 'EXACT1', title: 'Exact Sums', description: 'Add two numbers.', input: 'a b', output: 'a + b', timeLimit: 1000, memoryLimit: 256,
      // as an admin writes them: the sample's output ends without a newline
      examples: '<input>1 2</input><output>3</output><input>40 2</input><output>42</output>',
      isRemoveEndBlank: false,
    },
    languages: [{ name: 'Python3' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  }, root);
  if (made.status !== 200) throw new Error(`problem not created: ${made.msg}`);
  // an output-only problem: its only language is Answer, its two typed cases are 1 and 2
  const answers = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'ANSWERS1', title: 'Sums by Hand', description: 'Give the sums of 1 2 and of 40 2.', timeLimit: 1000, memoryLimit: 256, examples: '' },
    languages: [{ name: 'Answer' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  }, root);
  if (answers.status !== 200) throw new Error(`problem not created: ${answers.msg}`);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** presses Run until the run is taken (one run per user every few seconds) and waits for its final result */
async function runToTheEnd(page: Page, panel: Locator): Promise<Locator> {
  const final = panel.locator('[data-testid=test-result]:not([data-status="5"]):not([data-status="6"]):not([data-status="7"])');
  const tooFast = page.locator('.semi-toast-content-text').getByText(/running tests too fast/);
  for (;;) {
    await panel.getByTestId('test-run').click();
    await final.or(tooFast).first().waitFor({ timeout: 120_000 });
    if (await final.count()) return final;
    await tooFast.first().waitFor({ state: 'detached', timeout: 30_000 });
  }
}

t.test('a correct program passes a chosen sample on an exact-output problem, and runs without an expected output', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/EXACT1`);
  await loginInDialog(page, USER);
  await choose(page, 'code-language', 'Python3');
  await typeCode(page, PY_AC);
  await page.getByTestId('toggle-test-run').click();
  const panel = page.getByTestId('test-run-panel');

  await choose(page, 'test-sample-select', 'Sample Input 2');
  t.equal(await panel.getByTestId('test-expected').inputValue(), '42', 'the sample as the statement shows it');
  let result = await runToTheEnd(page, panel);
  t.equal((await result.getByTestId('status-tag').innerText()).trim(), 'Accepted');
  t.equal((await panel.getByTestId('test-pass').innerText()).trim(), 'Pass Test Case 2');
  t.equal((await panel.getByTestId('test-output').innerText()).trim(), '42');
  await shot(page, 'problems-ui', 'test-run-exact-sample');

  // the user's own input, the expected-output box emptied: nothing to compare, the output shows
  await panel.getByRole('tab', { name: 'Test Input' }).click();
  await panel.getByTestId('test-input').fill('5 6');
  await panel.getByTestId('test-expected').fill('');
  result = await runToTheEnd(page, panel);
  t.equal((await panel.getByTestId('test-output').innerText()).trim(), '11', "the program's output");
  t.not((await result.getByTestId('status-tag').innerText()).trim(), 'Wrong Answer', 'no comparison, so no Wrong Answer');
  t.equal(await panel.getByTestId('test-pass').count(), 0, 'no sample: no pass line');
  t.same(errors, []);
  await context.close();
});

t.test('an output-only problem: the submit page says what to submit, offers no test run, and judges the answers', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/problem/ANSWERS1`);
  await loginInDialog(page, USER);
  t.equal(await page.getByTestId('answers-only').innerText(), 'answers (output only: no program is run)', 'the statement says what is submitted');
  t.equal(await page.getByTestId('time-limit').count(), 0, 'no time or memory limit shown: no program runs');
  t.equal(await page.getByTestId('memory-limit').count(), 0);
  await choose(page, 'code-language', 'Answer');
  t.match(await page.getByTestId('answer-note').innerText(), /This problem takes answers, not a program: submit the output itself\. With one test case the whole text is its answer; with several, start the answer of each case with a line "=== <case> ===", <case> being its input file name without the extension \("=== 1 ===" for 1\.in\)\. A case without an answer is Wrong Answer\./);
  t.equal(await page.getByTestId('toggle-test-run').count(), 0, 'an answer has nothing to test-run');
  await typeCode(page, '=== 1 ===\n3\n=== 2 ===\n42\n');
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 120_000 });
  t.equal((await page.getByTestId('submit-verdict').innerText()).trim(), 'Accepted');
  await shot(page, 'problems-ui', 'answer-submitted');
  t.same(errors, []);
  await context.close();

  // on a phone, in Chinese: the same line, and the page no wider than the phone
  const phone = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await phone.page.goto(`${site.url}/problem/ANSWERS1`);
  t.equal(await phone.page.getByTestId('answers-only').innerText(), '答案（提交答案题：不运行程序）');
  t.ok(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
  await shot(phone.page, 'problems-ui', 'answers-only-phone-zh');
  t.same(phone.errors, []);
  await phone.context.close();
});

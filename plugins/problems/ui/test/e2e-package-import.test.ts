// End-to-end in Chromium, Admin → Import Packages (issue 31): the admin picks two files at once —
// an ICPC package and a broken one —; each is uploaded in turn and reported: the problem imported
// with a link to its edit page and what was left out, the broken one refused with the file and the
// rule. "Verify solutions" then judges the package's own solutions (how many are judged shown
// while it goes on): a table of each one's expected
// and got verdicts, and before them the test inputs its input validator did not accept (here one
// that takes only positive numbers, so data/secret/02-zero.in is invalid). The same in Chinese on
// a phone, the report in Chinese too. Then Export / Import gives the problem back as an ICPC
// package. A multi-pass package imported with them has its form say so, in both languages. While
// the solutions are judged, polls of the run that fail (a 503, a lost connection) are asked again
// unseen; only four failed in a row make the page say the judging failed, and it still imports. The
// site is a real `oj start` (embedded PGlite) with the problems plugin.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Page } from 'playwright-core';
import yazl from 'yazl';
import { ADMIN, launch, shot, startSite, visitor, type Site } from '@oj/testing';

const PAIRSUM = fileURLToPath(new URL('../../test/fixtures/packages/icpc/pairsum', import.meta.url));
const DOUBLING = fileURLToPath(new URL('../../test/fixtures/packages/icpc/doubling', import.meta.url));
/** the edit page of the multi-pass problem the first test imports */
let doublingEdit = '';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

/** a Kattis input validator taking only a positive number: pairsum's 02-zero.in is invalid */
const POSITIVE_ONLY = { 'input_validators/check.py': 'import sys\nn = int(sys.stdin.read())\nif n <= 0:\n    print(f"n = {n} is not positive", file=sys.stderr)\n    sys.exit(43)\nsys.exit(42)\n' };

/** a folder as a zip under a top folder of its name, as zip tools make it; `replace`: other contents of some files */
async function zipFolder(root: string, top: string, replace: Record<string, string> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const walk = async (dir: string) => {
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      const inside = relative(root, path);
      if ((await stat(path)).isDirectory()) await walk(path);
      else zip.addBuffer(replace[inside] !== undefined ? Buffer.from(replace[inside]) : await readFile(path), `${top}/${inside}`);
    }
  };
  await walk(root);
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
  });
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

/** the state polls of a "Verify solutions" run (getVerifyRun in ../src/admin/api.ts), not the upload that starts it */
const VERIFY_POLL = '**/api/admin/problem/verify-package/*';

/**
 * From now on, each message the page puts up as an alert (an error line, a toast), but a success
 * toast (the sign-in's "Welcome back!"): read them with the function returned. One shown and gone
 * again in between is read too.
 */
async function watchAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownAlerts: string[] }).shownAlerts = shown;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          const alert = '[role=alert]:not(.semi-toast-success)';
          for (const el of [node, ...node.querySelectorAll(alert)]) if (el.matches(alert)) shown.push(el.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts);
}

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems'], builds: ['plugins/problems/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('two packages at once: one imported with its report, one refused with the file and the rule', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page);
  await page.getByTestId('admin-layout').getByText('Import Packages', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/import-package$/);
  const good = await zipFolder(PAIRSUM, 'pairsum', POSITIVE_ONLY);
  const broken = Buffer.from('this is not a zip');
  await page.getByTestId('package-input').setInputFiles([
    { name: 'pairsum.zip', mimeType: 'application/zip', buffer: good },
    { name: 'broken.zip', mimeType: 'application/zip', buffer: broken },
    { name: 'doubling.zip', mimeType: 'application/zip', buffer: await zipFolder(DOUBLING, 'doubling') },
  ]);
  const results = page.getByTestId('package-result');
  await results.nth(0).getByText('1 problem(s) imported').waitFor();
  await results.nth(1).getByText('Refused').waitFor();
  const problem = results.nth(0).getByTestId('package-problem');
  await problem.getByRole('link', { name: 'pairsum' }).waitFor();
  await problem.getByText('Pair Sum').waitFor();
  await problem.getByText('Left out:').waitFor();
  await problem.getByText(/input_validators/).first().waitFor();
  t.match(await results.nth(1).getByRole('alert').textContent(), /zip/i, 'the refusal says the file is not a zip');
  await shot(page, 'problems-admin', 'package-import-en-desktop');
  // the package's solutions judged: one row each, a language this judge lacks skipped. Polls that
  // fail on the way are asked again: the first poll is answered, the next three fail (a 503, a lost
  // connection, a 503: one fewer than the page gives up after), then all are answered
  const polls: string[] = [];
  await page.route(VERIFY_POLL, async (route) => {
    const n = polls.push(route.request().url());
    if (n === 2 || n === 4) await route.fulfill({ status: 503, body: '' });
    else if (n === 3) await route.abort('connectionreset');
    else await route.continue();
  });
  const alerts = await watchAlerts(page);
  await results.nth(0).getByTestId('package-verify-button').click();
  // while judging: how many of the package's 7 solutions are judged, as they are
  await results.nth(0).getByTestId('package-verify-progress-line').getByText(/^[0-6] of 7 solutions judged$/).waitFor({ timeout: 60_000 });
  const verified = results.nth(0).getByTestId('package-verified');
  const verifyFailure = results.nth(0).getByTestId('package-verify').getByRole('alert');
  // the answer, or the failure if the page gave up on the failed polls
  await verified.getByText('5/5 as expected (2 skipped)').or(verifyFailure).waitFor({ timeout: 180_000 });
  t.equal(await verifyFailure.count(), 0, 'no failure shown for three failed polls in a row');
  t.same(await alerts(), [], 'no error message shown while the polls failed');
  t.ok(polls.length >= 5 && new Set(polls).size === 1, `the run's state asked again after three failed polls (${polls.length} polls)`);
  await page.unroute(VERIFY_POLL);
  await verified.getByText('5/5 as expected (2 skipped)').waitFor();
  const row = (path: string) => verified.locator('tr').filter({ has: page.getByText(path, { exact: true }) });
  t.match(await row('submissions/accepted/half.cpp').textContent(), /AC\s*AC\s*as expected/);
  t.match(await row('submissions/time_limit_exceeded/spin.cc').textContent(), /TLE\s*TLE\s*as expected/);
  t.match(await row('submissions/accepted/Pair.kt').textContent(), /AC\s*–\s*skipped\s*a language this judge does not have/);
  // the input validator's finding: a count, and the input it did not accept with its message
  const inputs = verified.getByTestId('package-verified-inputs');
  t.equal(await inputs.getByTestId('package-verified-inputs-summary').textContent(), '2/3 test inputs valid (input validators: 1)');
  t.equal(await inputs.getByTestId('package-verified-input').count(), 1);
  t.equal(await inputs.getByTestId('package-verified-input').textContent(), 'data/secret/02-zero.in invalid input by input_validators/check.pyn = 0 is not positive');
  await shot(page, 'problems-admin', 'package-verify-en-desktop');
  await results.nth(2).getByText('1 problem(s) imported').waitFor();
  doublingEdit = (await results.nth(2).getByRole('link', { name: 'doubling' }).getAttribute('href'))!;
  // the link opens the imported problem's form
  await problem.getByRole('link', { name: 'pairsum' }).click();
  await page.waitForURL(/\/admin\/problem\/edit\/\d+$/);
  await page.getByTestId('problem-save').waitFor();
  const values = await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  t.ok(values.includes('Pair Sum'), 'the form shows the imported title');
  t.equal(await page.getByTestId('multi-pass').count(), 0, 'a single-pass problem says nothing of passes');
  // a multi-pass problem's form says so beside the judge mode
  await page.goto(new URL(doublingEdit, site.url).href);
  t.equal(await page.getByTestId('multi-pass').textContent(), 'Multi-pass: at most 2 passes a case (from the imported package; kept when you save)');
  // and its output limit (the format's default 8 MiB) beside the time and memory limits
  t.equal(await page.getByTestId('output-limit').textContent(), 'Output limit: 8 MiB, stdout and stderr each (from the imported package; kept when you save)');
  await shot(page, 'problems-admin', 'package-problem-form-en-desktop');
  t.same(errors, []);
  await page.context().close();
});

t.test('in Chinese on a phone: the page, the format choice and the report are Chinese', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await signIn(page);
  await page.goto(`${site.url}/admin/problem/import-package`);
  await page.getByTestId('admin-package-import').getByText('导入题目包', { exact: true }).waitFor();
  await page.getByTestId('package-format').click();
  await page.locator('.semi-select-option').filter({ hasText: /^ICPC \/ Kattis 题目包$/ }).click();
  await page.getByTestId('package-input').setInputFiles([{ name: 'pairsum.zip', mimeType: 'application/zip', buffer: await zipFolder(PAIRSUM, 'pairsum', POSITIVE_ONLY) }]);
  await page.getByTestId('package-result').getByText('已导入 1 道题目').waitFor();
  await page.getByText('未导入的内容：').first().waitFor();
  await page.getByTestId('package-problem').getByText('测试用例 3 组（样例 1 组）', { exact: true }).waitFor();
  await shot(page, 'problems-admin', 'package-import-zh-phone');
  await page.getByTestId('package-verify-button').getByText('验证解答').click();
  await page.getByTestId('package-verify-progress-line').getByText(/^已评测 [0-6] \/ 7 份解$/).waitFor({ timeout: 60_000 });
  await page.getByTestId('package-verified-summary').getByText('5/5 符合预期（跳过 2 份）').waitFor({ timeout: 180_000 });
  await page.getByTestId('package-verified').getByText('应得结果').waitFor();
  await page.getByTestId('package-verified-inputs-summary').getByText('2/3 个测试输入合法（1 个输入校验器）').waitFor();
  t.match(await page.getByTestId('package-verified-input').textContent(), /^data\/secret\/02-zero\.in 输入不合法 （input_validators\/check\.py 判定）n = 0 is not positive$/);
  // nothing of the page wider than the phone (the tables scroll inside their own box)
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling of the page');
  await shot(page, 'problems-admin', 'package-verify-zh-phone');
  await page.goto(new URL(doublingEdit, site.url).href);
  t.equal(await page.getByTestId('multi-pass').textContent(), '多轮评测：每个测试点最多运行 2 轮（来自导入的题目包，保存时保留）');
  t.equal(await page.getByTestId('output-limit').textContent(), '输出限制：8 MiB，标准输出与标准错误分别计算（来自导入的题目包，保存时保留）');
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the form no wider than the phone');
  await shot(page, 'problems-admin', 'package-problem-form-zh-phone');
  t.same(errors, []);
  await page.context().close();
});

t.test('export as ICPC packages: a package per problem, with its problem.yaml', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page);
  await page.getByTestId('admin-layout').getByText('Export / Import', { exact: true }).click();
  await page.getByTestId('problem-export').getByText('pairsum', { exact: true }).waitFor();
  await page.getByTestId('problem-export').locator('tbody .semi-checkbox').first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-selected-icpc').click()]);
  const zip = await readFile((await download.path())!);
  t.ok(zip.includes(Buffer.from('/problem.yaml')), 'an ICPC package: problem.yaml');
  t.ok(zip.includes(Buffer.from('output_validators/checker/')), 'its Kattis validator');
  await shot(page, 'problems-admin', 'package-export-en-desktop');
  t.same(errors, []);
  await page.context().close();
});

t.test('a verify whose polls keep failing: the page says it lost contact after four, still imports, and asks again on request', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page);
  await page.goto(`${site.url}/admin/problem/import-package`);
  await page.getByTestId('package-input').setInputFiles([{ name: 'doubling.zip', mimeType: 'application/zip', buffer: await zipFolder(DOUBLING, 'doubling') }]);
  const result = page.getByTestId('package-result');
  await result.getByText('1 problem(s) imported').waitFor();
  // every poll of the run's state answered 503 (the run goes on on the server)
  let failed = 0;
  await page.route(VERIFY_POLL, async (route) => {
    failed++;
    await route.fulfill({ status: 503, body: '' });
  });
  await result.getByTestId('package-verify-button').click();
  // after the 4th: contact lost, the run not given up for failed (a refresh would lose the file)
  const failure = result.getByTestId('package-verify').getByRole('alert');
  await failure.waitFor({ timeout: 30_000 });
  t.equal(await failure.textContent(), 'Lost contact with the server while the solutions were judged. The judging goes on there: ask again in a moment.');
  t.equal(failed, 4, 'the failure shown at the 4th failed poll in a row, not before');
  t.equal(await result.getByTestId('package-verify-progress').count(), 0, 'no progress shown under the failure');
  t.equal(await result.getByTestId('package-verify-button').textContent(), 'Verify solutions', 'the button no longer says it is judging');
  t.ok(await result.getByTestId('package-verify-button').isEnabled(), 'the button can be pressed again');
  await shot(page, 'problems-admin', 'package-verify-failed-en-desktop');
  await page.unroute(VERIFY_POLL);
  // contact back: "Ask again" follows the same run (no new one) to its answer
  const started = page.waitForRequest((r) => r.url().endsWith('/api/admin/problem/verify-package') && r.method() === 'POST', { timeout: 2000 }).then(() => true, () => false);
  await result.getByTestId('package-verify-resume').click();
  await result.getByTestId('package-verified').getByText('2/2 as expected').waitFor({ timeout: 180_000 });
  t.equal(await failure.count(), 0, 'the message gone with the answer');
  t.notOk(await started, 'no new run was started');
  // the page still imports: the admin chooses another file, it is reported
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose packages' }).click()]);
  await chooser.setFiles([{ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('this is not a zip') }]);
  await page.getByTestId('package-result').filter({ hasText: 'broken.zip' }).getByText('Refused').waitFor();
  t.same(errors, []);
  await page.context().close();
});

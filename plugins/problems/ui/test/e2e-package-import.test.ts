// End-to-end in Chromium, Admin → Import Packages (issue 31): the admin picks two files at once —
// an ICPC package and a broken one —; each is uploaded in turn and reported: the problem imported
// with a link to its edit page and what was left out, the broken one refused with the file and the
// rule. "Verify solutions" then judges the package's own solutions (how many are judged shown
// while it goes on): a table of each one's expected
// and got verdicts, and before them the test inputs its input validator did not accept (here one
// that takes only positive numbers, so data/secret/02-zero.in is invalid). The same in Chinese on
// a phone, the report in Chinese too. Then Export / Import gives the problem back as an ICPC
// package. The site is a real `oj start` (embedded PGlite) with the problems plugin.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Page } from 'playwright-core';
import yazl from 'yazl';
import { ADMIN, launch, shot, startSite, visitor, type Site } from '@oj/testing';

const PAIRSUM = fileURLToPath(new URL('../../test/fixtures/packages/icpc/pairsum', import.meta.url));

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
  // the package's solutions judged: one row each, a language this judge lacks skipped
  await results.nth(0).getByTestId('package-verify-button').click();
  // while judging: how many of the package's 7 solutions are judged, as they are
  await results.nth(0).getByTestId('package-verify-progress-line').getByText(/^[0-6] of 7 solutions judged$/).waitFor({ timeout: 60_000 });
  const verified = results.nth(0).getByTestId('package-verified');
  await verified.getByText('5/5 as expected (2 skipped)').waitFor({ timeout: 180_000 });
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
  // the link opens the imported problem's form
  await problem.getByRole('link', { name: 'pairsum' }).click();
  await page.waitForURL(/\/admin\/problem\/edit\/\d+$/);
  await page.getByTestId('problem-save').waitFor();
  const values = await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  t.ok(values.includes('Pair Sum'), 'the form shows the imported title');
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

// A problem written inside a contest with the bank form's judge settings, in Chromium against a real
// `oj start` with its judge node: the admin is stopped by the bank's rules (file IO without names,
// a special judge without checker code, a checker not compiled since its last change), compiles
// the checker on the judge node, saves, finds the problem in the contest's list and in the bank as a
// special-judge contest problem, and reopens it with its checker still counted as compiled.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, startSite, visitor, type Site } from '@oj/testing';
import { contestForm } from '../../test/admin-helpers.ts';

t.setTimeout(300_000);

const PLUGINS = ['problems', 'submissions', 'contests'];
/** accepts an answer within 1e-3 of the expected one; its body is one line, as Monaco closes brackets while keys are typed */
const CHECKER = [
  '#include <stdio.h>',
  '#include <math.h>',
  'int main(int argc, char **argv) { FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r"); double got, want; '
    + 'if (!out || !ans || fscanf(out, "%lf", &got) != 1 || fscanf(ans, "%lf", &want) != 1) return 102; return fabs(got - want) < 1e-3 ? 0 : 102; }',
].join('\n');

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let cid: number;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`), judge: true }),
    launch(),
  ]);
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest', contestForm({ title: 'Checker Cup' }), await site.adminToken());
  if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
  cid = made.data.id;
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill('Secret123');
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

t.test('a special-judge problem: refused until its checker compiles, then saved and read back', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1280, height: 900 });
  await adminLogin(page);
  await page.goto(`${site.url}/admin/contest/${cid}/problem/create`);
  const form = page.getByTestId('contest-problem-edit');
  const saveExpecting = async (message: string) => {
    await form.getByTestId('cp-save').click();
    await form.getByTestId('cp-error').getByText(message, { exact: true }).waitFor();
  };
  await form.getByTestId('cp-display-id').locator('input').fill('A');
  await form.getByTestId('cp-display-title').locator('input').fill('Close enough');
  await form.getByTestId('cp-problem-id').locator('input').fill('SPJ-E2E');
  await form.getByTestId('cp-title').locator('input').fill('Close enough division');
  await form.getByTestId('cp-input').locator('textarea').fill('Two numbers a and b.');
  await form.getByTestId('cp-output').locator('textarea').fill('a / b, within 1e-3.');
  await form.getByTestId('case-input').first().fill('1 3\n');
  await form.getByTestId('case-output').first().fill('0.333\n');

  // file IO needs both names
  await form.getByTestId('io-file').click();
  await form.getByTestId('field-ioRead').fill('div.in');
  await saveExpecting('File IO needs the input and output file names');
  await form.getByTestId('io-std').click();

  await form.getByTestId('judge-mode-spj').click();
  await saveExpecting('Special judge and interactive problems need the judge program code and language');
  await form.getByTestId('checker-language').click();
  await page.locator('.semi-select-option').filter({ hasText: /^SPJ-C$/ }).first().click();
  const editor = form.getByTestId('checker-code').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(CHECKER);
  await saveExpecting('Spj code must compile');


  await form.getByTestId('checker-compile').click();
  await form.getByTestId('checker-compiled').waitFor({ timeout: 120_000 });
  await shot(page, 'contests-admin', 'problem-create-spj');
  t.same(await site.sql("select id from problems_problem where problem_id = 'SPJ-E2E'"), [], 'nothing saved while refused');
  await form.getByTestId('cp-save').click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));
  const row = page.locator('tr').filter({ hasText: 'SPJ-E2E' });
  await row.waitFor();
  t.match(await row.innerText(), /Close enough/, 'listed with its display title');
  const [saved] = await site.sql<{ id: number; judge_mode: string; spj_language: string; spj_code: string; auth: number; is_file_io: boolean }>(
    "select id, judge_mode, spj_language, spj_code, auth, is_file_io from problems_problem where problem_id = 'SPJ-E2E'");
  t.same([saved.judge_mode, saved.spj_language, saved.spj_code, saved.auth, saved.is_file_io], ['spj', 'SPJ-C', CHECKER, 3, false], 'a special-judge contest problem with its checker');

  await row.getByTestId('admin-contest-problem-write').click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/problem/${saved.id}/edit$`));
  await form.getByTestId('checker-compiled').waitFor();
  await form.locator('.semi-radio-checked').filter({ hasText: 'Special Judge' }).waitFor();
  t.equal(await form.getByTestId('case-input').first().inputValue(), '1 3\n', 'its test case');
  t.same(errors, [], 'no page errors');
  await context.close();
});

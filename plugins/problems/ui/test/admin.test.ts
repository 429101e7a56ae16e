// End-to-end in Chromium, the problems admin pages: the admin signs in at /admin/login, creates a
// tag, then a special-judge problem whose test data is a zip (upload progress, listed cases), is
// stopped by the form's rules on bad input, compiles the checker and saves. The problem shows on
// /problem, a user's answer that differs from the expected output in its digits is Accepted by
// the checker, an edit changes the title, and the export downloads a zip.
// The site is a real `oj start` (embedded PGlite) with the problems and submissions plugins and its judge node.
import { readFile } from 'node:fs/promises';
import t from 'tap';
import type { Page } from 'playwright-core';
import yazl from 'yazl';
import { ADMIN, launch, makeUser, shot, startSite, userToken, visitor, type Site } from '@oj/testing';

const USER = { username: 'carol', password: 'carolpass1', email: 'carol@example.com' };
/**
 * the checker accepts an answer within 1e-3 of the expected one (argv: input, user output, answer);
 * its body is one line, as Monaco closes brackets while keys are typed
 */
const CHECKER = [
  '#include <stdio.h>',
  '#include <math.h>',
  'int main(int argc, char **argv) { FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r"); double got, want; '
    + 'if (!out || !ans || fscanf(out, "%lf", &got) != 1 || fscanf(ans, "%lf", &want) != 1) return 102; return fabs(got - want) < 1e-3 ? 0 : 102; }',
].join('\n');
/** prints six decimals where the test data holds three: only the special judge accepts it */
const SOLUTION = '#include <stdio.h>\nint main(void){double a,b;scanf("%lf %lf",&a,&b);printf("%.6f\\n",a/b);return 0;}\n';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
  });
}

/** picks an option of a Semi Select by its text */
async function choose(testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.semi-select-option').filter({ hasText: new RegExp(`^${option.replace(/[+]/g, '\\+')}$`) }).first().click();
}

async function saveExpecting(message: string) {
  await page.getByTestId('problem-save').click();
  await page.getByTestId('form-error').getByText(message, { exact: true }).waitFor();
}

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({
      plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'],
      judge: true,
      builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'],
    }),
    launch(),
  ]);
  ({ page, errors } = await visitor(b.browser, { width: 1400, height: 900 }));
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('the Problem Admin menu lists the pages; a tag is created on the tag page', async (t) => {
  const menu = page.getByTestId('admin-layout');
  await menu.getByText('Problem Admin').waitFor();
  for (const entry of ['Problem List', 'Create Problem', 'Problem Tags', 'Export / Import']) await menu.getByText(entry, { exact: true }).filter({ visible: true }).first().waitFor();
  await menu.getByText('Problem Tags', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/tag$/);
  await page.getByTestId('tag-create').click();
  await page.getByTestId('tag-form-name').fill('  ');
  await page.getByTestId('tag-dialog-ok').click();
  await page.getByText('The tag name cannot be empty (at most 100 characters)').filter({ visible: true }).first().waitFor();
  await page.getByTestId('tag-form-name').fill('Floating point');
  await page.getByTestId('tag-form-color').fill('#1f8a70');
  await page.getByTestId('tag-dialog-ok').click();
  await page.getByTestId('tag-table').getByTestId('tag-name').getByText('Floating point').waitFor();
  // a second tag of the same name is refused
  await page.getByTestId('tag-create').click();
  await page.getByTestId('tag-form-name').fill('floating POINT');
  await page.getByTestId('tag-dialog-ok').click();
  await page.getByText('Do not add existing tags').filter({ visible: true }).first().waitFor();
  await page.getByTestId('tag-dialog-cancel').click();
  await shot(page, 'problems-admin', 'tags');
  t.equal(await page.getByTestId('tag-table').getByTestId('tag-name').count(), 1, 'one tag');
});

t.test('the admin creates a special-judge problem from a zip; bad input is stopped with its message', async (t) => {
  await page.getByTestId('admin-layout').getByText('Create Problem', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/create$/);
  await page.getByTestId('field-problemId').fill('DIV1');
  await page.getByTestId('field-description-input').fill('Print **a / b**.');
  await page.getByTestId('field-description-preview-toggle').click();
  await page.getByTestId('field-description-preview').locator('strong').getByText('a / b').waitFor();
  await page.getByTestId('field-description-preview-toggle').click();
  await saveExpecting('The title cannot be empty');
  await page.getByTestId('field-title').fill('Close Enough Division');

  // the test data: a zip, with its upload progress and the cases it holds
  await page.getByTestId('cases-zip').click();
  await page.getByTestId('case-zip-input').setInputFiles({
    name: 'cases.zip', mimeType: 'application/zip', buffer: await zipOf({ '1.in': '1 3\n', '1.out': '0.333\n', '2.in': '2 3\n', '2.out': '0.667\n' }),
  });
  await page.locator('[data-testid=upload-progress][data-percent="100"]').waitFor();
  // the bar's number counts up to the figure
  await page.getByTestId('upload-progress').getByText('100%').waitFor();
  await page.getByTestId('uploaded-case-input').getByText('2.in').waitFor();
  t.same(await page.getByTestId('uploaded-case-input').allTextContents(), ['1.in', '2.in']);
  await page.getByTestId('case-score').first().fill('-1');
  await saveExpecting('Score must be integer and at least 0');
  await page.getByTestId('case-score').first().fill('50');
  await page.getByTestId('case-score').nth(1).fill('50');

  // the special judge must compile before the problem saves
  await page.getByTestId('judge-mode-spj').click();
  await saveExpecting('Special judge and interactive problems need the judge program code and language');
  // every pick of a Select reaches the form at the click, not once its dropdown has closed: here
  // the closing animation is held for ten minutes (on a busy machine its end came seconds late: a
  // pre-check saw the language missing from the save, and an earlier stop's CI lost a tag so)
  const slowClose = await page.addStyleTag({ content: '.semi-tooltip-animation-hide { animation-duration: 600s !important; }' });
  await choose('checker-language', 'SPJ-C');
  const editor = page.getByTestId('checker-code').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('int main( { return 0; }\n');
  await saveExpecting('Spj code must compile');
  await page.getByTestId('checker-compile').click();
  await page.getByTestId('checker-compile-error').waitFor({ timeout: 120_000 });
  t.match(await page.getByTestId('checker-compile-error').textContent(), /^Spj code must compile:[\s\S]*error/, 'the compiler output is shown');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(CHECKER);
  // what the admin types while the checker compiles is kept when the compile ends (the answer is
  // held until the source is typed)
  let answer!: () => void;
  const typed = new Promise<void>((resolve) => { answer = resolve; });
  await page.route('**/api/admin/problem/compile-spj', async (route) => { await typed; await route.continue(); });
  await page.getByTestId('checker-compile').click();
  await page.getByTestId('field-source').fill('Typed while compiling');
  answer();
  await page.getByTestId('checker-compiled').waitFor({ timeout: 120_000 });
  await page.unroute('**/api/admin/problem/compile-spj');
  t.equal(await page.getByTestId('field-source').inputValue(), 'Typed while compiling', 'the source typed during the compile is kept');

  // the tag made on the tag page; typing it again is refused
  await choose('tag-select', 'Floating point');
  await page.getByTestId('picked-tag').getByText('Floating point', { exact: true }).waitFor();
  await slowClose.evaluate((style) => style.parentNode?.removeChild(style));
  await page.getByTestId('tag-new').fill('floating point');
  await page.getByTestId('tag-add').click();
  await page.getByText('Do not add existing tags').filter({ visible: true }).first().waitFor();
  t.same(await page.getByTestId('picked-tag').allTextContents(), ['Floating point']);

  await shot(page, 'problems-admin', 'create-form');
  await page.getByTestId('problem-save').click();
  await page.waitForURL(/\/admin\/problems$/);
  await page.getByTestId('admin-problem-title').getByText('Close Enough Division').waitFor();
  await shot(page, 'problems-admin', 'problem-list');
});

t.test('the problem is public on /problem and a close-enough answer is Accepted by the checker', async (t) => {
  const other = await visitor(b.browser);
  await other.page.goto(`${site.url}/problem`);
  await other.page.getByTestId('problem-list').getByText('Close Enough Division').waitFor();
  await other.context.close();

  const list = await site.api<{ records: { id: number; problemId: string }[] }>('GET', '/api/admin/problem/get-problem-list?currentPage=1&limit=10', undefined, await site.adminToken());
  const pid = list.data.records.find((r) => r.problemId === 'DIV1')!.id;
  const tags = await site.api<{ name: string }[]>('GET', `/api/get-problem-tags?pid=${pid}`);
  t.same(tags.data.map((tag) => tag.name), ['Floating point'], 'the tag is attached');
  await makeUser(site, USER);
  const token = await userToken(site, USER);
  const submitted = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid, language: 'C', code: SOLUTION }, token);
  t.equal(submitted.status, 200, `submitted: ${submitted.msg}`);
  let status = 5;
  for (let i = 0; i < 300 && [5, 6, 7].includes(status); i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const detail = await site.api<{ submission: { status: number; errorMessage: string | null } }>('GET', `/api/get-submission-detail?submitId=${submitted.data.submitId}`, undefined, token);
    status = detail.data.submission.status;
  }
  t.equal(status, 0, 'Accepted (the expected output has 3 decimals, the answer 6)');
});

t.test('editing changes the title; the export downloads a zip', async (t) => {
  await page.getByTestId('admin-problem-edit').first().click();
  await page.waitForURL(/\/admin\/problem\/edit\/\d+$/);
  await page.getByTestId('field-title').fill('');
  await saveExpecting('The title cannot be empty');
  await page.getByTestId('field-title').fill('Division, Close Enough');
  t.same(await page.getByTestId('uploaded-case-input').allTextContents(), ['1.in', '2.in'], 'the saved cases are listed');
  await page.getByTestId('checker-compiled').waitFor();
  await page.getByTestId('problem-save').click();
  await page.waitForURL(/\/admin\/problems$/);
  await page.getByTestId('admin-problem-title').getByText('Division, Close Enough').waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('admin-problem-export').first().click()]);
  t.match(download.suggestedFilename(), /\.zip$/);
  const bytes = await readFile((await download.path())!);
  t.equal(bytes.subarray(0, 2).toString(), 'PK', 'a zip file');
  t.ok(bytes.includes(Buffer.from('problem_')), 'it holds the problem folder and its json');
  await shot(page, 'problems-admin', 'after-edit');
});

t.test('the authority switch makes the problem private', async (t) => {
  const visible = async () => (await site.api('GET', '/api/get-problem-detail?problemId=DIV1')).status;
  t.equal(await visible(), 200, 'a visitor opens the public problem');
  await page.getByTestId('admin-problem-auth').first().click();
  await page.locator('.semi-select-option').filter({ hasText: /^Private$/ }).click();
  // the row shows the new authority once the list is read again after the change
  await page.getByTestId('admin-problem-auth').first().getByText('Private', { exact: true }).waitFor();
  t.not(await visible(), 200, 'a visitor cannot open the private problem');
});

t.test('batch operation: export the selected problems, import them back after a delete', async (t) => {
  await page.getByTestId('admin-layout').getByText('Export / Import', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/batch-operation$/);
  await page.getByTestId('problem-export').getByText('DIV1').waitFor();
  await page.getByTestId('export-selected').click();
  await page.getByText('Select the problems to export first').filter({ visible: true }).first().waitFor();
  await page.getByTestId('problem-export').locator('tbody .semi-checkbox').first().click();
  await page.getByTestId('export-selected').getByText('Export selected (1)').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-selected').click()]);
  const zip = await readFile((await download.path())!);
  t.ok(zip.includes(Buffer.from('problem_1.json')), 'the reference layout: problem_<id>.json');

  // the display id is taken while the problem exists
  await page.getByTestId('import-zip-input').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText('The problem ID DIV1 already exists').filter({ visible: true }).first().waitFor();

  await page.getByTestId('admin-layout').getByText('Problem List', { exact: true }).click();
  await page.getByTestId('admin-problem-delete').first().click();
  await page.getByTestId('confirm-delete').click();
  await page.getByText('Deleted successfully').filter({ visible: true }).first().waitFor();
  await page.getByTestId('admin-problem-list').getByText('No problems').waitFor();

  await page.getByTestId('admin-layout').getByText('Export / Import', { exact: true }).click();
  await page.getByTestId('import-zip-input').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText('Imported successfully').filter({ visible: true }).first().waitFor();
  await page.getByTestId('problem-export').getByText('Division, Close Enough').waitFor();
  await shot(page, 'problems-admin', 'batch');
  t.same(errors, []);
});

t.test('in Chinese the menu, the list and the form refusals are Chinese', async (t) => {
  const zh = await visitor(b.browser, { locale: 'zh-CN' });
  await zh.page.goto(`${site.url}/admin/login`);
  await zh.page.locator('input[name=username]').fill(ADMIN.username);
  await zh.page.locator('input[name=password]').fill(ADMIN.password);
  await zh.page.getByTestId('admin-login-submit').click();
  const menu = zh.page.getByTestId('admin-layout');
  await menu.getByText('题目管理').waitFor();
  await menu.getByText('题目列表', { exact: true }).click();
  await zh.page.getByTestId('admin-problem-list').getByText('展示ID').waitFor();
  await zh.page.getByTestId('admin-problem-create').getByText('创建题目').click();
  await zh.page.getByTestId('field-problemId').fill('ZH1');
  await zh.page.getByTestId('problem-save').click();
  await zh.page.getByTestId('form-error').getByText('标题不能为空', { exact: true }).waitFor();
  await zh.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  t.equal(await zh.page.getByText('标题不能为空', { exact: true }).count(), 2, 'said twice: at the title and above Save');
  t.equal(await zh.page.locator('.semi-toast-content', { hasText: '标题不能为空' }).count(), 0, 'and not in a toast as well');
  await shot(zh.page, 'problems-admin', 'zh-form');
  t.same(zh.errors, []);
  await zh.context.close();
});

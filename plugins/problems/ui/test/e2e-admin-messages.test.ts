// The problems admin forms speak in words, at the field, in Chromium against a real `oj start`
// (issue 10 §9): a Chinese admin whose problem source is too long reads 来源过长 under the Source
// field (never the schema's "参数 source …"), and a tag colour that is too long is refused in
// Chinese in the tag dialog.
import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, launch, shot, startSite, visitor, type Site } from '@oj/testing';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/problems/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
  ({ page, errors } = await visitor(b.browser, { width: 1400, height: 900, locale: 'zh-CN' }));
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

t.test('a source over 1,000,000 characters: the message shows under the Source field, in Chinese', async (t) => {
  await page.getByTestId('admin-layout').getByText('创建题目', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/create$/);
  await page.getByTestId('field-problemId').fill('LONG1');
  await page.getByTestId('field-title').fill('来源太长');
  await page.getByTestId('field-source').fill('x'.repeat(1_000_001));
  await page.getByTestId('problem-save').click();
  const message = '来源过长（最多 1,000,000 个字符）';
  await page.getByTestId('field-error-source').getByText(message, { exact: true }).waitFor();
  t.equal((await page.getByTestId('form-error').innerText()).trim(), message, 'and above Save');
  t.equal(await page.getByText(/参数 /).count(), 0, 'no schema text anywhere');
  await page.getByTestId('field-source').fill('Codeforces Round 1');
  t.equal(await page.getByTestId('field-error-source').count(), 0, 'a change hides it');
  t.same(errors, []);
});

t.test('a tag colour over 20 characters is refused in Chinese', async (t) => {
  await page.getByTestId('admin-layout').getByText('题目标签', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/tag$/);
  await page.getByTestId('tag-create').click();
  await page.getByTestId('tag-form-name').fill('数论');
  await page.getByTestId('tag-form-color').fill('a colour that is far too long');
  await page.getByTestId('tag-dialog-ok').click();
  await page.locator('.semi-toast-content-text').getByText('标签颜色最多 20 个字符，例如 #3e8ed0', { exact: true }).filter({ visible: true }).first().waitFor();
  await shot(page, 'problems-admin', 'zh-tag-colour');
  t.equal(await page.getByText(/参数 /).count(), 0, 'no schema text anywhere');
  t.same(errors, []);
});

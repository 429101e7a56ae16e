// End-to-end, admin side: system config (test mail kept without SMTP, then sent through one; the
// home carousel), the mail outbox page, system notices, and both languages of the new menu entry.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, visitor } from './helpers/browser.js';
import { ADMIN, startSite, type Site } from './helpers/site.js';
import { startSmtp } from './helpers/smtp.js';
import { pngBytes } from './helpers/users.js';

let site: Site;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let b: Awaited<ReturnType<typeof launch>>;
let page: Page;

t.before(async () => {
  [site, smtp, b] = await Promise.all([startSite({ guestbook: false }), startSmtp(), launch()]);
  page = (await visitor(b.browser)).page;
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
});
t.teardown(async () => {
  await b?.close();
  await smtp?.close();
  await site?.stop();
});

async function sendTestMail(to: string) {
  await page.goto(`${site.url}/admin/conf`);
  await page.getByTestId('test-mail-to').fill(to);
  await page.getByTestId('test-mail-send').click();
}

t.test('without SMTP the test mail is kept, and the mail outbox page lists it', async (t) => {
  await sendTestMail('ops@example.com');
  await page.getByText('No SMTP is configured; the test mail was kept in the outbox').filter({ visible: true }).first().waitFor();
  await shot(page, 'admin-test-mail-kept');
  await page.getByTestId('admin-layout').getByText('Mail outbox').click();
  await page.waitForURL(/\/admin\/mail-outbox$/);
  const outbox = page.getByTestId('admin-mail-outbox');
  await outbox.getByTestId('outbox-to').getByText('ops@example.com').waitFor();
  await outbox.getByText('Kept (no SMTP)').filter({ visible: true }).first().waitFor();
  await shot(page, 'admin-mail-outbox');
  t.pass();
});

t.test('with SMTP configured the test mail arrives', async (t) => {
  const res = await site.api('PUT', '/api/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPort: smtp.port, emailUsername: '', emailPassword: '', emailSsl: false }, await site.adminToken());
  t.equal(res.status, 200, res.msg);
  await sendTestMail('ops2@example.com');
  await page.getByText('The test mail has been sent').filter({ visible: true }).first().waitFor();
  const mail = await smtp.waitFor('ops2@example.com');
  t.ok(mail.text.length > 0, 'the SMTP server got it');
  await shot(page, 'admin-test-mail-sent');
});

t.test('the home carousel: upload a slide, see it on the home page, delete it', async (t) => {
  await page.goto(`${site.url}/admin/conf`);
  await page.getByTestId('carousel-input').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await pngBytes(page, 320) });
  await page.getByText('Uploaded successfully').filter({ visible: true }).first().waitFor();
  await page.getByTestId('carousel-thumb').first().waitFor();
  await shot(page, 'admin-carousel');
  const home = await page.context().newPage();
  await home.goto(`${site.url}/home`);
  await home.getByTestId('carousel').locator('.oj-carousel-item').first().waitFor();
  await shot(home, 'home-carousel');
  await home.close();
  await page.getByTestId('carousel-thumb').first().getByText('Delete').click();
  await page.getByText('Delete successfully').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=carousel-thumb]').length === 0);
  t.pass();
});

t.test('system notices: create one for all users', async (t) => {
  await page.goto(`${site.url}/admin/notice`);
  const notices = page.getByTestId('admin-notices');
  await notices.getByRole('button', { name: 'Create' }).click();
  await page.getByTestId('crud-title').fill('Maintenance tonight');
  await page.getByTestId('crud-content').fill('The site is down from 22:00 to 23:00.');
  await page.locator('.semi-modal-footer').getByText('Confirm', { exact: true }).click();
  await page.getByText('Saved successfully').filter({ visible: true }).first().waitFor();
  await notices.getByText('Maintenance tonight').waitFor();
  await notices.getByText('All users').waitFor();
  await shot(page, 'admin-notices');
  t.pass();
});

t.test('the mail outbox entry in Chinese', async (t) => {
  await page.goto(`${site.url}/admin/mail-outbox?lang=zh-CN`);
  await page.getByTestId('admin-layout').getByText('邮件发件箱').filter({ visible: true }).first().waitFor();
  await page.getByTestId('admin-mail-outbox').getByText('已保留（未配置 SMTP）').filter({ visible: true }).first().waitFor();
  await shot(page, 'admin-mail-outbox-zh');
  t.pass();
});

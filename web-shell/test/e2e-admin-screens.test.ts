// End-to-end, screens of issue 10: Users shows each user's real role and Edit keeps it; Logout just
// lands; Conf → E-mail sets up an SMTP server that needs a login (write-only password).
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, visitor } from './helpers/browser.js';
import { ADMIN, startSite, type Site } from './helpers/site.js';
import { SMTP_HOST, startSmtp } from './helpers/smtp.js';
import { loginInDialog, makeUser } from './helpers/users.js';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let page: Page;

t.before(async () => {
  [site, b] = await Promise.all([startSite({ guestbook: false }), launch()]);
  page = (await visitor(b.browser)).page;
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

type ListedUser = { uid: string; username: string; nickname: string | null; roles: { id: number }[] };
async function listed(username: string): Promise<ListedUser> {
  const res = await site.api<{ records: ListedUser[] }>('GET', `/api/admin/user/get-user-list?keyword=${username}`, undefined, await site.adminToken());
  return res.data.records.find((u) => u.username === username)!;
}

t.test('Users lists each role; Edit shows the real role, keeps it and saves the nickname', async (t) => {
  await makeUser(site, { username: 'helper', password: 'helperpass1', email: 'helper@example.com' });
  const helper = await listed('helper');
  const promote = await site.api('PUT', '/api/admin/user/edit-user', { uid: helper.uid, username: 'helper', type: 1001, status: 0 }, await site.adminToken());
  t.equal(promote.status, 200, promote.msg);

  await page.goto(`${site.url}/admin/user`);
  const users = page.getByTestId('admin-users');
  await users.getByText('Only admins').click();
  const row = (name: string) => users.locator('tr', { has: page.getByTestId('user-row-name').getByText(name, { exact: true }) });
  await row(ADMIN.username).getByTestId('user-row-role').getByText('Super Admin').waitFor();
  await row('helper').getByTestId('user-row-role').getByText('Admin', { exact: true }).waitFor();
  await shot(page, 'admin-users-roles');

  await page.getByTestId('edit-user-helper').click();
  const dialog = page.getByTestId('edit-user-dialog');
  await dialog.getByText('Admin', { exact: true }).waitFor();
  await dialog.getByTestId('edit-nickname').fill('Helpful Ann');
  await shot(page, 'admin-users-edit');
  await page.getByTestId('edit-user-save').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await row('helper').getByTestId('user-row-role').getByText('Admin', { exact: true }).waitFor();

  const saved = await listed('helper');
  t.equal(saved.roles[0].id, 1001, 'saving the edit kept the admin an admin');
  t.equal(saved.nickname, 'Helpful Ann', 'the nickname typed in Edit is saved');
});

t.test('Logout lands on /home signed out, without "Please login first" or the login dialog', async (t) => {
  const user = { username: 'leaver', password: 'leaverpass1', email: 'leaver@example.com' };
  await makeUser(site, user);
  const { page: p, errors } = await visitor(b.browser);
  await p.goto(`${site.url}/home`);
  await loginInDialog(p, user);
  await p.getByTestId('nav-user').hover();
  await p.getByTestId('nav-logout').click();
  await p.waitForURL(/\/home$/);
  await p.getByTestId('nav-login').waitFor();
  // the guard's toast and dialog would come in the render that follows the landing
  await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  t.equal(await p.getByText('Please login first!').count(), 0, 'no "Please login first"');
  t.notOk(await p.getByTestId('login-form').isVisible(), 'no login dialog');
  await shot(p, 'logout-landed');
  t.same(errors, []);
  await p.context().close();
});

t.test('Conf → E-mail: an authenticated SMTP server is set up from the page; the password is write-only', async (t) => {
  const smtp = await startSmtp({ auth: { user: 'mailbot', pass: 'Smtp-Pass-42' } });
  t.teardown(() => smtp.close());
  await page.goto(`${site.url}/admin/conf`);
  const email = page.getByTestId('conf-email');
  await email.getByTestId('conf-emailHost').fill(SMTP_HOST);
  await email.getByTestId('conf-emailPort').locator('input').or(email.locator('input[data-testid=conf-emailPort]')).first().fill(String(smtp.port));
  await email.getByTestId('conf-emailUsername').fill('mailbot');
  // the local server speaks plain SMTP (SSL is on by default for port 465)
  await email.locator('[data-testid=conf-emailSsl][aria-checked=true], [data-testid=conf-emailSsl] [aria-checked=true]').first().click();
  t.equal(await email.getByTestId('conf-emailPassword').getAttribute('placeholder'), 'No password set');
  await email.getByTestId('conf-emailPassword').fill('Smtp-Pass-42');
  await email.getByTestId('save-email-config').click();
  await page.getByText('Saved successfully').filter({ visible: true }).first().waitFor();
  await page.getByTestId('test-mail-to').fill('ops@example.com');
  await page.getByTestId('test-mail-send').click();
  await page.getByText('The test mail has been sent').filter({ visible: true }).first().waitFor();
  t.ok((await smtp.waitFor('ops@example.com')).text.length > 0, 'the server that needs a login took the mail');

  // after a reload the box is empty and says a password is set; saving it empty keeps the password
  await page.reload();
  await email.getByTestId('conf-emailPassword').and(page.locator('[placeholder="A password is set; leave empty to keep it"]')).waitFor();
  t.equal(await email.getByTestId('conf-emailPassword').inputValue(), '', 'the password is not shown');
  await shot(page, 'admin-conf-smtp-password');
  await email.getByTestId('save-email-config').click();
  await page.getByText('Saved successfully').filter({ visible: true }).first().waitFor();
  await page.getByTestId('test-mail-to').fill('ops2@example.com');
  await page.getByTestId('test-mail-send').click();
  await smtp.waitFor('ops2@example.com');
  const raw = await fetch(`${site.url}/api/admin/config/get-email-config`, { headers: { Authorization: await site.adminToken() } }).then((r) => r.text());
  t.notOk(raw.includes('Smtp-Pass-42'), 'the GET never returns the password');
});

t.test('Notices: the list says whether each notice was pushed; "Send now" delivers it at once', async (t) => {
  const reader = { username: 'reader', password: 'readerpass1', email: 'reader@example.com' };
  await makeUser(site, reader);
  await page.goto(`${site.url}/admin/notice`);
  const notices = page.getByTestId('admin-notices');
  await notices.getByRole('button', { name: 'Create' }).click();
  await page.getByTestId('crud-title').fill('Exam room changed');
  await page.getByTestId('crud-content').fill('The exam is in **room 204**.');
  await page.locator('.semi-modal-footer').getByText('Confirm', { exact: true }).click();
  await page.getByText('Saved successfully').filter({ visible: true }).first().waitFor();
  const row = notices.locator('tr', { hasText: 'Exam room changed' });
  await row.getByTestId('notice-state').getByText('Not yet (next hourly push)').waitFor();
  await shot(page, 'admin-notice-not-pushed');

  await row.getByTestId('notice-send-now').click();
  await page.getByText(/^Sent to the message centre of \d+ users$/).filter({ visible: true }).first().waitFor();
  await row.getByTestId('notice-state').getByText('Sent', { exact: true }).waitFor();
  t.equal(await row.getByTestId('notice-send-now').count(), 0, 'a sent notice offers no "Send now"');
  await shot(page, 'admin-notice-sent');

  // the recipient finds it in the message centre right away
  const { page: r, errors } = await visitor(b.browser);
  await r.goto(`${site.url}/home`);
  await loginInDialog(r, reader);
  await r.goto(`${site.url}/message/sys`);
  await r.getByTestId('message-center').getByText('Exam room changed').filter({ visible: true }).first().waitFor();
  // the renderer loads on first use (the raw text is its placeholder): wait for it, then look
  await r.getByTestId('message-center').locator('.oj-msg-content strong', { hasText: 'room 204' }).first().waitFor();
  t.equal(await r.getByTestId('message-center').locator('strong', { hasText: 'room 204' }).count(), 1, 'the notice is drawn as markdown, not shown raw');
  t.equal(await r.getByTestId('message-center').getByText('**room 204**').count(), 0);
  t.same(errors, []);
  await r.context().close();
});

t.test('Notices: a Single notice\'s recipient changed by name in Edit is saved', async (t) => {
  for (const name of ['first', 'second']) await makeUser(site, { username: name, password: `${name}pass1`, email: `${name}@example.com` });
  const made = await site.api('POST', '/api/admin/msg/notice', { title: 'For one reader', content: 'Only you.', type: 'Single', recipient: 'first' }, await site.adminToken());
  t.equal(made.status, 200, made.msg);
  await page.goto(`${site.url}/admin/notice`);
  const row = page.getByTestId('admin-notices').locator('tr', { hasText: 'For one reader' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const recipient = page.getByTestId('notice-recipient');
  t.equal(await recipient.inputValue(), 'first', 'the dialog shows the recipient');
  await recipient.fill('second');
  await page.locator('.semi-modal-footer').getByText('Confirm', { exact: true }).click();
  await page.getByText('Saved successfully').filter({ visible: true }).first().waitFor();
  const listed = await site.api<{ records: { title: string; recipient: string | null }[] }>('GET', '/api/admin/msg/notice?currentPage=1&limit=50', undefined, await site.adminToken());
  t.equal(listed.data.records.find((n) => n.title === 'For one reader')?.recipient, 'second', 'the notice goes to the name typed');
});

t.test('on a phone the admin menu folds under a button: the page comes first, a choice closes the menu', async (t) => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(`${site.url}/admin/dashboard`);
    await page.getByTestId('admin-dashboard').waitFor();
    const menuItem = page.getByTestId('admin-layout').locator('.oj-admin-menu').getByText('Users', { exact: true });
    t.notOk(await menuItem.isVisible(), 'the menu is folded');
    const top = (await page.getByTestId('admin-dashboard').boundingBox())!.y;
    t.ok(top < 200, `the dashboard starts ${Math.round(top)} px from the top, not below the whole menu`);
    await page.getByTestId('admin-menu-toggle').click();
    await menuItem.click();
    await page.getByTestId('admin-users').waitFor();
    t.equal(new URL(page.url()).pathname, '/admin/user');
    await page.getByTestId('admin-layout').locator('.oj-admin-menu').waitFor({ state: 'hidden' });
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
    await shot(page, 'admin-phone-menu');
  } finally {
    await page.setViewportSize({ width: 1400, height: 900 });
  }
});

t.test('an admin who opens a super admin page lands on the dashboard, signed in, with one message', async (t) => {
  await makeUser(site, { username: 'deputy', password: 'deputypass1', email: 'deputy@example.com' });
  const deputy = await listed('deputy');
  const promote = await site.api('PUT', '/api/admin/user/edit-user', { uid: deputy.uid, username: 'deputy', type: 1001, status: 0 }, await site.adminToken());
  t.equal(promote.status, 200, promote.msg);
  const { page: p, errors } = await visitor(b.browser);
  await p.goto(`${site.url}/admin/login`);
  await p.locator('input[name=username]').fill('deputy');
  await p.locator('input[name=password]').fill('deputypass1');
  await p.getByTestId('admin-login-submit').click();
  await p.getByTestId('admin-dashboard').waitFor();

  await p.goto(`${site.url}/admin/conf`);
  await p.getByTestId('admin-dashboard').waitFor();
  t.equal(new URL(p.url()).pathname, '/admin/dashboard', 'sent to the dashboard, not to the admin login');
  await p.locator('.semi-toast-content').first().waitFor();
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  t.same((await p.locator('.semi-toast-content').allInnerTexts()).map((s) => s.trim()), ['This page is for super administrators only'], 'one message, saying why');
  t.equal(await p.getByTestId('admin-conf').count(), 0, 'the settings stay hidden');
  await p.getByText('deputy', { exact: true }).first().waitFor();
  t.same(errors, []);
  await p.context().close();
});

// End-to-end, account side: reset password by mail, avatar upload, the profile page (heatmap and
// the markdown renderer against an XSS corpus), token sync across tabs, the unread poll's notice
// (on a phone: off the header, once a session per new count, pluralised — issue 28 §15).
import t from 'tap';
import { launch, shot, visitor } from './helpers/browser.js';
import { startSite, type Site } from './helpers/site.js';
import { startSmtp } from './helpers/smtp.js';
import { loginInDialog, makeUser, pngBytes, readCaptcha, userToken } from './helpers/users.js';
import { XSS_CORPUS, xssLeaks } from './helpers/xss.js';

const BOB = { username: 'bob', email: 'bob@example.com', password: 'bobpass1' };
const NEW_PASSWORD = 'bobpass2';

let site: Site;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, smtp, b] = await Promise.all([startSite({ guestbook: false }), startSmtp(), launch()]);
  const res = await site.api('PUT', '/api/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPort: smtp.port, emailUsername: '', emailPassword: '', emailSsl: false }, await site.adminToken());
  if (res.status !== 200) throw new Error(`set-email-config: ${res.msg}`);
  await makeUser(site, BOB);
});
t.teardown(async () => {
  await b?.close();
  await smtp?.close();
  await site?.stop();
});

t.test('forgot password: captcha dialog, the mailed link, the reset page, then login', async (t) => {
  const { page, errors } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await page.getByTestId('nav-login').click();
  const captcha = page.waitForResponse((r) => r.url().includes('/api/captcha'));
  await page.getByText('Forgot password').click();
  const form = page.getByTestId('reset-form');
  await form.locator('input[name=email]').fill(BOB.email);
  await form.locator('input[name=captcha]').fill(await readCaptcha(page, site, captcha));
  await shot(page, 'reset-dialog');
  await page.getByTestId('reset-submit').click();
  await page.getByText('The reset email has been sent. Please follow the link in it.').filter({ visible: true }).first().waitFor();
  await page.getByTestId('reset-submit').getByText(/Resend in \d+ s/).waitFor();
  const mail = await smtp.waitFor(BOB.email);
  const link = /\/reset-password\?username=[^\s"'<>]+/.exec(mail.text.replace(/&amp;/g, '&'));
  t.ok(link, 'the mail carries the reset link');
  await page.goto(site.url + link![0]);
  const reset = page.getByTestId('reset-password-page');
  await reset.locator('input[name=password]').fill(NEW_PASSWORD);
  await reset.locator('input[name=passwordAgain]').fill(NEW_PASSWORD);
  await shot(page, 'reset-page');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Your password has been reset. Please login.').filter({ visible: true }).first().waitFor();
  await page.getByTestId('dialog-Login').waitFor();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(BOB.username);
  await login.locator('input[name=password]').fill(NEW_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('nav-user').getByText(BOB.username).waitFor();
  BOB.password = NEW_PASSWORD;
  t.same(errors, []);
  await page.context().close();
});

t.test('avatar upload: type and size warnings, then a cropped upload', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await loginInDialog(page, BOB);
  await page.goto(`${site.url}/setting`);
  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText('The file type is not supported (gif, jpg, jpeg, png, bmp, webp only)').filter({ visible: true }).first().waitFor();
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
  await page.getByText('The file exceeds the max size of 2 MB').filter({ visible: true }).first().waitFor();
  await shot(page, 'avatar-warnings');
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBytes(page) });
  await page.locator('.semi-modal .semi-cropper').waitFor();
  await shot(page, 'avatar-crop');
  await page.locator('.semi-modal-footer').getByText('Upload', { exact: true }).click();
  await page.getByText('Avatar updated').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => !!document.querySelector('.oj-avatar-upload img')?.getAttribute('src'));
  await page.getByTestId('nav-user').locator('img').waitFor();
  await shot(page, 'avatar-uploaded');
  t.pass();
  await page.context().close();
});

t.test('profile: the empty one-year heatmap, and markdown with KaTeX, a PDF card and no XSS', async (t) => {
  const token = await userToken(site, BOB);
  const res = await site.api('POST', '/api/change-userInfo', { signature: XSS_CORPUS }, token);
  t.equal(res.status, 200, res.msg);
  const { page, errors } = await visitor(b.browser);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${site.url}/user-home?username=${BOB.username}`);
  const heatmap = page.getByTestId('heatmap');
  await heatmap.locator('svg').waitFor();
  const box = await heatmap.boundingBox();
  t.ok(box && box.width > 300 && box.height >= 100, 'the calendar grid is drawn with no submissions');
  const md = page.locator('.oj-markdown').first();
  await md.locator('.katex').first().waitFor();
  t.match(await md.locator('.katex-mathml').first().textContent(), /E=mc/, 'inline math typeset by KaTeX');
  const pdf = md.locator('.oj-md-pdf');
  await pdf.getByText('statement.pdf').waitFor();
  t.equal(await pdf.getByRole('link', { name: 'Download' }).getAttribute('href'), '/files/statement.pdf');
  t.equal(await pdf.locator('iframe').count(), 1, 'the PDF is embedded too');
  // the javascript: link stays as text a user sees, with its URL dropped
  t.notMatch((await md.getByText('click me').getAttribute('href')) ?? '', /javascript/i);
  t.same(await xssLeaks(page), [], 'no payload executed or left in the DOM');
  t.same(dialogs, [], 'no alert');
  await shot(page, 'profile-markdown-heatmap');
  t.same(errors, []);
  await page.context().close();
});

t.test('token sync: logging out in one tab clears the other when it becomes visible', async (t) => {
  const { context, page: a } = await visitor(b.browser);
  await a.goto(`${site.url}/home`);
  await loginInDialog(a, BOB);
  const other = await context.newPage();
  await other.goto(`${site.url}/setting`);
  await other.getByTestId('setting').waitFor();
  await a.bringToFront();
  await a.goto(`${site.url}/logout`);
  await a.getByTestId('nav-login').waitFor();
  await other.bringToFront();
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await other.waitForURL(/\/home$/);
  await other.getByTestId('nav-login').waitFor();
  t.equal(await other.getByTestId('nav-user').count(), 0, 'the user menu is gone');
  await shot(other, 'token-sync');
  await context.close();
});

t.test('the unread poll: after 120 s a notice and the badge show the new messages', async (t) => {
  const { page } = await visitor(b.browser);
  await page.clock.install();
  // the kernel makes unread messages only in its hourly notice push or through plugins: the test
  // serves the count the server would report once one has arrived
  let unread = 0;
  await page.route('**/api/msg/unread', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, number> };
    body.data = { ...body.data, sys: unread };
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`${site.url}/home`);
  await loginInDialog(page, BOB);
  t.equal(await page.getByText(/unread messages/).count(), 0, 'nothing to tell yet');
  unread = 3;
  await page.clock.fastForward(120_000);
  await page.getByText('You have 3 unread messages.').waitFor();
  await page.getByTestId('nav-messages').getByText('3').waitFor();
  await shot(page, 'unread-notice');
  await page.context().close();
});

t.test('issue 28 §15: on a phone the unread notice keeps off the header, says "1 unread message", and is not repeated on the next page', async (t) => {
  for (const [locale, one, two] of [['en-US', 'You have 1 unread message.', 'You have 2 unread messages.'], ['zh-CN', '您有 1 条未读消息。', '您有 2 条未读消息。']] as const) {
    const { page } = await visitor(b.browser, { width: 390, height: 844, locale });
    await page.addInitScript((lang) => localStorage.setItem('languages', lang), locale);
    let unread = 1;
    await page.route('**/api/msg/unread', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, number> };
      body.data = { ...body.data, sys: unread };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${site.url}/home`);
    await loginInDialog(page, BOB);
    const notice = page.locator('.semi-notification-notice');
    await notice.getByText(one).waitFor();
    const header = await page.getByTestId('mobile-bar').boundingBox();
    const box = await notice.boundingBox();
    t.ok(header && box && box.y >= header.y + header.height, `${locale}: the notice (at ${box?.y}) is below the header (to ${header && header.y + header.height})`);
    await shot(page, `unread-notice-390-${locale}`);
    // the next page of the session: the same count is not told again (the badge shows it)
    const polled = page.waitForResponse((r) => r.url().includes('/api/msg/unread'));
    await page.goto(`${site.url}/home`);
    await page.getByTestId('nav-messages').getByText('1').waitFor();
    await polled;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    t.equal(await page.locator('.semi-notification-notice').count(), 0, `${locale}: no notice again on the next page`);
    // a new message is told
    unread = 2;
    await page.reload();
    await page.locator('.semi-notification-notice').getByText(two).waitFor();
    t.pass(`${locale}: a new message is told, in the plural`);
    await page.context().close();
  }
});

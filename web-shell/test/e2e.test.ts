// End-to-end: the built shell in Chromium against a real server with the guestbook plugin on.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, visitor } from './helpers/browser.js';
import { ADMIN, startSite, type Site } from './helpers/site.js';
import { sixDigitCode, startSmtp } from './helpers/smtp.js';
import { solveSlidePuzzle } from './helpers/puzzle.js';

const USER = { username: 'alice', email: 'alice@example.com', password: 'alicepw1' };

let site: Site;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  site = await startSite({ guestbook: true });
  smtp = await startSmtp();
  b = await launch();
  const token = await site.adminToken();
  const res = await site.api('PUT', '/api/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPort: smtp.port, emailUsername: '', emailPassword: '', emailSsl: false }, token);
  if (res.status !== 200) throw new Error(`set-email-config: ${res.msg}`);
});
t.teardown(async () => {
  await b?.close();
  await smtp?.close();
  await site?.stop();
});

async function login(page: Page, username: string, password: string) {
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

t.test('home page shows the frame, the plugin menu entry and its home widget', async (t) => {
  const { page, errors } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  // '/' redirects to /home (entered client-side: the kernel answers a direct GET / with 500, see the report)
  await page.evaluate(() => {
    history.pushState({}, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => location.pathname === '/home');
  await page.getByTestId('quote-card').waitFor();
  await page.getByTestId('guestbook-widget').waitFor();
  t.match(await page.getByTestId('server-clock').textContent(), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  t.ok(await page.getByTestId('navbar').getByText('Guestbook').isVisible(), 'the plugin adds a menu entry');
  t.ok(await page.getByTestId('footer').isVisible());
  await page.getByText('Welcome to Online Judge').waitFor();
  await page.waitForFunction(() => document.title === 'Home - OJ');
  t.pass('the tab says the page and the site (issue 10 item 9)');
  await page.getByTestId('navbar').getByText('Guestbook').click();
  await page.waitForFunction(() => document.title === 'Guestbook - OJ');
  t.pass('and follows the page');
  await page.goBack();
  await shot(page, 'home');
  t.same(errors, []);
  await page.context().close();
});

t.test('an unknown path shows the 404 page with Go Home and Back', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await page.goto(`${site.url}/no/such/page`);
  await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=not-found-digits].settled')?.textContent === '404');
  await shot(page, 'not-found');
  await page.getByTestId('go-back').click();
  await page.waitForURL(/\/home$/);
  await page.goto(`${site.url}/nothing-here`);
  await page.getByTestId('go-home').click();
  await page.waitForURL(/\/home$/);
  t.pass('both buttons navigate');
  await page.context().close();
});

t.test('guards: login-only pages send visitors home with the login dialog; admin pages to the admin login', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/setting`);
  await page.waitForURL(/\/home$/);
  await page.getByText('Please login first!').filter({ visible: true }).first().waitFor();
  await page.getByTestId('dialog-Login').waitFor();
  await shot(page, 'guard-login');
  await page.goto(`${site.url}/admin/user`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByText('Please login first by admin account!').filter({ visible: true }).first().waitFor();
  await shot(page, 'guard-admin');
  t.pass();
  await page.context().close();
});

t.test('register with the e-mail code, then login', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await page.getByTestId('nav-register').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name=username]').fill(USER.username);
  await form.locator('input[name=email]').fill(USER.email);
  await form.locator('input[name=password]').fill(USER.password);
  await form.locator('input[name=passwordAgain]').fill('different1');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('error-passwordAgain').getByText('Password does not match.').waitFor();
  await form.locator('input[name=passwordAgain]').fill(USER.password);
  await page.getByTestId('send-code').click();
  await page.getByTestId('send-code').getByText(/Resend in \d+ s/).waitFor();
  const code = sixDigitCode(await smtp.waitFor(USER.email));
  await form.locator('input[name=code]').fill(code);
  await shot(page, 'register');
  await page.getByTestId('register-submit').click();
  await page.getByText('Thanks for registering! You can login now.').waitFor();
  await page.getByTestId('dialog-Login').waitFor();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=username]').fill(USER.username);
  await login.locator('input[name=password]').fill(USER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('nav-user').getByText(USER.username).waitFor();
  await shot(page, 'logged-in');
  t.pass();
  await page.context().close();
});

t.test('five failed logins bring the slide puzzle, solving it lets the user in', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(USER.username);
  for (let i = 0; i < 5; i++) {
    t.notOk(await page.getByTestId('slide-verify').isVisible(), `no puzzle after ${i} failures`);
    await form.locator('input[name=password]').fill(`wrongpw${i}`);
    await page.getByTestId('login-submit').click();
    await page.locator('.semi-toast-content').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid=login-submit].semi-button-loading'));
  }
  await page.getByTestId('slide-verify').waitFor();
  await shot(page, 'slide-puzzle');
  await solveSlidePuzzle(page);
  await form.locator('input[name=password]').fill(USER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('nav-user').getByText(USER.username).waitFor();
  t.pass();
  await page.context().close();
});

t.test('profile, settings, message centre and the language switch for a logged-in user', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await login(page, USER.username, USER.password);
  await page.getByTestId('nav-user').waitFor();

  await page.goto(`${site.url}/user-home?username=${USER.username}`);
  await page.getByTestId('profile-username').getByText(USER.username).waitFor();
  await page.getByTestId('stat-rating').getByText('--').waitFor();
  await page.getByText('Not set yet').waitFor();
  await shot(page, 'profile');

  await page.goto(`${site.url}/setting`);
  await page.getByTestId('setting').waitFor();
  await page.getByTestId('info-nickname').fill('Alice A.');
  await page.getByTestId('save-info').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await shot(page, 'settings');

  await page.goto(`${site.url}/message/sys`);
  await page.getByTestId('message-center').waitFor();
  for (const tab of ['discuss', 'reply', 'like', 'sys', 'mine']) t.ok(await page.getByTestId(`msg-tab-${tab}`).isVisible(), `${tab} tab`);
  await page.getByText('No messages').filter({ visible: true }).first().waitFor();
  await shot(page, 'messages');

  await page.getByTestId('footer').getByTestId('language-select').click();
  await page.getByTestId('lang-zh-CN').click();
  await page.getByTestId('navbar').getByText('首页').waitFor();
  await page.getByText('系统通知').filter({ visible: true }).first().waitFor();
  t.equal((await page.getByTestId('footer').locator('.oj-footer-line a').first().innerText()).trim(), '© 2026 在线评测系统', "a fresh site's record line names it in Chinese");
  await shot(page, 'language-zh');
  t.equal(await page.evaluate(() => localStorage.getItem('languages')), 'zh-CN', 'the choice is stored');
  await page.getByTestId('footer').getByTestId('language-select').click();
  await page.getByTestId('lang-en-US').click();
  await page.getByTestId('navbar').getByText('Home').waitFor();
  await page.context().close();
});

t.test('admin login and editing a user', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/admin`);
  await page.waitForURL(/\/admin\/login$/);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  t.ok(await page.getByTestId('admin-layout').getByText('Guestbook entries').isVisible(), 'plugin admin menu entry');
  await shot(page, 'admin-dashboard');
  await page.goto(`${site.url}/admin/user`);
  await page.getByTestId(`edit-user-${USER.username}`).click();
  await page.getByTestId('edit-user-dialog').waitFor();
  await page.getByTestId('edit-realname').fill('Alice Liddell');
  await page.getByTestId('edit-user-save').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await page.getByText('Alice Liddell').waitFor();
  await shot(page, 'admin-user-edit');
  await page.goto(`${site.url}/admin/guestbook`);
  await page.getByTestId('guestbook-admin').waitFor();
  t.pass();
  await page.context().close();
});

t.test('Admin → Plugins: whose code each plugin is, its SDK range and what it declares, in both languages', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/admin/login?lang=en-US`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByTestId('admin-layout').getByText('Plugins', { exact: true }).click();
  await page.getByTestId('plugin-trust-guestbook').getByText('Built in (part of this installation)').waitFor();
  await page.getByTestId('plugin-declares-guestbook').getByText('tables guestbook_…').waitFor();
  await page.getByTestId('plugin-declares-guestbook').getByText(/^\d+ routes$/).waitFor();
  await shot(page, 'admin-plugins');
  await page.goto(`${site.url}/admin/plugins?lang=zh-CN`);
  await page.getByTestId('plugin-trust-guestbook').getByText('内置（随本安装提供）').waitFor();
  await page.getByTestId('plugin-declares-guestbook').getByText('数据表 guestbook_…').waitFor();
  await shot(page, 'admin-plugins-zh');
  t.pass();
  await page.context().close();
});

t.test('a 390 px phone gets the app bar and the drawer', async (t) => {
  const { page } = await visitor(b.browser, { width: 390, height: 844 });
  await page.goto(`${site.url}/home`);
  await page.getByTestId('mobile-bar').waitFor();
  t.notOk(await page.getByTestId('navbar').isVisible(), 'no desktop menu');
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  await drawer.getByText('Guestbook').waitFor();
  await shot(page, 'phone-drawer');
  await drawer.getByText('Introduction').click();
  await page.waitForURL(/\/introduction$/);
  await page.getByTestId('introduction').waitFor();
  await shot(page, 'phone-introduction');
  await page.context().close();
});

t.test('the guestbook page works through the federated remote', async (t) => {
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/home`);
  await login(page, USER.username, USER.password);
  await page.getByTestId('nav-user').waitFor();
  await page.getByTestId('navbar').getByText('Guestbook').click();
  await page.getByTestId('guestbook-page').waitFor();
  await page.getByTestId('guestbook-input').fill('Hello from the browser');
  await page.getByTestId('guestbook-submit').click();
  await page.getByTestId('guestbook-entry').getByText('Hello from the browser').waitFor();
  await shot(page, 'guestbook');
  t.pass();
  await page.context().close();
});

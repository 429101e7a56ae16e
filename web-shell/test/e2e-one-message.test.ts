// Issue 28 §8: one failed call, one message. The API client shows a failed call's error once (a
// toast, no notification besides it); a page that shows the error its own way asks quietly. A
// failed login and the scroll board of a contest still running each show exactly one message.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, makeUser, startSite, visitor, type Site } from '@oj/testing';

const PLUGINS = ['problems', 'submissions', 'contests'];
const CARA = { username: 'cara', password: 'carapass1', email: 'cara@example.com' };
const HOUR = 3_600_000;

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let running: number;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  await makeUser(site, CARA);
  const start = Date.now() - HOUR;
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest', {
    title: 'Running Cup', description: 'On now', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * HOUR).toISOString(),
    sealRank: true, sealRankTime: new Date(start + 2 * HOUR).toISOString(), autoRealRank: true, visible: true, openPrint: false, openRank: true,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  }, await site.adminToken());
  if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
  running = made.data.id;
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** every message on the screen: toasts, notifications and a page's own error card */
const MESSAGES = '.semi-toast-content, .semi-notification-notice, [data-testid=scroll-board-error]';

/** the texts shown once the page has drawn what the failure brought (two frames after it settled) */
async function messages(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return (await page.locator(MESSAGES).allInnerTexts()).map((s) => s.trim());
}

t.test('a wrong password shows one message, on a desktop and on a phone', async (t) => {
  for (const width of [1400, 390]) {
    const { page, errors } = await visitor(b.browser, { width });
    await page.goto(`${site.url}/home`);
    await page.getByTestId('nav-login').click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill(CARA.username);
    await form.locator('input[name=password]').fill('not-her-password');
    await page.getByTestId('login-submit').click();
    await page.locator(MESSAGES).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid=login-submit].semi-button-loading'));
    t.same(await messages(page), ['Please check your username or password'], `${width} px: one message`);
    t.same(errors, []);
    await page.context().close();
  }
});

t.test('the scroll board of a contest still running shows one message: the page\'s own', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1400 });
  await page.goto(`${site.url}/scrollBoard?cid=${running}`);
  await page.getByTestId('scroll-board-error').waitFor();
  const shown = await messages(page);
  t.equal(shown.length, 1, `one message: ${JSON.stringify(shown)}`);
  t.match(shown[0], /scroll board/i, 'it says why');
  t.same(errors, []);
  await page.context().close();
});

// End-to-end: a plugin's UI loads where it is used (issue 10 item 13). The shell routes and draws
// menus from each plugin's descriptor data (the kit's oj-ui.json, in GET /api/plugins) and loads a
// remote only for a page of its plugin or a slot it fills. Checked in Chromium on a site with five
// plugins: the home page fetches the remotes of its widgets' plugins only, the training menu entry
// is there (translated) before the trainings plugin loads, opening it loads the plugin, and a
// plugin whose remote fails shows the error with Retry, which works once the remote is back.
import t from 'tap';
import { launch, shot, visitor } from './helpers/browser.js';
import { startSite, type Site } from '@oj/testing';

const PLUGINS = ['guestbook', 'problems', 'submissions', 'contests', 'trainings'];

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** the plugins whose remote the page has asked for */
function remotesOf(page: import('playwright-core').Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const m = /\/plugins\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m) seen.add(m[1]);
  });
  return seen;
}

t.test('GET /api/plugins answers each plugin with its descriptor data', async (t) => {
  const r = await site.api<{ id: string; ui: { v: number; routes?: { path: string }[]; nav?: { label: string }[]; slots?: string[]; locales?: Record<string, Record<string, string>> } | null; requires: string[] }[]>('GET', '/api/plugins');
  const trainings = r.data.find((p) => p.id === 'trainings')!;
  t.equal(trainings.ui?.v, 1);
  t.ok(trainings.ui?.routes?.some((x) => x.path === '/training'), 'its pages');
  t.equal(trainings.ui?.locales?.['zh-CN']?.Training, '训练', 'its menu label in Chinese');
  t.same(trainings.requires, ['problems', 'submissions']);
  t.same(r.data.find((p) => p.id === 'problems')!.ui?.slots, ['home.main'], "the problems plugin's home widget");
});

t.test('the home page loads only the plugins of its widgets; a page loads its plugin when opened', async (t) => {
  const { page, errors, context } = await visitor(b.browser, { width: 1400, locale: 'zh-CN' });
  const remotes = remotesOf(page);
  await page.goto(`${site.url}/home`);
  await page.getByTestId('recent-problems').waitFor();
  await page.getByTestId('recent-contests').waitFor();
  await page.waitForLoadState('networkidle');
  t.same([...remotes].sort(), ['contests', 'guestbook', 'problems', 'submissions'], 'the remotes of the home widgets, not the trainings plugin');
  // the menu entry comes from the data, in the page's language, before the plugin is loaded
  const entry = page.getByTestId('navbar').getByText('训练', { exact: true });
  await entry.waitFor();
  await shot(page, 'on-use-home-zh');
  await entry.click();
  await page.waitForURL(/\/training$/);
  await page.getByTestId('training-list').waitFor();
  t.ok(remotes.has('trainings'), 'opening the page loaded the trainings plugin');
  await page.waitForFunction(() => document.title.startsWith('训练'));
  t.match(await page.title(), /^训练 - /, 'the tab title names the page');
  t.same(errors, []);
  await context.close();
});

t.test('a deep link into a plugin loads it; a plugin that fails to load can be retried', async (t) => {
  const { page, errors, context } = await visitor(b.browser, { width: 390, locale: 'en-US' });
  let broken = true;
  await page.route(/\/plugins\/trainings\//, (route) => (broken ? route.abort() : route.continue()));
  page.on('console', () => undefined);
  await page.goto(`${site.url}/training`);
  const error = page.getByTestId('plugin-error');
  await error.waitFor();
  t.match(await error.textContent(), /The "trainings" module failed to load\./, 'the page says which module failed');
  await shot(page, 'on-use-failed-en-390');
  // the rest of the site still works: the menu drawer opens
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  await drawer.waitFor();
  t.match(await drawer.textContent(), /Problem.*Training/, 'the drawer lists the menus');
  // closed by a click on the mask beside it
  await page.mouse.click(370, 400);
  await drawer.waitFor({ state: 'hidden' });
  broken = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('training-list').waitFor();
  t.equal(await page.getByTestId('plugin-error').count(), 0, 'the page shows after Retry');
  // what failed was logged, not thrown into the page
  t.same(errors, []);
  await context.close();
});

// End-to-end (issue 32 §5): a plugin UI built for another major of a shared package (React, Semi,
// @oj/ui…) is not loaded, and the page says why; the rest of the site works. The plugin's build
// records its ranges (the kit's oj-shared.json, in GET /api/plugins as `shared`); here the list the
// browser receives says the guestbook was built for @oj/ui 2, as a build with a later kit would.
// Also what the super admin sees of the paths a plugin serves besides its own prefixes (§3).
import t from 'tap';
import { launch, shot, visitor } from './helpers/browser.js';
import { ADMIN, startSite, type Site } from '@oj/testing';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-guestbook', '@oj/plugin-problems'], builds: ['plugins/guestbook/ui/dist/mf-manifest.json', 'plugins/problems/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

interface Listed { id: string; shared: Record<string, string> | null }

t.test('GET /api/plugins answers the ranges each plugin UI was built against', async (t) => {
  const r = await site.api<Listed[]>('GET', '/api/plugins');
  t.match(r.data.find((p) => p.id === 'guestbook')?.shared, { react: '^18.0.0', 'react-dom': '^18.0.0', '@douyinfe/semi-ui': '^2.0.0', '@oj/ui': '^1.0.0' });
});

for (const [locale, notice] of [
  ['en-US', 'The pages of the "guestbook" module are not shown: it was built for @oj/ui ^2.0.0, and this site has @oj/ui 1.0.0. The administrator needs to install a version of it made for this site.'],
  ['zh-CN', '模块“guestbook”的页面未显示：它为 @oj/ui ^2.0.0 构建，而本站的 @oj/ui 为 1.0.0。需由管理员安装为本站构建的版本。'],
] as const) {
  t.test(`a plugin UI built for another major of @oj/ui is not loaded, and the home page says why (${locale})`, async (t) => {
    const { page, errors, context } = await visitor(b.browser, { width: 1400, locale });
    await page.route(/\/api\/plugins$/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Listed[] };
      for (const p of body.data) if (p.id === 'guestbook') p.shared = { ...p.shared, '@oj/ui': '^2.0.0' };
      await route.fulfill({ response: res, json: body });
    });
    const asked = new Set<string>();
    page.on('request', (r) => {
      const m = /\/plugins\/([^/]+)\/remoteEntry\.js/.exec(r.url());
      if (m) asked.add(m[1]);
    });
    await page.goto(`${site.url}/home`);
    const shown = page.getByTestId('plugin-notice');
    await shown.waitFor();
    t.equal((await shown.textContent())?.trim(), notice);
    t.equal(await shown.getByRole('button', { name: locale === 'en-US' ? 'Retry' : '重试' }).count(), 0, 'no Retry: another try cannot help');
    await shot(page, `plugin-versions-${locale}`);
    // the rest of the site works: the problems plugin's widget, and no guestbook menu or code
    await page.getByTestId('recent-problems').waitFor();
    await page.waitForLoadState('networkidle');
    t.notOk(asked.has('guestbook'), "the guestbook's remote was not fetched");
    t.equal(await page.getByTestId('navbar').getByText(locale === 'en-US' ? 'Guestbook' : '留言板', { exact: true }).count(), 0, 'no menu entry for its pages');
    // a link to one of its pages finds no page, and says why
    await page.goto(`${site.url}/guestbook`);
    await page.getByTestId('not-found').waitFor();
    t.equal((await page.getByTestId('not-found').getByTestId('plugin-notice').textContent())?.trim(), notice, 'its page says why it is missing');
    t.same(errors, []);
    await context.close();
  });

  t.test(`the notice on a phone (${locale}, 390 px): whole, and nothing wider than the window`, async (t) => {
    const { page, errors, context } = await visitor(b.browser, { width: 390, locale });
    await page.route(/\/api\/plugins$/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Listed[] };
      for (const p of body.data) if (p.id === 'guestbook') p.shared = { ...p.shared, '@oj/ui': '^2.0.0' };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${site.url}/home`);
    const shown = page.getByTestId('plugin-notice');
    await shown.waitFor();
    t.equal((await shown.textContent())?.trim(), notice);
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'nothing wider than the phone');
    await shot(page, `plugin-versions-${locale}-390`);
    t.same(errors, []);
    await context.close();
  });
}

t.test('Admin → Plugins lists the paths a plugin declares besides its own prefixes', async (t) => {
  const { page, context } = await visitor(b.browser, { width: 1400, locale: 'en-US' });
  await page.goto(`${site.url}/admin/login?lang=en-US`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(`${site.url}/admin/plugins`);
  const paths = page.getByTestId('plugin-paths-problems');
  await paths.waitFor();
  t.match(await paths.textContent(), /^paths besides its own: \/api\/get-problem-\*, .*\/api\/judge\/test-data\/\*/);
  t.equal(await page.getByTestId('plugin-paths-guestbook').count(), 0, 'the guestbook serves only its own prefix');
  await page.goto(`${site.url}/admin/plugins?lang=zh-CN`);
  await page.getByTestId('plugin-paths-problems').getByText('自有前缀以外的路径：').waitFor();
  await shot(page, 'admin-plugins-paths-zh');
  await context.close();
});

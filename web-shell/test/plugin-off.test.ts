// The same shell with the guestbook disabled by config: its menu entry, widget and page are gone.
import t from 'tap';
import { launch, shot, visitor } from './helpers/browser.js';
import { startSite } from './helpers/site.js';

t.test('a disabled plugin leaves no trace and the site still works', async (t) => {
  const [site, b] = await Promise.all([startSite({ guestbook: false }), launch()]);
  t.teardown(async () => {
    await b.close();
    await site.stop();
  });
  const { page, errors } = await visitor(b.browser);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${site.url}/home`);
  await page.getByTestId('quote-card').waitFor();
  t.notOk(await page.getByTestId('navbar').getByText('Guestbook').isVisible(), 'no menu entry');
  t.equal(await page.getByTestId('guestbook-widget').count(), 0, 'no home widget');
  t.notOk(requested.some((u) => u.includes('/plugins/')), 'no remote fetched');
  await page.goto(`${site.url}/guestbook`);
  await page.getByTestId('not-found').waitFor();
  await shot(page, 'plugin-off');
  t.same(errors, []);
});

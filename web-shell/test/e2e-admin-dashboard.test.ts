// End-to-end: the admin dashboard shows the reference's figures, the previous login, the services'
// health and the live judge nodes (issue 10 item 12). A real `oj start` with its judge node, which
// reports through the queue.
import { hostname } from 'node:os';
import t from 'tap';
import { startSite as start } from '@oj/testing';
import { launch, shot, visitor } from './helpers/browser.js';
import { ADMIN, type Site } from './helpers/site.js';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([start({ plugins: [], judge: true }), launch()]);
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** the judge node beats as it starts, in its own time: ask the site until it is listed */
async function judgeListed(token: string): Promise<{ name: string; cpuCores: number }[]> {
  for (let i = 0; i < 1200; i++) {
    const res = await site.api<{ name: string; cpuCores: number }[]>('GET', '/api/admin/config/get-judge-service-info', undefined, token);
    if (res.data?.length) return res.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no judge node reported:\n${site.log()}`);
}

t.test('the dashboard shows the figures, the last login, service health and the judge node', async (t) => {
  const token = await site.adminToken();
  const nodes = await judgeListed(token);
  t.equal(nodes[0].name, hostname(), 'the embedded judge node, by its host name');

  const { page, errors } = await visitor(b.browser, { width: 1400 });
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  const dashboard = page.getByTestId('admin-dashboard');
  await dashboard.waitFor();
  for (const label of ['Users', 'Recent contests', 'Judged today', 'Registered today']) await dashboard.getByText(label, { exact: true }).waitFor();
  await page.getByTestId('last-login').getByText(/^Last login: .+ from 127\.0\.0\.1$/).waitFor();
  const health = page.getByTestId('service-health');
  await health.getByText(/^Web node .+: \d+ cores, CPU \d+\.\d%, memory \d+\.\d%$/).waitFor();
  await health.getByText('Up', { exact: true }).waitFor();
  await page.getByTestId('judge-nodes').getByTestId('judge-node-name').getByText(hostname(), { exact: true }).waitFor();
  await shot(page, 'admin-dashboard-health');
  t.same(errors, []);
});

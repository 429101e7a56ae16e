// End-to-end: the profile heatmap (spec 1 §2.6) colours the days a user submitted on (issue 10
// item 3). A site with the problems and submissions plugins; no judge is needed, a submission
// counts for its day when it is made.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, visitor } from './helpers/browser.js';
import { type Site } from './helpers/site.js';
import { makeUser, userToken } from './helpers/users.js';
import { startSite } from '@oj/testing';

const ALICE = { username: 'alice', password: 'alicepass1', email: 'alice@example.com' };

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({
      plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'],
      builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'],
    }),
    launch(),
  ]);
  const admin = await site.adminToken();
  const created = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'HEAT1', title: 'Sum', description: 'Add two numbers.', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, admin);
  if (created.status !== 200) throw new Error(`problem: ${created.msg}`);
  const sw = await site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, admin);
  if (sw.status !== 200) throw new Error(`switch: ${sw.msg}`);
  await makeUser(site, ALICE);
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** the weekday names drawn (at least three of them), each with where it sticks out of the heatmap's box */
async function dayLabelsOutside(page: Page, names: string[]): Promise<string[]> {
  await page.waitForFunction((names) => [...document.querySelectorAll('[data-testid=heatmap] svg text')].filter((el) => names.includes(el.textContent ?? '')).length >= 3, names);
  return page.evaluate((names) => {
    const box = document.querySelector('[data-testid=heatmap]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid=heatmap] svg text')].filter((el) => names.includes(el.textContent ?? '')).flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom ? [] : [`${el.textContent} at ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of 0..${Math.round(box.width)}`];
    });
  }, names);
}

t.test('a user with submissions sees coloured cells on the heatmap', async (t) => {
  const token = await userToken(site, ALICE);
  for (let i = 0; i < 3; i++) {
    const r = await site.api('POST', '/api/submit-problem-judge', { pid: 'HEAT1', language: 'Python3', code: 'print(sum(map(int, input().split())))\n' }, token);
    t.equal(r.status, 200, r.msg);
  }
  const heat = await site.api<{ dataList: { date: string; count: number }[] }>('GET', '/api/get-user-calendar-heatmap?username=alice');
  t.equal(heat.data.dataList.at(-1)?.count, 3, 'today counts three submissions');

  const { page, errors } = await visitor(b.browser, { width: 1400 });
  await page.goto(`${site.url}/user-home?username=alice`);
  await page.getByTestId('heatmap').locator('svg').first().waitFor();
  // the cells are SVG shapes: the empty days grey (#ebedf0), days with submissions green.
  // echarts draws once the data has arrived (and again on each change): wait for the colour
  await t.resolves(() => page.waitForFunction(() => [...document.querySelectorAll<SVGElement>('[data-testid=heatmap] svg path')].some((el) => {
    const [r, g, b] = (getComputedStyle(el).fill.match(/\d+/g) ?? []).map(Number);
    return g > r + 40 && g > b;
  })), "today's cell is coloured");
  // issue 28 §13: every weekday name is whole, inside the heatmap's box
  t.same(await dayLabelsOutside(page, ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']), [], 'no weekday name sticks out of the heatmap');
  await shot(page, 'heatmap-coloured');
  t.same(errors, []);

  // in Chinese on a phone: the month names have room (every other month; the short first month unnamed)
  const phone = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await phone.page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await phone.page.goto(`${site.url}/user-home?username=alice`);
  await phone.page.getByTestId('heatmap').locator('svg').first().waitFor();
  await phone.page.getByText('提交热力图').filter({ visible: true }).first().waitFor();
  t.ok((await phone.page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'the page fits the phone');
  t.same(await dayLabelsOutside(phone.page, ['日', '一', '二', '三', '四', '五', '六']), [], 'the weekday names are whole on a phone too');
  await shot(phone.page, 'heatmap-390-zh');
  t.same(phone.errors, []);
});

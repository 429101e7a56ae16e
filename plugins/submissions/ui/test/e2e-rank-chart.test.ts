// The top-10 chart of /acm-rank on a cold load, in Chromium against a real `oj start`: the rank
// data and the chart library arrive in either order, and either way the chart draws one bar per
// user. The browser holds back one of the two until the other has been used, so each order is
// certain rather than left to the network.
import t from 'tap';
import { launch, makeUser, startSite, userToken, visitor, type Site } from '@oj/testing';

type Page = Awaited<ReturnType<typeof visitor>>['page'];

/** users and how many submissions each makes: the Total series' bars */
const USERS = [['ann', 3], ['ben', 2], ['cid', 1]] as const;
/** the Total series' colour in RankPage's chart option */
const TOTAL_BLUE = [45, 140, 240];
const CHART_HEIGHT = 320;
const GRID_BOTTOM = 60;

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/submissions/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
  const admin = await site.adminToken();
  const created = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'CH1', title: 'Chart Sums', description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, admin);
  if (created.status !== 200) throw new Error(`problem: ${created.msg}`);
  const sw = await site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, admin);
  if (sw.status !== 200) throw new Error(`switch: ${sw.msg}`);
  // no judge node: the submissions stay pending, and each counts in the user's total at once
  for (const [username, count] of USERS) {
    const user = { username, password: `${username}pass1`, email: `${username}@example.com` };
    await makeUser(site, user);
    const token = await userToken(site, user);
    for (let i = 0; i < count; i++) {
      const r = await site.api('POST', '/api/submit-problem-judge', { pid: 'CH1', language: 'Python3', code: `print(${i})\n` }, token);
      if (r.status !== 200) throw new Error(`submit: ${r.msg}`);
    }
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

const isChartData = (url: string) => url.includes('/api/get-rank-list') && /[?&]limit=10(&|$)/.test(url);

/**
 * Waits until the chart's canvas shows `bars` blue bars: the pixel row just above the x axis
 * crosses each bar once. Polled by the browser on every frame; never true on a blank chart.
 */
async function drawnBars(page: Page, bars: number): Promise<void> {
  await page.waitForFunction(([rgb, height, bottom, want]) => {
    const canvas = document.querySelector('[data-testid=rank-chart] canvas') as HTMLCanvasElement | null;
    if (!canvas || canvas.width === 0) return false;
    const y = Math.floor((canvas.height * (height - bottom - 3)) / height);
    const row = canvas.getContext('2d')!.getImageData(0, y, canvas.width, 1).data;
    let runs = 0;
    let inside = false;
    for (let x = 0; x < canvas.width; x++) {
      const hit = Math.abs(row[x * 4] - rgb[0]) < 8 && Math.abs(row[x * 4 + 1] - rgb[1]) < 8 && Math.abs(row[x * 4 + 2] - rgb[2]) < 8;
      if (hit && !inside) runs++;
      inside = hit;
    }
    return runs === want;
  }, [TOTAL_BLUE, CHART_HEIGHT, GRID_BOTTOM, bars] as const, { timeout: 20_000 });
}

t.test('the rank data arrives before echarts: the chart is drawn once echarts is there', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400 });
  const dataUsed = new Promise<void>((resolve) => {
    page.on('requestfinished', (req) => {
      if (!isChartData(req.url())) return;
      // the response body is read, parsed and set as the chart's data before the next frames
      void page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))).then(() => resolve());
    });
  });
  let heldChunk = false;
  await page.route(/\/plugins\/.*\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // the chunk holding echarts (its core exports this by name)
    if (body.includes('getInstanceByDom')) {
      heldChunk = true;
      await dataUsed;
    }
    await route.fulfill({ response, body });
  });
  await page.goto(`${site.url}/acm-rank`);
  await drawnBars(page, USERS.length).catch((e: Error) => t.fail(`no bars drawn: ${e.message.split('\n')[0]}`));
  t.ok(heldChunk, 'the echarts chunk was held back until the data was in');
  t.same(errors, []);
  await context.close();
});

t.test('echarts arrives before the rank data: the chart is drawn once the data is there', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400 });
  let heldData = false;
  await page.route((url) => isChartData(url.href), async (route) => {
    heldData = true;
    // the chart has made its echarts instance (it marks itself ready) before the data goes on
    await page.locator('[data-testid=rank-chart][data-ready=true]').waitFor();
    await route.continue();
  });
  await page.goto(`${site.url}/acm-rank`);
  await drawnBars(page, USERS.length).catch((e: Error) => t.fail(`no bars drawn: ${e.message.split('\n')[0]}`));
  t.ok(heldData, 'the data was held back until echarts was in');
  t.same(errors, []);
  await context.close();
});

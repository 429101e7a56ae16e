// What organisers look at first, in Chromium against a real `oj start` (embedded PGlite), on a
// running ACM contest frozen since 30 minutes ago with a "Gold medal" tier for the first two:
// - the frozen banner (issue 28 item 16): a contestant reads since when the board is frozen and
//   that later results are hidden, on the rank page and the overview; the contest's admin reads
//   that it is frozen for contestants, and that Force update shows the live board;
// - the contestant's own row repeated on top (item 11): marked "You", in the pinned style rather
//   than the award's colours, which the row in its place keeps;
// - the award tier name field of the contest form (item 10): wide enough to type a name, at 1400
//   and at 390 px.
// In English at 1400 px and in Chinese at 390 px.
import t from 'tap';
import type { Page } from 'playwright-core';
import { makeUser, shot, signInPage, visitor, type launch, type Site } from '@oj/testing';
import { SETTER, siteWithSetter } from './site.ts';

t.setTimeout(600_000);

const HOUR = 3_600_000;
const GOLD = 'rgb(255, 215, 0)';
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let cid = 0;
const ANN = { username: 'ann', password: 'annpass123', email: 'ann@example.com' };

t.before(async () => {
  let token: string;
  ({ site, b, setterToken: token } = await siteWithSetter());
  const start = Date.now() - HOUR;
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest', {
    title: 'Frozen Cup', description: 'Two problems, ACM rules.', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * HOUR).toISOString(),
    sealRank: true, sealRankTime: new Date(Date.now() - HOUR / 2).toISOString(), autoRealRank: true, visible: true, openPrint: false, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 2,
    awardConfigList: [{ priority: 1, name: 'Gold medal', background: '#ffd700', color: '#000000', num: 2 }],
  }, token);
  if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
  cid = made.data.id;
  await site.sql('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, 1, $2, $3, $4)', [cid, 'A', 'Apples', '#e53935']);
  const uids: Record<string, string> = {};
  for (const name of ['ann', 'ben']) {
    await makeUser(site, { username: name, password: `${name}pass123`, email: `${name}@example.com` });
    uids[name] = (await site.sql<{ uid: string }>('select uid from users where username = $1', [name]))[0].uid;
  }
  // ben solved A 10 minutes in, ann 20 minutes in: both before the seal, both gold
  for (const [name, minute, submitId] of [['ben', 10, 9001], ['ann', 20, 9002]] as const) {
    await site.sql(`insert into contests_record (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time)
                    values ($1, $2, 1, 1, 'A', $3, $4, 0, $5, $6)`, [cid, uids[name], submitId, name, new Date(start + minute * 60_000), minute * 60]);
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const banner = (page: Page) => page.getByTestId('board-frozen');
/** the banner's kind and its text, once it is there */
async function bannerSeen(page: Page): Promise<{ kind: string | null; text: string }> {
  await banner(page).first().waitFor();
  return { kind: await banner(page).first().getAttribute('data-kind'), text: (await banner(page).first().innerText()).trim() };
}
/** each board row: whose, pinned, marked as the viewer's, the "You" tag, its cells' background */
async function rows(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board-row]').length >= 3, undefined, { timeout: 30_000 });
  return page.getByTestId('board-row').evaluateAll((els) => els.map((r) => ({
    user: (r.querySelector('[data-testid=board-user]') as HTMLElement).innerText,
    pinned: r.getAttribute('data-concerned') === 'true',
    mine: r.getAttribute('data-mine') === 'true',
    you: (r.querySelector('[data-testid=board-you]') as HTMLElement | null)?.innerText ?? null,
    award: r.querySelector('[data-testid=board-award]')?.getAttribute('data-award') ?? null,
    background: getComputedStyle(r.querySelector('td') as HTMLElement).backgroundColor === 'rgba(0, 0, 0, 0)'
      ? getComputedStyle(r).backgroundColor : getComputedStyle(r.querySelector('td') as HTMLElement).backgroundColor,
  })));
}

t.test('a contestant: the frozen banner on the rank page and the overview; the own row on top marked "You", not in the award colours', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await signInPage(page, site, ANN, 'en-US');
  await page.goto(`${site.url}/contest/${cid}/rank`);
  const seen = await bannerSeen(page);
  t.equal(seen.kind, 'contestant');
  t.match(seen.text, /^The scoreboard is frozen since \d{4}-\d\d-\d\d \d\d:\d\d: the results of submissions made after that are hidden until the end of the contest\.$/);
  const board = await rows(page);
  t.same(board.map((r) => [r.user, r.pinned, r.mine, r.you]), [['ann', true, true, 'You'], ['ben', false, false, null], ['ann', false, false, null]],
    "ann's row repeated on top, marked as hers; her row in its place unmarked");
  t.same(board.map((r) => r.award), ['Gold medal', 'Gold medal', 'Gold medal'], 'the award is still named on each');
  t.not(board[0].background, GOLD, `the pinned copy is not dressed in the award colour (${board[0].background})`);
  t.equal(board[1].background, GOLD, 'the rows in their places are');
  t.equal(board[2].background, GOLD);
  await shot(page, 'contests-frozen', 'rank-contestant-1400-en');

  await page.goto(`${site.url}/contest/${cid}`);
  const overview = await bannerSeen(page);
  t.same([overview.kind, overview.text], [seen.kind, seen.text], 'the overview says the same');
  await page.getByTestId('contest-overview').getByText('Two problems, ACM rules.').waitFor();
  await shot(page, 'contests-frozen', 'overview-contestant-1400-en');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a contestant in Chinese at 390 px', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.goto(`${site.url}/home`);
  await signInPage(page, site, ANN, 'zh-CN');
  await page.goto(`${site.url}/contest/${cid}/rank`);
  const seen = await bannerSeen(page);
  t.match(seen.text, /^榜单已于 \d{4}-\d\d-\d\d \d\d:\d\d 封榜：此后提交的结果在比赛结束前不公开。$/);
  const board = await rows(page);
  t.equal(board[0].you, '我', 'the own row marked in Chinese');
  t.ok((await pageWidth(page)) <= 390, 'the page fits');
  await shot(page, 'contests-frozen', 'rank-contestant-390-zh');
  await page.goto(`${site.url}/contest/${cid}`);
  t.equal((await bannerSeen(page)).text, seen.text);
  t.ok((await pageWidth(page)) <= 390, 'the overview fits');
  await shot(page, 'contests-frozen', 'overview-contestant-390-zh');
  t.same(errors, []);
  await context.close();
});

t.test('the contest admin: frozen for contestants; Force update shows the live board', async (t) => {
  for (const [lang, width] of [['en-US', 1400], ['zh-CN', 390]] as const) {
    const { context, page, errors } = await visitor(b.browser, { width, height: 900, locale: lang });
    await page.goto(`${site.url}/home`);
    await signInPage(page, site, SETTER, lang);
    await page.goto(`${site.url}/contest/${cid}/rank`);
    const frozen = await bannerSeen(page);
    t.equal(frozen.kind, 'admin', lang);
    t.match(frozen.text, lang === 'en-US'
      ? /^The scoreboard is frozen for contestants since \d{4}-\d\d-\d\d \d\d:\d\d\. You see the frozen board too: switch on Force update to see the live board\.$/
      : /^榜单已于 \d{4}-\d\d-\d\d \d\d:\d\d 对选手封榜。你现在看到的也是封榜的榜单：打开“强制刷新”可查看实时榜单。$/);
    await shot(page, 'contests-frozen', `rank-admin-${width}-${lang === 'en-US' ? 'en' : 'zh'}`);
    await page.getByTestId('board-force-switch').click();
    await page.locator('[data-testid=board-frozen][data-kind=admin-live]').waitFor();
    t.match((await bannerSeen(page)).text, lang === 'en-US'
      ? /^The scoreboard is frozen for contestants since .+; you see the live board \(Force update is on\)\.$/
      : /^榜单已于 .+ 对选手封榜；你看到的是实时榜单（已打开“强制刷新”）。$/, `${lang}: live`);
    t.ok((await pageWidth(page)) <= width, `${lang}: the page fits`);
    await shot(page, 'contests-frozen', `rank-admin-live-${width}-${lang === 'en-US' ? 'en' : 'zh'}`);
    await page.goto(`${site.url}/contest/${cid}`);
    t.match((await bannerSeen(page)).text, lang === 'en-US' ? /^The scoreboard is frozen for contestants since .+ The contest's admins see the live board on the Rank tab with Force update\.$/ : /^榜单已于 .+ 对选手封榜。比赛管理员可在“排名”页打开“强制刷新”查看实时榜单。$/, `${lang}: the overview`);
    t.same(errors, []);
    await context.close();
  }
});

t.test('the contest form: the award tier name field is wide enough to type in, at 1400 and 390 px', async (t) => {
  for (const [lang, width] of [['en-US', 1400], ['zh-CN', 390]] as const) {
    const { context, page, errors } = await visitor(b.browser, { width, height: 900, locale: lang });
    await page.goto(`${site.url}/home`);
    await signInPage(page, site, SETTER, lang);
    await page.goto(`${site.url}/admin/contest/${cid}/edit`);
    const name = page.locator('input[data-testid=contest-award-name], [data-testid=contest-award-name] input').first();
    await name.waitFor();
    t.equal(await name.inputValue(), 'Gold medal');
    const box = await name.boundingBox();
    t.ok(box && box.width >= 120, `${lang} at ${width} px: the name field is ${box?.width} px wide`);
    await name.fill('Second prize — silver');
    t.equal(await name.inputValue(), 'Second prize — silver');
    t.ok((await pageWidth(page)) <= width, `${lang}: the form fits the window (the award table scrolls in its box)`);
    await page.getByTestId('contest-awards').scrollIntoViewIfNeeded();
    await shot(page, 'contests-frozen', `award-form-${width}-${lang === 'en-US' ? 'en' : 'zh'}`);
    t.same(errors, []);
    await context.close();
  }
});

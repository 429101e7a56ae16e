// The balloon runner page in Chromium against a real `oj start`: the contest's creator (an admin,
// signed in) opens it from the AC info page, sets the seat list (a wrong line refused with the
// server's message, then saved), filters by room, hands a balloon out and sees it under "Handed
// out"; the held count while the board is sealed. A runner with no account opens the page at
// 390 px in Chinese, is asked for a token, a wrong one is refused, the balloon token opens the
// list, and hands a balloon out; every string in Chinese, nothing wider than the phone.
import t from 'tap';
import type { Page } from 'playwright-core';
import { makeUser, shot, signInPage, visitor, type launch, type Site } from '@oj/testing';
import { SETTER, siteWithSetter } from './site.ts';

t.setTimeout(300_000);

const HOUR = 3_600_000;
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let cid = 0;
let runnerToken = '';

t.before(async () => {
  let token: string;
  ({ site, b, setterToken: token } = await siteWithSetter());
  // a running contest, sealed since 20 minutes ago
  const start = Date.now() - HOUR;
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest', {
    title: 'Balloon Cup', description: 'Onsite', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * HOUR).toISOString(),
    sealRank: true, sealRankTime: new Date(Date.now() - 20 * 60_000).toISOString(), autoRealRank: true, visible: true, openPrint: false, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  }, token);
  if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
  cid = made.data.id;
  // two problems with their balloon colours, and accepted tries as the board records them
  const users: Record<string, string> = {};
  for (const name of ['ann', 'ben']) {
    await makeUser(site, { username: name, password: `${name}pass123`, email: `${name}@example.com` });
    users[name] = (await site.sql<{ uid: string }>('select uid from users where username = $1', [name]))[0].uid;
  }
  const [red, green] = [1, 2];
  await site.sql('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, $3, $4, $5), ($1, $6, $7, $8, $9)',
    [cid, red, 'A', 'Apples', '#e53935', green, 'B', 'Beans', '#43a047']);
  const rec = (uid: string, username: string, pid: number, displayId: string, submitId: number, minutesAgo: number, firstBlood: boolean) =>
    site.sql(`insert into contests_record (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time, checked, first_blood)
              values ($1, $2, $3, $3, $4, $5, $6, 0, $7, $8, false, $9)`,
    [cid, uid, pid, displayId, submitId, username, new Date(Date.now() - minutesAgo * 60_000), Math.round((HOUR - minutesAgo * 60_000) / 1000), firstBlood]);
  await rec(users.ann, 'ann', red, 'A', 9001, 50, true);
  await rec(users.ben, 'ben', red, 'A', 9002, 45, false);
  await rec(users.ben, 'ben', green, 'B', 9003, 40, true);
  await rec(users.ann, 'ann', green, 'B', 9004, 10, false); // after the seal: held
  const issued = await site.api<{ token: string }>('POST', '/api/admin/contest/icpc-token', { cid, role: 'balloon', name: 'Runner 1' }, token);
  if (issued.status !== 200) throw new Error(`token: ${issued.msg}`);
  runnerToken = issued.data.token;
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const cards = (page: Page) => page.getByTestId('balloon');
const cardTexts = async (page: Page) => (await cards(page).evaluateAll((els) => els.map((e) => [e.querySelector('[data-testid=balloon-user]')?.textContent, e.querySelector('[data-testid=balloon-problem]')?.textContent].join(' '))));

t.test('the contest admin: from AC info to the balloon page, seats, a room, a balloon handed out', async (t) => {
  const { page, context, errors } = await visitor(b.browser, { width: 1280, height: 900 });
  await page.goto(`${site.url}/home`);
  await signInPage(page, site, SETTER, 'en-US');
  await page.goto(`${site.url}/contest/${cid}/ac-info`);
  await page.getByTestId('ac-info-balloons').click();
  await page.waitForURL(new RegExp(`/balloons/${cid}$`));
  await page.getByTestId('balloons-title').getByText('Balloons · Balloon Cup').waitFor();
  await cards(page).first().waitFor();
  t.same(await cardTexts(page), ['ann A', 'ben A', 'ben B'], 'to hand out, oldest first');
  t.match(await page.getByTestId('balloons-held').innerText(), /1 balloon\(s\) earned while the board is sealed are held/, 'the held count');
  t.equal(await cards(page).nth(0).getByTestId('balloon-first-blood').count(), 1, 'first blood marked');
  t.match(await cards(page).nth(0).getByTestId('balloon-place').innerText(), /No seat given/);

  // the seat list: a wrong line refused, nothing saved; then saved
  const seats = page.getByTestId('balloon-seats-text');
  await seats.fill('ann,Hall 1,7\nnobody,Hall 2,1');
  await page.getByTestId('balloon-seats-save').click();
  t.equal(await page.getByTestId('balloon-seats-error').innerText(), 'Line 2: there is no user named nobody', "the server's message");
  await seats.fill('ann,Hall 1,7\nben,Hall 2,3');
  await page.getByTestId('balloon-seats-save').click();
  await page.getByText('Seats saved: 2').filter({ visible: true }).first().waitFor();
  await page.reload();
  await cards(page).first().getByText('Hall 1, seat 7').waitFor();
  await page.getByTestId('balloons-room').click();
  await page.getByRole('option', { name: 'Hall 2' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=balloon]').length === 2);
  t.same(await cardTexts(page), ['ben A', 'ben B'], 'one room');
  await shot(page, 'contests-balloons', 'admin-room-1280');

  // hand out ben's A: it leaves the queue; his B card shows A as on his desk
  await cards(page).nth(0).getByTestId('balloon-deliver').click();
  await page.getByText('Marked as handed out').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=balloon]').length === 1);
  t.equal(await cards(page).nth(0).getByTestId('balloon-set').locator('[data-delivered=true]').innerText(), 'A', "ben's A is on his desk");
  await page.getByTestId('balloons-state').getByText('Handed out').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=balloon][data-delivered=true]').length === 1);
  t.match(await cards(page).nth(0).innerText(), /by setter/, 'who handed it out');
  await shot(page, 'contests-balloons', 'admin-delivered-1280');
  t.ok((await pageWidth(page)) <= 1280);
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a runner without an account, in Chinese at 390 px: a token, the queue, a balloon handed out', async (t) => {
  const { page, context, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await page.goto(`${site.url}/balloons/${cid}`);
  const form = page.getByTestId('balloons-token');
  await form.getByText('送气球的志愿者：请输入比赛管理员发给你的气球令牌。').waitFor();
  await shot(page, 'contests-balloons', 'token-390-zh');
  await page.getByTestId('balloons-token-input').fill('icpc_wrong');
  await page.getByTestId('balloons-token-open').click();
  t.equal(await page.getByTestId('balloons-refusal').innerText(), '该气球令牌无效或已被撤销', "the server's refusal, in Chinese");
  t.equal(await page.getByTestId('balloons-token').count(), 1, 'asked again');
  await page.getByTestId('balloons-token-input').fill(runnerToken);
  await page.getByTestId('balloons-token-open').click();
  await cards(page).first().waitFor();
  t.same(await cardTexts(page), ['ann A', 'ben B'], "the queue (ben's A was handed out)");
  t.match(await page.getByTestId('balloons').innerText(), /待发放[\s\S]*已发放[\s\S]*封榜期间获得的 1 个气球暂不发放/, 'in Chinese');
  t.equal(await page.getByTestId('balloon-seats').count(), 0, 'a runner does not edit seats');
  t.ok((await pageWidth(page)) <= 390, `fits the phone (${await pageWidth(page)} px)`);
  await shot(page, 'contests-balloons', 'runner-390-zh');
  await cards(page).nth(0).getByTestId('balloon-deliver').click();
  await page.getByText('已标记为已发放').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=balloon]').length === 1);
  const [row] = await site.sql<{ checked: boolean; checked_by: string }>('select checked, checked_by from contests_record where submit_id = 9001');
  t.same([row.checked, row.checked_by], [true, 'Runner 1'], 'stored, by the runner token');
  await page.reload();
  await cards(page).first().waitFor();
  t.equal(await page.getByTestId('balloons-token').count(), 0, 'the token is kept for this tab');
  t.same(errors, [], 'no page errors');
  await context.close();
});

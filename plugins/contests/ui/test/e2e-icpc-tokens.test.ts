// The ICPC Contest API's admin page in Chromium against a real `oj start`: an admin (not the super
// admin) who created an ACM contest opens it from the admin contest list, reads the API's URLs,
// issues a public token and sees it once (a dialog with a warning and a copy button), the list
// shows it by its first characters only; the token reads /api/icpc/contests/<id>/state until it is
// revoked (confirmed), then that call is 401. An OI contest's issue is refused with the server's
// message. In English at 1280 px and in Chinese at 390 px (no horizontal overflow).
import t from 'tap';
import type { Page } from 'playwright-core';
import { shot, visitor, type launch, type Site } from '@oj/testing';
import { SETTER, siteWithSetter } from './site.ts';

t.setTimeout(300_000);

const HOUR = 3_600_000;
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let acm = 0;
let oi = 0;

/** a running two-hour contest as the admin form sends it */
function contestForm(over: Record<string, unknown>): Record<string, unknown> {
  const start = Date.now() - 10 * 60_000;
  return {
    title: 'ICPC Cup', description: 'Resolver night', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * HOUR).toISOString(),
    sealRank: false, sealRankTime: null, autoRealRank: true, visible: true, openPrint: false, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
    ...over,
  };
}

t.before(async () => {
  // the setter: an admin (not the super admin), the contests' creator
  let token: string;
  ({ site, b, setterToken: token } = await siteWithSetter());
  for (const [type, title] of [[0, 'ICPC Cup'], [1, 'OI Cup']] as const) {
    const made = await site.api<{ id: number }>('POST', '/api/admin/contest', contestForm({ type, title }), token);
    if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
    if (type === 0) acm = made.data.id;
    else oi = made.data.id;
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(SETTER.username);
  await page.locator('input[name=password]').fill(SETTER.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

const state = (token: string) => fetch(`${site.url}/api/icpc/contests/${acm}/state`, { headers: { Authorization: `Bearer ${token}` } });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

t.test('the creator issues a public token, sees it once, uses it, revokes it', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1280, height: 900 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await adminLogin(page);
  await page.goto(`${site.url}/admin/contest`);
  const list = page.getByTestId('admin-contest-list');
  t.equal(await list.locator('tr', { hasText: 'OI Cup' }).getByTestId('admin-contest-icpc').count(), 0, 'no ICPC action on an OI contest');
  await list.locator('tr', { hasText: 'ICPC Cup' }).getByTestId('admin-contest-icpc').click();
  await page.waitForURL(new RegExp(`/admin/contest/${acm}/icpc$`));
  const screen = page.getByTestId('admin-contest-icpc');
  await screen.getByText(`ICPC Contest API of contest ${acm}`).waitFor();
  t.equal(await screen.getByTestId('icpc-base-url').innerText(), `${site.url}/api/icpc/contests/${acm}`, 'the base URL');
  t.equal(await screen.getByTestId('icpc-feed-url').innerText(), `${site.url}/api/icpc/contests/${acm}/event-feed`, 'the event feed URL');
  t.match(await screen.getByTestId('icpc-note').innerText(), /Only ACM contests have the ICPC Contest API/);
  await screen.getByText('No tokens yet').waitFor();

  // issue: a name is required (the server's message), then a public token
  await screen.getByTestId('icpc-issue').click();
  await page.getByTestId('icpc-issue-ok').click();
  t.match(await page.getByTestId('icpc-issue-error').innerText(), /Name the token/, "the server's refusal, in the dialog");
  await page.getByTestId('icpc-issue-name').fill('Resolver');
  await page.getByTestId('icpc-issue-role-public').click();
  await page.getByTestId('icpc-issue-ok').click();
  const issued = page.getByTestId('icpc-issued-dialog');
  await issued.waitFor();
  t.match(await issued.innerText(), /it will not be shown again/, 'the warning');
  const token = await issued.getByTestId('icpc-issued-token').innerText();
  t.match(token, /^icpc_[A-Za-z0-9_-]{20,}$/, 'the full token');
  await issued.getByTestId('icpc-issued-token-copy').click();
  await page.getByText(/^(Copied|Could not copy)/).filter({ visible: true }).first().waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), token, 'copied');
  await shot(page, 'contests-icpc', 'issued-1280');
  await page.getByTestId('icpc-issued-done').click();
  await issued.waitFor({ state: 'detached' });

  // the list: the token by its first characters only
  const row = screen.locator('tbody tr', { hasText: 'Resolver' });
  await row.waitFor();
  t.equal(await row.getByTestId('icpc-token-hint').innerText(), `${token.slice(0, 12)}…`, 'listed by its prefix');
  t.match(await row.innerText(), /Public[\s\S]*setter[\s\S]*Active/, 'its role, creator and state');
  t.notOk((await page.content()).includes(token), 'the full token is not on the page any more');
  const [stored] = await site.sql<{ role: string; name: string }>('select role, name from contests_icpc_token where cid = $1', [acm]);
  t.same(stored, { role: 'public', name: 'Resolver' }, 'stored');

  // the token opens the contest's API
  const ok = await state(token);
  t.equal(ok.status, 200, 'the token reads the state');
  await page.reload();
  await row.getByTestId('icpc-token-hint').waitFor();
  await shot(page, 'contests-icpc', 'list-1280');

  // revoke (confirmed): the call is refused
  await row.getByTestId('icpc-token-revoke').click();
  await page.getByTestId('confirm-revoke').click();
  await page.getByText('Token revoked').filter({ visible: true }).first().waitFor();
  await row.getByTestId('icpc-token-status').getByText('Revoked').waitFor();
  t.equal(await row.getByTestId('icpc-token-revoke').count(), 0, 'a revoked token has no revoke button');
  t.equal((await state(token)).status, 401, 'revoked: 401');

  // an OI contest: the note; only the onsite roles can be chosen (the server refuses the others: icpc-api.test.ts)
  await page.goto(`${site.url}/admin/contest/${oi}/icpc`);
  await screen.getByTestId('icpc-oi').waitFor();
  await screen.getByTestId('icpc-issue').click();
  await page.getByTestId('icpc-issue-name').fill('Runner');
  t.ok(await page.getByTestId('icpc-issue-role-public').locator('input').isDisabled(), 'the public role is off');
  t.ok(await page.getByTestId('icpc-issue-role-admin').locator('input').isDisabled(), 'the admin role is off');
  t.ok(await page.getByTestId('icpc-issue-role-printer').locator('input').isChecked(), 'printer chosen');
  await page.getByTestId('icpc-issue-role-balloon').click();
  await page.getByTestId('icpc-issue-ok').click();
  await page.getByTestId('icpc-issued-dialog').waitFor();
  t.equal(await page.getByTestId('icpc-balloon-page').innerText(), `${site.url}/balloons/${oi}`, "a balloon token comes with its page's address");
  await shot(page, 'contests-icpc', 'oi-balloon-1280');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('in Chinese at 390 px: an admin token, every string in Chinese, nothing overflows', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await adminLogin(page);
  await page.goto(`${site.url}/admin/contest`);
  await page.getByTestId('admin-contest-list').getByText('ICPC 接口').filter({ visible: true }).first().waitFor();
  t.ok((await pageWidth(page)) <= 390, 'the list fits');
  await shot(page, 'contests-icpc', 'list-390-zh');
  await page.goto(`${site.url}/admin/contest/${acm}/icpc`);
  const screen = page.getByTestId('admin-contest-icpc');
  await screen.getByText(`比赛 ${acm} 的 ICPC Contest API`).waitFor();
  await screen.locator('tbody tr').first().waitFor();
  t.match(await screen.innerText(), /只有 ACM 赛制的比赛提供 ICPC Contest API[\s\S]*API 根地址[\s\S]*事件流地址[\s\S]*已撤销/, 'in Chinese');
  t.ok((await pageWidth(page)) <= 390, `the page fits (${await pageWidth(page)} px)`);
  await shot(page, 'contests-icpc', 'page-390-zh');
  await screen.getByTestId('icpc-issue').click();
  await page.getByTestId('icpc-issue-name').fill('实时榜单');
  await page.getByTestId('icpc-issue-role-admin').click();
  await shot(page, 'contests-icpc', 'issue-390-zh');
  await page.getByTestId('icpc-issue-ok').click();
  const issued = page.getByTestId('icpc-issued-dialog');
  await issued.waitFor();
  t.match(await issued.innerText(), /它不会再次显示/, 'the warning in Chinese');
  const token = await issued.getByTestId('icpc-issued-token').innerText();
  t.ok((await pageWidth(page)) <= 390, 'the dialog fits');
  await shot(page, 'contests-icpc', 'issued-390-zh');
  await page.getByTestId('icpc-issued-done').click();
  await screen.locator('tbody tr', { hasText: '实时榜单' }).getByText('管理员').waitFor();
  t.equal((await state(token)).status, 200, 'the admin token works');
  const [{ role }] = await site.sql<{ role: string }>("select role from contests_icpc_token where name = '实时榜单'");
  t.equal(role, 'admin');
  t.same(errors, []);
  await context.close();
});

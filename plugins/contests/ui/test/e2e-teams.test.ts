// A team contest end to end in Chromium against a real `oj start` with its judge (issue 16 §1):
// - the contest's creator sees "Team contest" on in its form, imports teams from CSV on the Teams
//   page (a wrong line refused in the dialog with the server's message, nothing added; then added);
// - before the start, Ann (Chinese, 390 px) makes a team on the contest's Team tab (an empty name
//   refused on the page) and Ben (English, desktop) joins it with the invite code;
// - once it runs, a user in no team is told to make or join one when submitting; Ben's correct
//   program is judged Accepted and the board shows the team — its name, affiliation and members —
//   solved 1, to a user who opens the Rank tab; the balloon page brings the team its balloon.
import t from 'tap';
import type { Page } from 'playwright-core';
import { makeUser, shot, signInPage, userToken, visitor, type launch, type Site } from '@oj/testing';
import { SETTER, siteWithSetter } from './site.ts';

t.setTimeout(400_000);

const HOUR = 3_600_000;
const CPP_AC = '#include <cstdio>\nint main(){long long a,b;if(scanf("%lld %lld",&a,&b)!=2)return 0;printf("%lld\\n",a+b);return 0;}\n';
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let setterToken = '';
let cid = 0;
const USERS = Object.fromEntries(['ann', 'ben', 'cal', 'dee', 'eli', 'fay'].map((n) => [n, { username: n, password: `${n}pass123`, email: `${n}@example.com` }]));

t.before(async () => {
  ({ site, b, setterToken } = await siteWithSetter({ judge: true }));
  for (const u of Object.values(USERS)) await makeUser(site, u);
  const root = await site.adminToken();
  const problem = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
    problem: { problemId: 'TEAMAB', title: 'Team A+B', description: 'Add two numbers', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }, { input: '40 2\n', output: '42\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, root);
  if (problem.status !== 200) throw new Error(`problem: ${problem.msg}`);
  // a team contest starting in an hour (teams form first), made as the admin form saves it
  const start = Date.now() + HOUR;
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest', {
    title: 'Team Cup', description: 'Teams of three', type: 0, auth: 0, pwd: '', teamMode: true,
    startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * HOUR).toISOString(),
    sealRank: false, autoRealRank: true, visible: true, openPrint: false, openRank: false, allowEndSubmit: false, openAccountLimit: false,
    accountLimitRule: '', rankShowName: 'username', oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  }, setterToken);
  if (made.status !== 200) throw new Error(`contest: ${made.msg}`);
  cid = made.data.id;
  const added = await site.api('POST', '/api/admin/contest/add-problem-from-public', { cid, pid: problem.data.pid, displayId: 'A' }, setterToken);
  if (added.status !== 200) throw new Error(`contest problem: ${added.msg}`);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

t.test('the creator: "Team contest" in the form; teams imported from CSV, a wrong line refused first', async (t) => {
  const { page, context, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(SETTER.username);
  await page.locator('input[name=password]').fill(SETTER.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(`${site.url}/admin/contest/${cid}/edit`);
  const teamSwitch = page.getByTestId('contest-teamMode').getByRole('switch');
  await teamSwitch.waitFor();
  t.equal(await teamSwitch.getAttribute('aria-checked'), 'true', 'the form shows it is a team contest');

  await page.goto(`${site.url}/admin/contest`);
  await page.getByTestId('admin-contest-teams').first().click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/teams$`));
  await page.getByTestId('admin-contest-teams').getByText('Teams of contest').waitFor();
  await page.getByTestId('team-import').click();
  const text = page.getByTestId('team-import-text');
  await text.fill('Lambda,"West, Campus",cal,dee,,Hall 1,A1\nMu,,nobody');
  await page.getByTestId('team-import-ok').click();
  t.equal(await page.getByTestId('team-import-error').innerText(), 'Line 2: there is no user named nobody', "the server's message, in the dialog");
  t.equal(await page.getByTestId('admin-team-name').count(), 0, 'nothing added');
  await text.fill('Lambda,"West, Campus",cal,dee,,Hall 1,A1\nMu,,eli');
  await page.getByTestId('team-import-ok').click();
  await page.getByText('Teams added: 2').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=admin-team-name]').length === 2);
  t.same(await page.getByTestId('admin-team-name').allInnerTexts(), ['Lambda', 'Mu']);
  t.match(await page.locator('tr', { hasText: 'Lambda' }).innerText(), /West, Campus[\s\S]*cal[\s\S]*dee[\s\S]*Hall 1 · A1/);
  await shot(page, 'contests-teams', 'admin-teams-1400');
  t.same(errors, []);
  await context.close();
});

t.test('before the start: Ann makes a team in Chinese at 390 px, Ben joins it with the code', async (t) => {
  const ann = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await ann.page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await ann.page.goto(`${site.url}/home`);
  await signInPage(ann.page, site, USERS.ann, 'zh-CN');
  await ann.page.goto(`${site.url}/contest/${cid}/team`);
  const team = ann.page.getByTestId('contest-team');
  await team.getByText('这是团队赛：创建队伍并把邀请码发给队友', { exact: false }).waitFor();
  await ann.page.getByTestId('contest-teams').getByText('Lambda').waitFor();
  await shot(ann.page, 'contests-teams', 'no-team-390-zh');
  t.ok((await pageWidth(ann.page)) <= 390, 'nothing wider than the phone');
  await ann.page.getByTestId('team-create-submit').click();
  t.equal(await ann.page.getByTestId('team-create-error').innerText(), '队名不能为空', 'an empty name is refused on the page');
  await ann.page.getByTestId('team-create-name').fill('Byte Me');
  await ann.page.getByTestId('team-create-affiliation').fill('North College');
  await ann.page.getByTestId('team-create-submit').click();
  await ann.page.getByText('队伍已创建').filter({ visible: true }).first().waitFor();
  const code = (await ann.page.getByTestId('my-team-code').innerText()).trim();
  t.match(code, /^[A-Z2-9]{10}$/, 'the invite code is shown');
  t.match(await team.innerText(), /把邀请码发给队友/);
  await shot(ann.page, 'contests-teams', 'my-team-390-zh');
  t.ok((await pageWidth(ann.page)) <= 390);
  t.same(ann.errors, []);

  const ben = await visitor(b.browser, { width: 1400, height: 900 });
  await ben.page.goto(`${site.url}/home`);
  await signInPage(ben.page, site, USERS.ben, 'en-US');
  await ben.page.goto(`${site.url}/contest/${cid}`);
  await ben.page.getByTestId('contest-tab-team').click();
  await ben.page.getByTestId('team-join-code').fill('WRONGCODE1');
  await ben.page.getByTestId('team-join-submit').click();
  await ben.page.getByText('No team of this contest has that invite code').filter({ visible: true }).first().waitFor();
  await ben.page.getByTestId('team-join-code').fill(code.toLowerCase());
  await ben.page.getByTestId('team-join-submit').click();
  await ben.page.getByText('You joined the team').filter({ visible: true }).first().waitFor();
  t.same(await ben.page.getByTestId('my-team-members').locator('.semi-tag').allInnerTexts(), ['ann', 'ben']);
  await shot(ben.page, 'contests-teams', 'my-team-1400-en');
  t.same(ben.errors, []);
  await ann.context.close();
  await ben.context.close();
});

t.test('while it runs: a member\'s Accepted is the team\'s on the board and earns it a balloon; one in no team is told to join one', async (t) => {
  // the contest starts (its times moved as an admin's edit would)
  await site.sql("update contests_contest set start_time = now() - interval '10 minutes', end_time = now() + interval '110 minutes', gmt_modified = now() where id = $1", [cid]);
  const fay = await site.api('POST', '/api/submit-problem-judge', { cid, pid: 'A', language: 'C++', code: CPP_AC }, await userToken(site, USERS.fay));
  t.equal(fay.msg, 'This is a team contest: create a team or join one with its invite code before you submit', 'a user in no team');
  const sent = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { cid, pid: 'A', language: 'C++', code: CPP_AC }, await userToken(site, USERS.ben));
  t.equal(sent.status, 200, sent.msg);

  const { page, context, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/home`);
  await signInPage(page, site, USERS.fay, 'en-US');
  await page.goto(`${site.url}/contest/${cid}/rank`);
  // the verdict comes from the judge: read the board until the team shows its solve
  const row = page.locator('tr', { has: page.getByTestId('board-user').getByText('Byte Me', { exact: true }) });
  for (let i = 0; i < 60 && (await row.getByTestId('board-solved').innerText().catch(() => '')) !== '1'; i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  t.equal(await row.getByTestId('board-solved').innerText(), '1', 'Ben\'s Accepted is the team\'s solve');
  t.equal(await row.getByTestId('board-team-members').innerText(), 'ann · ben', 'the members under the name');
  t.match(await row.innerText(), /North College/, 'the affiliation');
  t.equal(await page.locator('thead').getByText('Team', { exact: true }).count(), 1, 'the column says Team');
  await shot(page, 'contests-teams', 'board-1400-en');
  t.same(errors, []);
  await context.close();

  const balloons = await site.api<{ records: Array<{ username: string; displayId: string }> }>('GET', `/api/contest/balloons?cid=${cid}&state=all`, undefined, setterToken);
  t.same(balloons.data.records.map((x) => [x.username, x.displayId]), [['Byte Me', 'A']], 'the balloon goes to the team');
});

// The remote judge in Chromium against a real `oj start` (embedded PGlite) with the worked example's
// Toy OJ (docs/examples/remote-judge-toy) pointed at its loopback fake (test/fakes/toy.ts): the
// super admin adds the pool account on Admin → Remote judges (a bad proxy first: the server's words
// in the dialog, nothing added); a problem admin imports TOY-1000 from the problem list (a bad id
// first); a user opens it ("Judged on Toy OJ"), submits in Toy C++17 and sees Accepted on the
// problem page, in the submission list and on its detail page; the fake goes down, two submissions
// fail, and the problem page warns that submissions to Toy OJ fail right now; the super admin sees
// the site unavailable and marks it available; the user binds their own Toy OJ account on the
// settings page (a cookie, unbind, then a password). Both languages, 1400 and 390 px: each page is
// checked as the every-route sweep checks it (no raw keys, no other language, nothing wider than the window).
import t, { type Test } from 'tap';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ADMIN, launch, makeUser, shot, signInPage, startSite, userToken, visitor, type Site } from '@oj/testing';
import { startToyFake, type ToyFake } from '../../test/fakes/toy.ts';
import { findProblems } from '../../../../web-shell/test/helpers/page-audit.ts';

t.setTimeout(600_000);

const SUITE = 'remote-judge-ui';
const TOY_PLUGIN = fileURLToPath(new URL('../../../../docs/examples/remote-judge-toy', import.meta.url));
const UI_PLUGINS = ['problems', 'submissions', 'contests', 'remote-judge'];
const ANN = { username: 'ann', password: 'annpass12', email: 'ann@example.com' };
const PAM = { username: 'pam', password: 'pampass12', email: 'pam@example.com' };
const PROBLEM = 'TOY-1000';
/** Toy OJ's own account (the fake knows it) */
const ALICE = { username: 'alice', password: 'toy-pass-2718' };
const CPP = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n';
/** what Toy OJ's problems carry that is theirs, not the interface's: its title, language names and samples */
const REMOTE_CONTENT = /Toy Sum|Toy C\+\+17|Toy Python 3/;

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let fake: ToyFake;
let root = '';

async function must<T>(p: Promise<{ status: number; msg: string; data: T }>, what: string): Promise<T> {
  const r = await p;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.msg}`);
  return r.data;
}

async function as(user: { username: string; password: string }, opts: { width: number; locale: string }) {
  const v = await visitor(b.browser, { width: opts.width, height: opts.width > 500 ? 900 : 844, locale: opts.locale });
  await v.page.goto(`${site.url}/home`);
  // tsx compiles the functions the suite runs in the page with esbuild's keepNames, whose helper the page lacks
  await v.page.addInitScript('globalThis.__name ??= (f) => f');
  await v.page.evaluate('globalThis.__name ??= (f) => f');
  await signInPage(v.page, site, user, opts.locale);
  return v;
}

/** the every-route sweep's checks of a settled page, less the remote problem's own words */
async function audit(t: Test, page: Page, lang: string, width: number, what: string): Promise<void> {
  await page.waitForTimeout(300);
  const problems = (await findProblems(page, lang, width)).filter((p) => !REMOTE_CONTENT.test(p));
  t.same(problems, [], `${what}: no raw keys, no other language, nothing wider than ${width} px`);
}

/** a Semi input or text area inside the element of a test id */
const field = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input, [data-testid=${testId}] textarea`).first();

/** picks an option of a Semi select: the select of a test id, or the one inside its element */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.locator(`.semi-select[data-testid=${testId}], [data-testid=${testId}] .semi-select`).first().click();
  await page.locator('.semi-select-option').getByText(option, { exact: true }).click();
}

async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** the verdict panel's status once it is final (not pending, compiling, judging or submitting) */
async function finalStatus(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid=submit-verdict]')?.getAttribute('data-status');
    return typeof s === 'string' && !['5', '6', '7', '9'].includes(s);
  }, undefined, { timeout: 60_000 }).catch(() => undefined);
  return (await page.getByTestId('submit-verdict').getAttribute('data-status').catch(() => null)) ?? 'none';
}

const toast = (page: Page, text: string | RegExp) => page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor();

async function siteState(): Promise<string> {
  const sites = await must(site.api<Array<{ oj: string; state: string }>>('GET', '/api/remote-judge/sites'), 'sites');
  return sites.find((s) => s.oj === 'TOY')?.state ?? 'missing';
}

t.before(async () => {
  fake = await startToyFake();
  fake.accounts.set(ALICE.username, ALICE.password);
  [site, b] = await Promise.all([
    startSite({
      plugins: [
        '@oj/plugin-problems', '@oj/plugin-submissions', '@oj/plugin-contests',
        // two failures in a row open the breaker (the default five would take five submissions)
        { package: '@oj/plugin-remote-judge', config: { baseUrls: { TOY: fake.url }, pollMs: 50, breakerFailures: 2 } },
        { package: TOY_PLUGIN },
      ],
      builds: UI_PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`),
      outboundAllow: ['127.0.0.1'],
      // the Toy OJ example is TypeScript only (no build): the site runs the sources
      source: true,
    }),
    launch(),
  ]);
  root = await site.adminToken();
  await must(site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, root), 'switch');
  await makeUser(site, ANN);
  await makeUser(site, PAM);
  const list = await must(site.api<{ records: Array<{ uid: string; username: string }> }>('GET', '/api/admin/user/get-user-list?limit=50&currentPage=1', undefined, root), 'users');
  const pam = list.records.find((u) => u.username === PAM.username)!;
  await must(site.api('PUT', '/api/admin/user/edit-user', { uid: pam.uid, username: PAM.username, type: 1008, status: 0 }, root), 'problem admin');
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
  await fake?.close();
});

t.test('the super admin adds the Toy OJ pool account on Admin → Remote judges (zh-CN, 1400 px)', async (t) => {
  const { page, context, errors } = await as(ADMIN, { width: 1400, locale: 'zh-CN' });
  await page.goto(`${site.url}/admin`);
  await page.locator('.oj-admin-menu a.oj-admin-menu-item', { hasText: '远程评测' }).click();
  await page.waitForURL(/\/admin\/remote-judge$/);
  const row = page.locator('[data-testid=rj-site-row][data-oj=TOY]');
  await row.waitFor();
  t.match(await row.innerText(), /Toy OJ/, 'the sites table lists Toy OJ');
  t.equal((await row.getByTestId('rj-state').innerText()).trim(), '正常', 'its state reads 正常 (ok)');
  t.equal((await row.getByTestId('rj-site-accounts').innerText()).trim(), '0', 'no pool account yet');
  await page.getByText('还没有账号').waitFor();
  t.equal(await page.getByTestId('rj-account-row').count(), 0, 'the account pool is empty');

  await page.getByTestId('rj-account-add').click();
  await page.getByTestId('rj-account-dialog').waitFor();
  await choose(page, 'rj-account-oj', 'Toy OJ (TOY)');
  await field(page, 'rj-account-username').fill(ALICE.username);
  await field(page, 'rj-account-password').fill(ALICE.password);
  await field(page, 'rj-account-proxy').fill('socks5://10.0.0.9:1080');
  await page.getByTestId('rj-account-ok').click();
  const refusal = page.getByTestId('rj-account-refusal');
  await refusal.waitFor();
  t.match(await refusal.innerText(), /代理的格式为 http:\/\/主机:端口/, 'the server\'s message about the proxy shows in the dialog, in Chinese');
  t.equal(await field(page, 'rj-account-username').inputValue(), 'alice', 'the username stays');
  t.equal(await field(page, 'rj-account-password').inputValue(), ALICE.password, 'the password stays');
  t.match(await page.getByTestId('rj-account-oj').innerText(), /Toy OJ \(TOY\)/, 'and the site');
  const none = await must(site.api<unknown[]>('GET', '/api/admin/remote-judge/accounts', undefined, root), 'pool');
  t.equal(none.length, 0, 'nothing was added');
  await shot(page, SUITE, 'admin-account-refused-zh-1400');

  await field(page, 'rj-account-proxy').fill('');
  await page.getByTestId('rj-account-ok').click();
  await toast(page, '账号已保存');
  await page.getByTestId('rj-account-dialog').waitFor({ state: 'detached' });
  const account = page.locator('[data-testid=rj-account-row][data-username=alice]');
  await account.waitFor();
  t.match(await account.getByTestId('rj-account-secret').innerText(), /密码/, 'the account row says a password is stored');
  t.notOk((await page.content()).includes(ALICE.password), 'the password is nowhere in the page');
  await page.locator('[data-testid=rj-site-row][data-oj=TOY] [data-testid=rj-site-accounts]', { hasText: /^1$/ }).waitFor();
  t.pass('the TOY row counts one pool account');
  const pool = await must(site.api<Array<{ username: string; hasPassword: boolean; proxy: string | null }>>('GET', '/api/admin/remote-judge/accounts?oj=TOY', undefined, root), 'pool');
  t.same(pool.map((a) => [a.username, a.hasPassword, a.proxy]), [['alice', true, null]], 'the server holds alice with her password and no proxy');
  await audit(t, page, 'zh-CN', 1400, 'admin page');
  await shot(page, SUITE, 'admin-zh-1400');

  // the edit dialog: the password is write-only
  await account.getByTestId('rj-account-edit').click();
  await page.getByTestId('rj-account-dialog').waitFor();
  t.equal(await field(page, 'rj-account-password').inputValue(), '', 'the password field starts empty');
  t.equal(await field(page, 'rj-account-password').getAttribute('placeholder'), '不修改', 'and says an empty one is kept');
  await audit(t, page, 'zh-CN', 1400, 'edit dialog');
  await shot(page, SUITE, 'admin-edit-dialog-zh-1400');
  await page.locator('.semi-modal-footer button', { hasText: '取消' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await audit(t, page, 'zh-CN', 390, 'admin page at 390 px');
  await shot(page, SUITE, 'admin-zh-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a problem admin imports TOY-1000 from the admin problem list (a bad id first)', async (t) => {
  const { page, context, errors } = await as(PAM, { width: 1400, locale: 'en-US' });
  await page.goto(`${site.url}/admin/problems`);
  await page.getByTestId('admin-problem-import-remote').click();
  await page.getByTestId('remote-import').waitFor();
  await choose(page, 'remote-import-oj', 'Toy OJ (TOY)');
  await field(page, 'remote-import-problem-id').fill('abc');
  await page.getByTestId('remote-import-ok').click();
  const refusal = page.getByTestId('remote-import-refusal');
  await refusal.waitFor();
  t.equal((await refusal.innerText()).trim(), '"abc" is not a TOY problem id', 'the server\'s message shows in the dialog');
  t.equal(await field(page, 'remote-import-problem-id').inputValue(), 'abc', 'what was typed stays');
  await audit(t, page, 'en-US', 1400, 'import dialog');
  await shot(page, SUITE, 'admin-import-refused-en-1400');

  await field(page, 'remote-import-problem-id').fill('1000');
  await page.getByTestId('remote-import-ok').click();
  await toast(page, `Imported ${PROBLEM}`);
  await page.getByTestId('remote-import').waitFor({ state: 'detached' });
  await page.getByTestId('admin-problem-title').filter({ hasText: 'Toy Sum' }).waitFor();
  t.pass('the list shows the imported problem');
  await shot(page, SUITE, 'admin-imported-en-1400');

  t.same(errors, [], 'no page errors');
  await context.close();

  // the button and dialog come from this plugin's widget in the problems list's slot: its words in zh-CN at 390 px
  const zh = await as(PAM, { width: 390, locale: 'zh-CN' });
  await zh.page.goto(`${site.url}/admin/problems`);
  await zh.page.getByTestId('admin-problem-import-remote').click();
  await zh.page.getByTestId('remote-import').waitFor();
  await zh.page.getByRole('dialog').getByText('导入远程题目').waitFor();
  t.match(await zh.page.getByTestId('remote-import').innerText(), /远程评测站点/, 'the dialog speaks zh-CN');
  await audit(t, zh.page, 'zh-CN', 390, 'import dialog at 390 px (zh-CN)');
  await shot(zh.page, SUITE, 'admin-import-dialog-zh-390');
  t.same(zh.errors, [], 'no page errors (zh-CN)');
  await zh.context.close();
});

t.test('with a remote judge on, the problem form offers each problem its own bank\'s languages', async (t) => {
  const { page, context, errors } = await as(PAM, { width: 1400, locale: 'en-US' });
  await page.goto(`${site.url}/admin/problem/create`);
  const picked = page.getByTestId('field-languages');
  await picked.getByText('C++', { exact: true }).filter({ visible: true }).first().waitFor();
  const fresh = await picked.innerText();
  t.match(fresh, /Python3/, 'a new problem starts with this site\'s languages');
  t.notMatch(fresh, /Toy C\+\+17|Toy Python 3/, 'and none of Toy OJ\'s (the server would refuse them for a local problem)');
  const pid = (await site.sql<{ id: number }>("select id from problems_problem where problem_id = 'TOY-1000'"))[0].id;
  await page.goto(`${site.url}/admin/problem/edit/${pid}`);
  await picked.getByText('Toy C++17').filter({ visible: true }).first().waitFor();
  t.notMatch(await picked.innerText(), /Python3/, 'an imported problem shows its judge\'s languages');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the super admin imports TOY-1001 into a contest as its problem A (zh-CN, 390 px)', async (t) => {
  const [rootUser] = await site.sql<{ uid: string }>("select uid from users where username = 'admin'");
  const [contest] = await site.sql<{ id: number }>(
    `insert into contests_contest (uid, author, title, description, type, auth, start_time, end_time, duration, open_print, open_rank, visible)
     values ($1, 'admin', 'Toy Cup', 'A contest with a remote problem', 0, 0, now() + interval '1 day', now() + interval '1 day 2 hours', 7200, false, true, true) returning id`,
    [rootUser.uid],
  );
  const { page, context, errors } = await as(ADMIN, { width: 390, locale: 'zh-CN' });
  await page.goto(`${site.url}/admin/contest/${contest.id}/problems`);
  await page.getByTestId('admin-contest-import-remote').click();
  await page.getByTestId('contest-remote-import').waitFor();
  await choose(page, 'contest-remote-import-oj', 'Toy OJ (TOY)');
  await field(page, 'contest-remote-import-problem-id').fill('1001');
  await page.getByTestId('contest-remote-import-ok').click();
  await page.getByTestId('contest-remote-import').getByText('请填写它在本比赛中的展示 ID').waitFor();
  t.pass('the display ID is asked for before anything is imported');
  await field(page, 'contest-remote-import-display-id').fill('A');
  await audit(t, page, 'zh-CN', 390, 'contest import dialog');
  await shot(page, SUITE, 'contest-import-zh-390');
  await page.getByTestId('contest-remote-import-ok').click();
  await page.getByTestId('contest-remote-import').waitFor({ state: 'detached' });
  await page.getByTestId('admin-contest-problem-display-id').filter({ hasText: /^A$/ }).waitFor();
  const rows = await site.sql<{ display_id: string; problem_id: string }>('select cp.display_id, p.problem_id from contests_problem cp join problems_problem p on p.id = cp.pid where cp.cid = $1', [contest.id]);
  t.same(rows, [{ display_id: 'A', problem_id: 'TOY-1001' }], 'TOY-1001 is the contest\'s problem A');
  await audit(t, page, 'zh-CN', 390, 'contest problems');
  await shot(page, SUITE, 'contest-problems-zh-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a user opens TOY-1000, submits in Toy C++17 and sees Accepted (en-US, 390 px)', async (t) => {
  const { page, context, errors } = await as(ANN, { width: 390, locale: 'en-US' });
  await page.goto(`${site.url}/problem/${PROBLEM}`);
  const notice = page.getByTestId('rj-problem-notice');
  await notice.waitFor();
  t.equal((await page.getByTestId('rj-judged-on').innerText()).trim(), 'Judged on Toy OJ', 'the problem says where it is judged');
  t.equal(await notice.getAttribute('data-state'), 'ok', 'the site is available');
  t.match(await notice.innerText(), /through the site's shared accounts/, 'and that the shared accounts submit');
  t.equal(await page.getByTestId('rj-site-warning').count(), 0, 'no warning while the site is available');
  t.match(await page.getByTestId('problem-description').innerText(), /Add two numbers\./, 'the statement Toy OJ gave shows (its HTML rendered)');
  t.equal(await page.locator('[data-testid=problem-description] script').count(), 0, 'without its script');
  await audit(t, page, 'en-US', 390, 'problem page');
  await shot(page, SUITE, 'problem-en-390');

  await choose(page, 'code-language', 'Toy C++17');
  await typeCode(page, CPP);
  await page.getByTestId('submit-code').click();
  const verdict = page.getByTestId('submit-verdict');
  const final = await finalStatus(page);
  const rows = await site.sql<{ submit_id: number; status: number; error_message: string | null }>('select submit_id, status, error_message from submissions_judge order by submit_id');
  if (final !== '0') {
    await shot(page, SUITE, 'debug-not-accepted');
    t.comment(site.log().slice(-4000));
  }
  t.equal(final, '0', `the verdict is Accepted (${JSON.stringify(rows)}, fake: ${JSON.stringify(fake.submissions.map((x) => x.runId))})`);
  t.equal((await verdict.innerText()).trim(), 'Accepted', 'the verdict panel shows Accepted');
  t.equal(fake.submissions.length, 1, 'Toy OJ got the submission');
  t.equal(fake.submissions[0].language, 'cpp17', 'in its C++17');
  t.equal(fake.submissions[0].username, 'alice', 'through the pool account');
  await shot(page, SUITE, 'problem-accepted-en-390');

  await page.getByTestId('verdict-detail-link').click();
  const banner = page.locator('[data-testid=status-banner][data-status="0"]');
  await banner.waitFor();
  t.match(await banner.innerText(), /Accepted/, 'the submission\'s page shows Accepted');
  await shot(page, SUITE, 'submission-detail-en-390');

  await page.goto(`${site.url}/status`);
  const status = page.getByTestId('row-status').first();
  await status.waitFor();
  t.equal(await status.getAttribute('data-status'), '0', 'the submission list shows it Accepted');
  t.match(await status.innerText(), /Accepted/, 'in words');
  await shot(page, SUITE, 'status-en-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('Toy OJ goes down: after two failed submissions the problem page warns (en-US 390, zh-CN 1400)', async (t) => {
  fake.mode.down = true;
  const { page, context, errors } = await as(ANN, { width: 390, locale: 'en-US' });
  await page.goto(`${site.url}/problem/${PROBLEM}`);
  await page.getByTestId('rj-problem-notice').waitFor();
  await choose(page, 'code-language', 'Toy C++17');
  await typeCode(page, `${CPP}// again\n`);
  await page.getByTestId('submit-code').click();
  t.equal(await finalStatus(page), '10', 'the first submission while it is down ends Submitted Failed');
  t.match(await page.getByTestId('submit-verdict').innerText(), /Submitted Failed/, 'in words');
  // a second failure opens the breaker
  const [pid] = await site.sql<{ id: number }>('select id from problems_problem where problem_id = $1', [PROBLEM]);
  const token = await userToken(site, ANN);
  await must(site.api('POST', '/api/submit-problem-judge', { pid: pid.id, language: 'Toy C++17', code: `${CPP}// once more\n` }, token), 'submit');
  for (let i = 0; i < 200 && (await siteState()) !== 'unavailable'; i++) await new Promise((r) => setTimeout(r, 100));
  t.equal(await siteState(), 'unavailable', 'the site is unavailable after two failures');

  await page.reload();
  const warning = page.getByTestId('rj-site-warning');
  await warning.waitFor();
  t.match(await warning.innerText(), /Toy OJ is unavailable right now: submissions to it will fail/, 'the problem page warns');
  t.equal(await page.getByTestId('rj-problem-notice').getAttribute('data-state'), 'unavailable', 'and shows the state');
  await audit(t, page, 'en-US', 390, 'problem page with the warning');
  await shot(page, SUITE, 'problem-unavailable-en-390');
  t.same(errors, [], 'no page errors');
  await context.close();

  const zh = await as(ANN, { width: 1400, locale: 'zh-CN' });
  await zh.page.goto(`${site.url}/problem/${PROBLEM}`);
  await zh.page.getByTestId('rj-site-warning').waitFor();
  t.match(await zh.page.getByTestId('rj-site-warning').innerText(), /Toy OJ 当前不可用：现在提交到它会失败/, 'in Chinese too');
  t.match(await zh.page.getByTestId('rj-judged-on').innerText(), /由 Toy OJ 评测/, 'with where it is judged');
  await audit(t, zh.page, 'zh-CN', 1400, 'problem page with the warning, Chinese');
  await shot(zh.page, SUITE, 'problem-unavailable-zh-1400');
  t.same(zh.errors, [], 'no page errors');
  await zh.context.close();
});

t.test('the super admin sees Toy OJ unavailable and marks it available (en-US, both widths)', async (t) => {
  const { page, context, errors } = await as(ADMIN, { width: 1400, locale: 'en-US' });
  await page.goto(`${site.url}/admin/remote-judge`);
  const row = page.locator('[data-testid=rj-site-row][data-oj=TOY]');
  await row.waitFor();
  t.equal(await row.getAttribute('data-state'), 'unavailable', 'the row is unavailable');
  t.equal((await row.getByTestId('rj-state').innerText()).trim(), 'Unavailable', 'its tag says so');
  t.equal((await row.getByTestId('rj-site-failures').innerText()).trim(), '2', 'with two failures in a row');
  t.ok((await row.getByTestId('rj-last-error').innerText()).length > 0, 'and the last error');
  await audit(t, page, 'en-US', 1400, 'admin page, site unavailable');
  await shot(page, SUITE, 'admin-unavailable-en-1400');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit(t, page, 'en-US', 390, 'admin page, site unavailable, 390 px');
  await shot(page, SUITE, 'admin-unavailable-en-390');

  fake.mode.down = false;
  await row.getByTestId('rj-site-reset').click();
  await page.getByTestId('rj-confirm').click();
  await page.locator('[data-testid=rj-site-row][data-oj=TOY][data-state=ok]').waitFor();
  t.equal(await siteState(), 'ok', 'the site is available again');
  await toast(page, 'TOY is marked available again');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the user binds their own Toy OJ account on the settings page (en-US 390, zh-CN 1400)', async (t) => {
  const { page, context, errors } = await as(ANN, { width: 390, locale: 'en-US' });
  await page.goto(`${site.url}/setting`);
  const card = page.locator('[data-testid=rj-my-site][data-oj=TOY]');
  await card.waitFor();
  t.match(await page.getByTestId('rj-my-accounts').innerText(), /Remote judge accounts/, 'the settings page has the section');
  t.match(await card.innerText(), /Not bound/, 'nothing bound yet');
  await audit(t, page, 'en-US', 390, 'settings page');
  await shot(page, SUITE, 'setting-en-390');

  await card.getByTestId('rj-my-bind').click();
  await page.getByTestId('rj-bind-dialog').waitFor();
  await field(page, 'rj-bind-username').fill('ann_toy');
  await page.getByTestId('rj-bind-ok').click();
  await page.getByTestId('rj-bind-password').getByText('Enter a password or a session cookie').waitFor();
  t.pass('a password or a cookie is asked for');
  await page.getByTestId('rj-bind-way').getByText('Session cookie').click();
  t.match(await page.getByTestId('rj-bind-cookie').innerText(), /captcha.*REVEL_SESSION/s, 'the cookie field says what it is for');
  await field(page, 'rj-bind-cookie').fill('toy-token=abc123');
  await audit(t, page, 'en-US', 390, 'bind dialog');
  await shot(page, SUITE, 'setting-bind-en-390');
  await page.getByTestId('rj-bind-ok').click();
  await toast(page, /Your TOY account is bound/);
  await card.locator('[data-testid=rj-my-bound]', { hasText: 'Bound: ann_toy' }).waitFor();
  t.match(await card.innerText(), /Cookie/, 'the card says a cookie is stored');
  t.notOk((await page.content()).includes('abc123'), 'the cookie is nowhere in the page');

  await card.getByTestId('rj-my-unbind').click();
  await page.getByTestId('rj-confirm').click();
  await toast(page, 'Account unbound');
  await card.getByText('Not bound').waitFor();
  t.pass('unbound');

  await card.getByTestId('rj-my-bind').click();
  await field(page, 'rj-bind-username').fill(ALICE.username);
  await field(page, 'rj-bind-password').fill(ALICE.password);
  await page.getByTestId('rj-bind-ok').click();
  await card.locator('[data-testid=rj-my-bound]', { hasText: 'Bound: alice' }).waitFor();
  const mine = await must(site.api<Array<{ oj: string; username: string; hasPassword: boolean; hasCookie: boolean }>>('GET', '/api/remote-judge/my-accounts', undefined, await userToken(site, ANN)), 'mine');
  t.same(mine.map((m) => [m.oj, m.username, m.hasPassword, m.hasCookie]), [['TOY', 'alice', true, false]], 'the server holds the bound account with its password only');
  await audit(t, page, 'en-US', 390, 'settings page, bound');
  await shot(page, SUITE, 'setting-bound-en-390');

  await page.goto(`${site.url}/problem/${PROBLEM}`);
  await page.getByTestId('rj-problem-notice').getByText('Submitted through your own account').waitFor();
  t.pass('the problem page says the user\'s own account submits');
  t.same(errors, [], 'no page errors');
  await context.close();

  const zh = await as(ANN, { width: 1400, locale: 'zh-CN' });
  await zh.page.goto(`${site.url}/setting`);
  await zh.page.locator('[data-testid=rj-my-site][data-oj=TOY] [data-testid=rj-my-bound]', { hasText: '已绑定：alice' }).waitFor();
  t.ok(await zh.page.getByText('远程评测账号').isVisible(), 'the section is titled in Chinese');
  await audit(t, zh.page, 'zh-CN', 1400, 'settings page, Chinese');
  await shot(zh.page, SUITE, 'setting-zh-1400');
  await zh.page.goto(`${site.url}/problem/${PROBLEM}`);
  await zh.page.getByTestId('rj-problem-notice').getByText('通过你绑定的账号提交').waitFor();
  await audit(t, zh.page, 'zh-CN', 1400, 'problem page, Chinese');
  await shot(zh.page, SUITE, 'problem-zh-1400');
  t.same(zh.errors, [], 'no page errors');
  await zh.context.close();
});

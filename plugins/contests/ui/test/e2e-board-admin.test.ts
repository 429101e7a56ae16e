// The contest admin's board screens in Chromium against a real `oj start`: the admin helper (AC
// info with first blood and balloon colours, checked toggle), admin print (OK marks printed, the
// text downloads), rejudge (the contest's problems), the scroll-board configuration (medal
// defaults, the URL it opens), and each at 390 px in Chinese. The AC records and print jobs are
// written as rows (the board and print calls have their own tests).
import t from 'tap';
import type { Page } from 'playwright-core';
import yauzl from 'yauzl';
import { launch, makeUser, shot, startSite, visitor, type Site } from '@oj/testing';

/** the file names inside a zip */
function zipNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => yauzl.fromBuffer(data, (err, zip) => {
    if (err) return reject(err);
    const names: string[] = [];
    zip.on('entry', (e: yauzl.Entry) => names.push(e.fileName));
    zip.on('end', () => resolve(names));
    zip.on('error', reject);
  }));
}

t.setTimeout(600_000);

const PLUGINS = ['problems', 'submissions', 'contests'];
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let cid = 0;

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const res = await fetch(`${site.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = res.headers.get('authorization')!;
  const user = ((await res.json()) as { data: unknown }).data;
  await page.goto(`${site.url}/home`);
  await page.evaluate(([tk, u]) => {
    localStorage.setItem('token', tk);
    localStorage.setItem('authed', 'true');
    document.cookie = `userInfo=${encodeURIComponent(u)}; path=/`;
  }, [token, JSON.stringify(user)] as const);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  const root = await site.adminToken();
  for (const id of ['HA1', 'HA2']) {
    const res = await site.api('POST', '/api/admin/problem', {
      problem: { problemId: id, title: `Helper ${id}`, description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256 },
      languages: [{ name: 'C++' }],
      samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
      isUploadTestCase: false,
    }, root);
    if (res.status !== 200) throw new Error(`problem: ${res.msg}`);
  }
  for (const u of ['dora', 'eve']) await makeUser(site, { username: u, password: `${u}pass1`, email: `${u}@example.com` });
  const pids = await site.sql<{ id: number }>("select id from problems_problem where problem_id in ('HA1', 'HA2') order by problem_id");
  const [admin] = await site.sql<{ uid: string }>("select uid from users where username = 'admin'");
  const users = Object.fromEntries((await site.sql<{ uid: string; username: string }>("select uid, username from users where username in ('dora', 'eve')")).map((u) => [u.username, u.uid]));
  const [row] = await site.sql<{ id: number }>(
    `insert into contests_contest (uid, author, title, description, type, auth, start_time, end_time, duration, open_print, open_rank, visible)
     values ($1, 'admin', 'Helper Cup', 'x', 0, 0, now() - interval '1 hour', now() + interval '2 hours', 10800, true, true, true) returning id`, [admin.uid]);
  cid = row.id;
  const cp: number[] = [];
  for (const [i, p] of pids.entries()) {
    const [c] = await site.sql<{ id: number }>('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, $3, $4, $5) returning id', [cid, p.id, 'AB'[i], `Helper ${'AB'[i]}`, ['#e74c3c', '#3498db'][i]]);
    cp.push(c.id);
  }
  const record = async (uid: string, username: string, i: number, submitId: number, minute: number, firstBlood: boolean) => {
    // the submission behind the record: its code is what the accepted-code download packs
    await site.sql(`insert into submissions_judge (submit_id, pid, display_pid, uid, username, status, length, code, language, cid, cpid)
      values ($1, $2, $3, $4, $5, 0, 20, $6, 'C++', $7, $8)`, [submitId, pids[i].id, `HA${i + 1}`, uid, username, `// ${username} solves ${'AB'[i]}`, cid, cp[i]]);
    await recordRow(uid, username, i, submitId, minute, firstBlood);
  };
  const recordRow = (uid: string, username: string, i: number, submitId: number, minute: number, firstBlood: boolean) => site.sql(
    `insert into contests_record (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time, first_blood)
     values ($1, $2, $3, $4, $5, $6, $7, 0, now() - make_interval(mins => $8), $9, $10)`, [cid, uid, pids[i].id, cp[i], 'AB'[i], submitId, username, 60 - minute, minute * 60, firstBlood]);
  await record(users.dora, 'dora', 0, 9001, 10, true);
  await record(users.eve, 'eve', 0, 9002, 20, false);
  await record(users.eve, 'eve', 1, 9003, 30, true);
  await site.sql("insert into contests_print (cid, uid, username, content) values ($1, $2, 'dora', 'int main() { return 0; } // please print this page for me, thank you')", [cid, users.dora]);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('admin helper: AC info with first blood, balloon colours, checked toggle', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'admin', 'Secret123');
  await page.goto(`${site.url}/contest/${cid}/ac-info`);
  await page.getByTestId('ac-info').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=ac-info-row]').length === 3);
  t.equal(await page.getByTestId('ac-info-first-blood').count(), 2, 'first blood on A (dora) and B (eve)');
  t.ok(await page.getByTestId('ac-info').locator('.oj-board-balloon').count() >= 3, 'each row shows its balloon colour');
  const row = page.getByTestId('ac-info-row').first();
  const id = await row.getAttribute('data-id');
  t.equal(await row.getAttribute('data-checked'), 'false');
  const done = page.waitForResponse((r) => r.url().includes('/api/check-contest-ac-info'));
  await row.getByTestId('ac-info-checked').click();
  t.equal(((await (await done).json()) as { status: number }).status, 200, 'the toggle is saved');
  await page.locator(`[data-testid=ac-info-row][data-id="${id}"][data-checked=true]`).waitFor();
  const checked = await site.sql<{ id: number }>('select id from contests_record where cid = $1 and checked', [cid]);
  t.same(checked.map((c) => String(c.id)), [id], 'that record is checked in the database');
  await shot(page, 'contests-board', 'ac-info');
  t.same(errors, []);
  await context.close();
});

t.test('Admin → Contests: Download packs the accepted code, by user or by problem', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'admin', 'Secret123');
  await page.goto(`${site.url}/admin/contest`);
  const row = page.locator('tr').filter({ has: page.getByTestId('admin-contest-title').getByText('Helper Cup', { exact: true }) });
  await row.getByTestId('admin-contest-download').click();
  await shot(page, 'contests-board', 'ac-download');
  await page.getByTestId('ac-download-by-problem').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('ac-download-ok').click();
  const file = await download;
  t.equal(file.suggestedFilename(), `contest_${cid}_ac_submissions.zip`);
  const zip = (await import('node:fs')).readFileSync((await file.path())!);
  const names = (await zipNames(zip)).sort();
  t.same(names, ['A/dora_9001.cpp', 'A/eve_9002.cpp', 'B/eve_9003.cpp'], 'one folder per problem, a file per user');
  t.equal(await page.getByTestId('ac-download-ok').count(), 0, 'the dialog closes');
  t.same(errors, []);
  await context.close();

  // in Chinese on a phone: the dialog's words, and it fits
  const zh = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await zh.page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await signIn(zh.page, 'admin', 'Secret123');
  await zh.page.goto(`${site.url}/admin/contest`);
  await zh.page.locator('tr').filter({ has: zh.page.getByTestId('admin-contest-title').getByText('Helper Cup', { exact: true }) }).getByTestId('admin-contest-download').click();
  await zh.page.getByText('下载通过代码').waitFor();
  t.equal(await zh.page.getByText('按题目分文件夹').count(), 1, 'the split choices in Chinese');
  t.ok(await pageWidth(zh.page) <= 390, 'nothing sticks out of the phone');
  const dialog = (await zh.page.locator('.semi-modal').boundingBox())!;
  t.ok(dialog.x >= 0 && dialog.x + dialog.width <= 390, `the dialog fits the phone (${Math.round(dialog.x)} + ${Math.round(dialog.width)} px)`);
  await zh.page.getByTestId('ac-download-ok').waitFor();
  t.ok(await zh.page.getByTestId('ac-download-ok').isVisible(), 'its Download button is on screen');
  await shot(zh.page, 'contests-board', 'ac-download-390-zh');
  t.same(zh.errors, []);
  await zh.context.close();
});

t.test('admin print: OK marks the job printed, Download fetches its text', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'admin', 'Secret123');
  await page.goto(`${site.url}/contest/${cid}/admin-print`);
  await page.getByTestId('print-ok').waitFor();
  t.equal(await page.getByTestId('print-status').innerText(), 'Not printed');
  const download = page.waitForEvent('download');
  await page.getByTestId('print-download').click();
  const file = await download;
  t.match(await file.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p!, 'utf8'))), /please print this page/, 'the text downloads');
  await page.getByTestId('print-ok').click();
  await page.getByTestId('print-status').getByText('Printed', { exact: true }).waitFor();
  t.ok(await page.getByTestId('print-ok').isDisabled(), 'OK once only');
  // the print queue's states: queued again by hand; failed with its reason; taken by a printer host
  await page.getByTestId('print-requeue').click();
  await page.getByTestId('print-status').getByText('Not printed', { exact: true }).waitFor();
  t.equal(await page.getByTestId('print-requeue').count(), 0, 'a queued job has nothing to queue again');
  await site.sql("update contests_print set state = 'failed', fail_reason = 'lp: out of paper' where cid = $1", [cid]);
  await page.reload();
  await page.getByTestId('print-status').getByText('Failed', { exact: true }).waitFor();
  t.equal(await page.getByTestId('print-fail-reason').innerText(), 'lp: out of paper', 'why it failed');
  await site.sql("update contests_print set state = 'claimed', claimed_at = now(), fail_reason = null where cid = $1", [cid]);
  await page.reload();
  await page.getByTestId('print-status').getByText('Printing', { exact: true }).waitFor();
  t.match(await page.getByTestId('print-claimed').innerText(), /^taken by a deleted printer token at \d{4}-\d{2}-\d{2}/, 'by whom, when');
  await shot(page, 'contests-board', 'admin-print-claimed-1400');
  await page.getByTestId('print-requeue').click();
  await page.getByTestId('print-status').getByText('Not printed', { exact: true }).waitFor();
  t.same(errors, []);
  await context.close();
});

t.test('rejudge lists the contest problems; scroll-board configuration opens /scrollBoard with the medals', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'admin', 'Secret123');
  await page.goto(`${site.url}/contest/${cid}/rejudge`);
  await page.getByTestId('rejudge-problem').first().waitFor();
  t.equal(await page.getByTestId('rejudge-problem').count(), 2, 'a button per problem');
  await page.goto(`${site.url}/contest/${cid}/scroll-board`);
  await page.getByTestId('scroll-open').waitFor();
  await page.getByTestId('scroll-medal-0').locator('input').fill('1');
  await page.getByTestId('scroll-medal-1').locator('input').fill('2');
  await page.getByTestId('scroll-medal-2').locator('input').fill('3');
  const popup = context.waitForEvent('page');
  await page.getByTestId('scroll-open').click();
  const opened = await popup;
  t.equal(new URL(opened.url()).pathname, '/scrollBoard');
  t.same(Object.fromEntries([...new URL(opened.url()).searchParams.entries()].filter(([k]) => k !== 'medals[]')), { cid: String(cid), removeStar: 'true' });
  t.same(new URL(opened.url()).searchParams.getAll('medals[]'), ['1', '2', '3']);
  t.same(errors, []);
  await context.close();
});

t.test('in Chinese at 390 px every admin board screen fits the window', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await signIn(page, 'admin', 'Secret123');
  for (const [tab, testId, text] of [['ac-info', 'ac-info', '通过记录'], ['admin-print', 'admin-print', '打印请求'], ['rejudge', 'contest-rejudge', '重判本比赛的题目'], ['scroll-board', 'scroll-board-config', '打开滚榜']] as const) {
    await page.goto(`${site.url}/contest/${cid}/${tab}`);
    await page.getByTestId(testId).getByText(text).filter({ visible: true }).first().waitFor();
    t.ok((await pageWidth(page)) <= 390, `${tab} fits (${await pageWidth(page)} px)`);
    await shot(page, 'contests-board', `${tab}-390-zh`);
  }
  t.same(errors, []);
  await context.close();
});

t.test('a contestant who opens an admin tab by its address is told it is for admins', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'dora', 'dorapass1');
  for (const tab of ['ac-info', 'admin-print', 'scroll-board']) {
    await page.goto(`${site.url}/contest/${cid}/${tab}`);
    t.equal(await page.getByTestId('board-admin-only').innerText(), "This page is for the contest's admins.", tab);
  }
  t.equal(await page.getByTestId('contest-tab-ac-info').count(), 0, 'and the tab is not offered');
  t.same(errors, []);
  await context.close();
});

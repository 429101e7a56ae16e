// The scoreboards in Chromium against a real `oj start` (embedded PGlite) with its judge node:
// three users solve a two-problem ACM contest with real compilers, and the rank tab shows their
// order, the first-AC, AC-after-tries and wrong cells, the follow star sent as concernedList, the
// OI view's scores coloured full/zero/in between, the outside board's paging (eleven users, page
// sizes 50 and 10), force update for a contest admin, Chinese, and the page at 390 px.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, makeUser, shot, startSite, userToken, visitor, type Site } from '@oj/testing';

t.setTimeout(900_000);

const PLUGINS = ['problems', 'submissions', 'contests'];
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const CPP_WA = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<std::endl;return 0;}\n';
/** right on the first case only (1 2 → 3): half the points of an OI problem */
const PY_HALF = 'print(3)\n';
const PY_WA = 'print(0)\n';
const USERS = ['ann', 'ben', 'cat'] as const;
/** users of the open contest, whose outside board pages */
const CROWD = Array.from({ length: 11 }, (_, i) => `fan${String(i + 1).padStart(2, '0')}`);

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};
const cids = { acm: 0, oi: 0, open: 0 };

const pw = (u: string) => `${u}pass1`;

function problem(problemId: string, type: 0 | 1) {
  return {
    problem: { problemId, title: `Sum ${problemId}`, description: 'Add two numbers.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, type, isRemoveEndBlank: true },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n']].map(([input, output]) => ({ input, output, score: type === 1 ? 50 : null, groupNum: null })),
    isUploadTestCase: false,
  };
}

/** a contest row as the admin screens would save it (the admin calls are another part's); running for another two hours */
async function seedContest(title: string, type: number, problems: Array<{ pid: number; displayId: string; color: string }>): Promise<number> {
  const [root] = await site.sql<{ uid: string }>("select uid from users where username = 'admin'");
  const start = new Date(Date.now() - 3_600_000);
  const end = new Date(Date.now() + 7_200_000);
  const [row] = await site.sql<{ id: number }>(
    `insert into contests_contest (uid, author, title, description, type, auth, start_time, end_time, duration, open_rank, visible)
     values ($1, 'admin', $2, 'Add numbers.', $3, 0, $4, $5, 10800, true, true) returning id`,
    [root.uid, title, type, start, end],
  );
  for (const p of problems) {
    await site.sql('insert into contests_problem (cid, pid, display_id, display_title, color) values ($1, $2, $3, $4, $5)', [row.id, p.pid, p.displayId, `Sum ${p.displayId}`, p.color]);
  }
  return row.id;
}

/** submits in a contest and waits for the judge's verdict */
async function solve(user: string, cid: number, displayId: string, language: string, code: string): Promise<number> {
  const res = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: displayId, language, code, cid }, tokens[user]);
  if (res.status !== 200) throw new Error(`submit ${user} ${displayId}: ${res.msg}`);
  for (;;) {
    const d = await site.api<{ submission: { status: number } }>('GET', `/api/get-submission-detail?submitId=${res.data.submitId}`, undefined, tokens[user]);
    if (d.status === 200 && ![5, 6, 7, 9].includes(d.data.submission.status)) return d.data.submission.status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** the board as the server answers it, once it lists `rows` ranked rows */
async function boardHas(cid: number, rows: number): Promise<void> {
  const body = { cid, currentPage: 1, limit: 50, forceRefresh: true, removeStar: false, concernedList: [], containsEnd: false };
  for (;;) {
    const r = await site.api<{ total: number }>('POST', '/api/get-contest-outside-scoreboard', body);
    if (r.status === 404) throw new Error(`the board's calls are not served: ${r.msg}`);
    if (r.status === 200 && r.data.total >= rows) return;
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** a session as the shell keeps it (token in local storage, user info in a cookie) */
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

/** the board's rows once it has settled: [rank, user] in order, and each row's cells by display id */
async function boardRows(page: Page, count: number): Promise<Array<{ rank: string; user: string; uid: string; cells: Record<string, { state: string; text: string }>; score: string | null }>> {
  await page.waitForFunction((n) => document.querySelector('[data-testid=board-table] .semi-spin-spinning') === null
    && document.querySelectorAll('[data-testid=board-row]').length === n, count, { timeout: 30_000 });
  return page.getByTestId('board-row').evaluateAll((rows) => rows.map((r) => {
    const cells: Record<string, { state: string; text: string }> = {};
    for (const c of r.querySelectorAll('[data-testid^=board-cell-]')) {
      const inner = c.querySelector('.oj-board-cell') as HTMLElement;
      cells[c.getAttribute('data-testid')!.slice('board-cell-'.length)] = { state: inner.dataset.state ?? '', text: inner.innerText.replace(/\s+/g, ' ').trim() };
    }
    return {
      rank: (r.querySelector('[data-testid=board-rank]') as HTMLElement).innerText,
      user: (r.querySelector('[data-testid=board-user]') as HTMLElement).innerText,
      uid: r.getAttribute('data-uid') ?? '',
      cells,
      score: (r.querySelector('[data-testid=board-score]') as HTMLElement | null)?.innerText ?? null,
    };
  }));
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), judge: true, builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  const root = await site.adminToken();
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await site.api(method, url, body, root);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.msg}`);
  };
  await call('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  for (const [id, type] of [['BA1', 0], ['BA2', 0], ['BO1', 1], ['BO2', 1]] as const) await call('POST', '/api/admin/problem', problem(id, type));
  const pid = Object.fromEntries((await site.sql<{ id: number; problem_id: string }>("select id, problem_id from problems_problem where problem_id like 'B%'")).map((r) => [r.problem_id, r.id]));
  cids.acm = await seedContest('Board Cup', 0, [{ pid: pid.BA1, displayId: 'A', color: '#e74c3c' }, { pid: pid.BA2, displayId: 'B', color: '#3498db' }]);
  cids.oi = await seedContest('Board OI', 1, [{ pid: pid.BO1, displayId: 'A', color: '#f1c40f' }, { pid: pid.BO2, displayId: 'B', color: '#9b59b6' }]);
  cids.open = await seedContest('Board Open', 0, [{ pid: pid.BA1, displayId: 'A', color: '#2ecc71' }]);
  for (const u of [...USERS, ...CROWD]) {
    await makeUser(site, { username: u, password: pw(u), email: `${u}@example.com` });
    tokens[u] = await userToken(site, { username: u, password: pw(u) });
  }
  for (const r of await site.sql<{ uid: string; username: string }>('select uid, username from users')) uids[r.username] = r.uid;
  await site.sql("update users set gender = 'female', school = 'North School' where username = 'ann'");

  // ACM: ann solves A first; ben misses A once, then solves A and B; cat misses B
  await solve('ann', cids.acm, 'A', 'C++', CPP_AC);
  // the board counts whole seconds and equal AC times share the first AC (the reference's rule):
  // ben's AC must fall in a later second than ann's for "ann first" to hold — a second apart does it
  await new Promise((r) => setTimeout(r, 1000));
  await solve('ben', cids.acm, 'A', 'C++', CPP_WA);
  await solve('ben', cids.acm, 'A', 'C++', CPP_AC);
  await solve('ben', cids.acm, 'B', 'C++', CPP_AC);
  await solve('cat', cids.acm, 'B', 'C++', CPP_WA);
  // OI: ann full on A, cat half on A, ben nothing on A; ann half on B
  await solve('ann', cids.oi, 'A', 'Python3', 'a, b = map(int, input().split())\nprint(a + b)\n');
  await solve('cat', cids.oi, 'A', 'Python3', PY_HALF);
  await solve('ben', cids.oi, 'A', 'Python3', PY_WA);
  await solve('ann', cids.oi, 'B', 'Python3', PY_HALF);
  // the open contest: eleven users, each one wrong try
  for (const u of CROWD) await solve(u, cids.open, 'A', 'Python3', PY_WA);
  await boardHas(cids.acm, 3);
  await boardHas(cids.oi, 3);
  await boardHas(cids.open, CROWD.length);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('ACM rank: order, first AC, AC after a wrong try, wrong, penalty in minutes, flags, follow star', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'cat', pw('cat'));
  await page.goto(`${site.url}/contest/${cids.acm}/rank`);
  await page.getByTestId('board').waitFor();
  const rows = (await boardRows(page, await page.getByTestId('board-row').count() || 3));
  // the viewer's own row may be repeated on top (reference §5.1): the ranked order is what counts
  // (a repeated row comes before the same user's ranked row: keep each user's last one)
  const ranked = rows.filter((r, i) => !rows.slice(i + 1).some((o) => o.uid === r.uid));
  t.ok(rows.length === 4 && rows[0].user === 'cat', 'the viewer\'s own row is repeated on top');
  t.same(ranked.map((r) => [r.rank, r.user]), [['1', 'ben'], ['2', 'ann'], ['3', 'cat']], 'ben (2 solved), ann (1), cat (0)');
  const by = Object.fromEntries(ranked.map((r) => [r.user, r]));
  // on a failure, the board as shown and the records behind it
  const seen = { rows: ranked, records: await site.sql('select username, display_id, submit_id, status, time from contests_record where cid = $1 order by submit_id', [cids.acm]) };
  t.equal(by.ann.cells.A.state, 'firstAc', 'ann solved A first', seen);
  t.equal(by.ben.cells.A.state, 'ac', 'ben solved A later', seen);
  t.match(by.ben.cells.A.text, /\(-1\)/, 'after one wrong try');
  t.equal(by.ben.cells.B.state, 'firstAc', 'ben was first on B');
  t.equal(by.cat.cells.B.state, 'wrong');
  t.match(by.cat.cells.B.text, /-1/);
  t.equal(by.cat.cells.A.state, 'none');
  const benPenalty = await page.getByTestId('board-row').filter({ has: page.getByTestId('board-user').getByText('ben', { exact: true }) }).last().getByTestId('board-penalty').innerText();
  t.ok(Number(benPenalty) >= 20, `ben's penalty in minutes includes the 20 of the wrong try (${benPenalty})`);
  t.equal(await page.getByTestId('board-row').filter({ hasText: 'ann' }).first().getByText('Girl').count(), 1, 'the Girl flag');
  t.equal(await page.getByTestId('board-row').filter({ hasText: 'ann' }).first().getByText('North School').count(), 1, 'the school');
  t.equal(await page.getByTestId('board-force-switch').count(), 0, 'no force update for a contestant');
  t.equal(await page.getByTestId('board-download').count(), 0, 'no download for a contestant');
  t.same(await page.locator('.oj-board-head').allInnerTexts(), ['A', 'B'], 'one column per problem');
  t.equal(await page.locator('.oj-board-head .oj-board-balloon').first().evaluate((e) => getComputedStyle(e).backgroundColor), 'rgb(231, 76, 60)', 'the balloon colour in the header');

  // following a user: kept in localStorage and sent as concernedList
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/get-contest-rank') && (r.postDataJSON() as { concernedList: string[] }).concernedList.includes(uids.ann));
  await page.getByTestId('board-row').filter({ hasText: 'ann' }).first().getByTestId('board-follow').click();
  await sent;
  t.same(await page.evaluate((cid) => JSON.parse(localStorage.getItem(`contest-concerned-${cid}`) ?? '[]'), cids.acm), [uids.ann], 'the follow is remembered');
  await page.reload();
  const again = page.waitForRequest((r) => r.url().endsWith('/api/get-contest-rank'));
  t.same(((await again).postDataJSON() as { concernedList: string[] }).concernedList, [uids.ann], 'and sent again after a reload');

  // searching by name
  // (Semi's Input puts the test id on the <input> itself)
  const search = page.locator('input[data-testid=board-search], [data-testid=board-search] input').first();
  await search.fill('ben');
  await search.press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=board-user]')].every((e) => (e as HTMLElement).innerText === 'ben' || (e as HTMLElement).innerText === 'ann'));
  await shot(page, 'contests-board', 'acm-rank');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('OI rank: total scores, full / zero / in-between cells', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'ann', pw('ann'));
  await page.goto(`${site.url}/contest/${cids.oi}/rank`);
  await page.getByTestId('board').waitFor();
  t.equal(await page.getByTestId('board').getAttribute('data-type'), 'oi');
  const rows = await boardRows(page, await page.waitForFunction(() => document.querySelectorAll('[data-testid=board-row]').length >= 3).then(() => page.getByTestId('board-row').count()));
  const ranked = rows.slice(rows.length - 3);
  t.same(ranked.map((r) => [r.user, r.score]), [['ann', '150'], ['cat', '50'], ['ben', '0']], 'by total score');
  t.same(ranked.map((r) => r.cells.A.state), ['full', 'partial', 'zero']);
  t.equal(ranked[0].cells.B.state, 'partial');
  t.equal(ranked[1].cells.B.state, 'none', 'no try, no cell');
  await shot(page, 'contests-board', 'oi-rank');
  t.same(errors, []);
  await context.close();
});

t.test('the outside board: public, 50 a page by default, 10 a page pages on', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await page.goto(`${site.url}/contest/acm-scoreboard/${cids.open}`);
  await page.getByTestId('outside-board-title').getByText('Board Open').waitFor();
  t.equal((await boardRows(page, CROWD.length)).length, CROWD.length, 'all eleven on the first page of 50');
  t.equal(await page.getByTestId('contest-tabs').count(), 0, 'not inside the contest');
  await page.getByTestId('pagination').locator('.semi-select').click();
  await page.locator('.semi-select-option').filter({ hasText: '10' }).first().click();
  t.equal((await boardRows(page, 10)).length, 10, 'ten on page 1');
  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  const last = await boardRows(page, 1);
  t.equal(last.length, 1, 'one on page 2');
  t.match(await page.getByTestId('pagination').innerText(), /11/, 'the total');
  await shot(page, 'contests-board', 'outside-page-2');
  t.same(errors, []);
  await context.close();
});

t.test('Chinese and a 390 px phone: the page fits, the table scrolls in its box', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 390, height: 844, locale: 'zh-CN' });
  await page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await signIn(page, 'ben', pw('ben'));
  await page.goto(`${site.url}/contest/${cids.acm}/rank`);
  await page.getByTestId('board-row').first().waitFor();
  await page.getByText('罚时（分钟）').filter({ visible: true }).first().waitFor();
  t.ok(await page.getByText('自动刷新（30 秒）').count(), 'the switches in Chinese');
  t.ok((await pageWidth(page)) <= 390, `the page fits (${await pageWidth(page)} px)`);
  const table = await page.locator('[data-testid=board-table] .semi-table-body, [data-testid=board-table] .semi-table-container').first().evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  t.ok(table.client <= 390, 'the table box is within the window');
  await shot(page, 'contests-board', 'rank-390-zh');
  await page.goto(`${site.url}/contest/oi-scoreboard/${cids.oi}`);
  await page.getByTestId('board-row').first().waitFor();
  t.ok((await pageWidth(page)) <= 390, 'the outside board fits too');
  t.same(errors, []);
  await context.close();
});

t.test('a contest admin gets force update and the rank download', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'admin', 'Secret123');
  await page.goto(`${site.url}/contest/${cids.acm}/rank`);
  await page.getByTestId('board-force-switch').waitFor();
  t.equal(await page.getByTestId('board-download').count(), 1, 'contest admins download the rank');
  const forced = page.waitForRequest((r) => r.url().endsWith('/api/get-contest-rank') && (r.postDataJSON() as { forceRefresh: boolean }).forceRefresh === true);
  await page.getByTestId('board-force-switch').click();
  await forced;
  t.pass('force update asks the server for the real board');
  t.same(errors, []);
  await context.close();
});

t.test('with auto refresh on, a verdict reaches the open board through the push stream, long before the 30 s poll, without a read', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await signIn(page, 'cat', pw('cat'));
  await page.goto(`${site.url}/contest/${cids.acm}/rank`);
  await page.getByTestId('board').waitFor();
  const catB = () => page.getByTestId('board-row').filter({ has: page.getByTestId('board-user').getByText('cat', { exact: true }) }).last()
    .locator('[data-testid=board-cell-B] .oj-board-cell').getAttribute('data-state');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board-row]').length > 0);
  t.equal(await catB(), 'wrong', 'cat has missed B so far');
  await page.getByTestId('board-auto-switch').click();
  // the page has read its board; the push carries what changed (page 1 and cat's row) and the
  // page applies it: no read (the poll is 30 s away)
  let reads = 0;
  page.on('request', (r) => { if (r.url().endsWith('/api/get-contest-rank')) reads++; });
  await solve('cat', cids.acm, 'B', 'C++', CPP_AC);
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid=board-row]')].filter((r) => (r.querySelector('[data-testid=board-user]') as HTMLElement).innerText === 'cat');
    return (rows.at(-1)?.querySelector('[data-testid=board-cell-B] .oj-board-cell') as HTMLElement | null)?.dataset.state === 'ac';
  }, undefined, { timeout: 20_000 });
  t.equal(await catB(), 'ac', 'cat\'s B turns accepted without a reload');
  t.equal(reads, 0, 'the board was not read again: the push said what changed');
  t.same(errors, [], 'no page errors');
  await context.close();
});

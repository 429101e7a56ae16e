// An XSS corpus through every field of a discussion and its comment area that others see, in
// Chromium against a real `oj start`: each payload goes in, through the API as an ordinary user
// and as an admin (admins get a wider HTML allow-list on the server), as a discussion's title,
// description and content, a comment, a reply and a report; a contest's Q&A gets the comments too.
// Then every page that shows them is opened — the discussion pages, the discussion list, the admin
// discussion and report lists, the contest's Comment tab, the message centre — and nothing may run
// or be left in the page: no dialog, the `window.__xss` canary never set, no script, frame, object
// or embed element, no on* attribute, no javascript:/vbscript: link anywhere and no data: link or
// script-bearing style inside the user-written containers.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, visitor, type Site } from '@oj/testing';
import { account, settled, signIn, start, write, type Account } from './helpers.ts';

t.setTimeout(1_800_000);


/** every payload tries to set window.__xss (or open a dialog) when it runs */
const PAYLOADS: string[] = [
  '<script>window.__xss=1</script>',
  '<ScRiPt>window.__xss=2</sCrIpT>',
  '<img src=x onerror="window.__xss=3">',
  '<IMG SRC=x OnErRoR=alert(4)>',
  '<svg onload="window.__xss=5"><circle r="4"/></svg>',
  '<svg><script>window.__xss=6</script></svg>',
  '<svg><animate onbegin="window.__xss=7" attributeName="x" dur="1s"/></svg>',
  '<body onload="window.__xss=8">body</body>',
  '<iframe src="javascript:window.__xss=9"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe>',
  '<object data="javascript:window.__xss=11"></object>',
  '<embed src="javascript:window.__xss=12">',
  '<a href="javascript:window.__xss=13">raw link</a>',
  '<a href="JaVaScRiPt:window.__xss=14">mixed case</a>',
  '<a href="jav&#x09;ascript:window.__xss=15">tab entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=16">decimal entities</a>',
  '<a href="javascript&colon;window.__xss=17">named colon</a>',
  '<a href=" javascript:window.__xss=18">leading space</a>',
  '[markdown link](javascript:window.__xss=19)',
  '[upper case](JAVASCRIPT:window.__xss=20)',
  '![markdown image](javascript:window.__xss=21)',
  '[reference link][x]\n\n[x]: javascript:window.__xss=22',
  '<javascript:window.__xss=23>',
  '[data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjQ8L3NjcmlwdD4=)',
  '<a href="data:text/html,<script>window.__xss=25</script>">data html</a>',
  '<img src="data:image/svg+xml,<svg xmlns=\'http://www.w3.org/2000/svg\' onload=\'window.__xss=26\'/>">',
  '<details open ontoggle="window.__xss=27"><summary>s</summary>d</details>',
  '<div style="background:url(javascript:window.__xss=28)">style url</div>',
  '<div style="width: expression(window.__xss=29)">style expression</div>',
  '<style>@import "javascript:window.__xss=30"; body{background:url("javascript:window.__xss=30")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=31">',
  '<img src=x onerror=window.__xss=32//',
  '<<script>window.__xss=33//<</script>',
  '<scr<script>ipt>window.__xss=34</scr</script>ipt>',
  '<p onclick="window.__xss=35" onmouseover="window.__xss=35">handler on an allowed tag</p>',
  '<b onmouseover=window.__xss=36>bold handler</b>',
  '<input autofocus onfocus="window.__xss=37">',
  '<video><source onerror="window.__xss=38"></video>',
  '<video src="x" onerror="window.__xss=39" poster="javascript:window.__xss=39" controls></video>',
  '<audio src="x" onerror="window.__xss=40" controls></audio>',
  '<form action="javascript:window.__xss=41"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=42">formaction</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=43">',
  '<base href="javascript:window.__xss=44//">',
  '<link rel="stylesheet" href="javascript:window.__xss=45">',
  '<!--<img src="--><img src=x onerror=window.__xss=46//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=47>"></noscript>',
  '<svg><a xlink:href="javascript:window.__xss=48"><text y="20">svg link</text></a></svg>',
  '<img """><script>window.__xss=49</script>">',
  '<font color="red" onmouseover="window.__xss=50">font handler</font>',
  '<abbr title="t" onclick="window.__xss=51">abbr handler</abbr>',
  '<img src="https://example.com/a.png" width="10" onload="window.__xss=52">',
  '<a href="/home" onclick="window.__xss=53">site link with handler</a>',
  '$\\href{javascript:window.__xss=54}{katex href}$',
  '$\\url{javascript:window.__xss=55}$',
  '<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</a>',
  '<marquee onstart="window.__xss=57">marquee</marquee>',
  '<a href="\u0001javascript:window.__xss=58">control character</a>',
  '<table background="javascript:window.__xss=59"><tr><td>table</td></tr></table>',
  '<img srcset="javascript:window.__xss=60 1x" src="/x.png">',
  '<object type="text/html" data="data:text/html,<script>window.__xss=61</script>"></object>',
  '[angle link](<javascript:window.__xss=62>)',
  '[entity link](javascript&#58;window.__xss=63)',
  '![quote break](https://example.com/x.png"onerror="window.__xss=64)',
  '<a href="jav&#x0A;ascript:window.__xss=65">newline entity</a>',
  '<template><img src=x onerror=window.__xss=66></template>',
  '<a href="vbscript:window.__xss=67">vbscript</a>',
  '<img src=x onerror=confirm(68)>',
];

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let root: string;
let user: Account;
let admin: Account;
let reader: Account;
let cid = 0;
/** per payload: the ordinary user's discussion and the admin's */
const userDids: number[] = [];
const adminDids: number[] = [];

t.before(async () => {
  t.ok(PAYLOADS.length >= 40 && new Set(PAYLOADS).size === PAYLOADS.length, `${PAYLOADS.length} distinct payloads`);
  [site, b] = await Promise.all([start(), launch()]);
  root = await site.adminToken();
  await write(site, root, 'PUT', '/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 1000,
  });
  user = await account(site, 'mallory');
  admin = await account(site, 'adelle', 1001);
  reader = await account(site, 'reader');
  const HOUR = 3_600_000;
  const now = Date.now();
  cid = (await write<{ id: number }>(site, root, 'POST', '/api/admin/contest', {
    title: 'Q&A corpus', description: 'x', type: 0, auth: 0, pwd: '',
    startTime: new Date(now - 5 * HOUR).toISOString(), endTime: new Date(now - HOUR).toISOString(),
    sealRank: false, sealRankTime: null, autoRealRank: true, visible: true, openPrint: false, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  })).id;

  for (const [i, p] of PAYLOADS.entries()) {
    for (const [who, tag, list] of [[user, 'U', userDids], [admin, 'A', adminDids]] as const) {
      const d = await write<{ id: number }>(site, who.token, 'POST', '/api/discussion', {
        title: `[${tag}${i}] ${p}`, description: p, content: `${p}\n\nbody ${tag}${i}`, categoryId: 1,
      });
      list.push(d.id);
    }
    // on the user's discussion and in the contest's Q&A: a comment by each, answered by the other
    // (so each gets reply messages); a report of the user's discussion by the reader
    const did = userDids[i]!;
    for (const area of [{ did }, { cid }]) {
      const mark = 'did' in area ? '' : 'qa-';
      const cu = await write<{ id: number }>(site, user.token, 'POST', '/api/comment', { ...area, content: `${p}\n\n${mark}comment u${i}` });
      const ca = await write<{ id: number }>(site, admin.token, 'POST', '/api/comment', { ...area, content: `${p}\n\n${mark}comment a${i}` });
      await write(site, admin.token, 'POST', '/api/reply', { reply: { commentId: cu.id, content: `${p}\n\n${mark}reply a${i}` }, ...area, quoteId: cu.id, quoteType: 'Comment' });
      await write(site, user.token, 'POST', '/api/reply', { reply: { commentId: ca.id, content: `${p}\n\n${mark}reply u${i}` }, ...area, quoteId: ca.id, quoteType: 'Comment' });
    }
    await write(site, reader.token, 'POST', '/api/discussion-report', { did, content: `#spam_ads# ${p}` });
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

/** what got through on the page as it is now */
async function leaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const w = window as unknown as { __xss?: unknown };
    if (w.__xss !== undefined) out.push(`ran: ${String(w.__xss)}`);
    const BAD_URL = /^[\s\u0000-\u001f]*(javascript|vbscript|data):/i;
    const URL_ATTR = /^(href|src|xlink:href|action|formaction|poster|data|background|srcset|srcdoc|cite)$/i;
    // inside what users wrote: only text and harmless markup
    for (const c of document.querySelectorAll('[data-user-content], [data-testid=discussion-content], .oj-markdown')) {
      for (const el of c.querySelectorAll('script, style, base, meta, link, form, input, button, textarea, select, template, noscript, iframe, frame, object, embed, svg, math')) {
        if (el.closest('.katex')) continue; // KaTeX's own MathML and SVG
        if (el.matches('iframe.oj-md-pdf-viewer') && /^(https?:\/\/|\/(?!\/))/i.test(el.getAttribute('src') ?? '')) continue;
        out.push(`<${el.tagName.toLowerCase()}> in user content`);
      }
      for (const el of [c, ...c.querySelectorAll('*')]) {
        for (const a of el.getAttributeNames()) {
          const v = el.getAttribute(a) ?? '';
          if (URL_ATTR.test(a) && BAD_URL.test(v)) out.push(`${el.tagName} ${a}=${v.slice(0, 40)}`);
          if (a === 'style' && !el.closest('.katex') && /javascript|expression|url\s*\(|position\s*:\s*fixed/i.test(v)) out.push(`${el.tagName} style=${v.slice(0, 40)}`);
        }
      }
    }
    // anywhere on the page: no handler attributes, no script URLs, no foreign frames, objects or embeds
    for (const el of document.body.querySelectorAll('*')) {
      for (const a of el.getAttributeNames()) {
        if (/^on/i.test(a)) out.push(`${el.tagName} ${a}`);
        const v = el.getAttribute(a) ?? '';
        if (URL_ATTR.test(a) && /^[\s\u0000-\u001f]*(javascript|vbscript):/i.test(v)) out.push(`${el.tagName} ${a}=${v.slice(0, 40)}`);
      }
    }
    for (const f of document.querySelectorAll('iframe, frame, object, embed')) {
      if (!(f.matches('iframe.oj-md-pdf-viewer') && /^(https?:\/\/|\/(?!\/))/i.test(f.getAttribute('src') ?? ''))) out.push(`<${f.tagName.toLowerCase()}>`);
    }
    for (const sc of document.querySelectorAll('script')) {
      if (/__xss|alert|confirm/.test(`${sc.textContent ?? ''} ${sc.getAttribute('src') ?? ''}`)) out.push('injected <script>');
    }
    return [...new Set(out)];
  });
}

/** a browser page that records every dialog (and dismisses it) */
async function watchedPage(width = 1280) {
  const v = await visitor(b.browser, { width, height: 900 });
  const dialogs: string[] = [];
  v.page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  return { ...v, dialogs };
}

/** opens a page of the app the way its links do (the router follows history): no reload of the shell and its remotes per page */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** lets late handlers (image errors, toggles, focus) fire before looking */
/** until every image of the page has loaded or failed (an onerror payload would have run by then), checked on each frame */
const linger = (page: Page) => page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { polling: 'raf' });

// The site's CSP (script-src 'self') would stop most inline payloads from running even if they
// reached the page, so the canary and the dialog are a second line: the DOM checks are the test.
t.test('the detector sees what it looks for (a control on a page with planted leaks)', async (t) => {
  const { context, page, dialogs } = await watchedPage();
  await page.goto(`${site.url}/home`);
  await page.waitForLoadState('networkidle');
  t.same(await leaks(page), [], 'a clean page is clean');
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.setAttribute('data-user-content', '');
    box.innerHTML = '<a href="javascript:void 0">j</a><a href="data:text/html,x">d</a><img src="x" onerror="void 0"><iframe></iframe><span style="background:url(x)">s</span>';
    document.body.appendChild(box);
    // the site's CSP (script-src 'self') blocks inline handlers: the canary is set the way a payload would
    (window as unknown as { __xss: string }).__xss = 'planted';
  });
  await linger(page);
  const found = await leaks(page);
  for (const want of ['ran: planted', 'A href=javascript:void 0', 'A href=data:text/html,x', 'IMG onerror', '<iframe> in user content', '<iframe>', 'SPAN style=background:url(x)']) {
    t.ok(found.includes(want), `found: ${want}`);
  }
  await page.evaluate(() => setTimeout(() => alert('planted'), 0));
  await linger(page);
  t.same(dialogs, ['alert: planted'], 'a dialog is recorded');
  await context.close();
});

t.test('the discussion pages: title, description and content by a user and an admin, comments and replies by both', async (t) => {
  const { context, page, errors, dialogs } = await watchedPage();
  await page.goto(`${site.url}/home`);
  await signIn(site, page, reader);
  let checked = 0;
  let clean = 0;
  for (const [i] of PAYLOADS.entries()) {
    for (const [tag, did] of [['U', userDids[i]!], ['A', adminDids[i]!]] as const) {
      await open(page, `/discussion-detail/${did}`);
      await page.getByTestId('discussion-detail-title').filter({ hasText: `[${tag}${i}]` }).waitFor();
      await page.getByTestId('discussion-content').getByText(`body ${tag}${i}`, { exact: true }).waitFor();
      await page.getByTestId('comment-area').waitFor();
      await settled(page);
      if (tag === 'U') {
        // both comments and both replies are on the page
        for (const m of [`comment u${i}`, `comment a${i}`, `reply u${i}`, `reply a${i}`]) await page.getByTestId('comment-area').getByText(m, { exact: true }).waitFor();
      }
      await linger(page);
      const found = await leaks(page);
      checked++;
      if (found.length) t.fail(`payload ${i} (${tag}) leaked: ${found.join('; ')}`, { payload: PAYLOADS[i] });
      else clean++;
    }
  }
  t.equal(clean, checked, `${clean} of ${checked} discussion pages clean`);
  t.same(dialogs, [], 'no dialog opened');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('the discussion list: every title and description', async (t) => {
  const { context, page, errors, dialogs } = await watchedPage();
  await page.goto(`${site.url}/home`);
  await signIn(site, page, reader);
  const pages = Math.ceil((PAYLOADS.length * 2) / 10);
  let seen = 0;
  for (let p = 1; p <= pages; p++) {
    await page.goto(`${site.url}/discussion${p > 1 ? `?currentPage=${p}` : ''}`);
    await page.getByTestId('discussion-row').first().waitFor();
    await linger(page);
    seen += await page.getByTestId('discussion-row').count();
    const found = await leaks(page);
    if (found.length) t.fail(`list page ${p} leaked: ${found.join('; ')}`);
  }
  t.equal(seen, PAYLOADS.length * 2, 'every discussion was listed');
  t.same(dialogs, []);
  t.same(errors, []);
  await context.close();
});

t.test('the admin discussion list and the reports', async (t) => {
  const { context, page, errors, dialogs } = await watchedPage();
  await page.goto(`${site.url}/admin/login`);
  await signIn(site, page, { username: 'admin', password: 'Secret123' }, true);
  await page.goto(`${site.url}/admin/discussion`);
  await page.getByTestId('admin-discussion').waitFor({ timeout: 60_000 });
  const walk = async (listId: string, rowId: string, total: number, label: string) => {
    const list = page.getByTestId(listId);
    // rows are told apart by their text (each names its payload's number), so a page read while
    // the next one was still rendering can neither count twice nor pass for another
    const seen = new Set<string>();
    for (let n = 0; n < Math.ceil(total / 10); n++) {
      if (n > 0) {
        const before = await page.evaluate(([l, id]) => [...document.querySelectorAll(`[data-testid=${l}] [data-testid=${id}]`)].map((r) => r.textContent), [listId, rowId] as const);
        await list.getByTestId('pagination').locator('button[aria-label="Next page"]').click();
        // the next page is in once none of the rows on screen is one of the page before
        await page.waitForFunction(([l, id, old]) => {
          const rows = [...document.querySelectorAll(`[data-testid=${l}] [data-testid=${id}]`)];
          return rows.length > 0 && rows.every((r) => !old.includes(r.textContent));
        }, [listId, rowId, before] as const);
      }
      await list.getByTestId(rowId).first().waitFor();
      await linger(page);
      for (const row of await list.getByTestId(rowId).allInnerTexts()) seen.add(row);
      const found = await leaks(page);
      if (found.length) t.fail(`${label} page ${n + 1} leaked: ${found.join('; ')}`);
    }
    t.equal(seen.size, total, `every row of ${label}`);
  };
  await walk('admin-discussion-list', 'admin-discussion-row', PAYLOADS.length * 2, 'the admin discussion list');
  await page.getByTestId('admin-tab-reports').click();
  await page.getByTestId('admin-report-row').first().waitFor();
  await walk('admin-report-list', 'admin-report-row', PAYLOADS.length, 'the reports');
  t.same(dialogs, []);
  t.same(errors, []);
  await context.close();
});

t.test('the contest\'s Comment tab: every comment and reply, at 1280 and 390 px', async (t) => {
  for (const width of [1280, 390]) {
    const { context, page, errors, dialogs } = await watchedPage(width);
    await page.goto(`${site.url}/home`);
    await signIn(site, page, reader);
    await page.goto(`${site.url}/contest/${cid}/comment`);
    await page.getByTestId('comment-area').waitFor({ timeout: 60_000 });
    await settled(page);
    const total = PAYLOADS.length * 2;
    while ((await page.getByTestId('comment-item').count()) < total) {
      const before = await page.getByTestId('comment-item').count();
      await page.getByTestId('comments-more').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=comment-item]').length > n, before);
    }
    t.equal(await page.getByTestId('comment-item').count(), total, `${width}: every comment loaded`);
    t.equal(await page.getByTestId('reply-item').count(), total, `${width}: every reply shown`);
    await linger(page);
    t.same(await leaks(page), [], `${width}: nothing got through`);
    const wide = await page.evaluate((w) => [...document.querySelectorAll('[data-user-content] *')]
      .filter((el) => el.getBoundingClientRect().right > w + 1).slice(0, 3).map((el) => `${el.tagName} ${el.outerHTML.slice(0, 120)}`), width);
    t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${width}: no wider than the window`, { wide });
    t.same(dialogs, []);
    t.same(errors, []);
    await context.close();
  }
});

t.test('the message centre: the comments and replies as messages', async (t) => {
  const { context, page, errors, dialogs } = await watchedPage();
  await page.goto(`${site.url}/home`);
  await signIn(site, page, user);
  for (const type of ['discuss', 'reply']) {
    await page.goto(`${site.url}/message/${type}`);
    await page.locator('.oj-msg-item').first().waitFor();
    await linger(page);
    t.same(await leaks(page), [], `${type}: nothing got through`);
  }
  t.same(dialogs, []);
  t.same(errors, []);
  await context.close();
});

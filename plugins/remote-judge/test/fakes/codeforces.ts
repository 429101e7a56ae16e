// A loopback Codeforces (and Gym) for the site module's tests, shaped after the real site:
// - every page but the API first answers a visitor without the right `RCPC` cookie with the
//   "Redirecting…" page whose script sets it (AES-128-CBC of a random block, as slowAES does);
// - JSESSIONID and `39ce7` cookies; a CSRF token per session in `<meta name="X-Csrf-Token">`, the
//   forms' `csrf_token` input and `<span class="csrf-token" data-csrf>`;
// - GET/POST /enter (handleOrEmail, password, action=enter, ftaa, bfaa, _tta, remember), 302 to / on
//   success, the form again with "Invalid handle/email or password" otherwise;
// - GET /contest/<id>/submit and /gym/<id>/submit (302 to /enter?back=… when logged out), POST
//   to the same path with ?csrf_token=…, then 302 to …/my (the user's status page, rows
//   `<tr data-submission-id>`), or the form again with `<span class="error for__source">`;
// - GET /api/user.status?handle=&from=&count= ({status, result:[Submission]}, newest first), a run
//   queued (no verdict) on its first look, TESTING on the second, its verdict from the third;
// - POST /data/judgeProtocol (submissionId, csrf_token) → the protocol as a JSON string;
// - GET /problemset/problem/<c>/<i>, /contest/<c>/problem/<i>, /gym/<c>/problem/<i> with the
//   .problem-statement markup; an unknown problem redirects to /problemset (Gym: /gyms).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createCipheriv, randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeSite } from './fake-site.ts';
import { cookiesOf, escapeHtml as esc, readForm, readText, redirect, send, sendJson, serve } from './serve.ts';

export interface CodeforcesFake extends FakeSite {
  /** `rcpc: false` stops asking for the RCPC cookie (on by default, as for a new visitor) */
  mode: FakeSite['mode'] & { rcpc?: boolean };
  /** every POST /enter and submit form as received (field → value), in order */
  loginForms: Array<Record<string, string>>;
  submitForms: Array<{ path: string; query: Record<string, string>; form: Record<string, string> }>;
  /** forgets every session (the next request of a client starts logged out) */
  expireSessions(): void;
  /** the CSRF token of the session whose JSESSIONID is given */
  csrfOf(jsessionid: string): string | undefined;
  /** requests to /api/ so far */
  apiCalls: number;
}

interface Session { id: string; csrf: string; logoutHash: string; seed: string; user?: string }

interface Run {
  id: number;
  handle: string;
  contestId: number;
  index: string;
  programTypeId: string;
  code: string;
  created: number;
  looks: number;
  verdict: string;
  time: number;
  memory: number;
  passed: number;
}

/** the submit form's languages (a part of Codeforces' list) */
const LANGUAGES: Array<[string, string]> = [
  ['43', 'GNU GCC C11 5.1.0'], ['54', 'GNU G++17 7.3.0'], ['89', 'GNU G++20 13.2 (64 bit, winlibs)'],
  ['91', 'GNU G++23 14.2 (64 bit, msys2)'], ['79', 'C# 10, .NET SDK 6.0'], ['32', 'Go 1.22.2'], ['87', 'Java 21 64bit'],
  ['88', 'Kotlin 1.9.21'], ['7', 'Python 2.7.18'], ['31', 'Python 3.13.2'], ['70', 'PyPy 3.10 (7.3.15, 64bit)'],
  ['75', 'Rust 1.89.0 (2021)'], ['55', 'Node.js 15.8.0 (64bit)'],
];

const COMPILE_ERROR = "Can't compile file:\r\nprogram.cpp: In function 'int main()':\r\nprogram.cpp:3:1: error: expected ';' before '}' token\r\n";

const hex = (n: number) => randomBytes(n).toString('hex');

/** the `_tta` the page's script derives from the `39ce7` cookie (Codeforces' arithmetic) */
function tta(seed: string): number {
  let acc = 0;
  for (let k = 0; k < seed.length; k++) {
    acc = (acc + (k + 1) * (k + 2) * seed.charCodeAt(k)) % 1009;
    if (k % 3 === 0) acc++;
    if (k % 2 === 0) acc *= 2;
    if (k > 0) acc -= Math.floor(seed.charCodeAt(Math.floor(k / 2)) / 2) * (acc % 5);
    acc = ((acc % 1009) + 1009) % 1009;
  }
  return acc;
}

/** a form body, or {} (read and dropped) when it is not sent as application/x-www-form-urlencoded */
async function bodyOf(req: IncomingMessage): Promise<Record<string, string>> {
  if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return readForm(req);
  await readText(req);
  return {};
}

function secondsText(ms: number): string {
  const s = ms / 1000;
  return `${s} second${s === 1 ? '' : 's'}`;
}

export async function startCodeforcesFake(): Promise<CodeforcesFake> {
  const sessions = new Map<string, Session>();
  const runs: Run[] = [];
  let nextRunId = 300000001;
  const rcpcKey = randomBytes(16);
  const rcpcIv = randomBytes(16);
  const rcpcPlain = randomBytes(16);
  const rcpcCipher = (() => {
    const c = createCipheriv('aes-128-cbc', rcpcKey, rcpcIv);
    c.setAutoPadding(false);
    return Buffer.concat([c.update(rcpcPlain), c.final()]);
  })();
  /** statement extras by problem id: the samples */
  const samples = new Map<string, Array<[string, string]>>([
    ['1000A', [['1 2\n', '3\n']]],
    ['100001A', [['2\n3 4\n', '7\n'], ['1\n5 6\n', '11\n']]],
  ]);

  const fake: CodeforcesFake = {
    ...newFake([
      ['1000A', { title: 'A+B Problem', timeLimitMs: 1000, memoryMb: 256 }],
      ['1000B', { title: 'Interval Sum', timeLimitMs: 2500, memoryMb: 512 }],
      ['100001A', { title: 'Gym Sum', timeLimitMs: 2000, memoryMb: 512 }],
    ]),
    mode: { rcpc: true },
    loginForms: [],
    submitForms: [],
    expireSessions: () => sessions.clear(),
    csrfOf: (id) => sessions.get(id)?.csrf,
    apiCalls: 0,
  };

  const problemsOf = (contestId: number) =>
    [...fake.problems].filter(([id]) => id.startsWith(String(contestId)) && /^[A-Z]\d*$/.test(id.slice(String(contestId).length)))
      .map(([id, p]) => ({ index: id.slice(String(contestId).length), ...p }));
  const contestName = (contestId: number) => (contestId >= 100000 ? `Fake Gym Contest ${contestId}` : `Fake Codeforces Round ${contestId} (Div. 2)`);
  const contestBase = (contestId: number) => (contestId >= 100000 ? `/gym/${contestId}` : `/contest/${contestId}`);

  function page(res: ServerResponse, session: Session, title: string, body: string, status = 200): void {
    const user = session.user;
    const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="X-Csrf-Token" content="${session.csrf}"/>
<title>${esc(title)} - Codeforces</title>
</head>
<body>
<div id="header">
  <div class="lang-chooser"><div style="text-align:right;">${user
    ? `<a href="/profile/${esc(user)}">${esc(user)}</a> | <a href="/${session.logoutHash}/logout">Logout</a>`
    : '<a href="/enter?back=%2F">Enter</a> | <a href="/register">Register</a>'}</div></div>
</div>
<div id="body">
${body}
</div>
<span class="csrf-token" data-csrf="${session.csrf}">&nbsp;</span>
</body>
</html>`;
    send(res, status, html);
  }

  function cloudflare(res: ServerResponse): void {
    send(res, 403, `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">codeforces.com</h1>
<h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2><noscript>Enable JavaScript and cookies to continue</noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'codeforces.com',cType: 'managed'};var s=document.createElement('script');s.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1';document.head.appendChild(s);})();</script></body></html>`, { 'cf-mitigated': 'challenge', 'Cache-Control': 'private, max-age=0, no-store' });
  }

  function rcpcPage(res: ServerResponse, href: string): void {
    send(res, 200, `<html><body>Redirecting... Please, enable JavaScript and cookies in your browser.<script type="text/javascript" src="/aes.min.js" ></script><script>function toNumbers(h){var out=[];h.replace(/(..)/g,function(x){out.push(parseInt(x,16))});return out}function toHex(bytes){var s="";for(var i=0;i<bytes.length;i++)s+=(bytes[i]<16?"0":"")+bytes[i].toString(16);return s.toLowerCase()}var a=toNumbers("${rcpcKey.toString('hex')}"),b=toNumbers("${rcpcIv.toString('hex')}"),c=toNumbers("${rcpcCipher.toString('hex')}");document.cookie="RCPC="+toHex(slowAES.decrypt(c,2,a,b))+"; expires=Thu, 31-Dec-37 23:55:55 GMT; path=/";document.location.href="${href}";</script></body></html>`);
  }

  function loginForm(res: ServerResponse, session: Session, error = ''): void {
    if (fake.mode.changed) return page(res, session, 'Login', '<div id="login-app" data-flow="passkey-first"></div>');
    page(res, session, 'Login', `<div class="roundbox borderTopRound borderBottomRound"><div class="caption titled">&rarr; Login into Codeforces</div>
<form method="post" action="" id="enterForm">
<input type='hidden' name='csrf_token' value='${session.csrf}'/>
<input type="hidden" name="action" value="enter"/>
<input type="hidden" name="ftaa" value=""/>
<input type="hidden" name="bfaa" value=""/>
<table class="table-form">
<tr><td class="field-name">Handle/Email</td><td><input style="width:15em;" class="" id="handleOrEmail" name="handleOrEmail" value=""/></td></tr>
<tr><td colspan="2"><span class="error for__handleOrEmail"></span></td></tr>
<tr><td class="field-name">Password</td><td><input style="width:15em;" class="" id="password" name="password" type="password" value=""/></td></tr>
<tr><td colspan="2"><span class="error for__password">${esc(error)}</span></td></tr>
<tr><td></td><td><input id="remember" name="remember" type="checkbox"/><label for="remember">Remember me for a month</label></td></tr>
<tr><td></td><td><input type="submit" class="submit" value="Login"/></td></tr>
</table>
</form></div>`);
  }

  function submitForm(res: ServerResponse, session: Session, contestId: number, fields: { error?: string; indexError?: string; source?: string; captcha?: boolean } = {}): void {
    const base = contestBase(contestId);
    const problems = problemsOf(contestId).map((p) => `<option value="${p.index}">${p.index} - ${esc(p.title)}</option>`).join('');
    const languages = LANGUAGES.map(([id, name]) => `<option value="${id}"${id === '54' ? ' selected="selected"' : ''}>${esc(name)}</option>`).join('');
    const body = fake.mode.changed
      ? `<div class="submit-form-v2" data-contest="${contestId}"><p>Submitting moved to the new editor.</p></div>`
      : `<div class="datatable"><div class="caption titled">&rarr; Submit solution</div>
<form class="submit-form" method="post" action="${base}/submit?csrf_token=${session.csrf}" enctype="multipart/form-data">
<input type='hidden' name='csrf_token' value='${session.csrf}'/>
<input type="hidden" name="ftaa" value=""/>
<input type="hidden" name="bfaa" value=""/>
<input type="hidden" name="action" value="submitSolutionFormSubmitted"/>
<input type="hidden" name="contestId" value="${contestId}"/>
<table class="table-form">
<tr><td class="field-name">Problem:</td><td><select name="submittedProblemIndex"><option value="">Choose problem</option>${problems}</select>
<div><span class="error for__submittedProblemIndex">${esc(fields.indexError ?? '')}</span></div></td></tr>
<tr><td class="field-name">Language:</td><td><select name="programTypeId">${languages}</select></td></tr>
<tr><td class="field-name">Source code:</td><td><textarea id="sourceCodeTextarea" name="source">${esc(fields.source ?? '')}</textarea>
<div><span class="error for__source">${esc(fields.error ?? '')}</span></div></td></tr>
<tr><td class="field-name">Or choose file:</td><td><input name="sourceFile" type="file"/></td></tr>
${fields.captcha ? '<tr><td></td><td><div class="cf-turnstile" data-sitekey="0x4AAAAAAAfake" data-callback="onTurnstile"></div><script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script></td></tr>' : ''}
<tr><td></td><td><input type="hidden" name="tabSize" value="4"/><input class="submit" type="submit" value="Submit"/></td></tr>
</table>
</form></div>`;
    page(res, session, 'Submit', body);
  }

  function state(run: Run): { verdict?: string; time: number; memory: number; passed: number } {
    if (run.looks <= 0) return { time: 0, memory: 0, passed: 0 };
    if (run.looks === 1) return { verdict: 'TESTING', time: 0, memory: 0, passed: 0 };
    return { verdict: run.verdict, time: run.time, memory: run.memory, passed: run.passed };
  }

  function statusPage(res: ServerResponse, session: Session, contestId: number): void {
    const base = contestBase(contestId);
    const mine = runs.filter((r) => r.handle === session.user && r.contestId === contestId).reverse();
    const rows = mine.map((r) => {
      const s = state(r);
      const p = fake.problems.get(`${r.contestId}${r.index}`);
      const lang = LANGUAGES.find(([id]) => id === r.programTypeId)?.[1] ?? r.programTypeId;
      return `<tr data-submission-id="${r.id}" data-a="${hex(8)}" partyMemberIds=";1;">
<td class="id-cell dark left"><a href="${base}/submission/${r.id}" submissionId="${r.id}" class="view-source" title="Source">${r.id}</a></td>
<td class="status-small"><span class="format-time" data-locale="en">${new Date(r.created * 1000).toISOString()}</span></td>
<td class="status-party-cell"><a href="/profile/${r.handle}" title="${r.handle}" class="rated-user user-gray">${r.handle}</a></td>
<td class="status-small" data-problemId="${r.contestId}${r.index}"><a href="${base}/problem/${r.index}">${r.index} - ${esc(p?.title ?? '')}</a></td>
<td>${esc(lang)}</td>
<td class="status-cell status-small status-verdict-cell"${s.verdict && s.verdict !== 'TESTING' ? '' : ' waiting="true"'} submissionId="${r.id}"><span class="submissionVerdictWrapper" submissionId="${r.id}" submissionVerdict="${s.verdict ?? 'TESTING'}">${s.verdict ?? 'In queue'}</span></td>
<td class="time-consumed-cell">${s.time}&nbsp;ms</td>
<td class="memory-consumed-cell">${Math.round(s.memory / 1024)}&nbsp;KB</td>
</tr>`;
    }).join('\n');
    const table = fake.mode.changed
      ? `<div class="submissions-v2">${mine.map((r) => `<div class="submission" data-id="${r.id}"></div>`).join('')}</div>`
      : `<div class="datatable"><table class="status-frame-datatable">
<tr><th>#</th><th>When</th><th>Who</th><th>Problem</th><th>Lang</th><th>Verdict</th><th>Time</th><th>Memory</th></tr>
${rows}
</table></div>`;
    page(res, session, 'My Submissions', `<div class="sidebox"><table class="rtable"><tr><th class="left"><a style="color: black" href="${base}">${esc(contestName(contestId))}</a></th></tr></table></div>${table}`);
  }

  function statement(contestId: number, index: string): string {
    const id = `${contestId}${index}`;
    const p = fake.problems.get(id)!;
    const pre = (text: string, gym: boolean) => (gym
      ? text.replace(/\n$/, '').split('\n').map((line, i) => `<div class="test-example-line test-example-line-${i % 2 ? 'odd' : 'even'} test-example-line-${i}">${esc(line)}</div>`).join('')
      : esc(text).replace(/\n/g, '<br />'));
    const tests = (samples.get(id) ?? [['1 2\n', '3\n']]).map(([i, o]) => `<div class="input"><div class="title">Input</div><pre>${pre(i, contestId >= 100000)}</pre></div><div class="output"><div class="title">Output</div><pre>${pre(o, contestId >= 100000)}</pre></div>`).join('');
    return `<div class="problemindexholder" problemindex="${index}">
<div class="ttypography"><div class="problem-statement"><div class="header"><div class="title">${index}. ${esc(p.title)}</div><div class="time-limit"><div class="property-title">time limit per test</div>${secondsText(p.timeLimitMs)}</div><div class="memory-limit"><div class="property-title">memory limit per test</div>${p.memoryMb} megabytes</div><div class="input-file"><div class="property-title">input</div>standard input</div><div class="output-file"><div class="property-title">output</div>standard output</div></div><div><p>You are given two integers $$$a$$$ and $$$b$$$. Print $$$a + b$$$.</p><p><img class="tex-graphics" src="/predownloaded/fake/${id}.png" style="max-width: 100.0%;max-height: 100.0%;" /></p><div class="statement-inner"><p>Nested &lt;block&gt; stays.</p></div></div><div class="input-specification"><div class="section-title">Input</div><p>The only line contains $$$a$$$ and $$$b$$$ ($$$0 \\le a, b \\le 10^3$$$).</p></div><div class="output-specification"><div class="section-title">Output</div><p>Print one integer.</p></div><div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test">${tests}</div></div><div class="note"><div class="section-title">Note</div><p>$$$$$$1 + 2 = 3$$$$$$</p></div></div></div>
</div>`;
  }

  function problemPage(res: ServerResponse, session: Session, contestId: number, index: string): void {
    const id = `${contestId}${index}`;
    if (!fake.problems.has(id)) return redirect(res, contestId >= 100000 ? '/gyms' : '/problemset');
    const body = fake.mode.changed
      ? `<div class="problem-v2" data-problem="${id}"><h1>${esc(fake.problems.get(id)!.title)}</h1></div>`
      : statement(contestId, index);
    const sidebar = `<div id="sidebar"><div class="roundbox sidebox" style=""><table class="rtable "><tbody><tr><th class="left" style="width:100%;"><a style="color: black" href="${contestBase(contestId)}">${esc(contestName(contestId))}</a></th></tr></tbody></table></div></div>`;
    page(res, session, `Problem - ${id}`, `${sidebar}<div id="pageContent" class="content-with-sidebar">${body}</div>`);
  }

  function verdictOf(code: string, contestId: number, index: string): Pick<Run, 'verdict' | 'time' | 'memory' | 'passed'> {
    const limit = fake.problems.get(`${contestId}${index}`)?.timeLimitMs ?? 1000;
    const raw = /oj:verdict=([A-Z_]+)/.exec(code)?.[1];
    if (raw) return { verdict: raw, time: 62, memory: 2048 * 1024, passed: 3 };
    return verdictByMarker(code, {
      ce: { verdict: 'COMPILATION_ERROR', time: 0, memory: 0, passed: 0 },
      wa: { verdict: 'WRONG_ANSWER', time: 15, memory: 1000 * 1024, passed: 2 },
      tle: { verdict: 'TIME_LIMIT_EXCEEDED', time: limit, memory: 2000 * 1024, passed: 5 },
      re: { verdict: 'RUNTIME_ERROR', time: 31, memory: 500 * 1024, passed: 1 },
    }, { verdict: 'OK', time: 46, memory: 4000 * 1024, passed: 10 });
  }

  function api(res: ServerResponse, url: URL): void {
    fake.apiCalls++;
    const json = (status: number, body: unknown) => sendJson(res, status, body);
    if (url.pathname !== '/api/user.status') return json(400, { status: 'FAILED', comment: `method: Method ${url.pathname.slice(5)} not found` });
    if (fake.mode.rateLimited) return json(400, { status: 'FAILED', comment: 'Call limit exceeded' });
    const handle = url.searchParams.get('handle') ?? '';
    if (!fake.accounts.has(handle)) return json(400, { status: 'FAILED', comment: `handle: User with handle ${handle} not found` });
    const from = Math.max(1, Number(url.searchParams.get('from') ?? 1));
    const count = Math.max(1, Number(url.searchParams.get('count') ?? 1_000_000_000));
    const list = runs.filter((r) => r.handle === handle).reverse().slice(from - 1, from - 1 + count);
    const result = list.map((r) => {
      const s = state(r);
      r.looks++;
      const p = fake.problems.get(`${r.contestId}${r.index}`);
      return {
        id: r.id, contestId: r.contestId, creationTimeSeconds: r.created, relativeTimeSeconds: 2147483647,
        problem: { contestId: r.contestId, index: r.index, name: p?.title ?? '', type: 'PROGRAMMING', tags: [] },
        author: { contestId: r.contestId, members: [{ handle: r.handle }], participantType: 'PRACTICE', ghost: false },
        programmingLanguage: LANGUAGES.find(([id]) => id === r.programTypeId)?.[1] ?? r.programTypeId,
        ...(s.verdict ? { verdict: s.verdict } : {}),
        testset: 'TESTS', passedTestCount: s.passed, timeConsumedMillis: s.time, memoryConsumedBytes: s.memory,
      };
    });
    if (fake.mode.changed) return json(200, { status: 'OK', result: { submissions: result } });
    json(200, { status: 'OK', result });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/api/')) return api(res, url);

    const cookies = cookiesOf(req);
    if (fake.mode.rcpc !== false && cookies.get('RCPC') !== rcpcPlain.toString('hex')) {
      await bodyOf(req);
      return rcpcPage(res, url.pathname + url.search);
    }
    let session = sessions.get(cookies.get('JSESSIONID') ?? '');
    const setCookies: string[] = [];
    if (!session) {
      session = { id: hex(16).toUpperCase(), csrf: hex(16), logoutHash: hex(16), seed: hex(4) };
      sessions.set(session.id, session);
      setCookies.push(`JSESSIONID=${session.id}; Path=/; HttpOnly`, `39ce7=${session.seed}; Expires=Thu, 31-Dec-37 23:55:55 GMT; Path=/`);
    }
    if (setCookies.length) res.setHeader('Set-Cookie', setCookies);
    const form = method === 'POST' ? await bodyOf(req) : {};
    const back = encodeURIComponent(url.pathname);
    const browserOk = (f: Record<string, string>) => /^[0-9a-z]{18}$/.test(f.ftaa ?? '') && /^[0-9a-f]{32}$/.test(f.bfaa ?? '') && f._tta === String(tta(session!.seed));

    if (url.pathname === '/') return page(res, session, 'Codeforces', '<div class="topic"><p>Welcome to the fake Codeforces.</p></div>');

    if (url.pathname === '/enter') {
      if (fake.mode.captcha) return cloudflare(res);
      if (method === 'GET') return loginForm(res, session);
      fake.loginForms.push(form);
      if (form.csrf_token !== session.csrf) return page(res, session, 'Error', '<div class="error">Invalid CSRF token</div>', 403);
      if (form.action !== 'enter' || !browserOk(form)) return loginForm(res, session, 'Invalid handle/email or password');
      const handle = form.handleOrEmail ?? '';
      if (!fake.accounts.has(handle) || fake.accounts.get(handle) !== form.password) return loginForm(res, session, 'Invalid handle/email or password');
      session.user = handle;
      if (form.remember === 'on') res.appendHeader('Set-Cookie', `X-User-Sha1=${hex(20)}; Expires=Thu, 31-Dec-37 23:55:55 GMT; Path=/`);
      return redirect(res, '/');
    }

    let m = /^\/(contest|gym)\/(\d+)\/(submit|my)$/.exec(url.pathname);
    if (m) {
      const contestId = Number(m[2]);
      const gym = m[1] === 'gym';
      if (gym !== contestId >= 100000 || problemsOf(contestId).length === 0) return redirect(res, gym ? '/gyms' : '/contests');
      if (!session.user) return redirect(res, `/enter?back=${back}`);
      if (m[3] === 'my') return statusPage(res, session, contestId);
      if (method === 'GET') return submitForm(res, session, contestId, { captcha: fake.mode.captcha });
      fake.submitForms.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), form });
      if (url.searchParams.get('csrf_token') !== session.csrf || form.csrf_token !== session.csrf) {
        return page(res, session, 'Error', '<div class="error">Invalid CSRF token</div>', 403);
      }
      if (form.action !== 'submitSolutionFormSubmitted' || form.contestId !== String(contestId) || !browserOk(form)) {
        return submitForm(res, session, contestId, { error: 'Submission failed, please reload the page' });
      }
      const index = form.submittedProblemIndex ?? '';
      if (!problemsOf(contestId).some((p) => p.index === index)) return submitForm(res, session, contestId, { indexError: 'Choose valid problem' });
      if (!LANGUAGES.some(([id]) => id === form.programTypeId)) return submitForm(res, session, contestId, { error: 'Choose valid language' });
      const code = form.source ?? '';
      if (!code.trim()) return submitForm(res, session, contestId, { error: 'Source should satisfy regex [^{}]*public\\s+(final)?\\s*class\\s+(\\w+).*' });
      if (fake.mode.captcha) return submitForm(res, session, contestId, { captcha: true, source: code });
      if (fake.mode.rateLimited) return submitForm(res, session, contestId, { error: 'You have submitted too often, please wait a minute', source: code });
      if (runs.some((r) => r.handle === session!.user && r.contestId === contestId && r.index === index && r.code === code)) {
        return submitForm(res, session, contestId, { error: 'You have submitted exactly the same code before', source: code });
      }
      const run: Run = {
        id: nextRunId++, handle: session.user, contestId, index, programTypeId: form.programTypeId, code,
        created: Math.floor(Date.now() / 1000), looks: 0, ...verdictOf(code, contestId, index),
      };
      runs.push(run);
      fake.submissions.push({ runId: String(run.id), username: run.handle, problemId: `${contestId}${index}`, language: run.programTypeId, code });
      return redirect(res, `${contestBase(contestId)}/my`);
    }

    if (url.pathname === '/data/judgeProtocol' && method === 'POST') {
      if (form.csrf_token !== session.csrf) return page(res, session, 'Error', '<div class="error">Invalid CSRF token</div>', 403);
      const run = runs.find((r) => String(r.id) === form.submissionId);
      if (!run || run.handle !== session.user) return sendJson(res, 200, '');
      const s = state(run);
      return sendJson(res, 200, s.verdict === 'COMPILATION_ERROR' ? COMPILE_ERROR : s.verdict ? `Test: #1, time: ${s.time} ms., memory: ${Math.round(s.memory / 1024)} KB, exit code: 0, checker exit code: 0, verdict: ${s.verdict}` : '');
    }

    m = /^\/(?:problemset\/problem\/(\d+)|contest\/(\d+)\/problem|gym\/(\d+)\/problem)\/([A-Z]\d*)$/.exec(url.pathname);
    if (m) {
      const contestId = Number(m[1] ?? m[2] ?? m[3]);
      if ((m[3] !== undefined) !== (contestId >= 100000)) return redirect(res, m[3] ? '/gyms' : '/problemset');
      return problemPage(res, session, contestId, m[4]);
    }

    if (url.pathname === '/problemset' || url.pathname === '/contests' || url.pathname === '/gyms') {
      return page(res, session, 'Problemset', '<div class="datatable"><table class="problems"></table></div>');
    }
    page(res, session, 'Not found', '<div class="error">The requested URL was not found</div>', 404);
  }

  await serve(fake, handle, {
    status: 502,
    body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  });
  return fake;
}

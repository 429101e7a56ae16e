// A loopback copy of SPOJ (https://www.spoj.com) for the site module's tests: POST /login/
// (login_user, password, autologin, next_raw) with a session cookie, POST /submit/complete/
// (problemcode, lang, file) answering the page with <input name="newSubmissionId">, the status
// ajax (POST /status/ajax=1,ajaxdiff=1 with ids=…) answering the JSON array
// {status_description, id, status, time, mem, final} with SPOJ's codes (0 queued, 1 compiling, then
// 11 CE / 12 RE / 13 TLE / 14 WA / 15 AC), /error/<id> with the compiler output and
// /problems/<CODE>/ (#problem-name, #problem-body, #problem-meta). Only what a client reads is
// reproduced. Assumed where no stored page showed it: the cookie's name, the wording of a failed
// login, and HTTP 429 for submitting too often.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeProblem, type FakeProblems, type FakeSite } from './fake-site.ts';
import { cookiesOf, escapeHtml as esc, readForm, redirect, send, serve } from './serve.ts';

export interface SpojFake extends FakeSite {
  /** the raw fields of every POST /submit/complete/ from a signed-in user */
  forms: Array<Record<string, string>>;
  /** forget every session */
  expireSessions(): void;
}

interface Run { id: number; user: string; problem: string; language: string; code: string; polls: number }

const LANGUAGES: Record<string, string> = { 44: 'C++14', 1: 'C++', 11: 'C', 10: 'JAVA', 116: 'PYTHON3', 99: 'PYPY', 93: 'RUST', 114: 'GO' };

const PROBLEMS: FakeProblems = [
  ['TEST', { title: 'Life, the Universe, and Everything', timeLimitMs: 10000, memoryMb: 1536 }],
  ['PRIME1', { title: 'Prime Generator', timeLimitMs: 6000, memoryMb: 1536 }],
];

const VERDICT = {
  AC: { status: 15, text: 'accepted', time: '0.01', mem: '5.3M' },
  WA: { status: 14, text: 'wrong answer', time: '0.00', mem: '5.2M' },
  TLE: { status: 13, text: 'time limit exceeded', time: '1.00', mem: '5.4M' },
  RE: { status: 12, text: 'runtime error (SIGSEGV)', time: '0.02', mem: '5.1M' },
  CE: { status: 11, text: 'compilation error', time: '-', mem: '-' },
} as const;
type Code = keyof typeof VERDICT;

const verdictOf = (code: string): Code => verdictByMarker<Code>(code, { wa: 'WA', ce: 'CE', tle: 'TLE', re: 'RE' }, 'AC');

const STATEMENTS: Record<string, string> = {
  TEST: `<p>Your program is to use the brute-force approach in order to find <b>the Answer to Life, the Universe, and Everything.</b> More precisely... rewrite small numbers from input to output. Stop processing input after reading in the number 42. All numbers at input are integers of one or two digits.</p>
<h3>Example</h3><pre><b>Input:</b>
1
2
88
42
99

<b>Output:</b>
1
2
88</pre>`,
  PRIME1: `<p>Peter wants to generate some prime numbers for his cryptosystem. Help him! Your task is to generate all prime numbers between two given numbers!</p>
<h3>Input</h3>
<p>The input begins with the number t of test cases in a single line (t&lt;=10). In each of the next t lines there are two numbers m and n (1 &lt;= m &lt;= n &lt;= 1000000000, n-m&lt;=100000) separated by a space.</p>
<h3>Output</h3>
<p>For every test case print all prime numbers p such that m &lt;= p &lt;= n, one number per line, test cases separated by an empty line.</p>
<h3>Example</h3>
<pre><strong>Input:</strong>
2
1 10
3 5

<strong>Output:</strong>
2
3
5
7

3
5</pre>
<div class="text-center"><b>Warning: large Input/Output data, be careful with certain languages</b></div>`,
};

export async function startSpojFake(): Promise<SpojFake> {
  const sessions = new Map<string, string>(); // session id → user
  const runs = new Map<number, Run>();
  let nextRun = 33912000;
  const fake: SpojFake = {
    ...newFake(PROBLEMS),
    forms: [],
    expireSessions: () => sessions.clear(),
  };
  const problems = fake.problems;

  function user(req: IncomingMessage): string | undefined {
    const sid = cookiesOf(req).get('SPOJ');
    return sid ? sessions.get(sid) : undefined;
  }

  function page(who: string | undefined, title: string, main: string): string {
    const menu = who
      ? `<li class="dropdown"><a href="/users/${who}/">${who}</a></li><li><a href="/logout"><span class="fa fa-sign-out fa-fw"></span> sign out</a></li>`
      : `<li><a href="/login/"><span class="fa fa-sign-in fa-fw"></span> sign in</a></li>`;
    return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n</head>\n<body>\n<nav class="navbar navbar-default"><ul class="nav navbar-nav navbar-right">${menu}</ul></nav>\n<div class="container">\n${main}\n</div>\n</body>\n</html>\n`;
  }
  const loginPage = (message: string, captcha: boolean) => page(undefined, 'Sign in - SPOJ', `${message ? `<div class="alert alert-danger">${message}</div>` : ''}
<form name="login" action="/login/" method="post" class="form-horizontal">
<input type="hidden" name="next_raw" value="/">
<input name="login_user" type="text" class="form-control" placeholder="User name">
<input name="password" type="password" class="form-control" placeholder="Password">
<input type="checkbox" name="autologin" value="1" id="autologin"/><label for="autologin">Remember me</label>
${captcha ? '<script src="https://www.google.com/recaptcha/api.js" async defer></script><div class="g-recaptcha" data-sitekey="6Lc-fake-sitekey"></div>' : ''}
<button type="submit" class="btn btn-primary" name="submit" value="Log In">Sign in</button>
</form>`);

  function statusEntry(run: Run): string {
    run.polls++;
    const code = verdictOf(run.code);
    const state = run.polls === 1 ? { status: 0, text: 'waiting..', time: '-', mem: '-', final: '0' }
      : run.polls === 2 ? { status: 1, text: 'compiling..', time: '-', mem: '-', final: '0' }
        : { ...VERDICT[code], final: '1' };
    const description = `<td class="statusres text-center" id="statusres_${run.id}" status="${state.status}" final="${state.final}" manual="0">\n\t\t\t${state.text}\n</td>`;
    // the key order and spacing of the real answer
    return `{"status_description":${JSON.stringify(description)}, "id":${run.id}, "status":${state.status},"time":"${state.time}","mem":"${state.mem}","final":"${state.final}"}`;
  }

  function problemPage(who: string | undefined, code: string, p: FakeProblem): string {
    const main = `<div class="row">
<div class="col-lg-10 col-md-9" id="problem-show">
<h2 id="problem-name" class="text-center">${code} - ${esc(p.title)}</h2>
<div id="problem-tags" class="text-center"><a href="/problems/tag/basics"><span class="problem-tag">#basics</span></a></div>
<div id="problem-body">
${STATEMENTS[code] ?? `<p>${esc(p.title)}</p>`}
</div>
</div>
<div class="col-lg-2 col-md-3">
<table id="problem-meta" class="probleminfo">
<thead><tr><th colspan="2">Information</th></tr></thead>
<tbody>
<tr><td>Added by:</td><td><a href="/users/mima">Micha&#322; Ma&#322;afiejski</a></td></tr>
<tr><td>Date:</td><td>2004-05-01</td></tr>
<tr><td>Time limit:</td><td>${p.timeLimitMs / 1000}s</td></tr>
<tr><td>Source limit:</td><td>50000B</td></tr>
<tr><td>Memory limit:</td><td>${p.memoryMb}MB</td></tr>
<tr><td>Cluster:</td><td><a href="/clusters/">Cube (Intel G860)</a></td></tr>
<tr><td>Languages:</td><td>All except: ASM64</td></tr>
<tr><td>Resource:</td><td>Douglas Adams</td></tr>
</tbody></table>
</div>
</div>`;
    return page(who, `SPOJ.com - Problem ${code}`, fake.mode.changed ? '<h1>Temporarily unavailable</h1>' : main);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const who = user(req);
    let m: RegExpExecArray | null;

    if (url.pathname === '/' && method === 'GET') return send(res, 200, page(who, 'Sphere Online Judge (SPOJ)', '<h1>SPOJ news</h1>'));
    if (url.pathname === '/login/' && method === 'GET') return send(res, 200, loginPage('', Boolean(fake.mode.captcha)));
    if (url.pathname === '/login/' && method === 'POST') {
      const f = await readForm(req);
      if (fake.mode.captcha && !f['g-recaptcha-response']) return send(res, 200, loginPage('Please confirm you are not a robot.', true));
      if (!f.login_user || fake.accounts.get(f.login_user) !== f.password) return send(res, 200, loginPage('Authentication failed! <br/>Forgot your password?', false));
      const sid = randomBytes(16).toString('hex');
      sessions.set(sid, f.login_user);
      return redirect(res, f.next_raw || '/', { 'Set-Cookie': `SPOJ=${sid}; path=/; HttpOnly` });
    }

    if (url.pathname === '/submit/complete/' && method === 'POST') {
      const f = await readForm(req);
      if (!who) return redirect(res, '/login/?next_raw=%2Fsubmit%2F');
      fake.forms.push(f);
      if (fake.mode.rateLimited) return send(res, 429, page(who, 'Too many requests', '<h3>Too many requests, slow down.</h3>'));
      if (!problems.has(f.problemcode ?? '')) return send(res, 200, page(who, 'Submit - SPOJ', '<h3 class="text-center">Wrong problem code!</h3>'));
      if (!LANGUAGES[f.lang ?? '']) return send(res, 200, page(who, 'Submit - SPOJ', "<h3>You can't submit in this language for this problem. Try a different language.</h3>"));
      const run: Run = { id: ++nextRun, user: who, problem: f.problemcode, language: f.lang, code: f.file ?? '', polls: 0 };
      if (fake.mode.changed) return send(res, 200, page(who, 'Submit - SPOJ', '<h3>Solution submitted!</h3>'));
      runs.set(run.id, run);
      fake.submissions.push({ runId: String(run.id), username: who, problemId: run.problem, language: run.language, code: run.code });
      return send(res, 200, page(who, 'Submit - SPOJ', `<h3 class="text-center">Solution submitted!</h3>
<p class="text-center">Your solution to problem <a href="/problems/${run.problem}/">${run.problem}</a> is being judged.</p>
<form name="statusform" method="post" action="/status/">
<input type="hidden" name="newSubmissionId" value="${run.id}"/>
</form>`));
    }

    if (url.pathname === '/status/ajax=1,ajaxdiff=1' && method === 'POST') {
      const f = await readForm(req);
      if (fake.mode.changed) return send(res, 200, page(who, 'status', '<table class="problems"></table>'));
      const entries = (f.ids ?? '').split(',').map((id) => runs.get(Number(id))).filter((r): r is Run => Boolean(r)).map(statusEntry);
      return send(res, 200, `[${entries.join(',')}]`);
    }

    if ((m = /^\/error\/(\d+)\/?$/.exec(url.pathname)) && method === 'GET') {
      const run = runs.get(Number(m[1]));
      if (!run || run.user !== who) return send(res, 200, page(who, 'Error', '<h3>You cannot view this error message.</h3>'));
      return send(res, 200, page(who, 'Compilation error', `<h3>Error for submission ${run.id}</h3>
<div align="left"><pre><small>prog.cpp: In function &#39;int main()&#39;:
prog.cpp:1:20: error: &#39;cout&#39; was not declared in this scope &amp; &lt;more&gt;
</small></pre></div>`));
    }

    if ((m = /^\/problems\/([A-Z0-9_]+)\/?$/.exec(url.pathname)) && method === 'GET') {
      const p = problems.get(m[1]);
      if (!p) return send(res, 404, page(who, 'SPOJ.com - Not found', '<h1>Wrong problem code!</h1>'));
      return send(res, 200, problemPage(who, m[1], p));
    }

    return send(res, 404, page(who, 'Not found', '<h1>404</h1>'));
  }

  await serve(fake, handle, { status: 503, body: '<html><body><h1>503 Service Unavailable</h1></body></html>' });
  return fake;
}

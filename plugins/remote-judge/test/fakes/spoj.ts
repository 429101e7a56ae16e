// A loopback copy of SPOJ (https://www.spoj.com) for the site module's tests: POST /login/
// (login_user, password, autologin, next_raw) with a session cookie, POST /submit/complete/
// (problemcode, lang, file) answering the page with <input name="newSubmissionId">, the status
// ajax (POST /status/ajax=1,ajaxdiff=1 with ids=…) answering the JSON array
// {status_description, id, status, time, mem, final} with SPOJ's codes (0 queued, 1 compiling, then
// 11 CE / 12 RE / 13 TLE / 14 WA / 15 AC), /error/<id> with the compiler output and
// /problems/<CODE>/ (#problem-name, #problem-body, #problem-meta). Only what a client reads is
// reproduced. Assumed where no stored page showed it: the cookie's name, the wording of a failed
// login, and HTTP 429 for submitting too often.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FakeSite } from './fake-site.ts';

export interface SpojFake extends FakeSite {
  /** the raw fields of every POST /submit/complete/ from a signed-in user */
  forms: Array<Record<string, string>>;
  /** forget every session */
  expireSessions(): void;
}

interface Run { id: number; user: string; problem: string; language: string; code: string; polls: number }
interface Problem { title: string; timeLimitMs: number; memoryMb: number }

const LANGUAGES: Record<string, string> = { 44: 'C++14', 1: 'C++', 11: 'C', 10: 'JAVA', 116: 'PYTHON3', 99: 'PYPY', 93: 'RUST', 114: 'GO' };

const VERDICT = {
  AC: { status: 15, text: 'accepted', time: '0.01', mem: '5.3M' },
  WA: { status: 14, text: 'wrong answer', time: '0.00', mem: '5.2M' },
  TLE: { status: 13, text: 'time limit exceeded', time: '1.00', mem: '5.4M' },
  RE: { status: 12, text: 'runtime error (SIGSEGV)', time: '0.02', mem: '5.1M' },
  CE: { status: 11, text: 'compilation error', time: '-', mem: '-' },
} as const;
type Code = keyof typeof VERDICT;

function verdictOf(code: string): Code {
  if (code.includes('oj:wa')) return 'WA';
  if (code.includes('oj:ce')) return 'CE';
  if (code.includes('oj:tle')) return 'TLE';
  if (code.includes('oj:re')) return 'RE';
  return 'AC';
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function body(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

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
  const problems = new Map<string, Problem>([
    ['TEST', { title: 'Life, the Universe, and Everything', timeLimitMs: 10000, memoryMb: 1536 }],
    ['PRIME1', { title: 'Prime Generator', timeLimitMs: 6000, memoryMb: 1536 }],
  ]);
  const fake = {
    url: '',
    accounts: new Map([['alice', 'secret']]),
    mode: {} as FakeSite['mode'],
    submissions: [] as FakeSite['submissions'],
    problems,
    forms: [] as Array<Record<string, string>>,
    expireSessions: () => sessions.clear(),
    close: async () => {},
  };

  function user(req: IncomingMessage): string | undefined {
    const sid = /(?:^|;\s*)SPOJ=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
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

  function send(res: ServerResponse, status: number, text: string, type = 'text/html; charset=utf-8'): void {
    res.writeHead(status, { 'Content-Type': type });
    res.end(text);
  }
  function redirect(res: ServerResponse, to: string, cookie?: string): void {
    res.writeHead(302, cookie ? { Location: to, 'Set-Cookie': cookie } : { Location: to });
    res.end();
  }

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

  function problemPage(who: string | undefined, code: string, p: Problem): string {
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
    if (fake.mode.slowMs) await new Promise((r) => setTimeout(r, fake.mode.slowMs));
    if (fake.mode.down) return send(res, 503, '<html><body><h1>503 Service Unavailable</h1></body></html>');
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const who = user(req);
    let m: RegExpExecArray | null;

    if (url.pathname === '/' && method === 'GET') return send(res, 200, page(who, 'Sphere Online Judge (SPOJ)', '<h1>SPOJ news</h1>'));
    if (url.pathname === '/login/' && method === 'GET') return send(res, 200, loginPage('', Boolean(fake.mode.captcha)));
    if (url.pathname === '/login/' && method === 'POST') {
      const f = await body(req);
      if (fake.mode.captcha && !f['g-recaptcha-response']) return send(res, 200, loginPage('Please confirm you are not a robot.', true));
      if (!f.login_user || fake.accounts.get(f.login_user) !== f.password) return send(res, 200, loginPage('Authentication failed! <br/>Forgot your password?', false));
      const sid = randomBytes(16).toString('hex');
      sessions.set(sid, f.login_user);
      return redirect(res, f.next_raw || '/', `SPOJ=${sid}; path=/; HttpOnly`);
    }

    if (url.pathname === '/submit/complete/' && method === 'POST') {
      const f = await body(req);
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
      const f = await body(req);
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

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => { if (!res.headersSent) send(res, 500, err.message); else res.end(); });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return fake;
}

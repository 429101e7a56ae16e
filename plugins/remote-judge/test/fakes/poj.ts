// A loopback copy of POJ (poj.org) as its public pages show it: the JSESSIONID session, the login form
// in every visitor's page (POST /login with user_id1 / password1 / B1 / url), POST /submit with the
// base64 `source` and encoded=1 redirecting to /status, the `class=a` status table (newest first,
// `top=` starting below a run id), /showcompileinfo and /problem with its ptt / plm / pst / ptx / sio
// markup. Wordings no stored page shows (a wrong password, a submit refused for frequency) are
// plausible stand-ins; POJ has shown no captcha, so captcha mode adds a verification-code field to the
// login answer only to exercise the module's check.
//
// Verdicts come from the code: oj:wa, oj:ce, oj:tle, oj:re, oj:mle, oj:pe, oj:ole, oj:weird (a result
// word the site never used), else Accepted. A run is Waiting the first two times a status page lists
// it, then Running & Judging (Compiling for a compile error), then its verdict.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeProblems, type FakeSite } from './fake-site.ts';
import { runTable, type TableRun } from './run-table.ts';
import { cookiesOf, escapeHtml, readForm, redirect as redirectTo, send as sendPage, serve } from './serve.ts';

export interface PojFake extends FakeSite {
  /** every submit form as it arrived, field → value */
  forms: Array<Record<string, string>>;
}

const LANGUAGE_NAMES = ['G++', 'GCC', 'Java', 'Pascal', 'C++', 'C', 'Fortran'];
export const POJ_CE_MESSAGE = "Main.cpp\nF:\\temp\\23456789.123\\Main.cpp(3) : error C2065: 'x' : undeclared identifier\nF:\\temp\\23456789.123\\Main.cpp(3) : error C2143: syntax error : missing ';' before '}'";

const PROBLEMS: FakeProblems = [
  ['1000', { title: 'A+B Problem', timeLimitMs: 1000, memoryMb: 10 }],
  ['1001', { title: 'Exponentiation', timeLimitMs: 500, memoryMb: 10 }],
];

function verdictOf(code: string): { word: string; color: string; timeMs: number; memoryKb: number } {
  return verdictByMarker(code, {
    ce: { word: 'Compile Error', color: 'green', timeMs: 0, memoryKb: 0 },
    wa: { word: 'Wrong Answer', color: 'red', timeMs: 16, memoryKb: 168 },
    tle: { word: 'Time Limit Exceeded', color: 'red', timeMs: 1000, memoryKb: 172 },
    re: { word: 'Runtime Error', color: 'red', timeMs: 0, memoryKb: 180 },
    mle: { word: 'Memory Limit Exceeded', color: 'red', timeMs: 32, memoryKb: 10240 },
    pe: { word: 'Presentation Error', color: 'red', timeMs: 0, memoryKb: 164 },
    ole: { word: 'Output Limit Exceeded', color: 'red', timeMs: 47, memoryKb: 200 },
    weird: { word: 'Judge Exploded', color: 'red', timeMs: 0, memoryKb: 0 },
  }, { word: 'Accepted', color: 'blue', timeMs: 0, memoryKb: 164 });
}

export async function startPojFake(): Promise<PojFake> {
  const sessions = new Map<string, string>();
  const fake: PojFake = {
    ...newFake(PROBLEMS),
    forms: [],
  };
  const table = runTable(fake, 23456001, '#include <stdio.h>\nint main() { return 0; } // padding padding');

  function layout(title: string, content: string, user?: string): string {
    const bar = fake.mode.changed
      ? '<nav class="navbar"><span class="brand">POJ</span></nav>'
      : user
        ? `<a href=userstatus?user_id=${user}><b>${user}</b></a>&nbsp;&nbsp;<a href=mail>Mail:0(0)</a>&nbsp;&nbsp;<a href=modifyuser>Update your info</a>&nbsp;&nbsp;<a href=logout>Log Out</a>`
        : '<form method=POST action=login><table><tr><td>User ID:</td><td><input type=text name=user_id1 size=10></td></tr>'
          + '<tr><td>Password:</td><td><input type=password name=password1 size=10></td></tr>'
          + `<tr><td><input type=hidden name=url value="/"><input type=submit value=login name=B1></td><td><a href=register>Register</a></td></tr></table></form>`;
    return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>${title}</title></head><body>`
      + `<table width=100%><tr><td width=15% valign=top><a href=problemlist>Problems</a><br><a href=status>Status</a><br>${bar}</td>`
      + `<td valign=top>${content}</td></tr></table></body></html>`;
  }

  function errorPage(items: string[], user?: string): string {
    return layout('Error', `<p align=center><font size=5 color=blue>Error Occurred</font></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`, user);
  }

  function statusRow(run: TableRun): string {
    const seen = run.views++;
    const verdict = verdictOf(run.code);
    let cell: string;
    let memory = `${verdict.memoryKb}K`;
    let time = `${verdict.timeMs}MS`;
    if (seen <= 2) {
      const word = seen < 2 ? 'Waiting' : verdict.word === 'Compile Error' ? 'Compiling' : 'Running &amp; Judging';
      cell = `<font color=green>${word}</font>`;
      memory = '';
      time = '';
    } else if (verdict.word === 'Compile Error') {
      cell = `<a href=showcompileinfo?solution_id=${run.runId} target=_blank><font color=green>Compile Error</font></a>`;
      memory = '';
      time = '';
    } else {
      cell = `<font color=${verdict.color}>${verdict.word}</font>`;
    }
    return `<tr align=center><td>${run.runId}</td><td><a href=userstatus?user_id=${run.username}>${run.username}</a></td>`
      + `<td><a href=problem?id=${run.problemId}>${run.problemId}</a></td><td>${cell}</td><td>${memory}</td><td>${time}</td>`
      + `<td><a href=showsource?solution_id=${run.runId} target=_blank>${LANGUAGE_NAMES[Number(run.language)]}</a></td>`
      + `<td>${Buffer.byteLength(run.code)}B</td><td>${run.at}</td></tr>`;
  }

  function statusPage(query: URLSearchParams, user?: string): string {
    const top = Number(query.get('top') || Infinity);
    const who = query.get('user_id') ?? '';
    const pid = query.get('problem_id') ?? '';
    const shown = table.newest((r) => Number(r.runId) < top && (!who || r.username === who) && (!pid || r.problemId === pid), 20);
    if (fake.mode.changed) {
      return layout('Problem Status List', `<ul class="runs">${shown.map((r) => `<li data-run="${r.runId}">${r.runId} Pending</li>`).join('')}</ul>`, user);
    }
    const form = '<form method=get action=status>Problem ID:<input type=text name=problem_id size=8> User ID:<input type=text name=user_id size=15> <input type=submit value=Go></form>';
    const head = "<tr class='in'><td width=8%><b>Run ID</b></td><td width=10%><b>User</b></td><td width=6%><b>Problem</b></td><td width=18%><b>Result</b></td>"
      + '<td width=7%><b>Memory</b></td><td width=7%><b>Time</b></td><td width=7%><b>Language</b></td><td width=7%><b>Code Length</b></td><td width=17%><b>Submit Time</b></td></tr>';
    return layout('Problem Status List', `<p align=center><font size=4 color=#333399>Problem Status List</font></p>${form}`
      + `<TABLE align=center cellSpacing=0 cellPadding=0 width=100% border=1 class=a bordercolor=#FFFFFF>${head}${shown.map(statusRow).join('')}</TABLE>`, user);
  }

  function problemPage(id: string, user?: string): string {
    const problem = fake.problems.get(id);
    if (!problem) return errorPage([`Can not find problem (ID:${id})`], user);
    if (fake.mode.changed) return layout(`${id} -- ${problem.title}`, `<h2 class="title">${problem.title}</h2><section class="statement">Calculate a+b</section>`, user);
    // POJ's classic limit is 10000K, not 10 MiB
    const memoryK = problem.memoryMb === 10 ? 10000 : problem.memoryMb * 1024;
    const text = (name: string, html: string) => `<p class="pst">${name}</p><div class="ptx" lang="en-US">${html}</div>`;
    return layout(`${id} -- ${problem.title}`, `<div class="ptt" lang="en-US">${problem.title}</div>`
      + `<div class="plm"><table align="center"><tr><td><b>Time Limit:</b> ${problem.timeLimitMs}MS</td><td width="10px"></td><td><b>Memory Limit:</b> ${memoryK}K</td></tr>`
      + '<tr><td><b>Total Submissions:</b> 456789</td><td width="10px"></td><td><b>Accepted:</b> 234567</td></tr></table></div>'
      + text('Description', 'Calculate a+b')
      + text('Input', 'Two integer a,b (0&lt;=a,b&lt;=10)')
      + text('Output', 'Output a+b')
      + '<p class="pst">Sample Input</p><pre class="sio">1 2</pre>'
      + '<p class="pst">Sample Output</p><pre class="sio">3</pre>'
      + text('Hint', 'Q: Where are the input and the output?<br>A: Your program shall always <font color=red>read input from stdin</font>.')
      + text('Source', '<a href="searchproblem?field=source&key=POJ">POJ</a>'), user);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, html: string) => sendPage(res, status, html);
    const redirect = (location: string, headers: Record<string, string> = {}) => redirectTo(res, location, headers);
    const url = new URL(req.url ?? '/', 'http://fake');
    const sid = cookiesOf(req).get('JSESSIONID');
    const user = sid ? sessions.get(sid) : undefined;
    const path = url.pathname;

    if (req.method === 'GET' && path === '/') return send(200, layout('Welcome To PKU JudgeOnline', '<p>Welcome To PKU JudgeOnline</p>', user));
    if (path === '/logout') {
      if (sid) sessions.delete(sid);
      return redirect('/');
    }
    if (path === '/login' && req.method === 'POST') {
      const form = await readForm(req);
      if (fake.mode.captcha) {
        return send(200, layout('Login', '<form method=POST action=login>User ID:<input name=user_id1> Password:<input type=password name=password1>'
          + ' Verify Code:<input name=vcode size=6><img src=vcode.jpg><input type=submit value=login name=B1></form>'));
      }
      const name = form.user_id1 ?? '';
      if (!form.B1 || !fake.accounts.has(name) || fake.accounts.get(name) !== form.password1) {
        return send(200, errorPage(['Login failed: wrong User ID or Password.']));
      }
      const fresh = randomBytes(16).toString('hex').toUpperCase();
      sessions.set(fresh, name);
      return redirect(form.url || '/', { 'Set-Cookie': `JSESSIONID=${fresh}; Path=/` });
    }
    if (path === '/submit' && req.method === 'POST') {
      if (!user) return send(200, errorPage(['Please login first.']));
      const form = await readForm(req);
      fake.forms.push(form);
      if (fake.mode.rateLimited) return send(200, errorPage(['Submit too frequently, please wait for a while.'], user));
      const pid = form.problem_id ?? '';
      const language = form.language ?? '';
      const raw = form.source ?? '';
      const code = form.encoded === '1' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      const problems: string[] = [];
      if (!fake.problems.has(pid)) problems.push(`Can not find problem (ID:${pid})`);
      if (!/^[0-6]$/.test(language)) problems.push('No such language.');
      const length = Buffer.byteLength(code);
      if (length < 50 || length > 65536) problems.push('Source code too long or too short,submit FAILED;if you really need submit this source please contact administrator');
      if (problems.length) return send(200, errorPage(problems, user));
      table.submit(user, pid, language, code);
      return redirect('status');
    }
    if (req.method === 'GET' && path === '/status') return send(200, statusPage(url.searchParams, user));
    if (req.method === 'GET' && path === '/showcompileinfo') {
      const run = table.runs.find((r) => r.runId === url.searchParams.get('solution_id'));
      if (!run || verdictOf(run.code).word !== 'Compile Error') return send(200, errorPage(['No such compile information.'], user));
      const content = fake.mode.changed
        ? `<div class="ce">${escapeHtml(POJ_CE_MESSAGE)}</div>`
        : `<p align=center><font size=4 color=#333399>Compile Error</font></p><pre><font face=Times New Roman size=3>${escapeHtml(POJ_CE_MESSAGE)}</font></pre>`;
      return send(200, layout('Compile Error', content, user));
    }
    if (req.method === 'GET' && path === '/problem') {
      const id = url.searchParams.get('id') ?? '';
      return send(200, problemPage(id, user));
    }
    return send(404, '<html><body><h1>HTTP Status 404 - Not Found</h1></body></html>');
  }

  await serve(fake, handle, { status: 503, body: '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>' });
  return fake;
}

// A loopback copy of HDU Online Judge (acm.hdu.edu.cn) as its public pages show it: the PHPSESSID
// session, /userloginex.php, /submit.php?action=submit with the base64(urlencoded) `_usercode`,
// /status.php (the `table_text` status table, newest run first, `first=` starting at a run),
// /viewerror.php and /showproblem.php with its panel_title / panel_content sections.
//
// Verdicts come from the code: oj:wa, oj:ce, oj:tle, oj:re, oj:mle, oj:pe, oj:ole, oj:weird (a status
// word the site never used), else Accepted. A run is Queuing the first two times a status page lists
// it, then Running (Compiling for a compile error), then its verdict.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeProblems, type FakeSite } from './fake-site.ts';
import { runTable, type TableRun } from './run-table.ts';
import { cookiesOf, escapeHtml, readForm, redirect as redirectTo, send as sendPage, serve } from './serve.ts';

export interface HduFake extends FakeSite {
  /** every submit form as it arrived, field → value */
  forms: Array<Record<string, string>>;
}

/** the Content-Type of every HDU page */
const GB2312 = 'text/html; charset=gb2312';
const LANGUAGE_NAMES = ['G++', 'GCC', 'C++', 'C', 'Pascal', 'Java', 'C#'];
export const HDU_CE_MESSAGE = "Main.cpp: In function 'int main()':\nMain.cpp:3:5: error: 'x' was not declared in this scope";

const PROBLEMS: FakeProblems = [
  ['1000', { title: 'A + B Problem', timeLimitMs: 1000, memoryMb: 32 }],
  ['1001', { title: 'Sum Problem', timeLimitMs: 1000, memoryMb: 32 }],
];

function verdictOf(code: string): { word: string; timeMs: number; memoryKb: number } {
  return verdictByMarker(code, {
    ce: { word: 'Compilation Error', timeMs: 0, memoryKb: 0 },
    wa: { word: 'Wrong Answer', timeMs: 31, memoryKb: 1720 },
    tle: { word: 'Time Limit Exceeded', timeMs: 1015, memoryKb: 1740 },
    re: { word: 'Runtime Error<br>(ACCESS_VIOLATION)', timeMs: 15, memoryKb: 1716 },
    mle: { word: 'Memory Limit Exceeded', timeMs: 62, memoryKb: 65540 },
    pe: { word: 'Presentation Error', timeMs: 15, memoryKb: 1404 },
    ole: { word: 'Output Limit Exceeded', timeMs: 46, memoryKb: 1500 },
    weird: { word: 'Judge Exploded', timeMs: 0, memoryKb: 0 },
  }, { word: 'Accepted', timeMs: 15, memoryKb: 1404 });
}

export async function startHduFake(): Promise<HduFake> {
  const sessions = new Map<string, string>();
  const fake: HduFake = {
    ...newFake(PROBLEMS),
    forms: [],
  };
  const table = runTable(fake, 39000001, '#include <cstdio>\nint main() { return 0; } // padding padding');

  function layout(title: string, content: string, user?: string): string {
    const bar = fake.mode.changed ? '<nav class="topbar"><span class="brand">HDU Online Judge</span></nav>' : user
      ? `<div align=left style="font-size:16px;width:150px"><a href="/userstatus.php?user=${user}">${user}</a></div> <a href="/control_panel.php">Control Panel</a> <a href="/userloginex.php?action=logout">Sign Out</a>`
      : `<form action="/userloginex.php?action=login&cid=0&notice=0" method=post>Author ID <input name=username size=10> Password <input name=userpass type=password size=10> <input type=submit name=login value="Sign In"></form> <a href="/register.php">Register new ID</a>`;
    return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>${title}</title></head>`
      + `<body><table width=980 border=0 align=center cellspacing=0 cellpadding=0><tr><td>${bar}</td></tr><tr><td align=center>${content}</td></tr></table></body></html>`;
  }

  function loginPage(message = ''): string {
    const captcha = fake.mode.captcha ? '<tr><td>Verify Code</td><td><input name=verifycode size=6> <img src="/vcode.php"></td></tr>' : '';
    return layout('User Login', `${message ? `<font color=red>${message}</font>` : ''}`
      + '<form action="/userloginex.php?action=login" method=post><table>'
      + '<tr><td>Author ID</td><td><input name=username></td></tr><tr><td>Password</td><td><input name=userpass type=password></td></tr>'
      + `${captcha}<tr><td colspan=2><input type=submit name=login value="Sign In"></td></tr></table></form>`);
  }

  function errorPage(items: string[], user?: string): string {
    return layout('System Message', `<div style="width:600px" align=left><h2>One or more following ERROR(s) occurred.</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
      + '<a href="javascript:history.go(-1)">Go Back</a></div>', user);
  }

  function statusRow(run: TableRun): string {
    const seen = run.views++;
    const verdict = verdictOf(run.code);
    let word = verdict.word;
    let time = `${verdict.timeMs}MS`;
    let memory = `${verdict.memoryKb}K`;
    // the status page the submit redirects to and the next listing show it queued, the one after that running
    if (seen <= 2) {
      word = seen < 2 ? 'Queuing' : word === 'Compilation Error' ? 'Compiling' : 'Running';
      time = '0MS';
      memory = '0K';
    }
    const color = word === 'Accepted' ? 'red' : word === 'Queuing' || word === 'Compiling' || word === 'Running' ? 'black' : 'green';
    const status = word === 'Compilation Error'
      ? `<a href=/viewerror.php?rid=${run.runId} target=_blank><font color=${color}>${word}</font></a>`
      : `<font color=${color}>${word}</font>`;
    return `<tr align=center ><td height=22px>${run.runId}</td><td>${run.at}</td><td>${status}</td>`
      + `<td><a href="/showproblem.php?pid=${run.problemId}">${run.problemId}</a></td><td>${time}</td><td>${memory}</td>`
      + `<td><a href="/viewcode.php?rid=${run.runId}"  target=_blank>${Buffer.byteLength(run.code)}B</a></td><td>${LANGUAGE_NAMES[Number(run.language)]}</td>`
      + `<td class=fixedsize><a href="/userstatus.php?user=${run.username}">${run.username}</a></td></tr>`;
  }

  function statusPage(query: URLSearchParams, user?: string): string {
    const first = Number(query.get('first') || Infinity);
    const who = query.get('user') ?? '';
    const pid = query.get('pid') ?? '';
    const shown = table.newest((r) => Number(r.runId) <= first && (!who || r.username === who) && (!pid || pid === '0' || r.problemId === pid), 15);
    if (fake.mode.changed) {
      return layout('Realtime Status', `<div class="status-list">${shown.map((r) => `<div class="run" data-id="${r.runId}"><span>${r.runId}</span><span>Pending</span></div>`).join('')}</div>`, user);
    }
    const filter = '<tr><td colspan=9><form action="/status.php" method=get><center>Pro.ID <input name=pid size=4> Author <input name=user size=10>'
      + ' <input type=submit value=Go></center></form></td></tr>';
    const head = '<tr bgcolor=#D7EBFF align=center ><td height=22px width=10%>Run ID</td><td width=16%>Submit Time</td><td>Judge Status</td>'
      + '<td width=7%>Pro.ID</td><td width=7%>Exe.Time</td><td width=8%>Exe.Memory</td><td width=8%>Code Len.</td><td width=8%>Language</td><td width=12%>Author</td></tr>';
    return layout('Realtime Status', `<div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'>${filter}${head}${shown.map(statusRow).join('')}</table></div>`, user);
  }

  function problemPage(pid: string, user?: string): string {
    const problem = fake.problems.get(pid);
    if (!problem) return layout('System Message', `<DIV>No such problem - <strong>Problem ${pid}</strong>.</DIV>`, user);
    if (fake.mode.changed) return layout(problem.title, `<div class="problem"><div class="problem-title">${problem.title}</div><section>Calculate A + B.</section></div>`, user);
    const t = problem.timeLimitMs;
    const m = problem.memoryMb * 1024;
    const panel = (name: string, content: string, sep = ' ') => `<div class=panel_title align=left>${name}</div>${sep}<div class=panel_content>${content}</div><div class=panel_bottom>&nbsp;</div><br>`;
    const sampleBox = (text: string) => `<pre><div style="font-family:Courier New,Courier,monospace;">${text}</div></pre>`;
    const hint = pid === '1001'
      ? "<div style='font-family:Times New Roman;font-size:14px;background-color:F4FBFF;border:#B7CBFF 1px dashed;padding:6px'><div style='font-family:Arial;font-weight:bold;color:#7CA9ED;border-bottom:#B7CBFF 1px dashed'><i>Hint</i></div>Use <b>long long</b>.</div><i style='font-size:1px'> </i>"
      : '';
    return layout(problem.title, `<h1 style='color:#1A5CC8'>${problem.title}</h1>`
      + `<font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: ${2 * t}/${t} MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: ${2 * m}/${m} K (Java/Others)<br>`
      + 'Total Submission(s): 1234&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 567<br></span></b></font>'
      + panel('Problem Description', 'Calculate <i>A + B</i>.<br>')
      + panel('Input', 'Each line will contain two integers <i>A</i> and <i>B</i>. Process to end of file.<br>')
      + panel('Output', 'For each case, output <i>A + B</i> in one line.<br>')
      + panel('Sample Input', sampleBox('1 1\n2 3'), '')
      + panel('Sample Output', sampleBox('2\n5') + hint, '')
      + panel('Author', 'HDOJ')
      + '<div class=panel_title align=left>Source</div> <div class=panel_content> <a href="/search.php?field=problem&key=HDOJ+Monthly&source=1&searchmode=source"> HDOJ Monthly Contest &ndash; 2010.01.02 </a> </div> <div class=panel_bottom>&nbsp;</div>'
      + `<br><center><a href='/submit.php?pid=${pid}'>Submit</a>&nbsp;&nbsp;<a href='/statistic.php?pid=${pid}'>Statistic</a></center>`, user);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, html: string) => sendPage(res, status, html, { 'Content-Type': GB2312 });
    const redirect = (location: string, headers: Record<string, string> = {}) => redirectTo(res, location, headers);
    const url = new URL(req.url ?? '/', 'http://fake');
    const sid = cookiesOf(req).get('PHPSESSID');
    const user = sid ? sessions.get(sid) : undefined;
    const path = url.pathname;

    if (req.method === 'GET' && (path === '/' || path === '/index.php')) {
      return send(200, layout('HDU Online Judge System', fake.mode.changed ? '<div class="app"></div>' : '<h2>Welcome to HDU Online Judge System</h2>', fake.mode.changed ? undefined : user));
    }
    if (path === '/userloginex.php') {
      if (url.searchParams.get('action') === 'logout') {
        if (sid) sessions.delete(sid);
        return redirect('/');
      }
      if (req.method !== 'POST' || url.searchParams.get('action') !== 'login') return send(200, loginPage());
      const form = await readForm(req);
      if (fake.mode.captcha) return send(200, loginPage('Please input the verify code.'));
      const name = form.username ?? '';
      if (!form.login || fake.accounts.get(name) !== (form.userpass ?? '') || !fake.accounts.has(name)) {
        return send(200, loginPage('No such user or wrong password.'));
      }
      const fresh = randomBytes(13).toString('hex');
      sessions.set(fresh, name);
      return redirect('/', { 'Set-Cookie': `PHPSESSID=${fresh}; path=/` });
    }
    if (path === '/submit.php' && req.method === 'POST' && url.searchParams.get('action') === 'submit') {
      if (!user) return redirect('/userloginex.php');
      const form = await readForm(req);
      fake.forms.push(form);
      if (fake.mode.rateLimited) return send(200, errorPage(["Please don't re-submit in 5 seconds, thank you."], user));
      const pid = form.problemid ?? '';
      const language = form.language ?? '';
      let code: string;
      try {
        code = decodeURIComponent(Buffer.from(form._usercode ?? '', 'base64').toString('utf8'));
      } catch {
        return send(200, errorPage(['Code is invalid.'], user));
      }
      const problems: string[] = [];
      if (form.check !== '0') problems.push('Invalid parameter.');
      if (!fake.problems.has(pid)) problems.push('No such problem.');
      if (!/^[0-6]$/.test(language)) problems.push('Please choose a language.');
      const length = Buffer.byteLength(code);
      if (length < 50 || length > 65536) problems.push('Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.');
      if (problems.length) return send(200, errorPage(problems, user));
      table.submit(user, pid, language, code);
      return redirect('/status.php');
    }
    if (req.method === 'GET' && path === '/status.php') return send(200, statusPage(url.searchParams, user));
    if (req.method === 'GET' && path === '/viewerror.php') {
      if (!user) return redirect('/userloginex.php');
      const run = table.runs.find((r) => r.runId === url.searchParams.get('rid'));
      if (!run || run.username !== user || verdictOf(run.code).word !== 'Compilation Error') return send(200, layout('System Message', '<DIV>No such error message.</DIV>', user));
      const content = fake.mode.changed
        ? `<div class="ce">${escapeHtml(HDU_CE_MESSAGE)}</div>`
        : `<table width=80% align=center><tr><td><pre>${escapeHtml(HDU_CE_MESSAGE)}</pre></td></tr></table>`;
      return send(200, layout('Compilation Error', content, user));
    }
    if (req.method === 'GET' && path === '/showproblem.php') {
      const pid = url.searchParams.get('pid') ?? '';
      if (!/^\d+$/.test(pid)) return send(200, layout('System Message', '<DIV>Invalid Parameter.</DIV>', user));
      return send(200, problemPage(pid, user));
    }
    return send(404, '<html><body><h1>404 Not Found</h1></body></html>');
  }

  await serve(fake, handle, {
    status: 502,
    body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
    type: GB2312,
  });
  return fake;
}

// A loopback copy of AtCoder (https://atcoder.jp) for the site module's tests: the same paths, the
// REVEL_SESSION cookie, the csrf_token check, the redirects (login → /home, submit →
// /contests/<c>/submissions/me, signed-out → /login?continue=…), the "Wait for N second to submit
// again." alert, the status JSON (`{Result: {<id>: {Html, Score}}, Interval}` with WJ → "1/5" →
// verdict label, Exec Time and Memory cells), the submission page's Compile Error <pre> and the task
// page (span.h2 title, "Time Limit: 2 sec / Memory Limit: 1024 MiB", lang-ja and lang-en sections).
// Markup follows pages stored from the real site; only what a client reads is reproduced.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeProblem, type FakeProblems, type FakeSite } from './fake-site.ts';
import { cookiesOf, readForm, redirect, send, sendJson, serve } from './serve.ts';

export interface AtcoderFake extends FakeSite {
  /** the raw fields of every POST /contests/<c>/submit that reached the form handler */
  forms: Array<Record<string, string>>;
  /** forget every session (the site logged everyone out) */
  expireSessions(): void;
}

interface Session { csrf: string; user?: string; flash?: string }
interface Run { id: number; contest: string; task: string; user: string; language: string; code: string; polls: number; time: string }

const LANGUAGES: Record<string, string> = {
  '6017': 'C++23 (GCC 15.2.0)',
  '6019': 'C++23 (Clang 20.1.8)',
  '6082': 'Python (CPython 3.13.7)',
  '6083': 'Python (PyPy 3.11-v7.3.19)',
};

const PROBLEMS: FakeProblems = [
  ['abc086_a', { title: 'Product', timeLimitMs: 2000, memoryMb: 256 }],
  ['abc466_a', { title: 'Compromise', timeLimitMs: 2000, memoryMb: 1024 }],
];

const VERDICT = {
  AC: { title: 'Accepted', label: 'label-success', time: 15, memory: 3624 },
  WA: { title: 'Wrong Answer', label: 'label-warning', time: 12, memory: 3580 },
  TLE: { title: 'Time Limit Exceeded', label: 'label-warning', time: 2207, memory: 3612 },
  RE: { title: 'Runtime Error', label: 'label-warning', time: 101, memory: 3904 },
  CE: { title: 'Compilation Error', label: 'label-warning', time: 0, memory: 0 },
} as const;
type Code = keyof typeof VERDICT;

const verdictOf = (code: string): Code => verdictByMarker<Code>(code, { wa: 'WA', ce: 'CE', tle: 'TLE', re: 'RE' }, 'AC');

/** escaped as the site's Go templates do (" as &#34;, + as &#43;), which the module must decode */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;').replace(/\+/g, '&#43;');

export async function startAtcoderFake(): Promise<AtcoderFake> {
  const sessions = new Map<string, Session>();
  const runs = new Map<number, Run>();
  let nextRun = 78905700;
  const fake: AtcoderFake = {
    ...newFake(PROBLEMS),
    forms: [],
    expireSessions: () => sessions.clear(),
  };
  const problems = fake.problems;

  function session(req: IncomingMessage, res: ServerResponse): Session {
    const key = cookiesOf(req).get('REVEL_SESSION');
    const found = key ? sessions.get(key) : undefined;
    if (found) return found;
    const fresh: Session = { csrf: randomBytes(24).toString('base64') };
    const id = randomBytes(16).toString('hex');
    sessions.set(id, fresh);
    res.setHeader('Set-Cookie', `REVEL_SESSION=${id}; Path=/; HttpOnly; SameSite=Lax`);
    return fresh;
  }

  function page(s: Session, title: string, main: string, extraHead = ''): string {
    const flash = s.flash ? `<div class="alert alert-danger alert-dismissible col-sm-12 fade in" role="alert"><button type="button" class="close" data-dismiss="alert" aria-label="Close"><span aria-hidden="true">&times;</span></button><span class="glyphicon glyphicon-exclamation-sign" aria-hidden="true"></span> ${esc(s.flash)}</div>` : '';
    s.flash = undefined;
    const token = fake.mode.changed ? '' : `\n\t\tvar csrfToken = "${s.csrf}"`;
    const nav = s.user
      ? `<li><a href="/users/${s.user}">${s.user}</a></li><li><a href="javascript:form_logout.submit()">Sign Out</a></li>`
      : '<li><a href="/register">Sign Up</a></li><li><a href="/login">Sign In</a></li>';
    return `<!DOCTYPE html>\n<html>\n<head>\n\t<title>${esc(title)}</title>\n\t<script>\n\t\tvar LANG = "en";\n\t\tvar userScreenName = "${s.user ?? ''}";${token}\n\t</script>${extraHead}\n</head>\n<body>\n<nav class="navbar navbar-inverse navbar-fixed-top"><ul class="nav navbar-nav navbar-right">${nav}</ul></nav>\n<div id="main-container" class="container" style="padding-top:50px;">\n${flash}\n${main}\n</div>\n</body>\n</html>\n`;
  }

  const csrfInput = (s: Session) => (fake.mode.changed ? '' : `<input type="hidden" name="csrf_token" value="${esc(s.csrf)}" />`);
  const turnstile = '\n\t<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>';

  function statusHtml(run: Run): string {
    run.polls++;
    if (fake.mode.changed) return `<td class='text-center'>?</td>`;
    if (run.polls === 1) {
      return `<td colspan='3' class='text-center waiting-judge' data-id='${run.id}'><span class='label label-default' data-toggle='tooltip' data-placement='top' title="Waiting for Judging">WJ</span></td>`;
    }
    if (run.polls === 2) {
      return `<td colspan='3' class='text-center waiting-judge' data-id='${run.id}'><span class='label label-default' data-toggle='tooltip' data-placement='top' title="Judging">1/5</span></td>`;
    }
    const code = verdictOf(run.code);
    const v = VERDICT[code];
    const cell = `<td class='text-center'><span class='label ${v.label}' data-toggle='tooltip' data-placement='top' title="${v.title}">${code}</span></td>`;
    return code === 'CE' ? cell : `${cell}<td class='text-right'>${v.time} ms</td><td class='text-right'>${v.memory} KiB</td>`;
  }

  function taskPage(s: Session, contest: string, task: string, p: FakeProblem): string {
    const limit = p.timeLimitMs % 1000 === 0 ? `${p.timeLimitMs / 1000} sec` : `${p.timeLimitMs} msec`;
    const main = `<div class="row">
<div class="col-sm-12">
	<span class="h2">
		A - ${esc(p.title)}
		<a class="btn btn-default btn-sm" href="/contests/${contest}/tasks/${task}/editorial">Editorial</a>
	</span>
	<hr/>
	<p>
		Time Limit: ${limit} / Memory Limit: ${p.memoryMb} MiB
	</p>
	<div id="task-statement">
	<span class="lang">
<span class="lang-ja">
<p>配点 : <var>100</var> 点</p>
<div class="part">
<section>
<h3>問題文</h3><p>シカのAtCoDeerくんは二つの正整数 <var>a,b</var> を見つけました。</p>
</section>
</div>
<div class="part">
<section>
<h3>入力例 1</h3><pre>3 4
</pre>
</section>
</div>
<div class="part">
<section>
<h3>出力例 1</h3><pre>Even
</pre>
</section>
</div>
</span>
<span class="lang-en">
<p>Score : <var>100</var> points</p>
<div class="part">
<section>
<h3>Problem Statement</h3><p>AtCoDeer the deer found two positive integers, <var>a</var> and <var>b</var>.
Determine whether the product of <var>a</var> and <var>b</var> is even or odd.</p>
</section>
</div>
<div class="part">
<section>
<h3>Constraints</h3><ul>
<li><var>1 &leq; a,b &leq; 10000</var></li>
<li><var>a</var> and <var>b</var> are integers.</li>
</ul>
</section>
</div>
<hr />
<div class="io-style">
<div class="part">
<section>
<h3>Input</h3><p>Input is given from Standard Input in the following format:</p>
<pre><var>a</var> <var>b</var>
</pre>
</section>
</div>
<div class="part">
<section>
<h3>Output</h3><p>If the product is odd, print <code>Odd</code>; if it is even, print <code>Even</code>.</p>
</section>
</div>
</div>
<hr />
<div class="part">
<section>
<h3>Sample Input 1</h3><pre>3 4
</pre>
</section>
</div>
<div class="part">
<section>
<h3>Sample Output 1</h3><pre>Even
</pre>
<p>As <var>3 &times; 4 = 12</var> is even, print <code>Even</code>.</p>
</section>
</div>
<hr />
<div class="part">
<section>
<h3>Sample Input 2</h3><pre>1 21
</pre>
</section>
</div>
<div class="part">
<section>
<h3>Sample Output 2</h3><pre>Odd
</pre>
</section>
</div>
</span>
</span>
	</div>
</div>
</div>`;
    const nav = `<li><a class="contest-title" href="/contests/${contest}">AtCoder Beginner Contest ${contest.replace(/^\D+/, '')}</a></li>`;
    return page(s, `A - ${p.title}`, fake.mode.changed ? '<div class="col-sm-12"><h2>Maintenance</h2></div>' : `<ul class="nav navbar-nav">${nav}</ul>\n${main}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const s = session(req, res);
    const method = req.method ?? 'GET';
    let m: RegExpExecArray | null;

    if (url.pathname === '/login' && method === 'GET') {
      if (s.user) return redirect(res, '/home');
      const form = `<div class="row"><div class="col-sm-4 col-sm-offset-4">
<h1 class="text-center">Sign In</h1>
<form class="form-horizontal" action="" method="POST">
	${csrfInput(s)}
	<div class="form-group"><label for="username">Username</label><input type="text" class="form-control" id="username" name="username" value=""></div>
	<div class="form-group"><label for="password">Password</label><input type="password" class="form-control" id="password" name="password"></div>
	${fake.mode.captcha ? '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA-fake-sitekey"></div>' : ''}
	<button class="btn btn-primary" type="submit" id="submit">Sign In</button>
</form></div></div>`;
      return send(res, 200, page(s, 'Sign In - AtCoder', form, fake.mode.captcha ? turnstile : ''));
    }
    if (url.pathname === '/login' && method === 'POST') {
      const f = await readForm(req);
      if (f.csrf_token !== s.csrf) { s.flash = 'Invalid request.'; return redirect(res, '/login'); }
      if (fake.mode.captcha && !f['cf-turnstile-response']) { s.flash = 'Please complete the CAPTCHA.'; return redirect(res, '/login'); }
      if (!f.username || fake.accounts.get(f.username) !== f.password) { s.flash = 'Username or Password is incorrect.'; return redirect(res, '/login'); }
      s.user = f.username;
      return redirect(res, url.searchParams.get('continue') ?? '/home');
    }
    if (url.pathname === '/home' && method === 'GET') {
      return send(res, 200, page(s, 'AtCoder', '<div class="row"><h1>AtCoder</h1></div>'));
    }

    if ((m = /^\/contests\/([\w-]+)\/submit$/.exec(url.pathname))) {
      const contest = m[1];
      if (!s.user) return redirect(res, `/login?continue=${encodeURIComponent(`https://atcoder.jp${url.pathname}`)}`);
      const tasks = [...problems.keys()].filter((t) => t.startsWith(`${contest}_`));
      if (!tasks.length) return send(res, 404, page(s, '404 Not Found - AtCoder', '<h1>404 Not Found</h1>'));
      const form = () => `<form class="form-horizontal form-code-submit" action="/contests/${contest}/submit" method="POST">
	${csrfInput(s)}
	<select id="select-task" class="form-control" name="data.TaskScreenName">${tasks.map((t) => `<option value="${t}">${t}</option>`).join('')}</select>
	<div id="select-lang" data-name="data.LanguageId">${tasks.map((t) => `<div id="select-lang-${t}"><select class="form-control"><option></option>${Object.entries(LANGUAGES).map(([id, n]) => `<option value="${id}">${esc(n)}</option>`).join('')}</select></div>`).join('')}</div>
	<textarea id="plain-textarea" class="form-control" name="sourceCode"></textarea>
	<button type="submit" class="btn btn-primary" id="submit">Submit</button>
</form>`;
      if (method === 'GET') return send(res, 200, page(s, 'Submit - AtCoder', form(), fake.mode.captcha ? turnstile : ''));
      const f = await readForm(req);
      fake.forms.push(f);
      if (f.csrf_token !== s.csrf) { s.flash = 'Invalid request.'; return send(res, 200, page(s, 'Submit - AtCoder', form())); }
      if (fake.mode.rateLimited) { s.flash = 'Wait for 5 second to submit again.'; return send(res, 200, page(s, 'Submit - AtCoder', form())); }
      if (!tasks.includes(f['data.TaskScreenName'] ?? '')) { s.flash = 'Task not found.'; return send(res, 200, page(s, 'Submit - AtCoder', form())); }
      if (!LANGUAGES[f['data.LanguageId'] ?? '']) { s.flash = 'Invalid language.'; return send(res, 200, page(s, 'Submit - AtCoder', form())); }
      const run: Run = { id: ++nextRun, contest, task: f['data.TaskScreenName'], user: s.user, language: f['data.LanguageId'], code: f.sourceCode ?? '', polls: 0, time: '2026-07-11 21:05:13+0900' };
      runs.set(run.id, run);
      fake.submissions.push({ runId: String(run.id), username: s.user, problemId: run.task, language: run.language, code: run.code });
      return redirect(res, `/contests/${contest}/submissions/me`);
    }

    if ((m = /^\/contests\/([\w-]+)\/submissions\/me\/status\/json$/.exec(url.pathname)) && method === 'GET') {
      if (!s.user) return redirect(res, `/login?continue=${encodeURIComponent(`https://atcoder.jp${url.pathname}`)}`);
      const result: Record<string, { Html: string; Score: string }> = {};
      for (const sid of url.searchParams.getAll('sids[]')) {
        const run = runs.get(Number(sid));
        if (!run || run.user !== s.user || run.contest !== m[1]) continue;
        const html = statusHtml(run);
        result[sid] = { Html: html, Score: html.includes('>AC<') ? '100' : '0' };
      }
      return sendJson(res, 200, { Result: result, Interval: 1100 });
    }

    if ((m = /^\/contests\/([\w-]+)\/submissions\/me$/.exec(url.pathname)) && method === 'GET') {
      const contest = m[1];
      if (!s.user) return redirect(res, `/login?continue=${encodeURIComponent(`https://atcoder.jp${url.pathname}`)}`);
      const mine = [...runs.values()].filter((r) => r.user === s.user && r.contest === contest).reverse();
      const rows = mine.map((r) => `<tr>
	<td class="no-break"><time class='fixtime fixtime-second'>${r.time}</time></td>
	<td><a href="/contests/${contest}/tasks/${r.task}">A - ${esc(problems.get(r.task)?.title ?? r.task)}</a></td>
	<td><a href="/users/${r.user}">${r.user}</a></td>
	<td><a href="/contests/${contest}/submissions/me?f.Language=${r.language}&amp;f.Task=${r.task}">${esc(LANGUAGES[r.language])}</a></td>
	<td class="text-right submission-score" data-id="${r.id}">0</td>
	<td class="text-right">${Buffer.byteLength(r.code)} Byte</td>
	<td colspan='3' class='text-center waiting-judge' data-id='${r.id}'><span class='label label-default' title="Waiting for Judging">WJ</span></td>
	<td class="text-center"><a href="/contests/${contest}/submissions/${r.id}" class="submission-details-link">Detail</a></td>
</tr>`).join('\n');
      const table = fake.mode.changed
        ? '<div class="panel panel-default panel-submission"><div class="panel-body">Temporarily unavailable</div></div>'
        : `<div class="table-responsive"><table class="table table-bordered table-striped small th-center"><thead><tr><th>Submission Time</th><th>Task</th><th>User</th><th>Language</th><th>Score</th><th>Code Size</th><th>Status</th><th>Exec Time</th><th>Memory</th><th></th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
      return send(res, 200, page(s, 'My Submissions - AtCoder', table));
    }

    if ((m = /^\/contests\/([\w-]+)\/submissions\/(\d+)$/.exec(url.pathname)) && method === 'GET') {
      const run = runs.get(Number(m[2]));
      if (!run || run.contest !== m[1]) return send(res, 404, page(s, '404 Not Found - AtCoder', '<h1>404 Not Found</h1>'));
      const code = verdictOf(run.code);
      const v = VERDICT[code];
      const ce = code === 'CE'
        ? `<h4>Compile Error</h4>\n<pre>Main.cpp: In function &#39;int main()&#39;:\nMain.cpp:3:5: error: expected &#39;;&#39; before &#39;}&#39; token &amp; more &lt;here&gt;\n</pre>`
        : '';
      const main = `<p><span class="h2">Submission #${run.id}</span></p>
<div class="panel panel-default"><table class="table table-bordered table-striped">
<tr><th class="col-sm-4">Submission Time</th><td class="text-center"><time class='fixtime-second'>${run.time}</time></td></tr>
<tr><th>Task</th><td class="text-center"><a href="/contests/${run.contest}/tasks/${run.task}">A - ${esc(problems.get(run.task)?.title ?? run.task)}</a></td></tr>
<tr><th>User</th><td class="text-center"><a href="/users/${run.user}">${run.user}</a></td></tr>
<tr><th>Language</th><td class="text-center">${esc(LANGUAGES[run.language])}</td></tr>
<tr><th>Score</th><td class="text-center">${code === 'AC' ? 100 : 0}</td></tr>
<tr><th>Code Size</th><td class="text-center">${Buffer.byteLength(run.code)} Byte</td></tr>
<tr><th>Status</th><td id="judge-status" class="text-center"><span class='label ${v.label}' title="${v.title}">${code}</span></td></tr>
${code === 'CE' ? '' : `<tr><th>Exec Time</th><td class="text-center">${v.time} ms</td></tr>\n<tr><th>Memory</th><td class="text-center">${v.memory} KiB</td></tr>`}
</table></div>
${ce}`;
      return send(res, 200, page(s, `Submission #${run.id} - AtCoder`, main));
    }

    if ((m = /^\/contests\/([\w-]+)\/tasks\/([\w-]+)$/.exec(url.pathname)) && method === 'GET') {
      const p = problems.get(m[2]);
      if (!p || !m[2].startsWith(`${m[1]}_`)) return send(res, 404, page(s, '404 Not Found - AtCoder', '<h1>404 Not Found</h1>'));
      return send(res, 200, taskPage(s, m[1], m[2], p));
    }

    return send(res, 404, page(s, '404 Not Found - AtCoder', '<h1>404 Not Found</h1>'));
  }

  await serve(fake, handle, { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
  return fake;
}

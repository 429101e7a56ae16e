// AtCoder (https://atcoder.jp): HTML forms with a session cookie (REVEL_SESSION) and a CSRF token.
//
// - login: GET /login (csrf_token input, or `var csrfToken = "…"` in the page script), POST /login
//   with username, password, csrf_token. The login page carries a Cloudflare Turnstile widget
//   nowadays (since 2025), which a server cannot answer: that is RemoteError('captcha') and the
//   account's owner pastes the REVEL_SESSION cookie instead (the plugin puts it in the jar).
// - submit: GET /contests/<c>/submit for the token, POST /contests/<c>/submit with
//   data.TaskScreenName, data.LanguageId, sourceCode, csrf_token; success redirects to
//   /contests/<c>/submissions/me whose first row (td.submission-score[data-id], link
//   /contests/<c>/submissions/<id>) is the new run. "Wait for N second to submit again." is the
//   site's throttle.
// - poll: GET /contests/<c>/submissions/me/status/json?reload=true&sids[]=<id> →
//   {Result: {<id>: {Html, Score}}}; the Html is the row's status cell (label text WJ, WR, Judging,
//   "3/36 WA" while judging, then AC/WA/TLE/MLE/RE/CE/OLE/QLE/IE) followed by the Exec Time
//   ("234 ms") and Memory ("33348 KiB") cells. The compiler's output is the <pre> after
//   <h4>Compile Error</h4> on /contests/<c>/submissions/<id>.
// - problem: /contests/<c>/tasks/<task> ("Time Limit: 2 sec / Memory Limit: 1024 MiB", sections in
//   #task-statement, the English ones inside span.lang-en).
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteAnswer, type RemoteHttp, type RemotePoll, type RemoteProblem, type RemoteSite } from '../../shared/sites.ts';
import { cellText, cellsOf, decodeEntities, pathOf, preText } from './html.ts';

const TURNSTILE = /cf-turnstile|challenges\.cloudflare\.com\/turnstile/i;
const RUNNING = new Set(['WJ', 'WR', 'Judging']);
/** AtCoder's final status codes → spec statuses (OLE and QLE as Runtime Error, as the reference system does) */
const VERDICTS: Record<string, number> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  OLE: JudgeStatus.RUNTIME_ERROR,
  QLE: JudgeStatus.RUNTIME_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  IE: JudgeStatus.SYSTEM_ERROR,
};

/** 'abc001_a' → ['abc001', 'abc001_a'] */
function split(problemId: string): [string, string] {
  const task = atcoder.parseProblemId(problemId);
  if (!task) throw new RemoteError('rejected', `AtCoder: "${problemId}" is not a task id`);
  return [task.slice(0, task.lastIndexOf('_')), task];
}

/** the page's CSRF token: the script variable, else the (entity-encoded) hidden input */
function csrfToken(html: string): string | undefined {
  const script = /var\s+csrfToken\s*=\s*"([^"]+)"/.exec(html);
  if (script) return script[1];
  const input = /<input\b[^>]*name=["']csrf_token["'][^>]*>/i.exec(html);
  const value = input && /\bvalue=["']([^"']*)["']/i.exec(input[0]);
  return value?.[1] ? decodeEntities(value[1]) : undefined;
}

/** the signed-in user's screen name ('' when anonymous), undefined when the page has no such script */
function screenName(html: string): string | undefined {
  return /var\s+userScreenName\s*=\s*"([^"]*)"/.exec(html)?.[1];
}

/** the site's alert boxes (<div role="alert">), as text */
function alerts(html: string): string[] {
  return [...html.matchAll(/<div\b[^>]*role=["']alert["'][^>]*>([\s\S]*?)<\/div>/gi)]
    .map((m) => cellText(m[1]).replace(/^×\s*/, '')).filter(Boolean);
}

function signedOut(answer: RemoteAnswer): boolean {
  return pathOf(answer) === '/login';
}

/** the newest run of `task` on a /submissions/me page */
function newestRun(html: string, contest: string, task: string): string | undefined {
  const body = /<tbody>([\s\S]*?)<\/tbody>/i.exec(html)?.[1];
  if (!body) return undefined;
  const rows = body.split(/<tr\b/i).slice(1);
  const ours = rows.find((row) => row.includes(`/contests/${contest}/tasks/${task}"`)) ?? rows[0];
  if (!ours) return undefined;
  return /\bsubmission-score\b[^>]*\bdata-id=["'](\d+)["']/.exec(ours)?.[1]
    ?? new RegExp(`/contests/${contest}/submissions/(\\d+)["']`).exec(ours)?.[1];
}

function limitMs(value: string, unit: string): number {
  return Math.round(Number(value) * (unit === 'sec' ? 1000 : 1));
}
function limitMb(value: string, unit: string): number {
  const n = Number(value);
  return Math.round(/^(KiB|KB)$/.test(unit) ? n / 1024 : /^(GiB|GB)$/.test(unit) ? n * 1024 : n);
}

/** the first <pre> of a sample section, as plain text */
function sampleText(html: string): string | undefined {
  const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(html);
  if (!pre) return undefined;
  return preText(pre[1]).replace(/^\n+/, '').replace(/\s+$/, '') + '\n';
}

async function signedIn(http: RemoteHttp): Promise<boolean> {
  const home = await http.get('/home');
  return Boolean(screenName(home.text));
}

export const atcoder: RemoteSite = {
  oj: 'AC',
  name: 'AtCoder',
  aliases: ['ATCODER'],
  baseUrl: 'https://atcoder.jp',
  // ids of the submit form's data.LanguageId select (the 2025 language update)
  languages: [
    { name: 'C++23 (GCC 15.2.0)', id: '6017', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C++23 (Clang 20.1.8)', id: '6019', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'Python (CPython 3.13.7)', id: '6082', editorMode: 'text/x-python', comment: '#' },
    { name: 'Python (PyPy 3.11-v7.3.19)', id: '6083', editorMode: 'text/x-python', comment: '#' },
  ],

  parseProblemId(id) {
    const task = id.trim().toLowerCase();
    return task.length <= 64 && /^[a-z0-9][a-z0-9-]*(?:_[a-z0-9-]+)*_[a-z0-9]+$/.test(task) ? task : null;
  },

  async login(http, account) {
    if (!account.password) {
      // a pasted REVEL_SESSION cookie: good while the site still knows it
      if (http.cookie('REVEL_SESSION') && await signedIn(http)) return;
      throw new RemoteError('login', 'AtCoder: the pasted REVEL_SESSION cookie is not signed in (paste a fresh one)');
    }
    const page = await http.get('/login');
    if (screenName(page.text)) return; // the jar's session is still signed in
    if (TURNSTILE.test(page.text)) {
      throw new RemoteError('captcha', 'AtCoder: the login page wants a Cloudflare Turnstile answer; paste the REVEL_SESSION cookie instead');
    }
    const token = csrfToken(page.text);
    if (!token) throw new RemoteError('changed', 'AtCoder: no csrf_token on the login page');
    const res = await http.post('/login', {
      form: { username: account.username, password: account.password, csrf_token: token },
      headers: { Referer: `${http.base}/login` },
    });
    if (TURNSTILE.test(res.text) && signedOut(res)) {
      throw new RemoteError('captcha', 'AtCoder: login wants a Cloudflare Turnstile answer');
    }
    if (signedOut(res)) {
      throw new RemoteError('login', `AtCoder: ${alerts(res.text)[0] ?? 'login refused'}`);
    }
    const name = screenName(res.text);
    if (name === undefined) throw new RemoteError('changed', `AtCoder: unexpected page after login (${pathOf(res)})`);
    if (!name) throw new RemoteError('login', 'AtCoder: not signed in after login');
  },

  async submit(http, run) {
    const [contest, task] = split(run.problemId);
    const page = await http.get(`/contests/${contest}/submit?taskScreenName=${encodeURIComponent(task)}`);
    if (signedOut(page)) throw new RemoteError('login', 'AtCoder: session expired');
    if (page.status === 404) throw new RemoteError('rejected', `AtCoder: no contest ${contest}`);
    if (TURNSTILE.test(page.text)) throw new RemoteError('captcha', 'AtCoder: the submit form wants a Cloudflare Turnstile answer');
    const token = csrfToken(page.text);
    if (!token) throw new RemoteError('changed', 'AtCoder: no csrf_token on the submit page');

    const res = await http.post(`/contests/${contest}/submit`, {
      form: { 'data.TaskScreenName': task, 'data.LanguageId': run.language.id, sourceCode: run.code, csrf_token: token },
      headers: { Referer: `${http.base}/contests/${contest}/submit` },
    });
    if (signedOut(res)) throw new RemoteError('login', 'AtCoder: session expired');
    if (pathOf(res) === `/contests/${contest}/submissions/me`) {
      const runId = newestRun(res.text, contest, task);
      if (!runId) throw new RemoteError('changed', 'AtCoder: no submission row on /submissions/me');
      return runId;
    }
    const messages = alerts(res.text);
    const wait = messages.find((m) => /Wait for \d+ seconds? to submit again/i.test(m));
    if (wait) throw new RemoteError('rate-limited', `AtCoder: ${wait}`);
    if (TURNSTILE.test(res.text)) throw new RemoteError('captcha', 'AtCoder: the submit form wants a Cloudflare Turnstile answer');
    if (messages.length) throw new RemoteError('rejected', `AtCoder: ${messages.join(' ')}`);
    throw new RemoteError('changed', `AtCoder: submit answered ${res.status} at ${pathOf(res)} without a run`);
  },

  async poll(http, run): Promise<RemotePoll> {
    const [contest] = split(run.problemId);
    const res = await http.get(`/contests/${contest}/submissions/me/status/json?reload=true&sids[]=${encodeURIComponent(run.runId)}`);
    if (signedOut(res)) throw new RemoteError('login', 'AtCoder: session expired');
    const html = res.json<{ Result?: Record<string, { Html?: unknown }> }>().Result?.[run.runId]?.Html;
    if (typeof html !== 'string') throw new RemoteError('changed', `AtCoder: no status for run ${run.runId}`);
    const cells = cellsOf(html);
    const label = /<span\b[^>]*>([\s\S]*?)<\/span>/i.exec(cells[0] ?? '');
    const code = label ? cellText(label[1]) : '';
    if (RUNNING.has(code) || /^\d+\s*\/\s*\d+(\s+[A-Z]+)?$/.test(code)) return { done: false, status: JudgeStatus.JUDGING };
    const status = VERDICTS[code];
    if (status === undefined) throw new RemoteError('changed', `AtCoder: unknown status "${code}"`);

    const time = /(\d+)\s*ms/.exec(cellText(cells[1] ?? ''));
    const memory = /(\d+)\s*(KiB|KB|MiB|MB)/.exec(cellText(cells[2] ?? ''));
    const outcome: { status: number; timeMs?: number; memoryKb?: number; compileMessage?: string; message?: string } = { status };
    if (time) outcome.timeMs = Number(time[1]);
    if (memory) outcome.memoryKb = Number(memory[1]) * (memory[2].startsWith('M') ? 1024 : 1);
    if (status === JudgeStatus.COMPILE_ERROR) {
      const page = await http.get(`/contests/${contest}/submissions/${encodeURIComponent(run.runId)}`);
      const pre = /<h4>\s*Compile Error\s*<\/h4>\s*<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(page.text);
      if (pre) outcome.compileMessage = decodeEntities(pre[1]);
    }
    if (status === JudgeStatus.SYSTEM_ERROR) outcome.message = 'AtCoder: Internal Error';
    return { done: true, outcome };
  },

  async fetchProblem(http, problemId): Promise<RemoteProblem> {
    const [contest, task] = split(problemId);
    const res = await http.get(`/contests/${contest}/tasks/${task}?lang=en`);
    if (res.status === 404) throw new RemoteError('not-found', `AtCoder: no task ${task}`);
    if (signedOut(res)) throw new RemoteError('login', `AtCoder: ${task} is shown only to signed-in users`);
    const html = res.text;

    const heading = /<span class="h2">([\s\S]*?)(?:<a\b|<\/span>)/i.exec(html);
    const limits = /Time Limit:\s*([\d.]+)\s*(sec|msec|ms)\s*\/\s*Memory Limit:\s*([\d.]+)\s*(KiB|KB|MiB|MB|GiB|GB)/i.exec(html);
    const start = html.indexOf('id="task-statement"');
    if (!heading || !limits || start < 0) throw new RemoteError('changed', `AtCoder: task page of ${task} without title, limits or statement`);

    // the English statement when there is one (it follows the Japanese one), else the whole statement
    const english = html.indexOf('<span class="lang-en">', start);
    const statement = html.slice(english >= 0 ? english : start);
    const problem: RemoteProblem = {
      title: cellText(heading[1]).replace(/^[A-Za-z0-9]{1,4} - /, ''),
      description: '',
      timeLimit: limitMs(limits[1], limits[2].toLowerCase()),
      memoryLimit: limitMb(limits[3], limits[4]),
      source: cellText(/<a class="contest-title"[^>]*>([\s\S]*?)<\/a>/i.exec(html)?.[1] ?? '') || `AtCoder ${contest}`,
    };
    const inputs = new Map<number, string>();
    const outputs = new Map<number, string>();
    const extra: string[] = [];
    for (const [, rawTitle, body] of statement.matchAll(/<h3>([\s\S]*?)<\/h3>([\s\S]*?)<\/section>/gi)) {
      const title = cellText(rawTitle);
      const sample = /^(Sample Input|Sample Output|入力例|出力例)\s*(\d+)/.exec(title);
      if (sample) {
        const text = sampleText(body);
        if (text !== undefined) (/Input|入力/.test(sample[1]) ? inputs : outputs).set(Number(sample[2]), text);
      } else if (/^(Problem Statement|Problem|問題文)$/.test(title)) problem.description = body.trim();
      else if (/^(Input|入力)$/.test(title)) problem.input = body.trim();
      else if (/^(Output|出力)$/.test(title)) problem.output = body.trim();
      else if (/^(Notes?|注意|注記)$/.test(title)) problem.hint = body.trim();
      else extra.push(`<h3>${rawTitle}</h3>${body.trim()}`); // Constraints and the like, kept with the statement
    }
    if (!problem.description && !extra.length) throw new RemoteError('changed', `AtCoder: no statement sections for ${task}`);
    problem.description = [problem.description, ...extra].filter(Boolean).join('\n');
    problem.examples = [...inputs.keys()].sort((a, b) => a - b)
      .filter((n) => outputs.has(n)).map((n) => ({ input: inputs.get(n)!, output: outputs.get(n)! }));
    return problem;
  },
};

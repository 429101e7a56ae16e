// SPOJ (https://www.spoj.com): HTML forms with a session cookie.
//
// - login: POST /login/ with login_user, password, autologin=1, next_raw; signed in when the page
//   that follows has the sign-out link (/logout).
// - submit: POST /submit/complete/ with problemcode, lang (the site's numeric language id), file
//   (the source) and submit; the answer page carries the run id in
//   <input name="newSubmissionId" value="…">, or says "Wrong problem code!", "… submit in this
//   language for this problem", "… solution is too long".
// - poll: POST /status/ajax=1,ajaxdiff=1 with ids=<id> → a JSON array of
//   {status_description, id, status, time, mem, final}; `final` "1" ends it, `status` is the code:
//   11 CE, 12 RE, 13 TLE, 14 WA, 15 AC, 20 internal error (1 compiling, others queued/running);
//   time in seconds ("0.01"), mem like "5.2M" or "-". The compiler output is on /error/<id>.
// - problem: /problems/<CODE>/ (#problem-name "CODE - Title", #problem-body with <h3> sections and
//   an Example <pre> holding "Input:" and "Output:", #problem-meta rows "Time limit:" "1s",
//   "Memory limit:" "1536MB").
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteHttp, type RemotePoll, type RemoteProblem, type RemoteSite } from '../../shared/sites.ts';
import { cellText, decodeEntities, divBody, pathOf, preText } from './html.ts';

const CAPTCHA = /g-recaptcha|h-captcha|cf-turnstile|challenges\.cloudflare\.com/i;
/** SPOJ's final status codes → spec statuses */
const VERDICTS: Record<number, number> = {
  11: JudgeStatus.COMPILE_ERROR,
  12: JudgeStatus.RUNTIME_ERROR,
  13: JudgeStatus.TIME_LIMIT_EXCEEDED,
  14: JudgeStatus.WRONG_ANSWER,
  15: JudgeStatus.ACCEPTED,
  20: JudgeStatus.SYSTEM_ERROR,
};
const COMPILING = 1;

const signedIn = (html: string) => /href=["'](?:https?:\/\/[^"']*)?\/logout\/?["']/i.test(html);
const loginForm = (html: string) => /name=["']login_user["']/i.test(html);

/** "1s", "0.5s-1s" (per cluster) → the largest, in ms */
function seconds(value: string): number | undefined {
  const all = [...value.matchAll(/([\d.]+)\s*s/g)].map((m) => Number(m[1]));
  return all.length ? Math.round(Math.max(...all) * 1000) : undefined;
}

/** the Example section's <pre> blocks → pairs: one <pre> with Input:/Output: marks, or an input <pre> then an output <pre> */
function examples(section: string): Array<{ input: string; output: string }> {
  const out: Array<{ input: string; output: string }> = [];
  const loose: string[] = [];
  const clean = (s: string) => preText(s).replace(/^\s*\n/, '').replace(/\s+$/, '') + '\n';
  for (const [, pre] of section.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)) {
    const parts = pre.split(/<(?:b|strong)>\s*Output:?\s*<\/(?:b|strong)>|(?:^|\n)\s*Output:\s*\n/i);
    if (parts.length === 2) {
      out.push({ input: clean(parts[0].replace(/<(?:b|strong)>\s*Input:?\s*<\/(?:b|strong)>|^\s*Input:\s*\n/i, '')), output: clean(parts[1]) });
    } else loose.push(clean(pre));
  }
  for (let i = 0; i + 1 < loose.length; i += 2) out.push({ input: loose[i], output: loose[i + 1] });
  return out;
}

export const spoj: RemoteSite = {
  oj: 'SPOJ',
  name: 'SPOJ',
  baseUrl: 'https://www.spoj.com',
  // ids of the submit form's `lang` select
  languages: [
    { name: 'C++14 (gcc)', id: '44', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C++ (gcc)', id: '1', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C (gcc)', id: '11', editorMode: 'text/x-csrc', comment: '//' },
    { name: 'Java (HotSpot)', id: '10', editorMode: 'text/x-java', comment: '//' },
    { name: 'Python 3', id: '116', editorMode: 'text/x-python', comment: '#' },
    { name: 'Python (PyPy)', id: '99', editorMode: 'text/x-python', comment: '#' },
    { name: 'Rust', id: '93', editorMode: 'text/x-rustsrc', comment: '//' },
    { name: 'Go', id: '114', editorMode: 'text/x-go', comment: '//' },
  ],

  parseProblemId(id) {
    const code = id.trim().toUpperCase();
    return /^[A-Z0-9_]{1,8}$/.test(code) ? code : null;
  },

  async login(http, account) {
    if (!account.password) {
      const home = await http.get('/');
      if (signedIn(home.text)) return;
      throw new RemoteError('login', 'SPOJ: no password, and the pasted cookie is not signed in');
    }
    const res = await http.post('/login/', {
      form: { next_raw: '/', autologin: '1', login_user: account.username, password: account.password },
      headers: { Referer: `${http.base}/` },
    });
    if (signedIn(res.text)) return;
    if (CAPTCHA.test(res.text)) throw new RemoteError('captcha', 'SPOJ: login wants a captcha');
    if (loginForm(res.text)) {
      const said = /Authentication failed!?/i.exec(res.text)?.[0];
      throw new RemoteError('login', `SPOJ: ${said ?? 'login refused'}`);
    }
    throw new RemoteError('changed', `SPOJ: unexpected page after login (${pathOf(res)})`);
  },

  async submit(http, run) {
    const code = spoj.parseProblemId(run.problemId);
    if (!code) throw new RemoteError('rejected', `SPOJ: "${run.problemId}" is not a problem code`);
    const res = await http.post('/submit/complete/', {
      form: { submit: 'Submit!', problemcode: code, lang: run.language.id, file: run.code },
      headers: { Referer: `${http.base}/submit/${code}/` },
    });
    const input = /<input\b[^>]*name=["']newSubmissionId["'][^>]*>/i.exec(res.text);
    const runId = input && /\bvalue=["'](\d+)["']/i.exec(input[0])?.[1];
    if (runId) return runId;
    if (/^\/login/.test(pathOf(res))) throw new RemoteError('login', 'SPOJ: session expired');
    for (const said of [/Wrong problem code!?/i, /[^<>.]*submit in this language for this problem[^<>]*/i, /[^<>.]*solution is too long[^<>]*/i]) {
      const m = said.exec(res.text);
      if (m) throw new RemoteError('rejected', `SPOJ: ${cellText(m[0])}`);
    }
    if (CAPTCHA.test(res.text)) throw new RemoteError('captcha', 'SPOJ: the submit wants a captcha');
    if (loginForm(res.text) && !signedIn(res.text)) throw new RemoteError('login', 'SPOJ: session expired');
    throw new RemoteError('changed', `SPOJ: no newSubmissionId in the answer (${res.status} ${pathOf(res)})`);
  },

  async poll(http, run): Promise<RemotePoll> {
    const res = await http.post('/status/ajax=1,ajaxdiff=1', { form: { ids: run.runId } });
    const list = res.json<unknown>();
    const entry = Array.isArray(list)
      ? (list as Array<Record<string, unknown>>).find((e) => e && String(e.id) === run.runId)
      : undefined;
    if (!entry) throw new RemoteError('changed', `SPOJ: no status for run ${run.runId}`);
    const code = Number(entry.status);
    if (String(entry.final) !== '1') return { done: false, status: code === COMPILING ? JudgeStatus.COMPILING : JudgeStatus.JUDGING };
    const status = VERDICTS[code];
    if (status === undefined) throw new RemoteError('changed', `SPOJ: unknown final status ${String(entry.status)}`);

    const outcome: { status: number; timeMs?: number; memoryKb?: number; compileMessage?: string; message?: string } = { status };
    const time = /^\s*([\d.]+)\s*$/.exec(String(entry.time ?? ''));
    if (time) outcome.timeMs = Math.round(Number(time[1]) * 1000);
    const mem = /^\s*([\d.]+)\s*([kMG]?)/i.exec(String(entry.mem ?? ''));
    if (mem) outcome.memoryKb = Math.round(Number(mem[1]) * ({ '': 1, k: 1, m: 1024, g: 1024 * 1024 } as Record<string, number>)[mem[2].toLowerCase()]);
    if (status === JudgeStatus.COMPILE_ERROR) {
      const page = await http.get(`/error/${encodeURIComponent(run.runId)}`);
      const pre = /<pre\b[^>]*>(?:\s*<small>)?([\s\S]*?)(?:<\/small>\s*)?<\/pre>/i.exec(page.text);
      if (pre) outcome.compileMessage = decodeEntities(pre[1]);
    }
    if (status === JudgeStatus.SYSTEM_ERROR) outcome.message = 'SPOJ: internal error';
    return { done: true, outcome };
  },

  async fetchProblem(http: RemoteHttp, problemId): Promise<RemoteProblem> {
    const code = spoj.parseProblemId(problemId);
    if (!code) throw new RemoteError('not-found', `SPOJ: "${problemId}" is not a problem code`);
    const res = await http.get(`/problems/${code}/`);
    if (res.status === 404) throw new RemoteError('not-found', `SPOJ: no problem ${code}`);
    const html = res.text;
    const name = /<h2\b[^>]*id=["']problem-name["'][^>]*>([\s\S]*?)<\/h2>/i.exec(html);
    if (!name) {
      if (/Wrong problem code/i.test(html) || !pathOf(res).toUpperCase().includes(`/PROBLEMS/${code}`)) throw new RemoteError('not-found', `SPOJ: no problem ${code}`);
      throw new RemoteError('changed', `SPOJ: problem page of ${code} without #problem-name`);
    }
    const bodyAt = html.search(/<div\b[^>]*id=["']problem-body["']/i);
    const timeLimit = seconds(cellText(/Time limit:\s*<\/td>\s*<td[^>]*>([\s\S]*?)<\/td>/i.exec(html)?.[1] ?? ''));
    const memory = /([\d.]+)\s*(MB|KB|GB)/i.exec(cellText(/Memory limit:\s*<\/td>\s*<td[^>]*>([\s\S]*?)<\/td>/i.exec(html)?.[1] ?? ''));
    if (bodyAt < 0 || timeLimit === undefined || !memory) throw new RemoteError('changed', `SPOJ: problem page of ${code} without body or limits`);

    // the body up to its closing </div> (the rest of the page when it is never closed)
    const open = html.indexOf('>', bodyAt) + 1;
    const body = (divBody(html, open) ?? html.slice(open)).trim();
    const parts = body.split(/<h3\b[^>]*>([\s\S]*?)<\/h3>/i);
    const problem: RemoteProblem = {
      title: cellText(name[1]).replace(new RegExp(`^${code}\\s*-\\s*`), ''),
      description: parts[0].trim(),
      timeLimit,
      memoryLimit: Math.round(Number(memory[1]) * ({ MB: 1, KB: 1 / 1024, GB: 1024 } as Record<string, number>)[memory[2].toUpperCase()]),
      source: `SPOJ ${code}`,
      examples: [],
    };
    for (let i = 1; i + 1 < parts.length; i += 2) {
      const title = cellText(parts[i]);
      const content = parts[i + 1].trim();
      if (/^Input/i.test(title)) problem.input = content;
      else if (/^Output/i.test(title)) problem.output = content;
      else if (/^(Examples?|Samples?|Sample (Input|Test))/i.test(title)) problem.examples!.push(...examples(content));
      else if (/^(Explanation|Notes?|Hints?)/i.test(title)) problem.hint = [problem.hint, content].filter(Boolean).join('\n');
      else problem.description += `\n<h3>${parts[i]}</h3>${content}`;
    }
    if (!problem.description) problem.description = body;
    return problem;
  },
};

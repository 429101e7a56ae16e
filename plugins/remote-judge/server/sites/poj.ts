// POJ, PKU JudgeOnline (poj.org): old Java pages scraped with small regexes.
//
//   login   POST /login     user_id1, password1, B1=login, url=/  (a JSESSIONID session); every page
//           shows the login form (<form method=POST action=login>) to a visitor and "Log Out" to a user
//   submit  POST /submit    problem_id, language, source (base64), submit=Submit, encoded=1
//           → redirected to /status; "Please login first." without a session; refusals are an
//           "Error Occurred" page with <li> items
//   run id  GET /status?problem_id=<p>&user_id=<u>   the first row's Run ID (newest first)
//   poll    GET /status?problem_id=<p>&user_id=<u>&top=<runId+1>   the same filtered list starting at the run:
//           Run ID | User | Problem | Result | Memory (K) | Time (MS) | Language | Code Length | Submit Time
//   CE      GET /showcompileinfo?solution_id=<runId>   the compiler output in <pre>
//   problem GET /problem?id=<id>   div.ptt title, "<b>Time Limit:</b> 1000MS", "<b>Memory Limit:</b> 10000K",
//           p.pst headings with div.ptx sections and pre.sio samples; "Can not find problem" when there is none
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { DispatchOutcome } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteHttp, type RemoteLanguage, type RemotePoll, type RemoteProblem, type RemoteSite } from '../../shared/sites.ts';
import { cellText, divBody, pathOf, preText, sampleText, tableRows } from './html.ts';
import { problemNumber } from './ids.ts';

const LANGUAGES: readonly RemoteLanguage[] = [
  { id: '0', name: 'G++', description: 'MinGW G++', editorMode: 'text/x-c++src', comment: '//' },
  { id: '1', name: 'GCC', description: 'MinGW GCC', editorMode: 'text/x-csrc', comment: '//' },
  { id: '2', name: 'Java', description: 'JDK', editorMode: 'text/x-java', comment: '//' },
  { id: '3', name: 'Pascal', description: 'Free Pascal', editorMode: 'text/x-pascal', comment: '//' },
  { id: '4', name: 'C++', description: 'Microsoft Visual C++', editorMode: 'text/x-c++src', comment: '//' },
  { id: '5', name: 'C', description: 'Microsoft Visual C', editorMode: 'text/x-csrc', comment: '//' },
  { id: '6', name: 'Fortran', description: 'MinGW GNU Fortran', editorMode: 'text/x-fortran', comment: '!' },
];

/** the Result cell's fixed words */
const FINAL: Record<string, number> = {
  'Accepted': JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Compile Error': JudgeStatus.COMPILE_ERROR,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  // spec 2 §3 has no output-limit code: a Runtime Error named as such, as the local judge does
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
};
const PENDING: Record<string, 6 | 7> = { 'Waiting': 7, 'Compiling': 6, 'Running & Judging': 7 };

const CAPTCHA = /name=["']?(?:captcha|verifycode|checkcode|vcode)\b|验证码/i;
const LOGIN_FORM = /<form\b[^>]*action=["']?\/?login\b/i;
const LOGGED_IN = /href=["']?\/?logout\b|Log\s*Out/i;

function changed(what: string): RemoteError {
  return new RemoteError('changed', `POJ: ${what}`);
}

/** the status table's run rows (cells as HTML), newest first */
function statusRows(html: string): string[][] {
  if (!/<table\b[^>]*class=["']?a\b/i.test(html) || !/Run ID/i.test(html)) throw changed('the status page has no status table');
  return tableRows(html).filter((cells) => cells.length >= 9 && /^\d+$/.test(cellText(cells[0])));
}

/** each <p class="pst"> heading with the div.ptx or pre.sio after it, in order */
function sections(html: string): Array<{ name: string; body: string; sample: boolean }> {
  const out: Array<{ name: string; body: string; sample: boolean }> = [];
  for (const m of html.matchAll(/<p\b[^>]*class=["']?pst\b[^>]*>([\s\S]*?)<\/p>\s*(?:<div\b[^>]*class=["']?ptx\b[^>]*>|<pre\b[^>]*class=["']?sio\b[^>]*>)/gi)) {
    const after = (m.index ?? 0) + m[0].length;
    const sample = /<pre\b[^>]*>$/i.test(m[0]);
    const end = sample ? html.indexOf('</pre>', after) : -1;
    const body = sample ? (end < 0 ? null : html.slice(after, end)) : divBody(html, after);
    if (body !== null) out.push({ name: cellText(m[1]), body: sample ? body : body.trim(), sample });
  }
  return out;
}

export const poj: RemoteSite = {
  oj: 'POJ',
  name: 'POJ (PKU JudgeOnline)',
  aliases: ['PKU', 'PKUOJ'],
  baseUrl: 'http://poj.org',
  languages: LANGUAGES,
  pollMs: 3000,

  parseProblemId: (id) => problemNumber(id, 1000, 99999),

  async login(http: RemoteHttp, account): Promise<void> {
    if (!account.password) throw new RemoteError('login', `POJ: account ${account.username} has no password`);
    const answer = await http.post('/login', {
      form: { user_id1: account.username, password1: account.password, B1: 'login', url: '/' },
      headers: { Referer: `${http.base}/` },
    });
    if (CAPTCHA.test(answer.text)) throw new RemoteError('captcha', 'POJ asks for a verification code at login');
    if (LOGIN_FORM.test(answer.text)) throw new RemoteError('login', `POJ: login as ${account.username} was not accepted`);
    if (LOGGED_IN.test(answer.text)) return;
    throw changed(`the answer to logging in (${answer.url}) shows neither "Log Out" nor the login form`);
  },

  async submit(http: RemoteHttp, run): Promise<string> {
    const answer = await http.post('/submit', {
      form: {
        problem_id: run.problemId,
        language: run.language.id,
        source: Buffer.from(run.code, 'utf8').toString('base64'),
        submit: 'Submit',
        encoded: '1',
      },
      headers: { Referer: `${http.base}/submit?problem_id=${run.problemId}` },
    });
    if (/Please login first/i.test(answer.text) || pathOf(answer, { lowerCase: true }) === '/login') throw new RemoteError('login', 'POJ: the session has expired');
    if (CAPTCHA.test(answer.text)) throw new RemoteError('captcha', 'POJ asks for a verification code at submit');
    if (/Error Occurred/i.test(answer.text)) {
      const item = /<li>([\s\S]*?)<\/li>/i.exec(answer.text);
      const reason = item ? cellText(item[1]) : 'the submission was refused';
      if (/too (?:often|frequent|fast|many)|wait (?:for )?(?:a (?:while|moment)|\d+ seconds?)|try again later/i.test(reason)) throw new RemoteError('rate-limited', `POJ: ${reason}`);
      throw new RemoteError('rejected', `POJ: ${reason}`);
    }
    if (pathOf(answer, { lowerCase: true }) !== '/status') throw changed(`submitting ended on ${answer.url}, not the status page`);
    const status = await http.get(`/status?problem_id=${encodeURIComponent(run.problemId)}&user_id=${encodeURIComponent(run.account.username)}`);
    const [newest] = statusRows(status.text);
    if (!newest) throw changed(`no run of ${run.account.username} on problem ${run.problemId} after submitting`);
    return cellText(newest[0]);
  },

  async poll(http: RemoteHttp, run): Promise<RemotePoll> {
    if (!/^\d+$/.test(run.runId)) throw changed(`run id "${run.runId}" is not a number`);
    const top = (BigInt(run.runId) + 1n).toString();
    const page = await http.get(`/status?problem_id=${encodeURIComponent(run.problemId)}&user_id=${encodeURIComponent(run.account.username)}&top=${top}`);
    const row = statusRows(page.text).find((cells) => cellText(cells[0]) === run.runId);
    if (!row) throw changed(`run ${run.runId} is not on its status page`);
    const word = cellText(row[3]);
    if (word in PENDING) return { done: false, status: PENDING[word] };
    const status = FINAL[word];
    if (status === undefined) throw changed(`unknown result "${word}" for run ${run.runId}`);
    const outcome: DispatchOutcome = { status };
    const memory = /(\d+)\s*K/i.exec(cellText(row[4]));
    const time = /(\d+)\s*MS/i.exec(cellText(row[5]));
    if (time) outcome.timeMs = Number(time[1]);
    if (memory) outcome.memoryKb = Number(memory[1]);
    if (word === 'Output Limit Exceeded') outcome.message = 'Output Limit Exceeded';
    if (status === JudgeStatus.COMPILE_ERROR) {
      const info = await http.get(`/showcompileinfo?solution_id=${encodeURIComponent(run.runId)}`);
      if (/Please login first/i.test(info.text)) throw new RemoteError('login', 'POJ: the session has expired');
      const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(info.text);
      if (!pre) throw changed(`the compile information of run ${run.runId} has no <pre>`);
      outcome.compileMessage = preText(pre[1]).trim();
    }
    return { done: true, outcome };
  },

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const page = await http.get(`/problem?id=${encodeURIComponent(problemId)}`);
    const html = page.text;
    if (/Can not find problem/i.test(html)) throw new RemoteError('not-found', `POJ has no problem ${problemId}`);
    const title = /<div\b[^>]*class=["']?ptt\b[^>]*>([\s\S]*?)<\/div>/i.exec(html);
    const time = /(?<!Case )Time Limit:\s*(?:<\/b>)?\s*(\d+)\s*MS/i.exec(html);
    const memory = /Memory Limit:\s*(?:<\/b>)?\s*(\d+)\s*K/i.exec(html);
    if (!title || !time || !memory) throw changed(`problem ${problemId}: no title or limits`);
    const found = sections(html);
    const section = (name: string) => found.find((s) => !s.sample && s.name.toLowerCase() === name.toLowerCase())?.body;
    const description = section('Description');
    if (description === undefined) throw changed(`problem ${problemId}: no Description section`);
    const problem: RemoteProblem = {
      title: cellText(title[1]),
      description,
      input: section('Input'),
      output: section('Output'),
      hint: section('Hint'),
      timeLimit: Number(time[1]),
      memoryLimit: Math.max(1, Math.round(Number(memory[1]) / 1024)),
    };
    const inputs = found.filter((s) => s.sample && /^Sample Input/i.test(s.name));
    const outputs = found.filter((s) => s.sample && /^Sample Output/i.test(s.name));
    const examples = inputs.slice(0, outputs.length).map((s, i) => ({ input: sampleText(s.body), output: sampleText(outputs[i].body) }));
    if (examples.length) problem.examples = examples;
    const source = section('Source');
    problem.source = source ? cellText(source) || `POJ ${problemId}` : `POJ ${problemId}`;
    return problem;
  },
};

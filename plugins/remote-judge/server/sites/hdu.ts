// HDU Online Judge (acm.hdu.edu.cn): plain PHP pages scraped with small regexes.
//
//   login   POST /userloginex.php?action=login   username, userpass, login=Sign In
//           → 302 with a PHPSESSID session; a wrong password answers "No such user or wrong password."
//   submit  POST /submit.php?action=submit       check=0, problemid, language, _usercode
//           (_usercode is base64 of the URL-encoded code, as the site's own submit page sends it)
//           → 302 to status.php; a dead session is sent to userloginex.php; refusals come back as
//           "One or more following ERROR(s) occurred." with <li> items ("Please don't re-submit …")
//   run id  GET /status.php?user=<u>&pid=<p>       the first row's Run ID (newest first)
//   poll    GET /status.php?first=<runId>          the row whose Run ID cell is the run:
//           Run ID | Submit Time | Judge Status | Pro.ID | Exe.Time (MS) | Exe.Memory (K) | Code Len. | Language | Author
//   CE      GET /viewerror.php?rid=<runId>          the compiler output in <pre>
//   problem GET /showproblem.php?pid=<id>           <h1>, "Time Limit: java/others MS", "Memory Limit: java/others K",
//           panel_title / panel_content pairs; a missing problem says "No such problem - <strong>Problem N</strong>."
//
// The pages are GB2312; the session decodes answers as UTF-8, so Chinese statement text comes through
// garbled (English statements and every page this module parses are ASCII).
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { DispatchOutcome } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteHttp, type RemoteLanguage, type RemotePoll, type RemoteProblem, type RemoteSite } from '../../shared/sites.ts';
import { cellText, divBody, pathOf, preText, sampleText, tableRows } from './html.ts';
import { problemNumber } from './ids.ts';

const LANGUAGES: readonly RemoteLanguage[] = [
  { id: '0', name: 'G++', description: 'GNU G++', editorMode: 'text/x-c++src', comment: '//' },
  { id: '1', name: 'GCC', description: 'GNU GCC', editorMode: 'text/x-csrc', comment: '//' },
  { id: '2', name: 'C++', description: 'Microsoft Visual C++', editorMode: 'text/x-c++src', comment: '//' },
  { id: '3', name: 'C', description: 'Microsoft Visual C', editorMode: 'text/x-csrc', comment: '//' },
  { id: '4', name: 'Pascal', description: 'Free Pascal', editorMode: 'text/x-pascal', comment: '//' },
  { id: '5', name: 'Java', description: 'Java', editorMode: 'text/x-java', comment: '//' },
  { id: '6', name: 'C#', description: 'C#', editorMode: 'text/x-csharp', comment: '//' },
];

/** the Judge Status cell's fixed words (faq.php "the judge's replies"); Runtime Error carries a cause after it */
const FINAL: Record<string, number> = {
  'Accepted': JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  // spec 2 §3 has no output-limit code: a Runtime Error named as such, as the local judge does
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
  'Validator Error': JudgeStatus.SYSTEM_ERROR,
};
const PENDING: Record<string, 6 | 7> = { 'Queuing': 7, 'Compiling': 6, 'Running': 7 };

const CAPTCHA = /name=["']?(?:captcha|verifycode|checkcode|vcode)\b|验证码/i;
const LOGIN_FORM = /name=["']?userpass\b/i;
const LOGGED_IN = /userloginex\.php\?action=logout|Sign Out/i;

function changed(what: string): RemoteError {
  return new RemoteError('changed', `HDU: ${what}`);
}

/** the status table's run rows (cells as HTML), newest first */
function statusRows(html: string): string[][] {
  if (!/class=["']?table_text\b/i.test(html)) throw changed('the status page has no status table');
  return tableRows(html).filter((cells) => cells.length >= 9 && /^\d+$/.test(cellText(cells[0])));
}

/** panel_title → panel_content pairs of the problem page, in order */
function panels(html: string): Array<{ name: string; body: string }> {
  const out: Array<{ name: string; body: string }> = [];
  for (const m of html.matchAll(/<div[^>]*class=["']?panel_title\b[^>]*>([\s\S]*?)<\/div>\s*<div[^>]*class=["']?panel_content\b[^>]*>/gi)) {
    const body = divBody(html, (m.index ?? 0) + m[0].length);
    if (body !== null) out.push({ name: cellText(m[1]), body: body.trim() });
  }
  return out;
}

/** a sample panel's text: its <pre> (or the panel itself) */
function sample(body: string): string {
  const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(body);
  return sampleText(pre ? pre[1] : body);
}

export const hdu: RemoteSite = {
  oj: 'HDU',
  name: 'HDU Online Judge',
  aliases: ['HDOJ', 'HDUOJ'],
  baseUrl: 'https://acm.hdu.edu.cn',
  languages: LANGUAGES,
  pollMs: 3000,

  parseProblemId: (id) => problemNumber(id, 1000, 99999),

  async login(http: RemoteHttp, account): Promise<void> {
    if (!account.password) throw new RemoteError('login', `HDU: account ${account.username} has no password`);
    const answer = await http.post('/userloginex.php?action=login', {
      form: { username: account.username, userpass: account.password, login: 'Sign In' },
      headers: { Referer: `${http.base}/userloginex.php` },
    });
    if (CAPTCHA.test(answer.text)) throw new RemoteError('captcha', 'HDU asks for a verification code at login');
    if (/No such user or wrong password/i.test(answer.text)) throw new RemoteError('login', `HDU: wrong name or password for ${account.username}`);
    if (LOGGED_IN.test(answer.text)) return;
    if (LOGIN_FORM.test(answer.text)) throw new RemoteError('login', `HDU: login as ${account.username} was not accepted`);
    throw changed(`the answer to logging in (${answer.url}) shows neither the user bar nor the login form`);
  },

  async submit(http: RemoteHttp, run): Promise<string> {
    const answer = await http.post('/submit.php?action=submit', {
      form: {
        check: '0',
        problemid: run.problemId,
        language: run.language.id,
        _usercode: Buffer.from(encodeURIComponent(run.code)).toString('base64'),
      },
      headers: { Referer: `${http.base}/submit.php?pid=${run.problemId}` },
    });
    if (pathOf(answer, { lowerCase: true }).endsWith('/userloginex.php')) throw new RemoteError('login', 'HDU: the session has expired');
    if (CAPTCHA.test(answer.text)) throw new RemoteError('captcha', 'HDU asks for a verification code at submit');
    if (/Please don't re-submit/i.test(answer.text)) throw new RemoteError('rate-limited', 'HDU: submitting too often');
    if (/One or more following ERROR\(s\) occurred/i.test(answer.text)) {
      const reason = /<li>([\s\S]*?)<\/li>/i.exec(answer.text);
      throw new RemoteError('rejected', `HDU: ${reason ? cellText(reason[1]) : 'the submission was refused'}`);
    }
    if (!pathOf(answer, { lowerCase: true }).endsWith('/status.php')) throw changed(`submitting ended on ${answer.url}, not the status page`);
    const status = await http.get(`/status.php?user=${encodeURIComponent(run.account.username)}&pid=${encodeURIComponent(run.problemId)}`);
    const [newest] = statusRows(status.text);
    if (!newest) throw changed(`no run of ${run.account.username} on problem ${run.problemId} after submitting`);
    return cellText(newest[0]);
  },

  async poll(http: RemoteHttp, run): Promise<RemotePoll> {
    const page = await http.get(`/status.php?first=${encodeURIComponent(run.runId)}`);
    const row = statusRows(page.text).find((cells) => cellText(cells[0]) === run.runId);
    if (!row) throw changed(`run ${run.runId} is not on its status page`);
    const word = cellText(row[2]);
    if (word in PENDING) return { done: false, status: PENDING[word] };
    // "Runtime Error<br>(ACCESS_VIOLATION)": the code word, then the site's cause
    const runtime = /^Runtime Error(?: ?\(([A-Z0-9_]+)\))?$/.exec(word);
    const status = runtime ? JudgeStatus.RUNTIME_ERROR : FINAL[word];
    if (status === undefined) throw changed(`unknown judge status "${word}" for run ${run.runId}`);
    const outcome: DispatchOutcome = { status };
    const time = /(\d+)\s*MS/i.exec(cellText(row[4]));
    const memory = /(\d+)\s*K/i.exec(cellText(row[5]));
    if (time) outcome.timeMs = Number(time[1]);
    if (memory) outcome.memoryKb = Number(memory[1]);
    if (runtime?.[1]) outcome.message = runtime[1];
    if (word === 'Output Limit Exceeded') outcome.message = 'Output Limit Exceeded';
    if (status === JudgeStatus.COMPILE_ERROR) {
      const info = await http.get(`/viewerror.php?rid=${encodeURIComponent(run.runId)}`);
      if (pathOf(info, { lowerCase: true }).endsWith('/userloginex.php')) throw new RemoteError('login', 'HDU: the session has expired');
      const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(info.text);
      if (!pre) throw changed(`the compile error page of run ${run.runId} has no <pre>`);
      outcome.compileMessage = preText(pre[1]).trim();
    }
    return { done: true, outcome };
  },

  async fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const page = await http.get(`/showproblem.php?pid=${encodeURIComponent(problemId)}`);
    const html = page.text;
    if (/No such problem - <strong>|Invalid Parameter/i.test(html)) throw new RemoteError('not-found', `HDU has no problem ${problemId}`);
    const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
    const time = /Time Limit:\s*\d+\s*\/\s*(\d+)\s*MS/i.exec(html);
    const memory = /Memory Limit:\s*\d+\s*\/\s*(\d+)\s*K/i.exec(html);
    if (!title || !time || !memory) throw changed(`problem ${problemId}: no title or limits`);
    const sections = panels(html);
    const section = (name: string) => sections.find((s) => s.name.toLowerCase() === name.toLowerCase())?.body;
    const description = section('Problem Description');
    if (description === undefined) throw changed(`problem ${problemId}: no Problem Description panel`);
    const problem: RemoteProblem = {
      title: cellText(title[1]),
      description,
      input: section('Input'),
      output: section('Output'),
      // the others' limits (after the slash); Java's come first
      timeLimit: Number(time[1]),
      memoryLimit: Math.max(1, Math.round(Number(memory[1]) / 1024)),
    };
    const input = section('Sample Input');
    let output = section('Sample Output');
    if (output !== undefined) {
      // a Hint sits inside the Sample Output panel, after the sample's <pre>
      const hint = /<i>Hint<\/i><\/div>([\s\S]*?)<\/div>\s*<i\b[^>]*font-size:\s*1px/i.exec(output);
      if (hint) {
        problem.hint = hint[1].trim();
        output = output.slice(0, hint.index);
      }
    }
    if (input !== undefined && output !== undefined) problem.examples = [{ input: sample(input), output: sample(output) }];
    const source = section('Source');
    problem.source = source ? cellText(source) || `HDU ${problemId}` : `HDU ${problemId}`;
    return problem;
  },
};

// Codeforces and Codeforces Gym (issue 17): one module, two sites that differ in their paths only.
//
// - login: GET /enter for the CSRF token (meta X-Csrf-Token / input csrf_token), POST /enter with
//   handleOrEmail, password, action=enter, ftaa/bfaa (the browser fingerprint fields the page's
//   script adds) and _tta (computed from the `39ce7` cookie), remember=on.
// - submit: GET /contest/<id>/submit (Gym: /gym/<id>/submit) for the form and its token, POST it
//   back to `…/submit?csrf_token=…` with submittedProblemIndex, programTypeId, source and
//   action=submitSolutionFormSubmitted; the site redirects to the user's status page
//   (`…/my`), whose first row for the problem (`data-submission-id`) is the run.
// - poll: the official API `/api/user.status?handle=…` (the account's handle), mapping the
//   `verdict` enum; the compiler's message of a CE from POST /data/judgeProtocol.
// - fetchProblem: /problemset/problem/<contest>/<index> or /gym/<id>/problem/<index>.
//
// Codeforces puts a tiny "Redirecting…" page in front of a new visitor that sets the `RCPC` cookie
// with slowAES in the browser; it is AES-128-CBC, so it is answered here with node:crypto. A
// Cloudflare challenge or a Turnstile widget on the submit form is a captcha we cannot pass.
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { DispatchOutcome } from '@oj/plugin-submissions/shared';
import {
  RemoteError, type RemoteAccount, type RemoteAnswer, type RemoteHttp, type RemoteLanguage, type RemotePoll,
  type RemoteProblem, type RemoteSite,
} from '../../shared/sites.ts';
import { cellText, decodeEntities, pathOf, preText } from './html.ts';
import { type Div, hasClass, divChildren, findDiv, findAllDivs, csrfOf, header, challenged, onLoginPage, loggedIn, formErrors, rcpcOf, browserFields } from './codeforces-page.ts';

export { ttaOf } from './codeforces-page.ts';

/** the first Gym contest id */
export const GYM_MIN_CONTEST = 100000;

/** programTypeId values of the submit form (codeforces.com/problemset/submit, 2025) */
const LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'GNU G++17 7.3.0', id: '54', editorMode: 'text/x-c++src', comment: '//' },
  { name: 'GNU G++20 13.2 (64 bit, winlibs)', id: '89', editorMode: 'text/x-c++src', comment: '//' },
  { name: 'GNU G++23 14.2 (64 bit, msys2)', id: '91', editorMode: 'text/x-c++src', comment: '//' },
  { name: 'GNU GCC C11 5.1.0', id: '43', editorMode: 'text/x-csrc', comment: '//' },
  { name: 'Java 21 64bit', id: '87', editorMode: 'text/x-java', comment: '//' },
  { name: 'Python 3', id: '31', description: 'CPython 3 (Codeforces "Python 3")', editorMode: 'text/x-python', comment: '#' },
  { name: 'PyPy 3.10 (7.3.15, 64bit)', id: '70', editorMode: 'text/x-python', comment: '#' },
  { name: 'Kotlin 1.9.21', id: '88', editorMode: 'text/x-kotlin', comment: '//' },
  { name: 'Rust (2021)', id: '75', description: 'Rust, edition 2021', editorMode: 'text/x-rustsrc', comment: '//' },
  { name: 'Go 1.22.2', id: '32', editorMode: 'text/x-go', comment: '//' },
  { name: 'C# 10, .NET SDK 6.0', id: '79', editorMode: 'text/x-csharp', comment: '//' },
  { name: 'Node.js 15.8.0 (64bit)', id: '55', editorMode: 'text/javascript', comment: '//' },
];

// ---------------------------------------------------------------------------------------------
// problem ids

/** '1000A' → { contestId: '1000', index: 'A' } (already normalised ids only) */
function splitId(problemId: string): { contestId: string; index: string } | null {
  const m = /^(\d{1,7})([A-Z]\d{0,2})$/.exec(problemId);
  return m ? { contestId: m[1], index: m[2] } : null;
}

/** what an admin types ('1000a', ' 1000 A ', '1000/A', 'CF1000A') → '1000A', or null */
function normalise(raw: string, gym: boolean): string | null {
  const text = raw.trim().toUpperCase().replace(/^(?:CF|CODEFORCES|GYM)[-_ ]?/, '');
  const m = /^(\d{1,7})\s*[-_/ ]?\s*([A-Z]\d{0,2})$/.exec(text);
  if (!m) return null;
  const contest = Number(m[1]);
  if (contest <= 0 || (gym ? contest < GYM_MIN_CONTEST : contest >= GYM_MIN_CONTEST)) return null;
  return `${contest}${m[2]}`;
}

// ---------------------------------------------------------------------------------------------
// the statement's <div> tree (a balanced scanner that lists a div's children by class; the
// entity and text helpers are ./html.ts)

async function visit(http: RemoteHttp, path: string, form?: Record<string, string | number>, headers?: Record<string, string>): Promise<RemoteAnswer> {
  const send = () => (form ? http.post(path, { form, headers }) : http.get(path, { headers }));
  let res = await send();
  const rcpc = rcpcOf(res.text);
  if (rcpc) {
    http.setCookie('RCPC', rcpc);
    res = await send();
    if (rcpcOf(res.text)) throw new RemoteError('changed', `Codeforces: ${path} keeps asking for the RCPC cookie`);
  }
  return res;
}

// ---------------------------------------------------------------------------------------------
// the official API

interface ApiSubmission {
  id: number;
  contestId?: number;
  creationTimeSeconds?: number;
  problem?: { contestId?: number; index?: string };
  verdict?: string;
  passedTestCount?: number;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
  points?: number;
}

async function userStatus(http: RemoteHttp, handle: string, count: number): Promise<ApiSubmission[]> {
  const res = await http.get(`/api/user.status?handle=${encodeURIComponent(handle)}&from=1&count=${count}`, { headers: { Accept: 'application/json' } });
  let body: { status?: string; comment?: string; result?: unknown };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    if (challenged(res)) throw new RemoteError('captcha', 'Codeforces: the API answered with a challenge page');
    throw new RemoteError('changed', `Codeforces: user.status answered HTTP ${res.status} without JSON`);
  }
  if (body.status === 'FAILED') {
    const comment = String(body.comment ?? '');
    if (/limit exceeded/i.test(comment)) throw new RemoteError('rate-limited', `Codeforces API: ${comment}`);
    if (/not found/i.test(comment)) throw new RemoteError('login', `Codeforces API: ${comment}`);
    throw new RemoteError('changed', `Codeforces API: ${comment || 'FAILED'}`);
  }
  if (body.status !== 'OK' || !Array.isArray(body.result)) throw new RemoteError('changed', 'Codeforces: user.status answered without status OK and a result list');
  for (const s of body.result as ApiSubmission[]) {
    if (typeof s?.id !== 'number') throw new RemoteError('changed', 'Codeforces: a user.status submission has no id');
  }
  return body.result as ApiSubmission[];
}

/** Codeforces' verdict enum → our status (null: still queued or testing) */
const VERDICTS: Record<string, number | null> = {
  OK: JudgeStatus.ACCEPTED,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  CHALLENGED: JudgeStatus.WRONG_ANSWER,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  CRASHED: JudgeStatus.RUNTIME_ERROR,
  SKIPPED: JudgeStatus.SYSTEM_ERROR,
  REJECTED: JudgeStatus.SYSTEM_ERROR,
  FAILED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  TESTING: null,
  SUBMITTED: null,
};

export function mapVerdict(verdict: string | undefined): number | null {
  if (verdict === undefined || verdict === null) return null;
  if (!Object.hasOwn(VERDICTS, verdict)) throw new RemoteError('changed', `Codeforces: unknown verdict "${verdict}"`);
  return VERDICTS[verdict];
}

// ---------------------------------------------------------------------------------------------
// the two sites

function makeSite(oj: 'CF' | 'GYM'): RemoteSite {
  const gym = oj === 'GYM';
  const contestPath = (contestId: string) => (gym ? `/gym/${contestId}` : `/contest/${contestId}`);
  const parts = (problemId: string) => {
    const p = splitId(problemId);
    if (!p || (Number(p.contestId) >= GYM_MIN_CONTEST) !== gym) throw new RemoteError('rejected', `${oj}: "${problemId}" is not a problem id`);
    return p;
  };

  async function login(http: RemoteHttp, account: RemoteAccount): Promise<void> {
    if (!account.password) {
      // a pasted session cookie: check that it is still good
      const home = await visit(http, '/');
      if (loggedIn(home.text)) return;
      if (challenged(home)) throw new RemoteError('captcha', 'Codeforces: a challenge page instead of the home page');
      throw new RemoteError('login', 'Codeforces: the session cookie is not logged in');
    }
    const page = await visit(http, '/enter');
    const csrf = csrfOf(page.text);
    if (!csrf || !/name=["']handleOrEmail["']/.test(page.text)) {
      if (challenged(page)) throw new RemoteError('captcha', 'Codeforces: a challenge page instead of the login form');
      throw new RemoteError('changed', 'Codeforces: /enter has no login form or CSRF token');
    }
    const res = await visit(http, '/enter', {
      csrf_token: csrf, action: 'enter', ...browserFields(http),
      handleOrEmail: account.username, password: account.password, remember: 'on',
    }, { Referer: `${http.base}/enter` });
    if (loggedIn(res.text)) return;
    if (challenged(res)) throw new RemoteError('captcha', 'Codeforces: login asks for a captcha');
    const errors = formErrors(res.text);
    if (errors.length || onLoginPage(res)) throw new RemoteError('login', `Codeforces: ${errors.join('; ') || 'login refused'}`);
    throw new RemoteError('changed', `Codeforces: the answer to the login (${pathOf(res)}) is neither logged in nor the login form`);
  }

  /** the newest row of the status page for the problem */
  function runIdOnStatusPage(html: string, contestId: string, index: string): string | null {
    const problemLink = new RegExp(`href=["'](?:/(?:contest|gym)/${contestId}/problem/${index}|/problemset/problem/${contestId}/${index})["']`);
    for (const m of html.matchAll(/<tr\b[^>]*\bdata-submission-id=["'](\d+)["'][^>]*>([\s\S]*?)<\/tr>/gi)) {
      if (problemLink.test(m[2])) return m[1];
    }
    return null;
  }

  async function submit(http: RemoteHttp, run: { problemId: string; language: RemoteLanguage; code: string; account: RemoteAccount }): Promise<string> {
    const { contestId, index } = parts(run.problemId);
    const path = `${contestPath(contestId)}/submit`;
    const page = await visit(http, path);
    if (onLoginPage(page)) throw new RemoteError('login', 'Codeforces: the session has expired (the submit page asks to log in)');
    if (pathOf(page) !== path && !challenged(page)) throw new RemoteError('rejected', `Codeforces: no submitting to contest ${contestId} (sent to ${pathOf(page)})`);
    if (challenged(page)) throw new RemoteError('captcha', 'Codeforces: the submit page asks for a captcha');
    const csrf = csrfOf(page.text);
    const problems = /<select[^>]*name=["']submittedProblemIndex["'][^>]*>([\s\S]*?)<\/select>/i.exec(page.text)?.[1];
    const languages = /<select[^>]*name=["']programTypeId["'][^>]*>([\s\S]*?)<\/select>/i.exec(page.text)?.[1];
    if (!csrf || problems === undefined || languages === undefined || !/name=["']source["']/.test(page.text)) {
      throw new RemoteError('changed', `Codeforces: ${path} has no submit form`);
    }
    if (!new RegExp(`<option[^>]*value=["']${index}["']`).test(problems)) throw new RemoteError('rejected', `Codeforces: contest ${contestId} has no problem ${index} to submit`);
    if (!new RegExp(`<option[^>]*value=["']${run.language.id}["']`).test(languages)) throw new RemoteError('rejected', `Codeforces: ${run.language.name} is not offered for this problem`);

    const startedAt = Math.floor(Date.now() / 1000);
    const res = await visit(http, `${path}?csrf_token=${encodeURIComponent(csrf)}`, {
      csrf_token: csrf, ...browserFields(http), action: 'submitSolutionFormSubmitted',
      contestId, submittedProblemIndex: index, programTypeId: run.language.id,
      source: run.code, tabSize: 4, sourceFile: '',
    }, { Referer: `${http.base}${path}` });

    if (onLoginPage(res)) throw new RemoteError('login', 'Codeforces: the session has expired (the submission went to the login form)');
    const errors = formErrors(res.text);
    if (errors.length) {
      const text = errors.join('; ');
      if (/exactly the same code/i.test(text)) throw new RemoteError('rejected', `Codeforces: ${text}`);
      if (/too (?:often|many|frequent)|more than \d+ (?:solutions|submissions|times)/i.test(text)) throw new RemoteError('rate-limited', `Codeforces: ${text}`);
      throw new RemoteError('rejected', `Codeforces: ${text}`);
    }
    if (challenged(res)) throw new RemoteError('captcha', 'Codeforces: the submission asks for a captcha');
    const found = runIdOnStatusPage(res.text, contestId, index);
    if (found) return found;
    if (pathOf(res) === path) throw new RemoteError('changed', `Codeforces: the submit form came back without a run or a message`);

    // the site took the submission (it left the form) but its page shows no run: the account's
    // newest submission to the problem since the submit, by the official API
    const recent = await userStatus(http, run.account.username, 10).catch((err: unknown) => {
      if (err instanceof RemoteError && (err.kind === 'unavailable' || err.kind === 'rate-limited')) throw err;
      return [];
    });
    const mine = recent.find((s) => String(s.problem?.contestId ?? s.contestId) === contestId && s.problem?.index === index
      && (s.creationTimeSeconds ?? 0) >= startedAt - 5);
    if (mine) return String(mine.id);
    throw new RemoteError('changed', `Codeforces: the submission's answer (${pathOf(res)}) shows no run id`);
  }

  /** the compiler's output of a CE run (the judgement protocol), or undefined when it cannot be read */
  async function compileMessage(http: RemoteHttp, contestId: string, runId: string): Promise<string | undefined> {
    try {
      const page = await visit(http, `${contestPath(contestId)}/my`);
      const csrf = csrfOf(page.text);
      if (!csrf || onLoginPage(page)) return undefined;
      const res = await http.post('/data/judgeProtocol', {
        form: { submissionId: runId, csrf_token: csrf },
        headers: { 'X-Csrf-Token': csrf, 'X-Requested-With': 'XMLHttpRequest', Referer: `${http.base}${contestPath(contestId)}/my` },
      });
      const text = res.json<unknown>();
      return typeof text === 'string' && text.trim() ? text.replace(/\r\n/g, '\n') : undefined;
    } catch (err) {
      if (err instanceof RemoteError && (err.kind === 'unavailable' || err.kind === 'rate-limited')) throw err;
      return undefined;
    }
  }

  async function poll(http: RemoteHttp, run: { runId: string; problemId: string; account: RemoteAccount }): Promise<RemotePoll> {
    const id = Number(run.runId);
    if (!Number.isSafeInteger(id)) throw new RemoteError('changed', `Codeforces: "${run.runId}" is not a run id`);
    let list = await userStatus(http, run.account.username, 20);
    let sub = list.find((s) => s.id === id);
    if (!sub) {
      // the API lags a moment behind a new submission; an older run is outside the first page
      if (list.every((s) => s.id < id)) return { done: false, status: JudgeStatus.JUDGING };
      list = await userStatus(http, run.account.username, 1000);
      sub = list.find((s) => s.id === id);
      if (!sub) throw new RemoteError('changed', `Codeforces: run ${run.runId} is not among ${run.account.username}'s submissions`);
    }
    const status = mapVerdict(sub.verdict);
    if (status === null) return { done: false, status: JudgeStatus.JUDGING };
    const outcome: DispatchOutcome = { status };
    if (status === JudgeStatus.COMPILE_ERROR) {
      const contestId = String(sub.problem?.contestId ?? sub.contestId ?? splitId(run.problemId)?.contestId ?? '');
      outcome.compileMessage = (contestId && await compileMessage(http, contestId, run.runId)) || 'Compilation error (Codeforces did not show the compiler\'s message)';
      return { done: true, outcome };
    }
    outcome.timeMs = Math.max(0, Math.round(Number(sub.timeConsumedMillis) || 0));
    outcome.memoryKb = Math.max(0, Math.round((Number(sub.memoryConsumedBytes) || 0) / 1024));
    if (status === JudgeStatus.SYSTEM_ERROR) outcome.message = `Codeforces verdict ${sub.verdict}`;
    return { done: true, outcome };
  }

  async function fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem> {
    const id = normalise(problemId, gym);
    if (!id) throw new RemoteError('not-found', `${oj}: "${problemId}" is not a problem id`);
    const { contestId, index } = splitId(id)!;
    const path = gym ? `/gym/${contestId}/problem/${index}` : `/problemset/problem/${contestId}/${index}`;
    const res = await visit(http, `${path}?locale=en`);
    if (res.status === 404 || res.status === 410) throw new RemoteError('not-found', `${oj}: no problem ${id}`);
    if (pathOf(res) === '/enter') throw new RemoteError('login', `${oj}: problem ${id} is only shown to a logged-in user`);
    if (pathOf(res) !== path) throw new RemoteError('not-found', `${oj}: no problem ${id} (redirected to ${pathOf(res)})`);
    if (header(res, 'content-type').includes('application/pdf')) throw new RemoteError('changed', `${oj}: problem ${id} has only a PDF statement`);
    const statement = findDiv(res.text, 'problem-statement');
    if (!statement) {
      if (challenged(res)) throw new RemoteError('captcha', `${oj}: a challenge page instead of problem ${id}`);
      if (/No such problem/i.test(res.text)) throw new RemoteError('not-found', `${oj}: no problem ${id}`);
      throw new RemoteError('changed', `${oj}: the page of ${id} has no .problem-statement`);
    }
    return parseStatement(http.base, statement.inner, res.text, contestId, id);
  }

  function parseStatement(base: string, html: string, page: string, contestId: string, id: string): RemoteProblem {
    const fix = (s: string) => s
      .replace(/\$\$\$\$\$\$/g, '$$$$').replace(/\$\$\$/g, '$$')
      .replace(/\b(src|href)=(["'])\/(?!\/)/g, `$1=$2${base}/`)
      .trim();
    const withoutTitle = (s: string) => s.replace(/^\s*<div\b[^>]*class=["'][^"']*\bsection-title\b[^"']*["'][^>]*>[\s\S]*?<\/div>/i, '');
    const children = divChildren(html);
    const head = children.find((d) => hasClass(d.cls, 'header'));
    const titleDiv = head && findDiv(head.inner, 'title');
    const timeDiv = head && findDiv(head.inner, 'time-limit');
    const memoryDiv = head && findDiv(head.inner, 'memory-limit');
    if (!titleDiv || !timeDiv || !memoryDiv) throw new RemoteError('changed', `${oj}: the statement of ${id} has no title or limits`);
    const value = (d: Div) => cellText(d.inner.replace(/<div\b[^>]*class=["'][^"']*\bproperty-title\b[^"']*["'][^>]*>[\s\S]*?<\/div>/i, ''));
    const seconds = /([\d.]+)\s*seconds?/i.exec(value(timeDiv));
    const megabytes = /([\d.]+)\s*megabytes?/i.exec(value(memoryDiv));
    if (!seconds || !megabytes) throw new RemoteError('changed', `${oj}: the limits of ${id} are not in seconds and megabytes`);
    const title = cellText(titleDiv.inner).replace(/^[A-Z]\d{0,2}\.\s*/, '');
    if (!title) throw new RemoteError('changed', `${oj}: the statement of ${id} has an empty title`);

    const known = ['header', 'input-specification', 'output-specification', 'sample-tests', 'note'];
    const description = children.filter((d) => !known.some((k) => hasClass(d.cls, k))).map((d) => d.inner).join('\n');
    const input = children.find((d) => hasClass(d.cls, 'input-specification'));
    const output = children.find((d) => hasClass(d.cls, 'output-specification'));
    const note = children.find((d) => hasClass(d.cls, 'note'));

    // a Gym sample is one div.test-example-line per line
    const sampleText = (pre: string) => preText(pre
      .replace(/<div\b[^>]*class=["'][^"']*\btest-example-line\b[^"']*["'][^>]*>([\s\S]*?)<\/div>/gi, '$1\n')).replace(/\s+$/, '') + '\n';
    const pres = (name: string) => findAllDivs(html, name).flatMap((d) => [...d.inner.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)].map((m) => sampleText(m[1])));
    const inputs = pres('input');
    const outputs = pres('output');
    const examples = inputs.slice(0, outputs.length).map((inp, i) => ({ input: inp, output: outputs[i] }));

    const contestName = new RegExp(`<a[^>]*href=["']/(?:contest|gym)/${contestId}["'][^>]*>([^<]+)</a>`).exec(page)?.[1];
    return {
      title,
      description: fix(description),
      input: input ? fix(withoutTitle(input.inner)) : undefined,
      output: output ? fix(withoutTitle(output.inner)) : undefined,
      hint: note ? fix(withoutTitle(note.inner)) : undefined,
      source: contestName ? decodeEntities(contestName).trim() : `${gym ? 'Codeforces Gym' : 'Codeforces'} ${contestId}`,
      timeLimit: Math.round(Number(seconds[1]) * 1000),
      memoryLimit: Math.round(Number(megabytes[1])),
      examples,
    };
  }

  return {
    oj,
    name: gym ? 'Codeforces Gym' : 'Codeforces',
    aliases: gym ? [] : ['CODEFORCES'],
    baseUrl: 'https://codeforces.com',
    languages: LANGUAGES,
    submitLimit: { max: 20, windowSeconds: 300 },
    // the API allows one call per 2 s per client; every run of every account polls it
    pollMs: 3000,
    parseProblemId: (id) => normalise(id, gym),
    login,
    submit,
    poll,
    fetchProblem,
  };
}

export const codeforces: RemoteSite = makeSite('CF');
export const gym: RemoteSite = makeSite('GYM');

// LibreOJ (https://loj.ac) through its JSON app API at https://api.loj.ac (the Lyrio backend).
//
// - login: POST /api/auth/login {username, password} → {token} or {error: NO_SUCH_USER |
//   WRONG_PASSWORD | …}; requests then carry `Authorization: Bearer <token>`. The token is kept in
//   the jar as the cookie `login-token` so the plugin saves it with the account.
// - captcha: Lyrio guards login and submit with reCAPTCHA; the header `X-Recaptcha-Token: skip`
//   passes only for accounts the site exempts. A refusal is an HTTP 400 from the reCAPTCHA guard →
//   RemoteError('captcha').
// - submit: POST /api/submission/submit {problemId, content: {language, code,
//   compileAndRunOptions}} → {submissionId} or {error: PERMISSION_DENIED | NO_SUCH_PROBLEM | …}.
//   `problemId` is the problem's internal id (meta.id), not the displayed number: it is looked up
//   with getProblem {displayId} first.
// - poll: POST /api/submission/getSubmissionDetail {submissionId: '<id>', locale} → meta.status
//   (Pending while queued/compiling/running, then Accepted, WrongAnswer, …), meta.timeUsed (ms),
//   meta.memoryUsed (KB), meta.score; progress.progressType while pending (Preparing, Compiling,
//   Running); progress.compile.message (a string or {data, omittedLength}) for CompilationError.
// - problem: POST /api/problem/getProblem {displayId, localizedContentsOfLocale, samples, judgeInfo}
//   → localizedContentsOfLocale {title, contentSections[{sectionTitle, type: Text|Sample, text}]}
//   (Markdown; the site falls back to the problem's first locale), samples[{inputData, outputData}],
//   judgeInfo {timeLimit (ms), memoryLimit (MB)}.
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteAnswer, type RemoteHttp, type RemotePoll, type RemoteProblem, type RemoteSite } from '../../shared/sites.ts';

const TOKEN_COOKIE = 'login-token';
const LOCALE = 'en_US';
const CAPTCHA = /recaptcha|captcha|input-response|response code/i;

/** Lyrio's SubmissionStatus → spec statuses */
const VERDICTS: Record<string, number> = {
  Accepted: JudgeStatus.ACCEPTED,
  WrongAnswer: JudgeStatus.WRONG_ANSWER,
  PartiallyCorrect: JudgeStatus.PARTIAL_ACCEPTED,
  CompilationError: JudgeStatus.COMPILE_ERROR,
  TimeLimitExceeded: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MemoryLimitExceeded: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RuntimeError: JudgeStatus.RUNTIME_ERROR,
  OutputLimitExceeded: JudgeStatus.RUNTIME_ERROR,
  FileError: JudgeStatus.RUNTIME_ERROR,
  InvalidInteraction: JudgeStatus.WRONG_ANSWER,
  SystemError: JudgeStatus.SYSTEM_ERROR,
  ConfigurationError: JudgeStatus.SYSTEM_ERROR,
  JudgementFailed: JudgeStatus.SYSTEM_ERROR,
};

/** our language ids → the submit API's content.language and content.compileAndRunOptions */
const LANGUAGES: Record<string, { language: string; compileAndRunOptions: Record<string, string> }> = {
  'cpp/g++/c++17/O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
  'cpp/g++/c++11/O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++11', O: '2', m: '64' } },
  'cpp/clang++/c++17/O2': { language: 'cpp', compileAndRunOptions: { compiler: 'clang++', std: 'c++17', O: '2', m: '64' } },
  'c/gcc/c11/O2': { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '2', m: '64' } },
  java: { language: 'java', compileAndRunOptions: {} },
  'python/3.9': { language: 'python', compileAndRunOptions: { version: '3.9' } },
  'rust/2018/O2': { language: 'rust', compileAndRunOptions: { version: '2018', optimize: '2' } },
};

interface ProblemAnswer {
  error?: string;
  meta?: { id?: number; displayId?: number };
  localizedContentsOfLocale?: { title?: string; contentSections?: Array<{ sectionTitle?: string; type?: string; text?: string }> };
  samples?: Array<{ inputData?: string; outputData?: string }>;
  judgeInfo?: { timeLimit?: number; memoryLimit?: number };
}
interface DetailAnswer {
  error?: string;
  meta?: { status?: string; score?: number | null; timeUsed?: number | null; memoryUsed?: number | null };
  progress?: {
    progressType?: string;
    compile?: { message?: string | { data?: string } };
    systemMessage?: string | { data?: string };
  } | null;
}

/** display id → internal id, per site address */
const internalIds = new Map<string, number>();

function headers(http: RemoteHttp): Record<string, string> {
  const token = http.cookie(TOKEN_COOKIE);
  return token ? { Authorization: `Bearer ${token}`, 'X-Recaptcha-Token': 'skip' } : { 'X-Recaptcha-Token': 'skip' };
}

/** an HTTP 4xx from the API: the reCAPTCHA guard (captcha) or a refused request body */
function refused(res: RemoteAnswer, what: string): RemoteError | undefined {
  if (res.status < 400) return undefined;
  if (CAPTCHA.test(res.text)) return new RemoteError('captcha', `LibreOJ: ${what} wants a reCAPTCHA answer (the account is not exempt)`);
  if (res.status === 401 || res.status === 403) return new RemoteError('login', `LibreOJ: ${what} answered HTTP ${res.status}`);
  return new RemoteError('rejected', `LibreOJ: ${what} answered HTTP ${res.status}: ${res.text.slice(0, 300)}`);
}

function omittable(s: string | { data?: string } | undefined): string | undefined {
  return typeof s === 'string' ? s : typeof s?.data === 'string' ? s.data : undefined;
}

async function sessionAlive(http: RemoteHttp, token: string): Promise<boolean> {
  const res = await http.get(`/api/auth/getSessionInfo?token=${encodeURIComponent(token)}`);
  if (res.status >= 400) return false;
  return Boolean(res.json<{ userMeta?: unknown }>().userMeta);
}

async function getProblem(http: RemoteHttp, displayId: string, body: Record<string, unknown> = {}): Promise<ProblemAnswer> {
  const res = await http.post('/api/problem/getProblem', { json: { displayId: Number(displayId), ...body }, headers: headers(http) });
  const bad = refused(res, 'getProblem');
  if (bad) throw bad;
  return res.json<ProblemAnswer>();
}

export const libreoj: RemoteSite = {
  oj: 'LIBRE',
  name: 'LibreOJ',
  aliases: ['LIBREOJ', 'LOJ'],
  baseUrl: 'https://api.loj.ac',
  languages: [
    { name: 'C++ 17 O2 (G++)', id: 'cpp/g++/c++17/O2', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C++ 11 O2 (G++)', id: 'cpp/g++/c++11/O2', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C++ 17 O2 (Clang++)', id: 'cpp/clang++/c++17/O2', editorMode: 'text/x-c++src', comment: '//' },
    { name: 'C 11 O2 (GCC)', id: 'c/gcc/c11/O2', editorMode: 'text/x-csrc', comment: '//' },
    { name: 'Java', id: 'java', editorMode: 'text/x-java', comment: '//' },
    { name: 'Python 3.9', id: 'python/3.9', editorMode: 'text/x-python', comment: '#' },
    { name: 'Rust 2018 O2', id: 'rust/2018/O2', editorMode: 'text/x-rustsrc', comment: '//' },
  ],

  parseProblemId(id) {
    const n = id.trim().replace(/^#/, '');
    return /^[1-9]\d{0,8}$/.test(n) ? n : null;
  },

  async login(http, account) {
    if (!account.password) {
      const token = http.cookie(TOKEN_COOKIE);
      if (token && await sessionAlive(http, token)) return;
      throw new RemoteError('login', 'LibreOJ: no password, and no live login-token');
    }
    const res = await http.post('/api/auth/login', {
      json: { username: account.username, password: account.password },
      headers: { 'X-Recaptcha-Token': 'skip' },
    });
    const bad = refused(res, 'login');
    if (bad) throw bad.kind === 'rejected' ? new RemoteError('changed', bad.message) : bad;
    const body = res.json<{ token?: unknown; error?: unknown }>();
    if (typeof body.error === 'string') {
      if (['NO_SUCH_USER', 'WRONG_PASSWORD', 'USER_NOT_MIGRATED'].includes(body.error)) throw new RemoteError('login', `LibreOJ: ${body.error}`);
      throw new RemoteError('changed', `LibreOJ: login error ${body.error}`);
    }
    if (typeof body.token !== 'string' || !body.token) throw new RemoteError('changed', 'LibreOJ: login answered no token');
    http.setCookie(TOKEN_COOKIE, body.token);
  },

  async submit(http, run) {
    const displayId = libreoj.parseProblemId(run.problemId);
    if (!displayId) throw new RemoteError('rejected', `LibreOJ: "${run.problemId}" is not a problem number`);
    const token = http.cookie(TOKEN_COOKIE);
    if (!token) throw new RemoteError('login', 'LibreOJ: not logged in');
    const lang = LANGUAGES[run.language.id];
    if (!lang) throw new RemoteError('rejected', `LibreOJ: language ${run.language.id} is not offered`);

    const key = `${http.base}#${displayId}`;
    let problemId = internalIds.get(key);
    if (problemId === undefined) {
      const p = await getProblem(http, displayId);
      if (p.error) throw new RemoteError('rejected', `LibreOJ: problem ${displayId}: ${p.error}`);
      if (typeof p.meta?.id !== 'number') throw new RemoteError('changed', `LibreOJ: getProblem ${displayId} answered no meta.id`);
      problemId = p.meta.id;
      internalIds.set(key, problemId);
    }

    const res = await http.post('/api/submission/submit', {
      json: { problemId, content: { language: lang.language, code: run.code, compileAndRunOptions: lang.compileAndRunOptions } },
      headers: headers(http),
    });
    const bad = refused(res, 'submit');
    if (bad) throw bad;
    const body = res.json<{ submissionId?: unknown; error?: unknown }>();
    if (body.error === 'PERMISSION_DENIED') {
      if (!await sessionAlive(http, token)) throw new RemoteError('login', 'LibreOJ: session expired');
      throw new RemoteError('rejected', `LibreOJ: PERMISSION_DENIED for problem ${displayId}`);
    }
    if (typeof body.error === 'string') throw new RemoteError('rejected', `LibreOJ: ${body.error}`);
    if (typeof body.submissionId !== 'number' && typeof body.submissionId !== 'string') throw new RemoteError('changed', 'LibreOJ: submit answered no submissionId');
    return String(body.submissionId);
  },

  async poll(http, run): Promise<RemotePoll> {
    const res = await http.post('/api/submission/getSubmissionDetail', {
      json: { submissionId: run.runId, locale: LOCALE },
      headers: headers(http),
    });
    const bad = refused(res, 'getSubmissionDetail');
    if (bad) throw bad.kind === 'rejected' ? new RemoteError('changed', bad.message) : bad;
    const body = res.json<DetailAnswer>();
    if (body.error === 'PERMISSION_DENIED') throw new RemoteError('login', `LibreOJ: may not see submission ${run.runId}`);
    if (body.error) throw new RemoteError('changed', `LibreOJ: submission ${run.runId}: ${body.error}`);
    const meta = body.meta;
    if (typeof meta?.status !== 'string') throw new RemoteError('changed', `LibreOJ: submission ${run.runId} without meta.status`);
    if (meta.status === 'Pending') {
      return { done: false, status: body.progress?.progressType === 'Compiling' ? JudgeStatus.COMPILING : JudgeStatus.JUDGING };
    }
    const status = VERDICTS[meta.status];
    if (status === undefined) throw new RemoteError('changed', `LibreOJ: unknown status "${meta.status}"`);

    const outcome: { status: number; score?: number; timeMs?: number; memoryKb?: number; compileMessage?: string; message?: string } = { status };
    if (typeof meta.timeUsed === 'number') outcome.timeMs = meta.timeUsed;
    if (typeof meta.memoryUsed === 'number') outcome.memoryKb = meta.memoryUsed;
    if (status === JudgeStatus.PARTIAL_ACCEPTED && typeof meta.score === 'number') outcome.score = meta.score;
    if (status === JudgeStatus.COMPILE_ERROR) {
      const message = omittable(body.progress?.compile?.message);
      if (message !== undefined) outcome.compileMessage = message;
    }
    if (status === JudgeStatus.SYSTEM_ERROR) outcome.message = omittable(body.progress?.systemMessage) ?? `LibreOJ: ${meta.status}`;
    return { done: true, outcome };
  },

  async fetchProblem(http, problemId): Promise<RemoteProblem> {
    const displayId = libreoj.parseProblemId(problemId);
    if (!displayId) throw new RemoteError('not-found', `LibreOJ: "${problemId}" is not a problem number`);
    const p = await getProblem(http, displayId, { localizedContentsOfLocale: LOCALE, samples: true, judgeInfo: true, judgeInfoToBePreprocessed: true });
    if (p.error === 'NO_SUCH_PROBLEM' || p.error === 'PERMISSION_DENIED') throw new RemoteError('not-found', `LibreOJ: problem ${displayId}: ${p.error}`);
    if (p.error) throw new RemoteError('changed', `LibreOJ: getProblem ${displayId}: ${p.error}`);
    const content = p.localizedContentsOfLocale;
    const limits = p.judgeInfo;
    if (typeof content?.title !== 'string' || !Array.isArray(content.contentSections)
      || typeof limits?.timeLimit !== 'number' || typeof limits.memoryLimit !== 'number') {
      throw new RemoteError('changed', `LibreOJ: getProblem ${displayId} without title, sections or limits`);
    }
    if (typeof p.meta?.id === 'number') internalIds.set(`${http.base}#${displayId}`, p.meta.id);

    const description: string[] = [];
    const hints: string[] = [];
    const problem: RemoteProblem = {
      title: content.title,
      description: '',
      timeLimit: limits.timeLimit,
      memoryLimit: limits.memoryLimit,
      source: `LibreOJ ${displayId}`,
      examples: (p.samples ?? []).map((s) => ({ input: s.inputData ?? '', output: s.outputData ?? '' })),
    };
    for (const section of content.contentSections) {
      const title = section.sectionTitle ?? '';
      const text = (section.text ?? '').trim();
      if (section.type === 'Sample') {
        if (text) hints.push(`### ${title}\n\n${text}`); // a sample's explanation
      } else if (/输入|Input/i.test(title)) problem.input = text;
      else if (/输出|Output/i.test(title)) problem.output = text;
      else if (/提示|说明|数据范围|Hint|Note|Limit/i.test(title)) hints.push(text);
      else if (/描述|Description/i.test(title) || !description.length) description.push(text);
      else description.push(`### ${title}\n\n${text}`);
    }
    problem.description = description.filter(Boolean).join('\n\n');
    if (hints.length) problem.hint = hints.join('\n\n');
    return problem;
  },
};

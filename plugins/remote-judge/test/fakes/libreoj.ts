// A loopback copy of LibreOJ's app API (https://api.loj.ac, the Lyrio backend) for the site module's
// tests: POST /api/auth/login → {token} | {error}, GET /api/auth/getSessionInfo?token=…,
// POST /api/problem/getProblem (displayId → meta.id, localizedContentsOfLocale with the fallback to
// the problem's first locale, samples, judgeInfo), POST /api/submission/submit (Bearer token,
// {problemId, content: {language, code, compileAndRunOptions}} → {submissionId} | {error}) and
// POST /api/submission/getSubmissionDetail ({submissionId: '…', locale} → meta.status Pending with
// progress, then the verdict with timeUsed, memoryUsed and progress.compile.message). Shapes follow
// Lyrio's DTOs; only what a client reads is reproduced. Assumed where no stored source showed it:
// the body of the reCAPTCHA guard's refusal, and HTTP 429 for submitting too often.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeProblems, type FakeSite } from './fake-site.ts';
import { readJson, sendJson as send, serve } from './serve.ts';

export interface LibreojFake extends FakeSite {
  /** the JSON bodies of every POST /api/submission/submit from a logged-in user */
  bodies: Array<Record<string, unknown>>;
  /** end every session */
  expireSessions(): void;
  /** accounts the site exempts from reCAPTCHA when mode.captcha is on (they send `X-Recaptcha-Token: skip`) */
  exempt: Set<string>;
}

interface Run { id: number; user: string; problemId: number; language: string; code: string; polls: number }

/** content.language → the compileAndRunOptions keys and values Lyrio validates */
const OPTIONS: Record<string, Record<string, string[]>> = {
  cpp: { compiler: ['g++', 'clang++'], std: ['c++03', 'c++11', 'c++14', 'c++17', 'c++20', 'gnu++03', 'gnu++11', 'gnu++14', 'gnu++17', 'gnu++20'], O: ['0', '1', '2', '3', 'fast'], m: ['64', '32', 'x32'] },
  c: { compiler: ['gcc', 'clang'], std: ['c89', 'c99', 'c11', 'c17', 'gnu89', 'gnu99', 'gnu11', 'gnu17'], O: ['0', '1', '2', '3', 'fast'], m: ['64', '32', 'x32'] },
  java: {},
  python: { version: ['2.7', '3.6', '3.9'] },
  rust: { version: ['2015', '2018'], optimize: ['0', '1', '2', '3'] },
};

/** by display id (the internal ids differ, as on the real site) */
const PROBLEMS: FakeProblems = [
  ['1', { title: 'A + B Problem', timeLimitMs: 1000, memoryMb: 256 }],
  ['2', { title: 'Hello, World!', timeLimitMs: 1000, memoryMb: 512 }],
];

const VERDICT = {
  Accepted: { time: 3, memory: 1172 },
  WrongAnswer: { time: 2, memory: 1160 },
  TimeLimitExceeded: { time: 1012, memory: 1180 },
  RuntimeError: { time: 5, memory: 1300 },
  CompilationError: { time: null, memory: null },
} as const;
type Status = keyof typeof VERDICT;

const verdictOf = (code: string): Status =>
  verdictByMarker<Status>(code, { wa: 'WrongAnswer', ce: 'CompilationError', tle: 'TimeLimitExceeded', re: 'RuntimeError' }, 'Accepted');

export async function startLibreojFake(): Promise<LibreojFake> {
  const tokens = new Map<string, string>(); // token → username
  const runs = new Map<number, Run>();
  let nextRun = 2086000;
  const fake: LibreojFake = {
    ...newFake(PROBLEMS),
    bodies: [],
    exempt: new Set<string>(),
    expireSessions: () => tokens.clear(),
  };
  const problems = fake.problems;
  // display id → internal id
  const internal = new Map<string, number>([['1', 1], ['2', 7]]);
  function currentUser(req: IncomingMessage): string | undefined {
    const m = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '');
    return m ? tokens.get(m[1]) : undefined;
  }
  /**
   * The reCAPTCHA guard (Lyrio's skipIf): off unless mode.captcha; then a request passes only with
   * `X-Recaptcha-Token: skip` from a signed-in exempt user (a server never has a real answer).
   */
  function recaptchaRefused(req: IncomingMessage, user: string | undefined): boolean {
    if (!fake.mode.captcha) return false;
    return !(String(req.headers['x-recaptcha-token']).toLowerCase() === 'skip' && user !== undefined && fake.exempt.has(user));
  }
  const recaptchaError = { statusCode: 400, message: 'Invalid response code', errorCodes: ['invalid-input-response'] };

  function problemFor(displayId: string, body: Record<string, unknown>): unknown {
    const p = problems.get(displayId);
    const id = internal.get(displayId);
    if (!p || id === undefined) return { error: 'NO_SUCH_PROBLEM' };
    const result: Record<string, unknown> = { meta: { id, displayId: Number(displayId), type: 'Traditional', isPublic: true, ownerId: 1, locales: ['zh_CN'] } };
    if (fake.mode.changed) return result;
    if (body.localizedContentsOfLocale != null) {
      result.localizedContentsOfLocale = {
        locale: 'zh_CN', // the requested locale, else the problem's first one
        title: p.title,
        contentSections: [
          { sectionTitle: '题目描述', type: 'Text', text: `${p.title}：输入两个整数 $a, b$，输出它们的和。` },
          { sectionTitle: '输入格式', type: 'Text', text: '一行两个整数 $a, b$。' },
          { sectionTitle: '输出格式', type: 'Text', text: '一行一个整数 $a + b$。' },
          { sectionTitle: '样例', type: 'Sample', sampleId: 0, text: '' },
          { sectionTitle: '数据范围与提示', type: 'Text', text: '$|a|, |b| \\le 10^9$' },
        ],
      };
    }
    if (body.samples) result.samples = [{ inputData: '1 2\n', outputData: '3\n' }, { inputData: '-5 5\n', outputData: '0\n' }];
    if (body.judgeInfo) result.judgeInfo = { timeLimit: p.timeLimitMs, memoryLimit: p.memoryMb, runSamples: true, subtasks: null };
    return result;
  }

  function detailOf(run: Run): unknown {
    run.polls++;
    const meta = { id: run.id, isPublic: true, codeLanguage: run.language, answerSize: Buffer.byteLength(run.code), submitTime: '2026-07-11T13:05:13.000Z', problem: { id: run.problemId }, problemTitle: '', submitter: { username: run.user } };
    if (fake.mode.changed) return { meta: { id: run.id } };
    if (run.polls === 1) return { meta: { ...meta, score: null, status: 'Pending', timeUsed: null, memoryUsed: null }, content: {}, progress: null, progressSubscriptionKey: 'k' };
    if (run.polls === 2) return { meta: { ...meta, score: null, status: 'Pending', timeUsed: null, memoryUsed: null }, content: {}, progress: { progressType: 'Compiling' }, progressSubscriptionKey: 'k' };
    const status = verdictOf(run.code);
    const v = VERDICT[status];
    const score = status === 'Accepted' ? 100 : 0;
    const compile = status === 'CompilationError'
      ? { compileTaskHash: 'h', success: false, message: { data: "/sandbox/1/main.cpp: In function 'int main()':\n/sandbox/1/main.cpp:1:12: error: expected ';' before '}' token\n", omittedLength: 0 } }
      : { compileTaskHash: 'h', success: true, message: '' };
    return {
      meta: { ...meta, score, status, timeUsed: v.time, memoryUsed: v.memory },
      content: { language: run.language, code: run.code },
      progress: { progressType: 'Finished', status, score, compile },
      progressSubscriptionKey: null,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const user = currentUser(req);

    if (url.pathname === '/api/auth/getSessionInfo' && method === 'GET') {
      const who = tokens.get(url.searchParams.get('token') ?? '');
      return send(res, 200, { ...(who ? { userMeta: { id: 1, username: who } } : {}), serverPreference: { siteName: 'LibreOJ' } });
    }
    if (method !== 'POST') return send(res, 404, { statusCode: 404, message: `Cannot ${method} ${url.pathname}`, error: 'Not Found' });
    const body = await readJson(req);
    if (!body) return send(res, 400, { statusCode: 400, message: 'Unexpected token in JSON', error: 'Bad Request' });

    if (url.pathname === '/api/auth/login') {
      if (recaptchaRefused(req, undefined)) return send(res, 400, recaptchaError);
      if (user) return send(res, 200, { error: 'ALREADY_LOGGEDIN' });
      if (typeof body.username !== 'string' || typeof body.password !== 'string') return send(res, 400, { statusCode: 400, message: ['username must be a string'], error: 'Bad Request' });
      if (!fake.accounts.has(body.username)) return send(res, 200, { error: 'NO_SUCH_USER' });
      if (fake.accounts.get(body.username) !== body.password) return send(res, 200, { error: 'WRONG_PASSWORD' });
      const token = `${randomBytes(4).toString('hex')}.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, body.username);
      return send(res, 200, { token, username: body.username });
    }

    if (url.pathname === '/api/problem/getProblem') {
      const displayId = typeof body.displayId === 'number' ? String(body.displayId) : undefined;
      const byId = typeof body.id === 'number' ? [...internal].find(([, id]) => id === body.id)?.[0] : undefined;
      if (!displayId && !byId) return send(res, 200, { error: 'NO_SUCH_PROBLEM' });
      return send(res, 200, problemFor(displayId ?? byId!, body));
    }

    if (url.pathname === '/api/submission/submit') {
      if (recaptchaRefused(req, user)) return send(res, 400, recaptchaError);
      if (!user) return send(res, 200, { error: 'PERMISSION_DENIED' });
      fake.bodies.push(body);
      if (fake.mode.rateLimited) return send(res, 429, { statusCode: 429, message: 'ThrottlerException: Too Many Requests' });
      if (typeof body.problemId !== 'number') return send(res, 400, { statusCode: 400, message: ['problemId must be an integer number'], error: 'Bad Request' });
      const displayId = [...internal].find(([, id]) => id === body.problemId)?.[0];
      if (!displayId) return send(res, 200, { error: 'NO_SUCH_PROBLEM' });
      const content = body.content as { language?: unknown; code?: unknown; compileAndRunOptions?: Record<string, unknown> } | undefined;
      const allowed = typeof content?.language === 'string' ? OPTIONS[content.language] : undefined;
      const options = content?.compileAndRunOptions ?? {};
      if (!allowed || typeof content?.code !== 'string' || Object.entries(allowed).some(([k, values]) => !values.includes(String(options[k])))) {
        return send(res, 400, { statusCode: 400, message: [{ property: 'content', constraints: { isValid: 'invalid compileAndRunOptions' } }], error: 'Bad Request' });
      }
      if (fake.mode.changed) return send(res, 200, {});
      const run: Run = { id: ++nextRun, user, problemId: body.problemId, language: content!.language as string, code: content!.code as string, polls: 0 };
      runs.set(run.id, run);
      fake.submissions.push({ runId: String(run.id), username: user, problemId: displayId, language: run.language, code: run.code });
      return send(res, 200, { submissionId: run.id });
    }

    if (url.pathname === '/api/submission/getSubmissionDetail') {
      if (typeof body.submissionId !== 'string' || !/^\d+$/.test(body.submissionId)) {
        return send(res, 400, { statusCode: 400, message: ['submissionId must be a number string'], error: 'Bad Request' });
      }
      const run = runs.get(Number(body.submissionId));
      if (!run) return send(res, 200, { error: 'NO_SUCH_SUBMISSION' });
      return send(res, 200, detailOf(run));
    }

    return send(res, 404, { statusCode: 404, message: `Cannot POST ${url.pathname}`, error: 'Not Found' });
  }

  await serve(fake, handle, { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' });
  return fake;
}

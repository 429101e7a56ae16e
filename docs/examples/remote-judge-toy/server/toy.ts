// Toy OJ: a small judge site with a JSON API, as a third party would teach the remote-judge plugin
// to use one (docs/plugin-guide.md "Writing a remote judge"). Its API:
//   POST /api/session {username, password}            → {token} · 401 BAD_CREDENTIALS · 403 CAPTCHA_REQUIRED
//   POST /api/runs {problem, language, source}         → 201 {id} · 401 NOT_LOGGED_IN · 429 · 400 {error}
//   GET  /api/runs/<id>                                → {state: QUEUED|RUNNING|FINISHED, verdict, timeMs, memoryKb, compileLog}
//   GET  /api/problems/<id>                            → {title, legend, input, output, notes, timeLimitMs, memoryMb, samples} · 404
// (authenticated calls send `Authorization: Token <token>`). The token lives in the session's
// cookie jar under `toy-token`, so the plugin saves it with the account and the next submission
// does not log in again.
import type { RemoteFailure, RemoteHttp, RemotePoll, RemoteSite } from '@oj/sdk/extensions';

const TOKEN = 'toy-token';

/** a failure the plugin understands: any Error with a `kind` (the guide's table of kinds) */
function failure(kind: RemoteFailure, detail: string): Error {
  return Object.assign(new Error(detail), { kind });
}

function auth(http: RemoteHttp): Record<string, string> {
  const token = http.cookie(TOKEN);
  if (!token) throw failure('login', 'not logged in');
  return { Authorization: `Token ${token}` };
}

/** the site's verdict codes (never its display text) → spec 2 statuses */
const VERDICTS: Record<string, number> = { OK: 0, WRONG: -1, TIME: 1, MEMORY: 2, CRASH: 3, COMPILE: -2 };

export const toySite: RemoteSite = {
  oj: 'TOY',
  name: 'Toy OJ',
  aliases: ['TOYOJ'],
  baseUrl: 'https://toy-oj.example',
  languages: [
    { name: 'Toy C++17', id: 'cpp17', editorMode: 'text/x-c++src' },
    { name: 'Toy Python 3', id: 'py3', editorMode: 'text/x-python', comment: '#' },
  ],
  submitLimit: { max: 30, windowSeconds: 60 },
  parseProblemId: (id) => (/^\s*\d{1,6}\s*$/.test(id) ? String(Number(id)) : null),

  async login(http, account) {
    const res = await http.post('/api/session', { json: { username: account.username, password: account.password } });
    if (res.status === 403) throw failure('captcha', 'the site wants a captcha');
    if (res.status === 401) throw failure('login', 'wrong username or password');
    const { token } = res.json<{ token?: string }>();
    if (res.status !== 200 || !token) throw failure('changed', `login answered ${res.status}`);
    http.setCookie(TOKEN, token);
  },

  async submit(http, run) {
    const res = await http.post('/api/runs', { json: { problem: run.problemId, language: run.language.id, source: run.code }, headers: auth(http) });
    if (res.status === 401) throw failure('login', 'the session expired');
    const body = res.json<{ id?: number; error?: string }>();
    if (res.status === 400) throw failure(body.error === 'NO_SUCH_PROBLEM' ? 'not-found' : 'rejected', body.error ?? 'refused');
    if (res.status !== 201 || body.id === undefined) throw failure('changed', `submit answered ${res.status}`);
    return String(body.id);
  },

  async poll(http, run): Promise<RemotePoll> {
    const res = await http.get(`/api/runs/${encodeURIComponent(run.runId)}`, { headers: auth(http) });
    if (res.status === 401) throw failure('login', 'the session expired');
    const r = res.json<{ state?: string; verdict?: string; timeMs?: number; memoryKb?: number; compileLog?: string }>();
    if (r.state === 'QUEUED' || r.state === 'RUNNING') return { done: false, status: 7 };
    const status = r.state === 'FINISHED' && r.verdict ? VERDICTS[r.verdict] : undefined;
    if (status === undefined) throw failure('changed', `unknown run state ${r.state}/${r.verdict}`);
    return { done: true, outcome: { status, timeMs: r.timeMs, memoryKb: r.memoryKb, compileMessage: r.compileLog } };
  },

  async fetchProblem(http, problemId) {
    const res = await http.get(`/api/problems/${encodeURIComponent(problemId)}`);
    if (res.status === 404) throw failure('not-found', `no problem ${problemId}`);
    const p = res.json<{ title?: string; legend?: string; input?: string; output?: string; notes?: string; timeLimitMs?: number; memoryMb?: number; samples?: Array<{ input: string; output: string }> }>();
    if (!p.title || !p.timeLimitMs || !p.memoryMb) throw failure('changed', 'the problem answer lacks title or limits');
    return {
      title: p.title, description: p.legend ?? '', input: p.input, output: p.output, hint: p.notes,
      timeLimit: p.timeLimitMs, memoryLimit: p.memoryMb, examples: p.samples ?? [], source: `Toy OJ ${problemId}`,
    };
  },
};

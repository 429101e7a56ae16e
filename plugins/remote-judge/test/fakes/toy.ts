// A loopback Toy OJ (docs/examples/remote-judge-toy): the JSON API its site module speaks, with the
// failure modes of real sites, for the remote-judge plugin's own tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { newFake, verdictByMarker, type FakeSite } from './fake-site.ts';
import { readJson, sendJson as send, serve } from './serve.ts';

interface Run { id: number; username: string; problemId: string; language: string; code: string; polls: number }

export interface ToyFake extends FakeSite {
  /** polls a run stays RUNNING before its verdict */
  runningPolls: number;
  /** tokens handed out; clear it to expire every session */
  tokens: Map<string, string>;
  /** logins made, in order (username) */
  logins: string[];
}

export async function startToyFake(): Promise<ToyFake> {
  const runs = new Map<number, Run>();
  let nextRun = 5000;
  const fake: ToyFake = {
    ...newFake([['1000', { title: 'Toy Sum', timeLimitMs: 1000, memoryMb: 64 }], ['1001', { title: 'Toy Max', timeLimitMs: 2000, memoryMb: 256 }]]),
    runningPolls: 1, tokens: new Map<string, string>(), logins: [],
  };

  const body = async (req: IncomingMessage) => ((await readJson(req)) ?? {}) as Record<string, string>;
  const who = (req: IncomingMessage) => fake.tokens.get(String(req.headers.authorization ?? '').replace(/^Token /, ''));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://toy');
    if (req.method === 'POST' && url.pathname === '/api/session') {
      const { username, password } = await body(req);
      if (fake.mode.captcha) return send(res, 403, { error: 'CAPTCHA_REQUIRED' });
      if (!username || fake.accounts.get(username) !== password) return send(res, 401, { error: 'BAD_CREDENTIALS' });
      const token = randomBytes(8).toString('hex');
      fake.tokens.set(token, username);
      fake.logins.push(username);
      return send(res, 200, { token });
    }
    if (req.method === 'POST' && url.pathname === '/api/runs') {
      const user = who(req);
      if (!user) return send(res, 401, { error: 'NOT_LOGGED_IN' });
      if (fake.mode.rateLimited) return send(res, 429, { error: 'TOO_MANY_RUNS' });
      const { problem, language, source } = await body(req);
      if (fake.mode.changed) return send(res, 201, { runId: 'moved' });
      if (!fake.problems.has(problem)) return send(res, 400, { error: 'NO_SUCH_PROBLEM' });
      if (!['cpp17', 'py3'].includes(language)) return send(res, 400, { error: 'UNKNOWN_LANGUAGE' });
      if (fake.submissions.some((s) => s.code === source)) return send(res, 400, { error: 'DUPLICATE_SOURCE' });
      const run: Run = { id: nextRun++, username: user, problemId: problem, language, code: source, polls: 0 };
      runs.set(run.id, run);
      fake.submissions.push({ runId: String(run.id), username: user, problemId: problem, language, code: source });
      return send(res, 201, { id: run.id });
    }
    const runPath = /^\/api\/runs\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && runPath) {
      if (!who(req)) return send(res, 401, { error: 'NOT_LOGGED_IN' });
      const run = runs.get(Number(runPath[1]));
      if (!run) return send(res, 404, { error: 'NO_SUCH_RUN' });
      if (fake.mode.changed) return send(res, 200, { state: 'TELEPORTED' });
      run.polls++;
      if (run.polls <= fake.runningPolls) return send(res, 200, { state: run.polls === 1 ? 'QUEUED' : 'RUNNING' });
      const verdict = verdictByMarker(run.code, { wa: 'WRONG', ce: 'COMPILE', tle: 'TIME', re: 'CRASH' }, 'OK');
      return send(res, 200, {
        state: 'FINISHED', verdict, timeMs: verdict === 'COMPILE' ? 0 : 31, memoryKb: verdict === 'COMPILE' ? 0 : 2048,
        compileLog: verdict === 'COMPILE' ? "main.cpp:1:1: error: 'oj' does not name a type" : '',
      });
    }
    const problemPath = /^\/api\/problems\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && problemPath) {
      const p = fake.problems.get(problemPath[1]);
      if (!p) return send(res, 404, { error: 'NO_SUCH_PROBLEM' });
      if (fake.mode.changed) return send(res, 200, { name: p.title });
      return send(res, 200, {
        title: p.title, legend: '<p>Add <b>two</b> numbers.<script>alert(1)</script></p>', input: '<p>Two integers a and b.</p>', output: '<p>Their sum.</p>',
        notes: '<p>Mind overflow.</p>', timeLimitMs: p.timeLimitMs, memoryMb: p.memoryMb, samples: [{ input: '1 2\n', output: '3\n' }],
      });
    }
    send(res, 404, { error: 'NOT_FOUND' });
  }
  await serve(fake, handle, { status: 503, body: JSON.stringify({ error: 'MAINTENANCE' }), type: 'application/json' });
  return fake;
}

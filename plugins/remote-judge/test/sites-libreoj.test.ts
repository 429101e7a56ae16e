// The LibreOJ site module against a loopback copy of LibreOJ's JSON app API, through the real
// SiteSession and the guarded outbound client (loopback allowed).
import t from 'tap';
import { OutboundClient } from '@oj/kernel';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { SiteSession } from '../server/http.ts';
import { libreoj } from '../server/sites/libreoj.ts';
import type { RemotePoll } from '../shared/sites.ts';
import { startLibreojFake } from './fakes/libreoj.ts';

const fake = await startLibreojFake();
t.teardown(() => fake.close());
const outbound = new OutboundClient(['127.0.0.1']);
const account = { username: 'alice', password: 'secret' };
const cpp = libreoj.languages.find((l) => l.id === 'cpp/g++/c++17/O2')!;
const python = libreoj.languages.find((l) => l.id === 'python/3.9')!;

t.beforeEach(() => { fake.mode = {}; fake.exempt.clear(); });

async function signedIn(): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await libreoj.login(http, account);
  return http;
}
async function pollUntilDone(http: SiteSession, runId: string): Promise<{ seen: RemotePoll[]; last: Extract<RemotePoll, { done: true }> }> {
  const seen: RemotePoll[] = [];
  for (let i = 0; i < 10; i++) {
    const p = await libreoj.poll(http, { runId, problemId: '1', account });
    seen.push(p);
    if (p.done) return { seen, last: p };
  }
  throw new Error('never done');
}

t.test('parseProblemId', async (t) => {
  t.equal(libreoj.parseProblemId('1'), '1');
  t.equal(libreoj.parseProblemId(' #6764 '), '6764');
  t.equal(libreoj.parseProblemId('0'), null);
  t.equal(libreoj.parseProblemId('01'), null);
  t.equal(libreoj.parseProblemId('1a'), null);
  t.equal(libreoj.parseProblemId(''), null);
});

t.test('login', async (t) => {
  t.test('ok: the token is kept in the jar as login-token', async (t) => {
    const http = new SiteSession(outbound, fake.url);
    await libreoj.login(http, account);
    const token = http.cookie('login-token');
    t.ok(token, 'login-token in the jar');
    t.ok(http.changed, 'the jar is to be saved');
    const info = (await http.get(`/api/auth/getSessionInfo?token=${encodeURIComponent(token!)}`)).json<{ userMeta?: { username: string } }>();
    t.equal(info.userMeta?.username, 'alice', 'the token is a live session');
  });
  t.test('wrong password and unknown user', async (t) => {
    await t.rejects(libreoj.login(new SiteSession(outbound, fake.url), { username: 'alice', password: 'nope' }), { name: 'RemoteError', kind: 'login', message: /WRONG_PASSWORD/ });
    await t.rejects(libreoj.login(new SiteSession(outbound, fake.url), { username: 'bob', password: 'x' }), { name: 'RemoteError', kind: 'login', message: /NO_SUCH_USER/ });
  });
  t.test('reCAPTCHA required → captcha', async (t) => {
    fake.mode.captcha = true;
    await t.rejects(libreoj.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'captcha' });
  });
  t.test('a saved token instead of a password', async (t) => {
    const http = await signedIn();
    const saved = new SiteSession(outbound, fake.url, { cookies: http.cookies() });
    await libreoj.login(saved, { username: 'alice' });
    fake.expireSessions();
    await t.rejects(libreoj.login(saved, { username: 'alice' }), { name: 'RemoteError', kind: 'login' });
  });
  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(libreoj.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'unavailable' });
  });
});

t.test('submit and poll', async (t) => {
  const http = await signedIn();

  t.test('submit: the internal problem id, language and options, Bearer token', async (t) => {
    const before = fake.submissions.length;
    const runId = await libreoj.submit(http, { problemId: '2', language: cpp, code: 'int main(){}', account });
    t.equal(fake.submissions.length, before + 1);
    const got = fake.submissions.at(-1)!;
    t.equal(runId, got.runId);
    t.same(got, { runId, username: 'alice', problemId: '2', language: 'cpp', code: 'int main(){}' });
    t.same(fake.bodies.at(-1), {
      problemId: 7, // display id 2 is problem 7 inside the site
      content: { language: 'cpp', code: 'int main(){}', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
    });
    await libreoj.submit(http, { problemId: '1', language: python, code: 'print(3)', account });
    t.same(fake.bodies.at(-1), { problemId: 1, content: { language: 'python', code: 'print(3)', compileAndRunOptions: { version: '3.9' } } });
  });

  t.test('poll: pending, compiling, then Accepted with time and memory', async (t) => {
    const runId = await libreoj.submit(http, { problemId: '1', language: cpp, code: 'ok', account });
    const { seen, last } = await pollUntilDone(http, runId);
    t.same(seen[0], { done: false, status: JudgeStatus.JUDGING }, 'Pending, not started');
    t.same(seen[1], { done: false, status: JudgeStatus.COMPILING }, 'Pending, Compiling');
    t.same(last.outcome, { status: JudgeStatus.ACCEPTED, timeMs: 3, memoryKb: 1172 });
  });

  for (const [marker, status, timeMs, memoryKb] of [
    ['oj:wa', JudgeStatus.WRONG_ANSWER, 2, 1160],
    ['oj:tle', JudgeStatus.TIME_LIMIT_EXCEEDED, 1012, 1180],
    ['oj:re', JudgeStatus.RUNTIME_ERROR, 5, 1300],
  ] as const) {
    t.test(`poll: ${marker}`, async (t) => {
      const runId = await libreoj.submit(http, { problemId: '1', language: cpp, code: `// ${marker}`, account });
      const { last } = await pollUntilDone(http, runId);
      t.same(last.outcome, { status, timeMs, memoryKb });
    });
  }

  t.test('poll: CompilationError with progress.compile.message', async (t) => {
    const runId = await libreoj.submit(http, { problemId: '1', language: cpp, code: '// oj:ce', account });
    const { last } = await pollUntilDone(http, runId);
    t.same(last.outcome, {
      status: JudgeStatus.COMPILE_ERROR,
      compileMessage: "/sandbox/1/main.cpp: In function 'int main()':\n/sandbox/1/main.cpp:1:12: error: expected ';' before '}' token\n",
    });
  });

  t.test('no such problem and refused options → rejected', async (t) => {
    await t.rejects(libreoj.submit(http, { problemId: '999', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'rejected', message: /NO_SUCH_PROBLEM/ });
    await t.rejects(libreoj.submit(http, { problemId: '1', language: { name: 'Brainfuck', id: 'bf' }, code: 'x', account }), { name: 'RemoteError', kind: 'rejected' });
  });

  t.test('reCAPTCHA on submit → captcha, unless the account is exempt (skip)', async (t) => {
    fake.mode.captcha = true;
    await t.rejects(libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'captcha' });
    fake.exempt.add('alice');
    t.match(await libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), /^\d+$/);
  });

  t.test('too many requests → rate-limited', async (t) => {
    fake.mode.rateLimited = true;
    await t.rejects(libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'rate-limited' });
  });

  t.test('changed answers', async (t) => {
    const runId = await libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account });
    fake.mode.changed = true;
    await t.rejects(libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'changed' });
    await t.rejects(libreoj.poll(http, { runId, problemId: '1', account }), { name: 'RemoteError', kind: 'changed' });
  });

  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'unavailable' });
    await t.rejects(libreoj.poll(http, { runId: '1', problemId: '1', account }), { name: 'RemoteError', kind: 'unavailable' });
  });

  t.test('session expired → login', async (t) => {
    fake.expireSessions();
    await t.rejects(libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'login' });
    await t.rejects(libreoj.submit(new SiteSession(outbound, fake.url), { problemId: '1', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'login' }, 'no token at all');
    await libreoj.login(http, account);
    t.match(await libreoj.submit(http, { problemId: '1', language: cpp, code: 'x', account }), /^\d+$/, 'logging in again works');
  });
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  t.test('title, limits, sections and samples', async (t) => {
    const p = await libreoj.fetchProblem(http, '1');
    t.equal(p.title, 'A + B Problem');
    t.equal(p.timeLimit, 1000);
    t.equal(p.memoryLimit, 256);
    t.equal(p.source, 'LibreOJ 1');
    t.match(p.description, /输入两个整数/);
    t.equal(p.input, '一行两个整数 $a, b$。');
    t.equal(p.output, '一行一个整数 $a + b$。');
    t.equal(p.hint, '$|a|, |b| \\le 10^9$');
    t.same(p.examples, [{ input: '1 2\n', output: '3\n' }, { input: '-5 5\n', output: '0\n' }]);
  });
  t.test('another problem', async (t) => {
    const p = await libreoj.fetchProblem(http, '#2');
    t.equal(p.title, 'Hello, World!');
    t.equal(p.memoryLimit, 512);
  });
  t.test('no such problem → not-found', async (t) => {
    await t.rejects(libreoj.fetchProblem(http, '999'), { name: 'RemoteError', kind: 'not-found' });
  });
  t.test('changed answer → changed', async (t) => {
    fake.mode.changed = true;
    await t.rejects(libreoj.fetchProblem(http, '1'), { name: 'RemoteError', kind: 'changed' });
  });
});

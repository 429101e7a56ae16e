// The AtCoder site module against a loopback copy of AtCoder, through the real SiteSession and the
// guarded outbound client (loopback allowed).
import t from 'tap';
import { OutboundClient } from '@oj/kernel';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { SiteSession } from '../server/http.ts';
import { atcoder } from '../server/sites/atcoder.ts';
import type { RemotePoll } from '../shared/sites.ts';
import { startAtcoderFake } from './fakes/atcoder.ts';

const fake = await startAtcoderFake();
t.teardown(() => fake.close());
const outbound = new OutboundClient(['127.0.0.1']);
const account = { username: 'alice', password: 'secret' };
const cpp = atcoder.languages.find((l) => l.id === '6017')!;

function reset(): void {
  fake.mode = {};
}
async function signedIn(): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await atcoder.login(http, account);
  return http;
}
async function pollUntilDone(http: SiteSession, runId: string, problemId: string): Promise<{ seen: RemotePoll[]; last: Extract<RemotePoll, { done: true }> }> {
  const seen: RemotePoll[] = [];
  for (let i = 0; i < 10; i++) {
    const p = await atcoder.poll(http, { runId, problemId, account });
    seen.push(p);
    if (p.done) return { seen, last: p };
  }
  throw new Error('never done');
}

t.beforeEach(reset);

t.test('parseProblemId', async (t) => {
  t.equal(atcoder.parseProblemId('abc001_a'), 'abc001_a');
  t.equal(atcoder.parseProblemId(' ABC086_A '), 'abc086_a');
  t.equal(atcoder.parseProblemId('arc058_c'), 'arc058_c');
  t.equal(atcoder.parseProblemId('abc001'), null, 'no task part');
  t.equal(atcoder.parseProblemId('abc001_a/../x'), null);
  t.equal(atcoder.parseProblemId(''), null);
});

t.test('login', async (t) => {
  t.test('ok: the session is signed in and the cookie kept', async (t) => {
    const http = new SiteSession(outbound, fake.url);
    await atcoder.login(http, account);
    t.ok(http.cookie('REVEL_SESSION'), 'REVEL_SESSION in the jar');
    t.ok(http.changed, 'the jar is to be saved');
    const home = await http.get('/home');
    t.match(home.text, /userScreenName = "alice"/);
  });
  t.test('wrong password', async (t) => {
    const http = new SiteSession(outbound, fake.url);
    await t.rejects(atcoder.login(http, { username: 'alice', password: 'nope' }), { name: 'RemoteError', kind: 'login', message: /Username or Password is incorrect/ });
  });
  t.test('Turnstile on the login page → captcha', async (t) => {
    fake.mode.captcha = true;
    const http = new SiteSession(outbound, fake.url);
    await t.rejects(atcoder.login(http, account), { name: 'RemoteError', kind: 'captcha' });
  });
  t.test('a pasted REVEL_SESSION cookie instead of a password', async (t) => {
    const http = await signedIn();
    const pasted = new SiteSession(outbound, fake.url, { cookies: `REVEL_SESSION=${http.cookie('REVEL_SESSION')}` });
    await atcoder.login(pasted, { username: 'alice', cookie: `REVEL_SESSION=${http.cookie('REVEL_SESSION')}` });
    fake.expireSessions();
    await t.rejects(atcoder.login(pasted, { username: 'alice' }), { name: 'RemoteError', kind: 'login' });
  });
  t.test('no csrf_token on the page → changed', async (t) => {
    fake.mode.changed = true;
    await t.rejects(atcoder.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'changed' });
  });
  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(atcoder.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'unavailable' });
  });
});

t.test('submit and poll', async (t) => {
  const http = await signedIn();

  t.test('submit sends the form fields and answers the new run id', async (t) => {
    const before = fake.submissions.length;
    const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'int main(){}', account });
    t.equal(fake.submissions.length, before + 1);
    const got = fake.submissions.at(-1)!;
    t.equal(runId, got.runId, 'the run id the site gave');
    t.match(runId, /^\d+$/);
    t.same(got, { runId, username: 'alice', problemId: 'abc086_a', language: '6017', code: 'int main(){}' });
    const form = fake.forms.at(-1)!;
    t.same(Object.keys(form).sort(), ['csrf_token', 'data.LanguageId', 'data.TaskScreenName', 'sourceCode']);
    t.equal(form['data.TaskScreenName'], 'abc086_a');
    t.equal(form['data.LanguageId'], '6017');
  });

  t.test('poll: judging, then Accepted with time and memory', async (t) => {
    const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'ok', account });
    const { seen, last } = await pollUntilDone(http, runId, 'abc086_a');
    t.same(seen[0], { done: false, status: JudgeStatus.JUDGING }, 'WJ is still running');
    t.same(seen[1], { done: false, status: JudgeStatus.JUDGING }, '1/5 is still running');
    t.same(last.outcome, { status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 3624 });
  });

  for (const [marker, status, timeMs, memoryKb] of [
    ['oj:wa', JudgeStatus.WRONG_ANSWER, 12, 3580],
    ['oj:tle', JudgeStatus.TIME_LIMIT_EXCEEDED, 2207, 3612],
    ['oj:re', JudgeStatus.RUNTIME_ERROR, 101, 3904],
  ] as const) {
    t.test(`poll: ${marker}`, async (t) => {
      const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: `// ${marker}`, account });
      const { last } = await pollUntilDone(http, runId, 'abc086_a');
      t.same(last.outcome, { status, timeMs, memoryKb });
    });
  }

  t.test('poll: Compile Error with the compiler output from the submission page', async (t) => {
    const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: '// oj:ce', account });
    const { last } = await pollUntilDone(http, runId, 'abc086_a');
    t.equal(last.outcome.status, JudgeStatus.COMPILE_ERROR);
    t.equal(last.outcome.compileMessage, "Main.cpp: In function 'int main()':\nMain.cpp:3:5: error: expected ';' before '}' token & more <here>\n");
    t.equal(last.outcome.timeMs, undefined);
  });

  t.test('"Wait for N second" → rate-limited', async (t) => {
    fake.mode.rateLimited = true;
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'rate-limited', message: /Wait for 5 second/ });
  });

  t.test('a language the form does not offer → rejected', async (t) => {
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: { name: 'Cobol', id: '1' }, code: 'x', account }), { name: 'RemoteError', kind: 'rejected', message: /Invalid language/ });
  });

  t.test('Turnstile on the submit form → captcha', async (t) => {
    fake.mode.captcha = true;
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'captcha' });
  });

  t.test('changed markup', async (t) => {
    const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account });
    fake.mode.changed = true;
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'changed' });
    await t.rejects(atcoder.poll(http, { runId, problemId: 'abc086_a', account }), { name: 'RemoteError', kind: 'changed' });
  });

  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'unavailable' });
    await t.rejects(atcoder.poll(http, { runId: '1', problemId: 'abc086_a', account }), { name: 'RemoteError', kind: 'unavailable' });
  });

  t.test('session expired → login (submit and poll)', async (t) => {
    const runId = await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account });
    fake.expireSessions();
    await t.rejects(atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), { name: 'RemoteError', kind: 'login' });
    await t.rejects(atcoder.poll(http, { runId, problemId: 'abc086_a', account }), { name: 'RemoteError', kind: 'login' });
    await atcoder.login(http, account);
    t.match(await atcoder.submit(http, { problemId: 'abc086_a', language: cpp, code: 'x', account }), /^\d+$/, 'logging in again works');
  });
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  t.test('title, limits, sections and samples from the English statement', async (t) => {
    const p = await atcoder.fetchProblem(http, 'abc086_a');
    t.equal(p.title, 'Product');
    t.equal(p.timeLimit, 2000);
    t.equal(p.memoryLimit, 256);
    t.equal(p.source, 'AtCoder Beginner Contest 086');
    t.match(p.description, /AtCoDeer the deer found two positive integers/);
    t.match(p.description, /<h3>Constraints<\/h3>/);
    t.notMatch(p.description, /シカ/, 'not the Japanese statement');
    t.match(p.input, /following format/);
    t.match(p.output, /print <code>Odd<\/code>/);
    t.same(p.examples, [{ input: '3 4\n', output: 'Even\n' }, { input: '1 21\n', output: 'Odd\n' }]);
  });
  t.test('1024 MiB', async (t) => {
    const p = await atcoder.fetchProblem(http, 'abc466_a');
    t.equal(p.title, 'Compromise');
    t.equal(p.memoryLimit, 1024);
  });
  t.test('no such task → not-found', async (t) => {
    await t.rejects(atcoder.fetchProblem(http, 'abc086_z'), { name: 'RemoteError', kind: 'not-found' });
  });
  t.test('changed markup → changed', async (t) => {
    fake.mode.changed = true;
    await t.rejects(atcoder.fetchProblem(http, 'abc086_a'), { name: 'RemoteError', kind: 'changed' });
  });
});

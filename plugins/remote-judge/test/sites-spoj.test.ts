// The SPOJ site module against a loopback copy of SPOJ, through the real SiteSession and the guarded
// outbound client (loopback allowed).
import t from 'tap';
import { OutboundClient } from '@oj/kernel';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { SiteSession } from '../server/http.ts';
import { spoj } from '../server/sites/spoj.ts';
import type { RemotePoll } from '../shared/sites.ts';
import { startSpojFake } from './fakes/spoj.ts';

const fake = await startSpojFake();
t.teardown(() => fake.close());
const outbound = new OutboundClient(['127.0.0.1']);
const account = { username: 'alice', password: 'secret' };
const cpp14 = spoj.languages.find((l) => l.id === '44')!;

t.beforeEach(() => { fake.mode = {}; });

async function signedIn(): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await spoj.login(http, account);
  return http;
}
async function pollUntilDone(http: SiteSession, runId: string): Promise<{ seen: RemotePoll[]; last: Extract<RemotePoll, { done: true }> }> {
  const seen: RemotePoll[] = [];
  for (let i = 0; i < 10; i++) {
    const p = await spoj.poll(http, { runId, problemId: 'TEST', account });
    seen.push(p);
    if (p.done) return { seen, last: p };
  }
  throw new Error('never done');
}

t.test('parseProblemId', async (t) => {
  t.equal(spoj.parseProblemId('TEST'), 'TEST');
  t.equal(spoj.parseProblemId(' prime1 '), 'PRIME1');
  t.equal(spoj.parseProblemId('A_B'), 'A_B');
  t.equal(spoj.parseProblemId('TOOLONGCODE'), null);
  t.equal(spoj.parseProblemId('TE ST'), null);
  t.equal(spoj.parseProblemId(''), null);
});

t.test('login', async (t) => {
  t.test('ok: the session cookie is kept', async (t) => {
    const http = new SiteSession(outbound, fake.url);
    await spoj.login(http, account);
    t.ok(http.cookie('SPOJ'), 'session cookie in the jar');
    t.match((await http.get('/')).text, /\/logout/);
  });
  t.test('wrong password', async (t) => {
    await t.rejects(spoj.login(new SiteSession(outbound, fake.url), { username: 'alice', password: 'nope' }), { name: 'RemoteError', kind: 'login', message: /Authentication failed/ });
  });
  t.test('unknown user', async (t) => {
    await t.rejects(spoj.login(new SiteSession(outbound, fake.url), { username: 'bob', password: 'secret' }), { name: 'RemoteError', kind: 'login' });
  });
  t.test('captcha on the login page → captcha', async (t) => {
    fake.mode.captcha = true;
    await t.rejects(spoj.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'captcha' });
  });
  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(spoj.login(new SiteSession(outbound, fake.url), account), { name: 'RemoteError', kind: 'unavailable' });
  });
});

t.test('submit and poll', async (t) => {
  const http = await signedIn();

  t.test('submit sends problemcode, lang and file and answers newSubmissionId', async (t) => {
    const before = fake.submissions.length;
    const runId = await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'int main(){}', account });
    t.equal(fake.submissions.length, before + 1);
    const got = fake.submissions.at(-1)!;
    t.equal(runId, got.runId);
    t.same(got, { runId, username: 'alice', problemId: 'TEST', language: '44', code: 'int main(){}' });
    const form = fake.forms.at(-1)!;
    t.same(Object.keys(form).sort(), ['file', 'lang', 'problemcode', 'submit']);
    t.equal(form.lang, '44');
    t.equal(form.problemcode, 'TEST');
  });

  t.test('poll: queued, compiling, then Accepted with time and memory', async (t) => {
    const runId = await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'ok', account });
    const { seen, last } = await pollUntilDone(http, runId);
    t.same(seen[0], { done: false, status: JudgeStatus.JUDGING }, 'status 0: queued');
    t.same(seen[1], { done: false, status: JudgeStatus.COMPILING }, 'status 1: compiling');
    t.same(last.outcome, { status: JudgeStatus.ACCEPTED, timeMs: 10, memoryKb: Math.round(5.3 * 1024) });
  });

  for (const [marker, status, timeMs, memoryKb] of [
    ['oj:wa', JudgeStatus.WRONG_ANSWER, 0, Math.round(5.2 * 1024)],
    ['oj:tle', JudgeStatus.TIME_LIMIT_EXCEEDED, 1000, Math.round(5.4 * 1024)],
    ['oj:re', JudgeStatus.RUNTIME_ERROR, 20, Math.round(5.1 * 1024)],
  ] as const) {
    t.test(`poll: ${marker}`, async (t) => {
      const runId = await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: `// ${marker}`, account });
      const { last } = await pollUntilDone(http, runId);
      t.same(last.outcome, { status, timeMs, memoryKb });
    });
  }

  t.test('poll: Compile Error with the message from /error/<id>', async (t) => {
    const runId = await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: '// oj:ce', account });
    const { last } = await pollUntilDone(http, runId);
    t.same(last.outcome, {
      status: JudgeStatus.COMPILE_ERROR,
      compileMessage: "prog.cpp: In function 'int main()':\nprog.cpp:1:20: error: 'cout' was not declared in this scope & <more>\n",
    });
  });

  t.test('wrong problem code and a refused language → rejected', async (t) => {
    await t.rejects(spoj.submit(http, { problemId: 'NOPE', language: cpp14, code: 'x', account }), { name: 'RemoteError', kind: 'rejected', message: /Wrong problem code/ });
    await t.rejects(spoj.submit(http, { problemId: 'TEST', language: { name: 'Intercal', id: '9' }, code: 'x', account }), { name: 'RemoteError', kind: 'rejected', message: /submit in this language/ });
  });

  t.test('too many submissions → rate-limited', async (t) => {
    fake.mode.rateLimited = true;
    await t.rejects(spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account }), { name: 'RemoteError', kind: 'rate-limited' });
  });

  t.test('changed markup', async (t) => {
    const runId = await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account });
    fake.mode.changed = true;
    await t.rejects(spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account }), { name: 'RemoteError', kind: 'changed' });
    await t.rejects(spoj.poll(http, { runId, problemId: 'TEST', account }), { name: 'RemoteError', kind: 'changed' });
  });

  t.test('site down → unavailable', async (t) => {
    fake.mode.down = true;
    await t.rejects(spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account }), { name: 'RemoteError', kind: 'unavailable' });
    await t.rejects(spoj.poll(http, { runId: '1', problemId: 'TEST', account }), { name: 'RemoteError', kind: 'unavailable' });
  });

  t.test('session expired → login', async (t) => {
    fake.expireSessions();
    await t.rejects(spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account }), { name: 'RemoteError', kind: 'login' });
    await spoj.login(http, account);
    t.match(await spoj.submit(http, { problemId: 'TEST', language: cpp14, code: 'x', account }), /^\d+$/, 'logging in again works');
  });
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  t.test('TEST: title, limits, statement and the Input:/Output: example', async (t) => {
    const p = await spoj.fetchProblem(http, 'test');
    t.equal(p.title, 'Life, the Universe, and Everything');
    t.equal(p.timeLimit, 10000);
    t.equal(p.memoryLimit, 1536);
    t.equal(p.source, 'SPOJ TEST');
    t.match(p.description, /brute-force approach/);
    t.notMatch(p.description, /Example/);
    t.same(p.examples, [{ input: '1\n2\n88\n42\n99\n', output: '1\n2\n88\n' }]);
  });
  t.test('PRIME1: Input and Output sections', async (t) => {
    const p = await spoj.fetchProblem(http, 'PRIME1');
    t.equal(p.timeLimit, 6000);
    t.match(p.input, /number t of test cases/);
    t.match(p.output, /one number per line/);
    t.same(p.examples, [{ input: '2\n1 10\n3 5\n', output: '2\n3\n5\n7\n\n3\n5\n' }]);
  });
  t.test('no such problem → not-found', async (t) => {
    await t.rejects(spoj.fetchProblem(http, 'NOPE'), { name: 'RemoteError', kind: 'not-found' });
  });
  t.test('changed markup → changed', async (t) => {
    fake.mode.changed = true;
    await t.rejects(spoj.fetchProblem(http, 'TEST'), { name: 'RemoteError', kind: 'changed' });
  });
});

// The Codeforces and Gym site modules against a loopback fake of the site, through the real
// SiteSession and the guarded outbound client (loopback allowed).
import t, { type Test } from 'tap';
import { OutboundClient } from '@oj/kernel';
import { SiteSession } from '../server/http.ts';
import { RemoteError, type RemoteLanguage, type RemotePoll, type RemoteSite } from '../shared/sites.ts';
import { codeforces, gym, mapVerdict } from '../server/sites/codeforces.ts';
import { startCodeforcesFake, type CodeforcesFake } from './fakes/codeforces.ts';

const outbound = new OutboundClient(['127.0.0.1']);
const alice = { username: 'alice', password: 'secret' };

function language(site: RemoteSite, id: string): RemoteLanguage {
  const found = site.languages.find((l) => l.id === id);
  if (!found) throw new Error(`no language ${id}`);
  return found;
}

async function failsWith(t: Test, promise: Promise<unknown>, kind: string, message?: RegExp): Promise<void> {
  try {
    await promise;
    t.fail(`expected RemoteError('${kind}'), it succeeded`);
  } catch (err) {
    t.ok(err instanceof RemoteError, `a RemoteError (${(err as Error).message})`);
    t.equal((err as RemoteError).kind, kind, `kind ${kind}: ${(err as Error).message}`);
    if (message) t.match((err as Error).message, message);
  }
}

let fake: CodeforcesFake;
t.before(async () => { fake = await startCodeforcesFake(); });
t.teardown(() => fake.close());
t.beforeEach(() => {
  fake.mode.captcha = false; fake.mode.down = false; fake.mode.changed = false; fake.mode.rateLimited = false; fake.mode.rcpc = true;
});

async function loggedIn(site: RemoteSite = codeforces): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await site.login(http, alice);
  return http;
}

/** polls until done (at most 6 looks), answering every look */
async function pollAll(site: RemoteSite, http: SiteSession, runId: string, problemId: string): Promise<RemotePoll[]> {
  const looks: RemotePoll[] = [];
  for (let i = 0; i < 6; i++) {
    const look = await site.poll(http, { runId, problemId, account: alice });
    looks.push(look);
    if (look.done) break;
  }
  return looks;
}

let codeSeq = 0;
const uniqueCode = (body: string) => `// run ${++codeSeq}\nint main() { ${body} }\n`;

t.test('the sites', async (t) => {
  t.equal(codeforces.oj, 'CF');
  t.same(codeforces.aliases, ['CODEFORCES']);
  t.equal(codeforces.baseUrl, 'https://codeforces.com');
  t.same(codeforces.submitLimit, { max: 20, windowSeconds: 300 });
  t.equal(gym.oj, 'GYM');
  t.equal(gym.baseUrl, 'https://codeforces.com');
  t.same(gym.submitLimit, { max: 20, windowSeconds: 300 });
  t.equal(language(codeforces, '54').name, 'GNU G++17 7.3.0');
  t.equal(language(codeforces, '31').comment, '#');
  t.equal(language(codeforces, '87').editorMode, 'text/x-java');
  t.equal(new Set(codeforces.languages.map((l) => l.name)).size, codeforces.languages.length, 'language names are unique');
});

t.test('parseProblemId', async (t) => {
  t.equal(codeforces.parseProblemId('1000a'), '1000A');
  t.equal(codeforces.parseProblemId(' 1000a '), '1000A');
  t.equal(codeforces.parseProblemId('1000 A'), '1000A');
  t.equal(codeforces.parseProblemId('1000/b1'), '1000B1');
  t.equal(codeforces.parseProblemId('CF1000A'), '1000A');
  t.equal(codeforces.parseProblemId('01000A'), '1000A');
  t.equal(codeforces.parseProblemId('1000'), null);
  t.equal(codeforces.parseProblemId('A1000'), null);
  t.equal(codeforces.parseProblemId('1000AB'), null);
  t.equal(codeforces.parseProblemId('0A'), null);
  t.equal(codeforces.parseProblemId('100001A'), null, 'a Gym contest is not a CF problem');
  t.equal(gym.parseProblemId('100001a'), '100001A');
  t.equal(gym.parseProblemId(' gym100001 b '), '100001B');
  t.equal(gym.parseProblemId('1000A'), null, 'a Codeforces round is not a Gym problem');
  t.equal(gym.parseProblemId('100001'), null);
});

t.test('mapVerdict maps the verdict enum', async (t) => {
  t.equal(mapVerdict('OK'), 0);
  t.equal(mapVerdict('WRONG_ANSWER'), -1);
  t.equal(mapVerdict('PRESENTATION_ERROR'), -3);
  t.equal(mapVerdict('COMPILATION_ERROR'), -2);
  t.equal(mapVerdict('TIME_LIMIT_EXCEEDED'), 1);
  t.equal(mapVerdict('IDLENESS_LIMIT_EXCEEDED'), 1);
  t.equal(mapVerdict('MEMORY_LIMIT_EXCEEDED'), 2);
  t.equal(mapVerdict('RUNTIME_ERROR'), 3);
  t.equal(mapVerdict('SECURITY_VIOLATED'), 3);
  t.equal(mapVerdict('CRASHED'), 3);
  t.equal(mapVerdict('CHALLENGED'), -1);
  t.equal(mapVerdict('SKIPPED'), 4);
  t.equal(mapVerdict('REJECTED'), 4);
  t.equal(mapVerdict('FAILED'), 4);
  t.equal(mapVerdict('PARTIAL'), 8);
  t.equal(mapVerdict('TESTING'), null);
  t.equal(mapVerdict('SUBMITTED'), null);
  t.equal(mapVerdict(undefined), null);
  await failsWith(t, (async () => mapVerdict('HAPPY_NEW_YEAR'))(), 'changed', /HAPPY_NEW_YEAR/);
});

t.test('login', async (t) => {
  t.test('with the right password, answering the RCPC page', async (t) => {
    const http = new SiteSession(outbound, fake.url);
    const forms = fake.loginForms.length;
    await codeforces.login(http, alice);
    t.match(http.cookie('RCPC') ?? '', /^[0-9a-f]{32}$/, 'RCPC cookie computed');
    const form = fake.loginForms[forms];
    t.equal(form.handleOrEmail, 'alice');
    t.equal(form.password, 'secret');
    t.equal(form.action, 'enter');
    t.equal(form.remember, 'on');
    t.equal(form.csrf_token, fake.csrfOf(http.cookie('JSESSIONID')!), 'the session\'s CSRF token');
    t.match(form.ftaa, /^[0-9a-z]{18}$/);
    t.match(form.bfaa, /^[0-9a-f]{32}$/);
    const home = await http.get('/');
    t.match(home.text, /\/logout"/, 'the home page shows the session logged in');
    t.match(home.text, /href="\/profile\/alice"/);
  });

  t.test('without the RCPC page', async (t) => {
    fake.mode.rcpc = false;
    const http = new SiteSession(outbound, fake.url);
    await codeforces.login(http, alice);
    t.equal(http.cookie('RCPC'), undefined);
    t.match((await http.get('/')).text, /\/logout"/);
  });

  t.test('a pasted session cookie', async (t) => {
    const first = await loggedIn();
    const pasted = new SiteSession(outbound, fake.url, { cookies: first.cookies() });
    await codeforces.login(pasted, { username: 'alice', cookie: first.cookies() });
    t.pass('accepted');
    await failsWith(t, codeforces.login(new SiteSession(outbound, fake.url), { username: 'alice', cookie: 'JSESSIONID=nope' }), 'login');
  });

  t.test('wrong password', async (t) => {
    await failsWith(t, codeforces.login(new SiteSession(outbound, fake.url), { username: 'alice', password: 'wrong' }), 'login');
    await failsWith(t, gym.login(new SiteSession(outbound, fake.url), { username: 'mallory', password: 'secret' }), 'login');
  });

  t.test('captcha', async (t) => {
    fake.mode.captcha = true;
    await failsWith(t, codeforces.login(new SiteSession(outbound, fake.url), alice), 'captcha');
  });

  t.test('site down', async (t) => {
    fake.mode.down = true;
    await failsWith(t, codeforces.login(new SiteSession(outbound, fake.url), alice), 'unavailable');
  });

  t.test('changed markup', async (t) => {
    fake.mode.changed = true;
    await failsWith(t, codeforces.login(new SiteSession(outbound, fake.url), alice), 'changed');
  });
});

t.test('submit and poll (Codeforces)', async (t) => {
  const http = await loggedIn();
  const before = fake.submissions.length;
  const code = uniqueCode('return 0;');
  const runId = await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code, account: alice });
  t.match(runId, /^\d+$/);
  t.same(fake.submissions.slice(before), [{ runId, username: 'alice', problemId: '1000A', language: '54', code }]);
  const sent = fake.submitForms.at(-1)!;
  t.equal(sent.path, '/contest/1000/submit');
  const csrf = fake.csrfOf(http.cookie('JSESSIONID')!);
  t.equal(sent.query.csrf_token, csrf, 'the token in the query');
  t.equal(sent.form.csrf_token, csrf, 'the token in the form');
  t.equal(sent.form.action, 'submitSolutionFormSubmitted');
  t.equal(sent.form.submittedProblemIndex, 'A');
  t.equal(sent.form.programTypeId, '54');
  t.equal(sent.form.contestId, '1000');
  t.equal(sent.form.source, code);
  t.equal(sent.form.tabSize, '4');

  const looks = await pollAll(codeforces, http, runId, '1000A');
  t.same(looks, [
    { done: false, status: 7 },
    { done: false, status: 7 },
    { done: true, outcome: { status: 0, timeMs: 46, memoryKb: 4000 } },
  ]);
});

t.test('each verdict with time and memory', async (t) => {
  const http = await loggedIn();
  const cases: Array<[string, unknown]> = [
    ['oj:wa', { status: -1, timeMs: 15, memoryKb: 1000 }],
    ['oj:tle', { status: 1, timeMs: 1000, memoryKb: 2000 }],
    ['oj:re', { status: 3, timeMs: 31, memoryKb: 500 }],
    ['oj:verdict=MEMORY_LIMIT_EXCEEDED', { status: 2, timeMs: 62, memoryKb: 2048 }],
    ['oj:verdict=PRESENTATION_ERROR', { status: -3, timeMs: 62, memoryKb: 2048 }],
    ['oj:verdict=IDLENESS_LIMIT_EXCEEDED', { status: 1, timeMs: 62, memoryKb: 2048 }],
    ['oj:verdict=CHALLENGED', { status: -1, timeMs: 62, memoryKb: 2048 }],
    ['oj:verdict=PARTIAL', { status: 8, timeMs: 62, memoryKb: 2048 }],
    ['oj:verdict=SKIPPED', { status: 4, timeMs: 62, memoryKb: 2048, message: 'Codeforces verdict SKIPPED' }],
  ];
  for (const [marker, outcome] of cases) {
    const runId = await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '89'), code: uniqueCode(`/* ${marker} */`), account: alice });
    const looks = await pollAll(codeforces, http, runId, '1000A');
    t.same(looks.at(-1), { done: true, outcome }, marker);
    t.equal(looks.length, 3, `${marker}: queued, testing, verdict`);
  }

  t.test('compile error with the compiler\'s message', async (t) => {
    const runId = await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('oj:ce'), account: alice });
    const last = (await pollAll(codeforces, http, runId, '1000A')).at(-1)!;
    t.equal(last.done, true);
    if (!last.done) return;
    t.equal(last.outcome.status, -2);
    t.equal(last.outcome.compileMessage, "Can't compile file:\nprogram.cpp: In function 'int main()':\nprogram.cpp:3:1: error: expected ';' before '}' token\n");
    t.equal(last.outcome.timeMs, undefined, 'no time for a CE');
  });

  t.test('a verdict code it does not know', async (t) => {
    const runId = await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('oj:verdict=HAPPY_NEW_YEAR'), account: alice });
    t.same(await codeforces.poll(http, { runId, problemId: '1000A', account: alice }), { done: false, status: 7 });
    t.same(await codeforces.poll(http, { runId, problemId: '1000A', account: alice }), { done: false, status: 7 });
    await failsWith(t, codeforces.poll(http, { runId, problemId: '1000A', account: alice }), 'changed');
  });

  t.test('a run the API does not show yet is still running', async (t) => {
    const last = Number(fake.submissions.at(-1)!.runId);
    t.same(await codeforces.poll(http, { runId: String(last + 50), problemId: '1000A', account: alice }), { done: false, status: 7 });
  });

  t.test('an older run beyond the first page is found', async (t) => {
    const oldest = fake.submissions.find((s) => s.username === 'alice')!;
    const look = await codeforces.poll(http, { runId: oldest.runId, problemId: oldest.problemId, account: alice });
    t.equal(look.done, true);
  });
});

t.test('submit and poll (Gym)', async (t) => {
  const http = await loggedIn(gym);
  const code = uniqueCode('puts("7");');
  const runId = await gym.submit(http, { problemId: '100001A', language: language(gym, '91'), code, account: alice });
  t.same(fake.submissions.at(-1), { runId, username: 'alice', problemId: '100001A', language: '91', code });
  const sent = fake.submitForms.at(-1)!;
  t.equal(sent.path, '/gym/100001/submit');
  t.equal(sent.form.submittedProblemIndex, 'A');
  t.equal(sent.form.contestId, '100001');
  t.same((await pollAll(gym, http, runId, '100001A')).at(-1), { done: true, outcome: { status: 0, timeMs: 46, memoryKb: 4000 } });
  await failsWith(t, gym.submit(http, { problemId: '1000A', language: language(gym, '54'), code, account: alice }), 'rejected');
});

t.test('submit failures', async (t) => {
  t.test('session expired → login', async (t) => {
    const http = await loggedIn();
    fake.expireSessions();
    const before = fake.submissions.length;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode(''), account: alice }), 'login');
    await failsWith(t, codeforces.submit(new SiteSession(outbound, fake.url), { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode(''), account: alice }), 'login');
    t.equal(fake.submissions.length, before, 'nothing submitted');
  });

  t.test('same code twice → rejected', async (t) => {
    const http = await loggedIn();
    const code = uniqueCode('same');
    await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code, account: alice });
    const before = fake.submissions.length;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code, account: alice }), 'rejected', /exactly the same code/);
    t.equal(fake.submissions.length, before);
  });

  t.test('submitting too often → rate-limited', async (t) => {
    const http = await loggedIn();
    fake.mode.rateLimited = true;
    const before = fake.submissions.length;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('often'), account: alice }), 'rate-limited', /submitted too often/);
    t.equal(fake.submissions.length, before);
  });

  t.test('captcha on the submit form', async (t) => {
    const http = await loggedIn();
    fake.mode.captcha = true;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('captcha'), account: alice }), 'captcha');
  });

  t.test('a problem or contest the site does not have → rejected', async (t) => {
    const http = await loggedIn();
    await failsWith(t, codeforces.submit(http, { problemId: '1000C', language: language(codeforces, '54'), code: uniqueCode(''), account: alice }), 'rejected');
    await failsWith(t, codeforces.submit(http, { problemId: '999A', language: language(codeforces, '54'), code: uniqueCode(''), account: alice }), 'rejected');
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: { name: 'Brainfuck', id: '999' }, code: uniqueCode(''), account: alice }), 'rejected');
  });

  t.test('site down → unavailable', async (t) => {
    const http = await loggedIn();
    fake.mode.down = true;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('down'), account: alice }), 'unavailable');
  });

  t.test('changed markup → changed', async (t) => {
    const http = await loggedIn();
    fake.mode.changed = true;
    await failsWith(t, codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('changed'), account: alice }), 'changed');
  });
});

t.test('poll failures', async (t) => {
  const http = await loggedIn();
  const runId = await codeforces.submit(http, { problemId: '1000A', language: language(codeforces, '54'), code: uniqueCode('poll'), account: alice });
  fake.mode.down = true;
  await failsWith(t, codeforces.poll(http, { runId, problemId: '1000A', account: alice }), 'unavailable');
  fake.mode.down = false;
  fake.mode.changed = true;
  await failsWith(t, codeforces.poll(http, { runId, problemId: '1000A', account: alice }), 'changed');
  fake.mode.changed = false;
  fake.mode.rateLimited = true;
  await failsWith(t, codeforces.poll(http, { runId, problemId: '1000A', account: alice }), 'rate-limited');
  fake.mode.rateLimited = false;
  await failsWith(t, codeforces.poll(http, { runId, problemId: '1000A', account: { username: 'nobody' } }), 'login');
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  const p = await codeforces.fetchProblem(http, '1000A');
  t.equal(p.title, 'A+B Problem');
  t.equal(p.timeLimit, 1000);
  t.equal(p.memoryLimit, 256);
  t.same(p.examples, [{ input: '1 2\n', output: '3\n' }]);
  t.equal(p.source, 'Fake Codeforces Round 1000 (Div. 2)');
  t.match(p.description, '<p>You are given two integers $a$ and $b$. Print $a + b$.</p>');
  t.match(p.description, `src="${fake.url}/predownloaded/fake/1000A.png"`, 'images point at the site');
  t.match(p.description, '<p>Nested &lt;block&gt; stays.</p>');
  t.notMatch(p.description, /time limit per test|sample-test|section-title/, 'the header, samples and sections are not in the legend');
  t.equal(p.input, '<p>The only line contains $a$ and $b$ ($0 \\le a, b \\le 10^3$).</p>');
  t.equal(p.output, '<p>Print one integer.</p>');
  t.equal(p.hint, '<p>$$1 + 2 = 3$$</p>');

  const b = await codeforces.fetchProblem(http, '1000b');
  t.equal(b.title, 'Interval Sum');
  t.equal(b.timeLimit, 2500);
  t.equal(b.memoryLimit, 512);

  const g = await gym.fetchProblem(http, '100001A');
  t.equal(g.title, 'Gym Sum');
  t.equal(g.timeLimit, 2000);
  t.equal(g.memoryLimit, 512);
  t.same(g.examples, [{ input: '2\n3 4\n', output: '7\n' }, { input: '1\n5 6\n', output: '11\n' }]);
  t.equal(g.source, 'Fake Gym Contest 100001');

  await failsWith(t, codeforces.fetchProblem(http, '1000Z'), 'not-found');
  await failsWith(t, gym.fetchProblem(http, '100002A'), 'not-found');
  await failsWith(t, codeforces.fetchProblem(http, 'nonsense'), 'not-found');

  fake.mode.changed = true;
  await failsWith(t, codeforces.fetchProblem(http, '1000A'), 'changed');
  fake.mode.changed = false;
  fake.mode.down = true;
  await failsWith(t, codeforces.fetchProblem(http, '1000A'), 'unavailable');
});

t.test('slow answers still work', async (t) => {
  fake.mode.slowMs = 150;
  t.teardown(() => { fake.mode.slowMs = 0; });
  const started = Date.now();
  const p = await codeforces.fetchProblem(new SiteSession(outbound, fake.url), '1000A');
  t.equal(p.title, 'A+B Problem');
  t.ok(Date.now() - started >= 150, 'the delay happened');
});

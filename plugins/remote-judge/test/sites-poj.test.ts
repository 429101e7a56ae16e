// The POJ site module against the loopback POJ fake, through the real SiteSession and the guarded
// outbound client (loopback allowed).
import t from 'tap';
import { OutboundClient } from '@oj/kernel';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { SiteSession } from '../server/http.ts';
import { poj } from '../server/sites/poj.ts';
import type { RemotePoll } from '../shared/sites.ts';
import { POJ_CE_MESSAGE, startPojFake } from './fakes/poj.ts';

const outbound = new OutboundClient(['127.0.0.1']);
const fake = await startPojFake();
t.teardown(() => fake.close());

const alice = { username: 'alice', password: 'secret' };
const lang = (id: string) => {
  const found = poj.languages.find((l) => l.id === id);
  if (!found) throw new Error(`no POJ language ${id}`);
  return found;
};
// POJ refuses code that is too short
const code = (marker: string) => `#include <stdio.h>\nint main() { int a, b; scanf("%d%d", &a, &b); printf("%d\\n", a + b); return 0; } // ${marker}\n`;

async function loggedIn(): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await poj.login(http, alice);
  return http;
}

async function judged(http: SiteSession, marker: string, language = '0') {
  const runId = await poj.submit(http, { problemId: '1000', language: lang(language), code: code(marker), account: alice });
  const polls: RemotePoll[] = [];
  for (let i = 0; i < 5; i++) {
    const poll = await poj.poll(http, { runId, problemId: '1000', account: alice });
    polls.push(poll);
    if (poll.done) break;
  }
  return { runId, polls, last: polls[polls.length - 1] };
}

t.test('site description', async (t) => {
  t.equal(poj.oj, 'POJ');
  t.equal(poj.baseUrl, 'http://poj.org');
  t.same(poj.languages.map((l) => [l.id, l.name]), [['0', 'G++'], ['1', 'GCC'], ['2', 'Java'], ['3', 'Pascal'], ['4', 'C++'], ['5', 'C'], ['6', 'Fortran']]);
  t.equal(lang('6').comment, '!', 'Fortran comments start with !');
  for (const l of poj.languages) t.ok(l.editorMode, `${l.name} has an editor mode`);
});

t.test('parseProblemId', async (t) => {
  t.equal(poj.parseProblemId('1000'), '1000');
  t.equal(poj.parseProblemId(' 3468\t'), '3468');
  t.equal(poj.parseProblemId('0001000'), '1000');
  t.equal(poj.parseProblemId('999'), null, 'POJ problems start at 1000');
  t.equal(poj.parseProblemId('1000A'), null);
  t.equal(poj.parseProblemId(''), null);
  t.equal(poj.parseProblemId('POJ1000'), null);
});

t.test('login', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  await poj.login(http, alice);
  t.ok(http.cookie('JSESSIONID'), 'the session cookie is kept');

  await t.rejects(poj.login(new SiteSession(outbound, fake.url), { username: 'alice', password: 'wrong' }), { name: 'RemoteError', kind: 'login' });
  await t.rejects(poj.login(new SiteSession(outbound, fake.url), { username: 'nobody', password: 'secret' }), { name: 'RemoteError', kind: 'login' });
  await t.rejects(poj.login(new SiteSession(outbound, fake.url), { username: 'alice' }), { name: 'RemoteError', kind: 'login' }, 'no password');

  fake.mode.captcha = true;
  t.teardown(() => { fake.mode.captcha = false; });
  await t.rejects(poj.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'captcha' });
});

t.test('submit sends the site\'s form and finds the run id', async (t) => {
  const http = await loggedIn();
  const source = `${code('oj:ac')}// 100% + & = ? 中文 "quotes"\n`;
  const before = fake.submissions.length;
  const runId = await poj.submit(http, { problemId: '1000', language: lang('4'), code: source, account: alice });
  t.match(runId, /^\d+$/);
  t.equal(fake.submissions.length, before + 1);
  t.same(fake.submissions[fake.submissions.length - 1], { runId, username: 'alice', problemId: '1000', language: '4', code: source }, 'the code arrives intact');
  const form = fake.forms[fake.forms.length - 1];
  t.same(form, { problem_id: '1000', language: '4', source: Buffer.from(source, 'utf8').toString('base64'), submit: 'Submit', encoded: '1' });
  t.not(runId, '23456002', 'not the newest run of somebody else');
});

t.test('poll: waiting, running, then each verdict', async (t) => {
  const http = await loggedIn();

  const ac = await judged(http, 'oj:ac');
  t.same(ac.polls[0], { done: false, status: 7 }, 'Running & Judging on the first look');
  t.same(ac.last, { done: true, outcome: { status: JudgeStatus.ACCEPTED, timeMs: 0, memoryKb: 164 } });

  const wa = await judged(http, 'oj:wa');
  t.same(wa.last, { done: true, outcome: { status: JudgeStatus.WRONG_ANSWER, timeMs: 16, memoryKb: 168 } });

  const ce = await judged(http, 'oj:ce');
  t.same(ce.polls[0], { done: false, status: 6 }, 'Compiling on the first look');
  t.same(ce.last, { done: true, outcome: { status: JudgeStatus.COMPILE_ERROR, compileMessage: POJ_CE_MESSAGE } }, 'the compiler output, entities decoded');

  const tle = await judged(http, 'oj:tle');
  t.same(tle.last, { done: true, outcome: { status: JudgeStatus.TIME_LIMIT_EXCEEDED, timeMs: 1000, memoryKb: 172 } });

  const re = await judged(http, 'oj:re');
  t.same(re.last, { done: true, outcome: { status: JudgeStatus.RUNTIME_ERROR, timeMs: 0, memoryKb: 180 } });

  const mle = await judged(http, 'oj:mle');
  t.same(mle.last, { done: true, outcome: { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, timeMs: 32, memoryKb: 10240 } });

  const pe = await judged(http, 'oj:pe');
  t.same(pe.last, { done: true, outcome: { status: JudgeStatus.PRESENTATION_ERROR, timeMs: 0, memoryKb: 164 } });

  const ole = await judged(http, 'oj:ole');
  t.same(ole.last, { done: true, outcome: { status: JudgeStatus.RUNTIME_ERROR, timeMs: 47, memoryKb: 200, message: 'Output Limit Exceeded' } });

  // a queued run: submitted, then looked at straight away (the submit's own listings showed it Waiting twice)
  const waiting = await poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice });
  t.same(await poj.poll(http, { runId: waiting, problemId: '1000', account: alice }), { done: false, status: 7 });

  const weird = await poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:weird'), account: alice });
  await poj.poll(http, { runId: weird, problemId: '1000', account: alice });
  await t.rejects(poj.poll(http, { runId: weird, problemId: '1000', account: alice }), { name: 'RemoteError', kind: 'changed' }, 'an unknown result word is a changed site');
});

t.test('the run is found among many of the same user', async (t) => {
  const http = await loggedIn();
  const first = await poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:wa'), account: alice });
  for (let i = 0; i < 25; i++) await poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice });
  await poj.poll(http, { runId: first, problemId: '1000', account: alice });
  t.same(await poj.poll(http, { runId: first, problemId: '1000', account: alice }), { done: true, outcome: { status: JudgeStatus.WRONG_ANSWER, timeMs: 16, memoryKb: 168 } },
    'an older run past the first status page is still read');
});

t.test('an expired session', async (t) => {
  const stale = new SiteSession(outbound, fake.url, { cookies: 'JSESSIONID=EXPIRED' });
  await t.rejects(poj.submit(stale, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'login' });
});

t.test('the site refuses', async (t) => {
  const http = await loggedIn();
  fake.mode.rateLimited = true;
  await t.rejects(poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'rate-limited' });
  fake.mode.rateLimited = false;
  await t.rejects(poj.submit(http, { problemId: '1000', language: lang('0'), code: 'int main(){}', account: alice }), { name: 'RemoteError', kind: 'rejected', message: /Source code too long or too short/ });
});

t.test('the site is down', async (t) => {
  fake.mode.down = true;
  t.teardown(() => { fake.mode.down = false; });
  await t.rejects(poj.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'unavailable' });
  await t.rejects(poj.fetchProblem(new SiteSession(outbound, fake.url), '1000'), { name: 'RemoteError', kind: 'unavailable' });
});

t.test('the site changed its markup', async (t) => {
  const http = await loggedIn();
  const runId = await poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice });
  fake.mode.changed = true;
  t.teardown(() => { fake.mode.changed = false; });
  await t.rejects(poj.poll(http, { runId, problemId: '1000', account: alice }), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(poj.fetchProblem(http, '1000'), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(poj.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(poj.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'changed' });
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  const p = await poj.fetchProblem(http, '1000');
  t.equal(p.title, 'A+B Problem');
  t.equal(p.timeLimit, 1000);
  t.equal(p.memoryLimit, 10, '10000K');
  t.same(p.examples, [{ input: '1 2\n', output: '3\n' }]);
  t.equal(p.description, 'Calculate a+b');
  t.equal(p.input, 'Two integer a,b (0&lt;=a,b&lt;=10)', 'the site\'s own markup');
  t.equal(p.output, 'Output a+b');
  t.match(p.hint, /<font color=red>read input from stdin<\/font>/);
  t.equal(p.source, 'POJ');

  const other = await poj.fetchProblem(http, '1001');
  t.equal(other.title, 'Exponentiation');
  t.equal(other.timeLimit, 500);

  await t.rejects(poj.fetchProblem(http, '99999'), { name: 'RemoteError', kind: 'not-found' });
});

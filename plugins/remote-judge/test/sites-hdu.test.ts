// The HDU site module against the loopback HDU fake, through the real SiteSession and the guarded
// outbound client (loopback allowed).
import t from 'tap';
import { OutboundClient } from '@oj/kernel';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { SiteSession } from '../server/http.ts';
import { hdu } from '../server/sites/hdu.ts';
import type { RemotePoll } from '../shared/sites.ts';
import { HDU_CE_MESSAGE, startHduFake } from './fakes/hdu.ts';

const outbound = new OutboundClient(['127.0.0.1']);
const fake = await startHduFake();
t.teardown(() => fake.close());

const alice = { username: 'alice', password: 'secret' };
const lang = (id: string) => {
  const found = hdu.languages.find((l) => l.id === id);
  if (!found) throw new Error(`no HDU language ${id}`);
  return found;
};
// HDU refuses code shorter than 50 bytes
const code = (marker: string) => `#include <cstdio>\nint main() { int a, b; while (scanf("%d%d", &a, &b) == 2) printf("%d\\n", a + b); } // ${marker}\n`;

async function loggedIn(): Promise<SiteSession> {
  const http = new SiteSession(outbound, fake.url);
  await hdu.login(http, alice);
  return http;
}

async function judged(http: SiteSession, marker: string, language = '0') {
  const runId = await hdu.submit(http, { problemId: '1000', language: lang(language), code: code(marker), account: alice });
  const polls: RemotePoll[] = [];
  for (let i = 0; i < 5; i++) {
    const poll = await hdu.poll(http, { runId, problemId: '1000', account: alice });
    polls.push(poll);
    if (poll.done) break;
  }
  return { runId, polls, last: polls[polls.length - 1] };
}

t.test('site description', async (t) => {
  t.equal(hdu.oj, 'HDU');
  t.equal(hdu.baseUrl, 'https://acm.hdu.edu.cn');
  t.same(hdu.languages.map((l) => [l.id, l.name]), [['0', 'G++'], ['1', 'GCC'], ['2', 'C++'], ['3', 'C'], ['4', 'Pascal'], ['5', 'Java'], ['6', 'C#']]);
  for (const l of hdu.languages) t.ok(l.editorMode, `${l.name} has an editor mode`);
});

t.test('parseProblemId', async (t) => {
  t.equal(hdu.parseProblemId('1000'), '1000');
  t.equal(hdu.parseProblemId(' 2049 '), '2049');
  t.equal(hdu.parseProblemId('01000'), '1000');
  t.equal(hdu.parseProblemId('999'), null, 'HDU problems start at 1000');
  t.equal(hdu.parseProblemId('1000a'), null);
  t.equal(hdu.parseProblemId(''), null);
  t.equal(hdu.parseProblemId('HDU-1000'), null);
});

t.test('login', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  await hdu.login(http, alice);
  t.ok(http.cookie('PHPSESSID'), 'the session cookie is kept');

  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), { username: 'alice', password: 'wrong' }), { name: 'RemoteError', kind: 'login' });
  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), { username: 'nobody', password: 'secret' }), { name: 'RemoteError', kind: 'login' });
  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), { username: 'alice' }), { name: 'RemoteError', kind: 'login' }, 'no password');

  fake.mode.captcha = true;
  t.teardown(() => { fake.mode.captcha = false; });
  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'captcha' });
});

t.test('submit sends the site\'s form and finds the run id', async (t) => {
  const http = await loggedIn();
  const source = `${code('oj:ac')}// 100% + & = ? 中文 "quotes"\n`;
  const before = fake.submissions.length;
  const runId = await hdu.submit(http, { problemId: '1000', language: lang('5'), code: source, account: alice });
  t.match(runId, /^\d+$/);
  t.equal(fake.submissions.length, before + 1);
  const got = fake.submissions[fake.submissions.length - 1];
  t.same(got, { runId, username: 'alice', problemId: '1000', language: '5', code: source }, 'the code arrives intact');
  const form = fake.forms[fake.forms.length - 1];
  t.same(Object.keys(form).sort(), ['_usercode', 'check', 'language', 'problemid']);
  t.equal(form.check, '0');
  t.equal(form.language, '5');
  t.equal(form.problemid, '1000');
  t.equal(form._usercode, Buffer.from(encodeURIComponent(source)).toString('base64'), 'base64 of the URL-encoded code');
  t.not(runId, '39000002', 'not the newest run of somebody else');
});

t.test('poll: running, then each verdict', async (t) => {
  const http = await loggedIn();

  const ac = await judged(http, 'oj:ac');
  t.same(ac.polls[0], { done: false, status: 7 }, 'Running on the first look');
  t.same(ac.last, { done: true, outcome: { status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1404 } });

  const wa = await judged(http, 'oj:wa');
  t.same(wa.last, { done: true, outcome: { status: JudgeStatus.WRONG_ANSWER, timeMs: 31, memoryKb: 1720 } });

  const ce = await judged(http, 'oj:ce');
  t.same(ce.polls[0], { done: false, status: 6 }, 'Compiling on the first look');
  t.same(ce.last, { done: true, outcome: { status: JudgeStatus.COMPILE_ERROR, timeMs: 0, memoryKb: 0, compileMessage: HDU_CE_MESSAGE } }, 'the compiler output, entities decoded');

  const tle = await judged(http, 'oj:tle');
  t.same(tle.last, { done: true, outcome: { status: JudgeStatus.TIME_LIMIT_EXCEEDED, timeMs: 1015, memoryKb: 1740 } });

  const re = await judged(http, 'oj:re');
  t.same(re.last, { done: true, outcome: { status: JudgeStatus.RUNTIME_ERROR, timeMs: 15, memoryKb: 1716, message: 'ACCESS_VIOLATION' } });

  const mle = await judged(http, 'oj:mle');
  t.same(mle.last, { done: true, outcome: { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, timeMs: 62, memoryKb: 65540 } });

  const pe = await judged(http, 'oj:pe');
  t.same(pe.last, { done: true, outcome: { status: JudgeStatus.PRESENTATION_ERROR, timeMs: 15, memoryKb: 1404 } });

  const ole = await judged(http, 'oj:ole');
  t.same(ole.last, { done: true, outcome: { status: JudgeStatus.RUNTIME_ERROR, timeMs: 46, memoryKb: 1500, message: 'Output Limit Exceeded' } });

  const weird = await hdu.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:weird'), account: alice });
  await hdu.poll(http, { runId: weird, problemId: '1000', account: alice });
  await t.rejects(hdu.poll(http, { runId: weird, problemId: '1000', account: alice }), { name: 'RemoteError', kind: 'changed' }, 'an unknown status word is a changed site');
});

t.test('an expired session', async (t) => {
  const stale = new SiteSession(outbound, fake.url, { cookies: 'PHPSESSID=expired' });
  await t.rejects(hdu.submit(stale, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'login' });
});

t.test('the site refuses', async (t) => {
  const http = await loggedIn();
  fake.mode.rateLimited = true;
  await t.rejects(hdu.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'rate-limited' });
  fake.mode.rateLimited = false;
  await t.rejects(hdu.submit(http, { problemId: '1000', language: lang('0'), code: 'int main(){}', account: alice }), { name: 'RemoteError', kind: 'rejected', message: /Code length is improper/ });
});

t.test('the site is down', async (t) => {
  fake.mode.down = true;
  t.teardown(() => { fake.mode.down = false; });
  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'unavailable' });
  await t.rejects(hdu.fetchProblem(new SiteSession(outbound, fake.url), '1000'), { name: 'RemoteError', kind: 'unavailable' });
});

t.test('the site changed its markup', async (t) => {
  const http = await loggedIn();
  const runId = await hdu.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice });
  fake.mode.changed = true;
  t.teardown(() => { fake.mode.changed = false; });
  await t.rejects(hdu.poll(http, { runId, problemId: '1000', account: alice }), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(hdu.fetchProblem(http, '1000'), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(hdu.submit(http, { problemId: '1000', language: lang('0'), code: code('oj:ac'), account: alice }), { name: 'RemoteError', kind: 'changed' });
  await t.rejects(hdu.login(new SiteSession(outbound, fake.url), alice), { name: 'RemoteError', kind: 'changed' });
});

t.test('fetchProblem', async (t) => {
  const http = new SiteSession(outbound, fake.url);
  const p = await hdu.fetchProblem(http, '1000');
  t.equal(p.title, 'A + B Problem');
  t.equal(p.timeLimit, 1000, 'the others\' limit, not Java\'s');
  t.equal(p.memoryLimit, 32);
  t.same(p.examples, [{ input: '1 1\n2 3\n', output: '2\n5\n' }]);
  t.equal(p.description, 'Calculate <i>A + B</i>.<br>', 'the site\'s own markup');
  t.match(p.input, /two integers <i>A<\/i>/);
  t.match(p.output, /output <i>A \+ B<\/i>/);
  t.equal(p.source, 'HDOJ Monthly Contest \u2013 2010.01.02');
  t.equal(p.hint, undefined);

  const withHint = await hdu.fetchProblem(http, '1001');
  t.equal(withHint.title, 'Sum Problem');
  t.equal(withHint.hint, 'Use <b>long long</b>.');
  t.same(withHint.examples, [{ input: '1 1\n2 3\n', output: '2\n5\n' }], 'the hint is not part of the sample');

  await t.rejects(hdu.fetchProblem(http, '99999'), { name: 'RemoteError', kind: 'not-found' });
});

// POST /api/admin/problem/verify-package (the import page's "Verify solutions", issue 31 item 3):
// the shipped solutions judged, a derived time limit said in the caller's language, refusals, who may
// call it, the run polled to its end, one run at a time, a stopped server's run, old runs removed.
import t from 'tap';
import { buildZip } from '../server/test-data/zip-writer.ts';
import { site, admin, user, zipOf, startVerify, readRun, pollRun, verifyZip, problemCount } from './package-site.ts';

t.test('verify: the shipped solutions are judged, each against the verdict its folder promises, and nothing is saved', async (t) => {
  const before = await problemCount();
  const r = await verifyZip(await zipOf('icpc/pairsum'), 'pairsum.zip');
  t.equal(r.status, 200, r.msg);
  t.equal(r.data.problems.length, 1);
  const p = r.data.problems[0]!;
  t.match(p, { title: 'Pair Sum', timeLimit: { ms: 2000, message: null } }, 'the package\'s own limit, nothing to say about it');
  const row = (path: string) => p.solutions.find((s) => s.path === path);
  t.match(row('submissions/accepted/half.cpp'), { language: 'C++ 17 With O2', expected: 'AC', got: 'AC', result: 'ok' });
  t.match(row('submissions/time_limit_exceeded/spin.cc'), { expected: 'TLE', got: 'TLE', result: 'ok' });
  t.match(row('submissions/wrong_answer/double.c'), { expected: 'WA', got: 'WA', result: 'ok' });
  t.match(row('submissions/accepted/Pair.kt'), { language: null, got: null, result: 'skipped' }, 'a language this judge lacks is skipped');
  t.equal(p.solutions.filter((s) => s.result === 'MISMATCH').length, 0);
  t.equal(await problemCount(), before, 'verifying saves no problem');
});

t.test('verify: a package without a time limit gets the derived one, said in the caller\'s language', async (t) => {
  const zh = await verifyZip(await zipOf('icpc/twice'), 'twice.zip', admin.token, 'zh-CN');
  t.equal(zh.status, 200, zh.msg);
  const p = zh.data.problems[0]!;
  t.equal(p.timeLimit.ms, 1000);
  t.match(p.timeLimit.message, /^时间限制 1 秒：题目包没有给出；最慢的正确解 submissions\/accepted\/twice\.(c|py)/);
  t.same(p.solutions.map((s) => [s.path, s.got, s.result]), [
    ['submissions/accepted/twice.c', 'AC', 'ok'], ['submissions/accepted/twice.py', 'AC', 'ok'],
    ['submissions/time_limit_exceeded/spin.c', 'TLE', 'ok'], ['submissions/wrong_answer/square.c', 'WA', 'ok'],
  ], 'the accepted ones first, then the others with the derived limit');
});

t.test('verify: a package without solutions, a file that is no package and a bad one are refused, saying why', async (t) => {
  const bare = await buildZip([
    { path: 'bare/problem.yaml', data: Buffer.from('name: Bare\n') },
    { path: 'bare/data/secret/1.in', data: Buffer.from('1\n') }, { path: 'bare/data/secret/1.ans', data: Buffer.from('1\n') },
  ]);
  const none = await verifyZip(bare, 'bare.zip');
  t.equal(none.status, 400);
  t.equal(none.msg, 'bare.zip ships no solutions to verify');
  t.equal((await verifyZip(bare, 'bare.zip', admin.token, 'zh-CN')).msg, 'bare.zip 没有附带可验证的解');
  const kind = await verifyZip(Buffer.from('hello'), 'notes.txt');
  t.equal(kind.status, 400);
  t.match(kind.msg, /notes\.txt/);
  const broken = await verifyZip(await buildZip([{ path: 'bad/problem.yaml', data: Buffer.from('name: [unclosed\n') }, { path: 'bad/data/secret/1.in', data: Buffer.from('1\n') }]), 'bad.zip');
  t.equal(broken.status, 400);
  t.match(broken.msg, /problem\.yaml/);
});

t.test('only problem admins verify packages', async (t) => {
  const zip = await zipOf('icpc/twice');
  t.equal((await verifyZip(zip, 'twice.zip', user.token)).http, 403);
  t.equal((await verifyZip(zip, 'twice.zip', '')).http, 401);
});

t.test('verify: the call answers at once with an id; polling shows each solution as it is judged, then the whole answer', async (t) => {
  const started = await startVerify(await zipOf('icpc/pairsum'), 'pairsum.zip');
  t.equal(started.status, 200, started.msg);
  t.same(Object.keys(started.data), ['verifyId'], 'the answer is the id, no results');
  const first = await readRun(started.data.verifyId);
  t.match(first.data, { state: 'running' }, 'still judging when the call has answered');
  t.ok(first.data.judged < first.data.total);
  const seen = [first.data, ...await pollRun(started.data.verifyId)];
  const partial = seen.find((s) => s.state === 'running' && s.judged > 0 && s.judged < s.total);
  t.ok(partial, 'a state with some solutions judged and others not yet');
  t.equal(partial!.problems[0]!.solutions.length, partial!.judged, 'the solutions judged so far, each with its line');
  t.match(partial!.problems[0]!.solutions[0], { path: /^submissions\//, expected: /^[A-Z]+$/, result: /^(ok|MISMATCH|skipped)$/ });
  const judgedSeen = seen.map((s) => s.judged);
  t.same(judgedSeen, [...judgedSeen].sort((a, b) => a - b), 'the count only grows');
  const done = seen.at(-1)!;
  t.match(done, { state: 'done', judged: first.data.total });
  t.equal(done.answer!.problems[0]!.solutions.length, first.data.total, 'every solution the package ships');
  t.equal(done.answer!.problems.length, 1);
  const p = done.answer!.problems[0]!;
  t.match(p, { title: 'Pair Sum', timeLimit: { ms: 2000, message: null } }, 'the answer the call gave before');
  t.match(p.solutions.find((s) => s.path === 'submissions/wrong_answer/double.c'), { expected: 'WA', got: 'WA', result: 'ok' });
  t.same(done.problems[0]!.solutions, p.solutions, 'the lines shown while judging are the answer\'s');

  const other = await site.userWithToken('siteadmin', 'admin');
  const read = await readRun(started.data.verifyId, other.token);
  t.equal(read.status, 200, 'another admin reads it');
  t.same(read.data.answer, done.answer);
});

t.test('verify: one package at a time on this server, a second one refused while the first is judged', async (t) => {
  const zip = await zipOf('icpc/twice');
  const first = await startVerify(zip, 'twice.zip');
  t.equal(first.status, 200, first.msg);
  const second = await startVerify(zip, 'twice.zip');
  t.equal(second.status, 429);
  t.equal(second.msg, 'This server is judging another package\'s solutions: try again when it is done');
  t.equal((await startVerify(zip, 'twice.zip', admin.token, 'zh-CN')).msg, '本服务器正在评测另一个题目包的解，请等它结束后再试');
  t.equal((await pollRun(first.data.verifyId)).at(-1)!.state, 'done');
  const third = await startVerify(zip, 'twice.zip');
  t.equal(third.status, 200, 'the next one starts once the first is done');
  await pollRun(third.data.verifyId);
});

t.test('verify: a run is read by admins only; an unknown id or one of another kind is not found', async (t) => {
  const started = await startVerify(await zipOf('icpc/twice'), 'twice.zip');
  t.equal(started.status, 200, started.msg);
  t.equal((await readRun(started.data.verifyId, user.token)).http, 403);
  t.equal((await readRun(started.data.verifyId, '')).http, 401);
  await pollRun(started.data.verifyId);
  for (const id of ['0123456789abcdef0123456789abcdef', '42', 'not-a-run']) {
    const r = await readRun(id);
    t.equal(r.status, 404, id);
    t.equal(r.msg, 'No such verification: it ended over an hour ago, or it never was: verify the package again');
  }
  t.equal((await readRun('42', admin.token, 'zh-CN')).msg, '没有该验证：它已结束超过一小时，或从未开始，请重新验证题目包');
});

/** a run written as a node left it (the table of server/stores/verify-runs.ts) */
async function writtenRun(id: string, state: 'running' | 'done', heartbeatAt: number, endedAt: number | null): Promise<void> {
  await site.db('problems_package_verify').insert({
    id, state, total: 0, judged: 0, problems: JSON.stringify([{ source: 'gone', title: 'Gone', timeLimit: { ms: 1000, source: 'package' }, solutions: [] }]),
    startedAt: heartbeatAt, heartbeatAt, endedAt,
  });
}

t.test('verify: a run whose server stopped beating reads as failed, saying why in the reader\'s language', async (t) => {
  const silent = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  await writtenRun(silent, 'running', Date.now() - 20_000, null);
  const en = await readRun(silent);
  t.equal(en.status, 200);
  t.match(en.data, { state: 'failed', judged: 0, total: 0 });
  t.match(en.data.message, /^The server verifying the package stopped answering 2\d s ago \(it was stopped or restarted\): verify again$/);
  t.match((await readRun(silent, admin.token, 'zh-CN')).data.message, /^正在验证题目包的服务器已 2\d 秒没有响应（它已停止或重启）：请重新验证$/);
  const beating = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
  await writtenRun(beating, 'running', Date.now() - 1000, null);
  t.equal((await readRun(beating)).data.state, 'running', 'one heard a second ago is still running');
});

t.test('verify: runs ended over an hour ago are removed when the next one starts', async (t) => {
  const old = 'cccccccccccccccccccccccccccccccc';
  const recent = 'dddddddddddddddddddddddddddddddd';
  const abandoned = 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
  await writtenRun(old, 'done', Date.now() - 2 * 3600_000, Date.now() - 2 * 3600_000);
  await writtenRun(recent, 'done', Date.now() - 600_000, Date.now() - 600_000);
  await writtenRun(abandoned, 'running', Date.now() - 2 * 3600_000, null);
  t.equal((await readRun(old)).status, 200, 'still there until the next run starts');
  const started = await startVerify(await zipOf('icpc/twice'), 'twice.zip');
  t.equal(started.status, 200, started.msg);
  t.equal((await readRun(old)).status, 404, 'ended two hours ago: removed');
  t.equal((await readRun(abandoned)).status, 404, 'silent for two hours: removed');
  t.equal((await readRun(recent)).status, 200, 'ended ten minutes ago: kept');
  await pollRun(started.data.verifyId);
});

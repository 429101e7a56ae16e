// Problem packages into a site and back out (issue 31 items 1 and 2), as an admin meets them:
// POST /api/admin/problem/import-package with an ICPC package (a Kattis validator, its flags, the
// statement, samples and secret cases), the answer's report, a taken display id, a refusal in both
// languages that leaves nothing behind, who may call it; then GET /api/file/export-problem?format=icpc
// and the exported package imported again: the same problem. POST /api/admin/problem/verify-package
// (the import page's "Verify solutions"): the shipped solutions judged, a derived time limit said in
// the caller's language, refusals, who may call it.
import t from 'tap';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { buildZip, type ZipItem } from '../server/test-data/zip-writer.ts';
import { extractZip } from '../server/test-data/zip-reader.ts';
import { PACKAGES } from './package-helpers.ts';
import { upload } from './helpers.ts';
import type { ImportPackageAnswer, VerifyPackageAnswer, VerifyPackageStarted, VerifyPackageState } from '../shared/packages.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }] });
t.teardown(() => site.close());
const admin = await site.userWithToken('padmin', 'problem_admin');
const user = await site.userWithToken('someone');

/** a fixture folder as the zip an admin uploads (inside a folder of its name, as zip tools make it) */
async function zipOf(fixture: string): Promise<Buffer> {
  const root = join(PACKAGES, fixture);
  const items: ZipItem[] = [];
  const walk = async (dir: string) => {
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      if ((await stat(path)).isDirectory()) await walk(path);
      else items.push({ path: `${fixture.split('/').pop()}/${relative(root, path)}`, data: await readFile(path) });
    }
  };
  await walk(root);
  return buildZip(items);
}

const importZip = (zip: Buffer, name: string, token = admin.token, lang = 'en-US') =>
  upload(site, '/api/admin/problem/import-package', token, zip, name, lang) as Promise<{ http: number; status: number; msg: string; data: ImportPackageAnswer }>;

interface Answer<T> { http: number; status: number; msg: string; data: T }

/** POST verify-package: the run's id, or a refusal */
const startVerify = (zip: Buffer, name: string, token = admin.token, lang = 'en-US') =>
  upload(site, '/api/admin/problem/verify-package', token, zip, name, lang) as Promise<Answer<VerifyPackageStarted>>;

/** GET a run's state, as the import page polls it */
async function readRun(id: string, token = admin.token, lang = 'en-US'): Promise<Answer<VerifyPackageState>> {
  const res = await site.app.inject({ method: 'GET', url: `/api/admin/problem/verify-package/${id}`, headers: { authorization: token, 'accept-language': lang } });
  return { http: res.statusCode, ...(JSON.parse(res.body) as Omit<Answer<VerifyPackageState>, 'http'>) };
}

/** every state a poll (each 50 ms) saw, the last one done or failed */
async function pollRun(id: string, lang = 'en-US'): Promise<VerifyPackageState[]> {
  const seen: VerifyPackageState[] = [];
  for (const began = Date.now(); Date.now() - began < 240_000;) {
    const r = await readRun(id, admin.token, lang);
    if (r.status !== 200) throw new Error(`reading run ${id}: ${r.status} ${r.msg}`);
    seen.push(r.data);
    if (r.data.state !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${id} still running after 240 s`);
}

/** a package verified as the import page does it: started, then polled to its end; its answer, or the refusal */
async function verifyZip(zip: Buffer, name: string, token = admin.token, lang = 'en-US'): Promise<Answer<VerifyPackageAnswer>> {
  const started = await startVerify(zip, name, token, lang);
  if (started.status !== 200) return started as unknown as Answer<VerifyPackageAnswer>;
  const last = (await pollRun(started.data.verifyId, lang)).at(-1)!;
  if (last.state === 'failed') return { http: 200, status: 500, msg: last.message ?? '', data: { problems: [] } };
  return { http: 200, status: 200, msg: 'success', data: last.answer! };
}

interface Row { id: number; problemId: string; title: string; timeLimit: number; memoryLimit: number; judgeMode: string; spjLanguage: string | null; spjCode: string | null; judgeSpec: string | null; description: string | null; input: string | null; output: string | null; hint: string | null; examples: string | null; source: string | null }
const rowOf = async (pid: number) => (await site.db('problems_problem').where({ id: pid }).first()) as Row;
const casesOf = async (pid: number) => (await site.db('problems_case').where({ pid }).orderBy('seq').select('input', 'output', 'score', 'groupNum')) as Array<{ input: string; output: string; score: number; groupNum: number | null }>;
const problemCount = async () => Number(((await site.db('problems_problem').count({ n: '*' }).first()) as { n: number | string }).n);

let pairsum = 0;

/** a judge spec as a round trip keeps it: its input validators' code by name, each input's arguments in order (the cases are named anew) */
function judgedOf(row: Row): unknown {
  const { inputValidation, ...judged } = JSON.parse(row.judgeSpec ?? '{}') as { inputValidation?: { validators: Array<{ path: string; code: string; language: string }>; inputs: Array<{ args: string[]; argsByValidator?: Record<string, string[]> }> } };
  if (!inputValidation) return judged;
  const name = (path: string) => path.split('/').pop()!.replace(/\.[^.]*$/, '');
  const byName = new Map(inputValidation.validators.map((v) => [v.path, name(v.path)]));
  return {
    ...judged,
    validators: inputValidation.validators.map((v) => [name(v.path), v.language, v.code]),
    inputs: inputValidation.inputs.map((i) => inputValidation.validators.map((v) => [byName.get(v.path), i.argsByValidator?.[v.path] ?? i.args])),
  };
}

t.test('an ICPC package goes in: fields, limits, the Kattis validator with its flags, cases, and the report', async (t) => {
  const r = await importZip(await zipOf('icpc/pairsum'), 'pairsum.zip');
  t.equal(r.status, 200, r.msg);
  t.equal(r.data.problems.length, 1);
  const p = r.data.problems[0]!;
  t.match(p, { format: 'icpc', title: 'Pair Sum' });
  t.ok(p.solutions >= 5, 'its solutions are counted for oj problem verify');
  t.ok(p.taken.length > 0, 'what was taken is said');
  t.ok(p.taken.includes('input validators kept with the problem (oj problem verify runs them on every test input, the ICPC export writes them): input_validators/check.py'), 'the input validator is said to be kept');
  pairsum = p.pid;
  const row = await rowOf(p.pid);
  t.same([row.title, row.timeLimit, row.memoryLimit, row.judgeMode, row.spjLanguage], ['Pair Sum', 2000, 512, 'spj', 'SPJ-C++'], 'the .timelimit, the memory, the custom validation');
  t.match(row.spjCode, /validate\.h/, 'the validator is the checker');
  const { inputValidation, ...judged } = JSON.parse(row.judgeSpec!) as Record<string, unknown>;
  t.same(judged, { checkerProtocol: 'kattis', checkerFlags: ['strict', '1'] }, 'judged by the Kattis protocol with the flags of problem.yaml');
  t.match(inputValidation, { validators: [{ path: 'input_validators/check.py', language: 'Python3', protocol: 'kattis', code: String }] }, 'its input validator kept beside');
  const cases = await casesOf(p.pid);
  t.equal(cases.length, 3, 'the sample and the two secret cases are judged');
});

t.test('the same package again: a free display id, said in the report, in the caller\'s language', async (t) => {
  const first = await rowOf(pairsum);
  const r = await importZip(await zipOf('icpc/pairsum'), 'pairsum.zip', admin.token, 'zh-CN');
  t.equal(r.status, 200, r.msg);
  const p = r.data.problems[0]!;
  t.not(p.problemId, first.problemId);
  t.ok(p.taken.includes(`展示编号 ${p.problemId}（本站已有 ${first.problemId}）`), `the new id is said: ${p.taken.join(' | ')}`);
  t.ok(p.taken.includes('测试用例 3 组（样例 1 组）'), 'the report is in Chinese');
  t.ok(p.taken.includes('输入校验器随题目保存（oj problem verify 用它们检查每个测试输入，导出 ICPC 题目包时一并写出）：input_validators/check.py'), 'the kept input validator too');
});

t.test('a refused package says why in both languages, and nothing of it is saved', async (t) => {
  const before = await problemCount();
  const broken = await buildZip([{ path: 'bad/problem.yaml', data: Buffer.from('name: [unclosed\n') }, { path: 'bad/data/secret/1.in', data: Buffer.from('1\n') }]);
  const en = await importZip(broken, 'bad.zip', admin.token, 'en-US');
  const zh = await importZip(broken, 'bad.zip', admin.token, 'zh-CN');
  t.equal(en.status, 400);
  t.match(en.msg, /problem\.yaml/, `names the file: ${en.msg}`);
  t.match(zh.msg, /problem\.yaml/, `in Chinese too: ${zh.msg}`);
  t.not(en.msg, zh.msg, 'the two languages differ');
  const kind = await importZip(Buffer.from('hello'), 'notes.txt');
  t.equal(kind.status, 400);
  t.match(kind.msg, /notes\.txt/);
  const format = await site.app.inject({
    method: 'POST', url: '/api/admin/problem/import-package',
    headers: { authorization: admin.token, 'accept-language': 'en-US', 'content-type': 'multipart/form-data; boundary=XX' },
    payload: Buffer.from('--XX\r\nContent-Disposition: form-data; name="format"\r\n\r\nnope\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="p.zip"\r\nContent-Type: application/zip\r\n\r\n' + 'x' + '\r\n--XX--\r\n'),
  });
  t.match(JSON.parse(format.body).msg, /nope/, 'an unknown format is named');
  t.equal(await problemCount(), before, 'nothing was saved');
});

t.test('only problem admins import packages', async (t) => {
  const zip = await zipOf('icpc/pairsum');
  t.equal((await importZip(zip, 'pairsum.zip', user.token)).http, 403);
  t.equal((await importZip(zip, 'pairsum.zip', '')).http, 401);
});

t.test('exported as an ICPC package and imported again: the same problem', async (t) => {
  const res = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pairsum}&format=icpc`, headers: { authorization: admin.token } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/zip');
  const again = await importZip(res.rawPayload, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  const [a, b] = [await rowOf(pairsum), await rowOf(again.data.problems[0]!.pid)];
  for (const field of ['title', 'timeLimit', 'memoryLimit', 'judgeMode', 'spjLanguage', 'spjCode', 'description', 'input', 'output', 'hint', 'examples', 'source'] as const) {
    t.same(b[field], a[field], field);
  }
  t.same(judgedOf(b), judgedOf(a), 'judgeSpec: the same judging and input validators, each input with the same arguments');
  const [ca, cb] = [await casesOf(pairsum), await casesOf(b.id)];
  t.equal(cb.length, ca.length, 'as many cases');
  const [fa, fb] = [await caseTexts(pairsum, ca), await caseTexts(b.id, cb)];
  t.same(fb, fa, 'the same inputs and answers, in the same order');
});

t.test('an OI problem with subtasks exported as an ICPC package and imported again: the same points, groups and judging', async (t) => {
  const first = await importZip(await zipOf('icpc/subtasks'), 'subtasks.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const res = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pid}&format=icpc`, headers: { authorization: admin.token } });
  t.equal(res.statusCode, 200);
  const again = await importZip(res.rawPayload, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  const [a, b] = [await site.db('problems_problem').where({ id: pid }).first(), await site.db('problems_problem').where({ id: again.data.problems[0]!.pid }).first()] as Array<Record<string, unknown>>;
  t.equal(a!.type, 1, 'imported as OI');
  for (const field of ['type', 'title', 'timeLimit', 'memoryLimit', 'judgeMode', 'judgeCaseMode', 'isGroupJudge', 'description', 'examples']) {
    if (field in a!) t.same(b![field], a![field], field);
  }
  const [ca, cb] = [await casesOf(pid), await casesOf(b!.id as number)];
  t.ok(ca.some((c) => c.groupNum != null), 'the subtasks are groups');
  t.same(cb.map((c) => [c.score, c.groupNum]), ca.map((c) => [c.score, c.groupNum]), 'each case keeps its points and its group');
  t.same(await caseTexts(b!.id as number, cb), await caseTexts(pid, ca), 'the same inputs and answers, in the same order');
});

t.test('a multi-pass problem keeps its passes: exported (validation: custom multi-pass) and imported again, and through an admin\'s edit', async (t) => {
  const first = await importZip(await zipOf('icpc/doubling'), 'doubling.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const row = await rowOf(pid);
  t.equal(row.judgeMode, 'spj');
  t.same(JSON.parse(row.judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2 });
  const res = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pid}&format=icpc`, headers: { authorization: admin.token } });
  t.equal(res.statusCode, 200);
  const again = await importZip(res.rawPayload, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  const copy = await rowOf(again.data.problems[0]!.pid);
  for (const field of ['judgeMode', 'spjLanguage', 'spjCode', 'judgeSpec'] as const) t.same(copy[field], row[field], field);

  // the admin form sends back what it loaded, with its own changes; the passes are not among its fields
  const loaded = await site.api<Record<string, unknown>>('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
  const edit = (problem: Record<string, unknown>) => site.api('PUT', '/api/admin/problem', {
    token: admin.token, body: { problem, languages: [{ name: 'C' }], judgeMode: problem.judgeMode, isUploadTestCase: true },
  });
  t.equal((await edit({ ...loaded.data, title: 'Renamed' })).status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2 }, 'an edit of other fields keeps it');
  t.equal((await edit({ ...loaded.data, spjCode: `${String(loaded.data.spjCode)}\n// fixed\n` })).status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2 }, 'a new validator keeps the passes and the Kattis protocol');
});

t.test('input validators are kept: exported with their arguments, imported again, still run by verify, and through an admin\'s edit', async (t) => {
  const first = await importZip(await zipOf('icpc/validated'), 'validated.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const row = await rowOf(pid);
  t.same(JSON.parse(row.judgeSpec!).inputValidation.inputs.map((i: { path: string; args: string[] }) => [i.path, i.args]), [
    ['data/sample/1.in', ['max=100']], ['data/secret/1.in', ['max=100']], ['data/secret/2-big.in', ['max=100']],
  ], 'each input with testdata.yaml\'s flags');
  const res = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pid}&format=icpc`, headers: { authorization: admin.token } });
  t.equal(res.statusCode, 200);
  const dir = await mkdtemp(join(tmpdir(), 'oj-validated-export-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await extractZip(res.rawPayload, dir, { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 }, 8, { keep: [] });
  const [folder] = await readdir(dir);
  t.equal(await readFile(join(dir, folder!, 'input_validators/range/range.py'), 'utf8'), await readFile(join(PACKAGES, 'icpc/validated/input_validators/range.py'), 'utf8'), 'the validator as it came');
  t.equal(await readFile(join(dir, folder!, 'data/secret/testdata.yaml'), 'utf8'), 'input_validator_flags: "max=100"\n', 'its flags where the legacy format reads them');
  t.equal(await readFile(join(dir, folder!, 'data/sample/testdata.yaml'), 'utf8'), 'input_validator_flags: "max=100"\n');

  const again = await importZip(res.rawPayload, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  t.same(judgedOf(await rowOf(again.data.problems[0]!.pid)), judgedOf(row), 'the same validator, each input with the same flags');
  // verify of the exported package runs the validator: the input over max=100 is still reported
  const verified = await verifyZip(res.rawPayload, 'exported.zip');
  t.equal(verified.status, 200, verified.msg);
  t.match(verified.data.problems[0]!.inputs, { inputs: 3, validators: 1, failed: [{ path: 'data/secret/02.in', validator: 'input_validators/range', result: 'INVALID', note: '1000 is out of range [0, 100]' }] });

  const loaded = await site.api<Record<string, unknown>>('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
  const edit = await site.api('PUT', '/api/admin/problem', {
    token: admin.token, body: { problem: { ...loaded.data, title: 'Renamed' }, languages: [{ name: 'C' }], judgeMode: loaded.data.judgeMode, isUploadTestCase: true },
  });
  t.equal(edit.status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), JSON.parse(row.judgeSpec!), 'an edit of other fields keeps the input validators');
});

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

/** a run written as a node left it (the table of exchange/verify-runs.ts) */
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

/** each case's input and answer as text, from the problem's test data as an admin downloads it */
async function caseTexts(pid: number, cases: Array<{ input: string; output: string }>): Promise<string[][]> {
  const res = await site.app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${pid}`, headers: { authorization: admin.token } });
  const dir = await mkdtemp(join(tmpdir(), 'oj-cases-'));
  try {
    const names = await extractZip(res.rawPayload, dir, { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 });
    const missing = cases.flatMap((c) => [c.input, c.output]).filter((name) => !names.includes(name));
    // (said with what the download held: a file a case names must be in the problem's test data)
    if (missing.length) throw new Error(`problem ${pid}: the test data lacks ${missing.join(', ')}; it holds ${names.join(', ')}; manifest ${JSON.stringify((await site.db('problems_problem').where({ id: pid }).first('testDataManifest')).testDataManifest)}`);
    return Promise.all(cases.map(async (c) => [await readFile(join(dir, c.input), 'utf8'), await readFile(join(dir, c.output), 'utf8')]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

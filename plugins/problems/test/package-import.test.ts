// Problem packages into a site (issue 31 item 1), as an admin meets them: POST
// /api/admin/problem/import-package with an ICPC package (a Kattis validator, its flags, the
// statement, samples and secret cases), the answer's report, a taken display id, a refusal in both
// languages that leaves nothing behind, who may call it; and what an admin's later edit keeps of what
// the package said of its cases. Out again: package-export.test.ts; verify: package-verify-route.test.ts.
import t from 'tap';
import { buildZip } from '../server/test-data/zip-writer.ts';
import { upload } from './helpers.ts';
import { site, admin, user, zipOf, importZip, rowOf, casesOf, problemCount } from './package-site.ts';

let pairsum = 0;

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
  t.same(judged, { checkerProtocol: 'kattis', checkerFlags: ['strict', '1'], outputLimitMb: 8 }, 'judged by the Kattis protocol with the flags of problem.yaml, with its output limit');
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

t.test('new test data drops what the package said of its cases (each case\'s own validator arguments, the input validators); the form\'s own cases keep them', async (t) => {
  const first = await importZip(await zipOf('icpc/pairsum', [{ path: 'pairsum/data/secret/testdata.yaml', data: Buffer.from('output_validator_flags: loose\n') }]), 'pairsum.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const imported = JSON.parse((await rowOf(pid)).judgeSpec!) as Record<string, unknown>;
  t.ok(imported.caseJudging && imported.inputValidation, 'imported with cases of their own judging, and an input validator');
  const cases = await casesOf(pid);
  const loaded = await site.api<Record<string, unknown>>('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
  const save = (extra: Record<string, unknown>) => site.api('PUT', '/api/admin/problem', {
    token: admin.token, body: { problem: loaded.data, languages: [{ name: 'C' }], judgeMode: loaded.data.judgeMode, isUploadTestCase: true, ...extra },
  });
  // the form sends the cases it shows back, with new points: the same files
  const rescored = await save({ samples: cases.map((c) => ({ ...c, score: 10 })) });
  t.equal(rescored.status, 200, rescored.msg);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), imported, 'the same cases with new points keep it all');

  // a new upload, its input named as the package's first secret case (the one with its own 'loose')
  const zip = await buildZip([{ path: cases[1]!.input, data: Buffer.from('1 2\n') }, { path: cases[1]!.output, data: Buffer.from('3\n') }]);
  const uploaded = await upload(site, '/api/file/upload-testcase-zip', admin.token, zip);
  t.equal(uploaded.status, 200, uploaded.msg);
  const { fileList, fileListDir } = uploaded.data as { fileList: Array<{ input: string; output: string }>; fileListDir: string };
  const replaced = await save({ samples: fileList.map((f) => ({ ...f, score: 100, groupNum: null })), uploadTestcaseDir: fileListDir });
  t.equal(replaced.status, 200, replaced.msg);
  const { caseJudging: _c, inputValidation: _i, ...problemWide } = imported;
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), problemWide, 'the validator\'s protocol, flags and output limit stay; the package\'s per-case data goes');
});

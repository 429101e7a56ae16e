// Problems back out of a site as ICPC packages (issue 31 item 2): GET
// /api/file/export-problem?format=icpc, and the exported package imported again is the same problem
// — fields, cases, points and groups, multi-pass, output limit, per-case judging, submit-answer,
// input validators with their arguments.
import t from 'tap';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGES } from './package-helpers.ts';
import { site, admin, zipOf, importZip, verifyZip, rowOf, casesOf, exportIcpc, unpacked, judgedOf, caseTexts } from './package-site.ts';

t.test('exported as an ICPC package and imported again: the same problem', async (t) => {
  const imported = await importZip(await zipOf('icpc/pairsum'), 'pairsum.zip');
  t.equal(imported.status, 200, imported.msg);
  const pairsum = imported.data.problems[0]!.pid;
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
  const again = await importZip(await exportIcpc(t, pid), 'exported.zip');
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
  t.same(JSON.parse(row.judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2, outputLimitMb: 8 });
  const again = await importZip(await exportIcpc(t, pid), 'exported.zip');
  t.equal(again.status, 200, again.msg);
  const copy = await rowOf(again.data.problems[0]!.pid);
  for (const field of ['judgeMode', 'spjLanguage', 'spjCode', 'judgeSpec'] as const) t.same(copy[field], row[field], field);

  // the admin form sends back what it loaded, with its own changes; the passes are not among its fields
  const loaded = await site.api<Record<string, unknown>>('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
  t.equal(loaded.data.validationPasses, 2, 'the form is told the passes, to show them');
  t.equal(loaded.data.outputLimitMb, 8, 'and the output limit (the format\'s default)');
  const edit = (problem: Record<string, unknown>) => site.api('PUT', '/api/admin/problem', {
    token: admin.token, body: { problem, languages: [{ name: 'C' }], judgeMode: problem.judgeMode, isUploadTestCase: true },
  });
  t.equal((await edit({ ...loaded.data, title: 'Renamed', validationPasses: 9, outputLimitMb: 1 })).status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2, outputLimitMb: 8 }, 'an edit of other fields keeps them; the form cannot change them');
  t.equal((await edit({ ...loaded.data, spjCode: `${String(loaded.data.spjCode)}\n// fixed\n` })).status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), { checkerProtocol: 'kattis', validationPasses: 2, outputLimitMb: 8 }, 'a new validator keeps the passes, the Kattis protocol and the output limit');
});

t.test('a problem made on the site goes out with the output limit the judge gives it (an ICPC tool\'s default, 8 MiB, is lower), and comes back with it', async (t) => {
  const made = await site.api<number>('POST', '/api/admin/problem', { token: admin.token, body: {
    problem: { problemId: 'NATIVE1', title: 'Native', description: 'Add.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 128, isRemoveEndBlank: true },
    languages: [{ name: 'C' }], samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }], isUploadTestCase: false,
  } });
  t.equal(made.status, 200, made.msg);
  const pid = ((await site.db('problems_problem').where({ problemId: 'NATIVE1' }).first()) as { id: number }).id;
  const zip = await exportIcpc(t, pid);
  t.match(await (await unpacked(t, zip)).text('problem.yaml'), /^limits:\n  time_limit: 1\n  memory: 128\n  output: 32\n/m, 'the judge\'s 32 MiB, written out');
  const again = await importZip(zip, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  t.equal(JSON.parse((await rowOf(again.data.problems[0]!.pid)).judgeSpec!).outputLimitMb, 32, 'imported again with the same limit');
});

t.test('cases with output validator flags of their own (a group\'s testdata.yaml) keep them through an ICPC export and import', async (t) => {
  for (const [fixture, flags, kind] of [['icpc/pairsum', 'loose', 'checkerFlags'], ['icpc/circle', 'float_absolute_tolerance 0.5', 'comparison']] as const) {
    const name = fixture.split('/')[1]!;
    const first = await importZip(await zipOf(fixture, [{ path: `${name}/data/secret/testdata.yaml`, data: Buffer.from(`output_validator_flags: ${flags}\n`) }]), `${name}.zip`);
    t.equal(first.status, 200, first.msg);
    const pid = first.data.problems[0]!.pid;
    const again = await importZip(await exportIcpc(t, pid), 'exported.zip');
    t.equal(again.status, 200, again.msg);
    // each case's own judging in case order (a round trip names the cases anew)
    const inOrder = async (id: number) => {
      const { caseJudging = {}, inputValidation: _v, ...rest } = JSON.parse((await rowOf(id)).judgeSpec!) as { caseJudging?: Record<string, Record<string, unknown>>; inputValidation?: unknown };
      return { rest, cases: (await casesOf(id)).map((c) => caseJudging[c.input] ?? null) };
    };
    const [a, b] = [await inOrder(pid), await inOrder(again.data.problems[0]!.pid)];
    t.ok(a.cases.some((c) => c !== null && kind in c), `${name}: its secret cases have their own ${kind}`);
    t.ok(a.cases.some((c) => c === null), `${name}: its sample the problem's`);
    t.same(b, a, `${name}: the same judging, case by case, after the round trip`);
  }
});

t.test('a submit-answer problem: imported taking answers alone, its answers judged by verify, exported as submit-answer and imported again', async (t) => {
  const first = await importZip(await zipOf('icpc/sums'), 'sums.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const languagesOf = async (id: number) => (await site.api<Array<{ name: string }>>('GET', '/api/get-problem-languages', { query: { pid: id } })).data.map((l) => l.name);
  t.same(await languagesOf(pid), ['Answer'], 'the submit page offers Answer alone');
  const verified = await verifyZip(await zipOf('icpc/sums'), 'sums.zip');
  t.equal(verified.status, 200, verified.msg);
  t.same(verified.data.problems[0]!.solutions.map((s) => [s.path, s.language, s.got, s.result]), [
    ['submissions/accepted/answers', 'Answer', 'AC', 'ok'],
    ['submissions/accepted/sums.py', 'Python3', 'AC', 'ok'],
    ['submissions/wrong_answer/off_by_one.txt', 'Answer', 'WA', 'ok'],
  ], 'the answers judged as outputs, the program run');
  const zip = await exportIcpc(t, pid);
  t.match(await (await unpacked(t, zip)).text('problem.yaml'), /^type: submit-answer$/m);
  const again = await importZip(zip, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  t.same(await languagesOf(again.data.problems[0]!.pid), ['Answer'], 'imported again as a submit-answer problem');
});

t.test('input validators are kept: exported with their arguments, imported again, still run by verify, and through an admin\'s edit', async (t) => {
  const first = await importZip(await zipOf('icpc/validated'), 'validated.zip');
  t.equal(first.status, 200, first.msg);
  const pid = first.data.problems[0]!.pid;
  const row = await rowOf(pid);
  t.same(JSON.parse(row.judgeSpec!).inputValidation.inputs.map((i: { path: string; args: string[] }) => [i.path, i.args]), [
    ['data/sample/1.in', ['max=100']], ['data/secret/1.in', ['max=100']], ['data/secret/2-big.in', ['max=100']],
  ], 'each input with testdata.yaml\'s flags');
  const zip = await exportIcpc(t, pid);
  const { text } = await unpacked(t, zip);
  t.equal(await text('input_validators/range/range.py'), await readFile(join(PACKAGES, 'icpc/validated/input_validators/range.py'), 'utf8'), 'the validator as it came');
  t.equal(await text('data/secret/testdata.yaml'), 'input_validator_flags: "max=100"\n', 'its flags where the legacy format reads them');
  t.equal(await text('data/sample/testdata.yaml'), 'input_validator_flags: "max=100"\n');

  const again = await importZip(zip, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  t.same(judgedOf(await rowOf(again.data.problems[0]!.pid)), judgedOf(row), 'the same validator, each input with the same flags');
  // verify of the exported package runs the validator: the input over max=100 is still reported
  const verified = await verifyZip(zip, 'exported.zip');
  t.equal(verified.status, 200, verified.msg);
  t.match(verified.data.problems[0]!.inputs, { inputs: 3, validators: 1, failed: [{ path: 'data/secret/02.in', validator: 'input_validators/range', result: 'INVALID', note: '1000 is out of range [0, 100]' }] });

  const loaded = await site.api<Record<string, unknown>>('GET', '/api/admin/problem', { token: admin.token, query: { pid } });
  const edit = await site.api('PUT', '/api/admin/problem', {
    token: admin.token, body: { problem: { ...loaded.data, title: 'Renamed' }, languages: [{ name: 'C' }], judgeMode: loaded.data.judgeMode, isUploadTestCase: true },
  });
  t.equal(edit.status, 200);
  t.same(JSON.parse((await rowOf(pid)).judgeSpec!), JSON.parse(row.judgeSpec!), 'an edit of other fields keeps the input validators');
});

t.test('input validators with arguments of their own, and a case with its own .yaml: exported as the 2023-07 map and the case\'s .yaml, imported again the same', async (t) => {
  const caseYaml = 'input_validator_args:\n  bound: ["max=50"]\n';
  const first = await importZip(await zipOf('icpc/validated-args', [{ path: 'validated-args/data/secret/2.yaml', data: Buffer.from(caseYaml) }]), 'validated-args.zip');
  t.equal(first.status, 200, first.msg);
  const row = await rowOf(first.data.problems[0]!.pid);
  const zip = await exportIcpc(t, row.id);
  const { text, folder } = await unpacked(t, zip);
  t.equal(await text('data/sample/testdata.yaml'), 'input_validator_args:\n  bound: ["max=100"]\n  count: ["tokens=2"]\n', 'each validator its own, as a map');
  t.equal(await text('data/secret/testdata.yaml'), 'input_validator_args:\n  bound: ["max=1000"]\n  count: ["tokens=2"]\n');
  t.equal(await text('data/secret/02.yaml'), 'input_validator_args:\n  bound: ["max=50"]\n  count: []\n', 'the case with its own arguments');
  t.same((await readdir(join(folder, 'data/secret'))).filter((f) => f.endsWith('.yaml')), ['02.yaml', 'testdata.yaml'], 'no .yaml for a case with its folder\'s');
  const again = await importZip(zip, 'exported.zip');
  t.equal(again.status, 200, again.msg);
  t.same(judgedOf(await rowOf(again.data.problems[0]!.pid)), judgedOf(row), 'the same validators, each input with the same arguments for each');
});

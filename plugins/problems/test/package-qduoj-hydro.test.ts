// QDUOJ and Hydro exports read into the site's problems (issue 31): QDUOJ's numbered folders
// with a gap in the case numbers (reported, every case taken), OI scores and a special judge
// without answers; Hydro's subtasks, checker, statement samples, additional files and cases found
// from their names; and the refusals.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { detectFormat, readPackage } from '../server/exchange/formats/detect.ts';
import { PACKAGES, cleanUp, fileText, refusal, scratch, inWords } from './package-helpers.ts';

t.test('a QDUOJ export: a gap in the case numbers is reported, not a stop; OI scores; a special judge', async (t) => {
  const dir = join(PACKAGES, 'qduoj/export');
  t.equal(await detectFormat(dir), 'qduoj');
  const [a, b] = cleanUp(t, await readPackage(dir, 'qduoj.zip'));
  t.equal(a.source, 'qduoj.zip/1');
  t.match(a.problem, {
    problemId: 'Q1001', title: 'A + B', timeLimit: 1000, memoryLimit: 256, source: 'Fixture Cup 2026',
    description: '<p>Add two numbers.</p>', input: '<p>Two integers.</p>', output: '<p>Their sum.</p>', hint: null,
    examples: '<input>1 2</input><output>3</output>',
  });
  t.same(a.cases.map((c) => [c.input, c.output, c.score]), [['1.in', '1.out', null], ['2.in', '2.out', null], ['4.in', '4.out', null], ['5.in', '5.out', null]]);
  t.equal(await fileText(a, '4.in'), '10 20\n');
  t.same(inWords(a).taken, [
    'note: 1/testcase has no 3.in (the numbers jump from 2 to 4); QDUOJ\'s own import stops there, every case present was taken',
    'test cases: 4, ACM',
  ]);
  t.same(a.codeTemplates, [{ language: 'C++', code: 'int main() {\n  // your code\n}\n' }]);
  t.same(a.languages, [], 'templates do not narrow the problem\'s languages');
  t.same(a.tags, ['easy', 'math']);
  t.same(a.solutions.map((s) => [s.path, s.expected, s.language]), [['1/problem.json#answers/1', 'AC', 'C++'], ['1/problem.json#answers/2', 'AC', null]]);
  t.same(inWords(a).dropped, [
    { item: 'template C++ prepend/append', reason: 'code around the user\'s (function-completion problems) is not supported: only the editable part is kept' },
    { item: 'template Python2', reason: 'the judge has no such language' },
    { item: '1/problem.json#answers/2', reason: 'the judge has no language for it: verify skips it' },
    { item: '1/problem.json visible', reason: 'unknown key' },
  ]);

  t.match(b.problem, { problemId: '', title: 'Any Factor', type: 1, ioScore: 100, judgeMode: 'spj', spjLanguage: 'C++', hint: '<p>n is not prime.</p>' });
  t.same(b.judge, { checkerProtocol: 'testlib' });
  t.same(b.cases.map((c) => [c.input, c.output, c.score]), [['1.in', '1.out', 40], ['2.in', '2.out', 60]]);
  t.equal(await fileText(b, '2.out'), '', 'QDUOJ keeps no answers for a special judge: an empty one is made');
  t.ok(b.files.get('2.out')!.startsWith(b.workDir!), 'in the work folder');
  t.equal(b.problem.problemId, '', 'a display id the site cannot take is left for the importer to assign');
});

t.test('QDUOJ refusals: an input without its output, a listed file missing, problem.json not JSON', async (t) => {
  const dir = await scratch(t, 'qduoj/export');
  await rm(join(dir, '1/testcase/4.out'));
  t.same(await refusal(readPackage(dir, 'qduoj.zip')), {
    code: 'PROBLEMS_PACKAGE_NO_ANSWER',
    en: 'The test input 1/testcase/4.in has no answer (1/testcase/4.out is missing)',
    zh: '测试输入 1/testcase/4.in 没有对应的答案（缺少 1/testcase/4.out）',
  });
  await writeFile(join(dir, '1/testcase/4.out'), '30\n');
  await rm(join(dir, '2/testcase/2.in'));
  t.same(await refusal(readPackage(dir, 'qduoj.zip')), { code: 'PROBLEMS_PACKAGE_FILE_MISSING', en: 'The package has no 2/testcase/2.in', zh: '题目包中缺少 2/testcase/2.in' });
  await writeFile(join(dir, '2/problem.json'), '{"title": ');
  const json = await refusal(readPackage(dir, 'qduoj.zip'));
  t.equal(json.code, 'PROBLEMS_PACKAGE_JSON_INVALID');
  t.match(json.en, /^2\/problem\.json is not valid JSON: /);
  t.match(json.zh, /^2\/problem\.json 不是有效的 JSON：/);
});

t.test('a Hydro export: subtasks, a testlib checker, the Chinese statement with its samples and image; cases found from names', async (t) => {
  const dir = join(PACKAGES, 'hydro/export');
  t.equal(await detectFormat(dir), 'hydro');
  const [a, b] = await readPackage(dir, 'hydro.zip');
  t.equal(a.source, 'hydro.zip/P1001');
  t.match(a.problem, {
    problemId: 'P1001', title: '区间求和', timeLimit: 2000, memoryLimit: 256, type: 1, ioScore: 100, judgeCaseMode: 'subtask_lowest',
    judgeMode: 'spj', spjLanguage: 'C++', spjCode: await readFile(join(dir, 'P1001/testdata/chk.cc'), 'utf8'),
    description: '给定 $n$ 个整数和 $q$ 次询问，每次询问区间 $[l, r]$ 的和。\n\n![示意图](oj-attachment://range.png)',
    input: '第一行两个整数 $n, q$。', output: '每次询问输出一行。', hint: '子任务 1（40 分）：$n \\le 100$。',
    examples: '<input>3 1\n1 2 3\n1 3\n</input><output>6\n</output>',
  });
  t.same(Object.keys(JSON.parse(a.problem.judgeExtraFile!)), ['testlib.h']);
  t.same(a.judge, { checkerProtocol: 'testlib' });
  t.same(a.cases.map((c) => [c.input, c.score, c.groupNum]), [
    ['small1.in', 40, 1], ['small2.in', 40, 1], ['big1.in', 20, 2], ['big2.in', 20, 3], ['big3.in', 20, 4],
  ], 'a min subtask is one group worth its score; a sum subtask shares its score over cases of their own');
  t.same(a.tags, ['前缀和', '入门']);
  t.same(a.attachments.map((x) => x.name), ['range.png']);
  t.same(a.solutions.map((s) => [s.path, s.expected, s.language]), [['std/std.cpp', 'AC', 'C++ 17 With O2']]);
  t.same(inWords(a).dropped.map((d) => d.item), [
    'problem.yaml owner', 'problem.yaml nSubmit', 'problem.yaml nAccept', 'subtask 2 if', 'subtask 2 time/memory', 'problem_en.md',
  ]);
  t.ok(inWords(a).taken.includes('subtasks: 2, 100 points (1: min over 2 cases, 2: sum over 3 cases)'));

  t.match(b.problem, { problemId: 'echo', title: 'Echo by Subtasks', timeLimit: 1000, memoryLimit: 64, isRemoveEndBlank: false, description: 'Print the input.' });
  t.same(b.cases.map((c) => [c.input, c.output, c.score, c.groupNum]), [
    ['1-1.in', '1-1.ans', 50, 1], ['1-2.in', '1-2.ans', 50, 1], ['2-1.in', '2-1.ans', 50, 2], ['2-2.in', '2-2.ans', 50, 2], ['2-10.in', '2-10.ans', 50, 2],
  ], 'S-C.in is case C of subtask S, in case order');
  t.ok(inWords(b).taken.includes('cases found from their file names (no cases in testdata/config.yaml)'));
});

t.test('a Hydro submit_answer problem takes answers alone (the language Answer), judged by its checker, cases named by their input files', async (t) => {
  const dir = await scratch(t, 'hydro/export');
  const config = join(dir, 'P1001/testdata/config.yaml');
  await writeFile(config, (await readFile(config, 'utf8')).replace('type: default', 'type: submit_answer'));
  const [p] = await readPackage(dir, 'hydro.zip');
  t.same(p!.languages, ['Answer']);
  t.match(p!.problem, { judgeMode: 'spj', spjLanguage: 'C++' }, 'the checker judges the answers');
  t.same(p!.cases.slice(0, 2).map((c) => c.input), ['small1.in', 'small2.in'], 'an answer of small1.in comes after "=== small1 ==="');
  t.ok(inWords(p!).taken.includes('answers are submitted instead of programs (language Answer)'));
  t.ok(inWords(p!, 'zh-CN').taken.includes('提交的是各测试点的答案而不是程序（语言 Answer）'));
});

t.test('Hydro refusals: an unsupported checker, a case file missing, config.yaml not YAML, an unreadable time', async (t) => {
  const dir = await scratch(t, 'hydro/export');
  const config = join(dir, 'P1001/testdata/config.yaml');
  const original = await readFile(config, 'utf8');
  await writeFile(config, original.replace('checker_type: testlib', 'checker_type: lemon'));
  t.same(await refusal(readPackage(dir, 'hydro.zip')), {
    code: 'PROBLEMS_PACKAGE_UNSUPPORTED',
    en: 'P1001/testdata/config.yaml: checker_type "lemon" is not supported by this judge',
    zh: 'P1001/testdata/config.yaml：本评测系统不支持 checker_type 为“lemon”的题目',
  });
  await writeFile(config, original.replace('big3.out', 'big4.out'));
  t.same(await refusal(readPackage(dir, 'hydro.zip')), { code: 'PROBLEMS_PACKAGE_FILE_MISSING', en: 'The package has no P1001/testdata/big4.out', zh: '题目包中缺少 P1001/testdata/big4.out' });
  await writeFile(config, original.replace('time: 1.5s', 'time: forever'));
  t.same(await refusal(readPackage(dir, 'hydro.zip')), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'P1001/testdata/config.yaml: time forever, 2s is out of range (1 ms to 60000 ms)',
    zh: 'P1001/testdata/config.yaml：time 的值 forever, 2s 超出范围（1 ms 至 60000 ms）',
  });
  await writeFile(config, 'subtasks: [\n');
  t.equal((await refusal(readPackage(dir, 'hydro.zip'))).code, 'PROBLEMS_PACKAGE_YAML_INVALID');
  await writeFile(config, original.replace('type: default', 'type: objective'));
  t.same(await refusal(readPackage(dir, 'hydro.zip')), {
    code: 'PROBLEMS_PACKAGE_UNSUPPORTED',
    en: 'P1001/testdata/config.yaml: type "objective" is not supported by this judge',
    zh: 'P1001/testdata/config.yaml：本评测系统不支持 type 为“objective”的题目',
  });
});

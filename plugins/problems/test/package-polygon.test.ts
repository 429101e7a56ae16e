// Polygon full packages read into the site's problem (issue 31): groups and points, a testlib
// checker with testlib.h, a standard checker mapped to the judge's comparison, file I/O, the
// statement in the site's language, solutions by tag, and the refusals (a package not built).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { detectFormat, readPackage } from '../server/exchange/formats/detect.ts';
import { PACKAGES, fileText, refusal, scratch, inWords } from './package-helpers.ts';

t.test('groups, points and a testlib checker; the Chinese statement is taken', async (t) => {
  const dir = join(PACKAGES, 'polygon/sum-groups');
  t.equal(await detectFormat(dir), 'polygon');
  const [p] = await readPackage(dir, 'sum-groups.zip');
  t.equal(p.source, 'sum-groups.zip');
  t.match(p.problem, {
    problemId: 'sum-groups', title: '分组求和', timeLimit: 2000, memoryLimit: 256, type: 1, ioScore: 100, judgeCaseMode: 'subtask_lowest',
    judgeMode: 'spj', spjLanguage: 'C++',
    description: '给定两个整数 $a$ 和 $b$，求 $a+b$。\n\n**注意**：答案可能超过 32 位整数的范围。',
    input: '一行两个整数 $a, b$（$|a|, |b| \\le 2 \\cdot 10^9$）。', output: '输出一个整数 $a+b$。', hint: '子任务 1（40 分）：$|a|, |b| \\le 10$。',
    examples: '<input>1 2\n</input><output>3\n</output>',
  });
  t.equal(p.problem.spjCode, await readFile(join(dir, 'files/check.cpp'), 'utf8'));
  t.same(JSON.parse(p.problem.judgeExtraFile!), { 'testlib.h': await readFile(join(dir, 'files/testlib.h'), 'utf8') }, 'testlib.h goes beside the checker');
  t.same(p.judge, { checkerProtocol: 'testlib' });
  t.same(p.cases, [
    { input: '01.in', output: '01.ans', score: 0, groupNum: 1, sample: true },
    { input: '02.in', output: '02.ans', score: 40, groupNum: 2, sample: false },
    { input: '03.in', output: '03.ans', score: 40, groupNum: 2, sample: false },
    { input: '04.in', output: '04.ans', score: 30, groupNum: 3, sample: false },
    { input: '05.in', output: '05.ans', score: 30, groupNum: 4, sample: false },
  ], 'a complete group is one subtask worth its points; each-test cases score their own');
  t.equal(await fileText(p, '05.in'), '-2000000000 7\n');
  t.equal(await fileText(p, '05.ans'), '-1999999993\n');
  t.same(p.tags, ['math', 'implementation']);
  t.same(p.solutions.map((s) => [s.path, s.expected, s.language]), [
    ['solutions/main.cpp', 'AC', 'C++ 17'],
    ['solutions/main.py', 'AC', 'Python3'],
    ['solutions/int32.cpp', 'WA', 'C++ 20'],
    ['solutions/slow.java', 'ANY', 'Java'],
    ['solutions/old.py', 'AC', null],
  ]);
  t.same(inWords(p).taken, [
    'time limit 2000 ms, memory limit 256 MB (testset tests)',
    '100 points in 3 groups (0: per test, 1: 40 (all cases or nothing), 2: per test)',
    'tests: 5 (samples: 1)',
    'checker files/check.cpp (testlib, with testlib.h)',
    'statement (chinese) from statement-sections/chinese, converted from LaTeX',
    'validators kept with the problem (oj problem verify runs each on every test, telling it the test\'s group): files/val.cpp',
    'solutions with expected verdicts (their tags): 5',
  ]);
  t.same(inWords(p).dropped, [
    { item: 'testset pretests', reason: 'only the main testset (tests) is judged' },
    { item: 'dependencies of group 2', reason: 'not supported: every group is judged' },
    { item: 'statements/english/problem.tex', reason: 'statement in english (the site keeps one language: chinese taken)' },
    { item: 'tutorials', reason: 'not used by this site' },
    { item: 'solutions/bad.c', reason: 'tag "rejected" has no verdict to check' },
    { item: 'solutions/old.py', reason: 'the judge has no language for python.2: verify skips it' },
  ]);
  // the validator, for oj problem verify: testlib's protocol, testlib.h beside it, Polygon's arguments per test
  t.match(p.inputValidation?.validators, [{ path: 'files/val.cpp', language: 'C++', protocol: 'testlib', extraFiles: { 'testlib.h': String } }]);
  t.same(p.inputValidation?.inputs.map((i) => [i.path, i.args.join(' ')]), [
    ['tests/01', '--testset tests --group 0'], ['tests/02', '--testset tests --group 1'], ['tests/03', '--testset tests --group 1'],
    ['tests/04', '--testset tests --group 2'], ['tests/05', '--testset tests --group 2'],
  ]);
});

// a real problem.xml (Polygon's own export): a <validator> holds its source and its own tests, never
// the groups it checks; Polygon runs every validator on every test, telling it the test's group
t.test('every validator checks every test, with its testset and group; a validator\'s own tests are not the problem\'s', async (t) => {
  const dir = await scratch(t, 'polygon/validated');
  await writeFile(join(dir, 'files/val-ends.cpp'), '#include "testlib.h"\nint main(int argc, char *argv[]) {\n  registerValidation(argc, argv);\n}\n');
  const xml = (await readFile(join(dir, 'problem.xml'), 'utf8')).replace('</validators>', [
    '<validator><source path="files/val-ends.cpp" type="cpp.g++17"/><binary path="files/val-ends.exe" type="exe.win32"/>',
    '<testset><test-count>1</test-count><input-path-pattern>files/tests/validator-tests/%02d</input-path-pattern>',
    '<tests><test verdict="invalid" testset="tests" group="1"/></tests></testset></validator></validators>',
  ].join(''));
  await writeFile(join(dir, 'problem.xml'), xml);
  const [p] = await readPackage(dir, 'validated.zip');
  t.same(p.inputValidation?.validators.map((v) => v.path), ['files/val.cpp', 'files/val-ends.cpp']);
  t.same(p.inputValidation?.inputs.map((i) => [i.path, i.args.join(' ')]), [
    ['tests/01', '--testset tests --group 1'], ['tests/02', '--testset tests --group 1'], ['tests/03', '--testset tests --group 2'],
  ], 'each test checked by both validators, told its testset and group');
  t.ok(inWords(p).taken.includes('validators kept with the problem (oj problem verify runs each on every test, telling it the test\'s group): files/val.cpp, files/val-ends.cpp'));
});

t.test('a standard checker is the judge\'s own comparison; file I/O; an ACM problem without points', async (t) => {
  const [p] = await readPackage(join(PACKAGES, 'polygon/float-std'), 'half.zip');
  t.match(p.problem, {
    problemId: 'half', title: 'Half & Half', timeLimit: 1000, memoryLimit: 64, judgeMode: 'default',
    isFileIO: true, ioReadFileName: 'half.in', ioWriteFileName: 'half.out',
    description: 'Print half of $n$ *exactly* or within $10^{-6}$.\n\n| $n$ | answer |\n| --- | --- |\n| 3 | 1.5 |',
    input: 'The file `half.in` holds $n$.',
  });
  t.equal(p.problem.spjCode, undefined, 'no checker code: the judge compares');
  t.equal(p.problem.type, undefined, 'ACM');
  t.same(p.judge, { comparison: { caseSensitive: true, spaceChangeSensitive: false, floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 } });
  t.same(p.cases.map((c) => [c.input, c.score, c.groupNum, c.sample]), [['01.in', null, null, true], ['02.in', null, null, false]]);
  t.ok(inWords(p).taken.includes('checker std::rcmp6.cpp: the judge\'s comparison of numbers within 0.000001 (absolute or relative)'));
});

t.test('other standard checkers: fcmp is byte for byte, lcmp the site\'s line comparison, an unknown one is compiled', async (t) => {
  const dir = await scratch(t, 'polygon/float-std');
  const xml = await readFile(join(dir, 'problem.xml'), 'utf8');
  const withChecker = async (name: string) => {
    await writeFile(join(dir, 'problem.xml'), xml.replace('std::rcmp6.cpp', name));
    return (await readPackage(dir, 'half'))[0];
  };
  const fcmp = await withChecker('std::fcmp.cpp');
  t.equal(fcmp.problem.isRemoveEndBlank, false);
  t.same(fcmp.judge, {});
  const lcmp = await withChecker('std::lcmp.cpp');
  t.equal(lcmp.problem.isRemoveEndBlank, true);
  const wcmp = await withChecker('std::wcmp.cpp');
  t.same(wcmp.judge, { comparison: { caseSensitive: true, spaceChangeSensitive: false } });
  const uncmp = await withChecker('std::uncmp.cpp');
  t.match(uncmp.problem, { judgeMode: 'spj', spjLanguage: 'C++', spjCode: '// testlib rcmp6 (stand-in)\n' });
  t.same(uncmp.judge, { checkerProtocol: 'testlib' });
});

t.test('an interactor makes the problem interactive; its checker is reported as not run', async (t) => {
  const dir = await scratch(t, 'polygon/sum-groups');
  const xml = await readFile(join(dir, 'problem.xml'), 'utf8');
  await writeFile(join(dir, 'files/interactor.cpp'), '#include "testlib.h"\nint main(int argc, char *argv[]) { registerInteraction(argc, argv); }\n');
  await writeFile(join(dir, 'problem.xml'), xml.replace('<checker type="testlib">', '<interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>\n        <checker type="testlib">'));
  const [p] = await readPackage(dir, 'sum-groups');
  t.match(p.problem, { judgeMode: 'interactive', spjLanguage: 'C++', spjCode: /registerInteraction/ });
  t.same(Object.keys(JSON.parse(p.problem.judgeExtraFile!)), ['testlib.h']);
  t.same(p.judge, { checkerProtocol: 'testlib' });
  t.ok(inWords(p).dropped.some((d) => d.item === 'checker' && d.reason === 'an interactive problem is judged by its interactor alone'));
});

t.test('refusals: tests not built, problem.xml not Polygon\'s, multi-run interaction', async (t) => {
  const unbuilt = await scratch(t, 'polygon/sum-groups');
  await rm(join(unbuilt, 'tests/03.a'));
  t.same(await refusal(readPackage(unbuilt, 'sum-groups.zip')), {
    code: 'PROBLEMS_PACKAGE_NOT_BUILT',
    en: 'tests/03.a is missing: download the full package from Polygon after its tests are generated (doall), with the inputs and answers',
    zh: '缺少 tests/03.a：请先在 Polygon 上生成测试数据（doall），再下载包含输入与答案的完整题目包（full package）',
  });
  await rm(join(unbuilt, 'tests/04'));
  t.equal((await refusal(readPackage(unbuilt, 'sum-groups.zip'))).en, 'tests/03.a is missing: download the full package from Polygon after its tests are generated (doall), with the inputs and answers');

  const multi = await scratch(t, 'polygon/float-std');
  const xml = await readFile(join(multi, 'problem.xml'), 'utf8');
  await writeFile(join(multi, 'problem.xml'), xml.replace('output-file="half.out"', 'output-file="half.out" run-count="2"'));
  t.same(await refusal(readPackage(multi, 'half.zip')), {
    code: 'PROBLEMS_PACKAGE_UNSUPPORTED',
    en: 'problem.xml: run-count "2" is not supported by this judge',
    zh: 'problem.xml：本评测系统不支持 run-count 为“2”的题目',
  });
  await writeFile(join(multi, 'problem.xml'), xml.replace('<time-limit>1000</time-limit>', '<time-limit>90000</time-limit>'));
  t.same(await refusal(readPackage(multi, 'half.zip')), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'problem.xml: time-limit 90000 ms is out of range (1 ms to 60000 ms)',
    zh: 'problem.xml：time-limit 的值 90000 ms 超出范围（1 ms 至 60000 ms）',
  });
  await writeFile(join(multi, 'problem.xml'), '<?xml version="1.0"?>\n<contest><problem/></contest>\n');
  t.same(await refusal(readPackage(multi, 'half.zip', 'polygon')), {
    code: 'PROBLEMS_PACKAGE_XML_ROOT',
    en: 'problem.xml: the root element is <contest>, not <problem>',
    zh: 'problem.xml：根元素是 <contest>，而不是 <problem>',
  });
});

// ICPC / Kattis problem packages read into the site's problem (issue 31): a custom validator, an
// interactive problem, a float tolerance, nested scoring groups in both spec versions, and the
// refusals an admin sees, in both languages.
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { detectFormat, readPackage } from '../server/exchange/formats/detect.ts';
import { derivedTimeLimitMs } from '../server/exchange/verify.ts';
import { PACKAGES, fileText, refusal, scratch, inWords } from './package-helpers.ts';

const one = async (dir: string, name = dir.split('/').pop()!) => {
  const problems = await readPackage(dir, name);
  if (problems.length !== 1) throw new Error(`${problems.length} problems read from ${dir}`);
  return problems[0];
};

t.test('a legacy package with a custom validator and DOMjudge\'s .timelimit', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/pairsum'));
  t.equal(p.format, 'icpc');
  t.match(p.problem, {
    problemId: 'pairsum', title: 'Pair Sum', timeLimit: 2000, memoryLimit: 512, judgeMode: 'spj', spjLanguage: 'C++',
    author: 'Ada Lovelace', source: 'Fixture Cup 2026 (license: cc by-sa, rights owner: Fixture Cup)',
    description: 'Given an integer $s$, print two integers $a$ and $b$ with $a + b = s$.\nAny *correct* pair is accepted.',
    input: 'One line with the integer $s$ ($-10^9 \\le s \\le 10^9$).', output: 'Print `a b` on one line.',
    examples: '<input>3\n</input><output>1 2\n</output>',
  });
  t.match(p.problem.spjCode, /#include "validate.h"/, 'the validator\'s main source is the checker');
  t.same(Object.keys(JSON.parse(p.problem.judgeExtraFile!)), ['validate.h'], 'its header is a judge extra file');
  t.same(p.judge, { checkerProtocol: 'kattis', checkerFlags: ['strict', '1'], outputLimitMb: 8 });
  t.same(p.cases, [
    { input: 'sample-1.in', output: 'sample-1.ans', score: null, groupNum: null, sample: true },
    { input: 'secret-01.in', output: 'secret-01.ans', score: null, groupNum: null, sample: false },
    { input: 'secret-02-zero.in', output: 'secret-02-zero.ans', score: null, groupNum: null, sample: false },
  ]);
  t.equal(await fileText(p, 'secret-01.in'), '10\n');
  t.equal(await fileText(p, 'secret-02-zero.ans'), '', 'an empty answer is allowed');
  t.same(p.tags, ['math', 'constructive']);
  t.same(p.solutions.map((s) => [s.path, s.expected, s.language]), [
    ['submissions/accepted/Pair.kt', 'AC', null],
    ['submissions/accepted/half.cpp', 'AC', 'C++ 17 With O2'],
    ['submissions/accepted/legacy.py', 'AC', null],
    ['submissions/accepted/zero.py', 'AC', 'Python3'],
    ['submissions/mixed/either.c', 'ANY', 'C With O2'],
    ['submissions/time_limit_exceeded/spin.cc', 'TLE', 'C++ 17 With O2'],
    ['submissions/wrong_answer/double.c', 'WA', 'C With O2'],
  ]);
  t.equal(p.derivedTimeLimit, undefined, 'the time limit is the package\'s');
  t.same(inWords(p).taken, [
    'format legacy, validation custom', 'time limit 2000 ms (.timelimit)', 'memory limit 512 MB', 'output limit 8 MiB (stdout and stderr each)',
    'custom validator output_validators/pair_checker (C++, Kattis exit codes 42/43) with flags strict 1',
    'input validators kept with the problem (oj problem verify runs them on every test input, the ICPC export writes them): input_validators/check.py',
    'test cases: 3 (samples: 1)', 'statement: problem_statement/problem.en.tex converted from LaTeX',
    'solutions with expected verdicts: 7',
  ]);
  t.same(inWords(p).dropped, [
    { item: 'submissions/accepted/Pair.kt', reason: 'the judge has no language for kt: verify skips it' },
    { item: 'submissions/accepted/legacy.py', reason: 'the judge has no language for py (Python 2): verify skips it' },
    { item: 'submissions/slow_accepted/slow.py', reason: 'expected result "slow_accepted" has no verdict to check' },
  ]);
});

t.test('an interactive 2023-07 package: the validator, the Chinese statement with its image, the sample interaction', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/guess'));
  t.match(p.problem, { problemId: 'guess', title: '猜数字', timeLimit: 1500, memoryLimit: 256, judgeMode: 'interactive', spjLanguage: 'Python3', author: 'Grace Hopper, Alan Turing' });
  t.equal(p.problem.source, 'Fixture Cup 2026 https://fixture.example.org/2026 (license: cc0)');
  t.same(p.judge, { checkerProtocol: 'kattis', outputLimitMb: 8 });
  t.match(p.problem.spjCode, /sys\.exit\(42\)/);
  t.same(p.cases.map((c) => c.input), ['secret-1.in', 'secret-2.in'], 'the .interaction sample is not run');
  t.match(p.problem.description, /^我心里想了一个/);
  t.match(p.problem.description, /!\[洞穴\]\(oj-attachment:\/\/cave\.png\)/, 'the image points at its attachment');
  t.match(p.problem.output, /## 样例交互\n\n以 `<` 开头的行由评测程序输出，以 `>` 开头的行由你的程序输出。\n\n```\n>50\n<lower\n>25\n<correct\n```$/);
  t.notMatch(p.problem.description, /样例交互/, 'the interaction after the output\'s description, where samples are shown, not in the description');
  t.equal(p.problem.hint, '每次输出后记得刷新输出缓冲区。');
  t.equal(p.problem.examples, null);
  t.same(p.attachments.map((a) => a.name), ['cave.png', 'testing_tool.py']);
  t.same(await readFile(p.attachments[0].path), await readFile(join(PACKAGES, 'icpc/guess/statement/cave.png')));
  t.same(p.solutions.map((s) => [s.path, s.expected, s.language]), [
    ['submissions/accepted/binary.cpp', 'AC', 'C++ 17 With O2'],
    ['submissions/run_time_error/crash.c', 'RE', 'C With O2'],
    ['submissions/wrong_answer/always_one.py', 'WA', 'Python3'],
  ]);
  t.same(inWords(p).dropped, [
    { item: 'statement/problem.en.md', reason: 'statement in another language (the site keeps one: zh taken)' },
    { item: 'name (en)', reason: 'the site keeps one name (zh taken)' },
    { item: 'problem.yaml uuid', reason: 'not used by this site' },
  ]);
  t.match(inWords(p).taken, ['format 2023-07-draft, type interactive', 'time limit 1500 ms (problem.yaml limits.time_limit)', 'memory limit 256 MB',
    'output limit 8 MiB, the format\'s default (the package gives no limits.output; stdout and stderr each)',
    'interactive validator output_validator (Python3, Kattis exit codes 42/43)', 'test cases: 2 (samples: 0)', 'statement: statement/problem.zh.md',
    'sample interactions shown in the statement (not run): 1', 'solutions with expected verdicts: 3']);
});

t.test('float tolerance from the top level of problem.yaml, a time limit from domjudge-problem.ini, LaTeX that is not trivial', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/circle'));
  t.match(p.problem, { problemId: 'circle', title: 'Circle Area', timeLimit: 3000, judgeMode: 'default' });
  t.same(p.judge, { comparison: { caseSensitive: true, spaceChangeSensitive: false, floatRelativeTolerance: 1e-6, floatAbsoluteTolerance: 1e-6 }, outputLimitMb: 8 });
  t.match(p.problem.description, /^> The statement of this problem is written in LaTeX \(attached as problem\.tex\) and could not be converted completely \(\\begin\{figure\}\); check the text below against it\./);
  t.same(p.attachments.map((a) => a.name), ['problem.tex', 'circle.png']);
  t.equal(p.problem.output, 'The area, within $10^{-6}$.');
  t.same(inWords(p).taken, [
    'format legacy', 'time limit 3000 ms (domjudge-problem.ini)', 'output limit 8 MiB, the format\'s default (the package gives no limits.output; stdout and stderr each)',
    'default validation: tokens, case sensitive, float tolerance 0.000001 abs / 0.000001 rel',
    'test cases: 2 (samples: 1)', 'statement: problem_statement/problem.tex converted in part and kept as an attachment (\\begin{figure} not converted)',
    'solutions with expected verdicts: 1',
  ]);
});

t.test('a legacy scoring package with nested groups: groups become subtasks, points from accept_score and grader_flags', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/subtasks'));
  t.match(p.problem, { type: 1, ioScore: 60, judgeCaseMode: 'subtask_lowest', timeLimit: 1000 });
  t.same(p.derivedTimeLimit, { acToTimeLimit: 5, timeLimitToTle: 2, resolutionMs: 1000 }, 'no time limit: derived later from the accepted solutions');
  t.same(p.cases, [
    { input: 'sample-1.in', output: 'sample-1.ans', score: 0, groupNum: 1, sample: true },
    { input: 'secret-group1-01.in', output: 'secret-group1-01.ans', score: 30, groupNum: 2, sample: false },
    { input: 'secret-group1-02.in', output: 'secret-group1-02.ans', score: 30, groupNum: 2, sample: false },
    { input: 'secret-group2-01.in', output: 'secret-group2-01.ans', score: 10, groupNum: 3, sample: false },
    { input: 'secret-group2-big-01.in', output: 'secret-group2-big-01.ans', score: 10, groupNum: 4, sample: false },
    { input: 'secret-group2-big-02.in', output: 'secret-group2-big-02.ans', score: 10, groupNum: 5, sample: false },
  ], 'a min group is one subtask; each case of a sum group is a subtask of its own; nested folders are flattened in order');
  t.equal(await fileText(p, 'secret-group2-big-01.in'), '1000000000 1000000000\n');
  t.same(inWords(p).taken, [
    'format legacy, type scoring', 'time limit 1000 ms, the site\'s default: the package has none (oj problem verify derives one from its slowest accepted solution × 5)',
    'output limit 8 MiB, the format\'s default (the package gives no limits.output; stdout and stderr each)',
    'default validation: tokens, case insensitive', 'scoring: 60 points, group1: 30 (all cases or nothing), group2: 30 (per case)',
    'test cases: 6 (samples: 1)', 'no statement in the package', 'solutions with expected verdicts: 1',
  ]);
  t.same(inWords(p).dropped, [
    { item: 'data/secret/group2/orphan.ans', reason: 'an answer without its input (.in): not a case' },
    { item: 'submissions/partially_accepted/small.py', reason: 'expected result "partially_accepted" has no verdict to check' },
  ]);
});

t.test('a 2023-07 scoring package: test_group.yaml scores, constants substituted', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/groups2023'));
  t.match(p.problem, { type: 1, ioScore: 100, judgeCaseMode: 'subtask_lowest', description: 'Add two numbers, each at most 1000.', input: 'Two integers.', output: 'Their sum.' });
  t.same(p.cases.map((c) => [c.input, c.score, c.groupNum]), [
    ['secret-easy-1.in', 40, 1], ['secret-easy-2.in', 40, 1],
    ['secret-hard-1.in', 20, 2], ['secret-hard-2.in', 20, 3], ['secret-hard-3.in', 20, 4],
  ]);
  t.match(p.solutions[0].code, /n <= 1000/);
  t.same(p.derivedTimeLimit, { acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionMs: 1000 });
});

t.test('a derived time limit is the slowest accepted time × the multiplier, rounded up to the resolution', async (t) => {
  const legacy = { acToTimeLimit: 5, timeLimitToTle: 2, resolutionMs: 1000 };
  t.equal(derivedTimeLimitMs(legacy, 12), 1000, '0.012 s × 5 is under a second: one second');
  t.equal(derivedTimeLimitMs(legacy, 200), 1000, '0.2 s × 5 is exactly one second');
  t.equal(derivedTimeLimitMs(legacy, 250), 2000, '0.25 s × 5 = 1.25 s: rounded up to 2 s');
  t.equal(derivedTimeLimitMs({ acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionMs: 1000 }, 1400), 3000, '2023-07: 1.4 s × 2 = 2.8 s: 3 s');
  t.equal(derivedTimeLimitMs({ acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionMs: 500 }, 1400), 3000, 'time_resolution 0.5: 2.8 s becomes 3 s');
  t.equal(derivedTimeLimitMs({ acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionMs: 500 }, 1100), 2500, 'time_resolution 0.5: 2.2 s becomes 2.5 s');
  t.equal(derivedTimeLimitMs(legacy, 50_000), 60_000, 'never past the site\'s 60 s ceiling');
});

t.test('include/ files are given to every submission', async (t) => {
  const dir = await scratch(t, 'icpc/circle');
  await mkdir(join(dir, 'include/default'), { recursive: true });
  await mkdir(join(dir, 'include/python3'));
  await writeFile(join(dir, 'include/default/pi.txt'), '3.14159\n');
  await writeFile(join(dir, 'include/python3/pi.py'), 'PI = 3.14159\n');
  await writeFile(join(dir, 'include/python3/pi.txt'), 'another\n');
  const p = await one(dir);
  t.same(JSON.parse(p.problem.userExtraFile!), { 'pi.txt': '3.14159\n', 'pi.py': 'PI = 3.14159\n' });
  t.ok(inWords(p).taken.includes('include/default, include/python3: pi.txt, pi.py given to every submission (this site gives extra files to every language alike)'));
  t.same(inWords(p).dropped, [{ item: 'include/python3/pi.txt', reason: 'a file name the judge cannot take, or one another include folder gives already' }]);
});

t.test('a multi-pass 2023-07 package: its validator judges in passes, at most limits.validation_passes, said in the report', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/doubling'));
  t.match(p.problem, { problemId: 'doubling', title: 'Doubling Twice Over', timeLimit: 1000, judgeMode: 'spj', spjLanguage: 'C++' });
  t.match(p.problem.spjCode, /nextpass\.in/);
  t.same(p.judge, { checkerProtocol: 'kattis', validationPasses: 2, outputLimitMb: 8 });
  t.same(p.solutions.map((s) => [s.path, s.expected]), [['submissions/accepted/both_passes.c', 'AC'], ['submissions/wrong_answer/first_pass_only.py', 'WA']]);
  t.equal(inWords(p).taken[0], 'format 2023-07-draft, type multi-pass, at most 2 passes a case');
  t.equal(inWords(p, 'zh-CN').taken[0], '格式：2023-07-draft，类型 multi-pass，每个测试点最多运行 2 轮');
  t.same(inWords(p).dropped, [{ item: 'problem.yaml uuid', reason: 'not used by this site' }], 'limits.validation_passes is applied, not dropped');
});

t.test('a submit-answer package: answers alone (the language Answer), its answer files and folders read as answer submissions, its programs as programs', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/sums'));
  t.match(p.problem, { problemId: 'sums', title: 'Sums by Hand', judgeMode: 'default' });
  t.same(p.languages, ['Answer']);
  t.same(p.cases.map((c) => c.input), ['sample-1.in', 'secret-1.in', 'secret-2.in'], 'the answer sections are named by these');
  t.same(p.solutions.map((s) => [s.path, s.language, s.expected, s.code]), [
    ['submissions/accepted/answers', 'Answer', 'AC', '=== sample-1 ===\n3\n=== secret-1 ===\n42\n=== secret-2 ===\n10\n'],
    ['submissions/accepted/sums.py', 'Python3', 'AC', 'a, b = map(int, input().split())\nprint(a + b)\n'],
    ['submissions/wrong_answer/off_by_one.txt', 'Answer', 'WA', '=== sample-1 ===\n3\n=== secret-1 ===\n42\n=== secret-2 ===\n11\n'],
  ]);
  t.equal(inWords(p).taken[0], 'format 2023-07-draft, type submit-answer, answers are submitted instead of programs (language Answer)');
  t.equal(p.judge.outputLimitMb, undefined, 'an answer is not run: no output limit');
  t.notMatch(inWords(p).taken.join('\n'), /output limit/);
  t.equal(inWords(p, 'zh-CN').taken[0], '格式：2023-07-draft，类型 submit-answer，提交的是各测试点的答案而不是程序（语言 Answer）');
});

t.test('a multi-pass sample .interaction: its passes, split at --- lines, each shown under its own heading in the statement\'s language', async (t) => {
  const dir = await scratch(t, 'icpc/doubling');
  await mkdir(join(dir, 'data/sample'));
  await writeFile(join(dir, 'data/sample/1.in'), '3\n');
  await writeFile(join(dir, 'data/sample/1.ans'), '6\n');
  await writeFile(join(dir, 'data/sample/1.interaction'), '<3\n>6\n---\n<next 6\n>7\n');
  const p = await one(dir);
  t.equal(p.problem.examples, null, 'the .in/.ans pair shows one pass only: the interaction is shown instead');
  t.match(p.problem.output, /## Sample interaction\n\nYour program runs several times \(passes\) on each test; each pass is shown on its own\. Lines starting with `<` are given to your program by the judge, lines starting with `>` are written by your program\.\n\n#### Pass 1\n\n```\n<3\n>6\n```\n\n#### Pass 2\n\n```\n<next 6\n>7\n```$/);
  t.ok(p.cases.some((c) => c.sample), 'the sample is still judged');
  await writeFile(join(dir, 'statement/problem.zh.md'), '你的程序在每个测试点上运行两次。\n');
  const zh = await one(dir);
  t.match(zh.problem.output, /## 样例交互\n\n你的程序在每个测试点上运行多轮，下面分轮展示。以 `<` 开头的行由评测程序给出，以 `>` 开头的行由你的程序输出。\n\n#### 第 1 轮\n\n```\n<3\n>6\n```\n\n#### 第 2 轮\n\n```\n<next 6\n>7\n```$/);
});

t.test('limits.output: MiB rounded up to a whole one, said in the report', async (t) => {
  const dir = await scratch(t, 'icpc/pairsum');
  await writeFile(join(dir, 'problem.yaml'), 'name: Pair Sum\nvalidation: custom\nlimits:\n  output: 2.5\n');
  const p = await one(dir);
  t.equal(p.judge.outputLimitMb, 3);
  t.ok(inWords(p).taken.includes('output limit 3 MiB (stdout and stderr each)'));
  t.ok(inWords(p, 'zh-CN').taken.includes('输出限制 3 MiB（标准输出与标准错误分别计算）'));
  t.notMatch(JSON.stringify(inWords(p).dropped), /limits\.output/, 'taken, not dropped');
});

t.test('the legacy spelling validation: custom multi-pass, with its own number of passes', async (t) => {
  const dir = await scratch(t, 'icpc/doubling');
  await writeFile(join(dir, 'problem.yaml'), 'name: Doubling\nvalidation: custom multi-pass\nlimits:\n  time_limit: 1\n  validation_passes: 3\n');
  const p = await one(dir);
  t.equal(p.problem.judgeMode, 'spj');
  t.same(p.judge, { checkerProtocol: 'kattis', validationPasses: 3, outputLimitMb: 8 });
  t.equal(inWords(p).taken[0], 'format legacy, validation custom multi-pass, at most 3 passes a case');
  const interactive = await scratch(t, 'icpc/doubling');
  await writeFile(join(interactive, 'problem.yaml'), 'problem_format_version: 2023-07\nname: Doubling\ntype: [interactive, multi-pass]\n');
  const q = await one(interactive);
  t.equal(q.problem.judgeMode, 'interactive', 'multi-pass with interactive: the validator is the interactor of each pass');
  t.same(q.judge, { checkerProtocol: 'kattis', validationPasses: 2, outputLimitMb: 8 }, 'two passes by default');
});

t.test('a folder of ICPC packages is read whole', async (t) => {
  t.equal(await detectFormat(join(PACKAGES, 'icpc')), 'icpc');
  const problems = await readPackage(join(PACKAGES, 'icpc'), 'contest.zip');
  t.same(problems.map((p) => [p.source, p.problem.problemId]), [
    ['contest.zip/circle', 'circle'], ['contest.zip/doubling', 'doubling'], ['contest.zip/greeting', 'greeting'], ['contest.zip/groups2023', 'groups2023'], ['contest.zip/guess', 'guess'],
    ['contest.zip/pairsum', 'pairsum'], ['contest.zip/subtasks', 'subtasks'], ['contest.zip/sums', 'sums'], ['contest.zip/twice', 'twice'], ['contest.zip/validated', 'validated'],
    ['contest.zip/validated-args', 'validated-args'],
  ]);
});

t.test('2023-07 input_validator_args as a map: each validator gets its own arguments, a group\'s replacing those above it', async (t) => {
  const p = await one(join(PACKAGES, 'icpc/validated-args'));
  const bound = 'input_validators/bound.py';
  const count = 'input_validators/count.py';
  t.same(p.inputValidation?.validators.map((v) => v.path), [bound, count]);
  t.same(p.inputValidation?.inputs.map((i) => [i.path, i.argsByValidator?.[bound], i.argsByValidator?.[count]]), [
    ['data/sample/1.in', ['max=100'], ['tokens=2']],
    ['data/secret/1.in', ['max=1000'], ['tokens=2']], ['data/secret/2.in', ['max=1000'], ['tokens=2']], ['data/secret/3-huge.in', ['max=1000'], ['tokens=2']],
  ]);
  t.ok(inWords(p).taken.includes(`input validators kept with the problem (oj problem verify runs them on every test input, the ICPC export writes them): ${bound}, ${count}`));
  // a validator the map leaves out runs without arguments; a name may carry its extension
  const dir = await scratch(t, 'icpc/validated-args');
  await writeFile(join(dir, 'data/secret/test_group.yaml'), 'input_validator_args:\n  bound.py: ["max=5"]\n');
  const q = await one(dir, 'validated-args');
  t.same(q.inputValidation?.inputs.at(-1)?.argsByValidator, { [bound]: ['max=5'], [count]: [] });
});

t.test('a 2023-07 case\'s own .yaml: its input validator arguments replace its group\'s; the keys the judge cannot honour are reported, each with why', async (t) => {
  const dir = await scratch(t, 'icpc/validated-args');
  await writeFile(join(dir, 'data/secret/2.yaml'), [
    'input_validator_args:', '  bound: ["max=7"]', 'output_validator_args: ["case_sensitive"]', 'args: ["--fast"]', 'hint: read both numbers',
    'full_feedback: true', 'timeout: 3', '',
  ].join('\n'));
  await writeFile(join(dir, 'data/secret/3-huge.yaml'), 'input_validator_args: ["max=9", "tokens=2"]\n');
  await writeFile(join(dir, 'data/secret/4.yaml'), 'hint: nothing\n');
  const p = await one(dir, 'validated-args');
  const bound = 'input_validators/bound.py';
  const count = 'input_validators/count.py';
  t.same(p.inputValidation?.inputs.map((i) => [i.path, i.argsByValidator?.[bound] ?? i.args, i.argsByValidator?.[count] ?? i.args]), [
    ['data/sample/1.in', ['max=100'], ['tokens=2']],
    ['data/secret/1.in', ['max=1000'], ['tokens=2']],
    ['data/secret/2.in', ['max=7'], []],
    ['data/secret/3-huge.in', ['max=9', 'tokens=2'], ['max=9', 'tokens=2']],
  ], 'a map: the validators it leaves out get no arguments; a list: every validator gets it');
  t.same(inWords(p).dropped, [
    { item: 'data/secret/4.yaml', reason: 'test case settings without their input (.in): not a case' },
    { item: 'data/secret/2.yaml args', reason: 'the judge runs submissions without command-line arguments' },
    { item: 'data/secret/2.yaml hint', reason: 'not used by this site' },
    { item: 'data/secret/2.yaml full_feedback', reason: 'not used by this site' },
    { item: 'data/secret/2.yaml timeout', reason: 'not a test case setting of the 2023-07 format' },
  ]);
  t.equal(inWords(p, 'zh-CN').dropped[1]?.reason, '评测运行提交的程序时不传命令行参数');
  const input2 = p.cases.find((c) => c.input.includes('2') && !c.input.includes('huge') && !c.sample)!.input;
  t.same(p.judge.caseJudging, { [input2]: { comparison: { caseSensitive: true, spaceChangeSensitive: false } } }, 'its output_validator_args: its own comparison');
  t.ok(inWords(p).taken.includes('cases with their own output validator arguments: 1 (data/secret/2.yaml), each judged with them'));
});

t.test('a group\'s output_validator_flags (legacy testdata.yaml): its cases judged with the validator flags and theirs, the others with the problem\'s', async (t) => {
  const dir = await scratch(t, 'icpc/pairsum');
  await writeFile(join(dir, 'data/secret/testdata.yaml'), 'output_validator_flags: loose\n');
  const p = await one(dir);
  t.same(p.judge.checkerFlags, ['strict', '1'], 'the problem\'s: validator_flags');
  t.same(p.judge.caseJudging, Object.fromEntries(p.cases.filter((c) => !c.sample).map((c) => [c.input, { checkerFlags: ['strict', '1', 'loose'] }])), 'each secret case: validator_flags, then its group\'s');
  t.ok(inWords(p).taken.includes('cases with their own output validator arguments: 2 (data/secret), each judged with them'));
  t.ok(inWords(p, 'zh-CN').taken.includes('2 个用例有自己的输出校验器参数（data/secret），各自按其参数评测'));
});

t.test('a case that is a link inside the package is read; a link out of it is refused', async (t) => {
  const dir = await scratch(t, 'icpc/pairsum');
  await symlink('../sample/1.in', join(dir, 'data/secret/03.in'));
  await symlink('../sample/1.ans', join(dir, 'data/secret/03.ans'));
  const p = await one(dir);
  t.equal(await fileText(p, 'secret-03.in'), '3\n');
  t.equal(p.files.get('secret-03.in'), join(dir, 'data/sample/1.in'), 'the real path, inside the package');
  await symlink('..', join(dir, 'data/secret/loop'));
  const loop = await refusal(readPackage(dir, 'pairsum'));
  t.equal(loop.code, 'PROBLEMS_PACKAGE_TOO_DEEP', 'a link loop ends');
  t.match(loop.en, /^data\/secret\/loop\/secret\/loop\/.* is nested too deeply \(a link that loops back\?\)$/);
  t.match(loop.zh, /^data\/secret\/loop\/secret\/loop\/.* 的目录层级过深（可能有指回上层的链接）$/);
  await rm(join(dir, 'data/secret/loop'));
  await symlink('/etc/hostname', join(dir, 'data/secret/04.in'));
  await writeFile(join(dir, 'data/secret/04.ans'), '');
  t.same(await refusal(readPackage(dir, 'pairsum')), {
    code: 'PROBLEMS_PACKAGE_LINK_OUTSIDE', en: 'data/secret/04.in is a link that points outside the package', zh: 'data/secret/04.in 是指向题目包之外的链接',
  });
});

t.test('refusals name the file and the rule, in both languages', async (t) => {
  const broken = async (change: (dir: string) => Promise<void>, fixture = 'icpc/pairsum') => {
    const dir = await scratch(t, fixture);
    await change(dir);
    return refusal(readPackage(dir, 'pairsum'));
  };
  const yaml = await broken((dir) => writeFile(join(dir, 'problem.yaml'), 'name: [unclosed\n'));
  t.equal(yaml.code, 'PROBLEMS_PACKAGE_YAML_INVALID');
  t.match(yaml.en, /^problem\.yaml is not valid YAML: \S/);
  t.match(yaml.zh, /^problem\.yaml 不是有效的 YAML：\S/);

  t.same(await broken((dir) => rm(join(dir, 'data/secret/01.ans'))), {
    code: 'PROBLEMS_PACKAGE_NO_ANSWER',
    en: 'The test input data/secret/01.in has no answer (data/secret/01.ans is missing)',
    zh: '测试输入 data/secret/01.in 没有对应的答案（缺少 data/secret/01.ans）',
  });
  t.same(await broken((dir) => writeFile(join(dir, '.timelimit'), '120\n')), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: '.timelimit: time limit 120 s is out of range (1 ms to 60000 ms)',
    zh: '.timelimit：time limit 的值 120 s 超出范围（1 ms 至 60000 ms）',
  });
  t.same(await broken(async (dir) => writeFile(join(dir, 'problem.yaml'), 'name: X\nlimits:\n  memory: 100000\n')), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'problem.yaml: limits.memory 100000 MiB is out of range (1 MB to 4096 MB)',
    zh: 'problem.yaml：limits.memory 的值 100000 MiB 超出范围（1 MB 至 4096 MB）',
  });
  t.same(await broken(async (dir) => writeFile(join(dir, 'problem.yaml'), 'name: X\nlimits:\n  output: 0\n')), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'problem.yaml: limits.output 0 MiB is out of range (1 MiB to 1024 MiB)',
    zh: 'problem.yaml：limits.output 的值 0 MiB 超出范围（1 MiB 至 1024 MiB）',
  });
  t.same(await broken((dir) => writeFile(join(dir, 'problem.yaml'), 'name: X\nvalidation: fancy\n')), {
    code: 'PROBLEMS_PACKAGE_VALUE_INVALID',
    en: 'problem.yaml: validation has an unknown or invalid value "fancy"',
    zh: 'problem.yaml：validation 的值“fancy”无法识别或不合法',
  });
  t.same(await broken((dir) => writeFile(join(dir, 'problem.yaml'), 'name: X\nvalidator_flags: float_tolerance lots\n')), {
    code: 'PROBLEMS_PACKAGE_VALUE_INVALID',
    en: 'problem.yaml: validator_flags has an unknown or invalid value "float_tolerance lots"',
    zh: 'problem.yaml：validator_flags 的值“float_tolerance lots”无法识别或不合法',
  });
  t.same(await broken((dir) => writeFile(join(dir, 'problem.yaml'), 'name: X\nvalidation: custom multi-pass\nlimits:\n  validation_passes: 1\n')), {
    code: 'PROBLEMS_PACKAGE_VALUE_INVALID',
    en: 'problem.yaml: limits.validation_passes has an unknown or invalid value "1"',
    zh: 'problem.yaml：limits.validation_passes 的值“1”无法识别或不合法',
  });
  t.same(await broken((dir) => rm(join(dir, 'output_validators'), { recursive: true })), {
    code: 'PROBLEMS_PACKAGE_VALIDATOR_MISSING',
    en: 'problem.yaml asks for a custom output validator, but the package has none (output_validators/ or output_validator/)',
    zh: 'problem.yaml 要求使用自定义输出校验器，但题目包中没有（output_validators/ 或 output_validator/）',
  });
  t.same(await broken(async (dir) => {
    await mkdir(join(dir, 'output_validators/second'));
    await writeFile(join(dir, 'output_validators/second/v.py'), 'exit(42)\n');
  }), {
    code: 'PROBLEMS_PACKAGE_VALIDATORS_MANY',
    en: 'The package has several output validators (output_validators/pair_checker, output_validators/second); the judge runs one',
    zh: '题目包中有多个输出校验器（output_validators/pair_checker, output_validators/second），评测系统只能运行其中一个',
  });
  t.same(await broken(async (dir) => {
    await writeFile(join(dir, 'output_validators/pair_checker/build'), '#!/bin/sh\nmake\n');
  }), {
    code: 'PROBLEMS_PACKAGE_VALIDATOR_UNSUPPORTED',
    en: 'The validator output_validators/pair_checker cannot be built: it must be one C or C++ source (headers beside it allowed) or a Python 3 program, without build or run scripts',
    zh: '无法构建校验器 output_validators/pair_checker：它必须是一个 C 或 C++ 源文件（可附带头文件）或一个 Python 3 程序，且不含 build 或 run 脚本',
  });
  t.same(await broken((dir) => rm(join(dir, 'data'), { recursive: true })), {
    code: 'PROBLEMS_PACKAGE_FILE_MISSING', en: 'The package has no data/', zh: '题目包中缺少 data/',
  });
  t.same(await refusal(readPackage(join(PACKAGES, 'icpc/pairsum'), 'pairsum', 'polygon')), {
    code: 'PROBLEMS_PACKAGE_NOT_FORMAT', en: 'pairsum holds no package of the polygon format', zh: 'pairsum 中没有 polygon 格式的题目包',
  });
  const empty = await scratch(t, 'icpc/pairsum');
  await rm(empty, { recursive: true });
  await mkdir(empty);
  const unknown = await refusal(readPackage(empty, 'empty.zip'));
  t.equal(unknown.code, 'PROBLEMS_PACKAGE_FORMAT_UNDETECTED');
  t.match(unknown.en, /^Cannot tell the format of empty\.zip: expected problem\.yaml with data\/ \(ICPC\/Kattis\)/);
  t.match(unknown.zh, /^无法识别 empty\.zip 的格式：应包含 problem\.yaml 与 data\/（ICPC\/Kattis）/);
});

t.test('in a folder of packages a refusal names the package\'s file from the archive\'s root', async (t) => {
  const dir = await scratch(t, 'icpc');
  await writeFile(join(dir, 'subtasks/problem.yaml'), 'name: X\ntype: submit-answer interactive\n');
  t.same(await refusal(readPackage(dir, 'contest.zip')), {
    code: 'PROBLEMS_PACKAGE_VALUE_INVALID',
    en: 'subtasks/problem.yaml: type has an unknown or invalid value "submit-answer interactive"',
    zh: 'subtasks/problem.yaml：type 的值“submit-answer interactive”无法识别或不合法',
  }, 'an answer is not run: it cannot be interactive (nor multi-pass)');
});

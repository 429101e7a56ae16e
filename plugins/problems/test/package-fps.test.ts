// FPS files read into the site's problems (issue 31): two problems in one file, limits in their
// units, an embedded image kept as an attachment the statement points at, a HUSTOJ special judge,
// test pairs by order (written out as the file is read, large ones too), and the refusals.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import t from 'tap';
import { detectFormat, readPackage } from '../server/exchange/formats/detect.ts';
import { PACKAGES, cleanUp, fileText, refusal, scratch, inWords } from './package-helpers.ts';

t.test('two problems of one file, with their data, image, special judge and solutions', async (t) => {
  const dir = join(PACKAGES, 'fps');
  t.equal(await detectFormat(dir), 'fps');
  const problems = cleanUp(t, await readPackage(dir, 'two-problems.xml'));
  t.equal(problems.length, 2);
  const [a, b] = problems;
  t.ok(a.workDir && b.workDir === a.workDir, 'the data written out of the XML are in one work folder for the caller to remove');

  t.equal(a.source, 'two-problems.xml#1');
  t.match(a.problem, {
    problemId: '', title: 'A+B with a Picture', timeLimit: 1500, memoryLimit: 128, source: 'Fixture Cup 2026',
    description: '<p>Compute <b>a+b</b>.</p><p><img src="oj-attachment://plus.png" alt="plus"></p>',
    input: '<p>Two integers a and b.</p>', hint: 'Mind the &lt;overflow&gt;.', examples: '<input>1 2</input><output>3</output>',
    judgeMode: 'spj', spjLanguage: 'C',
  });
  t.equal(a.attachments.length, 1);
  t.equal(a.attachments[0].name, 'plus.png');
  const png = await readFile(a.attachments[0].path);
  t.same(png.subarray(0, 8), Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), 'the base64 image is decoded to its bytes');
  t.equal(png.length, 69);
  t.match(a.problem.spjCode, /^\/\* Added on import: HUSTOJ special judges read \(input, answer, output\)/, 'the special judge gets its arguments in HUSTOJ\'s order');
  t.match(a.problem.spjCode, /#line 1\n#include <stdio\.h>\n#include <math\.h>\nint main\(int argc, char \*argv\[\]\)/);
  t.same(a.judge, { checkerProtocol: 'testlib' });
  t.same(a.cases, [
    { input: 'sample1.in', output: 'sample1.out', score: null, groupNum: null, sample: true },
    { input: 'test1.in', output: 'test1.out', score: null, groupNum: null, sample: false },
    { input: 'test2.in', output: 'test2.out', score: null, groupNum: null, sample: false },
  ]);
  t.equal(await fileText(a, 'sample1.in'), '1 2');
  t.equal(await fileText(a, 'test2.in'), '100 200\n');
  t.equal(await fileText(a, 'test2.out'), '300\n');
  t.same(a.solutions.map((s) => [s.path, s.expected, s.language]), [
    ['two-problems.xml item 1 solution 1', 'AC', 'C++'], ['two-problems.xml item 1 solution 2', 'AC', null],
  ]);
  t.same(inWords(a).taken, [
    'time limit 1500 ms, memory limit 128 MB', 'embedded images kept as attachments: 1',
    'test cases: 3 (samples: 1, judged too; test pairs: 2)', 'special judge in C (HUSTOJ\'s arguments reordered for the judge)',
  ]);
  t.same(inWords(a).dropped, [{ item: 'two-problems.xml item 1 solution 2', reason: 'the judge has no language for Pascal: verify skips it' }]);

  t.equal(b.source, 'two-problems.xml#2');
  t.match(b.problem, { title: 'Echo & Repeat', timeLimit: 500, memoryLimit: 64, description: 'Print the line you read.', examples: '<input>hello</input><output>hello</output><input>bye</input><output>bye</output>' });
  t.equal(b.problem.judgeMode, undefined);
  t.same(b.cases.map((c) => c.input), ['sample1.in', 'sample2.in', 'small.in', 'big.in'], 'test files named by their name attribute');
  t.equal((await stat(b.files.get('big.in')!)).size, 5001);
  t.same(b.codeTemplates, [{ language: 'C++', code: '#include <iostream>\nint main() { }\n' }]);
  t.same(b.solutions.map((s) => [s.expected, s.language, s.code]), [['AC', 'Python3', 'print(input())\n']]);
  t.same(inWords(b).dropped, [
    { item: 'two-problems.xml item 2 prepend C++', reason: 'code around the user\'s (function-completion problems) is not supported' },
    { item: 'two-problems.xml item 2 remote_oj', reason: 'not used by this site' },
  ]);
});

t.test('a large test is streamed to its file across read chunks', async (t) => {
  const dir = await scratch(t, 'fps');
  const line = `${'0123456789'.repeat(10)}\n`;
  const path = join(dir, 'big.xml');
  const out = createWriteStream(path);
  out.write('<?xml version="1.0"?>\n<fps version="1.2"><item><title>Big</title><time_limit>1</time_limit><memory_limit>256</memory_limit>');
  out.write('<test_input><![CDATA[');
  for (let i = 0; i < 30_000; i++) out.write(line);
  out.write(']]></test_input><test_output>a &amp; b</test_output></item></fps>\n');
  out.end();
  await once(out, 'finish');
  const problems = cleanUp(t, await readPackage(dir, 'fps-folder'));
  t.same(problems.map((p) => p.source), ['fps-folder/big.xml#1', 'fps-folder/two-problems.xml#1', 'fps-folder/two-problems.xml#2']);
  const big = problems[0];
  t.equal((await stat(big.files.get('test1.in')!)).size, 30_000 * line.length, 'every byte of the 3 MB test');
  t.equal(await fileText(big, 'test1.out'), 'a & b', 'entities outside CDATA are decoded');
  t.match(big.problem, { timeLimit: 1000, memoryLimit: 256 });
});

t.test('refusals: a test input without its output, limits out of range, a special judge in another language, no problem', async (t) => {
  const fps = (body: string) => `<?xml version="1.0"?>\n<fps version="1.5"><item><title>T</title>${body}</item></fps>\n`;
  const dir = await scratch(t, 'fps');
  const read = async (body: string) => {
    await writeFile(join(dir, 'two-problems.xml'), fps(body));
    return refusal(readPackage(dir, 'set.xml'));
  };
  t.same(await read('<test_input>1</test_input><test_output>1</test_output><test_input>2</test_input>'), {
    code: 'PROBLEMS_PACKAGE_NO_ANSWER',
    en: 'The test input two-problems.xml item 1 test_input 2 has no answer (test_output 2 is missing)',
    zh: '测试输入 two-problems.xml item 1 test_input 2 没有对应的答案（缺少 test_output 2）',
  });
  t.same(await read('<time_limit unit="s">61.5</time_limit><test_input>1</test_input><test_output>1</test_output>'), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'two-problems.xml item 1: time_limit 61.5 s is out of range (1 ms to 60000 ms)',
    zh: 'two-problems.xml item 1：time_limit 的值 61.5 s 超出范围（1 ms 至 60000 ms）',
  });
  t.same(await read('<memory_limit unit="kb">99999999</memory_limit><test_input>1</test_input><test_output>1</test_output>'), {
    code: 'PROBLEMS_PACKAGE_LIMIT_RANGE',
    en: 'two-problems.xml item 1: memory_limit 99999999 kb is out of range (1 MB to 4096 MB)',
    zh: 'two-problems.xml item 1：memory_limit 的值 99999999 kb 超出范围（1 MB 至 4096 MB）',
  });
  t.same(await read('<spj language="Java">class Main {}</spj><test_input>1</test_input><test_output>1</test_output>'), {
    code: 'PROBLEMS_PACKAGE_CHECKER_UNSUPPORTED',
    en: 'The checker two-problems.xml item 1 spj is written in Java; checkers can be C, C++ or Python 3',
    zh: '评测程序 two-problems.xml item 1 spj 使用 Java 编写；评测程序只能使用 C、C++ 或 Python 3',
  });
  t.same(await read(''), { code: 'PROBLEMS_PACKAGE_NO_CASES', en: 'two-problems.xml item 1: the problem has no test cases', zh: 'two-problems.xml item 1：题目没有测试点' });
  await writeFile(join(dir, 'two-problems.xml'), '<?xml version="1.0"?>\n<fps version="1.2"></fps>\n');
  t.same(await refusal(readPackage(dir, 'set.xml')), {
    code: 'PROBLEMS_PACKAGE_NO_PROBLEMS', en: 'two-problems.xml holds no FPS problem', zh: 'two-problems.xml 中没有 FPS 题目',
  });
  // a refused read leaves no work folder behind
  const temp = join(dir, 'temp');
  await mkdir(temp);
  await writeFile(join(dir, 'two-problems.xml'), fps('<test_input>1</test_input><test_output>1</test_output><test_input>2</test_input>'));
  t.equal((await refusal(readPackage(dir, 'set.xml', undefined, { tempRoot: temp }))).code, 'PROBLEMS_PACKAGE_NO_ANSWER');
  t.same(await readdir(temp), []);
  await mkdir(join(dir, 'nothing'));
  t.equal((await refusal(readPackage(join(dir, 'nothing'), 'nothing'))).code, 'PROBLEMS_PACKAGE_FORMAT_UNDETECTED');
});

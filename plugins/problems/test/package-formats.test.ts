// What every package reader shares (issue 31): the format told from the files (an explicit one
// overrides it), a package inside a top folder, the reference's own zip read as it always was,
// case file names the judge accepts, language names that exist in the judge's catalog, and import
// reports that read in both languages.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { builtInLanguages } from '@oj/judge-languages';
import { FileNames, splitScore } from '../server/exchange/formats/common.ts';
import { detectFormat, readPackage } from '../server/exchange/formats/detect.ts';
import { SITE_LANGUAGE_NAMES, checkerLanguageOfFile, languageOfFile, languageOfPolygonType } from '../server/exchange/formats/languages.ts';
import { inputOf } from '../server/exchange/problem-package.ts';
import { PACKAGES, cleanUp, inWords, refusal, scratch } from './package-helpers.ts';

t.test('the format is told from the package', async (t) => {
  const cases: Array<[string, string]> = [
    ['icpc/pairsum', 'icpc'], ['icpc', 'icpc'], ['polygon/sum-groups', 'polygon'], ['fps', 'fps'],
    ['qduoj/export', 'qduoj'], ['hydro/export', 'hydro'], ['hydro/export/P1002', 'hydro'], ['hoj/export', 'hoj'],
  ];
  for (const [fixture, format] of cases) t.equal(await detectFormat(join(PACKAGES, fixture)), format, fixture);
  const root = await mkdtemp(join(tmpdir(), 'oj-detect-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'top'));
  await cp(join(PACKAGES, 'polygon/float-std'), join(root, 'top/half'), { recursive: true });
  t.equal(await detectFormat(root), 'polygon', 'a package inside a top folder');
  const [p] = await readPackage(root, 'half.zip');
  t.equal(p.source, 'half.zip/top/half');
  t.equal(p.problem.problemId, 'half');
  t.equal(await detectFormat(join(root, 'top/half/tests')), null, 'nothing recognised');
});

t.test('an explicit format overrides detection', async (t) => {
  const dir = await scratch(t, 'hydro/export');
  // a Hydro problem with an ICPC-style data/ folder beside its testdata/
  await mkdir(join(dir, 'P1002/data'));
  t.equal(await detectFormat(join(dir, 'P1002')), 'icpc');
  const [p] = await readPackage(join(dir, 'P1002'), 'P1002', 'hydro');
  t.equal(p.format, 'hydro');
  t.equal(p.problem.problemId, 'echo');
  t.same(await refusal(readPackage(join(dir, 'P1002'), 'P1002', 'qduoj')), {
    code: 'PROBLEMS_PACKAGE_NOT_FORMAT', en: 'P1002 holds no package of the qduoj format', zh: 'P1002 中没有 qduoj 格式的题目包',
  });
});

t.test('packages of several formats in one archive are refused', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'oj-mixed-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await cp(join(PACKAGES, 'icpc/circle'), join(root, 'circle'), { recursive: true });
  await cp(join(PACKAGES, 'polygon/float-std'), join(root, 'half'), { recursive: true });
  t.same(await refusal(readPackage(root, 'mixed.zip')), {
    code: 'PROBLEMS_PACKAGE_FORMATS_MIXED',
    en: 'mixed.zip mixes packages of several formats (icpc, polygon): import them separately',
    zh: 'mixed.zip 中混有多种格式的题目包（icpc, polygon），请分开导入',
  });
});

t.test('the reference\'s zip is read with problem-package.ts, as the import route reads it', async (t) => {
  const dir = join(PACKAGES, 'hoj/export');
  const [p] = await readPackage(dir, 'problems.zip');
  const text = await readFile(join(dir, 'problem_1.json'), 'utf8');
  const names = ['C++', 'Python3', 'Pascal'];
  const input = inputOf('problem_1', text, (name) => (names.includes(name) ? names.indexOf(name) : undefined));
  t.same(p.problem, input.problem, 'the same fields as the import route');
  t.equal(p.source, 'problems.zip/problem_1');
  t.equal(p.format, 'hoj');
  t.same(p.languages, names, 'every language kept: the importer keeps those the site has');
  t.same(p.codeTemplates, [{ language: 'C++', code: 'int main() {}\n' }]);
  t.same(p.tags, ['Easy', 'Math']);
  t.same(p.cases, [
    { input: '1.in', output: '1.out', score: 40, groupNum: null, sample: false },
    { input: '2.in', output: '2.out', score: 60, groupNum: null, sample: false },
  ]);
  t.equal(p.files.get('2.out'), join(dir, 'problem_1/2.out'));
  t.same(inWords(p), { taken: ['test cases: 2, from problem_1/'], dropped: [] });
});

t.test('reference zip refusals: a listed case file missing, a JSON that is not the reference\'s', async (t) => {
  const dir = await scratch(t, 'hoj/export');
  await rm(join(dir, 'problem_1/2.out'));
  t.same(await refusal(readPackage(dir, 'problems.zip')), { code: 'PROBLEMS_PACKAGE_FILE_MISSING', en: 'The package has no problem_1/2.out', zh: '题目包中缺少 problem_1/2.out' });
  await writeFile(join(dir, 'problem_1.json'), JSON.stringify({ problem: { title: 'no id' } }));
  t.same(await refusal(readPackage(dir, 'problems.zip')), {
    code: 'PROBLEMS_PACKAGE_HOJ_INVALID',
    en: 'problem_1.json does not follow the problem file format (problem, languages, samples…)',
    zh: 'problem_1.json 不符合题目文件的格式（problem、languages、samples 等）',
  });
});

t.test('case file names: flat, in the judge\'s alphabet, unique', async (t) => {
  const names = new FileNames();
  t.equal(names.take('secret-group1-01.in'), 'secret-group1-01.in');
  t.equal(names.take('secret-a b.in'), 'secret-a_b.in');
  t.equal(names.take('secret-a?b.in'), 'secret-a_b-2.in', 'a clash is numbered');
  t.equal(names.take('SECRET-GROUP1-01.in'), 'SECRET-GROUP1-01-2.in', 'names differing only in case clash on some file systems');
  t.equal(names.take('.hidden'), 'hidden');
  t.equal(names.take('测试.in'), '__.in');
  t.same(splitScore(100, 3), [34, 33, 33]);
  t.same(splitScore(60, 4), [15, 15, 15, 15]);
});

t.test('language names are the judge\'s', async (t) => {
  const catalog = new Set(builtInLanguages.map((l) => l.name));
  for (const name of SITE_LANGUAGE_NAMES) t.ok(catalog.has(name), `${name} is in the catalog`);
  t.equal(languageOfFile('a.cc', ''), 'C++ 17 With O2', 'built as the ICPC tools build C++: -O2, C++17');
  t.equal(languageOfFile('a.py', '#!/usr/bin/env python3\n'), 'Python3');
  t.equal(languageOfFile('a.py', '#!/usr/bin/python2.7\nprint 1\n'), null, 'Python 2 by its shebang');
  t.equal(languageOfFile('Main.kt', ''), null, 'no Kotlin here');
  t.equal(checkerLanguageOfFile('validate.cpp'), 'C++');
  t.equal(checkerLanguageOfFile('validator.py'), 'Python3');
  t.equal(checkerLanguageOfFile('Validator.java'), null);
  t.equal(languageOfPolygonType('cpp.g++17'), 'C++ 17');
  t.equal(languageOfPolygonType('cpp.msys2-mingw64-9-g++17'), 'C++ 17');
  t.equal(languageOfPolygonType('cpp.gcc14-64-msys2-g++23'), 'C++ 20');
  t.equal(languageOfPolygonType('cpp.g++11'), 'C++');
  t.equal(languageOfPolygonType('python.2'), null);
  t.equal(languageOfPolygonType('kotlin19'), null);
});

t.test('every line of every fixture\'s import report reads in both languages, with no key or placeholder left', async (t) => {
  const fixtures = ['icpc', 'polygon/sum-groups', 'polygon/float-std', 'fps', 'qduoj/export', 'hydro/export', 'hoj/export'];
  let lines = 0;
  for (const fixture of fixtures) {
    for (const p of cleanUp(t, await readPackage(join(PACKAGES, fixture), fixture))) {
      const [en, zh] = [inWords(p, 'en-US'), inWords(p, 'zh-CN')];
      const texts = [...en.taken, ...zh.taken, ...[...en.dropped, ...zh.dropped].flatMap((d) => [d.item, d.reason])];
      for (const text of texts) t.notMatch(text, /PROBLEMS_REPORT_|(?<!\w)\{[a-z]\w*\}/, `${p.source}: ${text}`); // (LaTeX's \begin{figure} is text)
      t.not(zh.taken.join('\n'), en.taken.join('\n'), `${p.source}: the Chinese report is not the English one`);
      lines += en.taken.length + en.dropped.length;
    }
  }
  t.ok(lines > 60, `${lines} report lines checked`);
});

t.test('a report line in Chinese', async (t) => {
  const [p] = await readPackage(join(PACKAGES, 'icpc/subtasks'), 'subtasks');
  t.same(inWords(p!, 'zh-CN').taken, [
    '格式：legacy，类型 scoring', '时间限制 1000 毫秒，为本站默认值：题目包没有给出（oj problem verify 会按最慢的正确解 × 5 推算）',
    '输出限制 8 MiB，为该格式的默认值（题目包没有给出 limits.output；标准输出与标准错误分别计算）',
    '默认校验：逐词比较，不区分大小写', '计分：共 60 分，group1：30 分（全部通过才得分），group2：30 分（按用例得分）',
    '测试用例 6 组（样例 1 组）', '题目包中没有题面', '附带预期结果的解答：1 份',
  ]);
  t.same(inWords(p!, 'zh-CN').dropped, [
    { item: 'data/secret/group2/orphan.ans', reason: '只有答案没有输入（.in），不构成用例' },
    { item: 'submissions/partially_accepted/small.py', reason: '预期结果 "partially_accepted" 没有可核对的评测结果' },
  ]);
});

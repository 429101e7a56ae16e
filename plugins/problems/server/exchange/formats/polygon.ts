// Polygon's full package (problem.xml): names and statements in the package's languages (the site
// keeps one: Chinese, else English, else the first), the main testset's tests with their inputs
// and answers present (a package whose tests were never built by doall is refused), groups and
// points, limits, the checker (testlib's standard ones mapped to the judge's comparisons, any
// other compiled as a testlib checker with testlib.h beside it), the interactor, and the
// solutions with their tags.
import type { InputValidatorSpec } from '@oj/judge-engine';
import { PROBLEM_TYPE } from '../../../shared/models.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import {
  FileNames, Report, blankProblem, cleanTags, examplesText, finish, firstLine, fullScore, inLanguage, jsonValue, line, map, memoryLimitMb, preferredLanguage, refuse, timeLimitMs, usableId,
} from './common.ts';
import { standardChecker } from './checkers.ts';
import { checkerLanguageOfPolygonType, languageOfPolygonType } from './languages.ts';
import { attachmentLink, type ExpectedVerdict, type ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { latexToMarkdown } from './statement.ts';
import { child, children, parseXml, type XmlElement } from './xml.ts';

const FILE = 'problem.xml';

const EXPECTED_BY_TAG: Record<string, ExpectedVerdict> = {
  main: 'AC', accepted: 'AC', 'wrong-answer': 'WA', 'presentation-error': 'PE', 'time-limit-exceeded': 'TLE',
  'memory-limit-exceeded': 'MLE', 'run-time-error': 'RE', 'time-limit-exceeded-or-accepted': 'ANY', 'time-limit-exceeded-or-memory-limit-exceeded': 'ANY',
};

/** printf's %d / %02d of a path pattern */
function pathOf(pattern: string, index: number): string {
  return pattern.replace(/%0?(\d*)d/, (m, width: string) => String(index).padStart(m.startsWith('%0') ? Number(width) : 0, '0'));
}

async function readTree(pkg: PackageDir): Promise<XmlElement> {
  const text = (await pkg.readText(FILE))!;
  let root: XmlElement | null;
  try {
    root = parseXml(text);
  } catch (err) {
    throw refuse('XML_INVALID', { file: FILE, detail: firstLine(err) });
  }
  if (!root || root.name !== 'problem') throw refuse('XML_ROOT', { file: FILE, root: root?.name ?? '', expected: 'problem' });
  return root;
}

interface Test { index: number; sample: boolean; points: number; group: string; input: string; answer: string }

async function testsOf(pkg: PackageDir, testset: XmlElement): Promise<Test[]> {
  const inputPattern = child(testset, 'input-path-pattern')?.text.trim() || 'tests/%02d';
  const answerPattern = child(testset, 'answer-path-pattern')?.text.trim() || 'tests/%02d.a';
  const tests: Test[] = [];
  for (const [i, test] of children(child(testset, 'tests'), 'test').entries()) {
    const input = pathOf(inputPattern, i + 1);
    const answer = pathOf(answerPattern, i + 1);
    if (!(await pkg.isFile(input))) throw refuse('NOT_BUILT', { file: input });
    if (!(await pkg.isFile(answer))) throw refuse('NOT_BUILT', { file: answer });
    tests.push({ index: i + 1, sample: test.attrs.sample === 'true', points: Number(test.attrs.points ?? 0) || 0, group: test.attrs.group ?? '', input, answer });
  }
  return tests;
}

/**
 * Groups and points: a complete-group group is one subtask worth its points (judgeCaseMode
 * subtask_lowest, each case carrying them); the cases of an each-test group score their own
 * points. No points anywhere: an ACM problem, groups kept as numbers.
 */
function scoreTests(problem: ImportedProblem, testset: XmlElement, tests: Test[], names: FileNames, report: Report): Array<{ test: Test; inName: string; ansName: string }> {
  const groups = new Map(children(child(testset, 'groups'), 'group').map((g) => [g.attrs.name ?? '', g]));
  const groupNames = [...new Set(tests.map((t) => t.group))];
  const complete = (name: string) => groups.get(name)?.attrs['points-policy'] === 'complete-group';
  const groupPoints = (name: string) => {
    const g = groups.get(name);
    return g?.attrs.points !== undefined ? Number(g.attrs.points) : tests.filter((t) => t.group === name).reduce((s, t) => s + t.points, 0);
  };
  const scored = tests.some((t) => t.points > 0) || [...groups.values()].some((g) => Number(g.attrs.points ?? 0) > 0);
  const bySubtask = scored && groupNames.some((n) => n !== '' && complete(n));
  for (const g of groups.values()) {
    if (children(child(g, 'dependencies'), 'dependency').length) report.drop(line('ITEM_GROUP_DEPENDENCIES', { group: g.attrs.name ?? '' }), 'DEPENDENCIES_UNSUPPORTED');
  }
  const named = tests.map((test) => {
    const stem = test.input.split('/').pop()!.replace(/\.in$/, '');
    return { test, inName: names.take(`${stem}.in`), ansName: names.take(`${stem}.ans`) };
  });
  const numbers = new Map<string, number>();
  let next = 1;
  const numberOf = (group: string) => {
    if (!numbers.has(group)) numbers.set(group, next++);
    return numbers.get(group)!;
  };
  problem.cases = named.map(({ test, inName, ansName }) => {
    const grouped = groupNames.length > 1 || test.group !== '';
    let groupNum: number | null = null;
    if (bySubtask) groupNum = test.group !== '' && complete(test.group) ? numberOf(test.group) : next++;
    else if (grouped) groupNum = numberOf(test.group);
    const points = !scored ? null : bySubtask && test.group !== '' && complete(test.group) ? groupPoints(test.group) : test.points;
    if (points !== null && !Number.isInteger(points)) report.drop(line('ITEM_TEST_POINTS', { test: test.index }), 'POINTS_ROUNDED', { points, rounded: Math.round(points) });
    return { input: inName, output: ansName, score: points === null ? null : Math.max(0, Math.round(points)), groupNum, sample: test.sample };
  });
  if (scored) {
    problem.problem.type = PROBLEM_TYPE.oi;
    problem.problem.ioScore = fullScore(problem.cases, bySubtask);
    problem.problem.judgeCaseMode = bySubtask ? 'subtask_lowest' : 'default';
    if (groups.size) {
      report.take('POINTS_IN_GROUPS', { points: problem.problem.ioScore, count: groups.size, groups: [...groups.keys()].map((n) => (complete(n)
        ? line('GROUP_ALL_OR_NOTHING', { group: n, points: groupPoints(n) }) : line('GROUP_PER_TEST', { group: n }))) });
    } else {
      report.take('POINTS', { points: problem.problem.ioScore });
    }
  } else if (groups.size) {
    report.take('GROUPS_NO_POINTS', { count: groups.size });
  }
  return named;
}

/** resource files a testlib program includes (testlib.h and headers of files/) */
async function includesOf(pkg: PackageDir, code: string): Promise<string | null> {
  const extra: Record<string, string> = {};
  for (const m of code.matchAll(/#\s*include\s*"([^"]+)"/g)) {
    const name = m[1].split('/').pop()!;
    if (!TEST_FILE_NAME.test(name)) continue;
    const text = (await pkg.readText(`files/${name}`)) ?? (await pkg.readText(name));
    if (text !== null) extra[name] = text;
  }
  return Object.keys(extra).length ? JSON.stringify(extra) : null;
}

async function programOf(pkg: PackageDir, element: XmlElement | undefined, what: string): Promise<{ code: string; language: 'C' | 'C++' | 'Python3'; path: string } | null> {
  const source = child(element, 'source');
  if (!source?.attrs.path) return null;
  const code = await pkg.readText(source.attrs.path);
  if (code === null) throw refuse('FILE_MISSING', { file: source.attrs.path });
  const language = checkerLanguageOfPolygonType(source.attrs.type ?? '');
  if (!language) throw refuse('CHECKER_UNSUPPORTED', { file: source.attrs.path, language: source.attrs.type ?? what });
  return { code, language, path: source.attrs.path };
}

async function judgeOf(pkg: PackageDir, root: XmlElement, problem: ImportedProblem, report: Report): Promise<void> {
  const assets = child(root, 'assets');
  const p = problem.problem;
  const interactor = await programOf(pkg, child(assets, 'interactor'), 'interactor');
  const checker = child(assets, 'checker');
  if (interactor) {
    Object.assign(p, { judgeMode: 'interactive', spjCode: interactor.code, spjLanguage: interactor.language, judgeExtraFile: await includesOf(pkg, interactor.code) });
    problem.judge.checkerProtocol = 'testlib';
    report.take('INTERACTOR', { path: interactor.path });
    if (checker) report.drop(`checker ${checker.attrs.name ?? ''}`.trim(), 'CHECKER_OF_INTERACTIVE');
    return;
  }
  if (!checker) {
    report.take('NO_CHECKER');
    return;
  }
  const standard = standardChecker(checker.attrs.name ?? '');
  if (standard) {
    if (standard.kind === 'comparison') problem.judge.comparison = standard.comparison;
    else p.isRemoveEndBlank = standard.kind === 'lines';
    p.judgeMode = 'default';
    report.take('STANDARD_CHECKER', { name: checker.attrs.name ?? '', what: standard.what });
    return;
  }
  const program = await programOf(pkg, checker, 'checker');
  if (!program) throw refuse('FILE_MISSING', { file: `${FILE} checker source` });
  Object.assign(p, { judgeMode: 'spj', spjCode: program.code, spjLanguage: program.language, judgeExtraFile: await includesOf(pkg, program.code) });
  problem.judge.checkerProtocol = 'testlib';
  if (p.judgeExtraFile) report.take('CHECKER_WITH', { path: program.path, files: Object.keys(JSON.parse(p.judgeExtraFile)).join(', ') });
  else report.take('CHECKER', { path: program.path });
}

/**
 * The validators, kept with the problem (for `oj problem verify`): testlib programs run on every
 * test of the main testset as Polygon runs them, `validator --testset <name> [--group <group>] < input`,
 * exit 0 valid. A real problem.xml names no tests for a validator: a group's own rules are in the
 * validator (testlib's validator.group()); the <testset> inside a <validator> is its own tests
 * (Polygon's validator tests), not used here.
 */
async function validatorsOf(
  pkg: PackageDir, root: XmlElement, testset: string, named: Array<{ test: Test; inName: string }>, problem: ImportedProblem, report: Report,
): Promise<void> {
  const elements = children(child(child(root, 'assets'), 'validators'), 'validator');
  const validators: InputValidatorSpec[] = [];
  for (const element of elements) {
    try {
      const program = await programOf(pkg, element, 'validator');
      if (!program) continue;
      const extra = await includesOf(pkg, program.code);
      validators.push({ path: program.path, language: program.language, code: program.code, protocol: 'testlib' as const, ...(extra ? { extraFiles: JSON.parse(extra) as Record<string, string> } : {}) });
    } catch {
      report.drop(child(element, 'source')?.attrs.path ?? 'validator', 'INPUT_VALIDATOR_UNSUPPORTED');
    }
  }
  if (!validators.length) return;
  problem.inputValidation = {
    validators,
    inputs: named.map(({ test, inName }) => ({ name: inName, path: test.input, args: ['--testset', testset, ...(test.group ? ['--group', test.group] : [])] })),
  };
  report.take('VALIDATORS_KEPT', { validators: validators.map((v) => v.path).join(', ') });
}

const SECTIONS: Array<[string, 'description' | 'input' | 'output' | 'hint' | 'interaction' | 'scoring']> = [
  ['legend', 'description'], ['input', 'input'], ['output', 'output'], ['notes', 'hint'], ['interaction', 'interaction'], ['scoring', 'scoring'],
];

/** the statement's sections in one language: statement-sections/<lang>/*.tex, else problem-properties.json */
async function sectionsOf(pkg: PackageDir, lang: string): Promise<{ texts: Partial<Record<string, string>>; dir: string } | null> {
  const dir = `statement-sections/${lang}`;
  const texts: Partial<Record<string, string>> = {};
  for (const [name] of SECTIONS) {
    const text = await pkg.readText(`${dir}/${name}.tex`);
    if (text !== null) texts[name] = text;
  }
  if (Object.keys(texts).length) return { texts, dir };
  const json = await pkg.readText(`statements/${lang}/problem-properties.json`);
  if (json === null) return null;
  const props = map(jsonValue(json, `statements/${lang}/problem-properties.json`)) ?? {};
  for (const [name] of SECTIONS) if (typeof props[name] === 'string') texts[name] = props[name] as string;
  return { texts, dir: `statements/${lang}` };
}

async function statementOf(pkg: PackageDir, root: XmlElement, lang: string, tests: Test[], problem: ImportedProblem, report: Report): Promise<void> {
  const statements = children(child(root, 'statements'), 'statement');
  for (const s of statements.filter((x) => x.attrs.language !== lang)) report.drop(s.attrs.path ?? `statement (${s.attrs.language})`, 'STATEMENT_IN_LANGUAGE', { language: s.attrs.language ?? '', taken: lang ?? '' });
  if (child(root, 'tutorials')) report.drop('tutorials', 'NOT_USED');
  const sections = await sectionsOf(pkg, lang);
  const attachments = new FileNames();
  const attach = async (path: string) => {
    const real = await pkg.resolve(path);
    if (!real) return null;
    const name = attachments.take(path.split('/').pop()!);
    problem.attachments.push({ name, path: real });
    return name;
  };
  if (!sections) {
    const file = statements.find((s) => s.attrs.language === lang && s.attrs.type === 'application/pdf') ?? statements.find((s) => s.attrs.language === lang);
    const name = file?.attrs.path ? await attach(file.attrs.path) : null;
    problem.problem.description = name ? inLanguage(lang, `The statement of this problem is attached as ${name}.`, `本题题面见附件 ${name}。`) : null;
    if (name) report.take('STATEMENT_ATTACHED', { path: file!.attrs.path ?? '' });
    else report.take('NO_STATEMENT');
  } else {
    const unknown = new Set<string>();
    const converted: Partial<Record<string, string>> = {};
    for (const [name, field] of SECTIONS) {
      const text = sections.texts[name];
      if (!text?.trim()) continue;
      const c = latexToMarkdown(text);
      c.unknown.forEach((u) => unknown.add(u));
      let md = c.markdown;
      for (const image of c.images) {
        const stored = await attach(`${sections.dir}/${image}`);
        if (stored) md = md.split(`(${image})`).join(`(${attachmentLink(stored)})`);
      }
      converted[field] = md;
    }
    const extra = [
      converted.interaction ? `${inLanguage(lang, '## Interaction', '## 交互')}\n\n${converted.interaction}` : '',
      converted.scoring ? `${inLanguage(lang, '## Scoring', '## 评分')}\n\n${converted.scoring}` : '',
    ].filter(Boolean);
    let description = [converted.description ?? '', ...extra].filter(Boolean).join('\n\n');
    if (unknown.size) {
      const tex = statements.find((s) => s.attrs.language === lang && s.attrs.type === 'application/x-tex') ?? statements.find((s) => s.attrs.language === lang);
      const name = tex?.attrs.path ? await attach(tex.attrs.path) : null;
      const list = [...unknown].join(', ');
      description = `> ${inLanguage(lang, `Parts of this statement are LaTeX that could not be converted (${list})${name ? `; the original is attached as ${name}` : ''}.`, `题面中部分 LaTeX 内容（${list}）无法自动转换${name ? `，原文见附件 ${name}` : ''}。`)}\n\n${description}`;
    }
    Object.assign(problem.problem, { description: description || null, input: converted.input ?? null, output: converted.output ?? null, hint: converted.hint ?? null });
    if (unknown.size) report.take('STATEMENT_FROM_IN_PART', { language: lang ?? '', dir: sections.dir, unknown: [...unknown].join(', ') });
    else report.take('STATEMENT_FROM', { language: lang ?? '', dir: sections.dir });
  }
  const pairs: Array<{ input: string; output: string }> = [];
  for (let i = 1; ; i++) {
    const n = String(i).padStart(2, '0');
    const input = await pkg.readText(`statement-sections/${lang}/example.${n}`);
    if (input === null) break;
    pairs.push({ input, output: (await pkg.readText(`statement-sections/${lang}/example.${n}.a`)) ?? '' });
  }
  if (!pairs.length && problem.problem.judgeMode !== 'interactive') {
    for (const t of tests.filter((x) => x.sample)) pairs.push({ input: (await pkg.readText(t.input))!, output: (await pkg.readText(t.answer))! });
  }
  problem.problem.examples = examplesText(pairs, report);
}

async function solutionsOf(pkg: PackageDir, root: XmlElement, problem: ImportedProblem, report: Report): Promise<void> {
  for (const solution of children(child(child(root, 'assets'), 'solutions'), 'solution')) {
    const source = child(solution, 'source');
    const path = source?.attrs.path;
    if (!path) continue;
    const tag = solution.attrs.tag ?? '';
    const expected = EXPECTED_BY_TAG[tag];
    if (!expected) {
      report.drop(path, 'TAG_UNKNOWN', { tag });
      continue;
    }
    const code = await pkg.readText(path);
    if (code === null) {
      report.drop(path, 'SOLUTION_MISSING');
      continue;
    }
    const language = languageOfPolygonType(source.attrs.type ?? '');
    if (!language) report.drop(path, 'SOLUTION_LANGUAGE_MISSING', { language: source.attrs.type ?? '' });
    problem.solutions.push({ path, language, expected, code });
  }
  if (problem.solutions.length) report.take('SOLUTIONS_TAGGED', { count: problem.solutions.length });
}

export async function readPolygon(pkg: PackageDir, source: string): Promise<ImportedProblem> {
  const root = await readTree(pkg);
  const problem = blankProblem(source, 'polygon');
  const report = new Report(problem.report);
  const p = problem.problem;
  p.problemId = usableId(root.attrs['short-name']);
  const names = children(child(root, 'names'), 'name');
  const statementLangs = children(child(root, 'statements'), 'statement').map((s) => s.attrs.language ?? '');
  const lang = preferredLanguage([...new Set([...names.map((n) => n.attrs.language ?? ''), ...statementLangs])]) ?? 'english';
  p.title = (names.find((n) => n.attrs.language === lang) ?? names[0])?.attrs.value ?? root.attrs['short-name'] ?? '';
  const judging = child(root, 'judging');
  if (Number(judging?.attrs['run-count'] ?? 1) > 1) throw refuse('UNSUPPORTED', { file: FILE, field: 'run-count', value: judging!.attrs['run-count'] });
  const input = judging?.attrs['input-file'] ?? '';
  const output = judging?.attrs['output-file'] ?? '';
  if (input || output) {
    Object.assign(p, { isFileIO: true, ioReadFileName: input || 'input.txt', ioWriteFileName: output || 'output.txt' });
    report.take('FILE_IO', { input: p.ioReadFileName ?? '', output: p.ioWriteFileName ?? '' });
  }
  const testsets = children(judging, 'testset');
  const testset = testsets.find((t) => t.attrs.name === 'tests') ?? testsets[0];
  if (!testset) throw refuse('NO_CASES', { file: FILE });
  for (const other of testsets.filter((t) => t !== testset)) report.drop(`testset ${other.attrs.name}`, 'ONLY_MAIN_TESTSET', { testset: testset.attrs.name ?? '' });
  const time = child(testset, 'time-limit')?.text.trim();
  const memory = child(testset, 'memory-limit')?.text.trim();
  if (time) p.timeLimit = timeLimitMs(Number(time), FILE, 'time-limit', `${time} ms`);
  if (memory) p.memoryLimit = memoryLimitMb(Number(memory) / 1048576, FILE, 'memory-limit', `${memory} bytes`);
  report.take('LIMITS_OF_TESTSET', { ms: p.timeLimit ?? '-', mb: p.memoryLimit ?? '-', testset: testset.attrs.name ?? '' });
  const tests = await testsOf(pkg, testset);
  const fileNames = new FileNames();
  const named = scoreTests(problem, testset, tests, fileNames, report);
  for (const t of named) {
    problem.files.set(t.inName, (await pkg.resolve(t.test.input))!);
    problem.files.set(t.ansName, (await pkg.resolve(t.test.answer))!);
  }
  report.take('TESTS', { count: tests.length, samples: tests.filter((t) => t.sample).length });
  await judgeOf(pkg, root, problem, report);
  await statementOf(pkg, root, lang, tests, problem, report);
  await validatorsOf(pkg, root, testset.attrs.name ?? 'tests', named, problem, report);
  await solutionsOf(pkg, root, problem, report);
  problem.tags = cleanTags(children(child(root, 'tags'), 'tag').map((t) => t.attrs.value));
  return finish(problem, FILE);
}

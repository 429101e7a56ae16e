// Hydro's problem export: a folder per problem with problem.yaml {pid, title, tag…}, the statement
// problem_<lang>.md (or problem.md), testdata/ with config.yaml {type, time, memory, checker_type,
// checker, interactor, subtasks [{score, type min|max|sum, cases}], cases, filename, langs…}, and
// additional_file/. Without cases in config.yaml the cases are found from the file names as Hydro
// does (packages/common/subtask.ts): 1.in/1.out|.ans, input1.txt/output1.txt, Lemon's x.in1/x.ou1,
// and 2-3.in as case 3 of subtask 2 (scored by its minimum).
import { ANSWER_LANGUAGE } from '@oj/judge-engine';
import { PROBLEM_TYPE } from '../../../shared/models.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import {
  FileNames, Report, blankProblem, cleanTags, examplesText, finish, fullScore, map, memoryLimitMb, line, preferredLanguage, refuse, splitScore, str, timeLimitMs, usableId, yamlMap,
} from './common.ts';
import { hustojChecker } from './checkers.ts';
import { checkerLanguageOfFile, languageOfFile, languageOfName } from './languages.ts';
import { attachmentLink, type ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { splitSections } from './statement.ts';

const CONFIG = 'testdata/config.yaml';
const CONFIG_KEYS = new Set([
  'type', 'time', 'memory', 'score', 'filename', 'checker_type', 'checker', 'interactor', 'subtasks', 'cases', 'langs',
  'user_extra_files', 'judge_extra_files', 'time_limit_rate', 'memory_limit_rate', 'detail', 'key', 'outputs', 'num_processes', 'validator',
]);

export async function isHydroPackage(pkg: PackageDir): Promise<boolean> {
  if (!(await pkg.isFile('problem.yaml'))) return false;
  if (await pkg.isDir('testdata')) return true;
  return (await pkg.list()).some((e) => /^problem(_[A-Za-z_-]+)?\.md$/.test(e.name));
}

/** "1s", "1000ms", "1.5s", 1000 → ms; "256m", "1g", "512k", 256 → MB */
function hydroTimeMs(value: unknown): number {
  if (typeof value === 'number') return value;
  const m = /^([0-9]+(?:\.[0-9]*)?)\s*([mu]?)s?$/i.exec(str(value)?.trim() ?? '');
  if (!m) return Number.NaN;
  const unit = m[2].toLowerCase();
  return Number(m[1]) * (unit === 'm' ? 1 : unit === 'u' ? 0.001 : 1000);
}

function hydroMemoryMb(value: unknown): number {
  if (typeof value === 'number') return value;
  const m = /^([0-9]+(?:\.[0-9]*)?)\s*([kmg])?b?$/i.exec(str(value)?.trim() ?? '');
  if (!m) return Number.NaN;
  const unit = (m[2] ?? 'm').toLowerCase();
  return Number(m[1]) * (unit === 'g' ? 1024 : unit === 'k' ? 1 / 1024 : 1);
}

interface HydroCase { input: string; output: string; score?: number }
interface HydroSubtask { id: number; score?: number; type: 'min' | 'max' | 'sum'; cases: HydroCase[] }

/** Hydro's file name rules (subtask.ts SubtaskMatcher), first match wins */
function matchCase(file: string, files: Set<string>): { subtask: number; id: number; output: string; type: 'min' | 'sum' } | null {
  const rules: Array<{ re: RegExp; outputs: (m: RegExpExecArray) => string[]; subtask: (m: RegExpExecArray) => number; id: (m: RegExpExecArray) => number; type: (m: RegExpExecArray) => 'min' | 'sum' }> = [
    {
      re: /^(([\w.-]*?)(?:(\d*)[-_])?(\d+))\.(in|IN|txt|TXT|in\.txt|IN\.TXT)$/,
      outputs: (m) => ['out', 'ans'].flatMap((e) => [e, e.toUpperCase(), `${e}.txt`, `${e.toUpperCase()}.TXT`])
        .flatMap((e) => [`${m[1]}.${e}`, `${m[1]}.${e}`.replace(/input/g, 'output').replace(/INPUT/g, 'OUTPUT')])
        .concat(m[1].includes('input') ? [`${m[1]}.txt`.replace(/input/g, 'output')] : []),
      subtask: (m) => Number(m[3] || 1), id: (m) => Number(m[4]), type: (m) => (m[3] ? 'min' : 'sum'),
    },
    {
      re: /^(\D*)\.(in|IN)(\d+)$/,
      outputs: (m) => [`${m[1]}.${m[2] === 'in' ? 'ou' : 'OU'}${m[3]}`, `${m[1]}.${m[2] === 'in' ? 'out' : 'OUT'}${m[3]}`],
      subtask: () => 1, id: (m) => Number(m[3]), type: () => 'sum',
    },
  ];
  for (const rule of rules) {
    const m = rule.re.exec(file);
    if (!m) continue;
    const output = rule.outputs(m).find((o) => o !== file && files.has(o));
    if (output) return { subtask: rule.subtask(m), id: rule.id(m), output, type: rule.type(m) };
  }
  return null;
}

/** the cases found from file names, in subtasks, when config.yaml lists none */
function casesFromFiles(files: string[]): HydroSubtask[] {
  const names = new Set(files);
  const subtasks = new Map<number, HydroSubtask & { ids: number[] }>();
  for (const file of files) {
    const found = matchCase(file, names);
    if (!found) continue;
    const subtask = subtasks.get(found.subtask) ?? { id: found.subtask, type: found.type, cases: [], ids: [] };
    subtask.cases.push({ input: file, output: found.output });
    subtask.ids.push(found.id);
    subtasks.set(found.subtask, subtask);
  }
  return [...subtasks.values()].sort((a, b) => a.id - b.id).map(({ ids, ...s }) => ({
    ...s,
    cases: s.cases.map((c, i) => ({ c, id: ids[i] })).sort((a, b) => a.id - b.id || (a.c.input < b.c.input ? -1 : 1)).map((x) => x.c),
  }));
}

function subtasksOf(config: Record<string, unknown>, files: string[], report: Report): HydroSubtask[] {
  const caseOf = (c: unknown): HydroCase => {
    const m = map(c) ?? {};
    return { input: str(m.input) ?? '', output: str(m.output) ?? '', ...(m.score !== undefined ? { score: Number(m.score) } : {}) };
  };
  if (Array.isArray(config.subtasks) && config.subtasks.length) {
    return config.subtasks.map((s, i) => {
      const m = map(s) ?? {};
      const type = str(m.type) === 'sum' ? 'sum' : str(m.type) === 'max' ? 'max' : 'min';
      if (Array.isArray(m.if) && m.if.length) report.drop(`subtask ${str(m.id) ?? i + 1} if`, 'SUBTASK_DEPENDENCIES');
      if (m.time !== undefined || m.memory !== undefined) report.drop(`subtask ${str(m.id) ?? i + 1} time/memory`, 'SUBTASK_LIMITS');
      return { id: Number(m.id ?? i + 1), type, ...(m.score !== undefined ? { score: Number(m.score) } : {}), cases: (Array.isArray(m.cases) ? m.cases : []).map(caseOf) };
    });
  }
  if (Array.isArray(config.cases) && config.cases.length) return [{ id: 1, type: 'sum', cases: config.cases.map(caseOf) }];
  const found = casesFromFiles(files);
  if (found.length) report.take('CASES_BY_NAME', { config: CONFIG });
  return found;
}

/** Hydro's scoring: subtasks without a score share the rest of 100; a min subtask's cases carry its score, a sum subtask's share it */
async function casesOf(pkg: PackageDir, config: Record<string, unknown>, problem: ImportedProblem, report: Report): Promise<void> {
  const files = (await pkg.list('testdata')).filter((e) => e.kind === 'file').map((e) => e.name);
  const subtasks = subtasksOf(config, files, report);
  const total = config.score !== undefined ? Number(config.score) : 100;
  const shares = splitScore(Math.max(0, total - subtasks.reduce((s, t) => s + (t.score ?? 0), 0)), subtasks.filter((t) => t.score === undefined).length);
  // subtasks written in config.yaml, or several found from names like 2-1.in, are scored
  const scored = (Array.isArray(config.subtasks) && config.subtasks.length > 0) || subtasks.length > 1;
  const bySubtask = scored && subtasks.some((s) => s.type !== 'sum');
  const names = new FileNames();
  let next = 1;
  for (const subtask of subtasks) {
    if (subtask.type === 'max') report.drop(`subtask ${subtask.id} type max`, 'SUBTASK_MAX');
    const score = subtask.score ?? shares.shift() ?? 0;
    const caseScores = subtask.type === 'sum' ? splitScore(score - subtask.cases.reduce((s, c) => s + (c.score ?? 0), 0), subtask.cases.filter((c) => c.score === undefined).length) : [];
    const shared = next;
    if (!bySubtask || subtask.type !== 'sum') next++;
    for (const c of subtask.cases) {
      for (const file of [c.input, c.output]) if (!files.includes(file)) throw refuse('FILE_MISSING', { file: `testdata/${file}` });
      const input = names.take(c.input);
      const output = names.take(c.output);
      problem.files.set(input, (await pkg.resolve(`testdata/${c.input}`))!);
      problem.files.set(output, (await pkg.resolve(`testdata/${c.output}`))!);
      const caseScore = c.score ?? (subtask.type === 'sum' ? caseScores.shift() ?? 0 : score);
      const groupNum = !scored ? null : !bySubtask ? shared : subtask.type === 'sum' ? next++ : shared;
      problem.cases.push({ input, output, score: scored ? Math.max(0, Math.round(caseScore)) : null, groupNum, sample: false });
    }
  }
  if (scored) {
    problem.problem.type = PROBLEM_TYPE.oi;
    problem.problem.ioScore = fullScore(problem.cases, bySubtask);
    problem.problem.judgeCaseMode = bySubtask ? 'subtask_lowest' : 'default';
    report.take('SUBTASKS', { count: subtasks.length, points: problem.problem.ioScore ?? 0, subtasks: subtasks.map((s) => line('SUBTASK', { id: s.id, cases: s.cases.length, type: s.type })) });
  }
  report.take('CASE_COUNT', { count: problem.cases.length });
}

async function checkerOf(pkg: PackageDir, config: Record<string, unknown>, problem: ImportedProblem, report: Report): Promise<void> {
  const type = str(config.type) ?? 'default';
  if (!['default', 'interactive', 'submit_answer'].includes(type)) throw refuse('UNSUPPORTED', { file: CONFIG, field: 'type', value: type });
  const p = problem.problem;
  if (type === 'submit_answer') {
    // answers, not programs (the engine's answer-case.ts): a case's section is named by its input file
    // (small1 for small1.in), as Hydro names a case's answer file; its checker_type judges them as usual
    problem.languages = [ANSWER_LANGUAGE];
    report.take('FORMAT_SUBMIT_ANSWER', { language: ANSWER_LANGUAGE });
  }
  const program = async (field: 'checker' | 'interactor') => {
    const name = str(config[field]);
    if (!name) throw refuse('VALUE_INVALID', { file: CONFIG, field, value: '(none)' });
    const code = await pkg.readText(`testdata/${name}`);
    if (code === null) throw refuse('FILE_MISSING', { file: `testdata/${name}` });
    const language = checkerLanguageOfFile(name);
    if (!language) throw refuse('CHECKER_UNSUPPORTED', { file: `testdata/${name}`, language: name.split('.').pop() ?? '?' });
    const testlib = await pkg.readText('testdata/testlib.h');
    if (testlib !== null && code.includes('testlib.h')) p.judgeExtraFile = JSON.stringify({ 'testlib.h': testlib });
    return { name, code, language };
  };
  if (type === 'interactive') {
    const interactor = await program('interactor');
    Object.assign(p, { judgeMode: 'interactive', spjCode: interactor.code, spjLanguage: interactor.language });
    problem.judge.checkerProtocol = 'testlib';
    report.take('INTERACTOR', { path: `testdata/${interactor.name}` });
    return;
  }
  const checkerType = str(config.checker_type) ?? 'default';
  if (checkerType === 'default') return;
  if (checkerType === 'strict') {
    p.isRemoveEndBlank = false;
    report.take('STRICT_COMPARISON');
    return;
  }
  if (!['testlib', 'kattis', 'hustoj', 'qduoj'].includes(checkerType)) throw refuse('UNSUPPORTED', { file: CONFIG, field: 'checker_type', value: checkerType });
  const checker = await program('checker');
  if (checkerType === 'hustoj' && checker.language === 'Python3') throw refuse('CHECKER_UNSUPPORTED', { file: `testdata/${checker.name}`, language: 'Python (HUSTOJ)' });
  p.judgeMode = 'spj';
  p.spjLanguage = checker.language;
  p.spjCode = checkerType === 'hustoj' ? hustojChecker(checker.code) : checker.code;
  problem.judge.checkerProtocol = checkerType === 'kattis' ? 'kattis' : 'testlib';
  report.take(checkerType === 'hustoj' ? 'HYDRO_CHECKER_REORDERED' : 'HYDRO_CHECKER', { path: `testdata/${checker.name}`, type: checkerType });
}

async function limitsOf(pkg: PackageDir, config: Record<string, unknown>, problem: ImportedProblem, report: Report): Promise<void> {
  const subtasks = Array.isArray(config.subtasks) ? config.subtasks.map(map).filter((s): s is Record<string, unknown> => !!s) : [];
  const times = [config.time, ...subtasks.map((s) => s.time)].filter((t) => t !== undefined);
  const memories = [config.memory, ...subtasks.map((s) => s.memory)].filter((m) => m !== undefined);
  if (times.length) {
    const ms = Math.max(...times.map(hydroTimeMs));
    problem.problem.timeLimit = timeLimitMs(ms, CONFIG, 'time', times.map(String).join(', '));
    report.take('TIME_LIMIT', { ms: problem.problem.timeLimit ?? '-' });
  }
  if (memories.length) {
    const mb = Math.max(...memories.map(hydroMemoryMb));
    problem.problem.memoryLimit = memoryLimitMb(mb, CONFIG, 'memory', memories.map(String).join(', '));
    report.take('MEMORY_LIMIT', { mb: problem.problem.memoryLimit ?? '-' });
  }
  const filename = str(config.filename);
  if (filename) {
    Object.assign(problem.problem, { isFileIO: true, ioReadFileName: `${filename}.in`, ioWriteFileName: `${filename}.out` });
    report.take('FILE_IO', { input: `${filename}.in`, output: `${filename}.out` });
  }
  for (const lang of Array.isArray(config.langs) ? config.langs : []) {
    const name = languageOfName(str(lang) ?? '');
    if (name) problem.languages.push(name);
    else report.drop(`langs ${str(lang)}`, 'JUDGE_LANGUAGE_MISSING');
  }
  for (const [field, key] of [['userExtraFile', 'user_extra_files'], ['judgeExtraFile', 'judge_extra_files']] as const) {
    const list = Array.isArray(config[key]) ? (config[key] as unknown[]).map((f) => str(f) ?? '') : [];
    if (!list.length) continue;
    const files: Record<string, string> = problem.problem[field] ? JSON.parse(problem.problem[field]!) : {};
    for (const name of list) {
      if (!TEST_FILE_NAME.test(name.split('/').pop()!)) throw refuse('VALUE_INVALID', { file: CONFIG, field: key, value: name });
      const text = await pkg.readText(`testdata/${name}`);
      if (text === null) throw refuse('FILE_MISSING', { file: `testdata/${name}` });
      files[name.split('/').pop()!] = text;
    }
    problem.problem[field] = JSON.stringify(files);
  }
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.has(key)) report.drop(`${CONFIG} ${key}`, 'UNKNOWN_KEY');
    else if (['time_limit_rate', 'memory_limit_rate', 'detail', 'num_processes', 'validator', 'key', 'outputs'].includes(key)) report.drop(`${CONFIG} ${key}`, 'NOT_USED');
  }
}

/** the statement in the site's language; Hydro's ```inputN / ```outputN blocks become the examples */
async function statementOf(pkg: PackageDir, problem: ImportedProblem, report: Report): Promise<void> {
  const files = (await pkg.list()).filter((e) => e.kind === 'file' && /^problem(_[A-Za-z_-]+)?\.md$/.test(e.name));
  const langOf = (name: string) => /^problem_(.+)\.md$/.exec(name)?.[1] ?? '';
  const lang = preferredLanguage(files.map((f) => langOf(f.name)).filter(Boolean)) ?? '';
  const chosen = files.find((f) => langOf(f.name) === lang) ?? files[0];
  for (const other of files.filter((f) => f !== chosen)) report.drop(other.name, 'STATEMENT_OTHER_LANGUAGE', { taken: chosen?.name ?? '' });
  if (!chosen) return;
  let text = (await pkg.readText(chosen.name))!;
  const samples = new Map<number, { input?: string; output?: string }>();
  text = text.replace(/^```(input|output)(\d+)[^\n]*\n([\s\S]*?)^```[ \t]*$\n?/gm, (_m, kind: 'input' | 'output', n: string, body: string) => {
    const pair = samples.get(Number(n)) ?? {};
    pair[kind] = body;
    samples.set(Number(n), pair);
    return '';
  });
  const pairs = [...samples.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => ({ input: p.input ?? '', output: p.output ?? '' }));
  problem.problem.examples = examplesText(pairs, report);
  // additional files are linked as file://name
  const names = new FileNames();
  for (const file of await pkg.walk('additional_file')) {
    const name = names.take(file.name);
    problem.attachments.push({ name, path: (await pkg.resolve(file.path))! });
    text = text.split(`file://${file.path.slice('additional_file/'.length)}`).join(attachmentLink(name));
  }
  // a samples heading left without its blocks goes too
  text = text.replace(/^#{1,4}[ \t]*(样例|样例输入|样例输出|输入输出样例|samples?|examples?)[^\n]*\n(?:[ \t]*\n)*(?=#|$(?![\s\S]))/gim, '');
  const sections = splitSections(text.replace(/\n{3,}/g, '\n\n'));
  Object.assign(problem.problem, { description: sections.description || null, input: sections.input, output: sections.output, hint: sections.hint });
  if (pairs.length) report.take('STATEMENT_WITH_SAMPLES', { path: chosen.name, samples: pairs.length });
  else report.take('STATEMENT', { path: chosen.name });
}

/** one Hydro problem folder; `folder` is its name, the id when problem.yaml has no usable pid */
export async function readHydro(pkg: PackageDir, source: string, folder: string): Promise<ImportedProblem> {
  const problem = blankProblem(source, 'hydro');
  const report = new Report(problem.report);
  const meta = yamlMap((await pkg.readText('problem.yaml'))!, 'problem.yaml');
  const configText = await pkg.readText(CONFIG);
  const config = configText === null ? {} : yamlMap(configText, CONFIG);
  problem.problem.problemId = usableId(meta.pid) || usableId(folder);
  problem.problem.title = str(meta.title) ?? folder;
  problem.tags = cleanTags(Array.isArray(meta.tag) ? meta.tag : []);
  for (const key of Object.keys(meta)) if (!['pid', 'title', 'tag'].includes(key)) report.drop(`problem.yaml ${key}`, 'NOT_USED');
  await limitsOf(pkg, config, problem, report);
  await checkerOf(pkg, config, problem, report);
  await casesOf(pkg, config, problem, report);
  await statementOf(pkg, problem, report);
  for (const file of await pkg.walk('std')) {
    const code = (await pkg.readText(file.path))!;
    const language = languageOfFile(file.name, code);
    problem.solutions.push({ path: file.path, language, expected: 'AC', code });
    if (!language) report.drop(file.path, 'ANSWER_LANGUAGE_MISSING');
  }
  if (problem.solutions.length) report.take('STD_SOLUTIONS', { count: problem.solutions.length });
  for (const folderName of ['solution', 'submissions']) {
    if ((await pkg.list(folderName)).length) report.drop(`${folderName}/`, 'NO_EXPECTED_VERDICTS');
  }
  return finish(problem, configText === null ? 'problem.yaml' : CONFIG);
}

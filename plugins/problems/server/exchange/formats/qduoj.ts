// QDUOJ's export (OnlineJudge ExportProblemSerializer): numbered folders 1/, 2/… each with
// problem.json and testcase/1.in, 1.out… HTML fields are {format, value}; rule_type ACM or OI with
// test_case_score; a special judge {code, language} answers in QDUOJ's way (input and the
// program's output as its first two arguments, exit 0 accepted, 1 wrong), which testlib's order
// and exit codes keep. QDUOJ's own importer stops at the first gap in the numbering: here every
// case present is taken and the gap is reported.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROBLEM_TYPE } from '../../../shared/models.ts';
import {
  FileNames, Report, blankProblem, cleanTags, examplesText, finish, jsonValue, map, memoryLimitMb, line, refuse, str, timeLimitMs, usableId, type ReadContext,
} from './common.ts';
import { checkerLanguageOfName, languageOfName } from './languages.ts';
import type { ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';

const KNOWN_KEYS = new Set([
  'display_id', 'title', 'description', 'input_description', 'output_description', 'hint', 'test_case_score', 'time_limit', 'memory_limit',
  'samples', 'template', 'spj', 'rule_type', 'source', 'answers', 'tags', 'io_mode',
]);

/** the numbered folders holding a problem.json */
export async function qduojFolders(pkg: PackageDir): Promise<string[]> {
  const folders: string[] = [];
  for (const entry of await pkg.list()) {
    if (entry.kind === 'dir' && /^\d+$/.test(entry.name) && (await pkg.isFile(`${entry.name}/problem.json`))) folders.push(entry.name);
  }
  return folders.sort((a, b) => Number(a) - Number(b));
}

/** an HTML field: {format, value} or a plain string */
function html(value: unknown): string | null {
  const text = str(map(value)?.value) ?? str(value);
  return text && text.trim() ? text : null;
}

interface CaseFile { input: string; output: string | null; score: number | null }

/** the cases: test_case_score's list when there is one, else every N.in of testcase/ in number order */
async function caseList(pkg: PackageDir, folder: string, json: Record<string, unknown>, report: Report): Promise<CaseFile[]> {
  const dir = `${folder}/testcase`;
  const names = new Set((await pkg.list(dir)).filter((e) => e.kind === 'file').map((e) => e.name));
  const listed = Array.isArray(json.test_case_score) ? json.test_case_score.map(map).filter((x): x is Record<string, unknown> => !!x) : [];
  const numbers = [...names].map((n) => /^(\d+)\.in$/.exec(n)?.[1]).filter((n): n is string => !!n).map(Number).sort((a, b) => a - b);
  for (let i = 0, expect = 1; i < numbers.length; expect = numbers[i] + 1, i++) {
    if (numbers[i] !== expect) report.take('CASE_NUMBERS_JUMP', { dir, missing: `${expect}.in`, from: expect - 1, to: numbers[i]! });
  }
  if (listed.length) {
    return listed.map((c) => {
      const input = str(c.input_name) ?? '';
      if (!names.has(input)) throw refuse('FILE_MISSING', { file: `${dir}/${input}` });
      const output = str(c.output_name) ?? null;
      return { input, output: output && names.has(output) ? output : null, score: c.score === undefined ? null : Number(c.score) };
    });
  }
  return numbers.map((n) => ({ input: `${n}.in`, output: names.has(`${n}.out`) ? `${n}.out` : null, score: null }));
}

async function casesOf(pkg: PackageDir, folder: string, json: Record<string, unknown>, spj: boolean, problem: ImportedProblem, report: Report, ctx: ReadContext): Promise<void> {
  const list = await caseList(pkg, folder, json, report);
  const oi = str(json.rule_type) === 'OI';
  const names = new FileNames();
  let made = 0;
  for (const c of list) {
    const input = names.take(c.input);
    problem.files.set(input, (await pkg.resolve(`${folder}/testcase/${c.input}`))!);
    let output: string;
    if (c.output) {
      output = names.take(c.output);
      problem.files.set(output, (await pkg.resolve(`${folder}/testcase/${c.output}`))!);
    } else if (spj) {
      // QDUOJ keeps no answers for a special judge: the checker gets an empty one
      output = names.take(c.input.replace(/\.in$/, '.out'));
      const path = join(await ctx.workDir(), `qduoj-${folder}-${output}`);
      await writeFile(path, '');
      problem.files.set(output, path);
      made++;
    } else {
      throw refuse('NO_ANSWER', { file: `${folder}/testcase/${c.input}`, answer: `${folder}/testcase/${c.input.replace(/\.in$/, '.out')}` });
    }
    problem.cases.push({ input, output, score: oi ? Math.max(0, Math.round(c.score ?? 0)) : null, groupNum: null, sample: false });
  }
  if (made) report.take('EMPTY_ANSWERS_MADE', { count: made });
  if (oi) {
    problem.problem.type = PROBLEM_TYPE.oi;
    problem.problem.ioScore = problem.cases.reduce((s, c) => s + (c.score ?? 0), 0);
  }
  if (oi) report.take('CASES_OI', { count: problem.cases.length, points: problem.problem.ioScore ?? 0 });
  else report.take('CASES_ACM', { count: problem.cases.length });
}

function judgeOf(json: Record<string, unknown>, file: string, problem: ImportedProblem, report: Report): boolean {
  const spj = map(json.spj);
  if (!spj) return false;
  const language = checkerLanguageOfName(str(spj.language) ?? '');
  if (!language) throw refuse('CHECKER_UNSUPPORTED', { file, language: str(spj.language) ?? '?' });
  problem.problem.judgeMode = 'spj';
  problem.problem.spjCode = str(spj.code) ?? '';
  problem.problem.spjLanguage = language;
  problem.judge.checkerProtocol = 'testlib';
  report.take('QDUOJ_SPJ', { language });
  return true;
}

function templatesOf(json: Record<string, unknown>, problem: ImportedProblem, report: Report): void {
  for (const [lang, value] of Object.entries(map(json.template) ?? {})) {
    const parts = map(value);
    const code = parts ? str(parts.template) ?? '' : str(value) ?? '';
    const language = languageOfName(lang);
    if (!language) {
      report.drop(`template ${lang}`, 'JUDGE_LANGUAGE_MISSING');
      continue;
    }
    if (parts && (str(parts.prepend)?.trim() || str(parts.append)?.trim())) {
      report.drop(`template ${lang} prepend/append`, 'CODE_AROUND_TEMPLATE');
    }
    if (code.trim()) problem.codeTemplates.push({ language, code });
  }
}

/** one numbered folder */
export async function readQduoj(pkg: PackageDir, source: string, folder: string, ctx: ReadContext): Promise<ImportedProblem> {
  const file = `${folder}/problem.json`;
  const json = map(jsonValue((await pkg.readText(file))!, file));
  if (!json) throw refuse('JSON_INVALID', { file, detail: 'not an object' });
  const problem = blankProblem(source, 'qduoj');
  const report = new Report(problem.report);
  const p = problem.problem;
  p.problemId = usableId(json.display_id);
  p.title = str(json.title) ?? '';
  p.description = html(json.description);
  p.input = html(json.input_description);
  p.output = html(json.output_description);
  p.hint = html(json.hint);
  p.source = str(json.source)?.trim() || null;
  if (json.time_limit !== undefined) p.timeLimit = timeLimitMs(Number(json.time_limit), file, 'time_limit', `${String(json.time_limit)} ms`);
  if (json.memory_limit !== undefined) p.memoryLimit = memoryLimitMb(Number(json.memory_limit), file, 'memory_limit', `${String(json.memory_limit)} MB`);
  const samples = Array.isArray(json.samples) ? json.samples.map(map).filter((s): s is Record<string, unknown> => !!s) : [];
  p.examples = examplesText(samples.map((s) => ({ input: str(s.input) ?? '', output: str(s.output) ?? '' })), report);
  const io = map(json.io_mode);
  if (io && str(io.io_mode) === 'File IO') {
    p.isFileIO = true;
    p.ioReadFileName = str(io.input) ?? 'input.txt';
    p.ioWriteFileName = str(io.output) ?? 'output.txt';
    report.take('FILE_IO', { input: p.ioReadFileName ?? '', output: p.ioWriteFileName ?? '' });
  }
  const spj = judgeOf(json, file, problem, report);
  await casesOf(pkg, folder, json, spj, problem, report, ctx);
  templatesOf(json, problem, report);
  problem.tags = cleanTags(Array.isArray(json.tags) ? json.tags : []);
  const answers = Array.isArray(json.answers) ? json.answers.map(map).filter((a): a is Record<string, unknown> => !!a) : [];
  problem.solutions = answers.map((a, i) => ({ path: `${file}#answers/${i + 1}`, language: languageOfName(str(a.language) ?? ''), expected: 'AC' as const, code: str(a.code) ?? '' }));
  for (const s of problem.solutions.filter((x) => x.language === null)) report.drop(s.path, 'ANSWER_LANGUAGE_MISSING');
  for (const key of Object.keys(json)) if (!KNOWN_KEYS.has(key)) report.drop(`${file} ${key}`, 'UNKNOWN_KEY');
  return finish(problem, file);
}

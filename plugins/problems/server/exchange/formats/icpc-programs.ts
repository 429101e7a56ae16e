// The programs of an ICPC / Kattis package: its output validator (one C, C++ or Python 3 program:
// the main source becomes the checker's code, the other files judge extra files) and its example
// submissions, submissions/<expected>/<file or folder>, with the expected verdict from the folder,
// DOMjudge's @EXPECTED_RESULTS@ tag, and the language from the extension (submissions.yaml may
// name it).
import { ANSWER_LANGUAGE } from '@oj/judge-engine';
import { TEXT_MAX } from '../../limits.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import { Report, jsonValue, map, refuse, str, yamlMap } from './common.ts';
import { checkerLanguageOfFile, extensionOf, languageOfFile, languageOfIcpcCode, type CheckerLanguage } from './languages.ts';
import type { ExpectedVerdict, ImportedSolution } from './model.ts';
import type { Entry, PackageDir } from './package-dir.ts';

export interface Validator {
  /** its folder or file in the package */
  path: string;
  code: string;
  language: CheckerLanguage;
  /** JSON {file name: content} of its other files, null when it has none */
  extraFiles: string | null;
}

const COMPILED = new Set(['c', 'cc', 'cpp', 'cxx', 'c++']);
const SOURCE_CHARS_MAX = 256 * 1024;

/** output_validators/<name>/ (legacy: several allowed, we run one) or output_validator/ (2023-07) */
async function validatorPrograms(pkg: PackageDir): Promise<Entry[]> {
  const programs: Entry[] = [];
  for (const folder of ['output_validators', 'output_validator']) {
    const entries = await pkg.list(folder);
    if (entries.length === 0) continue;
    // output_validator/ is the program itself, unless it holds just one folder (as problemtools' examples do)
    if (folder === 'output_validator' && !(entries.length === 1 && entries[0].kind === 'dir')) programs.push({ name: folder, path: folder, kind: 'dir' });
    else programs.push(...entries);
  }
  return programs;
}

/** is there a custom output validator at all */
export async function hasValidator(pkg: PackageDir): Promise<boolean> {
  return (await validatorPrograms(pkg)).length > 0;
}

async function programFiles(pkg: PackageDir, program: Entry): Promise<Entry[]> {
  return program.kind === 'file' ? [program] : pkg.walk(program.path);
}

/** the one program's main source and other files; anything the judge cannot build is refused */
export async function readValidator(pkg: PackageDir): Promise<Validator | null> {
  const programs = await validatorPrograms(pkg);
  if (programs.length === 0) return null;
  if (programs.length > 1) throw refuse('VALIDATORS_MANY', { file: programs.map((p) => p.path).join(', ') });
  return programOf(pkg, programs[0]);
}

/** a validator program (a file, or a folder with one main source): a C/C++/Python 3 source and its other files */
async function programOf(pkg: PackageDir, program: Entry): Promise<Validator> {
  const files = await programFiles(pkg, program);
  if (files.some((f) => f.name === 'build' || f.name === 'run')) throw refuse('VALIDATOR_UNSUPPORTED', { file: program.path });
  const units = files.filter((f) => COMPILED.has(extensionOf(f.name)));
  const python = files.filter((f) => extensionOf(f.name) === 'py');
  const main = units.length > 0 ? (units.length === 1 ? units[0] : null) : python.find((f) => f.name === '__main__.py') ?? (python.length === 1 ? python[0] : null);
  const language = main ? checkerLanguageOfFile(main.name) : null;
  if (!main || !language) throw refuse('VALIDATOR_UNSUPPORTED', { file: program.path });
  const code = (await pkg.readText(main.path))!;
  if (code.length > TEXT_MAX) throw refuse('TEXT_TOO_LONG', { file: main.path, field: 'spjCode', max: TEXT_MAX });
  const extra: Record<string, string> = {};
  for (const file of files.filter((f) => f !== main)) {
    if (!TEST_FILE_NAME.test(file.name) || extra[file.name] !== undefined) throw refuse('VALIDATOR_UNSUPPORTED', { file: file.path });
    const text = await pkg.readText(file.path);
    if (text === null || text.includes('\u0000')) throw refuse('VALIDATOR_UNSUPPORTED', { file: file.path });
    extra[file.name] = text;
  }
  return { path: program.path, code, language, extraFiles: Object.keys(extra).length ? JSON.stringify(extra) : null };
}

/**
 * The input validators `oj problem verify` runs: input_validators/<name> (each a file or a folder;
 * input_format_validators/ in the oldest packages) or input_validator/ (2023-07, one program). One
 * the judge cannot build (not C, C++ or Python 3, a build script) is reported and left out.
 */
export async function readInputValidators(pkg: PackageDir, report: Report): Promise<Validator[]> {
  const programs: Entry[] = [];
  for (const folder of ['input_validators', 'input_format_validators']) programs.push(...await pkg.list(folder));
  const single = await pkg.list('input_validator');
  if (single.length === 1 && single[0].kind === 'dir') programs.push(single[0]);
  else if (single.length) programs.push({ name: 'input_validator', path: 'input_validator', kind: 'dir' });
  const validators: Validator[] = [];
  for (const program of programs) {
    try {
      validators.push(await programOf(pkg, program));
    } catch {
      report.drop(program.path, 'INPUT_VALIDATOR_UNSUPPORTED');
    }
  }
  return validators;
}

/** problemtools' and DOMjudge's folder names → the verdict a solution must get */
const EXPECTED_BY_FOLDER: Record<string, ExpectedVerdict> = {
  accepted: 'AC',
  wrong_answer: 'WA',
  time_limit_exceeded: 'TLE',
  run_time_error: 'RE',
  compiler_error: 'CE',
  compile_error: 'CE',
  memory_limit_exceeded: 'RE',
  output_limit_exceeded: 'RE',
  presentation_error: 'PE',
};

/** DOMjudge's tag in a solution's source: @EXPECTED_RESULTS@: CORRECT, TIMELIMIT */
const DOMJUDGE_RESULTS: Record<string, ExpectedVerdict> = {
  CORRECT: 'AC', 'WRONG-ANSWER': 'WA', 'NO-OUTPUT': 'WA', TIMELIMIT: 'TLE', 'RUN-ERROR': 'RE', 'COMPILER-ERROR': 'CE', 'OUTPUT-LIMIT': 'RE',
};

function taggedExpected(code: string): { expected: ExpectedVerdict | null; tags: string[] } | null {
  const m = /@EXPECTED_RESULTS@\s*:?\s*([A-Z, -]+)/.exec(code);
  if (!m) return null;
  const tags = m[1].split(/[\s,]+/).filter(Boolean);
  const verdicts = [...new Set(tags.map((t) => DOMJUDGE_RESULTS[t]).filter(Boolean))];
  if (tags.length === 0) return null;
  return { expected: tags.length === 1 && verdicts.length === 1 ? verdicts[0] : tags.length > 1 && verdicts.length > 0 ? 'ANY' : null, tags };
}

/** submissions.yaml: glob → {language, entrypoint}; `*` stays inside a name, {a,b} is either */
function globMatcher(pattern: string): RegExp {
  const body = pattern.replace(/\/+$/, '').split('').map((ch) => (ch === '*' ? '[^/]*' : /[.+^$()|[\]\\]/.test(ch) ? `\\${ch}` : ch)).join('')
    .replace(/\{([^{}]*)\}/g, (_m, alts: string) => `(?:${alts.split(',').join('|')})`);
  return new RegExp(`^${body}(?:/.*)?$`);
}

interface SubmissionSettings { language?: string; entrypoint?: string }

async function submissionSettings(pkg: PackageDir): Promise<Array<{ match: RegExp; settings: SubmissionSettings }>> {
  const rules: Array<{ match: RegExp; settings: SubmissionSettings }> = [];
  const yamlText = await pkg.readText('submissions/submissions.yaml');
  if (yamlText !== null) {
    for (const [glob, value] of Object.entries(yamlMap(yamlText, 'submissions/submissions.yaml'))) {
      const m = map(value) ?? {};
      rules.push({ match: globMatcher(glob), settings: { language: str(m.language), entrypoint: str(m.entrypoint) } });
    }
  }
  // DOMjudge: submissions.json {"submissions/accepted/x/": {"entry_point": "main.py"}} beside problem.yaml
  const jsonText = await pkg.readText('submissions.json');
  const json = jsonText === null ? undefined : map(jsonValue(jsonText, 'submissions.json'));
  for (const [path, value] of Object.entries(json ?? {})) {
    rules.push({ match: globMatcher(path.replace(/^submissions\//, '')), settings: { entrypoint: str(map(value)?.entry_point) } });
  }
  return rules;
}

/** a folder program's entry point: the one named, else the only source, a main.*, or the one with main() */
function entryOf(files: Array<{ path: string; code: string }>, named?: string): { path: string; code: string } | undefined {
  if (named) return files.find((f) => f.path === named);
  const sources = files.filter((f) => languageOfFile(f.path, f.code) !== null || extensionOf(f.path) === 'py');
  if (sources.length === 1) return sources[0];
  return sources.find((f) => /^(main|__main__)\.[a-z]+$/.test(f.path))
    ?? sources.find((f) => /public\s+static\s+void\s+main\s*\(/.test(f.code))
    ?? sources.find((f) => /\bint\s+main\s*\(/.test(f.code));
}

async function readProgram(pkg: PackageDir, entry: Entry, report: Report): Promise<Array<{ path: string; code: string }> | null> {
  const files = entry.kind === 'file' ? [entry] : await pkg.walk(entry.path);
  const out: Array<{ path: string; code: string }> = [];
  for (const file of files) {
    if ((await pkg.size(file.path)) > SOURCE_CHARS_MAX) {
      report.drop(entry.path, 'SOURCE_TOO_LARGE', { file: file.path, kb: SOURCE_CHARS_MAX / 1024 });
      return null;
    }
    const code = (await pkg.readText(file.path))!;
    out.push({ path: entry.kind === 'file' ? file.name : file.path.slice(entry.path.length + 1), code });
  }
  return out;
}

/**
 * every solution under submissions/, with the verdict it must get; `answers` (a submit-answer
 * problem): a file or folder without a program in it is an answer submission (answerSubmission)
 */
export async function readSubmissions(pkg: PackageDir, report: Report, answers = false): Promise<ImportedSolution[]> {
  const rules = await submissionSettings(pkg);
  const solutions: ImportedSolution[] = [];
  for (const folder of await pkg.list('submissions')) {
    if (folder.kind !== 'dir') continue;
    for (const entry of await pkg.list(folder.path)) {
      const solution = await readSubmission(pkg, entry, folder.name, rules, report, answers);
      if (solution) solutions.push(solution);
    }
  }
  return solutions;
}

/**
 * An answer submission's text (answer-case.ts in the engine): a file as it is; a folder's files as
 * sections named by their paths without the extension, `/` as `-` (secret/1.ans answers the case
 * secret-1, as the import names the case files), each ending with a line break.
 */
function answerSubmission(entry: Entry, files: Array<{ path: string; code: string }>): string {
  if (entry.kind === 'file') return files[0].code;
  return [...files].sort((a, b) => a.path.localeCompare(b.path)).map((f) => {
    const name = f.path.replace(/\.[^./]*$/, '').split('/').join('-');
    return `=== ${name} ===\n${f.code}${f.code === '' || f.code.endsWith('\n') ? '' : '\n'}`;
  }).join('');
}

async function readSubmission(
  pkg: PackageDir, entry: Entry, folder: string, rules: Array<{ match: RegExp; settings: SubmissionSettings }>, report: Report, answers: boolean,
): Promise<ImportedSolution | null> {
  const settings = Object.assign({}, ...rules.filter((r) => r.match.test(entry.path.slice('submissions/'.length))).map((r) => r.settings)) as SubmissionSettings;
  const files = await readProgram(pkg, entry, report);
  if (!files || files.length === 0) return null;
  const known = files.some((f) => languageOfFile(f.path, f.code) !== null);
  // the spec leaves a submit-answer submission's form open: a program is judged as one, anything else as answers
  if (answers && !known && !settings.language && !files.some((f) => extensionOf(f.path) === 'py')) {
    const expected = EXPECTED_BY_FOLDER[folder];
    if (!expected) {
      report.drop(entry.path, 'EXPECTED_UNKNOWN', { expected: folder });
      return null;
    }
    return { path: entry.path, language: ANSWER_LANGUAGE, expected, code: answerSubmission(entry, files) };
  }
  const main = entry.kind === 'file' ? files[0] : entryOf(files, settings.entrypoint) ?? (known ? undefined : files[0]);
  if (!main) {
    report.drop(entry.path, 'NO_ENTRY_POINT');
    return null;
  }
  const tagged = taggedExpected(main.code);
  const expected = tagged?.expected ?? EXPECTED_BY_FOLDER[folder];
  if (!expected) {
    report.drop(entry.path, 'EXPECTED_UNKNOWN', { expected: tagged ? tagged.tags.join(', ') : folder });
    return null;
  }
  const language = settings.language ? languageOfIcpcCode(settings.language) : languageOfFile(main.path, main.code);
  if (language === null) {
    const what = settings.language ?? (extensionOf(main.path) || 'it');
    report.drop(entry.path, extensionOf(main.path) === 'py' ? 'SOLUTION_PYTHON2' : 'SOLUTION_LANGUAGE_MISSING', { language: what });
  }
  const others = files.filter((f) => f !== main);
  return { path: entry.path, language, expected, code: main.code, ...(others.length ? { otherFiles: others } : {}) };
}

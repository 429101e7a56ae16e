// The ICPC / Kattis problem package (legacy and 2023-07; DOMjudge's additions .timelimit and
// domjudge-problem.ini): problem.yaml, data/ (icpc-data.ts), the output validator and the
// submissions (icpc-programs.ts), statements in Markdown or LaTeX, attachments/ and include/.
import { ANSWER_LANGUAGE, MAX_OUTPUT_LIMIT_MB, MAX_VALIDATION_PASSES, type CaseJudging } from '@oj/judge-engine';
import { PROBLEM_DEFAULTS } from '../../limits.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import {
  FileNames, Report, blankProblem, cleanTags, examplesText, finish, line, map, memoryLimitMb, preferredLanguage, refuse, str, timeLimitMs, usableId, yamlMap,
} from './common.ts';
import { interactionSection } from './icpc-interactions.ts';
import { nameCases, readIcpcData, scoreCases, type IcpcData, type RawCase } from './icpc-data.ts';
import { hasValidator, readInputValidators, readSubmissions, readValidator } from './icpc-programs.ts';
import { languageOfIcpcCode } from './languages.ts';
import type { ImportedProblem, TokenComparison } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { statementOf } from './icpc-statement.ts';

const FILE = 'problem.yaml';
/** keys read here; any other key of problem.yaml is reported as dropped */
const KNOWN_KEYS = new Set([
  'problem_format_version', 'type', 'name', 'uuid', 'version', 'author', 'credits', 'source', 'source_url', 'license', 'rights_owner',
  'limits', 'validation', 'validator_flags', 'grading', 'keywords', 'languages', 'embargo_until', 'allow_file_writing', 'constants',
  'float_tolerance', 'float_relative_tolerance', 'float_absolute_tolerance', 'case_sensitive', 'space_change_sensitive',
]);
const TYPES = new Set(['pass-fail', 'scoring', 'interactive', 'multi-pass', 'submit-answer']);
/** a sample larger than this is judged but not shown in the statement */
const SAMPLE_SHOWN_MAX_BYTES = 64 * 1024;

/** a problem.yaml written by Hydro (title, pid) rather than an ICPC one */
export function looksLikeHydro(yaml: Record<string, unknown>): boolean {
  return 'title' in yaml && !('name' in yaml) && !('problem_format_version' in yaml);
}

interface Kind {
  legacy: boolean;
  scoring: boolean;
  interactive: boolean;
  custom: boolean;
  /** multi-pass (2023-07 `type: multi-pass`, legacy `validation: custom multi-pass`): the most passes a case may run, else null */
  passes: number | null;
  /** submit-answer: a submission is the cases' answers (the language Answer), not a program */
  answers: boolean;
}

/** the spec's default of limits.validation_passes */
const DEFAULT_VALIDATION_PASSES = 2;

/** limits.validation_passes: an integer from 2 to the judge's most */
function validationPassesOf(yaml: Record<string, unknown>): number {
  const value = (map(yaml.limits) ?? {}).validation_passes;
  if (value === undefined) return DEFAULT_VALIDATION_PASSES;
  const passes = Number(value);
  if (!Number.isInteger(passes) || passes < 2 || passes > MAX_VALIDATION_PASSES) {
    throw refuse('VALUE_INVALID', { file: FILE, field: 'limits.validation_passes', value: String(value) });
  }
  return passes;
}

/** the spec's default of limits.output, in MiB */
export const DEFAULT_OUTPUT_LIMIT_MB = 8;

/** limits.output: MiB, rounded up to a whole one, from 1 to the judge's most */
function outputLimitOf(limits: Record<string, unknown>): number {
  if (limits.output === undefined) return DEFAULT_OUTPUT_LIMIT_MB;
  const mb = Number(limits.output);
  if (!Number.isFinite(mb) || mb <= 0 || Math.ceil(mb) > MAX_OUTPUT_LIMIT_MB) {
    throw refuse('LIMIT_RANGE', { file: FILE, field: 'limits.output', value: `${String(limits.output)} MiB`, min: '1 MiB', max: `${MAX_OUTPUT_LIMIT_MB} MiB` });
  }
  return Math.ceil(mb);
}

function words(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => str(v) ?? '').flatMap((v) => v.split(/\s+/)).filter(Boolean);
  return (str(value) ?? '').split(/\s+/).filter(Boolean);
}

async function kindOf(pkg: PackageDir, yaml: Record<string, unknown>, report: Report): Promise<Kind> {
  const version = str(yaml.problem_format_version) ?? 'legacy';
  const legacy = version.startsWith('legacy');
  const types = words(yaml.type);
  for (const type of types) if (!TYPES.has(type)) throw refuse('VALUE_INVALID', { file: FILE, field: 'type', value: type });
  const validation = words(yaml.validation);
  if (validation.length && validation[0] !== 'default' && validation[0] !== 'custom') throw refuse('VALUE_INVALID', { file: FILE, field: 'validation', value: validation.join(' ') });
  for (const word of validation.slice(1)) {
    if (!['interactive', 'score', 'multi-pass'].includes(word)) throw refuse('VALUE_INVALID', { file: FILE, field: 'validation', value: validation.join(' ') });
  }
  const interactive = types.includes('interactive') || validation.includes('interactive');
  const passes = types.includes('multi-pass') || validation.includes('multi-pass') ? validationPassesOf(yaml) : null;
  // the spec: an answer is not run, so it cannot be interactive or multi-pass
  const answers = types.includes('submit-answer');
  if (answers && (interactive || passes !== null)) throw refuse('VALUE_INVALID', { file: FILE, field: 'type', value: [...types, ...validation].join(' ') });
  // a multi-pass problem's validator writes the next pass's input: always a custom one
  const custom = validation[0] === 'custom' || interactive || passes !== null || (validation.length === 0 && !legacy && (await hasValidator(pkg)));
  if (validation.includes('score')) report.drop('validation: score', 'VALIDATOR_SCORE_NOT_READ');
  report.take('FORMAT', { format: [
    line('FORMAT_VERSION', { version }),
    ...(types.length ? [line('FORMAT_TYPE', { type: types.join(' ') })] : []),
    ...(validation.length ? [line('FORMAT_VALIDATION', { validation: validation.join(' ') })] : []),
    ...(passes !== null ? [line('FORMAT_MULTI_PASS', { passes })] : []),
    ...(answers ? [line('FORMAT_SUBMIT_ANSWER', { language: ANSWER_LANGUAGE })] : []),
  ] });
  return { legacy, scoring: types.includes('scoring'), interactive, custom, passes, answers };
}

/** the name in the site's preferred language */
function titleOf(yaml: Record<string, unknown>, report: Report): string | null {
  const names = map(yaml.name);
  if (!names) return str(yaml.name) ?? null;
  const lang = preferredLanguage(Object.keys(names));
  for (const other of Object.keys(names).filter((k) => k !== lang)) report.drop(`name (${other})`, 'ONE_NAME', { taken: lang ?? '' });
  return lang ? str(names[lang]) ?? null : null;
}

/** DOMjudge's domjudge-problem.ini: key = 'value' lines */
async function domjudgeIni(pkg: PackageDir): Promise<Record<string, string>> {
  const text = await pkg.readText('domjudge-problem.ini');
  const values: Record<string, string> = {};
  for (const line of (text ?? '').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_]+)\s*=\s*['"]?(.*?)['"]?\s*$/.exec(line);
    if (m) values[m[1].toLowerCase()] = m[2];
  }
  return values;
}

async function limitsOf(pkg: PackageDir, yaml: Record<string, unknown>, kind: Kind, problem: ImportedProblem, report: Report): Promise<void> {
  const legacy = kind.legacy;
  const limits = map(yaml.limits) ?? {};
  const ini = await domjudgeIni(pkg);
  const dotTimelimit = (await pkg.readText('.timelimit'))?.trim();
  const given = limits.time_limit !== undefined ? { value: String(limits.time_limit), file: FILE, field: 'limits.time_limit' }
    : dotTimelimit !== undefined ? { value: dotTimelimit, file: '.timelimit', field: 'time limit' }
      : ini.timelimit !== undefined ? { value: ini.timelimit, file: 'domjudge-problem.ini', field: 'timelimit' } : null;
  if (given) {
    problem.problem.timeLimit = timeLimitMs(Number(given.value) * 1000, given.file, given.field, `${given.value} s`);
    report.take('TIME_LIMIT_FROM', { ms: problem.problem.timeLimit, from: given.file === FILE ? `${FILE} ${given.field}` : given.file });
  } else {
    const multipliers = map(limits.time_multipliers) ?? {};
    problem.derivedTimeLimit = legacy
      ? { acToTimeLimit: Number(limits.time_multiplier ?? 5), timeLimitToTle: Number(limits.time_safety_margin ?? 2), resolutionMs: 1000 }
      : { acToTimeLimit: Number(multipliers.ac_to_time_limit ?? 2), timeLimitToTle: Number(multipliers.time_limit_to_tle ?? 1.5), resolutionMs: Math.round(Number(limits.time_resolution ?? 1) * 1000) };
    problem.problem.timeLimit = PROBLEM_DEFAULTS.timeLimit;
    report.take('TIME_LIMIT_DEFAULT', { ms: PROBLEM_DEFAULTS.timeLimit, multiplier: problem.derivedTimeLimit.acToTimeLimit });
  }
  if (limits.memory !== undefined) {
    problem.problem.memoryLimit = memoryLimitMb(Number(limits.memory), FILE, 'limits.memory', `${String(limits.memory)} MiB`);
    report.take('MEMORY_LIMIT', { mb: problem.problem.memoryLimit });
  }
  // an answer is not run: no output to limit
  if (!kind.answers) {
    problem.judge.outputLimitMb = outputLimitOf(limits);
    report.take(limits.output === undefined ? 'OUTPUT_LIMIT_DEFAULT' : 'OUTPUT_LIMIT', { mb: problem.judge.outputLimitMb });
  }
  for (const key of Object.keys(limits)) {
    if (key === 'validation_passes' && kind.passes !== null) continue; // the kind's (kindOf)
    if (key === 'output' && !kind.answers) continue;
    if (!['time_limit', 'memory', 'time_multiplier', 'time_safety_margin', 'time_multipliers', 'time_resolution'].includes(key)) {
      report.drop(`limits.${key}`, 'LIMIT_NOT_APPLIED');
    }
  }
}

/** the default validator's flags as the Kattis comparison; an unknown flag is refused */
function comparisonOf(flags: string[], file: string, field: string): TokenComparison {
  const comparison: TokenComparison = { caseSensitive: false, spaceChangeSensitive: false };
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (flag === 'case_sensitive') comparison.caseSensitive = true;
    else if (flag === 'space_change_sensitive') comparison.spaceChangeSensitive = true;
    else if (['float_tolerance', 'float_relative_tolerance', 'float_absolute_tolerance'].includes(flag)) {
      const value = Number(flags[++i]);
      if (!(value >= 0) || !Number.isFinite(value)) throw refuse('VALUE_INVALID', { file, field, value: `${flag} ${flags[i] ?? ''}`.trim() });
      if (flag !== 'float_absolute_tolerance') comparison.floatRelativeTolerance = value;
      if (flag !== 'float_relative_tolerance') comparison.floatAbsoluteTolerance = value;
    } else {
      throw refuse('VALUE_INVALID', { file, field, value: flag });
    }
  }
  return comparison;
}

/** the output validator arguments of a test group's configuration (2023-07 output_validator_args, legacy output_validator_flags) */
const outputArgsOf = (config: Record<string, unknown>): string[] => words(config.output_validator_args ?? config.output_validator_flags);

/** validator_flags (also the default validator's flags written as top-level keys), then the output validator arguments of data/ or of a case */
function flagsOf(yaml: Record<string, unknown>, outputArgs: string[]): string[] {
  const flags = words(yaml.validator_flags);
  for (const key of ['float_tolerance', 'float_relative_tolerance', 'float_absolute_tolerance']) {
    if (yaml[key] !== undefined) flags.push(key, String(yaml[key]));
  }
  for (const key of ['case_sensitive', 'space_change_sensitive']) if (yaml[key] === true) flags.push(key);
  flags.push(...outputArgs);
  return flags;
}

/**
 * Cases whose output validator arguments are not data/'s — their group's testdata.yaml (merged from
 * data/ down) or their own .yaml — are judged with their own flags (a custom validator) or their own
 * comparison (the default one), by their input file name on the site.
 */
function caseJudgingOf(yaml: Record<string, unknown>, kind: Kind, data: IcpcData, named: Array<RawCase & { inName: string }>, problem: ImportedProblem, report: Report): void {
  const problemArgs = outputArgsOf(data.rootConfig).join(' ');
  const judging: Record<string, CaseJudging> = {};
  const where = new Set<string>();
  for (const c of named) {
    const args = c.settings?.outputValidatorArgs !== undefined ? words(c.settings.outputValidatorArgs) : outputArgsOf(c.config);
    if (args.join(' ') === problemArgs) continue;
    const flags = flagsOf(yaml, args);
    const file = c.settings?.outputValidatorArgs !== undefined ? c.settings.file : `${c.input.slice(0, c.input.lastIndexOf('/'))}/testdata.yaml`;
    judging[c.inName] = kind.custom ? { checkerFlags: flags } : { comparison: comparisonOf(flags, file, 'output_validator_args') };
    where.add(c.settings?.outputValidatorArgs !== undefined ? c.settings.file : `data/${c.sample ? 'sample' : 'secret'}${c.group ? `/${c.group}` : ''}`);
  }
  const count = Object.keys(judging).length;
  if (!count) return;
  problem.judge.caseJudging = judging;
  report.take('CASE_FLAGS', { count, where: [...where].join(', ') });
}

async function judgeOf(pkg: PackageDir, yaml: Record<string, unknown>, kind: Kind, data: IcpcData, problem: ImportedProblem, report: Report): Promise<void> {
  const flags = flagsOf(yaml, outputArgsOf(data.rootConfig));
  if (!kind.custom) {
    if (await hasValidator(pkg)) report.drop('output_validators/', 'VALIDATOR_NOT_USED');
    problem.problem.judgeMode = 'default';
    problem.judge.comparison = comparisonOf(flags, FILE, 'validator_flags');
    const c = problem.judge.comparison;
    report.take('DEFAULT_VALIDATION', { rules: [
      line(c.caseSensitive ? 'CASE_SENSITIVE' : 'CASE_INSENSITIVE'),
      ...(c.spaceChangeSensitive ? [line('SPACE_SENSITIVE')] : []),
      ...(c.floatAbsoluteTolerance !== undefined || c.floatRelativeTolerance !== undefined
        ? [line('FLOAT_TOLERANCE', { abs: c.floatAbsoluteTolerance ?? '–', rel: c.floatRelativeTolerance ?? '–' })] : []),
    ] });
    return;
  }
  const validator = await readValidator(pkg);
  if (!validator) throw refuse('VALIDATOR_MISSING', { file: FILE });
  problem.problem.judgeMode = kind.interactive ? 'interactive' : 'spj';
  problem.problem.spjCode = validator.code;
  problem.problem.spjLanguage = validator.language;
  problem.problem.judgeExtraFile = validator.extraFiles;
  problem.judge.checkerProtocol = 'kattis';
  if (flags.length) problem.judge.checkerFlags = flags;
  if (kind.passes !== null) problem.judge.validationPasses = kind.passes;
  report.take(`${kind.interactive ? 'INTERACTIVE' : 'CUSTOM'}_VALIDATOR${flags.length ? '_FLAGS' : ''}`, { path: validator.path, language: validator.language, flags: flags.join(' ') });
}

/**
 * samples as the statement's examples; an interactive problem's .interaction files as a section, and
 * a multi-pass problem's too when it has them (they show each pass, which an .in/.ans pair cannot)
 */
async function samplesOf(pkg: PackageDir, data: IcpcData, kind: Kind, lang: string | undefined, problem: ImportedProblem, report: Report): Promise<void> {
  const multiPass = kind.passes !== null;
  if (kind.interactive || (multiPass && data.interactions.length)) {
    // an interactive problem's .in files are the validator's, not the contestant's to see
    problem.problem.examples = null;
    const texts: string[] = [];
    for (const path of data.interactions) {
      const text = await pkg.readText(path, SAMPLE_SHOWN_MAX_BYTES);
      if (text !== null) texts.push(text);
    }
    if (texts.length) {
      // after the output's description: where a page shows the samples
      problem.problem.output = `${problem.problem.output ?? ''}\n\n${interactionSection(texts, multiPass, lang)}`.trim();
      report.take('SAMPLE_INTERACTIONS', { count: texts.length });
    }
    return;
  }
  const pairs: Array<{ input: string; output: string }> = [];
  for (const c of data.cases.filter((x) => x.sample)) {
    if ((await pkg.size(c.input)) + (await pkg.size(c.answer)) > SAMPLE_SHOWN_MAX_BYTES) {
      report.drop(line('ITEM_IN_STATEMENT', { file: c.input }), 'SAMPLE_TOO_LARGE');
      continue;
    }
    const shownIn = (await pkg.readText(`${c.input}.statement`)) ?? (await pkg.readText(c.input))!;
    const shownOut = (await pkg.readText(`${c.answer}.statement`)) ?? (await pkg.readText(c.answer.replace(/\.ans$/, '.out'))) ?? (await pkg.readText(c.answer))!;
    pairs.push({ input: shownIn, output: shownOut });
  }
  problem.problem.examples = examplesText(pairs, report);
}

/** metadata: author, source (with the license), keywords, languages; unknown keys reported */
function metadataOf(yaml: Record<string, unknown>, problem: ImportedProblem, report: Report): void {
  const credits = map(yaml.credits);
  const people = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((p) => str(p) ?? str(map(p)?.name) ?? '').map((p) => p.replace(/\s*<[^>]*>\s*$/, '').trim()).filter(Boolean);
  const authors = credits ? people(credits.authors) : people(yaml.credits ?? yaml.author);
  if (authors.length) problem.problem.author = authors.join(', ');
  const sources = (Array.isArray(yaml.source) ? yaml.source : yaml.source === undefined ? [] : [yaml.source])
    .map((s) => str(s) ?? [str(map(s)?.name), str(map(s)?.url)].filter(Boolean).join(' ')).filter(Boolean);
  const license = str(yaml.license);
  const rights = str(yaml.rights_owner);
  const notes = [license && license !== 'unknown' ? `license: ${license}` : '', rights ? `rights owner: ${rights}` : ''].filter(Boolean);
  const source = [sources.join('; '), str(yaml.source_url) ?? ''].filter(Boolean).join(' ');
  if (source || notes.length) problem.problem.source = `${source}${notes.length ? `${source ? ' ' : ''}(${notes.join(', ')})` : ''}`;
  problem.tags = cleanTags(Array.isArray(yaml.keywords) ? yaml.keywords : words(yaml.keywords));
  const languages = words(yaml.languages).filter((l) => l !== 'all');
  for (const code of languages) {
    const name = languageOfIcpcCode(code);
    if (name) problem.languages.push(name);
    else report.drop(`languages: ${code}`, 'JUDGE_LANGUAGE_MISSING');
  }
  for (const key of Object.keys(yaml)) {
    if (!KNOWN_KEYS.has(key)) report.drop(`${FILE} ${key}`, 'UNKNOWN_KEY');
    else if (['uuid', 'version', 'embargo_until', 'grading', 'allow_file_writing'].includes(key)) report.drop(`${FILE} ${key}`, 'NOT_USED');
  }
}

async function extrasOf(pkg: PackageDir, problem: ImportedProblem, report: Report, attachmentNames: FileNames): Promise<void> {
  for (const file of await pkg.walk('attachments')) {
    problem.attachments.push({ name: attachmentNames.take(file.name), path: (await pkg.resolve(file.path))! });
  }
  // include/default and include/<language>: the site gives extra files to every language alike
  const include: Record<string, string> = {};
  const folders = (await pkg.list('include')).filter((e) => e.kind === 'dir').sort((a, b) => Number(b.name === 'default') - Number(a.name === 'default'));
  for (const entry of folders) {
    for (const file of await pkg.walk(entry.path)) {
      if (TEST_FILE_NAME.test(file.name) && include[file.name] === undefined) include[file.name] = (await pkg.readText(file.path))!;
      else report.drop(file.path, 'INCLUDE_FILE_REFUSED');
    }
  }
  if (Object.keys(include).length) {
    problem.problem.userExtraFile = JSON.stringify(include);
    report.take(folders.some((f) => f.name !== 'default') ? 'INCLUDE_EVERY_LANGUAGE' : 'INCLUDE', { folders: folders.map((f) => f.path).join(', '), files: Object.keys(include).join(', ') });
  }
  for (const folder of ['generators', 'solution', 'output_visualizer', 'input_visualizer', 'graders']) {
    if ((await pkg.list(folder)).length) report.drop(`${folder}/`, 'NOT_USED');
  }
}

/** a validator's name as input_validator_args (a map) names it: its folder or file, with or without the extension */
function namesOf(path: string): string[] {
  const base = path.split('/').pop()!;
  return [base, base.replace(/\.[^.]*$/, '')];
}

/**
 * The input validators, kept with the problem (for `oj problem verify` and the ICPC export): every
 * case input with its group's input_validator_flags (legacy testdata.yaml, a string) or
 * input_validator_args (2023-07: a list for every validator, or a map from a validator's name to
 * its own; one the map leaves out runs without arguments), inherited from the groups above.
 */
async function inputValidationOf(pkg: PackageDir, named: Array<RawCase & { inName: string }>, problem: ImportedProblem, report: Report): Promise<void> {
  const validators = await readInputValidators(pkg, report);
  if (!validators.length) return;
  const argsOf = (config: Record<string, unknown>) => {
    const given = config.input_validator_flags ?? config.input_validator_args;
    const byName = Array.isArray(given) ? undefined : map(given);
    if (!byName) return { args: words(given) };
    return { args: [], argsByValidator: Object.fromEntries(validators.map((v) => [v.path, words(namesOf(v.path).map((n) => byName[n]).find((a) => a !== undefined))])) };
  };
  problem.inputValidation = {
    validators: validators.map((v) => ({
      path: v.path, language: v.language, code: v.code, protocol: 'kattis' as const, ...(v.extraFiles ? { extraFiles: JSON.parse(v.extraFiles) as Record<string, string> } : {}),
    })),
    inputs: named.map((c) => ({ name: c.inName, path: c.input, ...argsOf(c.config) })),
  };
  report.take('INPUT_VALIDATORS_KEPT', { validators: validators.map((v) => v.path).join(', ') });
}

/** 2023-07 `constants`: {{name}} in statements, validators, included code and submissions */
function constantsOf(yaml: Record<string, unknown>): (text: string) => string {
  const values = new Map(Object.entries(map(yaml.constants) ?? {}).map(([k, v]) => [k, str(v)]).filter((e): e is [string, string] => e[1] !== undefined));
  if (values.size === 0) return (text) => text;
  return (text) => text
    .replace(/\\constant\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g, (m, name: string) => values.get(name) ?? m)
    .replace(/\{\{([a-zA-Z_][a-zA-Z0-9_]*)\}\}/g, (m, name: string) => values.get(name) ?? m);
}

function applyConstants(problem: ImportedProblem, replace: (text: string) => string): void {
  const p = problem.problem;
  for (const field of ['description', 'input', 'output', 'hint', 'spjCode'] as const) {
    const text = p[field];
    if (typeof text === 'string') p[field] = replace(text);
  }
  for (const field of ['judgeExtraFile', 'userExtraFile'] as const) {
    const json = p[field];
    if (json) p[field] = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(json) as Record<string, string>).map(([k, v]) => [k, replace(v)])));
  }
  for (const v of problem.inputValidation?.validators ?? []) v.code = replace(v.code);
  for (const s of problem.solutions) {
    s.code = replace(s.code);
    for (const f of s.otherFiles ?? []) f.code = replace(f.code);
  }
}

/** one ICPC package; `shortName` is its folder's name, the problem's id when usable */
export async function readIcpc(pkg: PackageDir, source: string, shortName: string): Promise<ImportedProblem> {
  const problem = blankProblem(source, 'icpc');
  const report = new Report(problem.report);
  const yaml = yamlMap((await pkg.readText(FILE)) ?? '', FILE);
  const kind = await kindOf(pkg, yaml, report);
  const ini = await domjudgeIni(pkg);
  problem.problem.problemId = usableId(shortName) || usableId(ini.externalid) || usableId(ini.probid);
  await limitsOf(pkg, yaml, kind, problem, report);
  const data = await readIcpcData(pkg, report);
  await judgeOf(pkg, yaml, kind, data, problem, report);
  const names = new FileNames();
  const named = nameCases(data, names);
  for (const c of named) {
    problem.files.set(c.inName, (await pkg.resolve(c.input))!);
    problem.files.set(c.ansName, (await pkg.resolve(c.answer))!);
  }
  scoreCases(problem, data, named, kind.scoring, kind.legacy, report);
  caseJudgingOf(yaml, kind, data, named, problem, report);
  await inputValidationOf(pkg, named, problem, report);
  report.take('CASES', { count: problem.cases.length, samples: named.filter((c) => c.sample).length });
  const attachmentNames = new FileNames();
  const constants = constantsOf(yaml);
  const statement = await statementOf(pkg, problem, report, attachmentNames, constants);
  problem.problem.title = titleOf(yaml, report) ?? statement.title ?? ini.name ?? shortName;
  await samplesOf(pkg, data, kind, statement.lang, problem, report);
  metadataOf(yaml, problem, report);
  await extrasOf(pkg, problem, report, attachmentNames);
  // an answer-only problem takes answers alone (the package's `languages` name programs)
  if (kind.answers) problem.languages = [ANSWER_LANGUAGE];
  problem.solutions = await readSubmissions(pkg, report, kind.answers);
  applyConstants(problem, constants);
  if (problem.solutions.length) report.take('SOLUTIONS', { count: problem.solutions.length });
  return finish(problem, FILE);
}

// The ICPC / Kattis problem package (legacy and 2023-07; DOMjudge's additions .timelimit and
// domjudge-problem.ini): problem.yaml, data/ (icpc-data.ts), the output validator and the
// submissions (icpc-programs.ts), statements in Markdown or LaTeX, attachments/ and include/.
import { MAX_VALIDATION_PASSES } from '@oj/judge-engine';
import { PROBLEM_DEFAULTS } from '../../limits.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import {
  FileNames, Report, blankProblem, cleanTags, examplesText, finish, inLanguage, line, map, memoryLimitMb, normalizeText, preferredLanguage, refuse, str, timeLimitMs, usableId, yamlMap,
} from './common.ts';
import { nameCases, readIcpcData, scoreCases, type IcpcData, type RawCase } from './icpc-data.ts';
import { hasValidator, readInputValidators, readSubmissions, readValidator } from './icpc-programs.ts';
import { languageOfIcpcCode } from './languages.ts';
import { attachmentLink, type ImportedProblem, type TokenComparison } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { latexToMarkdown, splitSections } from './statement.ts';

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
  if (types.includes('submit-answer')) throw refuse('UNSUPPORTED', { file: FILE, field: 'type', value: 'submit-answer' });
  const interactive = types.includes('interactive') || validation.includes('interactive');
  const passes = types.includes('multi-pass') || validation.includes('multi-pass') ? validationPassesOf(yaml) : null;
  // a multi-pass problem's validator writes the next pass's input: always a custom one
  const custom = validation[0] === 'custom' || interactive || passes !== null || (validation.length === 0 && !legacy && (await hasValidator(pkg)));
  if (validation.includes('score')) report.drop('validation: score', 'VALIDATOR_SCORE_NOT_READ');
  report.take('FORMAT', { format: [
    line('FORMAT_VERSION', { version }),
    ...(types.length ? [line('FORMAT_TYPE', { type: types.join(' ') })] : []),
    ...(validation.length ? [line('FORMAT_VALIDATION', { validation: validation.join(' ') })] : []),
    ...(passes !== null ? [line('FORMAT_MULTI_PASS', { passes })] : []),
  ] });
  return { legacy, scoring: types.includes('scoring'), interactive, custom, passes };
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
  for (const key of Object.keys(limits)) {
    if (key === 'validation_passes' && kind.passes !== null) continue; // the kind's (kindOf)
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

/** validator_flags (also the default validator's flags written as top-level keys), then data/'s output_validator_args */
function flagsOf(yaml: Record<string, unknown>, data: IcpcData): string[] {
  const flags = words(yaml.validator_flags);
  for (const key of ['float_tolerance', 'float_relative_tolerance', 'float_absolute_tolerance']) {
    if (yaml[key] !== undefined) flags.push(key, String(yaml[key]));
  }
  for (const key of ['case_sensitive', 'space_change_sensitive']) if (yaml[key] === true) flags.push(key);
  flags.push(...words(data.rootConfig.output_validator_args ?? data.rootConfig.output_validator_flags));
  return flags;
}

async function judgeOf(pkg: PackageDir, yaml: Record<string, unknown>, kind: Kind, data: IcpcData, problem: ImportedProblem, report: Report): Promise<void> {
  const flags = flagsOf(yaml, data);
  for (const [group, config] of data.groupConfigs) {
    const own = words(config.output_validator_args ?? config.output_validator_flags);
    if (own.join(' ') !== words(data.rootConfig.output_validator_args ?? data.rootConfig.output_validator_flags).join(' ')) {
      report.drop(line('ITEM_GROUP_FLAGS', { group: `data/secret/${group}` }), 'ONE_SET_OF_FLAGS');
    }
  }
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

interface StatementFile { lang: string; ext: string; path: string; dir: string }

async function statementFiles(pkg: PackageDir): Promise<StatementFile[]> {
  const files: StatementFile[] = [];
  for (const dir of ['statement', 'problem_statement']) {
    for (const entry of await pkg.list(dir)) {
      const m = /^problem(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?))?\.(md|tex|pdf)$/.exec(entry.name);
      if (entry.kind === 'file' && m) files.push({ lang: m[1] ?? 'en', ext: m[2], path: entry.path, dir });
    }
  }
  return files;
}

/** images a Markdown statement shows from its folder become attachments the statement points at */
async function relinkImages(pkg: PackageDir, text: string, dir: string, problem: ImportedProblem, names: FileNames): Promise<string> {
  const links = new Map<string, string>();
  for (const m of text.matchAll(/!\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img[^>]*\ssrc=["']([^"']+)["']/g)) {
    const target = m[1] ?? m[2];
    if (/^[a-z]+:/i.test(target) || target.startsWith('/') || target.includes('..') || links.has(target)) continue;
    const path = `${dir}/${target}`;
    const real = await pkg.resolve(path);
    if (!real || !(await pkg.isFile(path))) continue;
    const name = names.take(target.split('/').pop()!);
    problem.attachments.push({ name, path: real });
    links.set(target, attachmentLink(name));
  }
  let out = text;
  for (const [target, link] of links) out = out.split(`(${target}`).join(`(${link}`).split(`"${target}"`).join(`"${link}"`).split(`'${target}'`).join(`'${link}'`);
  return out;
}

async function statementOf(pkg: PackageDir, problem: ImportedProblem, report: Report, attachmentNames: FileNames, constants: (text: string) => string): Promise<{ title: string | null; lang: string | undefined }> {
  const files = await statementFiles(pkg);
  const lang = preferredLanguage([...new Set(files.map((f) => f.lang))]);
  for (const other of files.filter((f) => f.lang !== lang)) report.drop(other.path, 'STATEMENT_OTHER_LANGUAGE', { taken: lang ?? '' });
  const mine = files.filter((f) => f.lang === lang);
  const chosen = mine.find((f) => f.ext === 'md') ?? mine.find((f) => f.ext === 'tex') ?? mine.find((f) => f.ext === 'pdf');
  if (!chosen) {
    report.take('NO_STATEMENT');
    return { title: null, lang };
  }
  for (const other of mine.filter((f) => f !== chosen)) report.drop(other.path, 'STATEMENT_OTHER_KIND', { kind: chosen.ext });
  const attach = async (path: string) => {
    problem.attachments.push({ name: attachmentNames.take(path.split('/').pop()!), path: (await pkg.resolve(path))! });
  };
  if (chosen.ext === 'pdf') {
    await attach(chosen.path);
    const name = problem.attachments.at(-1)!.name;
    problem.problem.description = inLanguage(lang, `The statement of this problem is a PDF file, attached as ${name}.`, `本题题面为 PDF 文件，见附件 ${name}。`);
    report.take('STATEMENT_ATTACHED', { path: chosen.path });
    return { title: null, lang };
  }
  const text = constants((await pkg.readText(chosen.path))!);
  let markdown = text;
  let title: string | null = null;
  if (chosen.ext === 'tex') {
    const converted = latexToMarkdown(text);
    markdown = converted.markdown;
    title = converted.title;
    if (converted.unknown.length) {
      await attach(chosen.path);
      const name = problem.attachments.at(-1)!.name;
      const unknown = converted.unknown.join(', ');
      markdown = `> ${inLanguage(lang, `The statement of this problem is written in LaTeX (attached as ${name}) and could not be converted completely (${unknown}); check the text below against it.`, `本题题面为 LaTeX（见附件 ${name}），其中部分内容（${unknown}）无法自动转换，请对照原文检查下面的文字。`)}\n\n${markdown}`;
      report.take('STATEMENT_CONVERTED_IN_PART', { path: chosen.path, unknown: converted.unknown.join(', ') });
    } else {
      report.take('STATEMENT_CONVERTED', { path: chosen.path });
    }
  } else {
    report.take('STATEMENT', { path: chosen.path });
  }
  const sections = splitSections(await relinkImages(pkg, markdown, chosen.dir, problem, attachmentNames));
  problem.problem.description = sections.description || null;
  problem.problem.input = sections.input;
  problem.problem.output = sections.output;
  problem.problem.hint = sections.hint;
  return { title, lang };
}

/** samples as the statement's examples; an interactive problem's .interaction files as a section */
async function samplesOf(pkg: PackageDir, data: IcpcData, interactive: boolean, lang: string | undefined, problem: ImportedProblem, report: Report): Promise<void> {
  if (interactive) {
    // an interactive problem's .in files are the validator's, not the contestant's to see
    problem.problem.examples = null;
    const blocks: string[] = [];
    for (const path of data.interactions) {
      const text = await pkg.readText(path, SAMPLE_SHOWN_MAX_BYTES);
      if (text !== null) blocks.push(`\`\`\`\n${normalizeText(text).trimEnd()}\n\`\`\``);
    }
    if (blocks.length) {
      const heading = inLanguage(lang, '## Sample interaction\n\nLines starting with `<` are written by the judge, lines starting with `>` by your program.', '## 样例交互\n\n以 `<` 开头的行由评测程序输出，以 `>` 开头的行由你的程序输出。');
      problem.problem.description = `${problem.problem.description ?? ''}\n\n${heading}\n\n${blocks.join('\n\n')}`.trim();
      report.take('SAMPLE_INTERACTIONS', { count: blocks.length });
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
  await inputValidationOf(pkg, named, problem, report);
  report.take('CASES', { count: problem.cases.length, samples: named.filter((c) => c.sample).length });
  const attachmentNames = new FileNames();
  const constants = constantsOf(yaml);
  const statement = await statementOf(pkg, problem, report, attachmentNames, constants);
  problem.problem.title = titleOf(yaml, report) ?? statement.title ?? ini.name ?? shortName;
  await samplesOf(pkg, data, kind.interactive, statement.lang, problem, report);
  metadataOf(yaml, problem, report);
  await extrasOf(pkg, problem, report, attachmentNames);
  problem.solutions = await readSubmissions(pkg, report);
  applyConstants(problem, constants);
  if (problem.solutions.length) report.take('SOLUTIONS', { count: problem.solutions.length });
  return finish(problem, FILE);
}

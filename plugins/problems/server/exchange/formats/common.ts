// What the format readers share: refusals, the report, case file names the judge accepts, the
// statement's example pairs, integer score shares, a statement language chosen for the site, and
// the last check that the problem's fields pass the admin form's rules (shared/problem-input.ts).
import { Value } from '@sinclair/typebox/value';
import { parse as parseYaml } from 'yaml';
import { OjError } from '@oj/sdk';
import { ProblemFields } from '../../problem-input.ts';
import { DISPLAY_ID_PATTERN, MAX_CASES, MAX_MEMORY_LIMIT_MB, MAX_TIME_LIMIT_MS, TEXT_MAX, TITLE_MAX } from '../../limits.ts';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import type { Dropped, ImportedCase, ImportedProblem, ReportLine, ReportParam } from './model.ts';

export type Params = Record<string, string | number>;

/** a refusal: PROBLEMS_PACKAGE_<rule>, its message naming the file and the rule broken */
export function refuse(rule: string, params: Params): OjError {
  return new OjError(`PROBLEMS_PACKAGE_${rule}`, 400, params);
}

/** a report line: PROBLEMS_REPORT_<name> of the plugin's locales with its parameters */
export const line = (name: string, params?: Record<string, ReportParam>): ReportLine => ({ key: `PROBLEMS_REPORT_${name}`, ...(params ? { params } : {}) });

export class Report {
  constructor(readonly into: { taken: ReportLine[]; dropped: Dropped[] } = { taken: [], dropped: [] }) {}

  /** something taken: PROBLEMS_REPORT_<name> */
  take(name: string, params?: Record<string, ReportParam>): void {
    this.into.taken.push(line(name, params));
  }

  /** `item` (a file or field as the package names it, or a line) left out, why: PROBLEMS_REPORT_<name> */
  drop(item: string | ReportLine, name: string, params?: Record<string, ReportParam>): void {
    this.into.dropped.push({ item, reason: line(name, params) });
  }
}

/** a package's own id when the site can use it as a display id, else '' (the importer assigns one) */
export function usableId(id: unknown): string {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return new RegExp(DISPLAY_ID_PATTERN).test(text) ? text : '';
}

/**
 * Case file names: flat, in the judge's alphabet (TEST_FILE_NAME), unique in one problem. A name
 * that is already valid stays; others have each foreign character replaced by '_', and a clash
 * gets "-2", "-3"… before its extension.
 */
export class FileNames {
  private readonly used = new Set<string>();

  take(wanted: string): string {
    let base = wanted.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^[.-]+/, '').slice(0, 180) || 'case';
    if (!/^[A-Za-z0-9_]/.test(base)) base = `_${base}`;
    let name = base;
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    for (let n = 2; this.used.has(name.toLowerCase()); n++) name = `${stem}-${n}${ext}`;
    if (!TEST_FILE_NAME.test(name)) throw new Error(`bad case file name ${name}`);
    this.used.add(name.toLowerCase());
    return name;
  }
}

/** the points a full solution gets: by subtask, the sum of each group's smallest case score; else the sum of all */
export function fullScore(cases: ImportedCase[], bySubtask: boolean): number {
  if (!bySubtask) return cases.reduce((s, c) => s + (c.score ?? 0), 0);
  const groups = new Map<number, number>();
  cases.forEach((c, i) => {
    const key = c.groupNum ?? -(i + 1);
    groups.set(key, Math.min(groups.get(key) ?? Infinity, c.score ?? 0));
  });
  return [...groups.values()].reduce((a, b) => a + b, 0);
}


/** the statement's sample pairs as the problem's `examples` text (examples.ts) */
export function examplesText(pairs: Array<{ input: string; output: string }>, report: Report): string | null {
  let text = '';
  for (const [i, pair] of pairs.entries()) {
    const one = `<input>${normalizeText(pair.input)}</input><output>${normalizeText(pair.output)}</output>`;
    if (text.length + one.length > TEXT_MAX) {
      report.drop(line('ITEM_SAMPLE', { n: i + 1 }), 'SAMPLE_TOO_LONG');
      continue;
    }
    text += one;
  }
  return text || null;
}

/** line ends as the site stores text */
export function normalizeText(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** `total` split over `n` parts as whole numbers that add up to it (largest remainders first) */
export function splitScore(total: number, n: number): number[] {
  if (n <= 0) return [];
  const exact = Array.from({ length: n }, () => total / n);
  const parts = exact.map(Math.floor);
  let rest = Math.round(total) - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i]++;
    rest--;
  }
  return parts;
}

/**
 * The statement language to take: the site's default zh-CN (a Chinese one) first, then English,
 * then the first the package lists. `keys` are the package's language names or codes.
 */
export function preferredLanguage(keys: string[]): string | undefined {
  const chinese = keys.find((k) => /^(zh|chinese|cn)([-_].*)?$/i.test(k));
  const english = keys.find((k) => /^(en|english)([-_].*)?$/i.test(k));
  return chinese ?? english ?? keys[0];
}

/** a note written into a statement, in the statement's language (Chinese or English) */
export function inLanguage(lang: string | undefined, en: string, zh: string): string {
  return lang && /^(zh|chinese|cn)([-_].*)?$/i.test(lang) ? zh : en;
}

/** a time limit in ms within the site's range, or a refusal naming the file and the field */
export function timeLimitMs(ms: number, file: string, field: string, shown: string | number): number {
  const value = Math.ceil(ms);
  if (!Number.isFinite(ms) || value < 1 || value > MAX_TIME_LIMIT_MS) {
    throw refuse('LIMIT_RANGE', { file, field, value: String(shown), min: '1 ms', max: `${MAX_TIME_LIMIT_MS} ms` });
  }
  return value;
}

/** a memory limit in MB within the site's range, or a refusal */
export function memoryLimitMb(mb: number, file: string, field: string, shown: string | number): number {
  const value = Math.ceil(mb);
  if (!Number.isFinite(mb) || value < 1 || value > MAX_MEMORY_LIMIT_MB) {
    throw refuse('LIMIT_RANGE', { file, field, value: String(shown), min: '1 MB', max: `${MAX_MEMORY_LIMIT_MB} MB` });
  }
  return value;
}

const TEXT_FIELDS = ['description', 'input', 'output', 'examples', 'hint', 'source', 'spjCode', 'userExtraFile', 'judgeExtraFile'] as const;

/**
 * The last step of every reader: a title cut to the site's length, the case count and text sizes
 * checked, and the fields checked against the admin form's rules, so what the importer saves
 * passes them. `file` is the package file the fields come from, for the messages.
 */
export function finish(problem: ImportedProblem, file: string): ImportedProblem {
  const p = problem.problem;
  p.title = p.title.replace(/\s+/g, ' ').trim();
  if (!p.title) throw refuse('TITLE_MISSING', { file });
  if (p.title.length > TITLE_MAX) {
    problem.report.dropped.push({ item: 'title', reason: line('TITLE_CUT', { max: TITLE_MAX }) });
    p.title = p.title.slice(0, TITLE_MAX).trim();
  }
  if (p.author && p.author.length > 100) {
    problem.report.dropped.push({ item: `author "${p.author}"`, reason: line('AUTHOR_TOO_LONG', { max: 100 }) });
    p.author = null;
  }
  for (const field of TEXT_FIELDS) {
    const text = p[field];
    if (typeof text === 'string' && text.length > TEXT_MAX) throw refuse('TEXT_TOO_LONG', { file, field, max: TEXT_MAX });
  }
  if (problem.cases.length === 0) throw refuse('NO_CASES', { file });
  if (problem.cases.length > MAX_CASES) throw refuse('TOO_MANY_CASES', { file, count: problem.cases.length, max: MAX_CASES });
  checkCaseNames(problem.cases, problem.files);
  // an empty problemId is the importer's to assign (the contract with importer.ts)
  const first = Value.Errors(ProblemFields, { ...p, problemId: p.problemId || 'P' }).First();
  if (first) throw refuse('FIELD_INVALID', { file, field: first.path.replace(/^\//, '') || 'problem' });
  return problem;
}

function checkCaseNames(cases: ImportedCase[], files: Map<string, string>): void {
  for (const c of cases) {
    for (const name of [c.input, c.output]) {
      if (!TEST_FILE_NAME.test(name) || !files.has(name)) throw new Error(`case file ${name} is not in the problem's files`);
    }
  }
}

/** the blank problem a reader fills */
export function blankProblem(source: string, format: ImportedProblem['format']): ImportedProblem {
  return {
    source,
    format,
    problem: { problemId: '', title: '' },
    cases: [],
    files: new Map(),
    judge: {},
    tags: [],
    languages: [],
    codeTemplates: [],
    attachments: [],
    solutions: [],
    report: { taken: [], dropped: [] },
  };
}

/** tags as the site keeps them: trimmed, unique by case, at most 100 characters */
export function cleanTags(tags: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) {
    const name = typeof tag === 'string' || typeof tag === 'number' ? String(tag).trim() : '';
    if (name && name.length <= 100 && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** a plain string of a YAML/JSON value, or undefined */
export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** a YAML/JSON map, or undefined */
export function map(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** what a reader is handed besides its package */
export interface ReadContext {
  /** a folder to write made files into (created on first use, removed by the caller) */
  workDir(): Promise<string>;
}

/** a YAML text as a map (an empty file is an empty map); anything else is refused naming the file */
export function yamlMap(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseYaml(text, { maxAliasCount: 100 });
  } catch (err) {
    throw refuse('YAML_INVALID', { file, detail: firstLine(err) });
  }
  if (value === null || value === undefined) return {};
  const m = map(value);
  if (!m) throw refuse('YAML_INVALID', { file, detail: 'not a map of keys' });
  return m;
}

/** a JSON text, refused naming the file when it is not JSON */
export function jsonValue(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw refuse('JSON_INVALID', { file, detail: firstLine(err) });
  }
}

export function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200);
}

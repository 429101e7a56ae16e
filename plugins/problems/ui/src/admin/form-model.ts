// The problem form's state and rules, without React: the examples' text format, the extra-file
// JSON, and the checks of spec 2 §5 "Admin" run before the save call (each answers an i18n key).
import { PROBLEM_TYPE } from '@oj/plugin-problems/browser';
import type { AdminProblem, CaseRow, CodeTemplateRow, TagChoice } from './types.js';

export const DISPLAY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const TITLE_MAX = 255;
export const MAX_TIME_LIMIT_MS = 60_000;
export const MAX_MEMORY_LIMIT_MB = 4096;
/** the server's bounds (server/limits.ts): checked here so each shows at its field in words */
export const TEXT_MAX = 1_000_000;
export const CASE_TEXT_MAX = 10_000_000;
export const MAX_CASES = 2000;
export const CODE_TEMPLATE_MAX = 65535;
/** spec 2 §9: at most 2 examples suggested */
export const EXAMPLES_SUGGESTED = 2;
const FILE_NAME = /^[A-Za-z0-9._-]{1,100}$/;

export interface Example { input: string; output: string }
export interface ExtraFile { name: string; content: string }
/** a test case row of the form; score and group as typed (validated on save) */
export interface CaseDraft { input: string; output: string; score: string; groupNum: string }

export interface FormState {
  problem: AdminProblem;
  examples: Example[];
  languages: string[];
  templates: (CodeTemplateRow & { language: string })[];
  tags: TagChoice[];
  userExtraFiles: ExtraFile[];
  judgeExtraFiles: ExtraFile[];
  upload: boolean;
  cases: CaseDraft[];
  uploadDir: string | null;
  /** the checker source last compiled successfully (or saved), null when none */
  compiledCode: string | null;
}

/** `<input>..</input><output>..</output>` pairs (spec 2 §3) */
export function parseExamples(text: string | null | undefined): Example[] {
  const found: Example[] = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(text ?? ''); m; m = re.exec(text ?? '')) found.push({ input: m[1], output: m[2] });
  return found;
}

export function formatExamples(examples: Example[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

export function parseExtraFiles(json: string | null | undefined): ExtraFile[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string').map(([name, content]) => ({ name, content }));
  } catch {
    return [];
  }
}

export function formatExtraFiles(files: ExtraFile[]): string | null {
  return files.length ? JSON.stringify(Object.fromEntries(files.map((f) => [f.name.trim(), f.content]))) : null;
}

export function caseDraft(c: CaseRow): CaseDraft {
  return { input: c.input, output: c.output, score: c.score == null ? '' : String(c.score), groupNum: c.groupNum == null ? '' : String(c.groupNum) };
}

const isWholeNumber = (s: string) => /^\d+$/.test(s.trim());

export function toCaseRow(c: CaseDraft): CaseRow {
  return { input: c.input, output: c.output, score: c.score.trim() === '' ? null : Number(c.score), groupNum: c.groupNum.trim() === '' ? null : Number(c.groupNum) };
}

function limitError(p: AdminProblem): string | null {
  const ok = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!ok(p.timeLimit, MAX_TIME_LIMIT_MS) || !ok(p.memoryLimit, MAX_MEMORY_LIMIT_MB) || !ok(p.stackLimit, MAX_MEMORY_LIMIT_MB)) return 'PA_Limit_Invalid';
  return null;
}

function checkerError(s: FormState): string | null {
  const p = s.problem;
  if (p.judgeMode === 'default') return null;
  if (!p.spjCode?.trim() || !p.spjLanguage) return 'PA_Spj_Required';
  if (s.compiledCode !== p.spjCode) return 'PA_Spj_Must_Compile';
  return null;
}

function caseError(s: FormState): string | null {
  if (s.cases.length === 0) return s.upload ? 'PA_Upload_Required' : 'PA_Case_Required';
  if (s.cases.length > MAX_CASES) return 'PA_Too_Many_Cases';
  for (const c of s.cases) {
    if (!s.upload && c.output === '' && c.input === '') return 'PA_Case_Empty';
    if (c.input.length > CASE_TEXT_MAX || c.output.length > CASE_TEXT_MAX) return 'PA_Case_Too_Long';
    if (c.score.trim() !== '' && !isWholeNumber(c.score)) return 'PA_Score_Invalid';
    if (s.problem.type === PROBLEM_TYPE.oi && c.score.trim() === '') return 'PA_Score_Invalid';
    if (c.groupNum.trim() !== '' && !isWholeNumber(c.groupNum)) return 'PA_Group_Required';
    if (s.problem.judgeCaseMode !== 'default' && (!isWholeNumber(c.groupNum) || Number(c.groupNum) < 1)) return 'PA_Group_Required';
  }
  return null;
}

function extraFileError(files: ExtraFile[]): string | null {
  for (const f of files) if (!FILE_NAME.test(f.name.trim()) || f.content === '') return 'PA_Extra_File_Required';
  if (new Set(files.map((f) => f.name.trim())).size !== files.length) return 'PA_Extra_File_Duplicate';
  return null;
}

const LONG_TEXT_RULES: Array<['description' | 'input' | 'output' | 'hint' | 'source', string]> = [
  ['description', 'PA_Description_Too_Long'], ['input', 'PA_Input_Too_Long'], ['output', 'PA_Output_Too_Long'],
  ['source', 'PA_Source_Too_Long'], ['hint', 'PA_Hint_Too_Long'],
];

/** The field each rule is about: the form shows the rule's message there (and above Save). */
export const RULE_FIELD: Record<string, string> = {
  PA_Display_ID_Invalid: 'problemId', PA_Title_Required: 'title', PA_Title_Too_Long: 'title',
  PA_Description_Too_Long: 'description', PA_Input_Too_Long: 'input', PA_Output_Too_Long: 'output', PA_Source_Too_Long: 'source',
  PA_Input_Required: 'input', PA_Output_Required: 'output',
  PA_Hint_Too_Long: 'hint', PA_Examples_Too_Long: 'examples', PA_Limit_Invalid: 'limits',
  PA_Languages_Required: 'languages', PA_Spj_Required: 'checker', PA_Spj_Must_Compile: 'checker', PA_File_IO_Names: 'fileIO',
  PA_Template_Language: 'templates', PA_Code_Template_Empty: 'templates', PA_Code_Template_Too_Long: 'templates',
  PA_Tag_Name_Required: 'tags', PA_Tag_Duplicate: 'tags', PA_Upload_Required: 'cases', PA_Case_Required: 'cases', PA_Case_Empty: 'cases',
  PA_Too_Many_Cases: 'cases', PA_Case_Too_Long: 'cases', PA_Group_Required: 'cases', PA_Extra_File_Required: 'extraFiles', PA_Extra_File_Duplicate: 'extraFiles',
};

/**
 * The first rule the form breaks, as an i18n key; null when it may be saved. `requireIo`: the input
 * and output descriptions are required too (spec 3 §5 "Group problem form").
 */
export function formError(s: FormState, opts: { requireIo?: boolean } = {}): string | null {
  const p = s.problem;
  if (!DISPLAY_ID_PATTERN.test(p.problemId.trim())) return 'PA_Display_ID_Invalid';
  if (!p.title.trim()) return 'PA_Title_Required';
  if (p.title.trim().length > TITLE_MAX) return 'PA_Title_Too_Long';
  if (opts.requireIo && !p.input.trim()) return 'PA_Input_Required';
  if (opts.requireIo && !p.output.trim()) return 'PA_Output_Required';
  for (const [field, key] of LONG_TEXT_RULES) if ((p[field] ?? '').length > TEXT_MAX) return key;
  if (formatExamples(s.examples).length > TEXT_MAX) return 'PA_Examples_Too_Long';
  const limits = limitError(p);
  if (limits) return limits;
  if (!Number.isInteger(p.ioScore) || p.ioScore < 0) return 'PA_Score_Invalid';
  if (s.languages.length === 0) return 'PA_Languages_Required';
  const checker = checkerError(s);
  if (checker) return checker;
  if (p.isFileIO && (!FILE_NAME.test(p.ioReadFileName?.trim() ?? '') || !FILE_NAME.test(p.ioWriteFileName?.trim() ?? ''))) return 'PA_File_IO_Names';
  for (const tpl of s.templates) {
    if (!s.languages.includes(tpl.language)) return 'PA_Template_Language';
    if (!tpl.code.trim()) return 'PA_Code_Template_Empty';
    if (tpl.code.length > CODE_TEMPLATE_MAX) return 'PA_Code_Template_Too_Long';
  }
  const names = s.tags.map((tag) => tag.name.trim().toLowerCase());
  if (names.some((n) => !n)) return 'PA_Tag_Name_Required';
  if (new Set(names).size !== names.length) return 'PA_Tag_Duplicate';
  return caseError(s) ?? extraFileError(s.userExtraFiles) ?? extraFileError(s.judgeExtraFiles);
}

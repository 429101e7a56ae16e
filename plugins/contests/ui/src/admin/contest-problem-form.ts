// The contest problem form's state and rules, without React (spec 3 §5 "Group problem form", in a
// contest). The problem itself is held as the bank's form holds it (FormState of
// @oj/plugin-problems/admin-form) and checked by the bank's own rules; around it, the contest's
// fields (display id and title, balloon colour) and rules. Its type follows the contest and its
// auth stays 3: neither is asked.
import {
  caseDraft, formatExamples, formatExtraFiles, formError, NEW_PROBLEM_LIMITS, NEW_PROBLEM_REMOVES_END_BLANK, parseExamples, parseExtraFiles, toCaseRow,
  type AdminProblem, type CaseRow, type FormState,
} from '@oj/plugin-problems/admin-form';
import type { AdminContestProblem, ContestProblemWrite } from './api.js';

export const DEFAULT_BALLOON = '#3498db';

export interface ContestProblemDraft {
  displayId: string;
  displayTitle: string;
  color: string;
  form: FormState;
}

/** a new problem of a contest of `type` (0 ACM, 1 OI): the bank form's defaults, every language */
export function newDraft(type: number, languages: string[]): ContestProblemDraft {
  const problem: AdminProblem = {
    problemId: '', title: '', type, judgeMode: 'default', judgeCaseMode: 'default', ...NEW_PROBLEM_LIMITS,
    description: '', input: '', output: '', examples: '', hint: '', source: '', difficulty: 0, auth: 3, codeShare: false,
    spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null, isRemoveEndBlank: NEW_PROBLEM_REMOVES_END_BLANK, openCaseResult: false,
    isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
  };
  return {
    displayId: '', displayTitle: '', color: DEFAULT_BALLOON,
    form: {
      problem, examples: [{ input: '', output: '' }], languages, templates: [], tags: [], userExtraFiles: [], judgeExtraFiles: [],
      upload: false, cases: [{ input: '', output: '', score: '', groupNum: '' }], uploadDir: null, compiledCode: null,
    },
  };
}

/** an existing contest problem: its place in the contest, the bank's admin model, its cases and languages */
export function loadedDraft(shown: AdminContestProblem, p: AdminProblem, cases: CaseRow[], languages: string[]): ContestProblemDraft {
  const examples = parseExamples(p.examples);
  return {
    displayId: shown.displayId, displayTitle: shown.displayTitle, color: shown.color ?? DEFAULT_BALLOON,
    form: {
      problem: { ...p, description: p.description ?? '', input: p.input ?? '', output: p.output ?? '', examples: p.examples ?? '', hint: p.hint ?? '', source: p.source ?? '' },
      examples: examples.length ? examples : [{ input: '', output: '' }],
      languages, templates: [], tags: [],
      userExtraFiles: parseExtraFiles(p.userExtraFile),
      judgeExtraFiles: parseExtraFiles(p.judgeExtraFile),
      upload: !!p.isUploadCase,
      cases: cases.map(caseDraft),
      uploadDir: null,
      // the saved checker compiled when it was saved; a change needs a new compile
      compiledCode: p.spjCode,
    },
  };
}

/** the bank's rules about who the problem is (its id and title) come before the statement's */
const IDENTITY_RULES = new Set(['PA_Display_ID_Invalid', 'PA_Title_Required', 'PA_Title_Too_Long']);

/**
 * Spec 3 §5: in a contest the display id and display title are required; the problem's id and
 * title, then its input and output descriptions; then the bank form's rules (languages, the
 * checker's code compiled since its last change, file IO names, test data by hand or by an
 * upload, scores, subtask groups, extra files). The message key of the first broken rule — the
 * bank's in its own namespace ('problems:PA_…') — or null.
 */
export function contestProblemError(d: ContestProblemDraft): string | null {
  if (!d.displayId.trim()) return 'CA_Need_Display_Id';
  if (!d.displayTitle.trim()) return 'CA_Need_Display_Title';
  const bank = formError(d.form);
  if (bank && IDENTITY_RULES.has(bank)) return `problems:${bank}`;
  const p = d.form.problem;
  if (!p.input.trim() || !p.output.trim()) return 'CA_Need_Input_Output';
  return bank ? `problems:${bank}` : null;
}

/** the save call's body (POST or PUT /api/admin/contest/problem) */
export function toWrite(cid: number, d: ContestProblemDraft): ContestProblemWrite {
  const { form } = d;
  const p = form.problem;
  const fileName = (name: string | null) => (p.isFileIO ? name?.trim() ?? null : null);
  return {
    cid, displayId: d.displayId.trim(), displayTitle: d.displayTitle.trim(), color: d.color || null,
    problem: {
      ...(p.id ? { id: p.id } : {}), problemId: p.problemId.trim(), title: p.title.trim(),
      description: p.description, input: p.input, output: p.output, hint: p.hint, source: p.source,
      examples: formatExamples(form.examples.filter((e) => e.input || e.output)),
      timeLimit: p.timeLimit, memoryLimit: p.memoryLimit, stackLimit: p.stackLimit, difficulty: p.difficulty, ioScore: p.ioScore,
      codeShare: p.codeShare, isRemoveEndBlank: p.isRemoveEndBlank, openCaseResult: p.openCaseResult,
      judgeMode: p.judgeMode, judgeCaseMode: p.judgeCaseMode, spjCode: p.spjCode, spjLanguage: p.spjLanguage,
      userExtraFile: formatExtraFiles(form.userExtraFiles), judgeExtraFile: formatExtraFiles(form.judgeExtraFiles),
      isFileIO: p.isFileIO, ioReadFileName: fileName(p.ioReadFileName), ioWriteFileName: fileName(p.ioWriteFileName),
    },
    samples: form.cases.map(toCaseRow),
    isUploadTestCase: form.upload,
    uploadTestcaseDir: form.uploadDir,
    languages: form.languages.map((name) => ({ name })),
  };
}

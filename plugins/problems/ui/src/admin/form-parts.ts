// The problem form's parts another plugin's problem form reuses (`@oj/plugin-problems/admin-form`):
// a problem written inside a contest is asked and checked as the bank's own — judge mode and
// checker, IO mode, test cases and their mode, extra files, and the rules of spec 2 §5 — by these
// very components and functions. Their strings are this plugin's ('problems' namespace), which the
// shell loads with its UI; their calls are the bank's (the admin roles', as here), or a group's
// inside a ProblemFormGroup (its test-data upload and checker compiles).
export { CheckerSection, type CheckerState } from './CheckerSection.js';
export { CaseEditor, CaseModeSelect, type CaseState } from './CaseEditor.js';
export { EndBlankSwitch } from './EndBlankSwitch.js';
export { ExtraFileEditor } from './ExtraFileEditor.js';
export { ProblemFormGroup } from './form-group.js';
export { FileIoEditor, type FileIoState } from './FileIoEditor.js';
export {
  caseDraft, formatExamples, formatExtraFiles, formError, parseExamples, parseExtraFiles, toCaseRow,
  type CaseDraft, type Example, type ExtraFile, type FormState,
} from './form-model.js';
export {
  downloadTestCases, formProblem, getCases, getLanguages, getProblem, NEW_PROBLEM_LIMITS, NEW_PROBLEM_REMOVES_END_BLANK,
  type AdminProblem, type CaseRow, type JudgeCaseMode, type JudgeMode, type LanguageRow,
} from './api.js';
// the whole form, for a group's problems (spec 3 §5): its calls, authorities and display-id prefix are the caller's
export { ProblemForm, type ProblemFormProps } from './ProblemForm.js';
export { languagesOfBank, LOCAL_BANK, problemBank } from './bank-languages.js';
// a language's name as people read it (Answer reads 答案), in the 'problems' namespace
export { languageLabel } from '../languageLabel.js';
// the output-only problems' language: never one of a new problem's languages by default
export { ANSWER_LANGUAGE } from '@oj/plugin-problems/limits';
export type { ProblemFormCalls } from './form-io.js';
export { PROBLEM_AUTHS, type ProblemAuth, type ProblemSave } from './api.js';

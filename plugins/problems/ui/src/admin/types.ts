// The admin models of the problems plugin as the pages hold them: the shapes of
// plugins/problems/server/problem-input.ts and shared/models.ts (only the import-free shared/limits.ts, @oj/plugin-problems/limits,
// at run time, so plain tests load it). The admin calls' answers are the shared schemas' types
// (the list row, tags, classifications); the form's own model is written out here.
import type { AdminProblem as AdminProblemAnswer, AdminProblemRow, Tag, TagClassification } from '@oj/plugin-problems/browser';
import { PROBLEM_DEFAULTS } from '@oj/plugin-problems/limits';

export type { AdminProblemRow };

export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';
export const JUDGE_MODES: JudgeMode[] = ['default', 'spj', 'interactive'];
export const JUDGE_CASE_MODES: JudgeCaseMode[] = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'];
/** problem.auth: 1 public, 2 private, 3 contest */
export const PROBLEM_AUTHS = [1, 2, 3] as const;
export type ProblemAuth = (typeof PROBLEM_AUTHS)[number];
/** reference §4.6: admin-form defaults of a new problem */
export const NEW_PROBLEM_LIMITS = {
  timeLimit: PROBLEM_DEFAULTS.timeLimit, memoryLimit: PROBLEM_DEFAULTS.memoryLimit, stackLimit: PROBLEM_DEFAULTS.stackLimit, ioScore: PROBLEM_DEFAULTS.ioScore,
} as const;
/** how every problem form (bank, contest, group) starts: trailing blanks ignored, as the server's default */
export const NEW_PROBLEM_REMOVES_END_BLANK: boolean = PROBLEM_DEFAULTS.isRemoveEndBlank;

/** the admin problem model (spec 2 §3) as the form holds it: GET /api/admin/problem's answer through formProblem */
export interface AdminProblem {
  id?: number; problemId: string; title: string; author?: string | null; type: number;
  judgeMode: JudgeMode; judgeCaseMode: JudgeCaseMode;
  timeLimit: number; memoryLimit: number; stackLimit: number;
  description: string; input: string; output: string; examples: string; hint: string; source: string;
  difficulty: number; auth: ProblemAuth; ioScore: number; codeShare: boolean;
  spjCode: string | null; spjLanguage: string | null;
  userExtraFile: string | null; judgeExtraFile: string | null;
  isRemoveEndBlank: boolean; openCaseResult: boolean; isUploadCase?: boolean;
  isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null;
  /** judged on a remote judge's site (its display id names the judge: HDU-1000) */
  isRemote?: boolean;
  /** a multi-pass problem (from an ICPC package): the most passes a case may run; shown, not edited */
  validationPasses?: number | null;
  /** the problem's own output limit in MiB (from an ICPC package); shown, not edited */
  outputLimitMb?: number | null;
}

export interface CaseRow { input: string; output: string; score: number | null; groupNum: number | null }
/** `oj`: the language's bank, ME (this site's judge) or a remote judge's (its languages are offered only on its problems) */
export interface LanguageRow { id: number; name: string; isSpj: boolean; template: string; contentType: string; oj?: string }
export interface CodeTemplateRow { lid: number; code: string; status: boolean }
export type TagRow = Tag;
export interface TagChoice { id?: number | null; name: string; color?: string | null }
export type Classification = TagClassification;

const isProblemAuth = (auth: number): auth is ProblemAuth => (PROBLEM_AUTHS as readonly number[]).includes(auth);

/**
 * A problem as GET /api/admin/problem (or a group's GET /api/group/problem) answers it, as the
 * form holds it: its texts never null (empty instead), its auth one of PROBLEM_AUTHS (public else).
 */
export function formProblem(answer: AdminProblemAnswer): AdminProblem {
  const { description, input, output, examples, hint, source, auth } = answer;
  return {
    ...answer, description: description ?? '', input: input ?? '', output: output ?? '', examples: examples ?? '', hint: hint ?? '', source: source ?? '',
    auth: isProblemAuth(auth) ? auth : PROBLEM_AUTHS[0],
  };
}

/** the reference's ProblemDTO */
export interface ProblemSave {
  problem: AdminProblem;
  samples: CaseRow[];
  isUploadTestCase: boolean;
  uploadTestcaseDir: string | null;
  judgeMode: JudgeMode;
  languages: { id: number; name: string }[];
  codeTemplates: CodeTemplateRow[];
  tags: TagChoice[];
}

/** what a test case zip upload answers (the call's answer) */
export type { UploadedCases } from '@oj/plugin-problems/browser';

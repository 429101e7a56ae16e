// The problems write service (issue 11 §3): how another plugin creates or updates a problem with
// its test data — a remote judge importing a problem, a package import, a group's problems. The
// same rules as the admin form apply (spec 2 §5), and the same messages answer a mistake.
//
//   const { pid, created } = await ctx.services.get(problemsService).saveProblem({
//     problem: { problemId: 'HDU-1000', title: 'A + B Problem', timeLimit: 1000, memoryLimit: 32, description },
//     languages: ['G++', 'Java'], oj: 'HDU', isRemote: true, by: 'remote-judge',
//   });
import type { ProblemFields } from './problem-input.ts';

export type { ProblemFields };

export interface ProblemWrite {
  /** the admin form's fields (the reference's ProblemDTO.problem); problemId and title are required */
  problem: ProblemFields;
  /** the test cases as text; left out on an update: the current ones stay */
  cases?: Array<{ input: string; output: string; score?: number | null; groupNum?: number | null }>;
  /**
   * the cases are files of an uploaded zip (their input and output are the file names POST
   * /api/file/upload-testcase-zip listed) rather than text; absent or false: text
   */
  isUploadTestCase?: boolean;
  /**
   * that upload's fileListDir token; absent with isUploadTestCase on an update: the files the
   * problem already has (new scores or groups for them)
   */
  uploadTestcaseDir?: string | null;
  /** names of the languages of `oj` users may submit in (at least one) */
  languages: string[];
  /** tag names (found in the bank, or made) */
  tags?: string[];
  /** the bank: ME (this site's, the default) or a remote judge's short name, e.g. 'HDU' */
  oj?: string;
  /** judged by another site (a judgeDispatchPoint contributor claims it) */
  isRemote?: boolean;
  /** the group the problem belongs to; null or absent: the main problem set */
  gid?: number | null;
  /** who makes the change: the problem's modifier (and author when none is given) */
  by: string;
}

/** a language of a bank, as a remote judge contributes it (the language list of that OJ) */
export interface BankLanguage {
  name: string;
  description?: string;
  /** the editor's mode, e.g. 'text/x-c++src' */
  editorMode?: string;
  template?: string;
}

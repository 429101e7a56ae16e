// What every package format is read into (issue 31): one problem as the admin form would save it,
// its test files on disk, how its output is judged, what it ships beside (solutions, attachments),
// and a report of what was taken and what was dropped and why. A reader never writes to the site:
// the import saves a whole package or nothing (importer.ts). A package refused is an OjError
// whose message names the file and the rule broken (PROBLEMS_PACKAGE_* in the plugin's locales).
import type { CaseJudging, CheckerProtocol, ExpectedVerdict, InputValidationSpec, OutputComparison } from '@oj/judge-engine';
import type { PACKAGE_FORMAT_NAMES } from '../../../shared/packages.ts';
import type { ProblemFields } from '../../../shared/problem-input.ts';

/** the format names, as the import route and the admin page know them */
export { PACKAGE_FORMAT_NAMES as PACKAGE_FORMATS } from '../../../shared/packages.ts';
export type PackageFormat = (typeof PACKAGE_FORMAT_NAMES)[number];

/** The Kattis default output validator's comparison (problem.yaml `validator_flags`): the judge's own shape. */
export type TokenComparison = OutputComparison;

/** How the output of a case is judged beyond the problem's fields (judgeMode, spjCode…). */
export interface JudgeSpec {
  /** judgeMode default: the Kattis comparison; absent: the site's (exact, or trailing blanks removed) */
  comparison?: TokenComparison;
  /** judgeMode spj / interactive: how the checker answers (testlib and the reference's exit codes, or Kattis 42/43 with a feedback dir) */
  checkerProtocol?: CheckerProtocol;
  /** passed to a Kattis validator after its feedback dir */
  checkerFlags?: string[];
  /** cases with their own validator flags or comparison (a group's or a case's output_validator_args), by input file name */
  caseJudging?: Record<string, CaseJudging>;
  /** a multi-pass problem (Kattis `multi-pass`): the most passes a case may run (limits.validation_passes) */
  validationPasses?: number;
  /** the program's output limit in MiB (ICPC limits.output); absent: the judge's own (twice the answer, at least 32 MiB) */
  outputLimitMb?: number;
  /**
   * The package's input validators, kept with the problem (not judged by: `oj problem verify` and
   * the ICPC export use them); `inputs` are named by the problem's case input files.
   */
  inputValidation?: InputValidationSpec;
}

/** One test case: file names of `ImportedProblem.files`. */
export interface ImportedCase {
  input: string;
  output: string;
  /** OI points (null: the site's default share) */
  score: number | null;
  /** subtask / group number (null: none) */
  groupNum: number | null;
  /** a sample (shown in the statement; still judged, as the formats do) */
  sample: boolean;
}

/** the verdict a shipped solution's place promises (the engine's, which judges it) */
export type { ExpectedVerdict };

/** A solution shipped with the package, for `oj problem verify`. */
export interface ImportedSolution {
  /** its path inside the package (a directory program's folder) */
  path: string;
  /** the site's language name ("C++ 17", "Python3", "Java"…), or null when the judge has none for it */
  language: string | null;
  expected: ExpectedVerdict;
  /** the source (a directory program's entry point) */
  code: string;
  /** a directory program's other files, by their path inside its folder, compiled beside `code` */
  otherFiles?: Array<{ path: string; code: string }>;
}

/** a parameter of a report line: a value, or a line (or lines, listed) put in words first */
export type ReportParam = string | number | ReportLine | ReportLine[];

/**
 * One line of an import report: a message key of the plugin's locales (PROBLEMS_REPORT_*) and its
 * parameters, put in words where it is shown — the admin page in its language, the CLI in the
 * operator's (report-text.ts).
 */
export interface ReportLine {
  key: string;
  params?: Record<string, ReportParam>;
}

export interface Dropped {
  /** what: a file or a field of the package as it is named there, or a line put in words */
  item: string | ReportLine;
  /** why */
  reason: ReportLine;
}

/**
 * Where a statement points at one of the problem's attachments (FPS images once embedded as
 * base64, Markdown images of a statement folder, Hydro `file://` links): the importer replaces
 * every `oj-attachment://<name>` with the URL of the stored file. `name` is an attachment's name.
 */
export const ATTACHMENT_SCHEME = 'oj-attachment://';
export const attachmentLink = (name: string): string => `${ATTACHMENT_SCHEME}${name}`;
/** every placeholder in a text; group 1 is the attachment's name */
export const ATTACHMENT_LINK = /oj-attachment:\/\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,199})/g;

/**
 * A package with no time limit (ICPC legacy, 2023-07 without limits.time_limit): the judge derives
 * it from the slowest accepted solution, time × acToTimeLimit rounded up to resolutionMs, and the
 * fastest time_limit_exceeded solution must take at least the limit × timeLimitToTle.
 * problem.timeLimit holds the site's default until then.
 */
export interface DerivedTimeLimit {
  acToTimeLimit: number;
  timeLimitToTle: number;
  resolutionMs: number;
}

export interface ImportedProblem {
  /** the package as named to the importer, with the inner folder when one archive holds several */
  source: string;
  format: PackageFormat;
  /** the problem as the admin form saves it; problemId is the package's own when it has one */
  problem: Omit<ProblemFields, 'id'>;
  cases: ImportedCase[];
  /** case file name → absolute path of the file (extracted from the package) */
  files: Map<string, string>;
  judge: JudgeSpec;
  tags: string[];
  /** site language names the problem allows (empty: the site's default set) */
  languages: string[];
  codeTemplates: Array<{ language: string; code: string }>;
  /** files kept beside the statement (a LaTeX statement, PDFs, images not inlined) */
  attachments: Array<{ name: string; path: string }>;
  solutions: ImportedSolution[];
  /**
   * The package's input validators and the inputs they check (names of `files`), run by
   * `oj problem verify` before the solutions; the import keeps them (JudgeSpec.inputValidation).
   */
  inputValidation?: InputValidationSpec;
  /** set when the time limit is to be derived from the solutions (problem.timeLimit is a placeholder) */
  derivedTimeLimit?: DerivedTimeLimit;
  /**
   * A folder the reader wrote files into (FPS test data and images out of the XML, answers a
   * package leaves out): `files` and `attachments` may point into it. Shared by the problems of
   * one readPackage call; the caller removes it once they are saved or refused.
   */
  workDir?: string;
  /** what was taken (one line each, e.g. "test cases: 12") and what was dropped */
  report: { taken: ReportLine[]; dropped: Dropped[] };
}

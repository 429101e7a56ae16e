// The submissions plugin's judging dispatch point, as an outside author compiles against it: the
// types of `judgeDispatchPoint` (id 'submissions.judge-dispatch') of
// plugins/submissions/shared/dispatch.ts and the reporter its service hands out, shipped with the
// kit. Types only: a plugin that judges some problems itself contributes with
// `ctx.extend(defineExtensionPoint<JudgeDispatcher>('submissions.judge-dispatch'), dispatcher)`.
// The submissions plugin checks at compile time that these stay the same as its own.

/** what other plugins know of a problem (no statement text) */
export interface ProblemSummary {
  pid: number;
  /** the display id, e.g. "1000" */
  problemId: string;
  title: string;
  author: string | null;
  /** 0 ACM, 1 OI */
  type: number;
  difficulty: number;
  /** 1 public, 2 private, 3 contest only */
  auth: 1 | 2 | 3;
  isRemote: boolean;
  /** the group the problem belongs to, null for the main problem set */
  gid: number | null;
  codeShare: boolean;
  /** whether users see per-case results */
  openCaseResult: boolean;
  ioScore: number;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
}

/** what a dispatcher is given of a submission (one attempt of it) */
export interface DispatchedSubmission {
  submitId: number;
  /** 1 for the first judging, +1 for each resubmit or rejudge: reports of an older attempt are ignored */
  attempt: number;
  uid: string;
  pid: number;
  /** the problem's display id, e.g. "HDU-1000" */
  problemId: string;
  language: string;
  code: string;
  cid: number;
  tid: number;
  gid: number | null;
}

/** a verdict as a dispatcher (or a remote judge site) reports it; what it leaves out counts as nothing measured */
export interface DispatchOutcome {
  /** a judge status (the plugin guide's table: 0 Accepted, -1 Wrong Answer, …, 10 Submitted Failed) */
  status: number;
  /** OI problems: 0–100 (or the problem's total) */
  score?: number;
  timeMs?: number;
  memoryKb?: number;
  /** the compiler's output (Compile Error) */
  compileMessage?: string;
  /**
   * shown for System Error and Submitted Failed: plain text, or a message key of the reporting
   * plugin's locales, optionally followed by a space and its params as JSON: it is then shown in
   * each reader's language
   */
  message?: string;
  /** per-test results, when the remote site shows them */
  cases?: Array<{ status: number; timeMs: number; memoryKb: number; score?: number; message?: string }>;
}

/** one attempt's way back into the result path; every call is safe to repeat */
export interface JudgeReporter {
  /**
   * 9 Submitting, 6 Compiling or 7 Judging (forward only, while the attempt has no verdict); also
   * tells the sweeper the work is alive. Resolves false when the attempt is over (it has its
   * verdict, or a rejudge started a newer one): drop work still queued for it
   */
  progress(status: 6 | 7 | 9, detail?: { caseIndex?: number; caseCount?: number }): Promise<boolean>;
  /** the verdict; false when this attempt already has one, or a newer attempt started */
  final(outcome: DispatchOutcome): Promise<boolean>;
  /** Submitted Failed with a message the user sees (text or a message key, as `message` above); the user may resubmit */
  submitFailed(message: string): Promise<boolean>;
}

export interface JudgeDispatcher {
  /** shown as the judger of the submissions it reports, e.g. 'remote:HDU' */
  name: string;
  /** does this plugin judge submissions to `problem`? The first claimant wins */
  claims(problem: ProblemSummary): boolean;
  /** takes the attempt (quickly: hand it to your own queue); throwing makes it Submitted Failed with a generic message */
  dispatch(submission: DispatchedSubmission, reporter: JudgeReporter): Promise<void>;
  /** is this attempt still being worked on? false, or no answer, lets the sweeper dispatch it again */
  inProgress?(submitId: number, attempt: number): Promise<boolean>;
}

/** the part of the submissions plugin's service (`defineServiceRef<SubmissionsReporting>('submissions')`) a dispatcher uses */
export interface SubmissionsReporting {
  /** the result path of one attempt, for reporting later from your own worker (on any web node) */
  reporter(submitId: number, attempt: number, judger: string): JudgeReporter;
}

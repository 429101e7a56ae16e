// The judging dispatch extension point (issue 11 §3, ARCHITECTURE §3 and §5): a plugin claims
// problems it judges itself (remote OJ problems, later others) and receives their submissions
// instead of the `judge` queue. It reports progress and the verdict through the same result path
// as judge nodes: applied at most once per (submission, attempt), with the same events, counts and
// push messages. A site that fails answers Submitted Failed, which the user may resubmit (spec 2 §4).
//
//   ctx.extend(judgeDispatchPoint, {
//     name: 'remote:HDU',
//     claims: (problem) => problem.isRemote && problem.problemId.startsWith('HDU-'),
//     async dispatch(submission, reporter) { await ctx.queue.add('remote-judge', 'submit', submission); },
//   });
//   // later, in the plugin's own worker (any web node):
//   const reporter = ctx.services.get(submissionsService).reporter(job.data.submitId, job.data.attempt, 'remote:HDU');
//   await reporter.final({ status: JudgeStatus.ACCEPTED, timeMs: 15, memoryKb: 1024 });
import { defineExtensionPoint } from '@oj/sdk';
import type { ProblemSummary } from '@oj/plugin-problems/shared';
import type * as Kit from '@oj/sdk/extensions';
import type { SubmissionsService } from './scope.ts';

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

/** a verdict as a dispatcher reports it; what it leaves out counts as nothing measured */
export interface DispatchOutcome {
  /** spec 2 §3 judge status (0 Accepted, -1 Wrong Answer, …, 10 Submitted Failed) */
  status: number;
  /** OI problems: 0–100 (or the problem's total) */
  score?: number;
  timeMs?: number;
  memoryKb?: number;
  /** the compiler's output (Compile Error) */
  compileMessage?: string;
  /**
   * shown for System Error and Submitted Failed: plain text, or a message key of the reporting
   * plugin's locales, optionally followed by a space and its params as JSON
   * (`REMOTE_JUDGE_SF_CAPTCHA {"oj":"AC"}`): it is then shown in each reader's language
   */
  message?: string;
  /** per-test results, when the remote site shows them */
  cases?: Array<{ status: number; timeMs: number; memoryKb: number; score?: number; message?: string }>;
}

/** one attempt's way back into the result path; every call is safe to repeat */
export interface JudgeReporter {
  /**
   * 9 Submitting (on its way to a remote site), 6 Compiling or 7 Judging (forward only, while the
   * attempt has no verdict); also tells the sweeper the work is alive. Resolves false when the
   * attempt is over: it has its verdict or a newer attempt started (a rejudge), so work still
   * queued for it can be dropped; true while it is current (a status that would go back is kept)
   */
  progress(status: 6 | 7 | 9, detail?: { caseIndex?: number; caseCount?: number }): Promise<boolean>;
  /** the verdict; false when this attempt already has one, or a newer attempt started */
  final(outcome: DispatchOutcome): Promise<boolean>;
  /** spec 2 §4 Submitted Failed with a message the user sees (text or a message key, as `message` above); the user may resubmit */
  submitFailed(message: string): Promise<boolean>;
}

export interface JudgeDispatcher {
  /** shown as the judger of the submissions it reports, e.g. 'remote:HDU' */
  name: string;
  /** does this plugin judge submissions to `problem`? The first claimant wins */
  claims(problem: ProblemSummary): boolean;
  /**
   * Takes the attempt (quickly: hand it to your own queue). Throwing makes it Submitted Failed with
   * a generic message; the error is logged.
   */
  dispatch(submission: DispatchedSubmission, reporter: JudgeReporter): Promise<void>;
  /**
   * Is this attempt still being worked on? The sweeper asks about submissions untouched for a
   * while (no progress report): false, or no answer, dispatches the attempt again (and after the
   * sweeper's retries it becomes System Error).
   */
  inProgress?(submitId: number, attempt: number): Promise<boolean>;
}
export const judgeDispatchPoint = defineExtensionPoint<JudgeDispatcher>('submissions.judge-dispatch');

// Outside dispatchers compile against the kit's copy of these types (`@oj/sdk/extensions`, shipped
// by `oj plugin kit`); it must stay exactly this contract, or their packages would build against a
// point that no longer is: a change here fails the type check until the copy says the same.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type KitCopyIsThisContract = Hold<[
  Same<JudgeDispatcher, Kit.JudgeDispatcher>, Same<DispatchedSubmission, Kit.DispatchedSubmission>, Same<JudgeReporter, Kit.JudgeReporter>,
  Same<DispatchOutcome, Kit.DispatchOutcome>, Same<ProblemSummary, Kit.ProblemSummary>, Same<Pick<SubmissionsService, 'reporter'>, Kit.SubmissionsReporting>,
]>;

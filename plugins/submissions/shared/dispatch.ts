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

// The contract itself (DispatchedSubmission, DispatchOutcome, JudgeReporter, JudgeDispatcher) is the
// kit's (`@oj/sdk/extensions`, shipped by `oj plugin kit`): outside dispatchers compile against the
// same types this plugin calls, so the two cannot drift.
export type { DispatchedSubmission, DispatchOutcome, JudgeDispatcher, JudgeReporter } from '@oj/sdk/extensions';
type JudgeDispatcher = Kit.JudgeDispatcher;

export const judgeDispatchPoint = defineExtensionPoint<JudgeDispatcher>('submissions.judge-dispatch');

// what the kit says of the problems plugin's summary and of the submissions service is what they are
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type KitCopyIsThisContract = Hold<[Same<ProblemSummary, Kit.ProblemSummary>, Same<Pick<SubmissionsService, 'reporter'>, Kit.SubmissionsReporting>]>;

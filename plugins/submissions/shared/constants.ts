// Spec 2 §5, §9 constants of submissions, defined once. The sizes and limits a page needs too are
// in limits.ts (browser-safe); these read the judge statuses of @oj/judge-engine's verdicts module.
import { JudgeStatus } from '@oj/judge-engine/verdicts';

export { JudgeStatus };
export * from './limits.ts';

/** spec 2 §4: statuses still moving (polled); Submitting is a remote judge's attempt on its way to the site */
export const UNFINISHED_STATUSES: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

/** spec 2 §4: the status choices of a manual judge (all but Submitting, unknown, not submitted, cancelled, compile error, pending, compiling, judging) */
export const MANUAL_JUDGE_STATUSES: readonly number[] = [
  JudgeStatus.PRESENTATION_ERROR, JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED, JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.SUBMITTED_FAILED,
];
/** spec 2 §4: manual judge is disabled for these */
export const NO_MANUAL_JUDGE_STATUSES: readonly number[] = [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR, JudgeStatus.PENDING];

/** reference §2: an error message is shown only for CE, SE and Submitted Failed */
export const STATUSES_WITH_ERROR_MESSAGE: readonly number[] = [JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.SUBMITTED_FAILED];

/** spec 2 §9: OI rank score = round(0.1 × score + 2 × difficulty) */
export function oiRankScore(score: number, difficulty: number): number {
  return Math.round(0.1 * score + 2 * difficulty);
}

/** queue priorities (ARCHITECTURE §5: contest > practice > rejudge; lower runs first) */
export const JUDGE_PRIORITY = { contest: 1, practice: 2, rejudge: 3 } as const;
export type JudgePriority = keyof typeof JUDGE_PRIORITY;

/** the judge job id of one attempt: the queue refuses a second job with it */
export function judgeJobId(submitId: number, attempt: number): string {
  return `judge:${submitId}:${attempt}`;
}

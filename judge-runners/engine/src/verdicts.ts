// Judge statuses of spec 2 §3 (code: name). One definition; everything else refers to these.
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;

export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

/** Short names of spec 2 §3, used in messages and the judge-local output. */
export const JUDGE_STATUS_SHORT: Record<number, string> = {
  [JudgeStatus.CANCELLED]: 'CA',
  [JudgeStatus.PRESENTATION_ERROR]: 'PE',
  [JudgeStatus.COMPILE_ERROR]: 'CE',
  [JudgeStatus.WRONG_ANSWER]: 'WA',
  [JudgeStatus.ACCEPTED]: 'AC',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'TLE',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'MLE',
  [JudgeStatus.RUNTIME_ERROR]: 'RE',
  [JudgeStatus.SYSTEM_ERROR]: 'SE',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'PAC',
};

/** A case that ended with a zero score and not Accepted counts as failing (reference §4.3). */
export function isFailing(status: number): boolean {
  return status !== JudgeStatus.ACCEPTED && status !== JudgeStatus.PARTIAL_ACCEPTED;
}

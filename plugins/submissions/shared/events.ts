// Events the submissions plugin emits on the bus, for contests, trainings and ranks to come.
export interface SubmissionJudged {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  cid: number;
  /** when it was submitted (ISO 8601): contests place it on their clock */
  submitTime: string;
  tid: number;
  gid: number | null;
  attempt: number;
  /** spec 2 §3 judge status */
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  /** the status before (a rejudge or manual judge changes an earlier verdict) */
  previousStatus: number | null;
  /** manual judge or cancel by the super admin */
  isManual: boolean;
}

declare module '@oj/sdk' {
  interface OjEvents {
    /** a final verdict was applied (once per submission attempt), or a super admin judged by hand */
    'submission.judged': SubmissionJudged;
  }
}

/** the push-stream event name (ARCHITECTURE §7): data is SubmissionPush */
export const SUBMISSION_PUSH_EVENT = 'submission';
export interface SubmissionPush {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  /** while judging: case n of m */
  caseIndex?: number;
  caseCount?: number;
}

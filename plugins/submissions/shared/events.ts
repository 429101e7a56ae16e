// Events the submissions plugin emits on the bus, for contests, trainings and ranks to come, and
// the one it pushes to browsers (push.ts).
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

/** the push-stream event (its name and payload, browser-safe) */
export { SUBMISSION_PUSH_EVENT, SubmissionPush } from './push.ts';

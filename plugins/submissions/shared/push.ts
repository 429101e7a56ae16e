// The push-stream event of the submissions plugin (ARCHITECTURE §7): what server/judging.ts sends
// each user about their own submissions, and what the pages (and the problems plugin's verdict
// panel) read. TypeBox only, so not in events.ts: that file augments @oj/sdk's bus events, which
// pull the server SDK into a page's type check (events.ts re-exports this).
import { Type, type Static } from '@sinclair/typebox';

/** the push-stream event name (ARCHITECTURE §7): data is SubmissionPush */
export const SUBMISSION_PUSH_EVENT = 'submission';
/** a status change of one of the user's own submissions, as the push stream carries it (server/judging.ts) */
export const SubmissionPush = Type.Object({
  submitId: Type.Integer(),
  status: Type.Integer(),
  score: Type.Union([Type.Integer(), Type.Null()]),
  time: Type.Union([Type.Integer(), Type.Null()]),
  memory: Type.Union([Type.Integer(), Type.Null()]),
  /** while judging: case n of m */
  caseIndex: Type.Optional(Type.Integer()),
  caseCount: Type.Optional(Type.Integer()),
});
export type SubmissionPush = Static<typeof SubmissionPush>;

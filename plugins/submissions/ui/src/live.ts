// Following submissions until their verdict (spec 2 §4, §7): the submissions plugin's push event
// (shared/events.ts) on @oj/ui's followLive, with its polling fallback while the stream is closed.
import { followLive, subscribePush, UNFINISHED_STATUSES } from '@oj/ui';
import { SUBMISSION_PUSH_EVENT, type SubmissionPush } from '@oj/plugin-submissions/browser';

/**
 * Follows `ids` until each is final; `poll` reads their current state while the push stream is
 * closed. `pushed: false` is for other users' submissions, which the stream never carries: they
 * are polled whether it is open or not. Returns the stop function.
 */
export function followSubmissions(ids: number[], poll: (ids: number[]) => Promise<SubmissionPush[]>, onUpdate: (u: SubmissionPush) => void, opts: { pushed?: boolean } = {}): () => void {
  return followLive<SubmissionPush>({
    event: SUBMISSION_PUSH_EVENT,
    ids,
    idOf: (u) => u.submitId,
    isFinal: (u) => !UNFINISHED_STATUSES.includes(u.status),
    poll,
    onUpdate,
    pushed: opts.pushed,
  });
}

/** Hears every pushed change of the user's own submissions; returns the unsubscribe function. */
export function onSubmissionPush(handler: (u: SubmissionPush) => void): () => void {
  return subscribePush(SUBMISSION_PUSH_EVENT, (d) => handler(d as SubmissionPush));
}

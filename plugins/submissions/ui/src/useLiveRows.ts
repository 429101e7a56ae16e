// Keeps a list of submissions moving while some are unfinished (spec 2 §4 submission list polling):
// the viewer's own rows through the push stream (followSubmissions polls while it is closed), other
// users' rows, which the stream never carries, through followSubmissions' polling alone. Any pushed
// change of a shown row (a rejudge, a manual judge, a cancel) is applied as it comes; a row that
// reaches its verdict is read once more for the fields a status update does not carry (judger…).
import { UNFINISHED_STATUSES } from '@oj/ui';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionPush } from '@oj/plugin-submissions/browser';
import { checkRows, checkStatuses, type SubmissionRow } from './api.js';
import { followSubmissions, onSubmissionPush } from './live.js';

export interface LiveFields {
  submitId: number;
  uid: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}
/** a row with the judge's progress while it is judging */
export type Live<T> = T & { caseIndex?: number; caseCount?: number };

/** `cid`: the contest whose submissions the list shows (0: practice) */
export function useLiveRows<T extends LiveFields>(initial: T[] | null, myUid: string | null, cid = 0): [Live<T>[] | null, (submitId: number, patch: Partial<T>) => void] {
  const [rows, setRows] = useState<Live<T>[] | null>(initial);
  useEffect(() => setRows(initial), [initial]);

  const patch = (submitId: number, p: Partial<Live<T>>) => setRows((rs) => rs && rs.map((r) => (r.submitId === submitId ? { ...r, ...p } : r)));
  // the stream and the followers may both deliver one change: apply it once, to shown rows only
  const shown = useRef(new Set<number>());
  shown.current = new Set((rows ?? []).map((r) => r.submitId));
  const seen = useRef(new Map<number, string>());
  const apply = (u: SubmissionPush) => {
    const key = JSON.stringify(u);
    if (!shown.current.has(u.submitId) || seen.current.get(u.submitId) === key) return;
    seen.current.set(u.submitId, key);
    const final = !UNFINISHED_STATUSES.includes(u.status);
    patch(u.submitId, { ...u, caseIndex: final ? undefined : u.caseIndex, caseCount: final ? undefined : u.caseCount } as Partial<Live<T>>);
    if (final) void checkRows([u.submitId], cid).then(([row]) => row && patch(row.submitId, row as Partial<SubmissionRow> as Partial<Live<T>>), () => undefined);
  };
  const moving = (rows ?? []).filter((r) => UNFINISHED_STATUSES.includes(r.status));
  const mine = moving.filter((r) => r.uid === myUid).map((r) => r.submitId).join(',');
  const others = moving.filter((r) => r.uid !== myUid).map((r) => r.submitId).join(',');

  useEffect(() => onSubmissionPush(apply), []);

  useEffect(() => {
    const ids = (s: string) => s.split(',').filter(Boolean).map(Number);
    const stops = [
      mine ? followSubmissions(ids(mine), (i) => checkStatuses(i, cid), apply) : null,
      others ? followSubmissions(ids(others), (i) => checkStatuses(i, cid), apply, { pushed: false }) : null,
    ];
    return () => stops.forEach((stop) => stop?.());
  }, [mine, others, cid]);

  return [rows, patch];
}

// The problem page's verdict panel (spec 2 §4 submit flow): follows one submission through the
// submissions plugin's push event with the polling fallback of @oj/ui (followLive), shows case
// progress when pushed, the time and memory, a compile error's text and a link to the submission
// detail.
import { followLive, formatMemory, StatusTag, UNFINISHED_STATUSES } from '@oj/ui';
import { SUBMISSION_PUSH_EVENT, type SubmissionPush } from '@oj/plugin-submissions/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { checkSubmissions, getSubmission } from './api.js';

/** spec 2 §3: Submitting, shown until the server answers with the submission id */
export const SUBMITTING = 9;
const COMPILE_ERROR = -2;

export interface VerdictState extends Partial<SubmissionPush> {
  submitId: number;
  status: number;
  errorMessage?: string | null;
}

async function pollStatuses(ids: number[], cid: number): Promise<SubmissionPush[]> {
  const r = await checkSubmissions(ids, cid);
  return Object.values(r.data ?? {}).map((s) => ({ submitId: s.submitId, status: s.status, score: s.score, time: s.time, memory: s.memory }));
}

/**
 * Follows `submitId` (0: not yet known) until it is final, then calls `onFinal` and reads its error
 * message. `cid`: the contest it was submitted in (its state is read there while the stream is closed).
 */
export function useVerdict(initial: VerdictState | null, onFinal: () => void, cid = 0): VerdictState | null {
  const [verdict, setVerdict] = useState(initial);
  const final = useRef(onFinal);
  final.current = onFinal;
  useEffect(() => setVerdict(initial), [initial]);
  const id = initial?.submitId ?? 0;
  useEffect(() => {
    if (!id) return;
    let active = true;
    const onUpdate = (u: SubmissionPush) => {
      if (!active) return;
      setVerdict((v) => ({ ...v, ...u }));
      if (UNFINISHED_STATUSES.includes(u.status)) return;
      final.current();
      void getSubmission(id).then(
        (r) => active && setVerdict((v) => ({ ...v, ...u, errorMessage: r.data.submission.errorMessage })),
        () => undefined,
      );
    };
    const stop = followLive<SubmissionPush>({
      event: SUBMISSION_PUSH_EVENT,
      ids: [id],
      idOf: (u) => u.submitId,
      isFinal: (u) => !UNFINISHED_STATUSES.includes(u.status),
      poll: (ids) => pollStatuses(ids, cid),
      onUpdate,
    });
    return () => {
      active = false;
      stop();
    };
  }, [id, cid]);
  return verdict;
}

export function VerdictPanel({ verdict, detailPath }: { verdict: VerdictState; /** where the submission opens (a contest's own page inside a contest) */ detailPath?: (submitId: number) => string }) {
  const { t } = useTranslation('problems');
  const moving = UNFINISHED_STATUSES.includes(verdict.status) || verdict.status === SUBMITTING;
  return (
    <div style={{ marginTop: 12 }} data-testid="verdict-panel">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <span data-testid="submit-verdict" data-status={verdict.status}>
          <StatusTag status={verdict.status} />
        </span>
        {moving && verdict.caseCount ? (
          <span className="oj-muted" data-testid="case-progress">
            {t('Case_Progress', { n: verdict.caseIndex ?? 0, total: verdict.caseCount })}
          </span>
        ) : null}
        {!moving && verdict.time !== null && verdict.time !== undefined && (
          <span className="oj-muted" data-testid="verdict-usage">
            {t('Time')}: {verdict.time} ms · {t('Memory')}: {formatMemory(verdict.memory)}
            {verdict.score !== null && verdict.score !== undefined ? ` · ${t('Score')}: ${verdict.score}` : ''}
          </span>
        )}
        {verdict.submitId > 0 && (
          <Link to={detailPath ? detailPath(verdict.submitId!) : `/submission-detail/${verdict.submitId}`} data-testid="verdict-detail-link">
            {t('View_Detail')}
          </Link>
        )}
      </div>
      {verdict.status === COMPILE_ERROR && verdict.errorMessage && (
        <pre className="oj-pre" style={{ marginTop: 8, whiteSpace: 'pre-wrap', color: '#ed3f14' }} data-testid="submit-error">
          {verdict.errorMessage}
        </pre>
      )}
    </div>
  );
}

// /submission-detail/:submitID (spec 2 §2 Submission detail): the status banner, the fields, the
// compile error text, the test-case results, the code with Copy, and the Shared/Unshared toggle for
// the owner when code sharing is on. Who sees the code follows spec 2 §6 on the server; a viewer
// without it gets a notice instead. An unfinished submission is followed until its verdict. Opened
// from a contest (/contest/:contestID/problem/:problemID/submission-detail/:submitID) its problem
// link stays inside the contest; from a group (/group/:groupID/submission-detail/:submitID), inside
// the group.
import { Button, Descriptions, Empty, Radio, RadioGroup, Spin, Toast } from '@douyinfe/semi-ui';
import { copyText, formatDateTime, formatMemory, formatTime, JUDGE_STATUS, StatusTag, UNFINISHED_STATUSES, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { SubmissionPush } from '@oj/plugin-submissions/browser';
import { checkStatuses, getAllCaseResult, getSubmissionDetail, updateShare, type AllCaseResult, type SubmissionDetail } from './api.js';
import { CaseResults } from './CaseResults.js';
import { problemLink, useSubmissionScope } from './scope.js';

import { followSubmissions, onSubmissionPush } from './live.js';

export default function SubmissionDetailPage() {
  const { t } = useTranslation('submissions');
  const { submitID, problemID } = useParams();
  const scope = useSubmissionScope();
  const cid = scope.cid;
  const submitId = Number(submitID);
  const me = useAtomValue(userInfoAtom);
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [cases, setCases] = useState<AllCaseResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<{ index: number; count: number } | null>(null);

  const load = useCallback(async () => {
    if (!Number.isInteger(submitId) || submitId < 1) return setFailed(true);
    try {
      const r = await getSubmissionDetail(submitId);
      setDetail(r.data);
      setFailed(false);
      if (!UNFINISHED_STATUSES.includes(r.data.submission.status)) {
        setCases((await getAllCaseResult(submitId).catch(() => null))?.data ?? null);
      }
    } catch {
      setFailed(true);
    }
  }, [submitId]);
  useEffect(() => void load(), [load]);

  const status = detail?.submission.status;
  const owner = detail?.submission.uid ?? null;
  const inContest = detail?.submission.cid ?? 0;
  const ownView = owner !== null && owner === me?.uid;
  const lastUpdate = useRef('');
  const apply = useCallback((u: SubmissionPush) => {
    const key = JSON.stringify(u);
    if (u.submitId !== submitId || key === lastUpdate.current) return;
    lastUpdate.current = key;
    setProgress(u.caseIndex !== undefined && u.caseCount ? { index: u.caseIndex, count: u.caseCount } : null);
    if (UNFINISHED_STATUSES.includes(u.status)) setDetail((d) => d && { ...d, submission: { ...d.submission, status: u.status } });
    else void load();
  }, [submitId, load]);
  // the owner hears every change (a rejudge or manual judge of a finished submission too)
  useEffect(() => (ownView ? onSubmissionPush(apply) : undefined), [ownView, apply]);
  useEffect(() => {
    if (status === undefined || !UNFINISHED_STATUSES.includes(status)) return;
    return followSubmissions([submitId], (ids) => checkStatuses(ids, inContest), apply, { pushed: ownView });
  }, [status, submitId, ownView, apply, inContest]);

  if (failed) return <div className="oj-card" data-testid="submission-detail"><Empty description={t('Submission_Not_Found')} /></div>;
  if (!detail) return <Spin />;
  const s = detail.submission;
  const info = JUDGE_STATUS[s.status];
  const mine = !!me && me.uid === s.uid;

  async function copy() {
    // spec 2 §8: a copy failure shows 'Copied failed' in success style
    Toast.success(t((await copyText(s.code ?? '')) ? 'Copied_successfully' : 'Copied_failed'));
  }

  async function share(next: boolean) {
    try {
      await updateShare(s.submitId, next, s.uid);
      Toast.success(t(next ? 'Shared_successfully' : 'Cancel_shared_successfully'));
      setDetail((d) => d && { ...d, submission: { ...d.submission, share: next } });
    } catch {
      /* toast shown */
    }
  }

  return (
    <div data-testid="submission-detail">
      <div className="oj-card" data-testid="status-banner" data-status={s.status} style={{ borderLeft: `6px solid ${info?.color ?? '#909399'}` }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusTag status={s.status} />
          {progress && <span>{t('Judging_Case', progress)}</span>}
          {UNFINISHED_STATUSES.includes(s.status) && <span>{t('Judging_Now')}</span>}
          <span>{`${t('Time')}: ${formatTime(s.time)}`}</span>
          <span>{`${t('Memory')}: ${formatMemory(s.memory)}`}</span>
          {s.score !== null && <span>{`${t('Score')}: ${s.score}`}</span>}
        </div>
        {s.errorMessage && (
          <div style={{ marginTop: 12 }}>
            <div style={{ fontWeight: 600 }}>{t('Compile_Error_Text')}</div>
            <pre className="oj-pre" style={{ whiteSpace: 'pre-wrap', maxHeight: 400, overflow: 'auto' }} data-testid="error-message">{s.errorMessage}</pre>
          </div>
        )}
      </div>
      <div className="oj-card" style={{ marginTop: 16 }} data-testid="submission-fields">
        <Descriptions
          row
          size="small"
          data={[
            { key: t('Run_ID'), value: s.submitId },
            { key: t('Problem'), value: <Link to={problemLink(scope, cid !== undefined ? (s.displayId ?? problemID ?? s.displayPid) : s.displayPid)}>{`${cid !== undefined ? (s.displayId ?? problemID ?? s.displayPid) : s.displayPid} ${s.title}`}</Link> },
            { key: t('Author'), value: <Link to={`/user-home?username=${encodeURIComponent(s.username)}`}>{s.username}</Link> },
            { key: t('Submit_Time'), value: formatDateTime(s.submitTime) },
            { key: t('Status'), value: <StatusTag status={s.status} /> },
            { key: t('Score'), value: s.score ?? '-' },
            { key: t('Time'), value: formatTime(s.time) },
            { key: t('Memory'), value: formatMemory(s.memory) },
            { key: t('Length'), value: `${s.length} B` },
            { key: t('Language'), value: s.language },
            { key: t('Judger'), value: s.judger ?? '-' },
          ]}
        />
      </div>
      {cases && <CaseResults result={cases} />}
      <div className="oj-card" style={{ marginTop: 16 }} data-testid="submission-code-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
          <span className="oj-card-title">{t('Code')}</span>
          <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {detail.codeShare && mine && (
              <RadioGroup type="button" value={s.share ? 'shared' : 'unshared'} onChange={(e) => void share(e.target.value === 'shared')} data-testid="share-toggle">
                <Radio value="shared">{t('Shared')}</Radio>
                <Radio value="unshared">{t('Unshared')}</Radio>
              </RadioGroup>
            )}
            {s.code !== null && <Button onClick={() => void copy()} data-testid="copy-code">{t('Copy')}</Button>}
          </span>
        </div>
        {s.code !== null ? (
          <pre className="oj-pre" style={{ whiteSpace: 'pre-wrap', overflow: 'auto' }} data-testid="submission-code">{s.code}</pre>
        ) : (
          <Empty description={t('Code_Hidden')} data-testid="code-hidden" />
        )}
      </div>
    </div>
  );
}

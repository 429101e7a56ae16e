// /status (spec 2 §2): the submission list with paging, the only-mine switch for logged-in users,
// own rows highlighted, unfinished rows polled every 2 s (at most 300 polls).
import { Button, Switch, Table } from '@douyinfe/semi-ui';
import { api, formatDateTime, isAuthenticatedAtom, Pagination, pageParam, POLL_MAX, POLL_MS, StatusTag, UNFINISHED_STATUSES, userInfoAtom, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SUBMISSION_PAGE_SIZE } from './status.js';

interface SubmissionRow {
  submitId: number; displayPid: string; title: string; status: number; score: number | null; time: number | null; memory: number | null;
  length: number; language: string; judger: string | null; username: string; uid: string; submitTime: string;
}

export default function SubmissionListPage() {
  const { t } = useTranslation('submissions');
  const authed = useAtomValue(isAuthenticatedAtom);
  const me = useAtomValue(userInfoAtom);
  const [params, setParams] = useSearchParams();
  const current = pageParam(params.get('currentPage'), 1);
  const limit = pageParam(params.get('limit'), SUBMISSION_PAGE_SIZE);
  const onlyMine = authed && params.get('onlyMine') === 'true';
  const [data, setData] = useState<Page<SubmissionRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const polls = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    setLoading(true);
    try {
      const r = await api.get<Page<SubmissionRow>>('/api/get-submission-list', { currentPage: current, limit, onlyMine: onlyMine || undefined });
      setData(r.data);
      polls.current = 0;
    } catch {
      /* toast shown */
    } finally {
      setLoading(false);
    }
  }, [current, limit, onlyMine]);
  useEffect(() => void load(), [load]);

  // poll while some row is still moving; stop on an error or after POLL_MAX polls
  useEffect(() => {
    if (!data || !data.records.some((r) => UNFINISHED_STATUSES.includes(r.status)) || polls.current >= POLL_MAX) return;
    timer.current = setTimeout(() => {
      polls.current += 1;
      void api.get<Page<SubmissionRow>>('/api/get-submission-list', { currentPage: current, limit, onlyMine: onlyMine || undefined }).then((r) => setData(r.data), () => {});
    }, POLL_MS);
    return () => void (timer.current && clearTimeout(timer.current));
  }, [data, current, limit, onlyMine]);

  function update(next: Record<string, string | null>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  }

  return (
    <div className="oj-card" data-testid="submission-list">
      <div className="oj-card-header" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <span className="oj-card-title">{t('Status_List')}</span>
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {authed && (
            <>
              <span>{t('Only_Mine')}</span>
              <Switch checked={onlyMine} onChange={(v) => update({ onlyMine: v ? 'true' : null, currentPage: null })} data-testid="only-mine" />
            </>
          )}
          <Button onClick={() => void load()}>{t('Refresh')}</Button>
        </span>
      </div>
      <Table
        pagination={false}
        rowKey="submitId"
        loading={loading}
        dataSource={data?.records ?? []}
        empty={t('No_Submissions')}
        onRow={(r?: SubmissionRow) => (r && me && r.uid === me.uid ? { style: { background: 'rgba(25, 190, 107, 0.08)' }, 'data-mine': 'true' } : {})}
        columns={[
          { title: t('Run_ID'), dataIndex: 'submitId', width: 90 },
          { title: t('Problem'), dataIndex: 'displayPid', render: (v: string, r: SubmissionRow) => <Link to={`/problem/${encodeURIComponent(v)}`}>{`${v} ${r.title}`}</Link> },
          { title: t('Status'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
          { title: t('Score'), dataIndex: 'score', render: (v: number | null) => v ?? '-' },
          { title: t('Time'), dataIndex: 'time', render: (v: number | null) => (v === null ? '-' : `${v}ms`) },
          { title: t('Memory'), dataIndex: 'memory', render: (v: number | null) => (v === null ? '-' : `${v}KB`) },
          { title: t('Length'), dataIndex: 'length', render: (v: number) => `${v}B` },
          { title: t('Language'), dataIndex: 'language' },
          { title: t('Judger'), dataIndex: 'judger', render: (v: string | null) => v ?? '-' },
          { title: t('Author'), dataIndex: 'username', render: (v: string) => <Link to={`/user-home?username=${encodeURIComponent(v)}`}>{v}</Link> },
          { title: t('Submit_Time'), dataIndex: 'submitTime', render: (v: string) => formatDateTime(v) },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={current} pageSize={limit} onChange={(c, s) => update({ currentPage: String(c), limit: String(s) })} />
    </div>
  );
}

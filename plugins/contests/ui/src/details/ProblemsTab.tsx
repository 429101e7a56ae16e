// The Problem tab (spec 3 §2 Contest problem list): status icon (signed-in users), display id with
// its balloon colour, title, AC, total and the AC rate; "?" in place of the counts without
// real-time permission (the server sends null). A row opens the contest problem.
import { IconClose, IconTick } from '@douyinfe/semi-icons';
import { Empty, Progress, Table, Tooltip } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, JUDGE_STATUS } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getContestProblems, getContestProblemStatus, type ContestProblemRow } from './api.js';
import { useContest } from './context.js';

const ACCEPTED = 0;
const NOT_SUBMITTED = -10;

function StatusIcon({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('contests');
  if (status === null || status === undefined || status === NOT_SUBMITTED) return null;
  const name = t(JUDGE_STATUS[status]?.name ?? 'Status_Not_Submitted', { ns: 'translation' });
  return (
    <Tooltip content={name}>
      {status === ACCEPTED
        ? <IconTick style={{ color: 'var(--semi-color-success)' }} aria-label={name} data-testid="problem-status" data-status={status} />
        : <IconClose style={{ color: 'var(--semi-color-danger)' }} aria-label={name} data-testid="problem-status" data-status={status} />}
    </Tooltip>
  );
}

export default function ProblemsTab() {
  const { t } = useTranslation('contests');
  const { contest, containsEnd } = useContest();
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [rows, setRows] = useState<ContestProblemRow[] | null>(null);
  const [statuses, setStatuses] = useState<Record<string, { status: number }>>({});
  useEffect(() => {
    let live = true;
    getContestProblems(contest.id, containsEnd).then(async (r) => {
      if (!live) return;
      setRows(r.data);
      // the list carries the caller's status; older servers leave it out and are asked separately
      if (authed && r.data.length && r.data.some((p) => p.myStatus === undefined)) {
        const s = await getContestProblemStatus(contest.id, r.data.map((p) => p.pid)).catch(() => null);
        if (live && s) setStatuses(s.data ?? {});
      }
    }, () => live && setRows([]));
    return () => { live = false; };
  }, [contest.id, authed, containsEnd]);

  const open = (p: ContestProblemRow) => navigate(`/contest/${contest.id}/problem/${encodeURIComponent(p.displayId)}`);
  const count = (v: number | null) => (v === null || v === undefined ? '?' : v);
  const columns = [
    ...(authed ? [{ title: '', dataIndex: 'pid', width: 40, render: (pid: number, p: ContestProblemRow) => <StatusIcon status={statuses[String(pid)]?.status ?? p.myStatus} /> }] : []),
    {
      title: t('Contest_Problem_ID'), dataIndex: 'displayId', width: 90,
      render: (v: string, p: ContestProblemRow) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
          {p.color && <span aria-hidden data-testid="balloon" style={{ width: 12, height: 12, borderRadius: '50%', background: p.color, display: 'inline-block', border: '1px solid rgba(0,0,0,.15)' }} />}
          <b>{v}</b>
        </span>
      ),
    },
    { title: t('Contest_Problem_Title'), dataIndex: 'displayTitle', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }} data-user-content>{v}</span> },
    { title: t('Contest_Problem_AC'), dataIndex: 'ac', width: 70, render: count },
    { title: t('Contest_Problem_Total'), dataIndex: 'total', width: 70, render: count },
    {
      title: t('Contest_Problem_AC_Rate'), dataIndex: 'rate', width: 160,
      render: (_: unknown, p: ContestProblemRow) => {
        if (p.ac === null || p.total === null || p.ac === undefined || p.total === undefined) return '?';
        const percent = p.total ? Math.round((p.ac / p.total) * 10000) / 100 : 0;
        return <Progress percent={percent} showInfo format={() => `${percent}%`} aria-label={t('Contest_Problem_AC_Rate')} style={{ minWidth: 100 }} />;
      },
    },
  ];
  return (
    <div className="oj-card" data-testid="contest-problems" style={{ minWidth: 0 }}>
      <Table
        size="small"
        rowKey="displayId"
        pagination={false}
        loading={rows === null}
        dataSource={rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={t('Contest_No_Problems')} />}
        onRow={(p?: ContestProblemRow) => (p ? { onClick: () => open(p), style: { cursor: 'pointer' }, 'data-testid': 'contest-problem-row', 'data-display-id': p.displayId } : {}) as Record<string, unknown>}
      />
    </div>
  );
}

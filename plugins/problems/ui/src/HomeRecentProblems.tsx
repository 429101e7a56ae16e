// The home page's latest updated problems (spec 2 §2 Home): a table whose rows open the problem.
import { Table } from '@douyinfe/semi-ui';
import { formatDateTime } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getRecentProblems, type RecentProblem } from './api.js';

export default function HomeRecentProblems() {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const [rows, setRows] = useState<RecentProblem[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    void getRecentProblems()
      .then((r) => setRows(r.data ?? []), () => setRows([]))
      .finally(() => setLoading(false));
  }, []);
  const columns = [
    { title: t('Problem_ID'), dataIndex: 'problemId', width: 120 },
    { title: t('Title'), dataIndex: 'title' },
    { title: t('Recent_Update'), dataIndex: 'gmtModified', width: 180, render: (v: string) => formatDateTime(v) },
  ];
  return (
    <div className="oj-card" data-testid="recent-problems">
      <div className="oj-card-header">
        <span className="oj-card-title">{t('Latest_Problems')}</span>
      </div>
      <Table
        size="small"
        pagination={false}
        rowKey="pid"
        loading={loading}
        dataSource={rows}
        columns={columns}
        empty={t('No_Problems')}
        onRow={(r?: RecentProblem) => ({ onClick: () => r && navigate(`/problem/${encodeURIComponent(r.problemId)}`), style: { cursor: 'pointer' }, 'data-testid': 'recent-problem-row' }) as Record<string, unknown>}
      />
    </div>
  );
}

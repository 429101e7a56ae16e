// The home page's latest updated problems (spec 2 §2 Home): a table whose rows open the problem.
import { formatDateTime, SimpleTable } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getRecentProblems, type RecentProblem } from './api.js';

export default function HomeRecentProblems() {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const [rows, setRows] = useState<RecentProblem[] | null>(null);
  useEffect(() => {
    void getRecentProblems().then((r) => setRows(r.data ?? []), () => setRows([]));
  }, []);
  return (
    <div className="oj-card" data-testid="recent-problems">
      <div className="oj-card-header">
        <span className="oj-card-title">{t('Latest_Problems')}</span>
      </div>
      <SimpleTable
        rows={rows}
        rowKey={(r) => r.pid}
        empty={t('No_Problems')}
        rowTestId="recent-problem-row"
        onRowClick={(r) => navigate(`/problem/${encodeURIComponent(r.problemId)}`)}
        columns={[
          { key: 'problemId', title: t('Problem_ID'), width: 120 },
          { key: 'title', title: t('Title') },
          { key: 'gmtModified', title: t('Recent_Update'), width: 180, wideOnly: true, render: (r) => formatDateTime(r.gmtModified) },
        ]}
      />
    </div>
  );
}

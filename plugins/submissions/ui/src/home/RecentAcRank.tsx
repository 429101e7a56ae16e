// Home (spec 2 §2): the 7-day AC rank table, at most 500 px high; username → profile, title tag, AC count.
import { SimpleTable } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecentAcRank, type RecentAcRow } from '../api.js';
import { UserCell } from '../UserCell.js';
import { AC_RANK_MAX_HEIGHT_PX } from '../status.js';

export default function RecentAcRank() {
  const { t } = useTranslation('submissions');
  const [rows, setRows] = useState<RecentAcRow[] | null>(null);
  useEffect(() => {
    void getRecentAcRank().then((r) => setRows(r.data), () => setRows([]));
  }, []);
  return (
    <div className="oj-card" data-testid="recent-ac-rank">
      <div className="oj-card-title">{t('Recent_Week_AC_Rank')}</div>
      <div style={{ maxHeight: AC_RANK_MAX_HEIGHT_PX, overflow: 'auto' }}>
        <SimpleTable
          rows={rows}
          rowKey={(r) => r.uid}
          empty={t('No_Data')}
          columns={[
            { key: 'index', title: '#', width: 48, render: (_r, i) => i + 1 },
            { key: 'username', title: t('User'), render: (r) => <UserCell r={r} /> },
            { key: 'ac', title: t('AC'), width: 64 },
          ]}
        />
      </div>
    </div>
  );
}

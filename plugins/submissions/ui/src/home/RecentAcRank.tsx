// Home (spec 2 §2): the 7-day AC rank table, at most 500 px high; username → profile, title tag, AC count.
import { Table } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecentAcRank, type RecentAcRow } from '../api.js';
import { UserCell } from '../RankPage.js';
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
        <Table
          size="small"
          pagination={false}
          rowKey="uid"
          loading={rows === null}
          dataSource={rows ?? []}
          empty={t('No_Data')}
          columns={[
            { title: '#', dataIndex: 'index', width: 40, render: (_: unknown, __: RecentAcRow, i: number) => i + 1 },
            { title: t('User'), dataIndex: 'username', render: (_: string, r: RecentAcRow) => <UserCell r={r} /> },
            { title: t('AC'), dataIndex: 'ac', width: 60 },
          ]}
        />
      </div>
    </div>
  );
}

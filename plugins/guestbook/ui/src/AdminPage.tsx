import { Table } from '@douyinfe/semi-ui';
import { formatDateTime, Pagination, type Page } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listEntries, type GuestbookEntry } from './api.js';

export default function AdminPage() {
  const { t } = useTranslation('guestbook');
  const [page, setPage] = useState({ current: 1, size: 15 });
  const [data, setData] = useState<Page<GuestbookEntry> | null>(null);
  useEffect(() => {
    void listEntries(page.current, page.size).then((r) => setData(r.data), () => {});
  }, [page]);
  return (
    <div className="oj-card" data-testid="guestbook-admin">
      <div className="oj-card-title">{t('Guestbook_Admin')}</div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Author'), dataIndex: 'username' },
          { title: t('Message'), dataIndex: 'content' },
          { title: t('Time'), dataIndex: 'gmtCreate', render: (v: string) => formatDateTime(v) },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={page.current} pageSize={page.size} onChange={(current, size) => setPage({ current, size })} />
    </div>
  );
}

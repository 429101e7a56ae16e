import { Table, Tag } from '@douyinfe/semi-ui';
import { api, formatDateTime, Pagination, type Page } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type OutboxMail = kernelPayloads.OutboxMail;

const STATUS_COLOUR: Record<string, 'green' | 'red' | 'blue'> = { sent: 'green', kept: 'blue', failed: 'red' };

/** The mails the kernel kept (no SMTP configured, or delivery failed): super admin only. */
export default function MailOutbox() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [data, setData] = useState<Page<OutboxMail> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    api
      .call(kernelCalls.config.mailOutbox, { query })
      .then((r) => setData(r.data), () => undefined)
      .finally(() => setLoading(false));
  }, [query]);
  return (
    <div className="oj-card" data-testid="admin-mail-outbox">
      <div className="oj-card-title">{t('Admin_Mail_Outbox')}</div>
      <p className="oj-muted">{t('Mail_Outbox_Hint')}</p>
      <Table
        loading={loading}
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('Mail_Outbox_Empty')}
        expandedRowRender={(m?: OutboxMail) => <pre className="oj-mail-text">{m?.text}</pre>}
        columns={[
          { title: t('Mail_To'), dataIndex: 'to', render: (v: string) => <span data-testid="outbox-to">{v}</span> },
          { title: t('Mail_Subject'), dataIndex: 'subject' },
          { title: t('Mail_Status'), dataIndex: 'status', render: (v: string) => <Tag color={STATUS_COLOUR[v] ?? 'blue'}>{t(`Mail_Status_${v}`, { defaultValue: v })}</Tag> },
          { title: t('Mail_Error'), dataIndex: 'error', render: (v: string | null) => v ?? '' },
          { title: t('Created_Time'), dataIndex: 'gmtCreate', render: (v: string) => formatDateTime(v) },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(p, s) => setQuery({ currentPage: p, limit: s })} />
    </div>
  );
}

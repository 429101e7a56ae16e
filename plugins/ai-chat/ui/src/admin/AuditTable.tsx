// The audit of chat calls, newest first: who asked, about which problem (and contest or
// training), which model, the tokens used, and how it ended (answered, cut off, refused, failed).
import { Table, Tag } from '@douyinfe/semi-ui';
import type { AuditEntry, AuditStatus } from '@oj/plugin-ai-chat/browser';
import { formatDateTime, Pagination, type Page } from '@oj/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAudit, NS } from '../api.js';

/** as the server pages the audit by default */
export const AUDIT_PAGE_SIZE = 20;
const STATUS: Record<AuditStatus, { key: string; color: 'green' | 'orange' | 'red' | 'grey' }> = {
  ok: { key: 'Ai_Audit_Ok', color: 'green' },
  cut: { key: 'Ai_Audit_Cut', color: 'orange' },
  refused: { key: 'Ai_Audit_Refused', color: 'grey' },
  failed: { key: 'Ai_Audit_Failed', color: 'red' },
};

export function AuditTable({ refresh }: { refresh: number }) {
  const { t } = useTranslation(NS);
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<AuditEntry> | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getAudit(current, AUDIT_PAGE_SIZE)
      .then((r) => live && setPage(r.data), () => undefined) // a failed load only stops loading
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [current, refresh]);

  const where = (r: AuditEntry) => [r.problemId, r.contestId ? t('Ai_In_Contest', { id: r.contestId }) : null, r.trainingId ? t('Ai_In_Training', { id: r.trainingId }) : null].filter(Boolean).join(' · ') || '-';
  const columns: Array<{ title: ReactNode; dataIndex: string; width?: number; render: (v: unknown, r: AuditEntry) => ReactNode }> = [
    { title: t('Ai_Audit_Time'), dataIndex: 'createTime', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createTime)}</span> },
    { title: t('Ai_Audit_User'), dataIndex: 'username', render: (_, r) => <span data-user-content>{r.username ?? r.uid}</span> },
    { title: t('Ai_Audit_Problem'), dataIndex: 'problemId', render: (_, r) => <span data-user-content>{where(r)}</span> },
    { title: t('Ai_Model'), dataIndex: 'model', render: (_, r) => r.model ?? '-' },
    { title: t('Ai_Audit_Tokens'), dataIndex: 'promptTokens', render: (_, r) => <span title={t('Ai_Audit_Tokens_Detail', { prompt: r.promptTokens, answer: r.completionTokens })}>{r.promptTokens + r.completionTokens}</span> },
    { title: t('Ai_Audit_Status'), dataIndex: 'status', render: (_, r) => <Tag color={STATUS[r.status].color}>{t(STATUS[r.status].key)}</Tag> },
  ];

  return (
    <section className="oj-card" data-testid="ai-audit">
      <h3>{t('Ai_Audit')}</h3>
      <Table className="oj-ai-table" size="small" rowKey="id" pagination={false} loading={loading} dataSource={page?.records ?? []} columns={columns}
        scroll={{ x: 'max-content' }} empty={t('Ai_Audit_None')} onRow={() => ({ 'data-testid': 'ai-audit-row' }) as Record<string, unknown>} />
      <Pagination total={page?.total ?? 0} current={current} pageSize={AUDIT_PAGE_SIZE} fixedSize onChange={setCurrent} />
    </section>
  );
}

// /contest/:contestID/admin-print, the Admin Print tab (spec 3 §2, §4, §9): the contest's print
// jobs, 15 a page, read again every 10 s; Download fetches a job's text, OK marks it printed.
import { IconDownload } from '@douyinfe/semi-icons';
import { Button, Table, Tag } from '@douyinfe/semi-ui';
import { formatDateTime, Pagination } from '@oj/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from './AdminOnly.js';
import { useParams } from 'react-router-dom';
import { checkPrint, downloadPrint, getPrints, type PrintJob } from './api.js';
import { PRINT_PAGE_SIZE, PRINT_REFRESH_MS } from './constants.js';
import { BoardStyles } from './styles.js';
import { usePolledPage } from './usePolledPage.js';

function AdminPrintPageBody() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const load = useCallback((current: number, limit: number) => getPrints(cid, current, limit), [cid]);
  const list = usePolledPage<PrintJob>(load, PRINT_PAGE_SIZE, PRINT_REFRESH_MS);
  const [busy, setBusy] = useState<number | null>(null);

  async function ok(row: PrintJob) {
    setBusy(row.id);
    try {
      await checkPrint(cid, row.id);
      await list.refresh(true);
    } catch {
      /* the toast says why */
    } finally {
      setBusy(null);
    }
  }

  const columns = [
    { title: t('Board_Print_Username'), dataIndex: 'username', width: 140 },
    { title: t('Board_Print_Realname'), dataIndex: 'realname', width: 120, render: (v: string | null) => v ?? '' },
    { title: t('Board_Print_Time'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('Board_Print_Status'), dataIndex: 'status', width: 110,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'orange'} data-testid="print-status">{t(v === 1 ? 'Board_Print_Printed' : 'Board_Print_Not_Printed')}</Tag>,
    },
    {
      title: t('Board_Print_Option'), dataIndex: 'id', width: 200,
      render: (_: number, r: PrintJob) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button size="small" icon={<IconDownload />} onClick={() => void downloadPrint(r.id).catch(() => undefined)} data-testid="print-download">{t('Board_Print_Download')}</Button>
          <Button size="small" theme="solid" disabled={r.status === 1} loading={busy === r.id} onClick={() => void ok(r)} data-testid="print-ok">{t('Board_Print_OK')}</Button>
        </span>
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="admin-print" style={{ minWidth: 0 }}>
      <BoardStyles />
      <div className="oj-admin-list-head">
        <span className="oj-card-title">{t('Board_Print_Title')}</span>
        <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{t('Board_Refresh_Every', { seconds: PRINT_REFRESH_MS / 1000 })}</span>
      </div>
      <Table className="oj-board-table" size="small" pagination={false} rowKey="id" loading={list.loading} dataSource={list.page?.records ?? []} columns={columns} empty={t('Board_Print_Empty')} scroll={{ x: 'max-content' }} />
      <Pagination total={list.page?.total ?? 0} current={list.currentPage} pageSize={PRINT_PAGE_SIZE} fixedSize onChange={(p) => list.setCurrentPage(p)} />
    </div>
  );
}

export default function AdminPrintPage() {
  return <AdminOnly><AdminPrintPageBody /></AdminOnly>;
}

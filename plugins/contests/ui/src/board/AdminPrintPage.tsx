// /contest/:contestID/admin-print, the Admin Print tab (spec 3 §2, §4, §9): the contest's print
// jobs, 15 a page, read again every 10 s; Download fetches a job's text, OK marks it printed.
// The print queue's states show too (issue 16 §4): not printed (queued), claimed by which printer
// host and when, printed, or failed with its reason; Queue again puts a claimed, failed or printed
// job back (nothing is re-queued by itself: that could print it twice).
import { IconDownload } from '@douyinfe/semi-icons';
import { Button, Table, Tag } from '@douyinfe/semi-ui';
import { formatDateTime, Pagination } from '@oj/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from './AdminOnly.js';
import { useParams } from 'react-router-dom';
import { checkPrint, downloadPrint, getPrints, requeuePrint, type PrintJob } from './api.js';
import { PRINT_PAGE_SIZE, PRINT_REFRESH_MS } from './constants.js';
import { BoardStyles } from './styles.js';
import { usePolledPage } from './usePolledPage.js';

const STATE_LABEL: Record<PrintJob['state'], string> = {
  queued: 'Board_Print_Not_Printed', claimed: 'Board_Print_Claimed', printed: 'Board_Print_Printed', failed: 'Board_Print_Failed',
};
const STATE_COLOR: Record<PrintJob['state'], 'orange' | 'blue' | 'green' | 'red'> = { queued: 'orange', claimed: 'blue', printed: 'green', failed: 'red' };

function AdminPrintPageBody() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const load = useCallback((current: number, limit: number) => getPrints(cid, current, limit), [cid]);
  const list = usePolledPage<PrintJob>(load, PRINT_PAGE_SIZE, PRINT_REFRESH_MS);
  const [busy, setBusy] = useState<number | null>(null);

  async function act(row: PrintJob, call: (cid: number, id: number) => Promise<unknown>) {
    setBusy(row.id);
    try {
      await call(cid, row.id);
      await list.refresh(true);
    } catch {
      /* the toast says why */
    } finally {
      setBusy(null);
    }
  }

  const columns = [
    ...(list.page?.records.some((r) => r.teamName) ? [{ title: t('Board_Team'), dataIndex: 'teamName', width: 140, render: (v: string | null) => <span data-user-content data-testid="print-team">{v ?? ''}</span> }] : []),
    { title: t('Board_Print_Username'), dataIndex: 'username', width: 140 },
    { title: t('Board_Print_Realname'), dataIndex: 'realname', width: 120, render: (v: string | null) => v ?? '' },
    { title: t('Board_Print_Time'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('Board_Print_Status'), dataIndex: 'state', width: 190,
      render: (v: PrintJob['state'], r: PrintJob) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Tag color={STATE_COLOR[v]} data-testid="print-status">{t(STATE_LABEL[v])}</Tag>
          {v === 'claimed' && (
            <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }} data-testid="print-claimed">
              {t('Board_Print_Claimed_By', { who: r.claimedBy ?? t('Board_Print_Token_Gone'), at: formatDateTime(r.claimedAt) })}
            </span>
          )}
          {v === 'failed' && r.failReason && (
            <span style={{ fontSize: 12, color: 'var(--semi-color-danger)', maxWidth: 260, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="print-fail-reason">{r.failReason}</span>
          )}
        </span>
      ),
    },
    {
      title: t('Board_Print_Option'), dataIndex: 'id', width: 280,
      render: (_: number, r: PrintJob) => (
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          <Button size="small" icon={<IconDownload />} onClick={() => void downloadPrint(r.id).catch(() => undefined)} data-testid="print-download">{t('Board_Print_Download')}</Button>
          <Button size="small" theme="solid" disabled={r.status === 1} loading={busy === r.id} onClick={() => void act(r, checkPrint)} data-testid="print-ok">{t('Board_Print_OK')}</Button>
          {r.state !== 'queued' && (
            <Button size="small" loading={busy === r.id} onClick={() => void act(r, requeuePrint)} data-testid="print-requeue">{t('Board_Print_Requeue')}</Button>
          )}
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

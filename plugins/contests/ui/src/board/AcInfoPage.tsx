// /contest/:contestID/ac-info, the Admin Helper tab (spec 3 §2, §9): the contest's accepted
// submissions, newest first, 20 a page, read again every 10 s — first blood marked, the problem's
// balloon colour shown, and a checked toggle for the balloon runner.
import { Switch, Table, Tag } from '@douyinfe/semi-ui';
import { formatDateTime, Pagination } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from './AdminOnly.js';
import { Link, useParams } from 'react-router-dom';
import { checkAcInfo, getAcInfo, getContestProblems, type AcInfo, type ContestProblem } from './api.js';
import { AC_INFO_PAGE_SIZE, AC_INFO_REFRESH_MS } from './constants.js';
import { BoardStyles } from './styles.js';
import { usePolledPage } from './usePolledPage.js';

function AcInfoPageBody() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const [colors, setColors] = useState<Record<string, string>>({});
  useEffect(() => {
    void getContestProblems(cid).then(
      (r) => setColors(Object.fromEntries((r.data ?? []).filter((p: ContestProblem) => p.color).map((p) => [p.displayId, p.color!]))),
      () => undefined,
    );
  }, [cid]);
  const load = useCallback((current: number, limit: number) => getAcInfo(cid, current, limit), [cid]);
  const list = usePolledPage<AcInfo>(load, AC_INFO_PAGE_SIZE, AC_INFO_REFRESH_MS);
  const [busy, setBusy] = useState<number | null>(null);

  async function toggle(row: AcInfo, checked: boolean) {
    setBusy(row.id);
    try {
      await checkAcInfo(cid, row.id, checked);
      await list.refresh(true);
    } catch {
      /* the toast says why */
    } finally {
      setBusy(null);
    }
  }

  const columns = [
    { title: t('Board_AC_Info_Time'), dataIndex: 'submitTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('Board_AC_Info_Problem'), dataIndex: 'displayId', width: 130,
      render: (v: string, r: AcInfo) => (
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          {colors[v] && <span className="oj-board-balloon" style={{ background: colors[v], width: 14, height: 14 }} title={t('Board_AC_Info_Balloon')} />}
          <b>{v}</b>
          {r.firstBlood && <Tag size="small" color="red" data-testid="ac-info-first-blood">{t('Board_AC_Info_First_Blood')}</Tag>}
        </span>
      ),
    },
    // a team contest: the team it counts for, then who of it solved it
    ...(list.page?.records.some((r) => r.teamName) ? [{ title: t('Board_Team'), dataIndex: 'teamName', width: 140, render: (v: string | null) => <span data-user-content data-testid="ac-info-team">{v ?? ''}</span> }] : []),
    { title: t('Board_AC_Info_Username'), dataIndex: 'username', width: 140 },
    { title: t('Board_AC_Info_Realname'), dataIndex: 'realname', width: 120, render: (v: string | null) => v ?? '' },
    {
      title: t('Board_AC_Info_Checked'), dataIndex: 'checked', width: 110,
      render: (v: boolean, r: AcInfo) => (
        <span data-testid="ac-info-row" data-id={r.id} data-checked={v}>
          <Switch size="small" checked={v} loading={busy === r.id} onChange={(on) => void toggle(r, on)} aria-label={t('Board_AC_Info_Checked')} data-testid="ac-info-checked" />
        </span>
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="ac-info" style={{ minWidth: 0 }}>
      <BoardStyles />
      <div className="oj-admin-list-head">
        <span className="oj-card-title">{t('Board_AC_Info_Title')}</span>
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={`/balloons/${cid}`} data-testid="ac-info-balloons">{t('Board_Balloon_Open_Page')}</Link>
          <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{t('Board_Refresh_Every', { seconds: AC_INFO_REFRESH_MS / 1000 })}</span>
        </span>
      </div>
      <Table className="oj-board-table" size="small" pagination={false} rowKey="id" loading={list.loading} dataSource={list.page?.records ?? []} columns={columns} empty={t('Board_AC_Info_Empty')} scroll={{ x: 'max-content' }} />
      <Pagination total={list.page?.total ?? 0} current={list.currentPage} pageSize={AC_INFO_PAGE_SIZE} fixedSize onChange={(p) => list.setCurrentPage(p)} />
    </div>
  );
}

export default function AcInfoPage() {
  return <AdminOnly><AcInfoPageBody /></AdminOnly>;
}

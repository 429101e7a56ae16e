// A group's contests for its admins (spec 3 "Group contest list", admin view): a table with the
// visibility switch (saved at once) and contest edit, problem list, announcement list, accepted
// code download and delete (confirmed) — for the group root or the contest's creator only (spec 3
// §6: `manageable` says so per row, the server decides per call).
import { Button, Empty, Switch, Table, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, Pagination, usePagedList, type TableColumn } from '@oj/ui';
import { CONTEST_LIST_PAGE_SIZE } from '@oj/plugin-contests/browser';
import { AcDownloadDialog, AuthTag, RuleTag, StatusTag } from '@oj/plugin-contests/admin-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { DateTime, NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { changeGroupContestVisible, deleteGroupContest, getGroupAdminContests, type GroupAdminContestRow } from './api.js';
import { contestTabPaths } from './routes.js';

export function ContestAdminList() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('contests');
  const { group } = useGroup();
  const navigate = useNavigate();
  const paths = contestTabPaths(group.id);
  const { page, current, setCurrent, loading, refresh } = usePagedList(
    (currentPage) => getGroupAdminContests({ gid: group.id, currentPage, limit: CONTEST_LIST_PAGE_SIZE }),
    [group.id],
  );
  const [downloading, setDownloading] = useState<GroupAdminContestRow | null>(null);

  async function toggle(r: GroupAdminContestRow, visible: boolean) {
    try {
      Toast.success(doneMessage(await changeGroupContestVisible(r.id, visible), tc('CA_Updated')));
      refresh();
    } catch {
      /* the client showed the server's message */
    }
  }
  function remove(r: GroupAdminContestRow) {
    confirmDanger({
      title: tc('CA_Delete_Contest'),
      content: tc('CA_Delete_Confirm', { title: r.title }),
      okText: tc('CA_Delete'),
      cancelText: tc('CA_Cancel'),
      okTestId: 'confirm-delete',
      onOk: async () => {
        try {
          Toast.success(doneMessage(await deleteGroupContest(r.id), tc('CA_Deleted')));
          refresh();
        } catch {
          /* the client showed the server's message */
        }
      },
    });
  }

  const columns: TableColumn<GroupAdminContestRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 64, render: (v) => v as number },
    {
      title: tc('CA_Title'), dataIndex: 'title',
      render: (v, r) => <Link to={`/contest/${r.id}`} className="oj-group-cell-text" data-user-content data-testid="group-contest-admin-title">{v as string}</Link>,
    },
    { title: tc('CA_Rule'), dataIndex: 'type', width: 110, render: (_, r) => <RuleTag contest={r} /> },
    { title: tc('CA_Auth'), dataIndex: 'auth', width: 100, render: (v) => <AuthTag auth={v as number} /> },
    { title: tc('Contest_Filter_Status'), dataIndex: 'status', width: 110, render: (v) => <StatusTag status={v as number} /> },
    { title: tc('CA_Start_Time'), dataIndex: 'startTime', width: 120, render: (v) => <DateTime value={v as string} /> },
    { title: tc('CA_Author'), dataIndex: 'author', width: 110, render: (v) => <span data-user-content>{v as string}</span> },
    {
      title: tc('CA_Visible'), dataIndex: 'visible', width: 80,
      render: (v, r) => <Switch checked={v as boolean} disabled={!r.manageable} onChange={(on) => void toggle(r, on)} aria-label={tc('CA_Visible')} data-testid="group-contest-visible" />,
    },
    {
      title: tc('CA_Option'), dataIndex: 'manageable', width: 330,
      render: (_, r) => (r.manageable ? (
        <div className="oj-group-actions" style={{ gap: 6 }}>
          <Button size="small" onClick={() => navigate(paths.edit(r.id))} data-testid="group-contest-edit">{tc('CA_Edit')}</Button>
          <Button size="small" onClick={() => navigate(paths.problems(r.id))} data-testid="group-contest-problems">{tc('CA_Problems')}</Button>
          <Button size="small" onClick={() => navigate(paths.announcements(r.id))} data-testid="group-contest-announcements">{tc('CA_Announcements')}</Button>
          <Button size="small" onClick={() => setDownloading(r)} data-testid="group-contest-download">{tc('CA_Download')}</Button>
          <Button size="small" type="danger" onClick={() => remove(r)} data-testid="group-contest-delete">{tc('CA_Delete')}</Button>
        </div>
      ) : <span className="oj-muted">{t('Group_Contest_Not_Yours')}</span>),
    },
  ];

  return (
    <div aria-busy={loading} data-testid="group-contest-admin-list">
      <Table
        className="oj-group-table"
        scroll={{ x: 1120 }}
        pagination={false}
        rowKey="id"
        loading={loading && !page}
        dataSource={page?.records ?? []}
        empty={<Empty description={t('Group_No_Contests')} />}
        columns={columns}
      />
      <Pagination total={page?.total ?? 0} current={current} pageSize={CONTEST_LIST_PAGE_SIZE} fixedSize onChange={setCurrent} />
      {downloading && <AcDownloadDialog row={downloading} onClose={() => setDownloading(null)} />}
    </div>
  );
}

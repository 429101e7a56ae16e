// A group's trainings for its admins (spec 3 "Group training list", admin list): id, order number,
// title, auth tag, the visibility switch (saved at once), info (author and last update), and edit,
// problem list and delete (confirmed) for the group root or the training's author (spec 3 §6;
// `manageable` says so per row, the server decides per call).
import { Button, Empty, Switch, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, Pagination, type Page } from '@oj/ui';
import { ADMIN_PAGE_SIZE, AuthTag } from '@oj/plugin-trainings/parts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { changeGroupTrainingStatus, deleteGroupTraining, getGroupAdminTrainings, type AdminTrainingRow } from './api.js';
import { RelativeTime } from './RelativeTime.js';
import { groupTrainingPath, trainingTabPath } from './views.js';

type Column = { title: ReactNode; dataIndex: string; width?: number; render: (v: unknown, r: AdminTrainingRow) => ReactNode };

export function TrainingAdminList() {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const { group } = useGroup();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<AdminTrainingRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getGroupAdminTrainings({ gid: group.id, currentPage: current, limit: ADMIN_PAGE_SIZE })
      .then((r) => live && setPage(r.data), () => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [group.id, current, reload]);

  async function toggle(r: AdminTrainingRow, visible: boolean) {
    try {
      Toast.success(doneMessage(await changeGroupTrainingStatus(r.id, visible), tt('TA_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    setReload((n) => n + 1);
  }
  function remove(r: AdminTrainingRow) {
    confirmDialog({
      title: tt('TA_Delete_Training'),
      content: tt('TA_Delete_Confirm', { title: r.title }),
      okText: tt('TA_Delete'),
      cancelText: tt('TA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'group-training-confirm-delete' } as ButtonProps,
      onOk: async () => {
        Toast.success(doneMessage(await deleteGroupTraining(r.id), tt('TA_Deleted')));
        // the last row of a page gone: back one page
        if (current > 1 && (page?.records.length ?? 0) <= 1) setCurrent(current - 1);
        else setReload((n) => n + 1);
      },
    });
  }

  const columns: Column[] = [
    { title: 'ID', dataIndex: 'id', width: 60, render: (_, r) => r.id },
    { title: tt('TA_Rank'), dataIndex: 'rank', width: 70, render: (_, r) => r.rank },
    {
      title: tt('TA_Title'), dataIndex: 'title',
      render: (_, r) => <Link to={groupTrainingPath(group.id, r.id)} className="oj-group-cell-text" data-testid="group-training-admin-title" data-user-content>{r.title}</Link>,
    },
    { title: tt('TA_Auth'), dataIndex: 'auth', width: 80, render: (_, r) => <AuthTag auth={r.auth} /> },
    {
      title: tt('TA_Visible'), dataIndex: 'status', width: 70,
      render: (_, r) => (
        <Switch size="small" checked={r.status} disabled={!r.manageable} onChange={(v) => void toggle(r, v)} aria-label={tt('TA_Visible')} data-testid="group-training-visible" />
      ),
    },
    {
      title: t('Group_Training_Info'), dataIndex: 'author', width: 140,
      render: (_, r) => (
        <span className="oj-group-user-names">
          <Link to={userHomePath(r.author)} data-user-content>{r.author}</Link>
          <span className="oj-muted" style={{ fontSize: 12 }}>{tt('TA_Problem_Count')}: {r.problemCount}</span>
          <span className="oj-muted" style={{ fontSize: 12 }}><RelativeTime value={r.gmtModified} /></span>
        </span>
      ),
    },
    {
      title: tt('TA_Option'), dataIndex: 'actions', width: 210,
      render: (_, r) => (r.manageable ? (
        <span style={{ display: 'inline-flex', gap: 6 }}>
          <Button size="small" onClick={() => navigate(trainingTabPath(group.id, 'edit', r.id))} data-testid="group-training-edit">{tt('TA_Edit')}</Button>
          <Button size="small" onClick={() => navigate(trainingTabPath(group.id, 'problems', r.id))} data-testid="group-training-problems">{tt('TA_Problems')}</Button>
          <Button size="small" type="danger" onClick={() => remove(r)} data-testid="group-training-delete">{tt('TA_Delete')}</Button>
        </span>
      ) : <span className="oj-muted" style={{ fontSize: 12 }}>{t('Group_Training_Not_Yours')}</span>),
    },
  ];

  return (
    <>
      <Table
        className="oj-group-table"
        size="small"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={page?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={tt('TA_No_Trainings')} />}
        onRow={(r?: AdminTrainingRow) => (r ? { 'data-testid': 'group-training-admin-row', 'data-tid': r.id } : {}) as Record<string, unknown>}
      />
      <Pagination total={page?.total ?? 0} current={current} pageSize={ADMIN_PAGE_SIZE} fixedSize onChange={setCurrent} />
    </>
  );
}

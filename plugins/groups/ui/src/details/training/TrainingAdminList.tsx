// A group's trainings for its admins (spec 3 "Group training list", admin list): id, order number,
// title, auth tag, the visibility switch (saved at once), info (author and last update), and edit,
// problem list and delete (confirmed) for the group root or the training's author (spec 3 §6;
// `manageable` says so per row, the server decides per call).
import { Empty, Switch, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, PagedTable, RowActions, usePagedList, type TableColumn } from '@oj/ui';
import { ADMIN_PAGE_SIZE, AuthTag } from '@oj/plugin-trainings/parts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { changeGroupTrainingStatus, deleteGroupTraining, getGroupAdminTrainings, type AdminTrainingRow } from './api.js';
import { RelativeTime } from './RelativeTime.js';
import { groupTrainingPath, trainingTabPath } from './views.js';

export function TrainingAdminList() {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const { group } = useGroup();
  const navigate = useNavigate();
  const list = usePagedList((currentPage) => getGroupAdminTrainings({ gid: group.id, currentPage, limit: ADMIN_PAGE_SIZE }), [group.id]);

  async function toggle(r: AdminTrainingRow, visible: boolean) {
    try {
      Toast.success(doneMessage(await changeGroupTrainingStatus(r.id, visible), tt('TA_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    list.refresh();
  }
  function remove(r: AdminTrainingRow) {
    confirmDanger({
      title: tt('TA_Delete_Training'),
      content: tt('TA_Delete_Confirm', { title: r.title }),
      okText: tt('TA_Delete'),
      cancelText: tt('TA_Cancel'),
      okTestId: 'group-training-confirm-delete',
      onOk: async () => {
        Toast.success(doneMessage(await deleteGroupTraining(r.id), tt('TA_Deleted')));
        list.removed();
      },
    });
  }

  const columns: TableColumn<AdminTrainingRow>[] = [
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
        <RowActions actions={[
          { label: tt('TA_Edit'), testId: 'group-training-edit', onClick: () => navigate(trainingTabPath(group.id, 'edit', r.id)) },
          { label: tt('TA_Problems'), testId: 'group-training-problems', onClick: () => navigate(trainingTabPath(group.id, 'problems', r.id)) },
          { label: tt('TA_Delete'), testId: 'group-training-delete', danger: true, onClick: () => remove(r) },
        ]} />
      ) : <span className="oj-muted" style={{ fontSize: 12 }}>{t('Group_Training_Not_Yours')}</span>),
    },
  ];

  return (
    <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={ADMIN_PAGE_SIZE} rowKey="id" empty={<Empty description={tt('TA_No_Trainings')} />}
      rowProps={(r) => ({ 'data-testid': 'group-training-admin-row', 'data-tid': r.id })} />
  );
}

// /admin/training (spec 2 §2 Admin area, spec 3 §4): search and paging, the visibility switch that
// saves at once, edit, problems, and delete (the super admin only, confirmed). Rows the caller may
// not manage (another author's training, spec 3 §6) show no actions.
import { Button, Switch, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, PagedTable, rolesAtom, RowActions, ROLE, SearchBar, usePagedList, useSearchBox, type TableColumn } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, changeTrainingStatus, deleteTraining, doneMessage, listTrainings, type AdminTrainingRow } from './api.js';
import { AuthTag, CategoryTag, TITLE_CELL } from './TrainingTags.js';

export default function TrainingListAdmin() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  const roles = useAtomValue(rolesAtom);
  const [limit, setLimit] = useState(ADMIN_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  // a failed load only stops (spec 3 §8)
  const list = usePagedList((currentPage) => listTrainings({ currentPage, limit, keyword }), [limit, keyword]);
  const box = useSearchBox((kw) => {
    setKeyword(kw);
    list.setCurrent(1);
  }, { clearApplies: false });

  async function toggleStatus(row: AdminTrainingRow, status: boolean) {
    try {
      Toast.success(doneMessage(await changeTrainingStatus(row, status), t('TA_Updated')));
      list.refresh();
    } catch {
      /* the client showed the message */
    }
  }
  function remove(row: AdminTrainingRow) {
    confirmDanger({
      title: t('TA_Delete_Training'),
      content: t('TA_Delete_Confirm', { title: row.title }),
      okText: t('TA_Delete'),
      cancelText: t('TA_Cancel'),
      okTestId: 'confirm-delete',
      onOk: async () => {
        try {
          Toast.success(doneMessage(await deleteTraining(row.id), t('TA_Deleted')));
          list.removed();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const isRoot = roles.includes(ROLE.root);

  const columns: TableColumn<AdminTrainingRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: t('TA_Rank'), dataIndex: 'rank', width: 80 },
    { title: t('TA_Title'), dataIndex: 'title', render: (_, row) => <span data-testid="admin-training-title" data-user-content style={TITLE_CELL}>{row.title}</span> },
    { title: t('TA_Auth'), dataIndex: 'auth', width: 80, render: (_, row) => <AuthTag auth={row.auth} /> },
    { title: t('TA_Category'), dataIndex: 'categoryName', width: 130, render: (_, row) => <CategoryTag name={row.categoryName} color={row.categoryColor} /> },
    { title: t('TA_Problem_Count'), dataIndex: 'problemCount', width: 80 },
    { title: t('TA_Author'), dataIndex: 'author', width: 120, render: (_, row) => <span data-user-content>{row.author}</span> },
    {
      title: t('TA_Visible'), dataIndex: 'status', width: 70,
      render: (_, row) => (
        <Switch checked={row.status} disabled={!row.manageable} onChange={(on) => void toggleStatus(row, on)} data-testid="admin-training-visible" aria-label={t('TA_Visible')} />
      ),
    },
    {
      title: t('TA_Option'), dataIndex: 'manageable', width: 210,
      render: (_, row) => (row.manageable ? (
        <RowActions actions={[
          { label: t('TA_Edit'), testId: 'admin-training-edit', onClick: () => navigate(`/admin/training/${row.id}/edit`) },
          { label: t('TA_Problems'), testId: 'admin-training-problems', onClick: () => navigate(`/admin/training/${row.id}/problems`) },
          { label: t('TA_Delete'), testId: 'admin-training-delete', danger: true, shown: isRoot, onClick: () => remove(row) },
        ]} />
      ) : <span className="oj-muted">{t('TA_Not_Yours')}</span>),
    },
  ];

  return (
    <div className="oj-card" data-testid="admin-training-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('TA_Training_List')}</div>
        <Button theme="solid" onClick={() => navigate('/admin/training/create')} data-testid="admin-training-create">{t('TA_Create_Training')}</Button>
      </div>
      <div className="oj-toolbar">
        <SearchBar box={box} plain placeholder={t('TA_Search_Placeholder')} inputStyle={{ width: 280, maxWidth: '100%' }} buttonLabel={t('TA_Search')}
          testId="admin-training-search" buttonTestId="admin-training-search-button" />
      </div>
      <PagedTable list={list} columns={columns} pageSize={limit} onPageSize={setLimit} rowKey="id" empty={t('TA_No_Trainings')} size="default" scrollX={960} />
    </div>
  );
}

// /admin/training (spec 2 §2 Admin area, spec 3 §4): search and paging, the visibility switch that
// saves at once, edit, problems, and delete (the super admin only, confirmed). Rows the caller may
// not manage (another author's training, spec 3 §6) show no actions.
import { Button, Input, Switch, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, Pagination, rolesAtom, ROLE, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, changeTrainingStatus, deleteTraining, doneMessage, listTrainings, type AdminTrainingRow } from './api.js';
import { AuthTag, CategoryTag, TITLE_CELL } from './TrainingTags.js';

export default function TrainingListAdmin() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  const roles = useAtomValue(rolesAtom);
  const [query, setQuery] = useState({ currentPage: 1, limit: ADMIN_PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminTrainingRow> | null>(null);
  const load = useCallback(async () => {
    try {
      setData((await listTrainings(query)).data);
    } catch {
      /* a failed load only stops (spec 3 §8) */
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  async function toggleStatus(row: AdminTrainingRow, status: boolean) {
    try {
      Toast.success(doneMessage(await changeTrainingStatus(row, status), t('TA_Updated')));
      void load();
    } catch {
      /* the client showed the message */
    }
  }
  function remove(row: AdminTrainingRow) {
    confirmDialog({
      title: t('TA_Delete_Training'),
      content: t('TA_Delete_Confirm', { title: row.title }),
      okText: t('TA_Delete'),
      cancelText: t('TA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          Toast.success(doneMessage(await deleteTraining(row.id), t('TA_Deleted')));
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const search = () => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });
  const isRoot = roles.includes(ROLE.root);

  return (
    <div className="oj-card" data-testid="admin-training-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('TA_Training_List')}</div>
        <Button theme="solid" onClick={() => navigate('/admin/training/create')} data-testid="admin-training-create">{t('TA_Create_Training')}</Button>
      </div>
      <div className="oj-toolbar">
        <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={t('TA_Search_Placeholder')} style={{ width: 280, maxWidth: '100%' }} showClear data-testid="admin-training-search" />
        <Button onClick={search} data-testid="admin-training-search-button">{t('TA_Search')}</Button>
      </div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('TA_No_Trainings')}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('TA_Rank'), dataIndex: 'rank', width: 80 },
          { title: t('TA_Title'), dataIndex: 'title', render: (v: string) => <span data-testid="admin-training-title" data-user-content style={TITLE_CELL}>{v}</span> },
          { title: t('TA_Auth'), dataIndex: 'auth', width: 80, render: (v: AdminTrainingRow['auth']) => <AuthTag auth={v} /> },
          { title: t('TA_Category'), dataIndex: 'categoryName', width: 130, render: (v: string | null, row: AdminTrainingRow) => <CategoryTag name={v} color={row.categoryColor} /> },
          { title: t('TA_Problem_Count'), dataIndex: 'problemCount', width: 80 },
          { title: t('TA_Author'), dataIndex: 'author', width: 120, render: (v: string) => <span data-user-content>{v}</span> },
          {
            title: t('TA_Visible'), dataIndex: 'status', width: 70,
            render: (v: boolean, row: AdminTrainingRow) => (
              <Switch checked={v} disabled={!row.manageable} onChange={(on) => void toggleStatus(row, on)} data-testid="admin-training-visible" aria-label={t('TA_Visible')} />
            ),
          },
          {
            title: t('TA_Option'), width: 210,
            render: (_: unknown, row: AdminTrainingRow) => (row.manageable ? (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6, flexWrap: 'nowrap' }}>
                <Button size="small" onClick={() => navigate(`/admin/training/${row.id}/edit`)} data-testid="admin-training-edit">{t('TA_Edit')}</Button>
                <Button size="small" onClick={() => navigate(`/admin/training/${row.id}/problems`)} data-testid="admin-training-problems">{t('TA_Problems')}</Button>
                {isRoot && <Button size="small" type="danger" onClick={() => remove(row)} data-testid="admin-training-delete">{t('TA_Delete')}</Button>}
              </div>
            ) : <span className="oj-muted">{t('TA_Not_Yours')}</span>),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
    </div>
  );
}

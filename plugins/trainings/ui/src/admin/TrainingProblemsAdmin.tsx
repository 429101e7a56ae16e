// /admin/training/:trainingId/problems (spec 2 §2, reference AdminTrainingController): the
// training's problems in their order, each one's order number editable (saved when the box is
// left), removal (confirmed), "add from the public bank" and "import a remote problem". The page
// answers only for the training's admins (spec 3 §6), who may do all of it.
import { Button, Input, InputNumber, Table } from '@douyinfe/semi-ui';
import { Pagination } from '@oj/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminTrainingProblemRow } from './api.js';
import { PublicProblemPicker } from './PublicProblemPicker.js';
import { RemoteImportDialog } from './RemoteImportDialog.js';
import { AuthTag, CategoryTag, TITLE_CELL } from './TrainingTags.js';
import { useTrainingProblemsAdmin } from './useTrainingProblemsAdmin.js';

const PROBLEM_TYPE: Record<number, string> = { 0: 'ACM', 1: 'OI' };

export default function TrainingProblemsAdmin() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  const tid = Number(useParams().trainingId);
  const { training, query, setQuery, keyword, setKeyword, data, load, saveRank, remove, search, typeRank, rankOf } = useTrainingProblemsAdmin(tid, { confirmTestId: 'confirm-remove' });
  const [dialog, setDialog] = useState<'public' | 'remote' | null>(null);
  const info = training?.training;

  return (
    <div className="oj-card" data-testid="admin-training-problems">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('TA_Training_Problems')}</div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => setDialog('public')} data-testid="admin-training-add-public">{t('TA_Add_From_Public')}</Button>
          <Button onClick={() => setDialog('remote')} data-testid="admin-training-import-remote">{t('TA_Import_Remote')}</Button>
          <Button onClick={() => navigate('/admin/training')}>{t('TA_Back')}</Button>
        </div>
      </div>
      {info && (
        <div className="oj-toolbar" data-testid="admin-training-problems-training">
          <span className="oj-muted">#{info.id}</span>
          <strong data-user-content style={{ overflowWrap: 'anywhere' }}>{info.title}</strong>
          <AuthTag auth={info.auth} />
          <CategoryTag name={training.trainingCategory?.name ?? info.categoryName} color={training.trainingCategory?.color ?? info.categoryColor} />
          <Button size="small" theme="borderless" onClick={() => navigate(`/admin/training/${tid}/edit`)}>{t('TA_Edit_Training')}</Button>
        </div>
      )}
      <div className="oj-toolbar">
        <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={t('TA_Problem_Search_Placeholder')} style={{ width: 240, maxWidth: '100%' }} showClear data-testid="admin-training-problem-search" />
        <Button onClick={search}>{t('TA_Search')}</Button>
      </div>
      <p className="oj-muted" style={{ marginTop: 0 }}>{t('TA_Order_Tip')}</p>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('TA_No_Problems')}
        columns={[
          {
            title: t('TA_Order'), dataIndex: 'rank', width: 120,
            render: (_: number | null, row: AdminTrainingProblemRow) => (
              <span data-testid="admin-training-problem-rank">
                <InputNumber size="small" value={rankOf(row)} onChange={(value) => typeRank(row, value)}
                  onBlur={() => void saveRank(row)} onEnterPress={(e) => (e.target as HTMLInputElement).blur()}
                  style={{ width: 96 }} aria-label={t('TA_Order_Of', { problemId: row.problemId })} />
              </span>
            ),
          },
          { title: t('TA_Problem_ID'), dataIndex: 'problemId', width: 130, render: (v: string) => <span data-user-content data-testid="admin-training-problem-id">{v}</span> },
          { title: t('TA_Title'), dataIndex: 'title', render: (v: string) => <span data-user-content style={TITLE_CELL}>{v}</span> },
          { title: t('TA_Problem_Type'), dataIndex: 'type', width: 80, render: (v: number) => PROBLEM_TYPE[v] ?? '-' },
          { title: t('TA_Author'), dataIndex: 'author', width: 120, render: (v: string | null) => <span data-user-content>{v ?? '-'}</span> },
          {
            title: t('TA_Option'), width: 100,
            render: (_: unknown, row: AdminTrainingProblemRow) => (
              <Button size="small" type="danger" onClick={() => remove(row)} data-testid="admin-training-problem-remove">{t('TA_Remove')}</Button>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      {dialog === 'public' && <PublicProblemPicker tid={tid} onClose={() => setDialog(null)} onAdded={() => void load()} />}
      {dialog === 'remote' && <RemoteImportDialog tid={tid} onClose={() => setDialog(null)} onImported={() => void load()} />}
    </div>
  );
}

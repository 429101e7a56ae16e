// A group training's problems for the group root or the training's author (spec 3 "Group
// training problem admin list"): in their order, each one's order number editable (saved when the
// box is left), removal (confirmed), and adding from the public problems (the trainings plugin's
// picker, through the group's calls) or from the group's own problems by id.
import { Button, Empty, Input, InputNumber, Table } from '@douyinfe/semi-ui';
import { Pagination, type TableColumn } from '@oj/ui';
import {
  AuthTag, CategoryTag, PublicProblemPicker, useTrainingProblemsAdmin, type PublicPickerCalls, type TrainingProblemsCalls,
} from '@oj/plugin-trainings/parts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { AddFromGroupDialog } from './AddFromGroupDialog.js';
import {
  addGroupTrainingProblemFromPublic, getGroupTraining, getGroupTrainingProblems, removeGroupTrainingProblem, setGroupTrainingProblemRank,
  type AdminTrainingProblemRow,
} from './api.js';
import { groupTrainingPath, trainingTabPath } from './views.js';

/** the training's problems and the public-problem picker through the group's calls */
const groupCalls = (tid: number): { problems: TrainingProblemsCalls; picker: PublicPickerCalls } => ({
  problems: {
    training: () => getGroupTraining(tid),
    problems: async (q) => (await getGroupTrainingProblems(tid, { ...q, queryExisted: true })).data.problemList,
    setRank: (pid, rank) => setGroupTrainingProblemRank({ tid, pid, rank }),
    remove: (pid) => removeGroupTrainingProblem(tid, pid),
  },
  picker: {
    list: async (q) => (await getGroupTrainingProblems(tid, { ...q, queryExisted: false })).data.problemList,
    add: (pid) => addGroupTrainingProblemFromPublic(tid, pid),
  },
});

export function TrainingProblemAdmin({ tid }: { tid: number }) {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const { group } = useGroup();
  const navigate = useNavigate();
  const calls = useMemo(() => groupCalls(tid), [tid]);
  const { training, query, setQuery, keyword, setKeyword, data, load, saveRank, remove, search, typeRank, rankOf } = useTrainingProblemsAdmin(tid, {
    calls: calls.problems,
    onMissing: () => navigate(trainingTabPath(group.id, 'admin'), { replace: true }),
    confirmTestId: 'group-training-confirm-remove',
    keepOpenOnFailure: true,
  });
  const [dialog, setDialog] = useState<'public' | 'group' | null>(null);
  const info = training?.training;

  const columns: TableColumn<AdminTrainingProblemRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 60, render: (_, r) => r.id },
    {
      title: tt('TA_Order'), dataIndex: 'rank', width: 110,
      render: (_, r) => (
        <InputNumber size="small" value={rankOf(r)} onChange={(value) => typeRank(r, value)}
          onBlur={() => void saveRank(r)} onEnterPress={(e) => (e.target as HTMLInputElement).blur()}
          style={{ width: 90 }} aria-label={tt('TA_Order_Of', { problemId: r.problemId })} data-testid="group-training-problem-rank" />
      ),
    },
    { title: tt('TA_Problem_ID'), dataIndex: 'problemId', width: 120, render: (_, r) => <span data-user-content data-testid="group-training-problem-id-cell">{r.problemId}</span> },
    { title: tt('TA_Title'), dataIndex: 'title', render: (_, r) => <span className="oj-group-cell-text" data-user-content>{r.title}</span> },
    { title: tt('TA_Author'), dataIndex: 'author', width: 110, render: (_, r) => <span data-user-content>{r.author ?? '-'}</span> },
    {
      title: tt('TA_Option'), dataIndex: 'actions', width: 90,
      render: (_, r) => <Button size="small" type="danger" onClick={() => remove(r)} data-testid="group-training-problem-remove">{tt('TA_Remove')}</Button>,
    },
  ];

  return (
    <div data-testid="group-training-problem-admin">
      <div className="oj-group-toolbar-row">
        <h3 className="oj-group-section-title" style={{ margin: 0 }}>{tt('TA_Training_Problems')}</h3>
        <div className="oj-group-actions">
          <Button theme="solid" onClick={() => setDialog('public')} data-testid="group-training-add-public">{tt('TA_Add_From_Public')}</Button>
          <Button theme="solid" onClick={() => setDialog('group')} data-testid="group-training-add-from-group">{t('Group_Training_Add_From_Group')}</Button>
          <Button onClick={() => navigate(trainingTabPath(group.id, 'admin'))}>{tt('TA_Back')}</Button>
        </div>
      </div>
      {info && (
        <div className="oj-group-actions" style={{ marginBottom: 12 }} data-testid="group-training-problem-admin-training">
          <span className="oj-muted">#{info.id}</span>
          <a href={groupTrainingPath(group.id, info.id)} onClick={(e) => { e.preventDefault(); navigate(groupTrainingPath(group.id, info.id)); }} data-user-content style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{info.title}</a>
          <AuthTag auth={info.auth} />
          <CategoryTag name={training.trainingCategory?.name ?? info.categoryName} color={training.trainingCategory?.color ?? info.categoryColor} />
          <Button size="small" theme="borderless" onClick={() => navigate(trainingTabPath(group.id, 'edit', tid))}>{tt('TA_Edit_Training')}</Button>
        </div>
      )}
      <div className="oj-group-actions" style={{ marginBottom: 8 }}>
        <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={tt('TA_Problem_Search_Placeholder')} style={{ width: 240, maxWidth: '100%' }} showClear />
        <Button onClick={search}>{tt('TA_Search')}</Button>
      </div>
      <p className="oj-muted" style={{ marginTop: 0 }}>{tt('TA_Order_Tip')}</p>
      <Table
        className="oj-group-table"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={tt('TA_No_Problems')} />}
        onRow={(r?: AdminTrainingProblemRow) => (r ? { 'data-testid': 'group-training-problem-row', 'data-problem-id': r.problemId } : {}) as Record<string, unknown>}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      {dialog === 'public' && <PublicProblemPicker tid={tid} calls={calls.picker} onClose={() => setDialog(null)} onAdded={() => void load()} />}
      {dialog === 'group' && <AddFromGroupDialog tid={tid} onClose={() => setDialog(null)} onAdded={() => void load()} />}
    </div>
  );
}

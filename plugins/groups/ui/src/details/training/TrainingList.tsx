// A group's trainings for its members (spec 3 "Group training list"): number, title (opening the
// training inside the group), auth and category tags, the member's progress (solved of total, 2
// decimals), problem count, author and the last update (relative, exact in its tooltip), 15 a page.
import { Empty, Tooltip } from '@douyinfe/semi-ui';
import { PagedTable, usePagedList, type TableColumn } from '@oj/ui';
import { TRAINING_LIST_PAGE_SIZE } from '@oj/plugin-trainings/browser';
import { AuthTag, CategoryTag, PercentBar, progressPercent } from '@oj/plugin-trainings/parts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { getGroupTrainings, type TrainingView } from './api.js';
import { RelativeTime } from './RelativeTime.js';
import { groupTrainingPath } from './views.js';

/** the progress bar a little narrower than the site list's, so that the group's list fits beside the side card */
const CSS = '.oj-group-training-list .oj-training-percent { min-width: 130px; }';

export function TrainingList() {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const { group } = useGroup();
  const navigate = useNavigate();
  const list = usePagedList((currentPage) => getGroupTrainings({ gid: group.id, currentPage, limit: TRAINING_LIST_PAGE_SIZE }), [group.id]);

  const open = (r: TrainingView, e: MouseEvent) => {
    e.preventDefault();
    navigate(groupTrainingPath(group.id, r.id));
  };
  const columns: TableColumn<TrainingView>[] = [
    { title: tt('Training_Number'), dataIndex: 'rank', width: 64, render: (_, r) => <span data-testid="group-training-rank">{r.rank}</span> },
    {
      title: tt('Training_Title'), dataIndex: 'title',
      render: (_, r) => (
        <a href={groupTrainingPath(group.id, r.id)} onClick={(e) => open(r, e)} className="oj-group-cell-text" style={{ fontWeight: 500 }} data-testid="group-training-title" data-user-content>{r.title}</a>
      ),
    },
    { title: tt('Training_Auth'), dataIndex: 'auth', width: 80, render: (_, r) => <AuthTag auth={r.auth} /> },
    { title: tt('Training_Category'), dataIndex: 'categoryName', width: 110, render: (_, r) => <CategoryTag name={r.categoryName} color={r.categoryColor} /> },
    {
      title: tt('Training_Progress'), dataIndex: 'acCount', width: 160,
      render: (_, r) => (
        <Tooltip content={t('Group_Training_Progress_Of', { ac: r.acCount, total: r.problemCount })}>
          <div data-testid="group-training-progress" data-ac={r.acCount} data-total={r.problemCount}>
            <PercentBar percent={progressPercent(r.acCount, r.problemCount, 0)} label={tt('Training_Progress')} />
          </div>
        </Tooltip>
      ),
    },
    { title: tt('Training_Problem_Count'), dataIndex: 'problemCount', width: 80, render: (_, r) => <span data-testid="group-training-problem-count">{r.problemCount}</span> },
    { title: tt('Training_Author'), dataIndex: 'author', width: 100, render: (_, r) => <Link to={userHomePath(r.author)} data-user-content>{r.author}</Link> },
    { title: tt('Training_Last_Update'), dataIndex: 'gmtModified', width: 110, render: (_, r) => <RelativeTime value={r.gmtModified} testId="group-training-updated" /> },
  ];

  return (
    <div className="oj-group-training-list">
      <style>{CSS}</style>
      <PagedTable className="oj-group-table oj-training-table" list={list} columns={columns} pageSize={TRAINING_LIST_PAGE_SIZE} rowKey="id"
        empty={<Empty description={tt('Training_No_Trainings')} />} rowProps={(r) => ({ 'data-testid': 'group-training-row', 'data-tid': r.id })} />
    </div>
  );
}

// A group's problems for its members (spec 3 "Group problem tab"): the member's status icon, the
// display id, title, level and author, 10 a page, searchable; a row opens the problem inside the
// group (spec 3 §2 problem/{problemID}).
import { IconClose, IconMinus, IconTick } from '@douyinfe/semi-icons';
import { Empty, Tag, Tooltip } from '@douyinfe/semi-ui';
import { JUDGE_STATUS, PagedTable, SearchBar, UNFINISHED_STATUSES, usePagedList, useSearchBox, type TableColumn } from '@oj/ui';
import { GROUP_PROBLEM_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { JudgeStatus } from '@oj/plugin-submissions/browser';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { getGroupProblems, type GroupProblemRow } from './api.js';
import { groupProblemPath } from './views.js';

/** the problem page's level tags (the problems plugin's labels) */
export const LEVELS: Record<number, { key: string; color: 'green' | 'orange' | 'red' }> = {
  0: { key: 'Easy', color: 'green' }, 1: { key: 'Mid', color: 'orange' }, 2: { key: 'Hard', color: 'red' },
};

/** the member's status on the problem: accepted, waiting for its verdict, tried and not accepted, or nothing when not submitted */
function StatusIcon({ status }: { status: number | null }) {
  const { t } = useTranslation(NS);
  if (status === null || status === JudgeStatus.NOT_SUBMITTED) return null;
  const name = t(JUDGE_STATUS[status]?.name ?? 'Status_Not_Submitted', { ns: 'translation' });
  const look = { 'aria-label': name, 'data-testid': 'group-problem-status', 'data-status': status };
  return (
    <Tooltip content={name}>
      {status === JudgeStatus.ACCEPTED ? <IconTick style={{ color: 'var(--semi-color-success)' }} {...look} />
        : UNFINISHED_STATUSES.includes(status) ? <IconMinus style={{ color: 'var(--semi-color-warning)' }} {...look} />
        : <IconClose style={{ color: 'var(--semi-color-danger)' }} {...look} />}
    </Tooltip>
  );
}

export function LevelTag({ level }: { level: number }) {
  const { t } = useTranslation('problems');
  const look = LEVELS[level];
  return look ? <Tag color={look.color} data-testid="group-problem-level">{t(look.key)}</Tag> : null;
}

export function ProblemList() {
  const { t } = useTranslation(NS);
  const { group } = useGroup();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const list = usePagedList((currentPage) => getGroupProblems({ gid: group.id, currentPage, limit: GROUP_PROBLEM_PAGE_SIZE, keyword }), [group.id, keyword]);
  const { setCurrent } = list;

  const box = useSearchBox((kw) => {
    setKeyword(kw);
    setCurrent(1);
  });
  const open = (r: GroupProblemRow, e?: MouseEvent) => {
    // the title's link and its row open the same page once
    e?.preventDefault();
    e?.stopPropagation();
    navigate(groupProblemPath(group.id, r.problemId));
  };
  const columns: TableColumn<GroupProblemRow>[] = [
    { title: '', dataIndex: 'myStatus', width: 40, render: (_, r) => <StatusIcon status={r.myStatus} /> },
    { title: t('Group_Problem_ID'), dataIndex: 'problemId', width: 130, render: (_, r) => <b style={{ whiteSpace: 'nowrap' }} data-user-content>{r.problemId}</b> },
    {
      title: t('Group_Problem_Title'), dataIndex: 'title',
      render: (_, r) => (
        <a href={groupProblemPath(group.id, r.problemId)} onClick={(e) => open(r, e)} className="oj-group-cell-text" style={{ fontWeight: 500 }} data-testid="group-problem-title" data-user-content>{r.title}</a>
      ),
    },
    { title: t('Group_Problem_Level'), dataIndex: 'difficulty', width: 90, render: (_, r) => <LevelTag level={r.difficulty} /> },
    { title: t('Group_Problem_Author'), dataIndex: 'author', width: 120, render: (_, r) => (r.author ? <Link to={userHomePath(r.author)} onClick={(e) => e.stopPropagation()} data-user-content>{r.author}</Link> : '-') },
  ];

  return (
    <>
      <SearchBar className="oj-group-search" style={{ marginBottom: 12 }} box={box} placeholder={t('Group_Problem_Search')} ariaLabel={t('Group_Problem_Search')}
        buttonLabel={t('Group_Search')} testId="group-problem-keyword" buttonTestId="group-problem-search" />
      <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={GROUP_PROBLEM_PAGE_SIZE} rowKey="pid"
        empty={<Empty description={t('Group_Problem_None')} />}
        // spec 3: a row click opens the problem inside the group
        rowProps={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' }, 'data-testid': 'group-problem-row', 'data-problem-id': r.problemId })} />
    </>
  );
}

// Admin → group-problem/apply (spec 2 §2; the site's problem admins: root, problem_admin): the
// group problems waiting to join the public set — problem id, title, group, author, date — each
// previewed, approved (it joins the main set, public) or refused, both confirmed (spec 3 §4).
import { Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, PagedTable, RowActions, SearchBar, usePagedList, useSearchBox, type TableColumn } from '@oj/ui';
import { APPLY_PUBLIC, GROUP_ADMIN_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { doneMessage, getGroup } from '../api.js';
import { DateTime, NS, userHomePath } from '../meta.js';
import { GroupStyles } from '../styles.js';
import { changeApplyProgress, getApplyRequests, type AdminProblem } from './api.js';
import { ProblemPreview } from './ProblemPreview.js';

/** the groups' names, asked once each (quietly: an examiner may not see a hidden group) */
function useGroupNames(gids: number[]): Record<number, string> {
  const [names, setNames] = useState<Record<number, string>>({});
  const key = [...new Set(gids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : [];
    let live = true;
    void Promise.all(wanted.map((gid) => getGroup(gid).then((r) => [gid, r.data.name] as const, () => null))).then((found) => {
      if (live) setNames(Object.fromEntries(found.filter((x) => x !== null)));
    });
    return () => { live = false; };
  }, [key]);
  return names;
}

export default function GroupProblemApply() {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const list = usePagedList((currentPage) => getApplyRequests({ currentPage, limit: GROUP_ADMIN_PAGE_SIZE, keyword }), [keyword]);
  const { setCurrent } = list;
  const [preview, setPreview] = useState<AdminProblem | null>(null);
  const names = useGroupNames((list.page?.records ?? []).map((r) => r.gid).filter((g): g is number => g != null));

  const box = useSearchBox((kw) => {
    setKeyword(kw);
    setCurrent(1);
  });
  function decide(r: AdminProblem, progress: typeof APPLY_PUBLIC.approved | typeof APPLY_PUBLIC.refused) {
    const approve = progress === APPLY_PUBLIC.approved;
    confirmDialog({
      title: t(approve ? 'GPA_Approve_Title' : 'GPA_Refuse_Title'),
      content: t(approve ? 'GPA_Approve_Confirm' : 'GPA_Refuse_Confirm', { title: `${r.problemId} ${r.title}` }),
      okButtonProps: { type: approve ? 'primary' : 'danger', 'data-testid': 'gpa-confirm' } as ButtonProps,
      onOk: async () => {
        Toast.success(doneMessage(await changeApplyProgress({ pid: r.id, progress }), t('Group_Updated')));
        // the decided request leaves the list
        list.removed();
      },
    });
  }

  const columns: TableColumn<AdminProblem>[] = [
    { title: t('GPA_Problem_ID'), dataIndex: 'problemId', width: 120, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }} data-user-content>{r.problemId}</span> },
    {
      title: t('Group_Problem_Title'), dataIndex: 'title',
      // the title opens the statement (the examiner cannot open it inside its group)
      render: (_, r) => (
        <a href={`#${r.problemId}`} role="button" className="oj-group-cell-text" style={{ maxWidth: 200 }} onClick={(e) => { e.preventDefault(); setPreview(r); }} data-testid="gpa-title" data-user-content>{r.title}</a>
      ),
    },
    {
      title: t('GPA_Group'), dataIndex: 'gid', width: 140,
      render: (_, r) => (r.gid == null ? '-' : <Link to={`/group/${r.gid}`} className="oj-group-cell-text" style={{ minWidth: 0 }} data-testid="gpa-group" data-user-content>{names[r.gid] ?? `#${r.gid}`}</Link>),
    },
    { title: t('Group_Problem_Author'), dataIndex: 'author', width: 110, render: (_, r) => (r.author ? <Link to={userHomePath(r.author)} data-user-content>{r.author}</Link> : '-') },
    { title: t('GPA_Date'), dataIndex: 'gmtModified', width: 110, render: (_, r) => <DateTime value={r.gmtModified} /> },
    {
      title: t('Group_Actions'), dataIndex: 'actions', width: 170,
      render: (_, r) => (
        <RowActions actions={[
          { label: t('GPA_Approve'), testId: 'gpa-approve', solid: true, onClick: () => decide(r, APPLY_PUBLIC.approved) },
          { label: t('GPA_Refuse'), testId: 'gpa-refuse', danger: true, onClick: () => decide(r, APPLY_PUBLIC.refused) },
        ]} />
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="group-problem-apply">
      <GroupStyles />
      <div className="oj-group-toolbar-row">
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('GPA_Title')}</h2>
        <SearchBar className="oj-group-search" box={box} placeholder={t('Group_Problem_Search')} ariaLabel={t('Group_Problem_Search')}
          buttonLabel={t('Group_Search')} testId="gpa-keyword" buttonTestId="gpa-search" />
      </div>
      <p className="oj-muted" style={{ marginTop: 0 }}>{t('GPA_Hint')}</p>
      <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={GROUP_ADMIN_PAGE_SIZE} rowKey="id" empty={t('GPA_None')}
        rowProps={(r) => ({ 'data-testid': 'gpa-row', 'data-problem-id': r.problemId })} />
      <ProblemPreview problem={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

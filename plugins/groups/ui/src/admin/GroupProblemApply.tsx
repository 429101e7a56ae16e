// Admin → group-problem/apply (spec 2 §2; the site's problem admins: root, problem_admin): the
// group problems waiting to join the public set — problem id, title, group, author, date — each
// previewed, approved (it joins the main set, public) or refused, both confirmed (spec 3 §4).
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Input, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, Pagination, type Page } from '@oj/ui';
import { APPLY_PUBLIC, GROUP_ADMIN_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { doneMessage, getGroup } from '../api.js';
import { DateTime, NS, userHomePath } from '../meta.js';
import { GroupStyles } from '../styles.js';
import { changeApplyProgress, getApplyRequests, type AdminProblem } from './api.js';
import { ProblemPreview } from './ProblemPreview.js';

type Column = { title: ReactNode; dataIndex: string; width?: number; render: (v: unknown, r: AdminProblem) => ReactNode };

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
  const [current, setCurrent] = useState(1);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<Page<AdminProblem> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);
  const [preview, setPreview] = useState<AdminProblem | null>(null);
  const names = useGroupNames((page?.records ?? []).map((r) => r.gid).filter((g): g is number => g != null));

  useEffect(() => {
    let live = true;
    setLoading(true);
    getApplyRequests({ currentPage: current, limit: GROUP_ADMIN_PAGE_SIZE, keyword })
      .then((r) => live && setPage(r.data), () => undefined) // a failed load only stops loading
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [current, keyword, reload]);

  const search = () => {
    setKeyword(input.trim());
    setCurrent(1);
  };
  function decide(r: AdminProblem, progress: typeof APPLY_PUBLIC.approved | typeof APPLY_PUBLIC.refused) {
    const approve = progress === APPLY_PUBLIC.approved;
    confirmDialog({
      title: t(approve ? 'GPA_Approve_Title' : 'GPA_Refuse_Title'),
      content: t(approve ? 'GPA_Approve_Confirm' : 'GPA_Refuse_Confirm', { title: `${r.problemId} ${r.title}` }),
      okButtonProps: { type: approve ? 'primary' : 'danger', 'data-testid': 'gpa-confirm' } as ButtonProps,
      onOk: async () => {
        Toast.success(doneMessage(await changeApplyProgress({ pid: r.id, progress }), t('Group_Updated')));
        // the decided request leaves the list: back one page when it was the last row
        if (current > 1 && (page?.records.length ?? 0) <= 1) setCurrent(current - 1);
        else setReload((n) => n + 1);
      },
    });
  }

  const columns: Column[] = [
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
        <span style={{ display: 'inline-flex', gap: 6 }}>
          <Button size="small" theme="solid" onClick={() => decide(r, APPLY_PUBLIC.approved)} data-testid="gpa-approve">{t('GPA_Approve')}</Button>
          <Button size="small" type="danger" onClick={() => decide(r, APPLY_PUBLIC.refused)} data-testid="gpa-refuse">{t('GPA_Refuse')}</Button>
        </span>
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="group-problem-apply">
      <GroupStyles />
      <div className="oj-group-toolbar-row">
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('GPA_Title')}</h2>
        <div className="oj-group-search">
          <Input prefix={<IconSearch />} value={input} onChange={setInput} onEnterPress={search} showClear onClear={() => { setInput(''); setKeyword(''); setCurrent(1); }}
            placeholder={t('Group_Problem_Search')} aria-label={t('Group_Problem_Search')} data-testid="gpa-keyword" />
          <Button onClick={search} data-testid="gpa-search">{t('Group_Search')}</Button>
        </div>
      </div>
      <p className="oj-muted" style={{ marginTop: 0 }}>{t('GPA_Hint')}</p>
      <Table
        className="oj-group-table"
        size="small"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={page?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={t('GPA_None')}
        onRow={(r?: AdminProblem) => (r ? { 'data-testid': 'gpa-row', 'data-problem-id': r.problemId } : {}) as Record<string, unknown>}
      />
      <Pagination total={page?.total ?? 0} current={current} pageSize={GROUP_ADMIN_PAGE_SIZE} fixedSize onChange={setCurrent} />
      <ProblemPreview problem={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

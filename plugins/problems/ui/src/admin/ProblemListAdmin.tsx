// /admin/problems (spec 2 §2 Admin area): search and paging, the authority switch, edit, delete
// (confirmed), the test data download and the export of one problem; beside "Create problem", the
// actions other plugins add ('problems.admin.actions', e.g. the remote judge's "Import remote problem").
import { Button, Select, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, formatDateTime, PagedTable, rolesAtom, RowActions, ROLE, SearchBar, Slot, usePagedList, useSearchBox, type TableColumn } from '@oj/ui';
import { PROBLEM_ADMIN_ACTIONS_SLOT, type ProblemAdminActionsProps } from '@oj/plugin-problems/browser';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changeAuth, deleteProblem, downloadTestCases, exportProblems, listProblems, PROBLEM_AUTHS, type AdminProblemRow, type ProblemAuth } from './api.js';

export const PAGE_SIZE = 10;
const AUTH_LABEL: Record<ProblemAuth, string> = { 1: 'PA_Auth_Public', 2: 'PA_Auth_Private', 3: 'PA_Auth_Contest' };

export default function ProblemListAdmin() {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const roles = useAtomValue(rolesAtom);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  // a failed load only stops loading (spec 2 §7)
  const list = usePagedList((currentPage) => listProblems({ currentPage, limit, keyword }), [limit, keyword]);
  const box = useSearchBox((kw) => {
    setKeyword(kw);
    list.setCurrent(1);
  }, { clearApplies: false });

  async function setAuth(row: AdminProblemRow, auth: ProblemAuth) {
    try {
      await changeAuth(row.id, auth);
      Toast.success(t('PA_Update_Success'));
      list.refresh();
    } catch {
      /* the client showed the message */
    }
  }
  function remove(row: AdminProblemRow) {
    confirmDanger({
      title: t('PA_Delete_Problem'),
      content: t('PA_Delete_Confirm', { title: row.title }),
      okText: t('PA_Delete'),
      cancelText: t('PA_Cancel'),
      okTestId: 'confirm-delete',
      onOk: async () => {
        try {
          await deleteProblem(row.id);
          Toast.success(t('PA_Delete_Success'));
          list.removed();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  async function download(run: () => Promise<void>) {
    Toast.info(t('PA_Downloading'));
    try {
      await run();
      Toast.success(t('PA_Download_Success'));
    } catch {
      /* the client showed the message */
    }
  }
  /** after an import by a widget of the actions slot: page 1 again, loaded anew */
  function imported() {
    list.setCurrent(1);
    list.refresh();
  }
  const canDelete = roles.includes(ROLE.root) || roles.includes(ROLE.problemAdmin);

  const columns: TableColumn<AdminProblemRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('PA_Display_ID'), dataIndex: 'problemId', width: 100, ellipsis: { showTitle: true } },
    { title: t('PA_Title'), dataIndex: 'title', ellipsis: { showTitle: true }, render: (_, row) => <span data-testid="admin-problem-title">{row.title}</span> },
    { title: t('PA_Author'), dataIndex: 'author', width: 100, ellipsis: { showTitle: true } },
    { title: t('PA_Modified_User'), dataIndex: 'modifiedUser', width: 100, ellipsis: { showTitle: true } },
    { title: t('PA_Created_Time'), dataIndex: 'gmtCreate', width: 110, render: (_, row) => formatDateTime(row.gmtCreate) },
    {
      title: t('PA_Auth'),
      dataIndex: 'auth',
      width: 120,
      render: (_, row) => (
        <Select value={row.auth} size="small" style={{ width: 100 }} onChange={(a) => void setAuth(row, a as ProblemAuth)} data-testid="admin-problem-auth"
          optionList={PROBLEM_AUTHS.map((a) => ({ value: a, label: t(AUTH_LABEL[a]) }))} />
      ),
    },
    {
      title: t('PA_Option'),
      dataIndex: 'actions',
      width: 200,
      render: (_, row) => (
        <RowActions wrap actions={[
          { label: t('PA_Edit'), testId: 'admin-problem-edit', onClick: () => navigate(`/admin/problem/edit/${row.id}`) },
          { label: t('PA_Download_Test_Data'), testId: 'admin-problem-download', onClick: () => void download(() => downloadTestCases(row.id)) },
          { label: t('PA_Export'), testId: 'admin-problem-export', onClick: () => void download(() => exportProblems([row.id])) },
          { label: t('PA_Delete'), testId: 'admin-problem-delete', danger: true, shown: canDelete, onClick: () => remove(row) },
        ]} />
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="admin-problem-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('PA_Problem_List')}</div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => navigate('/admin/problem/create')} data-testid="admin-problem-create">{t('PA_Create_Problem')}</Button>
          <Slot<ProblemAdminActionsProps> name={PROBLEM_ADMIN_ACTIONS_SLOT} props={{ onImported: imported }} />
        </div>
      </div>
      <div className="oj-toolbar">
        <SearchBar box={box} plain placeholder={t('PA_Search_Placeholder')} inputStyle={{ width: 280 }} buttonLabel={t('PA_Search')} testId="admin-problem-search" />
      </div>
      {/* fits a 1280 px screen beside the admin menu (issue 28): text columns cut with an ellipsis,
          the option buttons wrap in their column; narrower (a phone) the table scrolls in itself */}
      <PagedTable list={list} columns={columns} pageSize={limit} onPageSize={setLimit} rowKey="id" empty={t('PA_No_Problems')} size="default" scrollX={960} />
    </div>
  );
}

// /admin/problems (spec 2 §2 Admin area): search and paging, the authority switch, edit, delete
// (confirmed), the test data download and the export of one problem; with a remote judge plugin,
// "Import remote problem".
import { Button, Input, Select, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { formatDateTime, Pagination, rolesAtom, ROLE, type Page, confirmDialog } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOCAL_BANK, useBanks } from '../banks.js';
import { changeAuth, deleteProblem, downloadTestCases, exportProblems, listProblems, PROBLEM_AUTHS, type AdminProblemRow, type ProblemAuth } from './api.js';
import { RemoteImportDialog } from './RemoteImportDialog.js';

export const PAGE_SIZE = 10;
const AUTH_LABEL: Record<ProblemAuth, string> = { 1: 'PA_Auth_Public', 2: 'PA_Auth_Private', 3: 'PA_Auth_Contest' };

export default function ProblemListAdmin() {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const roles = useAtomValue(rolesAtom);
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminProblemRow> | null>(null);
  const [importing, setImporting] = useState(false);
  // the remote judges a plugin contributes: without one there is nothing to import from
  const remoteBanks = useBanks().filter((b) => b.oj !== LOCAL_BANK.oj);
  const load = useCallback(async () => {
    try {
      setData((await listProblems(query)).data);
    } catch {
      /* loading stops (spec 2 §7) */
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  async function setAuth(row: AdminProblemRow, auth: ProblemAuth) {
    try {
      await changeAuth(row.id, auth);
      Toast.success(t('PA_Update_Success'));
      void load();
    } catch {
      /* the client showed the message */
    }
  }
  function remove(row: AdminProblemRow) {
    confirmDialog({
      title: t('PA_Delete_Problem'),
      content: t('PA_Delete_Confirm', { title: row.title }),
      okText: t('PA_Delete'),
      cancelText: t('PA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          await deleteProblem(row.id);
          Toast.success(t('PA_Delete_Success'));
          void load();
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
  const canDelete = roles.includes(ROLE.root) || roles.includes(ROLE.problemAdmin);

  return (
    <div className="oj-card" data-testid="admin-problem-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('PA_Problem_List')}</div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => navigate('/admin/problem/create')} data-testid="admin-problem-create">{t('PA_Create_Problem')}</Button>
          {remoteBanks.length > 0 && <Button onClick={() => setImporting(true)} data-testid="admin-problem-import-remote">{t('PA_Import_Remote')}</Button>}
        </div>
      </div>
      <div className="oj-toolbar">
        <Input
          value={keyword}
          onChange={setKeyword}
          onEnterPress={() => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() })}
          placeholder={t('PA_Search_Placeholder')}
          style={{ width: 280 }}
          data-testid="admin-problem-search"
          showClear
        />
        <Button onClick={() => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() })}>{t('PA_Search')}</Button>
      </div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('PA_No_Problems')}
        // fits a 1280 px screen beside the admin menu (issue 28): text columns cut with an ellipsis,
        // the option buttons wrap in their column; narrower (a phone) the table scrolls in itself
        scroll={{ x: 960 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 64 },
          { title: t('PA_Display_ID'), dataIndex: 'problemId', width: 100, ellipsis: { showTitle: true } },
          { title: t('PA_Title'), dataIndex: 'title', ellipsis: { showTitle: true }, render: (v: string) => <span data-testid="admin-problem-title">{v}</span> },
          { title: t('PA_Author'), dataIndex: 'author', width: 100, ellipsis: { showTitle: true } },
          { title: t('PA_Modified_User'), dataIndex: 'modifiedUser', width: 100, ellipsis: { showTitle: true } },
          { title: t('PA_Created_Time'), dataIndex: 'gmtCreate', width: 110, render: (v: string) => formatDateTime(v) },
          {
            title: t('PA_Auth'),
            dataIndex: 'auth',
            width: 120,
            render: (v: ProblemAuth, row: AdminProblemRow) => (
              <Select value={v} size="small" style={{ width: 100 }} onChange={(a) => void setAuth(row, a as ProblemAuth)} data-testid="admin-problem-auth"
                optionList={PROBLEM_AUTHS.map((a) => ({ value: a, label: t(AUTH_LABEL[a]) }))} />
            ),
          },
          {
            title: t('PA_Option'),
            width: 200,
            render: (_: unknown, row: AdminProblemRow) => (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6 }}>
                <Button size="small" onClick={() => navigate(`/admin/problem/edit/${row.id}`)} data-testid="admin-problem-edit">{t('PA_Edit')}</Button>
                <Button size="small" onClick={() => void download(() => downloadTestCases(row.id))} data-testid="admin-problem-download">{t('PA_Download_Test_Data')}</Button>
                <Button size="small" onClick={() => void download(() => exportProblems([row.id]))} data-testid="admin-problem-export">{t('PA_Export')}</Button>
                {canDelete && <Button size="small" type="danger" onClick={() => remove(row)} data-testid="admin-problem-delete">{t('PA_Delete')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      {importing && <RemoteImportDialog banks={remoteBanks} onClose={() => setImporting(false)} onImported={() => setQuery({ ...query, currentPage: 1 })} />}
    </div>
  );
}

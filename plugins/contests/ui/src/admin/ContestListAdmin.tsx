// /admin/contest (spec 2 §2 Admin area, spec 3 §4): search and paging, the visibility switch that
// saves at once, edit, problems, announcements, an ACM contest's ICPC API tokens, clone, and delete (the super admin, confirmed).
// Rows the caller may not manage (another author's contest) show no actions.
import { Button, Checkbox, Input, Modal, Radio, RadioGroup, Switch, Table, Tag, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, formatDateTime, Pagination, rolesAtom, ROLE, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTEST_TYPE } from '@oj/plugin-contests/browser';
import { changeVisible, cloneContest, deleteContest, downloadAcSubmissions, listContests, type AdminContestRow } from './api.js';

const PAGE_SIZE = 10;
const STATUS_LABEL: Record<number, string> = { [-1]: 'Contest_Status_Scheduled', 0: 'Contest_Status_Running', 1: 'Contest_Status_Ended' };
const STATUS_COLOR: Record<number, 'blue' | 'green' | 'grey'> = { [-1]: 'blue', 0: 'green', 1: 'grey' };
const AUTH_LABEL: Record<number, string> = { 0: 'Contest_Auth_Public', 1: 'Contest_Auth_Private', 2: 'Contest_Auth_Protected' };

/** spec 3 §7: the contest's accepted code as a zip — admins left out or not, one folder per user or per problem */
export function AcDownloadDialog({ row, onClose }: { row: Pick<AdminContestRow, 'id' | 'title'>; onClose: () => void }) {
  const { t } = useTranslation('contests');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadAcSubmissions(row.id, excludeAdmin, splitType);
      onClose();
    } catch {
      /* the client showed the message */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal visible title={t('CA_Download_AC')} onCancel={onClose} onOk={() => void download()} okText={t('CA_Download')} cancelText={t('CA_Cancel')}
      confirmLoading={busy} okButtonProps={{ 'data-testid': 'ac-download-ok' } as ButtonProps}>
      <p data-user-content style={{ marginTop: 0 }}>{row.title}</p>
      <Checkbox checked={excludeAdmin} onChange={(e) => setExcludeAdmin(Boolean(e.target.checked))} data-testid="ac-download-exclude">{t('CA_Exclude_Admins')}</Checkbox>
      <div style={{ marginTop: 12 }}>
        <RadioGroup value={splitType} onChange={(e) => setSplitType(e.target.value as 'user' | 'problem')} aria-label={t('CA_Split_By')}>
          <Radio value="user" data-testid="ac-download-by-user">{t('CA_Split_User')}</Radio>
          <Radio value="problem" data-testid="ac-download-by-problem">{t('CA_Split_Problem')}</Radio>
        </RadioGroup>
      </div>
    </Modal>
  );
}

export default function ContestListAdmin() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const roles = useAtomValue(rolesAtom);
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminContestRow> | null>(null);
  const [downloading, setDownloading] = useState<AdminContestRow | null>(null);
  const load = useCallback(async () => {
    try {
      setData((await listContests(query)).data);
    } catch {
      /* the client showed the message */
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  async function toggleVisible(row: AdminContestRow, visible: boolean) {
    try {
      await changeVisible(row.id, visible);
      Toast.success(t('CA_Updated'));
      void load();
    } catch {
      /* the client showed the message */
    }
  }
  async function clone(row: AdminContestRow) {
    try {
      const copy = (await cloneContest(row.id)).data;
      Toast.success(t('CA_Cloned'));
      navigate(`/admin/contest/${copy.id}/edit`);
    } catch {
      /* the client showed the message */
    }
  }
  function remove(row: AdminContestRow) {
    confirmDialog({
      title: t('CA_Delete_Contest'),
      content: t('CA_Delete_Confirm', { title: row.title }),
      okText: t('CA_Delete'),
      cancelText: t('CA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          await deleteContest(row.id);
          Toast.success(t('CA_Deleted'));
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
    <div className="oj-card" data-testid="admin-contest-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('CA_Contest_List')}</div>
        <Button theme="solid" onClick={() => navigate('/admin/contest/create')} data-testid="admin-contest-create">{t('CA_Create_Contest')}</Button>
      </div>
      <div className="oj-toolbar">
        <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={t('CA_Search_Placeholder')} style={{ width: 280, maxWidth: '100%' }} showClear data-testid="admin-contest-search" />
        <Button onClick={search}>{t('Contest_Search')}</Button>
      </div>
        <Table
          scroll={{ x: 1400 }}
          pagination={false}
          rowKey="id"
          dataSource={data?.records ?? []}
          empty={t('Contest_No_Contests')}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('CA_Title'), dataIndex: 'title', width: 220, render: (v: string) => <span data-testid="admin-contest-title" data-user-content>{v}</span> },
            { title: t('CA_Rule'), dataIndex: 'type', width: 70, render: (v: number) => (v === 1 ? 'OI' : 'ACM') },
            { title: t('CA_Auth'), dataIndex: 'auth', width: 100, render: (v: number) => t(AUTH_LABEL[v] ?? 'Contest_Auth_Public') },
            { title: t('Contest_Filter_Status'), dataIndex: 'status', width: 110, render: (v: number) => <Tag color={STATUS_COLOR[v]}>{t(STATUS_LABEL[v])}</Tag> },
            { title: t('CA_Start_Time'), dataIndex: 'startTime', width: 170, render: (v: string) => formatDateTime(v) },
            { title: t('CA_Author'), dataIndex: 'author', width: 110 },
            {
              title: t('CA_Visible'), dataIndex: 'visible', width: 90,
              render: (v: boolean, row: AdminContestRow) => (
                <Switch checked={v} disabled={!row.manageable} onChange={(on) => void toggleVisible(row, on)} data-testid="admin-contest-visible" aria-label={t('CA_Visible')} />
              ),
            },
            {
              title: t('CA_Option'), width: 460,
              render: (_: unknown, row: AdminContestRow) => (row.manageable ? (
                <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6 }}>
                  <Button size="small" onClick={() => navigate(`/admin/contest/${row.id}/edit`)} data-testid="admin-contest-edit">{t('CA_Edit')}</Button>
                  <Button size="small" onClick={() => navigate(`/admin/contest/${row.id}/problems`)} data-testid="admin-contest-problems">{t('CA_Problems')}</Button>
                  <Button size="small" onClick={() => navigate(`/admin/contest/${row.id}/announcement`)} data-testid="admin-contest-announcements">{t('CA_Announcements')}</Button>
                  {row.teamMode && <Button size="small" onClick={() => navigate(`/admin/contest/${row.id}/teams`)} data-testid="admin-contest-teams">{t('CA_Teams_Action')}</Button>}
                  {row.type === CONTEST_TYPE.acm && <Button size="small" onClick={() => navigate(`/admin/contest/${row.id}/icpc`)} data-testid="admin-contest-icpc">{t('CA_Icpc_Action')}</Button>}
                  <Button size="small" onClick={() => void clone(row)} data-testid="admin-contest-clone">{t('CA_Clone')}</Button>
                  <Button size="small" onClick={() => setDownloading(row)} data-testid="admin-contest-download">{t('CA_Download')}</Button>
                  {isRoot && <Button size="small" type="danger" onClick={() => remove(row)} data-testid="admin-contest-delete">{t('CA_Delete')}</Button>}
                </div>
              ) : <span className="oj-muted">{t('CA_Not_Yours')}</span>),
            },
          ]}
        />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      {downloading && <AcDownloadDialog row={downloading} onClose={() => setDownloading(null)} />}
    </div>
  );
}

// /admin/contest (spec 2 §2 Admin area, spec 3 §4): search and paging, the visibility switch that
// saves at once, edit, problems, announcements, an ACM contest's ICPC API tokens, clone, and delete (the super admin, confirmed).
// Rows the caller may not manage (another author's contest) show no actions.
import { Button, Checkbox, Modal, Radio, RadioGroup, Switch, Tag, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDanger, formatDateTime, PagedTable, rolesAtom, RowActions, ROLE, SearchBar, usePagedList, useSearchBox, type TableColumn } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
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
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const list = usePagedList((currentPage) => listContests({ currentPage, limit, keyword }), [limit, keyword]);
  const box = useSearchBox((kw) => {
    setKeyword(kw);
    list.setCurrent(1);
  }, { clearApplies: false });
  const [downloading, setDownloading] = useState<AdminContestRow | null>(null);

  async function toggleVisible(row: AdminContestRow, visible: boolean) {
    try {
      await changeVisible(row.id, visible);
      Toast.success(t('CA_Updated'));
      list.refresh();
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
    confirmDanger({
      title: t('CA_Delete_Contest'),
      content: t('CA_Delete_Confirm', { title: row.title }),
      okText: t('CA_Delete'),
      cancelText: t('CA_Cancel'),
      okTestId: 'confirm-delete',
      onOk: async () => {
        try {
          await deleteContest(row.id);
          Toast.success(t('CA_Deleted'));
          list.removed();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const isRoot = roles.includes(ROLE.root);

  const columns: TableColumn<AdminContestRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('CA_Title'), dataIndex: 'title', width: 220, render: (_, row) => <span data-testid="admin-contest-title" data-user-content>{row.title}</span> },
    { title: t('CA_Rule'), dataIndex: 'type', width: 70, render: (_, row) => (row.type === CONTEST_TYPE.oi ? 'OI' : 'ACM') },
    { title: t('CA_Auth'), dataIndex: 'auth', width: 100, render: (_, row) => t(AUTH_LABEL[row.auth] ?? 'Contest_Auth_Public') },
    { title: t('Contest_Filter_Status'), dataIndex: 'status', width: 110, render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{t(STATUS_LABEL[row.status])}</Tag> },
    { title: t('CA_Start_Time'), dataIndex: 'startTime', width: 170, render: (_, row) => formatDateTime(row.startTime) },
    { title: t('CA_Author'), dataIndex: 'author', width: 110 },
    {
      title: t('CA_Visible'), dataIndex: 'visible', width: 90,
      render: (_, row) => (
        <Switch checked={row.visible} disabled={!row.manageable} onChange={(on) => void toggleVisible(row, on)} data-testid="admin-contest-visible" aria-label={t('CA_Visible')} />
      ),
    },
    {
      title: t('CA_Option'), dataIndex: 'manageable', width: 460,
      render: (_, row) => (row.manageable ? (
        <RowActions wrap actions={[
          { label: t('CA_Edit'), testId: 'admin-contest-edit', onClick: () => navigate(`/admin/contest/${row.id}/edit`) },
          { label: t('CA_Problems'), testId: 'admin-contest-problems', onClick: () => navigate(`/admin/contest/${row.id}/problems`) },
          { label: t('CA_Announcements'), testId: 'admin-contest-announcements', onClick: () => navigate(`/admin/contest/${row.id}/announcement`) },
          { label: t('CA_Teams_Action'), testId: 'admin-contest-teams', shown: row.teamMode, onClick: () => navigate(`/admin/contest/${row.id}/teams`) },
          { label: t('CA_Icpc_Action'), testId: 'admin-contest-icpc', shown: row.type === CONTEST_TYPE.acm, onClick: () => navigate(`/admin/contest/${row.id}/icpc`) },
          { label: t('CA_Clone'), testId: 'admin-contest-clone', onClick: () => void clone(row) },
          { label: t('CA_Download'), testId: 'admin-contest-download', onClick: () => setDownloading(row) },
          { label: t('CA_Delete'), testId: 'admin-contest-delete', danger: true, shown: isRoot, onClick: () => remove(row) },
        ]} />
      ) : <span className="oj-muted">{t('CA_Not_Yours')}</span>),
    },
  ];

  return (
    <div className="oj-card" data-testid="admin-contest-list">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('CA_Contest_List')}</div>
        <Button theme="solid" onClick={() => navigate('/admin/contest/create')} data-testid="admin-contest-create">{t('CA_Create_Contest')}</Button>
      </div>
      <div className="oj-toolbar">
        <SearchBar box={box} plain placeholder={t('CA_Search_Placeholder')} inputStyle={{ width: 280, maxWidth: '100%' }} buttonLabel={t('Contest_Search')} testId="admin-contest-search" />
      </div>
      <PagedTable list={list} columns={columns} pageSize={limit} onPageSize={setLimit} rowKey="id" empty={t('Contest_No_Contests')} size="default" scrollX={1400} />
      {downloading && <AcDownloadDialog row={downloading} onClose={() => setDownloading(null)} />}
    </div>
  );
}

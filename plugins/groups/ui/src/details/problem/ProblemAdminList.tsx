// A group's problems for its admins (spec 3 "Group problem tab", admin table): id, display id,
// title, author with created and modified by, the authority (public or private, saved at once), and edit,
// download test data, apply public (spec 3 §4) and delete (confirmed). Edit, apply and delete are
// the group root's or the problem's author's (spec 3 §6); the server decides per call.
import { IconDelete, IconDownload, IconEdit } from '@douyinfe/semi-icons';
import { Button, Empty, Select, Toast, Tooltip } from '@douyinfe/semi-ui';
import { confirmDanger, formatDateTime, PagedTable, usePagedList, userInfoAtom, type TableColumn } from '@oj/ui';
import { downloadTestCases } from '@oj/plugin-problems/admin-form';
import { GROUP_ADMIN_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { applyPublic, changeGroupProblemAuth, deleteGroupProblem, getGroupAdminProblems, type AdminProblem } from './api.js';
import { ApplyPublicButton } from './ApplyPublicButton.js';
import { groupProblemPath, problemTabPath } from './views.js';

/** spec 3 §4: a group's problem is public (1) or private (2); contest (3) is chosen only inside a contest */
const AUTHS = [{ value: 1, key: 'Group_Problem_Auth_Public' }, { value: 2, key: 'Group_Problem_Auth_Private' }] as const;

/** an action as an icon with its name in a tooltip (the table fits beside the side card at 1280 px) */
function Action({ label, icon, testId, danger, disabled, onClick }: { label: string; icon: ReactNode; testId: string; danger?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip content={label}>
      <Button size="small" icon={icon} type={danger ? 'danger' : 'tertiary'} disabled={disabled} onClick={onClick} aria-label={label} data-testid={testId} />
    </Tooltip>
  );
}

export function ProblemAdminList() {
  const { t } = useTranslation(NS);
  const { t: tp } = useTranslation('problems');
  const { group, access } = useGroup();
  const me = useAtomValue(userInfoAtom);
  const navigate = useNavigate();
  const list = usePagedList((currentPage) => getGroupAdminProblems({ gid: group.id, currentPage, limit: GROUP_ADMIN_PAGE_SIZE }), [group.id]);
  const { refresh } = list;
  /** spec 3 §6: the group root changes any problem of the group, an author only their own */
  const mine = (r: AdminProblem) => access.root || (!!me && r.author === me.username);

  async function changeAuth(r: AdminProblem, auth: number) {
    try {
      Toast.success(doneMessage(await changeGroupProblemAuth({ id: r.id, auth }), t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    refresh();
  }
  async function apply(r: AdminProblem, isApplied: boolean) {
    try {
      Toast.success(doneMessage(await applyPublic({ pid: r.id, isApplied }), t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    refresh();
  }
  async function download(r: AdminProblem) {
    Toast.info(tp('PA_Downloading'));
    try {
      await downloadTestCases(r.id);
    } catch {
      /* the client showed the message */
    }
  }
  function remove(r: AdminProblem) {
    confirmDanger({
      title: t('Group_Problem_Delete_Title'),
      content: t('Group_Problem_Delete_Confirm', { title: r.title }),
      okText: t('Group_Delete'),
      okTestId: 'group-problem-confirm-delete',
      onOk: async () => {
        Toast.success(doneMessage(await deleteGroupProblem(r.id), t('Group_Deleted')));
        list.removed();
      },
    });
  }

  const columns: TableColumn<AdminProblem>[] = [
    { title: 'ID', dataIndex: 'id', width: 50, render: (_, r) => r.id },
    { title: t('Group_Problem_ID'), dataIndex: 'problemId', width: 110, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }} data-user-content>{r.problemId}</span> },
    {
      title: t('Group_Problem_Title'), dataIndex: 'title',
      render: (_, r) => (
        <Link to={groupProblemPath(group.id, r.problemId)} className="oj-group-cell-text" style={{ minWidth: 100, maxWidth: 190 }} data-testid="group-problem-admin-title" data-user-content>{r.title}</Link>
      ),
    },
    {
      // the author, created and modified-by fields in one cell, so that the auth select and the actions fit beside the side card at 1280 px
      title: t('Group_Problem_Info'), dataIndex: 'author', width: 150,
      render: (_, r) => (
        <span className="oj-group-user-names" style={{ maxWidth: 140 }} data-testid="group-problem-info">
          {r.author ? <Link to={userHomePath(r.author)} data-user-content>{r.author}</Link> : '-'}
          <span className="oj-muted" style={{ fontSize: 12 }}>{t('Group_Problem_Created')} {formatDateTime(r.gmtCreate)}</span>
          <span className="oj-muted" style={{ fontSize: 12 }}>{t('Group_Problem_Modified_User')} <span data-user-content>{r.modifiedUser ?? '-'}</span></span>
        </span>
      ),
    },
    {
      title: t('Group_Problem_Auth'), dataIndex: 'auth', width: 130,
      render: (_, r) => (
        <Select size="small" value={r.auth} style={{ width: 100 }} onChange={(v) => void changeAuth(r, Number(v))} aria-label={t('Group_Problem_Auth')}
          optionList={AUTHS.map((a) => ({ value: a.value, label: t(a.key) }))} data-testid="group-problem-auth" />
      ),
    },
    {
      title: t('Group_Actions'), dataIndex: 'actions', width: 250,
      render: (_, r) => (
        <span style={{ display: 'inline-flex', gap: 6 }}>
          <Action label={t('Group_Edit')} icon={<IconEdit />} disabled={!mine(r)} onClick={() => navigate(problemTabPath(group.id, 'edit', r.id))} testId="group-problem-edit" />
          <Action label={t('Group_Problem_Download')} icon={<IconDownload />} onClick={() => void download(r)} testId="group-problem-download" />
          <ApplyPublicButton progress={r.applyPublicProgress} title={r.title} disabled={!mine(r)} onApply={(isApplied) => apply(r, isApplied)} />
          <Action label={t('Group_Delete')} icon={<IconDelete />} danger disabled={!mine(r)} onClick={() => remove(r)} testId="group-problem-delete" />
        </span>
      ),
    },
  ];

  return (
    <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={GROUP_ADMIN_PAGE_SIZE} rowKey="id" empty={<Empty description={t('Group_Problem_None')} />}
      rowProps={(r) => ({ 'data-testid': 'group-problem-admin-row', 'data-pid': r.id })} />
  );
}

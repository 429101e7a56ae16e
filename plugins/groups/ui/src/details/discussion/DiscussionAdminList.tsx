// A group's discussions for its admins (spec 3 "Group discussion list", admin view; §4): the
// disabled ones too, with the pinned and status switches that save at once, and delete (confirmed).
import { Button, Switch, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, PagedTable, usePagedList, type TableColumn } from '@oj/ui';
import { DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS } from '@oj/plugin-discussions/browser';
import { Author, CategoryTag } from '@oj/plugin-discussions/parts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { DateTime, NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { deleteGroupDiscussion, getGroupAdminDiscussions, updateGroupDiscussion, type DiscussionView } from './api.js';
import { discussionDetailPath } from './area.js';

export function DiscussionAdminList({ pid, reload }: { pid?: string; reload: number }) {
  const { t } = useTranslation(NS);
  const { t: td } = useTranslation('discussions');
  const { group } = useGroup();
  const list = usePagedList((currentPage) => getGroupAdminDiscussions({ gid: group.id, currentPage, limit: DISCUSSION_PAGE_SIZE, pid }), [group.id, pid, reload]);
  const { setCurrent } = list;
  useEffect(() => setCurrent(1), [pid, reload, setCurrent]);

  async function change(r: DiscussionView, patch: { topPriority?: boolean; status?: number }) {
    try {
      Toast.success(doneMessage(await updateGroupDiscussion({ id: r.id, gid: group.id, ...patch }), t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    list.refresh();
  }
  function remove(r: DiscussionView) {
    confirmDanger({
      title: td('Discussion_Delete_Title'),
      content: <span>{td('Discussion_Delete_Confirm')} <b data-user-content>{r.title}</b></span>,
      okText: td('Discussion_Delete'),
      okTestId: 'group-discussion-confirm-delete',
      onOk: async () => {
        Toast.success(doneMessage(await deleteGroupDiscussion(r.id, group.id), td('Discussion_Deleted')));
        list.removed();
      },
    });
  }

  const columns: TableColumn<DiscussionView>[] = [
    { title: 'ID', dataIndex: 'id', width: 60, render: (_, r) => r.id },
    {
      title: td('Discussion_Title'), dataIndex: 'title',
      render: (_, r) => <Link to={discussionDetailPath(group.id, r.id)} className="oj-group-cell-text" data-testid="group-discussion-admin-title" data-user-content>{r.title}</Link>,
    },
    { title: td('DA_Author'), dataIndex: 'author', width: 130, render: (_, r) => <Author d={r} avatar={false} /> },
    { title: td('Discussion_Category'), dataIndex: 'categoryName', width: 120, render: (_, r) => <CategoryTag name={r.categoryName} /> },
    { title: td('DA_Created'), dataIndex: 'gmtCreate', width: 110, render: (_, r) => <DateTime value={r.gmtCreate} /> },
    {
      title: td('DA_Pinned'), dataIndex: 'topPriority', width: 70,
      render: (_, r) => <Switch size="small" checked={r.topPriority} onChange={(on) => void change(r, { topPriority: on })} aria-label={td('DA_Pinned')} data-testid="group-discussion-pinned" />,
    },
    {
      title: td('DA_Status'), dataIndex: 'status', width: 110,
      render: (_, r) => (
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
          <Switch
            size="small"
            checked={r.status === DISCUSSION_STATUS.normal}
            onChange={(on) => void change(r, { status: on ? DISCUSSION_STATUS.normal : DISCUSSION_STATUS.disabled })}
            aria-label={td('DA_Status')}
            data-testid="group-discussion-status"
          />
          <span data-testid="group-discussion-status-text">{td(r.status === DISCUSSION_STATUS.normal ? 'DA_Status_Normal' : 'DA_Status_Disabled')}</span>
        </span>
      ),
    },
    {
      title: t('Group_Actions'), dataIndex: 'actions', width: 80,
      render: (_, r) => <Button size="small" type="danger" onClick={() => remove(r)} data-testid="group-discussion-delete">{t('Group_Delete')}</Button>,
    },
  ];

  return (
    <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={DISCUSSION_PAGE_SIZE} rowKey="id" empty={td('Discussion_Empty')}
      rowProps={(r) => ({ 'data-testid': 'group-discussion-admin-row', 'data-did': r.id })} />
  );
}

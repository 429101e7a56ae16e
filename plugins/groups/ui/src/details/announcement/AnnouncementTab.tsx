// The Announcement tab (spec 3 §2, group admins): every announcement of the group, 5 a page, with
// id, title, created, modified, author, the visibility switch (saved at once), and edit / delete
// for the group root or the announcement's author (spec 3 §6); a full-screen dialog writes one.
import { IconPlus } from '@douyinfe/semi-icons';
import { Button, Empty, Switch, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, PagedTable, RowActions, usePagedList, userInfoAtom, type TableColumn } from '@oj/ui';
import { ANNOUNCEMENT_STATUS, GROUP_ANNOUNCEMENT_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteAnnouncement, doneMessage, getAdminAnnouncements, updateAnnouncement, type GroupAnnouncementView } from '../../api.js';
import { DateTime, NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { AnnouncementDialog } from './AnnouncementDialog.js';

export default function AnnouncementTab() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userInfoAtom);
  const { group, access } = useGroup();
  const list = usePagedList((currentPage) => getAdminAnnouncements(group.id, currentPage, GROUP_ANNOUNCEMENT_PAGE_SIZE), [group.id]);
  const [dialog, setDialog] = useState<{ editing: GroupAnnouncementView | null } | null>(null);

  /** spec 3 §6: the group root changes any announcement, an admin only its own */
  const mayChange = (a: GroupAnnouncementView) => access.root || a.uid === me?.uid;

  async function toggle(a: GroupAnnouncementView, visible: boolean) {
    try {
      const res = await updateAnnouncement({ id: a.id, gid: group.id, title: a.title, content: a.content, status: visible ? ANNOUNCEMENT_STATUS.visible : ANNOUNCEMENT_STATUS.hidden });
      Toast.success(doneMessage(res, t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    list.refresh();
  }

  function remove(a: GroupAnnouncementView) {
    confirmDanger({
      title: t('Group_Delete'),
      content: t('Group_Announcement_Delete_Confirm', { title: a.title }),
      onOk: async () => {
        const res = await deleteAnnouncement(a.id);
        Toast.success(doneMessage(res, t('Group_Deleted')));
        list.removed();
      },
    });
  }

  const columns: TableColumn<GroupAnnouncementView>[] = [
    { title: 'ID', dataIndex: 'id', width: 60, render: (_, a) => a.id },
    { title: t('Group_Announcement_Title'), dataIndex: 'title', render: (_, a) => <span className="oj-group-cell-text" style={{ maxWidth: 240 }} data-testid="group-announcement-admin-title" data-user-content>{a.title}</span> },
    { title: t('Group_Created_At'), dataIndex: 'gmtCreate', width: 110, render: (_, a) => <DateTime value={a.gmtCreate} /> },
    { title: t('Group_Modified_At'), dataIndex: 'gmtModified', width: 110, render: (_, a) => <DateTime value={a.gmtModified} /> },
    { title: t('Group_Author'), dataIndex: 'username', width: 100, render: (_, a) => <Link to={userHomePath(a.username, a.uid)} data-user-content>{a.username}</Link> },
    {
      title: t('Group_Announcement_Visible'), dataIndex: 'status', width: 70,
      render: (_, a) => (
        <Switch
          size="small"
          checked={a.status === ANNOUNCEMENT_STATUS.visible}
          disabled={!mayChange(a)}
          onChange={(v) => void toggle(a, v)}
          aria-label={t('Group_Announcement_Visible')}
          data-testid="group-announcement-visible"
        />
      ),
    },
    {
      title: t('Group_Actions'), dataIndex: 'actions', width: 150,
      render: (_, a) => mayChange(a) ? (
        <RowActions actions={[
          { label: t('Group_Edit'), testId: 'group-announcement-edit', onClick: () => setDialog({ editing: a }) },
          { label: t('Group_Delete'), testId: 'group-announcement-delete', danger: true, onClick: () => remove(a) },
        ]} />
      ) : null,
    },
  ];

  return (
    <div className="oj-card" data-testid="group-announcement-admin" aria-busy={list.loading}>
      <div className="oj-group-toolbar-row">
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('Group_Announcements')}</h2>
        <Button theme="solid" icon={<IconPlus />} onClick={() => setDialog({ editing: null })} data-testid="group-announcement-create">{t('Group_Announcement_Create')}</Button>
      </div>
      <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={GROUP_ANNOUNCEMENT_PAGE_SIZE} rowKey="id"
        empty={<Empty description={t('Group_No_Announcements')} />} rowProps={(a) => ({ 'data-testid': 'group-announcement-admin-row', 'data-aid': a.id })} />
      <AnnouncementDialog
        visible={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          // a new one is first on the first page
          if (!dialog?.editing && list.current > 1) list.setCurrent(1);
          else list.refresh();
        }}
      />
    </div>
  );
}

// The Announcement tab (spec 3 §2, group admins): every announcement of the group, 5 a page, with
// id, title, created, modified, author, the visibility switch (saved at once), and edit / delete
// for the group root or the announcement's author (spec 3 §6); a full-screen dialog writes one.
import { IconPlus } from '@douyinfe/semi-icons';
import { Button, Empty, Switch, Table, Toast } from '@douyinfe/semi-ui';
import { confirmDialog, Pagination, userInfoAtom, type Page } from '@oj/ui';
import { ANNOUNCEMENT_STATUS, GROUP_ANNOUNCEMENT_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteAnnouncement, doneMessage, getAdminAnnouncements, updateAnnouncement, type GroupAnnouncementView } from '../../api.js';
import { DateTime, NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';
import { AnnouncementDialog } from './AnnouncementDialog.js';

type Column = { title: ReactNode; dataIndex: string; width?: number; render: (v: unknown, a: GroupAnnouncementView) => ReactNode };

export default function AnnouncementTab() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userInfoAtom);
  const { group, access } = useGroup();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<GroupAnnouncementView> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);
  const [dialog, setDialog] = useState<{ editing: GroupAnnouncementView | null } | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getAdminAnnouncements(group.id, current, GROUP_ANNOUNCEMENT_PAGE_SIZE)
      .then((r) => live && setPage(r.data), () => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [group.id, current, reload]);

  /** spec 3 §6: the group root changes any announcement, an admin only its own */
  const mayChange = (a: GroupAnnouncementView) => access.root || a.uid === me?.uid;

  async function toggle(a: GroupAnnouncementView, visible: boolean) {
    try {
      const res = await updateAnnouncement({ id: a.id, gid: group.id, title: a.title, content: a.content, status: visible ? ANNOUNCEMENT_STATUS.visible : ANNOUNCEMENT_STATUS.hidden });
      Toast.success(doneMessage(res, t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    setReload((n) => n + 1);
  }

  function remove(a: GroupAnnouncementView) {
    confirmDialog({
      title: t('Group_Delete'),
      content: t('Group_Announcement_Delete_Confirm', { title: a.title }),
      okButtonProps: { type: 'danger' },
      onOk: async () => {
        const res = await deleteAnnouncement(a.id);
        Toast.success(doneMessage(res, t('Group_Deleted')));
        // the last row of a page gone: back one page
        if (current > 1 && (page?.records.length ?? 0) <= 1) setCurrent(current - 1);
        else setReload((n) => n + 1);
      },
    });
  }

  const columns: Column[] = [
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
        <span style={{ display: 'inline-flex', gap: 6 }}>
          <Button size="small" onClick={() => setDialog({ editing: a })} data-testid="group-announcement-edit">{t('Group_Edit')}</Button>
          <Button size="small" type="danger" onClick={() => remove(a)} data-testid="group-announcement-delete">{t('Group_Delete')}</Button>
        </span>
      ) : null,
    },
  ];

  return (
    <div className="oj-card" data-testid="group-announcement-admin" aria-busy={loading}>
      <div className="oj-group-toolbar-row">
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('Group_Announcements')}</h2>
        <Button theme="solid" icon={<IconPlus />} onClick={() => setDialog({ editing: null })} data-testid="group-announcement-create">{t('Group_Announcement_Create')}</Button>
      </div>
      <Table
        className="oj-group-table"
        size="small"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={page?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={t('Group_No_Announcements')} />}
        onRow={(a?: GroupAnnouncementView) => (a ? { 'data-testid': 'group-announcement-admin-row', 'data-aid': a.id } : {}) as Record<string, unknown>}
      />
      <Pagination total={page?.total ?? 0} current={current} pageSize={GROUP_ANNOUNCEMENT_PAGE_SIZE} fixedSize onChange={(c) => setCurrent(c)} />
      <AnnouncementDialog
        visible={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          // a new one is first on the first page
          if (!dialog?.editing && current > 1) setCurrent(1);
          else setReload((n) => n + 1);
        }}
      />
    </div>
  );
}

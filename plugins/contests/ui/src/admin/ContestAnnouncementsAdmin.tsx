// /admin/contest/:contestId/announcement (spec 2 §2, spec 3 §4): the contest's announcements —
// create and edit in a dialog (title and content required, the server says so in the page's
// language), the visibility switch that saves at once, delete (confirmed).
import { Button, Input, Modal, Switch, Table, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, formatDateTime, Pagination, type Page } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminAnnouncement } from './api.js';
import { useContestAdminScope } from './scope.js';

const PAGE_SIZE = 10;
type Draft = { id?: number; title: string; content: string; status: number };

export default function ContestAnnouncementsAdmin() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const { calls, paths } = useContestAdminScope();
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE });
  const [data, setData] = useState<Page<AdminAnnouncement> | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const load = useCallback(async () => {
    try {
      setData((await calls.listAnnouncements(cid, query)).data);
    } catch {
      /* the client showed the message */
    }
  }, [cid, query, calls]);
  useEffect(() => void load(), [load]);

  async function save(d: Draft, closeAfter: boolean) {
    try {
      await calls.saveAnnouncement(cid, d);
      Toast.success(t(d.id ? 'CA_Updated' : 'CA_Created'));
      if (closeAfter) setDraft(null);
      void load();
    } catch {
      /* the client showed the message; the dialog stays open */
    }
  }
  function remove(a: AdminAnnouncement) {
    confirmDialog({
      title: t('CA_Delete_Announcement'),
      content: t('CA_Delete_Confirm', { title: a.title }),
      okText: t('CA_Delete'),
      cancelText: t('CA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          await calls.deleteAnnouncement(cid, a.id);
          Toast.success(t('CA_Deleted'));
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }

  return (
    <div className="oj-card" data-testid="admin-contest-announcements">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('CA_Contest_Announcements', { cid })}</div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => setDraft({ title: '', content: '', status: 0 })} data-testid="admin-announcement-create">{t('CA_Create')}</Button>
          <Button onClick={() => navigate(paths.list)}>{t('CA_Back')}</Button>
        </div>
      </div>
      <Table
        pagination={false}
        scroll={{ x: 760 }}
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('CA_No_Announcements')}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('CA_Title'), dataIndex: 'title', render: (v: string) => <span data-testid="admin-announcement-title" data-user-content>{v}</span> },
          { title: t('CA_Created_Time'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => formatDateTime(v) },
          { title: t('CA_Author'), dataIndex: 'username', width: 110 },
          {
            title: t('CA_Visible'), dataIndex: 'status', width: 90,
            render: (v: number, a: AdminAnnouncement) => (
              <Switch checked={v === 0} onChange={(on) => void save({ id: a.id, title: a.title, content: a.content, status: on ? 0 : 1 }, false)} aria-label={t('CA_Visible')} data-testid="admin-announcement-visible" />
            ),
          },
          {
            title: t('CA_Option'), width: 170,
            render: (_: unknown, a: AdminAnnouncement) => (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6 }}>
                <Button size="small" onClick={() => setDraft({ id: a.id, title: a.title, content: a.content, status: a.status })} data-testid="admin-announcement-edit">{t('CA_Edit')}</Button>
                <Button size="small" type="danger" onClick={() => remove(a)} data-testid="admin-announcement-delete">{t('CA_Delete')}</Button>
              </div>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ currentPage, limit })} />
      <Modal title={t(draft?.id ? 'CA_Edit_Announcement' : 'CA_Create_Announcement')} visible={!!draft} onOk={() => { if (draft) void save(draft, true); }} onCancel={() => setDraft(null)} okText={t('CA_Save')} cancelText={t('CA_Cancel')} width={640}>
        {draft && (
          <div data-testid="announcement-dialog">
            <div className="oj-form-item"><span>{t('CA_Title')}</span>
              <Input value={draft.title} onChange={(title) => setDraft({ ...draft, title })} maxLength={255} data-testid="announcement-title" /></div>
            <div className="oj-form-item"><span>{t('CA_Content')}</span>
              <TextArea value={draft.content} onChange={(content) => setDraft({ ...draft, content })} autosize={{ minRows: 5, maxRows: 14 }} data-testid="announcement-content" /></div>
            <div className="oj-form-item"><span>{t('CA_Visible')}</span>
              <Switch checked={draft.status === 0} onChange={(on) => setDraft({ ...draft, status: on ? 0 : 1 })} aria-label={t('CA_Visible')} /></div>
          </div>
        )}
      </Modal>
    </div>
  );
}

// The group's announcements on its Home tab (spec 3 §2, members and super admins): the visible
// ones, 5 a page, newest first; one opens in place (its markdown content) with a way back.
import { IconArrowLeft } from '@douyinfe/semi-icons';
import { Button, Empty, Spin } from '@douyinfe/semi-ui';
import { formatDateTime, Markdown, Pagination, usePagedList } from '@oj/ui';
import { GROUP_ANNOUNCEMENT_PAGE_SIZE } from '@oj/plugin-groups/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getAnnouncements, type GroupAnnouncementView } from '../../api.js';
import { NS, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';

function Byline({ a }: { a: GroupAnnouncementView }) {
  return (
    <span className="oj-muted" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '2px 12px' }}>
      <Link to={userHomePath(a.username, a.uid)} data-user-content data-testid="group-announcement-author">{a.username}</Link>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.gmtCreate)}</span>
    </span>
  );
}

export function AnnouncementBoard() {
  const { t } = useTranslation(NS);
  const { group } = useGroup();
  const { page, current, setCurrent, loading } = usePagedList((currentPage) => getAnnouncements(group.id, currentPage, GROUP_ANNOUNCEMENT_PAGE_SIZE), [group.id]);
  const [open, setOpen] = useState<GroupAnnouncementView | null>(null);

  if (open) {
    return (
      <div className="oj-card" data-testid="group-announcement-detail">
        <Button theme="borderless" icon={<IconArrowLeft />} onClick={() => setOpen(null)} data-testid="group-announcement-back">{t('Group_Back')}</Button>
        <h2 style={{ margin: '8px 0 4px', fontSize: 20, overflowWrap: 'anywhere' }} data-testid="group-announcement-detail-title" data-user-content>{open.title}</h2>
        <Byline a={open} />
        <div className="oj-group-description" style={{ marginTop: 12 }} data-testid="group-announcement-content">
          <Markdown source={open.content} />
        </div>
      </div>
    );
  }

  const records = page?.records ?? [];
  return (
    <div className="oj-card" data-testid="group-announcements" aria-busy={loading}>
      <h2 className="oj-group-section-title">{t('Group_Announcements')}</h2>
      {loading && !page ? (
        <div style={{ textAlign: 'center', padding: 16 }}><Spin /></div>
      ) : records.length === 0 ? (
        <Empty description={t('Group_No_Announcements')} data-testid="group-announcements-empty" />
      ) : records.map((a) => (
        <div key={a.id} className="oj-group-announcement" onClick={() => setOpen(a)} data-testid="group-announcement-row">
          <button type="button" className="oj-group-announcement-title" onClick={(e) => { e.stopPropagation(); setOpen(a); }} data-testid="group-announcement-title" data-user-content>
            {a.title}
          </button>
          <div><Byline a={a} /></div>
        </div>
      ))}
      {(page?.total ?? 0) > GROUP_ANNOUNCEMENT_PAGE_SIZE && (
        <Pagination total={page?.total ?? 0} current={current} pageSize={GROUP_ANNOUNCEMENT_PAGE_SIZE} fixedSize onChange={(c) => setCurrent(c)} />
      )}
    </div>
  );
}

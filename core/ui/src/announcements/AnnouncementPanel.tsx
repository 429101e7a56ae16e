import { Button, Empty, List, Spin } from '@douyinfe/semi-ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Page } from '../api/client.js';
import { ANNOUNCEMENT_PAGE_SIZE } from '../constants.js';
import { Markdown } from '../markdown/Markdown.js';
import { Pagination } from '../Pagination.js';
import { formatDateTime } from '../time.js';

export interface Announcement {
  id: number;
  title: string;
  content: string;
  gmtCreate: string;
  username?: string;
}

/** one page of announcements (the site's, by default) */
export type AnnouncementLoader = (page: number) => Promise<Page<Announcement>>;

/**
 * The site's announcements, 5 a page. A plain request: the panel is on the home page, which loads
 * before the typed calls' schemas (the web shell's boot path).
 */
async function siteAnnouncements(page: number): Promise<Page<Announcement>> {
  return (await api.get<Page<Announcement>>('/api/get-common-announcement', { currentPage: page, limit: ANNOUNCEMENT_PAGE_SIZE })).data;
}

/**
 * spec 1 §2.9: a paged list (5 a page) with refresh; a click shows the markdown detail with Back.
 * With `load` (a contest's announcements, through its plugin's call) it lists what that answers
 * without a pager.
 */
export function AnnouncementPanel({ load: loadPage, title }: { load?: AnnouncementLoader; title?: string }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Announcement[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<Announcement | null>(null);

  const load = useCallback(
    async (p: number) => {
      setLoading(true);
      try {
        const data = await (loadPage ?? siteAnnouncements)(p);
        setItems(data?.records ?? []);
        setTotal(data?.total ?? 0);
      } catch {
        /* spec 1 §8: a failed list load simply stops loading */
      } finally {
        setLoading(false);
      }
    },
    [loadPage],
  );

  useEffect(() => {
    void load(page);
  }, [load, page]);

  return (
    <div className="oj-card oj-announcements" data-testid="announcement-panel">
      <div className="oj-card-header">
        <span className="oj-card-title">{open ? open.title : (title ?? t('Announcement'))}</span>
        {open ? (
          <Button onClick={() => setOpen(null)}>{t('Back')}</Button>
        ) : (
          <Button onClick={() => void load(page)}>{t('Refresh')}</Button>
        )}
      </div>
      {open ? (
        <div className="oj-announcement-detail">
          <Markdown source={open.content} />
        </div>
      ) : (
        <Spin spinning={loading}>
          {items.length === 0 && !loading ? (
            <Empty description={t('No_Announcements')} />
          ) : (
            <List
              dataSource={items}
              renderItem={(a) => (
                <List.Item
                  className="oj-announcement-item"
                  onClick={() => setOpen(a)}
                  main={<a className="oj-link">{a.title}</a>}
                  extra={
                    <span className="oj-muted">
                      {formatDateTime(a.gmtCreate)} {a.username ? `· ${a.username}` : ''}
                    </span>
                  }
                />
              )}
            />
          )}
          {!loadPage && total > ANNOUNCEMENT_PAGE_SIZE && (
            <Pagination fixedSize total={total} current={page} pageSize={ANNOUNCEMENT_PAGE_SIZE} onChange={(p) => setPage(p)} />
          )}
        </Spin>
      )}
    </div>
  );
}

// A group's discussions for its members (spec 3 "Group discussion list"): all posts or one
// problem's, pinned first, 10 a page, each row the discussions plugin's own (its links in the group).
import { Empty, Spin } from '@douyinfe/semi-ui';
import { Pagination, type Page } from '@oj/ui';
import { DISCUSSION_PAGE_SIZE } from '@oj/plugin-discussions/browser';
import { DiscussionItem } from '@oj/plugin-discussions/parts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../context.js';
import { getGroupDiscussions, type DiscussionView } from './api.js';

export function DiscussionList({ pid, reload }: { pid?: string; reload: number }) {
  const { t } = useTranslation('discussions');
  const { group } = useGroup();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<DiscussionView> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => setCurrent(1), [pid, reload]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getGroupDiscussions({ gid: group.id, currentPage: current, limit: DISCUSSION_PAGE_SIZE, pid })
      .then((r) => live && setPage(r.data), () => live && setPage(null)) // a failed load only stops loading (the client said why)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [group.id, current, pid, reload]);

  const records = page?.records ?? [];
  return (
    <div data-testid="group-discussion-list" aria-busy={loading}>
      {loading && !page ? (
        <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>
      ) : records.length === 0 ? (
        <Empty description={t('Discussion_Empty')} data-testid="group-discussion-empty" style={{ padding: 24 }} />
      ) : (
        records.map((d) => <DiscussionItem key={d.id} d={d} />)
      )}
      <Pagination total={page?.total ?? 0} current={current} pageSize={DISCUSSION_PAGE_SIZE} fixedSize onChange={setCurrent} />
    </div>
  );
}

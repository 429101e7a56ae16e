// A group's discussions for its members (spec 3 "Group discussion list"): all posts or one
// problem's, pinned first, 10 a page, each row the discussions plugin's own (its links in the group).
import { Empty, Spin } from '@douyinfe/semi-ui';
import { Pagination, usePagedList } from '@oj/ui';
import { DISCUSSION_PAGE_SIZE } from '@oj/plugin-discussions/browser';
import { DiscussionItem } from '@oj/plugin-discussions/parts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../context.js';
import { getGroupDiscussions } from './api.js';

export function DiscussionList({ pid, reload }: { pid?: string; reload: number }) {
  const { t } = useTranslation('discussions');
  const { group } = useGroup();
  // a failed load shows no posts (the client said why)
  const { page, current, setCurrent, loading } = usePagedList(
    (currentPage) => getGroupDiscussions({ gid: group.id, currentPage, limit: DISCUSSION_PAGE_SIZE, pid }),
    [group.id, pid, reload],
    { clearOnFailure: true },
  );
  useEffect(() => setCurrent(1), [pid, reload, setCurrent]);

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

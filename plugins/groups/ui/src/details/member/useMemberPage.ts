// One page of a member list (the members or the applications), loaded again when asked.
import type { Envelope, Page } from '@oj/ui';
import { GROUP_MEMBER_PAGE_SIZE, type MemberListQuery } from '@oj/plugin-groups/browser';
import { useEffect, useState } from 'react';
import type { GroupMemberView } from '../../api.js';

type Loader = (q: MemberListQuery) => Promise<Envelope<Page<GroupMemberView>>>;

export function useMemberPage(load: Loader, gid: number, keyword: string, reload: number) {
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<GroupMemberView> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => setCurrent(1), [keyword]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load({ gid, currentPage: current, limit: GROUP_MEMBER_PAGE_SIZE, keyword: keyword || undefined })
      .then((r) => live && setPage(r.data), () => undefined) // spec 3 §8: a failed load only stops loading
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [load, gid, current, keyword, reload]);
  return { page, current, setCurrent, loading, pageSize: GROUP_MEMBER_PAGE_SIZE };
}

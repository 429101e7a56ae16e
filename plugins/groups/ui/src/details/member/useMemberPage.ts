// One page of a member list (the members or the applications), loaded again when asked.
import { usePagedList, type Envelope, type Page } from '@oj/ui';
import { GROUP_MEMBER_PAGE_SIZE, type MemberListQuery } from '@oj/plugin-groups/browser';
import { useEffect } from 'react';
import type { GroupMemberView } from '../../api.js';

type Loader = (q: MemberListQuery) => Promise<Envelope<Page<GroupMemberView>>>;

export function useMemberPage(load: Loader, gid: number, keyword: string, reload: number) {
  // spec 3 §8: a failed load only stops loading
  const list = usePagedList((currentPage) => load({ gid, currentPage, limit: GROUP_MEMBER_PAGE_SIZE, keyword: keyword || undefined }), [load, gid, keyword, reload]);
  const { setCurrent } = list;
  useEffect(() => setCurrent(1), [keyword, setCurrent]);
  return { list, pageSize: GROUP_MEMBER_PAGE_SIZE };
}

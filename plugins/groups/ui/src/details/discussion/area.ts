// The group's discussion area (spec 3 "Group discussion list"): the discussions plugin's dialog,
// rows and detail page write through the group's calls, the group's admins moderate, and their
// links stay in the group (discussion, discussion/{problemID}, discussion-detail/{discussionID} and
// the group's problem pages; spec 3 §2).
import type { DiscussionArea } from '@oj/plugin-discussions/parts';
import { useMemo } from 'react';
import { useGroup } from '../context.js';
import { groupProblemPath } from '../problem/views.js';
import { createGroupDiscussion, deleteGroupDiscussion, updateGroupDiscussion } from './api.js';
import { DISCUSSION_DETAIL, DISCUSSION_TAB } from './routes.js';

export const discussionListPath = (gid: number, pid?: string | null) =>
  `/group/${gid}/${DISCUSSION_TAB}${pid ? `/${encodeURIComponent(pid)}` : ''}`;
export const discussionDetailPath = (gid: number, did: number) => `/group/${gid}/${DISCUSSION_DETAIL}/${did}`;

export function useGroupDiscussionArea(): DiscussionArea {
  const { group, access } = useGroup();
  const gid = group.id;
  return useMemo<DiscussionArea>(() => ({
    create: (body) => createGroupDiscussion({ ...body, gid }),
    update: (body) => updateGroupDiscussion({ ...body, gid }),
    remove: (did) => deleteGroupDiscussion(did, gid),
    moderator: access.admin,
    listPath: (pid) => discussionListPath(gid, pid),
    detailPath: (did) => discussionDetailPath(gid, did),
    problemPath: (pid) => groupProblemPath(gid, pid),
  }), [gid, access.admin]);
}

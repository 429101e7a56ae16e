// A group's discussion calls (spec 3 §7 "Discussions" under Groups): the shapes are the routes' own
// schemas (shared/discussion-calls.ts and the discussions plugin's DiscussionView).
import { api, type Page } from '@oj/ui';
import type { DiscussionView } from '@oj/plugin-discussions/browser';
import type { GroupDiscussionBody, GroupDiscussionQuery } from '@oj/plugin-groups/browser';

export type { DiscussionView };

export const getGroupDiscussions = (q: GroupDiscussionQuery) => api.get<Page<DiscussionView>>('/api/group/get-discussion-list', { ...q });
/** a group admin's list: the disabled posts too */
export const getGroupAdminDiscussions = (q: GroupDiscussionQuery) => api.get<Page<DiscussionView>>('/api/group/get-admin-discussion-list', { ...q });
export const createGroupDiscussion = (body: GroupDiscussionBody) => api.post<DiscussionView>('/api/group/discussion', body);
/** the author's edit (the form), or a group admin's pin or disable switch */
export const updateGroupDiscussion = (body: GroupDiscussionBody) => api.put<null>('/api/group/discussion', body);
export const deleteGroupDiscussion = (did: number, gid: number) => api.delete<null>('/api/group/discussion', { did, gid });

// A group's discussion calls (spec 3 §7 "Discussions" under Groups): each is the route's own call
// (groupDiscussionCalls, its shapes from shared/discussion-calls.ts and the discussions plugin's DiscussionView).
import { api } from '@oj/ui';
import type { DiscussionView } from '@oj/plugin-discussions/browser';
import { groupDiscussionCalls, type GroupDiscussionBody, type GroupDiscussionQuery } from '@oj/plugin-groups/browser';

export type { DiscussionView };

export const getGroupDiscussions = (q: GroupDiscussionQuery) => api.call(groupDiscussionCalls.list, { query: q });
/** a group admin's list: the disabled posts too */
export const getGroupAdminDiscussions = (q: GroupDiscussionQuery) => api.call(groupDiscussionCalls.adminList, { query: q });
export const createGroupDiscussion = (body: GroupDiscussionBody) => api.call(groupDiscussionCalls.create, { body });
/** the author's edit (the form), or a group admin's pin or disable switch */
export const updateGroupDiscussion = (body: GroupDiscussionBody) => api.call(groupDiscussionCalls.update, { body });
export const deleteGroupDiscussion = (did: number, gid: number) => api.call(groupDiscussionCalls.remove, { query: { did, gid } });

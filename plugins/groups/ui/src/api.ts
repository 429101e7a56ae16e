// The group calls (spec 3 §7 "Groups"): each is the route's own call (shared/calls.ts, its shapes
// from shared/group.ts and shared/payloads.ts), never written here by hand. A refused call is shown by the
// client as a toast (the server's message, already in the caller's language).
import { api, type Envelope } from '@oj/ui';
import {
  groupCalls, type AnnouncementBody, type ApplyBody, type GroupAccess, type GroupAnnouncementView, type GroupBody, type GroupListQuery,
  type GroupMemberView, type GroupRankQuery, type GroupRankRow, type GroupView, type MemberListQuery, type MemberUpdateBody,
} from '@oj/plugin-groups/browser';

export type { GroupAccess, GroupAnnouncementView, GroupMemberView, GroupRankRow, GroupView };

/** the kernel's answer when a write names no message of its own */
const PLAIN_SUCCESS = 'success';
/** a write's toast: the server's translated message, or the page's own */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== PLAIN_SUCCESS ? res.msg : fallback);

export const getGroupList = (q: GroupListQuery) => api.call(groupCalls.list, { query: q });
/** quiet: the page shows a missing or hidden group's message itself */
export const getGroup = (gid: number) => api.call(groupCalls.detail, { query: { gid } }, { quiet: true });
export const getGroupAccess = (gid: number) => api.call(groupCalls.access, { query: { gid } }, { quiet: true });
export const createGroup = (body: GroupBody) => api.call(groupCalls.create, { body });
export const updateGroup = (body: GroupBody) => api.call(groupCalls.update, { body });
export const disbandGroup = (gid: number) => api.call(groupCalls.disband, { query: { gid } });
/** the cropped avatar as the multipart field `image`; answers the updated group */
export function uploadGroupAvatar(gid: number, image: Blob, name: string) {
  const form = new FormData();
  form.append('image', image, name);
  return api.upload(groupCalls.uploadAvatar, form, { query: { gid: String(gid) } });
}

export const getMemberList = (q: MemberListQuery) => api.call(groupCalls.members, { query: q });
export const getApplyList = (q: MemberListQuery) => api.call(groupCalls.applies, { query: q });
/** join a public group at once, or apply to a protected (reason) or private (code and reason) one */
export const applyToGroup = (body: ApplyBody) => api.call(groupCalls.apply, { body });
export const updateMember = (body: MemberUpdateBody) => api.call(groupCalls.updateMember, { body });
export const removeMember = (gid: number, uid: string) => api.call(groupCalls.removeMember, { query: { gid, uid } });
export const exitGroup = (gid: number) => api.call(groupCalls.exit, { query: { gid } });

export const getAnnouncements = (gid: number, currentPage: number, limit: number) =>
  api.call(groupCalls.announcements, { query: { gid, currentPage, limit } });
export const getAdminAnnouncements = (gid: number, currentPage: number, limit: number) =>
  api.call(groupCalls.adminAnnouncements, { query: { gid, currentPage, limit } });
export const createAnnouncement = (body: AnnouncementBody) => api.call(groupCalls.addAnnouncement, { body });
export const updateAnnouncement = (body: AnnouncementBody) => api.call(groupCalls.updateAnnouncement, { body });
export const deleteAnnouncement = (aid: number) => api.call(groupCalls.removeAnnouncement, { query: { aid } });

export const getGroupRank = (q: GroupRankQuery) => api.call(groupCalls.rank, { query: q });

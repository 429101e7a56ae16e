// The group calls (spec 3 §7 "Groups"): the shapes are the routes' own schemas
// (shared/group.ts, shared/calls.ts), never written here by hand. A refused call is shown by the
// client as a toast (the server's message, already in the caller's language).
import { api, type Envelope, type Page } from '@oj/ui';
import type {
  AnnouncementBody, ApplyBody, GroupAccess, GroupAnnouncementView, GroupBody, GroupListQuery, GroupMemberView, GroupRankQuery, GroupRankRow,
  GroupView, MemberListQuery, MemberUpdateBody,
} from '@oj/plugin-groups/browser';

export type { GroupAccess, GroupAnnouncementView, GroupMemberView, GroupRankRow, GroupView };

/** the kernel's answer when a write names no message of its own */
const PLAIN_SUCCESS = 'success';
/** a write's toast: the server's translated message, or the page's own */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== PLAIN_SUCCESS ? res.msg : fallback);

export const getGroupList = (q: GroupListQuery) => api.get<Page<GroupView>>('/api/get-group-list', { ...q });
/** quiet: the page shows a missing or hidden group's message itself */
export const getGroup = (gid: number) => api.get<GroupView>('/api/get-group-detail', { gid }, { quiet: true });
export const getGroupAccess = (gid: number) => api.get<GroupAccess>('/api/get-group-access', { gid }, { quiet: true });
export const createGroup = (body: GroupBody) => api.post<GroupView>('/api/group', body);
export const updateGroup = (body: GroupBody) => api.put<GroupView>('/api/group', body);
export const disbandGroup = (gid: number) => api.delete<null>('/api/group', { gid });
/** the cropped avatar as the multipart field `image`; answers the updated group */
export function uploadGroupAvatar(gid: number, image: Blob, name: string) {
  const form = new FormData();
  form.append('image', image, name);
  return api.upload<GroupView>(`/api/file/upload-group-avatar?gid=${gid}`, form);
}

export const getMemberList = (q: MemberListQuery) => api.get<Page<GroupMemberView>>('/api/group/get-member-list', { ...q });
export const getApplyList = (q: MemberListQuery) => api.get<Page<GroupMemberView>>('/api/group/get-apply-list', { ...q });
/** join a public group at once, or apply to a protected (reason) or private (code and reason) one */
export const applyToGroup = (body: ApplyBody) => api.post<null>('/api/group/member', body);
export const updateMember = (body: MemberUpdateBody) => api.put<null>('/api/group/member', body);
export const removeMember = (gid: number, uid: string) => api.delete<null>('/api/group/member', { gid, uid });
export const exitGroup = (gid: number) => api.delete<null>('/api/group/member/exit', { gid });

export const getAnnouncements = (gid: number, currentPage: number, limit: number) =>
  api.get<Page<GroupAnnouncementView>>('/api/group/get-announcement-list', { gid, currentPage, limit });
export const getAdminAnnouncements = (gid: number, currentPage: number, limit: number) =>
  api.get<Page<GroupAnnouncementView>>('/api/group/get-admin-announcement-list', { gid, currentPage, limit });
export const createAnnouncement = (body: AnnouncementBody) => api.post<GroupAnnouncementView>('/api/group/announcement', body);
export const updateAnnouncement = (body: AnnouncementBody) => api.put<null>('/api/group/announcement', body);
export const deleteAnnouncement = (aid: number) => api.delete<null>('/api/group/announcement', { aid });

export const getGroupRank = (q: GroupRankQuery) => api.get<Page<GroupRankRow>>('/api/get-group-rank-list', { ...q });

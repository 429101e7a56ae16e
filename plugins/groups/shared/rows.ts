// The groups plugin's stored rows, as its store (server/store.ts) reads them: the group, its
// members and its announcements, with the names lists show beside them. Type-only.

/** a group (groups_group) */
export interface GroupRow {
  id: number; name: string; shortName: string; brief: string; description: string; avatar: string | null; avatarFileId: number | null; uid: string;
  auth: number; code: string | null; visible: boolean; status: number; gmtCreate: Date; gmtModified: Date;
}

/** a group with its owner's name and its member count (the lists and the detail) */
export interface ListedGroupRow extends GroupRow {
  owner: string;
  memberCount: number | string;
}

/** a member's row (groups_member): the level (MEMBER_AUTH) and the reason of an application */
export interface MemberRow {
  id: number; gid: number; uid: string; auth: number; reason: string | null; gmtCreate: Date; gmtModified: Date;
}

/** a member with their public profile (the member and application lists) */
export interface ListedMemberRow extends MemberRow {
  username: string; nickname: string | null; avatar: string | null;
}

/** a member on the group rank, before their results */
export interface RankMemberRow {
  uid: string; username: string; nickname: string | null; avatar: string | null; titleName: string | null; titleColor: string | null;
}

/** an announcement (groups_announcement) with its author's name */
export interface AnnouncementRow {
  id: number; gid: number; title: string; content: string; status: number; uid: string; username: string; gmtCreate: Date; gmtModified: Date;
}

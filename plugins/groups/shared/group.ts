// The group as the pages and other plugins see it (spec 3 §3 "Group", "Group member", "Group
// announcement", "Group rank row"), and its constants (spec 3 §4, §9).
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '@oj/sdk/shared';

/** spec 3 §9 */
export const GROUP_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_PAGE_SIZE = 15;
export const GROUP_ANNOUNCEMENT_PAGE_SIZE = 5;
export const GROUP_RANK_PAGE_SIZE = 30;
export const GROUP_MEMBER_PAGE_SIZE = 15;
export const GROUP_NAME = { min: 5, max: 25 } as const;
export const GROUP_SHORT_NAME = { min: 5, max: 10 } as const;
export const GROUP_BRIEF = { min: 5, max: 50 } as const;
export const GROUP_DESCRIPTION = { min: 5, max: 1000 } as const;
export const GROUP_CODE_LENGTH = 6;
export const APPLY_REASON = { min: 5, max: 100 } as const;
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 65_535;
/** spec 3 §5 group avatar: at most 2 MB */
export const GROUP_AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** spec 3 §9: 1 public (join at once), 2 protected (apply), 3 private (apply with the code) */
export const GROUP_AUTH = { public: 1, protected: 2, private: 3 } as const;
/** spec 3 §3 member auth: 1 applying, 2 refused, 3 member, 4 group admin, 5 group root */
export const MEMBER_AUTH = { applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;
/** spec 3 §9 announcement status */
export const ANNOUNCEMENT_STATUS = { visible: 0, hidden: 1 } as const;
/** GET /api/get-group-rank-list type */
export const GROUP_RANK_TYPE = { acm: 0, oi: 1 } as const;

/** spec 3 §3 Group */
export const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  brief: Type.String(),
  /** markdown, sanitised ('' in list rows) */
  description: Type.String(),
  avatar: NullableString,
  /** the owner's username */
  owner: Type.String(),
  /** the owner's uid */
  uid: Type.String(),
  /** 1 public, 2 protected, 3 private */
  auth: Type.Integer(),
  /** the 6-character join code: only its admins read it (null for others and for public groups) */
  code: NullableString,
  /** false: hidden, seen only by its members */
  visible: Type.Boolean(),
  /** 0 normal */
  status: Type.Integer(),
  /** members of level 3 and above */
  memberCount: Type.Integer(),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type GroupView = Static<typeof GroupSchema>;

/** GET /api/get-group-access: what the caller may do in the group */
export const GroupAccess = Type.Object({
  /** may open the group's tabs: a member, or a super admin */
  access: Type.Boolean(),
  /** group admin: level 4 or 5, the owner, or a super admin */
  admin: Type.Boolean(),
  /** group root: level 5, the owner, or a super admin */
  root: Type.Boolean(),
  /** the owner, or a super admin */
  owner: Type.Boolean(),
  /** the caller's member auth (0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root) */
  auth: Type.Integer(),
});
export type GroupAccess = Static<typeof GroupAccess>;

/** spec 3 §3 Group member (an application too) */
export const GroupMemberSchema = Type.Object({
  id: Type.Integer(),
  gid: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  avatar: NullableString,
  auth: Type.Integer(),
  /** the application's reason */
  reason: NullableString,
  gmtCreate: Type.String(),
  gmtModify: Type.String(),
});
export type GroupMemberView = Static<typeof GroupMemberSchema>;

/** spec 3 §3 Group announcement */
export const GroupAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  gid: Type.Integer(),
  title: Type.String(),
  /** markdown, sanitised */
  content: Type.String(),
  /** 0 visible, 1 hidden */
  status: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type GroupAnnouncementView = Static<typeof GroupAnnouncementSchema>;

/** spec 3 §3 Group rank row: ac and total count the group's problems and submissions */
export const GroupRankRow = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  avatar: NullableString,
  titleName: NullableString,
  titleColor: NullableString,
  /** group problems solved */
  ac: Type.Integer(),
  /** submissions in the group */
  total: Type.Integer(),
  /** the sum of the best score per group problem (OI) */
  score: Type.Integer(),
});
export type GroupRankRow = Static<typeof GroupRankRow>;

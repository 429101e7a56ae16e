// Payloads of the group calls (spec 3 §7 "Groups", reference §2 "Groups (teams)"). The routes and
// the pages read their types from here; the form's rules (required, lengths, the code) answer with
// their own messages in server/form.ts.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, APPLY_REASON, GROUP_BRIEF, GROUP_DESCRIPTION, GROUP_NAME, GROUP_SHORT_NAME } from './group.ts';

const notFound = (key: string) => ({ required: key, type: key, minimum: key, maximum: key });
export const Gid = withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), notFound('GROUPS_NOT_FOUND'));
export const GidQuery = Type.Object({ gid: Gid });
/**
 * POST /api/file/upload-group-avatar's query: the group, as text (the route answers "no such
 * group" for one that is not a number); the form's `gid` field may name it instead
 */
export const AvatarQuery = Type.Object({ gid: Type.Optional(Type.String({ maxLength: 12 })) });
const Uid = withMessages(Type.String({ minLength: 1, maxLength: 32 }), { required: 'GROUPS_MEMBER_NOT_FOUND', minLength: 'GROUPS_MEMBER_NOT_FOUND', maxLength: 'GROUPS_MEMBER_NOT_FOUND', type: 'GROUPS_MEMBER_NOT_FOUND' });

/** a query flag as a browser sends it */
export const QueryFlag = Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('')]));

/** GET /api/get-group-list */
export const GroupListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** 1 public, 2 protected, 3 private ('' or missing: all) */
  auth: LenientInt,
  onlyMine: QueryFlag,
});
export type GroupListQuery = Static<typeof GroupListQuery>;

const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** POST and PUT /api/group (reference Group): what the form may leave empty is optional, the rules are the form's */
export const GroupBody = Type.Object({
  id: Type.Optional(Gid),
  // a little past the limits: the form's rules answer with their own messages
  name: Text(GROUP_NAME.max * 4),
  shortName: Text(GROUP_SHORT_NAME.max * 4),
  brief: Text(GROUP_BRIEF.max * 4),
  description: Text(GROUP_DESCRIPTION.max * 4),
  auth: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 }), Type.Null()])),
  code: Text(40),
  visible: Type.Optional(Type.Boolean()),
});
export type GroupBody = Static<typeof GroupBody>;

/** GET /api/group/get-member-list and get-apply-list */
export const MemberListQuery = Type.Object({
  gid: Gid,
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** one member auth (1–5) */
  auth: LenientInt,
});
export type MemberListQuery = Static<typeof MemberListQuery>;

/** POST /api/group/member: join (public) or apply (protected: reason; private: code and reason) */
export const ApplyBody = Type.Object({
  gid: Gid,
  code: Text(40),
  reason: Text(APPLY_REASON.max * 4),
});
export type ApplyBody = Static<typeof ApplyBody>;

/** PUT /api/group/member: the reference client sends the whole member row; uid, gid and auth count */
export const MemberUpdateBody = Type.Object({
  gid: Gid,
  uid: Uid,
  auth: withMessages(Type.Integer({ minimum: 1, maximum: 5 }), { required: 'GROUPS_MEMBER_AUTH_INVALID', type: 'GROUPS_MEMBER_AUTH_INVALID', minimum: 'GROUPS_MEMBER_AUTH_INVALID', maximum: 'GROUPS_MEMBER_AUTH_INVALID' }),
});
export type MemberUpdateBody = Static<typeof MemberUpdateBody>;

/** DELETE /api/group/member */
export const MemberDeleteQuery = Type.Object({ gid: Gid, uid: Uid });

/** GET /api/group/get-announcement-list and get-admin-announcement-list */
export const AnnouncementListQuery = Type.Object({ gid: Gid, currentPage: LenientInt, limit: LenientInt });

export const Aid = withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), notFound('GROUPS_ANNOUNCEMENT_NOT_FOUND'));
/** POST and PUT /api/group/announcement */
export const AnnouncementBody = Type.Object({
  id: Type.Optional(Aid),
  gid: Gid,
  title: Text(ANNOUNCEMENT_TITLE_MAX * 2),
  content: Text(ANNOUNCEMENT_CONTENT_MAX * 2),
  status: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 1 }), { type: 'GROUPS_ANNOUNCEMENT_STATUS_INVALID', minimum: 'GROUPS_ANNOUNCEMENT_STATUS_INVALID', maximum: 'GROUPS_ANNOUNCEMENT_STATUS_INVALID' })),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;
export const AidQuery = Type.Object({ aid: Aid });

/** GET /api/get-group-rank-list */
export const GroupRankQuery = Type.Object({
  gid: Gid,
  currentPage: LenientInt,
  limit: LenientInt,
  /** 0 ACM (by solved, then submissions), 1 OI (by score) */
  type: LenientInt,
  searchUser: Type.Optional(Type.String({ maxLength: 100 })),
});
export type GroupRankQuery = Static<typeof GroupRankQuery>;

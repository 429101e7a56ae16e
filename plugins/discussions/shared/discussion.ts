// The discussion as the pages and other plugins see it (spec 3 §3 "Discussion", "Category",
// "Report"), and its constants (spec 3 §9).
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '@oj/sdk/shared';

/** spec 3 §9 */
export const DISCUSSION_PAGE_SIZE = 10;
export const DISCUSSION_TITLE_MAX = 255;
export const DISCUSSION_DESCRIPTION_MAX = 255;
export const DISCUSSION_CONTENT_MAX = 65_535;
export const REPORT_REASON_MAX = 200;
export const CATEGORY_NAME_MAX = 50;
/** the admin report list's page size */
export const REPORT_PAGE_SIZE = 10;
/** spec 3 §5: the six preset report tags (the client writes the chosen ones as "#tag# " before the reason) */
export const REPORT_TAGS = ['spam_ads', 'illegal_content', 'vulgar', 'gambling_fraud', 'abuse', 'plagiarism'] as const;
/** spec 3 §9: 0 normal, 1 disabled by a moderator */
export const DISCUSSION_STATUS = { normal: 0, disabled: 1 } as const;

/** spec 3 §3 Category */
export const DiscussionCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type DiscussionCategory = Static<typeof DiscussionCategory>;

/** spec 3 §3 Discussion: a list row ('' content) and the detail */
export const DiscussionSchema = Type.Object({
  id: Type.Integer(),
  /** the display id of the problem it is about, null for a general post */
  pid: NullableString,
  title: Type.String(),
  description: Type.String(),
  /** markdown, sanitised ('' in list rows) */
  content: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  topPriority: Type.Boolean(),
  uid: Type.String(),
  /** the author's username */
  author: Type.String(),
  avatar: NullableString,
  /** 'root' | 'admin' for the SPA / ADM badges (admins and problem admins show ADM), null otherwise */
  role: NullableString,
  titleName: NullableString,
  titleColor: NullableString,
  gid: Type.Union([Type.Integer(), Type.Null()]),
  /** 0 normal, 1 disabled */
  status: Type.Integer(),
  commentNum: Type.Integer(),
  likeNum: Type.Integer(),
  viewNum: Type.Integer(),
  /** the caller liked it (false for visitors) */
  hasLike: Type.Boolean(),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type DiscussionView = Static<typeof DiscussionSchema>;

/** a report as moderators read it (Admin → Discussion → reports) */
export const DiscussionReport = Type.Object({
  id: Type.Integer(),
  did: Type.Integer(),
  /** the discussion's title */
  title: Type.String(),
  /** the reporter's username */
  reporter: Type.String(),
  content: Type.String(),
  /** handled */
  status: Type.Boolean(),
  gmtCreate: Type.String(),
});
export type DiscussionReport = Static<typeof DiscussionReport>;

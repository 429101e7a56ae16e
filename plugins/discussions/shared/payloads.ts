// Payloads of the discussion calls (spec 3 §7 "Discussion", reference §2 "Discussions / comments"
// and the admin discussion paths). The routes and the pages read their types from here; the
// form's rules (required, lengths) answer with their own messages in server/form.ts.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';
import { CATEGORY_NAME_MAX, DISCUSSION_CONTENT_MAX, DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX, REPORT_REASON_MAX } from './discussion.ts';

const notFound = (key: string) => ({ required: key, type: key, minimum: key, maximum: key });
export const Did = withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), notFound('DISCUSSIONS_NOT_FOUND'));
export const DidQuery = Type.Object({ did: Did });

/** a query flag as a browser sends it */
export const QueryFlag = Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('')]));

/** GET /api/get-discussion-list */
export const DiscussionListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** the category id (the reference's name) */
  cid: LenientInt,
  /** a problem's display id */
  pid: Type.Optional(Type.String({ maxLength: 100 })),
  onlyMine: QueryFlag,
  /** the admin list: disabled discussions too (admin roles only) */
  admin: QueryFlag,
});
export type DiscussionListQuery = Static<typeof DiscussionListQuery>;

const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** POST and PUT /api/discussion (reference Discussion): what the form may leave empty is optional, the rules are the form's */
export const DiscussionBody = Type.Object({
  id: Type.Optional(Did),
  // a little past the limits: the form's rules answer with their own messages
  title: Text(DISCUSSION_TITLE_MAX * 4),
  description: Text(DISCUSSION_DESCRIPTION_MAX * 4),
  content: Text(DISCUSSION_CONTENT_MAX * 2),
  categoryId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()])),
  /** a problem's display id (post from a problem's discussion list) */
  pid: Text(100),
});
export type DiscussionBody = Static<typeof DiscussionBody>;

/** GET /api/discussion-like */
export const DiscussionLikeQuery = Type.Object({ did: Did, toLike: QueryFlag });

/** POST /api/discussion-report (reference DiscussionReport; the reporter is always the caller) */
export const ReportBody = Type.Object({
  did: Did,
  content: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  /** the reference client sends the username; the caller is the reporter whatever it says */
  reporter: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type ReportBody = Static<typeof ReportBody>;
/** the report's content: "#tag# … reason"; the reason part is limited to REPORT_REASON_MAX */
export const REPORT_CONTENT_MAX = REPORT_REASON_MAX + 200;

/** POST /api/discussion-category: the whole list (an entry without id is new; one left out is removed) */
export const CategoryListBody = Type.Array(Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  name: withMessages(Type.String({ maxLength: CATEGORY_NAME_MAX * 4 }), { required: 'DISCUSSIONS_CATEGORY_NAME_REQUIRED', type: 'DISCUSSIONS_CATEGORY_NAME_REQUIRED' }),
  gmtCreate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
}), { maxItems: 200 });
export type CategoryListBody = Static<typeof CategoryListBody>;

/** PUT /api/admin/discussion: a moderator sets the top flag or the status */
export const AdminDiscussionBody = Type.Object({
  id: Did,
  topPriority: Type.Optional(Type.Boolean()),
  status: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 1 }), { minimum: 'DISCUSSIONS_STATUS_INVALID', maximum: 'DISCUSSIONS_STATUS_INVALID', type: 'DISCUSSIONS_STATUS_INVALID' })),
});
export type AdminDiscussionBody = Static<typeof AdminDiscussionBody>;

/** DELETE /api/admin/discussion: the ids */
export const AdminDeleteBody = Type.Array(Did, { minItems: 1, maxItems: 500 });

/** GET /api/admin/discussion-report */
export const ReportListQuery = Type.Object({ currentPage: LenientInt, limit: LenientInt });

/** PUT /api/admin/discussion-report: mark handled (or not) */
export const ReportUpdateBody = Type.Object({ id: withMessages(Type.Integer({ minimum: 1 }), notFound('DISCUSSIONS_REPORT_NOT_FOUND')), status: Type.Boolean() });

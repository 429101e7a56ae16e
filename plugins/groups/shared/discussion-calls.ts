// Payloads of a group's discussion calls (spec 3 §7 "Discussions" under Groups, reference
// GroupDiscussionController): the discussions plugin's list query and form with the group's id, and
// a group admin's pin and disable switches.
import { Type, type Static } from '@sinclair/typebox';
import { DidQuery, DiscussionBody, DiscussionListQuery } from '@oj/plugin-discussions/browser';
import { Gid } from './payloads.ts';

/** GET /api/group/get-discussion-list and get-admin-discussion-list */
export const GroupDiscussionQuery = Type.Composite([DiscussionListQuery, Type.Object({ gid: Gid })]);
export type GroupDiscussionQuery = Static<typeof GroupDiscussionQuery>;

/** POST and PUT /api/group/discussion: the author's form, or a moderator's switch */
export const GroupDiscussionBody = Type.Composite([DiscussionBody, Type.Object({
  gid: Gid,
  /** a moderator's pin and disable (the admin view's switches) */
  topPriority: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})]);
export type GroupDiscussionBody = Static<typeof GroupDiscussionBody>;

/** DELETE /api/group/discussion: the reference sends the id alone */
export const GroupDiscussionDeleteQuery = Type.Composite([DidQuery, Type.Object({ gid: Type.Optional(Gid) })]);

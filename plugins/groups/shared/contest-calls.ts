// Payloads of a group's contest calls (spec 3 §7 "Contests" under Groups, reference
// GroupContestController). They are the contest admin's own payloads (@oj/plugin-contests) with
// the group's id where the reference sends it; the routes and the pages read their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, Page, withMessages } from '@oj/sdk/shared';
import {
  AdminContestBody, AdminContestProblem, AdminContestProblemRow, ContestProblemBody, ContestProblemWrite, ContestSchema,
} from '@oj/plugin-contests/browser';
import { Gid } from './payloads.ts';

/** GET /api/group/get-contest-list and get-admin-contest-list */
export const GroupContestListQuery = Type.Object({ gid: Gid, currentPage: LenientInt, limit: LenientInt });
export type GroupContestListQuery = Static<typeof GroupContestListQuery>;

/** a row of the admin list: may the caller edit it (the group root or the contest's creator, spec 3 §6) */
export const GroupAdminContestRow = Type.Composite([ContestSchema, Type.Object({ manageable: Type.Boolean() })]);
export type GroupAdminContestRow = Static<typeof GroupAdminContestRow>;

/** GET /api/group/get-contest-problem-list: a page of the contest's problems, and each one's place by its problem's id */
export const GroupContestProblemList = Type.Object({ problemList: Page(AdminContestProblemRow), contestProblemMap: Type.Record(Type.String(), AdminContestProblem) });

/** POST /api/group/contest: the contest form (the reference's AdminContestVO) and its group */
export const GroupContestCreateBody = Type.Composite([AdminContestBody, Type.Object({ gid: Gid })]);
export type GroupContestCreateBody = Static<typeof GroupContestCreateBody>;
/** PUT /api/group/contest: the form with the contest's id; its group stays the contest's own */
export const GroupContestUpdateBody = Type.Composite([AdminContestBody, Type.Object({ gid: Type.Optional(Gid) })]);
export type GroupContestUpdateBody = Static<typeof GroupContestUpdateBody>;

/**
 * PUT /api/group/contest-problem: the reference's ContestProblem (the problem's place: display id,
 * title, balloon; by its id, or by cid and pid), or — with `problem` — the contest problem form's
 * write over a problem of the group (the same body as POST).
 */
export const GroupContestProblemUpdate = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  cid: ContestProblemBody.properties.cid,
  pid: Type.Optional(Type.Integer({ minimum: 1 })),
  displayId: ContestProblemBody.properties.displayId,
  displayTitle: ContestProblemBody.properties.displayTitle,
  color: ContestProblemBody.properties.color,
  problem: Type.Optional(ContestProblemWrite.properties.problem),
  samples: ContestProblemWrite.properties.samples,
  isUploadTestCase: ContestProblemWrite.properties.isUploadTestCase,
  uploadTestcaseDir: ContestProblemWrite.properties.uploadTestcaseDir,
  judgeMode: ContestProblemWrite.properties.judgeMode,
  languages: ContestProblemWrite.properties.languages,
  tags: ContestProblemWrite.properties.tags,
});
export type GroupContestProblemUpdate = Static<typeof GroupContestProblemUpdate>;

/** POST /api/group/add-contest-problem-from-group (query, as the reference): a problem of the contest's group by its problem id */
export const AddFromGroupQuery = Type.Object({
  problemId: withMessages(Type.String({ minLength: 1, maxLength: 255 }), { required: 'GROUPS_PROBLEM_NOT_FOUND', minLength: 'GROUPS_PROBLEM_NOT_FOUND', maxLength: 'GROUPS_PROBLEM_NOT_FOUND' }),
  cid: ContestProblemBody.properties.cid,
  displayId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AddFromGroupQuery = Static<typeof AddFromGroupQuery>;

/** DELETE /api/group/contest-announcement */
export const ContestAnnouncementDeleteQuery = Type.Object({
  aid: withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND', type: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND', minimum: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND' }),
  cid: ContestProblemBody.properties.cid,
});

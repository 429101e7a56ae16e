// The groups plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui; `api.upload` for the avatar, a multipart upload), so a path or a schema
// cannot drift apart. The group problem form's reads and writes answer with the problems plugin's
// shapes (its AdminProblem and test case, its form's payload).
// Browser-safe: TypeBox, @oj/sdk/shared and the other plugins' browser contracts only.
import { Type } from '@sinclair/typebox';
import { Page, defineCall, defineUpload } from '@oj/sdk/shared';
import {
  AddFromPublicBody as ContestAddFromPublicBody, AdminAnnouncement, AdminCidQuery, AdminContest, AdminContestProblem, AdminProblemListQuery,
  AnnouncementBody as ContestAnnouncementBody, AnnouncementListQuery as ContestAnnouncementListQuery, CidPidQuery, ContestProblemWrite,
  ContestSchema, VisibleQuery,
} from '@oj/plugin-contests/browser';
import { DiscussionSchema } from '@oj/plugin-discussions/browser';
import { AdminProblem, ProblemCase } from '@oj/plugin-problems/browser';
import {
  AddFromPublicBody, AdminTraining, AdminTrainingProblemList, AdminTrainingRow, ChangeStatusQuery, TidQuery, TrainingProblemDelete,
  TrainingProblemMapping, TrainingProblemUpdate, TrainingSchema,
} from '@oj/plugin-trainings/browser';
import { GroupAccess, GroupAnnouncementSchema, GroupMemberSchema, GroupRankRow, GroupSchema } from './group.ts';
import {
  AidQuery, AnnouncementBody, AnnouncementListQuery, ApplyBody, AvatarQuery, GidQuery, GroupBody, GroupListQuery, GroupRankQuery,
  MemberDeleteQuery, MemberListQuery, MemberUpdateBody,
} from './payloads.ts';
import {
  AddFromGroupQuery, ContestAnnouncementDeleteQuery, GroupAdminContestRow, GroupContestCreateBody, GroupContestListQuery, GroupContestProblemList,
  GroupContestProblemUpdate, GroupContestUpdateBody,
} from './contest-calls.ts';
import { GroupDiscussionBody, GroupDiscussionDeleteQuery, GroupDiscussionQuery } from './discussion-calls.ts';
import {
  GroupProblemApplyBody, GroupProblemApplyQuery, GroupProblemAuthBody, GroupProblemBody, GroupProblemCasesQuery, GroupProblemListQuery,
  GroupProblemPidQuery, GroupProblemProgressBody, GroupProblemRow, GroupProblemSaved,
} from './problem-calls.ts';
import { AddFromGroupBody, GroupTrainingBody, GroupTrainingListQuery, GroupTrainingProblemQuery } from './training-calls.ts';

/** the group calls (spec 3 §7 "Groups"): the list, a group, its access and auth, its form, its members, announcements and rank */
export const groupCalls = {
  list: defineCall('GET', '/api/get-group-list', { query: GroupListQuery, answer: Page(GroupSchema) }),
  detail: defineCall('GET', '/api/get-group-detail', { query: GidQuery, answer: GroupSchema }),
  access: defineCall('GET', '/api/get-group-access', { query: GidQuery, answer: GroupAccess }),
  auth: defineCall('GET', '/api/get-group-auth', { query: GidQuery, answer: Type.Integer() }),
  create: defineCall('POST', '/api/group', { body: GroupBody, answer: GroupSchema }),
  update: defineCall('PUT', '/api/group', { body: GroupBody, answer: GroupSchema }),
  disband: defineCall('DELETE', '/api/group', { query: GidQuery, answer: Type.Null() }),
  /** the avatar as the form's `image`; answers the updated group */
  uploadAvatar: defineUpload('/api/file/upload-group-avatar', { query: AvatarQuery, answer: GroupSchema }),

  members: defineCall('GET', '/api/group/get-member-list', { query: MemberListQuery, answer: Page(GroupMemberSchema) }),
  applies: defineCall('GET', '/api/group/get-apply-list', { query: MemberListQuery, answer: Page(GroupMemberSchema) }),
  apply: defineCall('POST', '/api/group/member', { body: ApplyBody, answer: Type.Null() }),
  updateMember: defineCall('PUT', '/api/group/member', { body: MemberUpdateBody, answer: Type.Null() }),
  removeMember: defineCall('DELETE', '/api/group/member', { query: MemberDeleteQuery, answer: Type.Null() }),
  exit: defineCall('DELETE', '/api/group/member/exit', { query: GidQuery, answer: Type.Null() }),

  announcements: defineCall('GET', '/api/group/get-announcement-list', { query: AnnouncementListQuery, answer: Page(GroupAnnouncementSchema) }),
  adminAnnouncements: defineCall('GET', '/api/group/get-admin-announcement-list', { query: AnnouncementListQuery, answer: Page(GroupAnnouncementSchema) }),
  addAnnouncement: defineCall('POST', '/api/group/announcement', { body: AnnouncementBody, answer: GroupAnnouncementSchema }),
  updateAnnouncement: defineCall('PUT', '/api/group/announcement', { body: AnnouncementBody, answer: Type.Null() }),
  removeAnnouncement: defineCall('DELETE', '/api/group/announcement', { query: AidQuery, answer: Type.Null() }),

  rank: defineCall('GET', '/api/get-group-rank-list', { query: GroupRankQuery, answer: Page(GroupRankRow) }),
};

/** a group's discussion calls (spec 3 §7 "Discussions" under Groups) */
export const groupDiscussionCalls = {
  list: defineCall('GET', '/api/group/get-discussion-list', { query: GroupDiscussionQuery, answer: Page(DiscussionSchema) }),
  adminList: defineCall('GET', '/api/group/get-admin-discussion-list', { query: GroupDiscussionQuery, answer: Page(DiscussionSchema) }),
  create: defineCall('POST', '/api/group/discussion', { body: GroupDiscussionBody, answer: DiscussionSchema }),
  update: defineCall('PUT', '/api/group/discussion', { body: GroupDiscussionBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/group/discussion', { query: GroupDiscussionDeleteQuery, answer: Type.Null() }),
};

/** a group's training calls (spec 3 §7 "Trainings" under Groups): the site's training admin calls with the group */
export const groupTrainingCalls = {
  list: defineCall('GET', '/api/group/get-training-list', { query: GroupTrainingListQuery, answer: Page(TrainingSchema) }),
  adminList: defineCall('GET', '/api/group/get-admin-training-list', { query: GroupTrainingListQuery, answer: Page(AdminTrainingRow) }),
  get: defineCall('GET', '/api/group/training', { query: TidQuery, answer: AdminTraining }),
  create: defineCall('POST', '/api/group/training', { body: GroupTrainingBody, answer: TrainingSchema }),
  update: defineCall('PUT', '/api/group/training', { body: GroupTrainingBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/group/training', { query: TidQuery, answer: Type.Null() }),
  setStatus: defineCall('PUT', '/api/group/change-training-status', { query: ChangeStatusQuery, answer: Type.Null() }),
  problems: defineCall('GET', '/api/group/get-training-problem-list', { query: GroupTrainingProblemQuery, answer: AdminTrainingProblemList }),
  moveProblem: defineCall('PUT', '/api/group/training-problem', { body: TrainingProblemUpdate, answer: Type.Null() }),
  removeProblem: defineCall('DELETE', '/api/group/training-problem', { query: TrainingProblemDelete, answer: Type.Null() }),
  addFromPublic: defineCall('POST', '/api/group/add-training-problem-from-public', { body: AddFromPublicBody, answer: TrainingProblemMapping }),
  addFromGroup: defineCall('POST', '/api/group/add-training-problem-from-group', { body: AddFromGroupBody, answer: TrainingProblemMapping }),
};

/** a group's problem calls (spec 3 §7 "Problems" under Groups): the lists, the form's reads and writes, the authority and the request to make one public */
export const groupProblemCalls = {
  list: defineCall('GET', '/api/group/get-problem-list', { query: GroupProblemListQuery, answer: Page(GroupProblemRow) }),
  adminList: defineCall('GET', '/api/group/get-admin-problem-list', { query: GroupProblemListQuery, answer: Page(AdminProblem) }),
  get: defineCall('GET', '/api/group/problem', { query: GroupProblemPidQuery, answer: AdminProblem }),
  create: defineCall('POST', '/api/group/problem', { body: GroupProblemBody, answer: GroupProblemSaved }),
  update: defineCall('PUT', '/api/group/problem', { body: GroupProblemBody, answer: GroupProblemSaved }),
  remove: defineCall('DELETE', '/api/group/problem', { query: GroupProblemPidQuery, answer: Type.Null() }),
  cases: defineCall('GET', '/api/group/get-problem-cases', { query: GroupProblemCasesQuery, answer: Type.Array(ProblemCase) }),
  setAuth: defineCall('PUT', '/api/group/change-problem-auth', { body: GroupProblemAuthBody, answer: Type.Null() }),
  applyPublic: defineCall('PUT', '/api/group/apply-public', { body: GroupProblemApplyBody, answer: Type.Null() }),
};

/** the site's examination of group problems (spec 2 §2 admin group-problem/apply): the requests waiting, their approval or refusal */
export const groupProblemAdminCalls = {
  requests: defineCall('GET', '/api/admin/group-problem/list', { query: GroupProblemApplyQuery, answer: Page(AdminProblem) }),
  setProgress: defineCall('PUT', '/api/admin/group-problem/change-progress', { body: GroupProblemProgressBody, answer: Type.Null() }),
};

/** a group's contest calls (spec 3 §7 "Contests" under Groups): the contest admin's calls with the group */
export const groupContestCalls = {
  list: defineCall('GET', '/api/group/get-contest-list', { query: GroupContestListQuery, answer: Page(ContestSchema) }),
  adminList: defineCall('GET', '/api/group/get-admin-contest-list', { query: GroupContestListQuery, answer: Page(GroupAdminContestRow) }),
  get: defineCall('GET', '/api/group/contest', { query: AdminCidQuery, answer: AdminContest }),
  create: defineCall('POST', '/api/group/contest', { body: GroupContestCreateBody, answer: ContestSchema }),
  update: defineCall('PUT', '/api/group/contest', { body: GroupContestUpdateBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/group/contest', { query: AdminCidQuery, answer: Type.Null() }),
  setVisible: defineCall('PUT', '/api/group/change-contest-visible', { query: VisibleQuery, answer: Type.Null() }),

  problems: defineCall('GET', '/api/group/get-contest-problem-list', { query: AdminProblemListQuery, answer: GroupContestProblemList }),
  createProblem: defineCall('POST', '/api/group/contest-problem', { body: ContestProblemWrite, answer: Type.Object({ pid: Type.Integer(), cpid: Type.Integer() }) }),
  problem: defineCall('GET', '/api/group/contest-problem', { query: CidPidQuery, answer: AdminContestProblem }),
  updateProblem: defineCall('PUT', '/api/group/contest-problem', { body: GroupContestProblemUpdate, answer: Type.Null() }),
  removeProblem: defineCall('DELETE', '/api/group/contest-problem', { query: CidPidQuery, answer: Type.Null() }),
  addFromPublic: defineCall('POST', '/api/group/add-contest-problem-from-public', { body: ContestAddFromPublicBody, answer: AdminContestProblem }),
  addFromGroup: defineCall('POST', '/api/group/add-contest-problem-from-group', { query: AddFromGroupQuery, answer: AdminContestProblem }),

  announcements: defineCall('GET', '/api/group/get-contest-announcement-list', { query: ContestAnnouncementListQuery, answer: Page(AdminAnnouncement) }),
  addAnnouncement: defineCall('POST', '/api/group/contest-announcement', { body: ContestAnnouncementBody, answer: AdminAnnouncement }),
  updateAnnouncement: defineCall('PUT', '/api/group/contest-announcement', { body: ContestAnnouncementBody, answer: Type.Null() }),
  removeAnnouncement: defineCall('DELETE', '/api/group/contest-announcement', { query: ContestAnnouncementDeleteQuery, answer: Type.Null() }),
};

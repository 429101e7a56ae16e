// The discussions plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. The payloads are payloads.ts.
// Browser-safe: TypeBox and @oj/sdk/shared only.
import { Type } from '@sinclair/typebox';
import { Page, defineCall } from '@oj/sdk/shared';
import { DiscussionCategory, DiscussionReport, DiscussionSchema } from './discussion.ts';
import {
  AdminDeleteBody, AdminDiscussionBody, CategoryListBody, DidQuery, DiscussionBody, DiscussionLikeQuery, DiscussionListQuery, ReportBody,
  ReportListQuery, ReportUpdateBody,
} from './payloads.ts';

/** a user's calls (spec 3 §7 "Discussion"): the categories, the list, a discussion, writing, likes and reports */
export const discussionCalls = {
  categories: defineCall('GET', '/api/discussion-category', { answer: Type.Array(DiscussionCategory) }),
  saveCategories: defineCall('POST', '/api/discussion-category', { body: CategoryListBody, answer: Type.Array(DiscussionCategory) }),
  list: defineCall('GET', '/api/get-discussion-list', { query: DiscussionListQuery, answer: Page(DiscussionSchema) }),
  detail: defineCall('GET', '/api/get-discussion-detail', { query: DidQuery, answer: DiscussionSchema }),
  create: defineCall('POST', '/api/discussion', { body: DiscussionBody, answer: DiscussionSchema }),
  update: defineCall('PUT', '/api/discussion', { body: DiscussionBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/discussion', { query: DidQuery, answer: Type.Null() }),
  like: defineCall('GET', '/api/discussion-like', { query: DiscussionLikeQuery, answer: Type.Null() }),
  report: defineCall('POST', '/api/discussion-report', { body: ReportBody, answer: Type.Null() }),
};

/** the moderators' calls (root, admin, problem admin): the list with disabled posts, switches, delete and the reports */
export const discussionAdminCalls = {
  list: defineCall('GET', '/api/admin/discussion', { query: DiscussionListQuery, answer: Page(DiscussionSchema) }),
  update: defineCall('PUT', '/api/admin/discussion', { body: AdminDiscussionBody, answer: Type.Null() }),
  /** the ids go in the body */
  remove: defineCall('DELETE', '/api/admin/discussion', { body: AdminDeleteBody, answer: Type.Null() }),
  reports: defineCall('GET', '/api/admin/discussion-report', { query: ReportListQuery, answer: Page(DiscussionReport) }),
  updateReport: defineCall('PUT', '/api/admin/discussion-report', { body: ReportUpdateBody, answer: Type.Null() }),
};

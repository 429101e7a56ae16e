// The problems plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. Routes left out of here are
// uploads, downloads, the judge's test data and a package's verify run (paths with parameters) and
// the compile calls (several paths).
// Browser-safe: TypeBox and @oj/sdk/shared only.
import { Type } from '@sinclair/typebox';
import { Page, defineCall } from '@oj/sdk/shared';
import { AdminProblem, AnnexFile, ClassifiedTags, CodeTemplate, Language, ProblemAuth, ProblemCase, ProblemDetail, ProblemListRow, Tag, TagClassification } from './models.ts';
import { ProblemInput } from './problem-input.ts';
import {
  Bank, BarProblem, BarQuery, LanguagesQuery, ProblemByPidQuery, ProblemDetailQuery, ProblemListQuery, RandomProblem, RecentProblem, TagBankQuery,
  UserProblemStatusBody, UserProblemStatuses,
} from './payloads.ts';
import {
  AdminPidQuery, AdminProblemPageQuery, AdminProblemRow, ClassificationBody, ClassificationUpdateBody, ProblemCasesQuery, TagBody, TagUpdateBody,
} from './admin-payloads.ts';

/** the problem list, the problem page, the home widget and the bank filter (spec 2 §7 "Problems", "Home") */
export const problemCalls = {
  list: defineCall('GET', '/api/get-problem-list', { query: ProblemListQuery, answer: Page(ProblemListRow) }),
  bar: defineCall('GET', '/api/get-full-screen-problem-list', { query: BarQuery, answer: Type.Array(BarProblem) }),
  random: defineCall('GET', '/api/get-random-problem', { answer: RandomProblem }),
  userStatus: defineCall('POST', '/api/get-user-problem-status', { body: UserProblemStatusBody, answer: UserProblemStatuses }),
  detail: defineCall('GET', '/api/get-problem-detail', { query: ProblemDetailQuery, answer: ProblemDetail }),
  tags: defineCall('GET', '/api/get-problem-tags', { query: ProblemByPidQuery, answer: Type.Array(Tag) }),
  languages: defineCall('GET', '/api/languages', { query: LanguagesQuery, answer: Type.Array(Language) }),
  problemLanguages: defineCall('GET', '/api/get-problem-languages', { query: ProblemByPidQuery, answer: Type.Array(Language) }),
  codeTemplates: defineCall('GET', '/api/get-problem-code-template', { query: ProblemByPidQuery, answer: Type.Array(CodeTemplate) }),
  annex: defineCall('GET', '/api/get-problem-annex', { query: ProblemByPidQuery, answer: Type.Array(AnnexFile) }),
  allTags: defineCall('GET', '/api/get-all-problem-tags', { query: TagBankQuery, answer: Type.Array(Tag) }),
  classifiedTags: defineCall('GET', '/api/get-problem-tags-and-classification', { query: TagBankQuery, answer: Type.Array(ClassifiedTags) }),
  recent: defineCall('GET', '/api/get-recent-updated-problem', { answer: Type.Array(RecentProblem) }),
  banks: defineCall('GET', '/api/problems/banks', { answer: Type.Array(Bank) }),
};

/** what a saved problem answers: its id and display id */
const SavedProblem = Type.Object({ pid: Type.Integer(), problemId: Type.String() });

/** the admin's problem and tag calls (reference §2 "Admin" problem and tag rows) */
export const adminProblemCalls = {
  list: defineCall('GET', '/api/admin/problem/get-problem-list', { query: AdminProblemPageQuery, answer: Page(AdminProblemRow) }),
  get: defineCall('GET', '/api/admin/problem', { query: AdminPidQuery, answer: AdminProblem }),
  cases: defineCall('GET', '/api/admin/problem/get-problem-cases', { query: ProblemCasesQuery, answer: Type.Array(ProblemCase) }),
  create: defineCall('POST', '/api/admin/problem', { body: ProblemInput, answer: SavedProblem }),
  update: defineCall('PUT', '/api/admin/problem', { body: ProblemInput, answer: SavedProblem }),
  remove: defineCall('DELETE', '/api/admin/problem', { query: AdminPidQuery, answer: Type.Null() }),
  changeAuth: defineCall('PUT', '/api/admin/problem/change-problem-auth', { body: Type.Object({ id: Type.Integer(), auth: ProblemAuth }), answer: Type.Null() }),
  createTag: defineCall('POST', '/api/admin/tag', { body: TagBody, answer: Tag }),
  updateTag: defineCall('PUT', '/api/admin/tag', { body: TagUpdateBody, answer: Type.Null() }),
  removeTag: defineCall('DELETE', '/api/admin/tag', { query: Type.Object({ tid: Type.Integer() }), answer: Type.Null() }),
  classifications: defineCall('GET', '/api/admin/tag/classification', { query: TagBankQuery, answer: Type.Array(TagClassification) }),
  createClassification: defineCall('POST', '/api/admin/tag/classification', { body: ClassificationBody, answer: TagClassification }),
  updateClassification: defineCall('PUT', '/api/admin/tag/classification', { body: ClassificationUpdateBody, answer: Type.Null() }),
  removeClassification: defineCall('DELETE', '/api/admin/tag/classification', { query: Type.Object({ tcid: Type.Integer() }), answer: Type.Null() }),
};

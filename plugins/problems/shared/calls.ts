// The problems plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui, `api.upload` or the admin's uploadZip for an upload), so a path or a schema
// cannot drift apart. Routes left out of here: the downloads (they answer a file, not an envelope)
// and the judge's test data.
// Browser-safe: TypeBox and @oj/sdk/shared only.
import { Type } from '@sinclair/typebox';
import { Page, defineCall, defineUpload } from '@oj/sdk/shared';
import { AdminProblem, AnnexFile, ClassifiedTags, CodeTemplate, Language, ProblemAuth, ProblemCase, ProblemDetail, ProblemListRow, Tag, TagClassification } from './models.ts';
import { ProblemInput } from './problem-input.ts';
import {
  Bank, BarProblem, BarQuery, LanguagesQuery, ProblemByPidQuery, ProblemDetailQuery, ProblemListQuery, RandomProblem, RecentProblem, TagBankQuery,
  UserProblemStatusBody, UserProblemStatuses,
} from './payloads.ts';
import {
  AdminPidQuery, AdminProblemPageQuery, AdminProblemRow, ClassificationBody, ClassificationUpdateBody, CompileBody, ProblemCasesQuery, TagBody,
  TagUpdateBody, TestCaseZipQuery, UploadedCases,
} from './admin-payloads.ts';
import { ImportPackageAnswer, VerifyPackageStarted, VerifyPackageState } from './packages.ts';

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

/**
 * A checker's compile (spec 2 §7, §8 "Spj code must compile"): the admin's paths, and a group's
 * (spec 3 §7), whose body's gid names the group. The page picks one by mode and group.
 */
export const compileCalls = {
  adminSpj: defineCall('POST', '/api/admin/problem/compile-spj', { body: CompileBody, answer: Type.Null() }),
  adminInteractive: defineCall('POST', '/api/admin/problem/compile-interactive', { body: CompileBody, answer: Type.Null() }),
  groupSpj: defineCall('POST', '/api/group/compile-spj', { body: CompileBody, answer: Type.Null() }),
  groupInteractive: defineCall('POST', '/api/group/compile-interactive', { body: CompileBody, answer: Type.Null() }),
};

/**
 * Problem packages and test data as files (issue 31, reference §2 "Files", §4.6): the uploads (a
 * multipart form: the file and, for a package, its `format` field) and a verify run's state.
 */
export const problemFileCalls = {
  importPackage: defineUpload('/api/admin/problem/import-package', { answer: ImportPackageAnswer }),
  verifyPackage: defineUpload('/api/admin/problem/verify-package', { answer: VerifyPackageStarted }),
  verifyRun: defineCall('GET', '/api/admin/problem/verify-package/:id', { params: Type.Object({ id: Type.String() }), answer: VerifyPackageState }),
  importProblem: defineUpload('/api/file/import-problem', { answer: Type.Null() }),
  uploadTestCaseZip: defineUpload('/api/file/upload-testcase-zip', { query: TestCaseZipQuery, answer: UploadedCases }),
};

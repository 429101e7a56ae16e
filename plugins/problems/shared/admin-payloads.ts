// Payloads of the admin's problem and tag calls (reference §2 "Admin" problem and tag rows): the
// problem list's query and row, the test cases' query, and what a tag or a classification is saved
// with (the spec's messages on each rule). The routes validate and answer with these schemas and
// the admin pages read their types from them. Browser-safe (TypeBox and @oj/sdk/shared only).
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';
import { AdminProblem } from './models.ts';
import { nullable } from './problem-input.ts';
import { TAG_COLOR_MAX, TAG_NAME_MAX } from './limits.ts';

/** GET /api/admin/problem/get-problem-list: a page of the bank, by keyword, auth and bank */
export const AdminProblemPageQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  auth: LenientInt,
  oj: Type.Optional(Type.String({ maxLength: 20 })),
});
export type AdminProblemPageQuery = Static<typeof AdminProblemPageQuery>;

/** a row of the admin problem list */
export const AdminProblemRow = Type.Pick(AdminProblem, ['id', 'problemId', 'title', 'author', 'type', 'judgeMode', 'difficulty', 'auth', 'isRemote', 'modifiedUser', 'gmtCreate', 'gmtModified']);
export type AdminProblemRow = Static<typeof AdminProblemRow>;

/** a problem named by its id */
export const AdminPidQuery = Type.Object({ pid: Type.Integer() });

/** GET /api/admin/problem/get-problem-cases: a problem's test cases */
export const ProblemCasesQuery = Type.Object({ pid: Type.Integer(), isUpload: Type.Optional(Type.Boolean()) });

const TagName = withMessages(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX, pattern: '\\S' }), {
  required: 'PROBLEMS_TAG_NAME_REQUIRED', minLength: 'PROBLEMS_TAG_NAME_REQUIRED', pattern: 'PROBLEMS_TAG_NAME_REQUIRED', maxLength: 'PROBLEMS_TAG_NAME_REQUIRED',
});
const NullableId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));

/** POST /api/admin/tag: a new tag of a bank, in a classification or none */
export const TagBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: TagName,
  color: nullable(Type.String({ maxLength: TAG_COLOR_MAX }), 'PROBLEMS_TAG_COLOR_INVALID'),
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  tcid: NullableId,
});
export type TagBody = Static<typeof TagBody>;
/** PUT /api/admin/tag: the same with the tag's id */
export const TagUpdateBody = Type.Composite([TagBody, Type.Object({ id: Type.Integer() })]);

/** POST /api/admin/tag/classification: a new classification of a bank */
export const ClassificationBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: TagName,
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  rank: Type.Optional(withMessages(Type.Integer({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 }), { type: 'PROBLEMS_RANK_INVALID', minimum: 'PROBLEMS_RANK_INVALID', maximum: 'PROBLEMS_RANK_INVALID' })),
});
export type ClassificationBody = Static<typeof ClassificationBody>;
/** PUT /api/admin/tag/classification: the same with the classification's id */
export const ClassificationUpdateBody = Type.Composite([ClassificationBody, Type.Object({ id: Type.Integer() })]);

/**
 * POST /api/admin/problem/compile-spj and /compile-interactive (and the group's paths): a checker's
 * code to compile (reference CompileDTO; `token` and `pid` are accepted and not needed, `gid` names
 * the group on the group's paths)
 */
export const CompileBody = Type.Object({
  code: withMessages(Type.String({ minLength: 1, maxLength: 1 << 20, pattern: '\\S' }), {
    required: 'PROBLEMS_COMPILE_CODE_EMPTY', minLength: 'PROBLEMS_COMPILE_CODE_EMPTY', pattern: 'PROBLEMS_COMPILE_CODE_EMPTY',
  }),
  language: withMessages(Type.String({ minLength: 1, maxLength: 40 }), { required: 'PROBLEMS_COMPILE_LANGUAGE_REQUIRED', minLength: 'PROBLEMS_COMPILE_LANGUAGE_REQUIRED' }),
  extraFiles: Type.Optional(Type.Union([Type.Null(), Type.Record(Type.String({ maxLength: 100 }), Type.String())])),
  token: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  pid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  gid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
});
export type CompileBody = Static<typeof CompileBody>;

/** POST /api/file/upload-testcase-zip's query: a group's admin uploads for the group's problems (spec 3 §7: ?gid=…&mode=…) */
export const TestCaseZipQuery = Type.Object({ gid: Type.Optional(Type.Integer({ minimum: 1 })), mode: Type.Optional(Type.String({ maxLength: 40 })) });

/** what a test case zip upload answers: the input and output pairs found, and where they wait for the save */
export const UploadedCases = Type.Object({
  fileList: Type.Array(Type.Object({ input: Type.String(), output: Type.String() })),
  /** the token to send back as uploadTestcaseDir when saving the problem */
  fileListDir: Type.String(),
});
export type UploadedCases = Static<typeof UploadedCases>;

// What admins send to create and edit a problem (the reference's ProblemDTO), with the spec's
// messages on each rule (spec 2 §5 "Admin", §8 admin messages). Browser-safe (TypeBox and
// @oj/sdk/shared only): the bank's routes validate with it, and a plugin whose own form writes a
// problem (a contest's, `@oj/plugin-problems/problem-input`) takes the same rules and messages.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { withMessages } from '@oj/sdk/shared';
import { JudgeCaseMode, JudgeMode, ProblemAuth } from './models.ts';
import {
  CASE_TEXT_MAX, CODE_TEMPLATE_MAX, DISPLAY_ID_PATTERN, MAX_CASES, MAX_MEMORY_LIMIT_MB, MAX_TIME_LIMIT_MS, TAG_COLOR_MAX, TAG_NAME_MAX, TEXT_MAX, TITLE_MAX,
} from './limits.ts';

/**
 * A value or null with the field's own message on both branches: a union answers with its first
 * failing branch, so without it the form showed the generic "参数 source 的类型不正确".
 */
export const nullable = <T extends TSchema>(schema: T, message: string) => Type.Optional(Type.Union([
  withMessages(Type.Null(), { type: message }),
  withMessages(schema, { type: message, maxLength: message, minimum: message, maximum: message }),
]));
const nullableText = (maxLength: number, message: string) => nullable(Type.String({ maxLength }), message);
const Text = (message: string) => nullableText(TEXT_MAX, message);
const Flag = Type.Optional(Type.Boolean());
const limit = (max: number) => withMessages(Type.Integer({ minimum: 1, maximum: max }), { minimum: 'PROBLEMS_LIMIT_INVALID', maximum: 'PROBLEMS_LIMIT_INVALID', type: 'PROBLEMS_LIMIT_INVALID', required: 'PROBLEMS_LIMIT_INVALID' });
const FileNameText = nullableText(100, 'PROBLEMS_FILE_NAME_TOO_LONG');
const choice = <T extends TSchema>(schema: T, message: string) => withMessages(schema, { type: message, minimum: message, maximum: message, enum: message, const: message, anyOf: message });

export const ProblemFields = Type.Object({
  id: Type.Optional(Type.Integer()),
  problemId: withMessages(Type.String({ pattern: DISPLAY_ID_PATTERN }), { pattern: 'PROBLEMS_DISPLAY_ID_INVALID', required: 'PROBLEMS_DISPLAY_ID_INVALID' }),
  title: withMessages(Type.String({ minLength: 1, maxLength: TITLE_MAX, pattern: '\\S' }), { required: 'PROBLEMS_TITLE_REQUIRED', minLength: 'PROBLEMS_TITLE_REQUIRED', pattern: 'PROBLEMS_TITLE_REQUIRED', maxLength: 'PROBLEMS_TITLE_TOO_LONG' }),
  author: nullableText(100, 'PROBLEMS_AUTHOR_TOO_LONG'),
  type: Type.Optional(choice(Type.Integer({ minimum: 0, maximum: 1 }), 'PROBLEMS_TYPE_INVALID')),
  judgeMode: Type.Optional(JudgeMode),
  judgeCaseMode: Type.Optional(JudgeCaseMode),
  timeLimit: Type.Optional(limit(MAX_TIME_LIMIT_MS)),
  memoryLimit: Type.Optional(limit(MAX_MEMORY_LIMIT_MB)),
  stackLimit: Type.Optional(limit(MAX_MEMORY_LIMIT_MB)),
  description: Text('PROBLEMS_DESCRIPTION_TOO_LONG'), input: Text('PROBLEMS_INPUT_TOO_LONG'), output: Text('PROBLEMS_OUTPUT_TOO_LONG'),
  examples: Text('PROBLEMS_EXAMPLES_TOO_LONG'), hint: Text('PROBLEMS_HINT_TOO_LONG'), source: Text('PROBLEMS_SOURCE_TOO_LONG'),
  difficulty: Type.Optional(choice(Type.Integer({ minimum: 0, maximum: 2 }), 'PROBLEMS_LEVEL_INVALID')),
  auth: Type.Optional(ProblemAuth),
  ioScore: Type.Optional(withMessages(Type.Integer({ minimum: 0 }), { minimum: 'PROBLEMS_SCORE_INVALID', type: 'PROBLEMS_SCORE_INVALID' })),
  codeShare: Flag,
  spjCode: Text('PROBLEMS_CHECKER_TOO_LONG'),
  spjLanguage: nullableText(40, 'PROBLEMS_CHECKER_LANGUAGE_INVALID'),
  /** JSON {file name: content} */
  userExtraFile: Text('PROBLEMS_EXTRA_FILES_TOO_LONG'),
  judgeExtraFile: Text('PROBLEMS_EXTRA_FILES_TOO_LONG'),
  isRemoveEndBlank: Flag,
  openCaseResult: Flag,
  isFileIO: Flag,
  ioReadFileName: FileNameText,
  ioWriteFileName: FileNameText,
});
export type ProblemFields = Static<typeof ProblemFields>;

/** an integer ≥ 0 or null, as one JSON type list so the spec's message reaches the client */
const Score = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, 'x-msg': { minimum: 'PROBLEMS_SCORE_INVALID', type: 'PROBLEMS_SCORE_INVALID' } }));
export const CaseInput = Type.Object({
  input: withMessages(Type.String({ maxLength: CASE_TEXT_MAX }), { maxLength: 'PROBLEMS_CASE_TOO_LONG', type: 'PROBLEMS_CASE_TOO_LONG' }),
  output: withMessages(Type.String({ maxLength: CASE_TEXT_MAX }), { maxLength: 'PROBLEMS_CASE_TOO_LONG', type: 'PROBLEMS_CASE_TOO_LONG' }),
  score: Score,
  groupNum: nullable(Type.Integer({ minimum: 0 }), 'PROBLEMS_GROUP_NUM_INVALID'),
});
export type CaseInput = Static<typeof CaseInput>;

export const LanguageChoice = Type.Object({ id: Type.Optional(Type.Integer()), name: Type.String({ maxLength: 40 }) });
export const TemplateInput = Type.Object({
  lid: Type.Integer(),
  code: withMessages(Type.String({ maxLength: CODE_TEMPLATE_MAX }), { required: 'PROBLEMS_CODE_TEMPLATE_EMPTY', maxLength: 'PROBLEMS_CODE_TEMPLATE_TOO_LONG' }),
  status: Type.Optional(Type.Boolean()),
});
export const TagInput = Type.Object({
  id: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  name: withMessages(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX }), { minLength: 'PROBLEMS_TAG_NAME_REQUIRED', required: 'PROBLEMS_TAG_NAME_REQUIRED', maxLength: 'PROBLEMS_TAG_NAME_REQUIRED' }),
  color: nullableText(TAG_COLOR_MAX, 'PROBLEMS_TAG_COLOR_INVALID'),
});

/** the reference's ProblemDTO */
export const ProblemInput = Type.Object({
  problem: ProblemFields,
  /** test cases: literal data, or file names of the upload when isUploadTestCase */
  samples: Type.Optional(withMessages(Type.Array(CaseInput, { maxItems: MAX_CASES }), { maxItems: 'PROBLEMS_TOO_MANY_CASES' })),
  isUploadTestCase: Type.Optional(Type.Boolean()),
  /** the fileListDir token returned by upload-testcase-zip (never a path) */
  uploadTestcaseDir: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
  judgeMode: Type.Optional(JudgeMode),
  languages: Type.Optional(Type.Array(LanguageChoice, { maxItems: 200 })),
  codeTemplates: Type.Optional(Type.Array(TemplateInput, { maxItems: 200 })),
  tags: Type.Optional(Type.Array(TagInput, { maxItems: 100 })),
});
export type ProblemInput = Static<typeof ProblemInput>;

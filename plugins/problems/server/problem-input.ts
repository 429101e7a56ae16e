// What admins send to create and edit a problem (the reference's ProblemDTO), with the spec's
// messages on each rule (spec 2 §5 "Admin", §8 admin messages).
import { Type, type Static } from '@sinclair/typebox';
import { withMessages } from '@oj/sdk';
import { JudgeCaseMode, JudgeMode, ProblemAuth } from '../shared/service.ts';
import { DISPLAY_ID_PATTERN, MAX_MEMORY_LIMIT_MB, MAX_TIME_LIMIT_MS, TAG_NAME_MAX, TITLE_MAX } from './limits.ts';

const Text = Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1_000_000 })]));
const Flag = Type.Optional(Type.Boolean());
const limit = (max: number) => withMessages(Type.Integer({ minimum: 1, maximum: max }), { minimum: 'PROBLEMS_LIMIT_INVALID', maximum: 'PROBLEMS_LIMIT_INVALID', type: 'PROBLEMS_LIMIT_INVALID', required: 'PROBLEMS_LIMIT_INVALID' });
const FileNameText = Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })]));

export const ProblemFields = Type.Object({
  id: Type.Optional(Type.Integer()),
  problemId: withMessages(Type.String({ pattern: DISPLAY_ID_PATTERN }), { pattern: 'PROBLEMS_DISPLAY_ID_INVALID', required: 'PROBLEMS_DISPLAY_ID_INVALID' }),
  title: withMessages(Type.String({ minLength: 1, maxLength: TITLE_MAX, pattern: '\\S' }), { required: 'PROBLEMS_TITLE_REQUIRED', minLength: 'PROBLEMS_TITLE_REQUIRED', pattern: 'PROBLEMS_TITLE_REQUIRED', maxLength: 'PROBLEMS_TITLE_TOO_LONG' }),
  author: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  judgeMode: Type.Optional(JudgeMode),
  judgeCaseMode: Type.Optional(JudgeCaseMode),
  timeLimit: Type.Optional(limit(MAX_TIME_LIMIT_MS)),
  memoryLimit: Type.Optional(limit(MAX_MEMORY_LIMIT_MB)),
  stackLimit: Type.Optional(limit(MAX_MEMORY_LIMIT_MB)),
  description: Text, input: Text, output: Text, examples: Text, hint: Text, source: Text,
  difficulty: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  auth: Type.Optional(ProblemAuth),
  ioScore: Type.Optional(withMessages(Type.Integer({ minimum: 0 }), { minimum: 'PROBLEMS_SCORE_INVALID', type: 'PROBLEMS_SCORE_INVALID' })),
  codeShare: Flag,
  spjCode: Text,
  spjLanguage: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 40 })])),
  /** JSON {file name: content} */
  userExtraFile: Text,
  judgeExtraFile: Text,
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
  input: Type.String({ maxLength: 10_000_000 }),
  output: Type.String({ maxLength: 10_000_000 }),
  score: Score,
  groupNum: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
});
export type CaseInput = Static<typeof CaseInput>;

export const LanguageChoice = Type.Object({ id: Type.Optional(Type.Integer()), name: Type.String({ maxLength: 40 }) });
export const TemplateInput = Type.Object({
  lid: Type.Integer(),
  code: withMessages(Type.String({ maxLength: 65535 }), { required: 'PROBLEMS_CODE_TEMPLATE_EMPTY' }),
  status: Type.Optional(Type.Boolean()),
});
export const TagInput = Type.Object({
  id: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  name: withMessages(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX }), { minLength: 'PROBLEMS_TAG_NAME_REQUIRED', required: 'PROBLEMS_TAG_NAME_REQUIRED', maxLength: 'PROBLEMS_TAG_NAME_REQUIRED' }),
  color: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 20 })])),
});

/** the reference's ProblemDTO */
export const ProblemInput = Type.Object({
  problem: ProblemFields,
  /** test cases: literal data, or file names of the upload when isUploadTestCase */
  samples: Type.Optional(Type.Array(CaseInput, { maxItems: 2000 })),
  isUploadTestCase: Type.Optional(Type.Boolean()),
  /** the fileListDir token returned by upload-testcase-zip (never a path) */
  uploadTestcaseDir: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
  judgeMode: Type.Optional(JudgeMode),
  languages: Type.Optional(Type.Array(LanguageChoice, { maxItems: 200 })),
  codeTemplates: Type.Optional(Type.Array(TemplateInput, { maxItems: 200 })),
  tags: Type.Optional(Type.Array(TagInput, { maxItems: 100 })),
});
export type ProblemInput = Static<typeof ProblemInput>;

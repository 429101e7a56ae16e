// The problem models of spec 2 §3 (list row, detail, admin model) with the field names of the
// reference's client (reference §3 "Problems"). Routes, the public service and the UI take their
// types from here. Browser-safe (TypeBox and @oj/sdk/shared only): shared/browser.ts passes it on.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString } from '@oj/sdk/shared';

/**
 * spec 2 §3 constants: judge case modes, and how a case's output is judged (reference §4.4–4.5).
 * The judge engine reads the same values (its JudgeTask); shared/service.ts fails the type check
 * if the two ever differ. They are written out here because a page cannot import the engine.
 */
export const JudgeCaseMode = Type.Union([
  Type.Literal('default'),
  Type.Literal('subtask_lowest'),
  Type.Literal('subtask_average'),
  Type.Literal('ergodic_without_error'),
]);
export type JudgeCaseMode = Static<typeof JudgeCaseMode>;
export const JudgeMode = Type.Union([Type.Literal('default'), Type.Literal('spj'), Type.Literal('interactive')]);
export type JudgeMode = Static<typeof JudgeMode>;

/** problem.auth: 1 public, 2 private (hidden), 3 contest-only (reference §2 "Problems") */
export const PROBLEM_AUTH = { public: 1, private: 2, contest: 3 } as const;
export const ProblemAuth = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type ProblemAuth = Static<typeof ProblemAuth>;

/** spec 2 §3: 0 Easy, 1 Mid, 2 Hard */
export const Difficulty = Type.Integer({ minimum: 0, maximum: 2 });
/** 0 ACM, 1 OI */
export const ProblemTypeCode = Type.Integer({ minimum: 0, maximum: 1 });
export const PROBLEM_TYPE = { acm: 0, oi: 1 } as const;

/** the bank of this site's own problems (spec 2 §3: the Mine bank maps to ME) */
export const LOCAL_OJ = 'ME';
/**
 * A remote judge's bank (spec 2 §3: HDU, CF, POJ, …): an open registry the remote judge plugins
 * fill (remoteOjPoint); without one, only this site's bank exists. Its problems' display ids
 * start with `<oj>-`.
 */
export interface RemoteBank {
  /** the short name, e.g. 'CF' */
  oj: string;
  /** shown in the bank filter, e.g. 'Codeforces' */
  name: string;
  /** other names clients send for it, e.g. ['CODEFORCES'] */
  aliases?: readonly string[];
}

/**
 * The bank a client names (any case): 'ALL' for every bank, a remote judge's short name (or an
 * alias of it), or else this site's bank ME, as the reference reads it: "Mine", "ME" and any
 * other name that is not a remote judge mean this site's problems. Empty means `fallback`.
 */
export function bankOf(oj: string | undefined | null, fallback: string = LOCAL_OJ, remotes: readonly RemoteBank[] = []): string {
  const name = oj?.trim().toUpperCase();
  if (!name) return fallback;
  if (name === 'ALL') return name;
  return remotes.find((r) => r.oj.toUpperCase() === name || r.aliases?.some((a) => a.toUpperCase() === name))?.oj ?? LOCAL_OJ;
}

export const Tag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: NullableString,
  oj: Type.String(),
  gid: Type.Union([Type.Integer(), Type.Null()]),
  tcid: Type.Union([Type.Integer(), Type.Null()]),
});
export type Tag = Static<typeof Tag>;

/** a tag as shown on a list row or the detail page */
export const TagChip = Type.Object({ id: Type.Integer(), name: Type.String(), color: NullableString });
export type TagChip = Static<typeof TagChip>;

export const TagClassification = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  oj: Type.String(),
  rank: Type.Integer(),
});
export type TagClassification = Static<typeof TagClassification>;

/** spec 2 §3: classification with its tagList (classification null holds the unclassified tags) */
export const ClassifiedTags = Type.Object({
  classification: Type.Union([TagClassification, Type.Null()]),
  tagList: Type.Array(Tag),
});
export type ClassifiedTags = Static<typeof ClassifiedTags>;

/** the verdict counts of one problem (spec 2 §3 list row and problemCount) */
export const ProblemCount = Type.Object({
  total: Type.Integer(), ac: Type.Integer(), wa: Type.Integer(), tle: Type.Integer(), mle: Type.Integer(),
  re: Type.Integer(), pe: Type.Integer(), ce: Type.Integer(), se: Type.Integer(), pa: Type.Integer(),
});
export type ProblemCount = Static<typeof ProblemCount>;
export const ZERO_COUNT: ProblemCount = { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };

/** spec 2 §3 problem list row */
export const ProblemListRow = Type.Composite([
  Type.Object({
    pid: Type.Integer(),
    problemId: Type.String(),
    title: Type.String(),
    difficulty: Type.Integer(),
    type: Type.Integer(),
    tags: Type.Array(TagChip),
    /** the caller's status (spec 2 §3 judge status), null when never submitted or a visitor */
    myStatus: Type.Union([Type.Integer(), Type.Null()]),
  }),
  ProblemCount,
]);
export type ProblemListRow = Static<typeof ProblemListRow>;

/** the statement as users see it (spec 2 §3 problem detail response, `problem`) */
export const ProblemStatement = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: NullableString,
  type: Type.Integer(),
  judgeMode: JudgeMode,
  judgeCaseMode: JudgeCaseMode,
  timeLimit: Type.Integer({ description: 'ms' }),
  memoryLimit: Type.Integer({ description: 'MB' }),
  stackLimit: Type.Integer({ description: 'MB' }),
  description: NullableString,
  input: NullableString,
  output: NullableString,
  /** `<input>..</input><output>..</output>` pairs in one string */
  examples: NullableString,
  hint: NullableString,
  source: NullableString,
  difficulty: Type.Integer(),
  auth: Type.Integer(),
  ioScore: Type.Integer(),
  codeShare: Type.Boolean(),
  isRemote: Type.Boolean(),
  isRemoveEndBlank: Type.Boolean(),
  openCaseResult: Type.Boolean(),
  isFileIO: Type.Boolean(),
  ioReadFileName: NullableString,
  ioWriteFileName: NullableString,
  /** JSON map of file name → content (the Problem Annex tab) */
  userExtraFile: NullableString,
  gid: Type.Union([Type.Integer(), Type.Null()]),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type ProblemStatement = Static<typeof ProblemStatement>;

/** spec 2 §3 problem detail response */
export const ProblemDetail = Type.Object({
  problem: ProblemStatement,
  problemCount: ProblemCount,
  tags: Type.Array(TagChip),
  languages: Type.Array(Type.String()),
  codeTemplate: Type.Record(Type.String(), Type.String()),
  myStatus: Type.Union([Type.Integer(), Type.Null()]),
});
export type ProblemDetail = Static<typeof ProblemDetail>;

/** the admin model (spec 2 §3 "Admin problem model", reference problem row) */
export const AdminProblem = Type.Composite([
  ProblemStatement,
  Type.Object({
    spjCode: NullableString,
    spjLanguage: NullableString,
    judgeExtraFile: NullableString,
    isUploadCase: Type.Boolean(),
    caseVersion: Type.String(),
    modifiedUser: NullableString,
    isGroup: Type.Boolean(),
    applyPublicProgress: Type.Union([Type.Integer(), Type.Null()]),
    /** a multi-pass problem (from an ICPC package): the most passes a case may run, else null; read-only (an edit keeps it) */
    validationPasses: Type.Union([Type.Integer(), Type.Null()]),
    /** the problem's own output limit in MiB (an ICPC package's limits.output), else null: the judge's (twice the answer, at least 32 MiB); read-only */
    outputLimitMb: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type AdminProblem = Static<typeof AdminProblem>;

/** a test case: literal data when typed by hand, file names when uploaded */
export const ProblemCase = Type.Object({
  id: Type.Optional(Type.Integer()),
  pid: Type.Optional(Type.Integer()),
  input: Type.String(),
  output: Type.String(),
  score: Type.Union([Type.Integer(), Type.Null()]),
  groupNum: Type.Union([Type.Integer(), Type.Null()]),
});
export type ProblemCase = Static<typeof ProblemCase>;

/** a language of the language list (reference `language` table) */
export const Language = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contentType: Type.String(),
  compileCommand: Type.String(),
  template: Type.String(),
  codeTemplate: Type.String(),
  isSpj: Type.Boolean(),
  oj: Type.String(),
  seq: Type.Integer(),
});
export type Language = Static<typeof Language>;

export const CodeTemplate = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  lid: Type.Integer(),
  code: Type.String(),
  status: Type.Boolean(),
});
export type CodeTemplate = Static<typeof CodeTemplate>;

/** one file of the Problem Annex tab (the problem's user extra files) */
export const AnnexFile = Type.Object({ name: Type.String(), content: Type.String() });
export type AnnexFile = Static<typeof AnnexFile>;

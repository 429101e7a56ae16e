// What the engine is asked to judge and what it answers, as TypeBox schemas: the worker's queue
// protocol (judge-runners/worker/src/protocol.ts) is built from these, so there is one shape.
import { Type, type Static } from '@sinclair/typebox';

/** spec 2 §3 constants: judge case modes */
export const JudgeCaseMode = Type.Union([
  Type.Literal('default'),
  Type.Literal('subtask_lowest'),
  Type.Literal('subtask_average'),
  Type.Literal('ergodic_without_error'),
]);
export type JudgeCaseMode = Static<typeof JudgeCaseMode>;

/** reference §4.4–4.5: how a case's output is judged */
export const JudgeMode = Type.Union([Type.Literal('default'), Type.Literal('spj'), Type.Literal('interactive')]);
export type JudgeMode = Static<typeof JudgeMode>;

/** 0 ACM (status only), 1 OI (scores and partial acceptance) */
export const ProblemType = Type.Union([Type.Literal('ACM'), Type.Literal('OI')]);
export type ProblemType = Static<typeof ProblemType>;

const FileName = Type.String({ pattern: '^[A-Za-z0-9_][A-Za-z0-9_.\\-]{0,99}$' });

export const ExtraFiles = Type.Record(Type.String(), Type.String(), { description: 'file name → content' });

/**
 * The Kattis default output validator's rules (token-compare.ts), for judge mode default: tokens
 * split on white space; the flags of problemtools' default_validator.
 */
export const OutputComparison = Type.Object({
  caseSensitive: Type.Boolean(),
  /** the white space between tokens must be identical, not merely present */
  spaceChangeSensitive: Type.Boolean(),
  /** numbers (where the judge's token is one) within this absolute difference are equal */
  floatAbsoluteTolerance: Type.Optional(Type.Number({ minimum: 0 })),
  /** numbers within this share of the judge's value are equal */
  floatRelativeTolerance: Type.Optional(Type.Number({ minimum: 0 })),
});
export type OutputComparison = Static<typeof OutputComparison>;

/**
 * How the special judge or interactor is called and what its exit means:
 *  testlib  `checker input user_output answer`, testlib and reference exit codes (checker-verdict.ts);
 *  kattis   `checker input answer feedback_dir/ [flags]` with the output on stdin, exit 42 Accepted,
 *           43 Wrong Answer (kattis-validator.ts).
 */
export const CheckerProtocol = Type.Union([Type.Literal('testlib'), Type.Literal('kattis')]);
export type CheckerProtocol = Static<typeof CheckerProtocol>;

/** Kattis validator_flags: arguments after the feedback dir (NUL cannot be passed in an argv) */
export const CheckerFlags = Type.Array(Type.String({ maxLength: 200, pattern: '^[^\\u0000]*$' }), { maxItems: 50 });

/** how one case is judged where it differs from the task: its validator's flags, or its comparison */
export const CaseJudging = Type.Object({
  checkerFlags: Type.Optional(CheckerFlags),
  comparison: Type.Optional(OutputComparison),
});
export type CaseJudging = Static<typeof CaseJudging>;

/** the most passes a multi-pass case may be given (each pass is a full run of the program) */
export const MAX_VALIDATION_PASSES = 100;

/** the largest output limit a problem may set, in MiB */
export const MAX_OUTPUT_LIMIT_MB = 1024;

export const JudgeTask = Type.Object({
  language: Type.String(),
  code: Type.String({ maxLength: 1 << 20 }),
  problemType: ProblemType,
  /** the problem's limits, before the language factor */
  timeLimitMs: Type.Integer({ minimum: 1 }),
  memoryLimitMb: Type.Integer({ minimum: 1 }),
  judgeMode: JudgeMode,
  judgeCaseMode: JudgeCaseMode,
  /** reference §4.2: compare with trailing blanks removed (no PE) or exactly (PE on white space) */
  isRemoveEndBlank: Type.Boolean(),
  /** file-IO problems read their input from / write their output to these files instead of stdin/stdout */
  fileIO: Type.Optional(Type.Union([Type.Null(), Type.Object({ inputName: FileName, outputName: FileName })])),
  /** OI total score cap (problem.io_score); scores above it are cut */
  ioScore: Type.Optional(Type.Integer({ minimum: 0 })),
  /** copied beside the user's source (compile and run): headers, interaction libraries */
  userExtraFiles: Type.Optional(ExtraFiles),
  /**
   * names among userExtraFiles compiled together with the source (a multi-file program's other
   * sources, set by `oj problem verify` for a package's solution; the language's otherSources)
   */
  otherSources: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  /** copied beside the special judge or interactor (compile and run), e.g. testlib.h */
  judgeExtraFiles: Type.Optional(ExtraFiles),
  /** the special judge or interactor source, for judgeMode spj / interactive */
  checker: Type.Optional(Type.Object({ language: Type.String(), code: Type.String() })),
  /** judge mode default: compare as the Kattis default validator does instead of reference §4.2 */
  comparison: Type.Optional(OutputComparison),
  /** how the checker of judge mode spj / interactive is called; default testlib */
  checkerProtocol: Type.Optional(CheckerProtocol),
  /** checkerProtocol kattis: passed to the validator after the feedback dir */
  checkerFlags: Type.Optional(CheckerFlags),
  /**
   * cases judged with their own validator flags or comparison (an ICPC package's group or case
   * output_validator_args), by the case's input file name; the others use checkerFlags / comparison
   */
  caseJudging: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), CaseJudging, { maxProperties: 10_000 })),
  /**
   * a multi-pass problem (Kattis `type: multi-pass`, multi-pass.ts): a case runs the program up to
   * this many times, each pass on the input its Kattis validator wrote to nextpass.in; absent: one pass
   */
  validationPasses: Type.Optional(Type.Integer({ minimum: 2, maximum: MAX_VALIDATION_PASSES })),
  /**
   * the program's output limit in MiB (an ICPC package's limits.output, its default 8), stdout and
   * stderr each; absent: twice the answer and at least 32 MiB (limits.ts)
   */
  outputLimitMb: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OUTPUT_LIMIT_MB })),
  /** wall-clock budget of the whole submission; cases not started by then are cancelled */
  budgetMs: Type.Optional(Type.Integer({ minimum: 1000 })),
});
export type JudgeTask = Static<typeof JudgeTask>;

/** One test case of a problem's test data (reference §4.6 info file). */
export const TestCase = Type.Object({
  caseId: Type.Integer(),
  inputName: Type.String(),
  outputName: Type.String(),
  score: Type.Number({ minimum: 0 }),
  groupNum: Type.Optional(Type.Integer()),
});
export type TestCase = Static<typeof TestCase>;

export const CaseResult = Type.Object({
  caseId: Type.Integer(),
  /** 1-based order of the case in the test data */
  seq: Type.Integer(),
  groupNum: Type.Optional(Type.Integer()),
  status: Type.Integer({ description: 'spec 2 §3 judge status' }),
  timeMs: Type.Integer(),
  memoryKb: Type.Integer(),
  score: Type.Number(),
  inputName: Type.String(),
  outputName: Type.String(),
  /** the first bytes of the program's output */
  userOutput: Type.String(),
  /** why: checker message, "SIGSEGV", "exit code 3", "Output limit exceeded", "Skipped judging"… */
  message: Type.String(),
});
export type CaseResult = Static<typeof CaseResult>;

export const SubtaskResult = Type.Object({
  groupNum: Type.Integer(),
  status: Type.Integer(),
  score: Type.Number(),
  ac: Type.Integer(),
  total: Type.Integer(),
  timeMs: Type.Integer(),
  memoryKb: Type.Integer(),
});
export type SubtaskResult = Static<typeof SubtaskResult>;

export const JudgeOutcome = Type.Object({
  status: Type.Integer({ description: 'spec 2 §3 judge status' }),
  score: Type.Number(),
  /** max over the cases run, in ms (CPU time) and KB */
  timeMs: Type.Integer(),
  memoryKb: Type.Integer(),
  compileMessage: Type.String(),
  /** a submission-level explanation (System Error detail, budget exhausted…) */
  message: Type.String(),
  judgeCaseMode: JudgeCaseMode,
  cases: Type.Array(CaseResult),
  subtasks: Type.Array(SubtaskResult),
});
export type JudgeOutcome = Static<typeof JudgeOutcome>;

/** Progress while judging (spec 2 §3 statuses Compiling and Judging). */
export const JudgeProgress = Type.Union([
  Type.Object({ stage: Type.Literal('compiling') }),
  Type.Object({ stage: Type.Literal('judging'), caseIndex: Type.Integer(), caseCount: Type.Integer() }),
]);
export type JudgeProgress = Static<typeof JudgeProgress>;

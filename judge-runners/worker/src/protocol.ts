// The judge protocol between web nodes and judge nodes (ARCHITECTURE §1, §5).
//
//  queue `judge`          web node → judge node: one JudgeJob per submission attempt
//  queue `judge-results`  judge node → web node: JudgeProgressMessage while judging, then one
//                         JudgeFinalMessage (job id `final:<submissionId>:<attempt>`); one
//                         TestRunResultMessage per online test run (job id `test-run-<runKey>`)
//  queue `judge-test`     web node → judge node: short work a user waits for, in its own lane on
//                         every node so it neither waits behind submissions nor holds them up:
//                         TestRunJob (online test run) and CompileJob (an admin's "compile" button)
//  queue `judge-compile-results`  judge node → web node: one CompileResultMessage per CompileJob
//  queue `judge-verify`   web node → judge node: VerifyJob (a problem package's own solutions judged
//                         for a web node without a sandbox), in a lane of its own: it takes minutes
//  queue `judge-verify-results`  judge node → web node: VerifyResultMessage, `working` every few
//                         seconds and after each solution judged (with the lines so far), then
//                         one `done` or `failed`
//  HTTP                   judge node → web node: test data, see TEST_DATA_ROUTES below, and a
//                         verified package's case files, VERIFY_PACKAGE_ROUTES
//
// A web node applies a final result at most once per (submissionId, attempt): the judge node may
// send it again after a crash between judging and acknowledging the job.
import { Type, type Static } from '@sinclair/typebox';
import {
  ExtraFiles, JudgeTask, JudgeOutcome, JudgeCaseMode, JudgeMode, TestCase, TestRunOutcome, VerifiedSolution, VerifiedTimeLimit, VerifyResult, VerifySpec,
} from '@oj/judge-engine';

export const PROTOCOL_VERSION = 1;

export { JUDGE_FEATURES, featuresOf, missingFeatures, unsupportedMessage } from './features.ts';

export const JUDGE_QUEUE = 'judge';
export const JUDGE_RESULTS_QUEUE = 'judge-results';
/** BullMQ job names */
export const JUDGE_JOB_NAME = 'judge';
export const PROGRESS_JOB_NAME = 'progress';
export const FINAL_JOB_NAME = 'final';

/** how the web node should enqueue a judge job: BullMQ retries, after which the verdict is System Error */
export const JUDGE_JOB_ATTEMPTS = 3;

export const TestDataRef = Type.Object({
  problemId: Type.Integer({ minimum: 1 }),
  /** the problem's case version (reference problem.case_version), shown in logs */
  version: Type.String(),
  /** content hash of the test data manifest (sha256 hex): the cache key on judge nodes */
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type TestDataRef = Static<typeof TestDataRef>;

export const JudgeJob = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  submissionId: Type.Integer({ minimum: 1 }),
  /** 1 for the first judging, +1 for each rejudge: results are applied once per (submissionId, attempt) */
  attempt: Type.Integer({ minimum: 1 }),
  testData: TestDataRef,
  /** language, code, limits, judge mode, case mode, isRemoveEndBlank, file IO, extra files, checker */
  task: JudgeTask,
  /** features the node must have to judge the task (features.ts, featuresOf); absent: none */
  requires: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), { maxItems: 16 })),
});
export type JudgeJob = Static<typeof JudgeJob>;

const ResultHeader = {
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  submissionId: Type.Integer({ minimum: 1 }),
  attempt: Type.Integer({ minimum: 1 }),
  /** the judge node's name (reference judge.judger) */
  judger: Type.String(),
  /** ms since the epoch, when the judge node sent it */
  sentAt: Type.Integer(),
};

export const JudgeProgressMessage = Type.Object({
  ...ResultHeader,
  kind: Type.Literal('progress'),
  /** spec 2 §3: 6 Compiling, 7 Judging */
  status: Type.Union([Type.Literal(6), Type.Literal(7)]),
  /** while judging: case n of m (1-based) */
  caseIndex: Type.Optional(Type.Integer()),
  caseCount: Type.Optional(Type.Integer()),
});
export type JudgeProgressMessage = Static<typeof JudgeProgressMessage>;

export const JudgeFinalMessage = Type.Object({
  ...ResultHeader,
  kind: Type.Literal('final'),
  /** verdict, score, time, memory, compile message, per-case and per-subtask results */
  outcome: JudgeOutcome,
});
export type JudgeFinalMessage = Static<typeof JudgeFinalMessage>;

// ---- online test runs and checker compiles (queue `judge-test`) -------------------------------
//
// Added in protocol version 1 beside the messages above (new queues and kinds only): a node that
// does not know them never consumes `judge-test`, and a web node drops what it cannot validate.

export const JUDGE_TEST_QUEUE = 'judge-test';
export const JUDGE_COMPILE_RESULTS_QUEUE = 'judge-compile-results';
/** BullMQ job names on `judge-test`, and of their results */
export const TEST_RUN_JOB_NAME = 'test-run';
export const COMPILE_JOB_NAME = 'compile';
export const TEST_RUN_RESULT_JOB_NAME = 'test-run';
export const COMPILE_RESULT_JOB_NAME = 'compile';
/** priorities inside `judge-test` (lower first): an admin waits on the call, a user polls */
export const JUDGE_TEST_PRIORITY = { compile: 1, testRun: 2 } as const;
/** a test run's input on the wire (web nodes enforce the spec's 1000 characters) */
export const TEST_RUN_INPUT_MAX = 64 * 1024;

const RunKey = Type.String({ pattern: '^[A-Za-z0-9_\\-]{1,60}$' });

export const TestRunJob = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('test-run'),
  /** the web node's key of the run (reference TEST_JUDGE_<uuid>) */
  runKey: RunKey,
  /** the problem's task with the user's language and code; judgeMode and checker are not used */
  task: JudgeTask,
  input: Type.String({ maxLength: TEST_RUN_INPUT_MAX }),
  /** compared with the output when given (AC / WA); null: a clean run is Accepted */
  expectedOutput: Type.Union([Type.String({ maxLength: 1 << 20 }), Type.Null()]),
});
export type TestRunJob = Static<typeof TestRunJob>;

export const CompileJob = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('compile'),
  /** chosen by the web node that waits for the answer */
  requestId: RunKey,
  /** what the admin compiles: a special judge or an interactor (for logs; both build the same way) */
  purpose: Type.Union([Type.Literal('spj'), Type.Literal('interactive')]),
  checker: Type.Object({ language: Type.String({ maxLength: 40 }), code: Type.String({ maxLength: 1 << 20 }) }),
  judgeExtraFiles: Type.Optional(ExtraFiles),
});
export type CompileJob = Static<typeof CompileJob>;

export const TestRunResultMessage = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('test-run'),
  runKey: RunKey,
  judger: Type.String(),
  sentAt: Type.Integer(),
  outcome: TestRunOutcome,
});
export type TestRunResultMessage = Static<typeof TestRunResultMessage>;

export const CompileResultMessage = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('compile'),
  requestId: RunKey,
  judger: Type.String(),
  sentAt: Type.Integer(),
  ok: Type.Boolean(),
  /** the compiler's output (warnings on success, errors on failure) or why nothing was compiled */
  message: Type.String(),
});
export type CompileResultMessage = Static<typeof CompileResultMessage>;

/** job ids (the same on `judge-test` and on the answer's queue); BullMQ refuses ':' in them except as `a:b:c` */
export function testRunJobId(runKey: string): string {
  return `test-run-${runKey}`;
}

export function compileJobId(requestId: string): string {
  return `compile-${requestId}`;
}

// ---- verifying a problem package's solutions (queue `judge-verify`) --------------------------------
//
// Added in protocol version 1 beside the messages above (new queues and kinds only; issue 31 item
// 3): a node that does not know them never consumes `judge-verify`, and the web node, hearing
// nothing, tells the admin no judge node took the verification. The web node reads the package
// (the problems plugin's formats) into each problem's VerifySpec and keeps its case files where
// every web node finds them until the answer; the judge node fetches them over HTTP with the judge
// token (VERIFY_PACKAGE_ROUTES), judges as `oj problem verify` does (the engine's verifySolutions)
// and answers on `judge-verify-results`.

export const JUDGE_VERIFY_QUEUE = 'judge-verify';
export const JUDGE_VERIFY_RESULTS_QUEUE = 'judge-verify-results';
export const VERIFY_JOB_NAME = 'verify';
export const VERIFY_RESULT_JOB_NAME = 'verify';
/** a judge node verifying says `working` this often: a web node that hears nothing for longer gives up */
export const VERIFY_HEARTBEAT_MS = 5000;

/** the web node's key of a verification: the name of its kept files too */
const VerifyKey = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** one case file of a verified package: `name` in the judge's folder, fetched as `key` */
export const VerifyPackageFile = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z0-9_][A-Za-z0-9_.\\-]{0,199}$' }),
  key: Type.String({ pattern: '^verify-[0-9]{1,4}-[0-9]{1,6}$' }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type VerifyPackageFile = Static<typeof VerifyPackageFile>;

export const VerifyJob = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('verify'),
  requestId: VerifyKey,
  /** the package's problems, in its order: what to judge and the case files it needs */
  problems: Type.Array(Type.Object({ spec: VerifySpec, files: Type.Array(VerifyPackageFile) }), { minItems: 1, maxItems: 1000 }),
  /** features the node must have to judge its problems, as JudgeJob.requires */
  requires: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), { maxItems: 16 })),
});
export type VerifyJob = Static<typeof VerifyJob>;

export const VerifyResultMessage = Type.Object({
  protocolVersion: Type.Literal(PROTOCOL_VERSION),
  kind: Type.Literal('verify'),
  requestId: VerifyKey,
  judger: Type.String(),
  sentAt: Type.Integer(),
  /** 1, 2, … in the order the node sent them */
  seq: Type.Integer({ minimum: 1 }),
  /** working: still judging (a heartbeat); done: `results`, one per problem; failed: `message` says why */
  state: Type.Union([Type.Literal('working'), Type.Literal('done'), Type.Literal('failed')]),
  /** solutions judged so far */
  judged: Type.Integer({ minimum: 0 }),
  /**
   * working: each problem begun so far, in the package's order, with every line judged and its time
   * limit once known (all of them in each message, so the latest one read is the whole progress;
   * absent from a judge node before lines travelled with the progress)
   */
  progress: Type.Optional(Type.Array(Type.Object({ solutions: Type.Array(VerifiedSolution), timeLimit: Type.Optional(VerifiedTimeLimit) }))),
  results: Type.Optional(Type.Array(VerifyResult)),
  message: Type.Optional(Type.String()),
});
export type VerifyResultMessage = Static<typeof VerifyResultMessage>;

export function verifyJobId(requestId: string): string {
  return `verify-${requestId}`;
}

export function verifyResultJobId(requestId: string, seq: number): string {
  return `verify-${requestId}-${seq}`;
}

// GET <OJ_WEB_URL>/api/judge/verify-package/<requestId>/files/<key>
//     Authorization: Bearer <OJ_JUDGE_TOKEN>
//   200 the file's bytes  |  401 bad token  |  404 no such file (the verification is over)
export const VERIFY_PACKAGE_ROUTES = {
  file: (requestId: string, key: string) => `/api/judge/verify-package/${requestId}/files/${key}`,
} as const;

export const JudgeResultMessage = Type.Union([JudgeProgressMessage, JudgeFinalMessage]);
export type JudgeResultMessage = Static<typeof JudgeResultMessage>;

/** everything a web node may find on `judge-results` */
export const JudgeResultsQueueMessage = Type.Union([JudgeProgressMessage, JudgeFinalMessage, TestRunResultMessage]);
export type JudgeResultsQueueMessage = Static<typeof JudgeResultsQueueMessage>;

/** the judge-results job id of a final result: a resend of the same attempt is dropped by the queue too */
export function finalResultJobId(submissionId: number, attempt: number): string {
  return `final:${submissionId}:${attempt}`;
}

// ---- test data over HTTP --------------------------------------------------------------------
//
// GET <OJ_WEB_URL>/api/judge/test-data/<problemId>/manifest
//     Authorization: Bearer <OJ_JUDGE_TOKEN>; If-None-Match: "<hash>" when cached
//   200 TestDataManifest, ETag: "<hash>"   |  304 unchanged  |  401 bad token  |  404 no such problem
// GET <OJ_WEB_URL>/api/judge/test-data/<problemId>/files/<name>
//     Authorization: Bearer <OJ_JUDGE_TOKEN>
//   200 the file's bytes (application/octet-stream), ETag: "<sha256 of the bytes>"
//
// `hash` is the sha256 of the manifest's canonical JSON without `hash` itself:
// JSON.stringify({problemId, version, judgeMode, judgeCaseMode, cases, files}) (testDataHash).
export const TEST_DATA_ROUTES = {
  manifest: (problemId: number) => `/api/judge/test-data/${problemId}/manifest`,
  /** `sha256`: the content the judge's manifest names, so a web node on a shared store serves that version even after an edit */
  file: (problemId: number, name: string, sha256?: string) => `/api/judge/test-data/${problemId}/files/${encodeURIComponent(name)}${sha256 ? `?sha256=${sha256}` : ''}`,
} as const;

export const TestDataFile = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z0-9_][A-Za-z0-9_.\\-]{0,199}$' }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type TestDataFile = Static<typeof TestDataFile>;

export const TestDataManifest = Type.Object({
  problemId: Type.Integer({ minimum: 1 }),
  version: Type.String(),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  judgeMode: Type.Optional(JudgeMode),
  judgeCaseMode: Type.Optional(JudgeCaseMode),
  /** the cases of the info file (reference §4.6), naming files listed in `files` */
  cases: Type.Array(TestCase),
  files: Type.Array(TestDataFile),
});
export type TestDataManifest = Static<typeof TestDataManifest>;

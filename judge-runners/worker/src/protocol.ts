// The judge protocol between web nodes and judge nodes (ARCHITECTURE §1, §5).
//
//  queue `judge`          web node → judge node: one JudgeJob per submission attempt
//  queue `judge-results`  judge node → web node: JudgeProgressMessage while judging, then one
//                         JudgeFinalMessage (job id `final:<submissionId>:<attempt>`)
//  HTTP                   judge node → web node: test data, see TEST_DATA_ROUTES below
//
// A web node applies a final result at most once per (submissionId, attempt): the judge node may
// send it again after a crash between judging and acknowledging the job.
import { Type, type Static } from '@sinclair/typebox';
import { JudgeTask, JudgeOutcome, JudgeCaseMode, JudgeMode, TestCase } from '@oj/judge-engine';

export const PROTOCOL_VERSION = 1;

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

export const JudgeResultMessage = Type.Union([JudgeProgressMessage, JudgeFinalMessage]);
export type JudgeResultMessage = Static<typeof JudgeResultMessage>;

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
  file: (problemId: number, name: string) => `/api/judge/test-data/${problemId}/files/${encodeURIComponent(name)}`,
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

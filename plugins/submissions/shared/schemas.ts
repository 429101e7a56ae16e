// Payloads of the submissions calls (spec 2 §3, §7; reference §2 "Submissions / judge"), shared by
// the routes and the UI (browser-safe: through shared/browser.ts).
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, IdOrText, LenientInt, NullableString, withMessages } from '@oj/sdk/shared';
import { CODE_MAX, STATUS_CHECK_MAX, TEST_INPUT_MAX } from './limits.ts';

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]));

/** spec 2 §5: not blank after trimming, at most 65535 characters (submit and test run) */
export const Code = withMessages(Type.String({ minLength: 1, maxLength: CODE_MAX, pattern: '\\S' }), {
  required: 'SUBMISSIONS_CODE_EMPTY', minLength: 'SUBMISSIONS_CODE_EMPTY', pattern: 'SUBMISSIONS_CODE_EMPTY', maxLength: 'SUBMISSIONS_CODE_TOO_LONG',
});
const Language = withMessages(Type.String({ minLength: 1, maxLength: 40 }), { required: 'SUBMISSIONS_LANGUAGE_REQUIRED', minLength: 'SUBMISSIONS_LANGUAGE_REQUIRED', maxLength: 'SUBMISSIONS_LANGUAGE_NOT_ALLOWED' });
/** the problem: its numeric id, or its display id (the reference's clients send either) */
const ProblemRef = withMessages(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 100 })]), { required: 'SUBMISSIONS_PROBLEM_REQUIRED' });

/** the largest id a row may have (PostgreSQL integer) */
const ID_MAX = 2 ** 31 - 1;
/**
 * An id of the submit that the reference client sends as a number or as its digits ("1"); none is
 * null, 0 or left out. Anything else is refused with `message`, which names the field.
 */
const IdOrDigits = (message: string) => Type.Optional(Type.Union([
  withMessages(Type.Integer({ minimum: 0, maximum: ID_MAX }), { type: message, minimum: message, maximum: message }),
  withMessages(Type.String({ pattern: '^[0-9]{1,10}$' }), { type: message, pattern: message }),
  Type.Null(),
]));
/** a flag the reference client may send as text ("true" / "false") */
const FlagOrText = (message: string) => Type.Optional(Type.Union([
  withMessages(Type.Boolean(), { type: message }),
  withMessages(Type.String({ enum: ['true', 'false'] }), { type: message, enum: message }),
]));

const submitFields = {
  pid: ProblemRef,
  language: Language,
  code: Code,
  captcha: Type.Optional(Type.String({ maxLength: 20 })),
};
/** POST /api/submit-problem-judge as it arrives (reference SubmitJudgeDTO): ids and the flag may be text */
export const SubmitRequest = Type.Object({
  ...submitFields,
  cid: IdOrDigits('SUBMISSIONS_CID_INVALID'),
  tid: IdOrDigits('SUBMISSIONS_TID_INVALID'),
  gid: IdOrDigits('SUBMISSIONS_GID_INVALID'),
  isRemote: FlagOrText('SUBMISSIONS_IS_REMOTE_INVALID'),
});
export type SubmitRequest = Static<typeof SubmitRequest>;
/** the submit as the route and the scopes read it: its ids numbers, its flag a boolean */
export const SubmitBody = Type.Object({
  ...submitFields,
  cid: OptionalId,
  tid: OptionalId,
  gid: OptionalId,
  isRemote: Type.Optional(Type.Boolean()),
});
export type SubmitBody = Static<typeof SubmitBody>;

/** spec 2 §3 Submission */
export const Submission = Type.Object({
  submitId: Type.Integer(),
  pid: Type.Integer(),
  displayPid: Type.String(),
  /** the problem's display id inside a contest (null outside) */
  displayId: NullableString,
  cid: Type.Integer(),
  cpid: Type.Integer(),
  tid: Type.Integer(),
  gid: NullableInt,
  uid: Type.String(),
  username: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  score: NullableInt,
  oiRankScore: NullableInt,
  time: NullableInt,
  memory: NullableInt,
  length: Type.Integer(),
  language: Type.String(),
  judger: NullableString,
  isManual: Type.Boolean(),
  submitTime: DateTime,
  errorMessage: NullableString,
  /** null when the viewer may not see it (spec 2 §6) */
  code: NullableString,
  share: Type.Boolean(),
});
export type Submission = Static<typeof Submission>;

/** a list row: no code, no error message */
export const SubmissionRow = Type.Omit(Submission, ['code', 'errorMessage']);
export type SubmissionRow = Static<typeof SubmissionRow>;

export const SubmissionDetail = Type.Object({
  submission: Submission,
  /** code sharing is on for this submission's problem (the owner may toggle share) */
  codeShare: Type.Boolean(),
});
export type SubmissionDetail = Static<typeof SubmissionDetail>;

/** POST /api/check-submissions-status and /api/check-contest-submissions-status: the rows by submitId */
export const SubmissionStatuses = Type.Record(Type.String(), SubmissionRow);
export type SubmissionStatuses = Static<typeof SubmissionStatuses>;

/** GET /api/get-submission-list */
export const SubmissionListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  onlyMine: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  status: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  username: Type.Optional(Type.String({ maxLength: 20 })),
  problemID: Type.Optional(Type.String({ maxLength: 100 })),
  completeProblemID: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  gid: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })])),
});

export const SubmitIdQuery = Type.Object({ submitId: withMessages(Type.Integer({ minimum: 1 }), { required: 'SUBMISSIONS_NOT_FOUND', type: 'SUBMISSIONS_NOT_FOUND', minimum: 'SUBMISSIONS_NOT_FOUND' }) });

/** POST /api/check-submissions-status */
export const CheckStatusBody = Type.Object({
  submitIds: withMessages(Type.Array(IdOrText, { maxItems: STATUS_CHECK_MAX }), { maxItems: 'SUBMISSIONS_TOO_MANY_IDS' }),
  cid: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

/** PUT /api/submission (reference: body Judge) */
export const ShareBody = Type.Object({
  submitId: Type.Integer({ minimum: 1 }),
  share: Type.Boolean(),
  uid: Type.Optional(Type.String({ maxLength: 32 })),
});

/** spec 2 §3 case results */
export const CaseResult = Type.Object({
  caseId: Type.Integer(),
  seq: Type.Integer(),
  groupNum: NullableInt,
  status: Type.Integer(),
  time: Type.Integer(),
  memory: Type.Integer(),
  score: Type.Number(),
  inputData: Type.String(),
  outputData: Type.String(),
  /** what the program printed (an excerpt) */
  userOutput: Type.String(),
  /** the special judge's or interactor's message, or the judge's note on the case ('' when none) */
  message: Type.String(),
});
export type CaseResult = Static<typeof CaseResult>;
export const SubtaskResult = Type.Object({
  groupNum: Type.Integer(),
  status: Type.Integer(),
  score: Type.Number(),
  ac: Type.Integer(),
  total: Type.Integer(),
  time: Type.Integer(),
  memory: Type.Integer(),
  subtaskDetailList: Type.Array(CaseResult),
});
export type SubtaskResult = Static<typeof SubtaskResult>;
export const AllCaseResult = Type.Object({
  judgeCaseMode: Type.String(),
  /** the problem's judge mode: a case's message comes from its checker (spj) or interactor */
  judgeMode: Type.Union([Type.Literal('default'), Type.Literal('spj'), Type.Literal('interactive')]),
  judgeCaseList: Type.Array(CaseResult),
  subTaskJudgeCaseVoList: Type.Array(SubtaskResult),
});
export type AllCaseResult = Static<typeof AllCaseResult>;

/** spec 2 §3 Test-judge request */
export const TestJudgeBody = Type.Object({
  pid: ProblemRef,
  language: Language,
  code: Code,
  type: Type.Optional(Type.String({ maxLength: 20 })),
  userInput: withMessages(Type.String({ maxLength: TEST_INPUT_MAX }), { required: 'SUBMISSIONS_TEST_INPUT_TOO_LONG', maxLength: 'SUBMISSIONS_TEST_INPUT_TOO_LONG' }),
  expectedOutput: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
  mode: Type.Optional(Type.String({ maxLength: 20 })),
  isRemoteJudge: Type.Optional(Type.Boolean()),
  /** where the problem is open (a contest, training or group problem is read in its scope) */
  cid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
  tid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
  gid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
});
export const TestJudgeResult = Type.Object({
  status: Type.Integer(),
  problemJudgeMode: Type.String(),
  time: NullableInt,
  memory: NullableInt,
  stderr: NullableString,
  userInput: Type.String(),
  expectedOutput: NullableString,
  userOutput: NullableString,
  /** what the run could not do, in the reader's language: a multi-pass problem's run is its first pass only, unchecked; else null */
  note: NullableString,
});
export type TestJudgeResult = Static<typeof TestJudgeResult>;

/** GET /api/get-last-ac-code */
export const LastAcCode = Type.Object({ code: Type.String(), language: Type.String() });
export type LastAcCode = Static<typeof LastAcCode>;

/** GET /api/admin/judge/manual-judge */
export const ManualJudgeQuery = Type.Object({
  submitId: Type.Integer({ minimum: 1 }),
  status: Type.Integer(),
  score: Type.Optional(withMessages(Type.Integer({ minimum: 0 }), { type: 'SUBMISSIONS_SCORE_INVALID', minimum: 'SUBMISSIONS_SCORE_INVALID' })),
});

/** spec 2 §3 Rank row */
export const RankRow = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  avatar: NullableString,
  titleName: NullableString,
  titleColor: NullableString,
  nickname: NullableString,
  signature: NullableString,
  ac: Type.Integer(),
  total: Type.Integer(),
  score: Type.Integer(),
});
export type RankRow = Static<typeof RankRow>;
export const RankType = Type.Union([Type.Literal('ACM'), Type.Literal('OI'), Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')]);
export const RankListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  searchUser: Type.Optional(Type.String({ maxLength: 40 })),
  type: Type.Optional(RankType),
});
export const RecentAcRow = Type.Object({
  uid: Type.String(), username: Type.String(), avatar: NullableString, titleName: NullableString, titleColor: NullableString, ac: Type.Integer(),
});
export type RecentAcRow = Static<typeof RecentAcRow>;
export const WeekStatistics = Type.Object({
  dateStr: Type.Array(Type.String()),
  acCountList: Type.Array(Type.Integer()),
  totalCountList: Type.Array(Type.Integer()),
});
export type WeekStatistics = Static<typeof WeekStatistics>;

/** GET /api/get-last-ac-code: the problem, in a contest or not (0) */
export const LastAcCodeQuery = Type.Object({ pid: Type.Integer({ minimum: 1 }), cid: Type.Optional(Type.Integer({ minimum: 0 })) });

/** GET /api/get-test-judge-result: the key the test run answered */
export const TestJudgeResultQuery = Type.Object({ testJudgeKey: Type.String({ maxLength: 60 }) });

/** GET /api/get-last-week-submission-statistics */
export const WeekStatisticsQuery = Type.Object({ forceRefresh: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])) });

const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]));

/** GET /api/contest-submissions (spec 3 §7, reference getContestSubmissionList) */
export const ContestSubmissionsQuery = Type.Object({
  contestID: Type.Integer({ minimum: 1 }),
  currentPage: LenientInt,
  limit: LenientInt,
  onlyMine: Flag,
  problemID: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  username: Type.Optional(Type.String({ maxLength: 20 })),
  beforeContestSubmit: Flag,
  completeProblemID: Flag,
  containsEnd: Flag,
});

/** POST /api/check-contest-submissions-status (reference SubmitIdListDTO) */
export const ContestStatusBody = Type.Object({
  submitIds: withMessages(Type.Array(IdOrText, { maxItems: STATUS_CHECK_MAX }), { maxItems: 'SUBMISSIONS_TOO_MANY_IDS' }),
  cid: Type.Integer({ minimum: 1 }),
});

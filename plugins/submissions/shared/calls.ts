// The submissions plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. The payloads are schemas.ts.
// Browser-safe: TypeBox and @oj/sdk/shared only.
import { Type } from '@sinclair/typebox';
import { Page, defineCall } from '@oj/sdk/shared';
import {
  AllCaseResult, CheckStatusBody, ContestStatusBody, ContestSubmissionsQuery, LastAcCode, LastAcCodeQuery, ManualJudgeQuery, RankListQuery, RankRow,
  RecentAcRow, ShareBody, SubmissionDetail, SubmissionListQuery, SubmissionRow, SubmissionStatuses, Submission, SubmitIdQuery, SubmitRequest,
  TestJudgeBody, TestJudgeResult, TestJudgeResultQuery, WeekStatistics, WeekStatisticsQuery,
} from './schemas.ts';

/** the submission calls (spec 2 §7 "Submissions"): submit and test run, the lists, a detail, its cases, sharing, status checks */
export const submissionCalls = {
  submit: defineCall('POST', '/api/submit-problem-judge', { body: SubmitRequest, answer: Submission }),
  resubmit: defineCall('GET', '/api/resubmit', { query: SubmitIdQuery, answer: Submission }),
  /** answers the test run's key */
  testRun: defineCall('POST', '/api/submit-problem-test-judge', { body: TestJudgeBody, answer: Type.String() }),
  testRunResult: defineCall('GET', '/api/get-test-judge-result', { query: TestJudgeResultQuery, answer: TestJudgeResult }),
  list: defineCall('GET', '/api/get-submission-list', { query: SubmissionListQuery, answer: Page(SubmissionRow) }),
  detail: defineCall('GET', '/api/get-submission-detail', { query: SubmitIdQuery, answer: SubmissionDetail }),
  checkStatuses: defineCall('POST', '/api/check-submissions-status', { body: CheckStatusBody, answer: SubmissionStatuses }),
  /** null when the caller may not read the cases */
  caseResults: defineCall('GET', '/api/get-all-case-result', { query: SubmitIdQuery, answer: Type.Union([AllCaseResult, Type.Null()]) }),
  share: defineCall('PUT', '/api/submission', { body: ShareBody, answer: Type.Null() }),
  lastAcCode: defineCall('GET', '/api/get-last-ac-code', { query: LastAcCodeQuery, answer: LastAcCode }),
  contestList: defineCall('GET', '/api/contest-submissions', { query: ContestSubmissionsQuery, answer: Page(SubmissionRow) }),
  checkContestStatuses: defineCall('POST', '/api/check-contest-submissions-status', { body: ContestStatusBody, answer: SubmissionStatuses }),
};

/** the super admin's judge calls (spec 2 §4) */
export const judgeAdminCalls = {
  rejudge: defineCall('GET', '/api/admin/judge/rejudge', { query: SubmitIdQuery, answer: Submission }),
  manualJudge: defineCall('GET', '/api/admin/judge/manual-judge', { query: ManualJudgeQuery, answer: Submission }),
  cancel: defineCall('GET', '/api/admin/judge/cancel-judge', { query: SubmitIdQuery, answer: Submission }),
};

/** the rankings and the home widgets (spec 2 §2 Home and Rankings) */
export const rankCalls = {
  list: defineCall('GET', '/api/get-rank-list', { query: RankListQuery, answer: Page(RankRow) }),
  recentAc: defineCall('GET', '/api/get-recent-seven-ac-rank', { answer: Type.Array(RecentAcRow) }),
  weekStatistics: defineCall('GET', '/api/get-last-week-submission-statistics', { query: WeekStatisticsQuery, answer: WeekStatistics }),
};

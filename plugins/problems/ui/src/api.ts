// The calls of the problem list, the problem page and the home widget (spec 2 §7 "Problems",
// "Submissions", "Home"), made through the calls their routes are mounted from: this plugin's
// (problemCalls) and the submissions plugin's (submissionCalls, of its browser entry, which these
// pages already read), so their paths, queries and answers come from there. A contest's problem
// page is the contests plugin's route, which this plugin cannot depend on: a plain call.
import { api } from '@oj/ui';
import { submissionCalls } from '@oj/plugin-submissions/browser';
import { problemCalls, type ProblemDetail } from '@oj/plugin-problems/browser';
import { scopeQuery, type ProblemScope } from './scope.js';

export type { BarProblem, ClassifiedTags, ProblemDetail, ProblemListRow, RecentProblem, TagChip } from '@oj/plugin-problems/browser';
export type { SubmissionRow, TestJudgeResult } from '@oj/plugin-submissions/browser';

export const getProblemList = (q: { currentPage: number; limit: number; keyword?: string; difficulty?: number; oj?: string; tagId?: string }) =>
  api.call(problemCalls.list, { query: q });
export const getUserProblemStatus = (pidList: number[]) =>
  api.call(problemCalls.userStatus, { body: { pidList, isContestProblemList: false } }, { quiet: true });
export const getTagsAndClassification = (oj: string) => api.call(problemCalls.classifiedTags, { query: { oj } });
export const getRandomProblem = () => api.call(problemCalls.random);
/** a problem of the main set, of a training (tid) or a group (gid): that scope's access and status rules apply */
export const getProblemDetail = (problemId: string, scope: { tid?: number; gid?: number } = {}) =>
  api.call(problemCalls.detail, { query: { problemId, ...scopeQuery(scope) } });
/** a contest's problem by its display id (spec 3 §7) */
export const getContestProblemDetail = (cid: number, displayId: string) => api.get<ProblemDetail>('/api/get-contest-problem-details', { cid, displayId });
/** the focus page's problem bar of a contest, a training or a group (spec 2 §7) */
export const getFullScreenProblemList = (scope: ProblemScope) =>
  api.call(problemCalls.bar, { query: scope.cid ? { cid: scope.cid } : scope.tid ? { tid: scope.tid } : { gid: scope.gid } }, { quiet: true });
export const getProblemLanguages = (pid: number) => api.call(problemCalls.problemLanguages, { query: { pid } });
/** read in the page's scope: a contest-only, training or group problem is allowed by its contest, training or group */
export const getProblemCodeTemplate = (pid: number, scope: ProblemScope = {}) => api.call(problemCalls.codeTemplates, { query: { pid, ...scopeQuery(scope) } });
/** read in the page's scope, as the template */
export const getProblemAnnex = (pid: number, scope: ProblemScope = {}) => api.call(problemCalls.annex, { query: { pid, ...scopeQuery(scope) } }, { quiet: true });
export const getRecentProblems = () => api.call(problemCalls.recent, undefined, { quiet: true });

/** a submit in a contest, a training or a group says which (the scope's rules decide whether it is taken) */
export const submitCode = (pid: number, language: string, code: string, scope: ProblemScope = {}) =>
  api.call(submissionCalls.submit, { body: { pid, language, code, ...scopeQuery(scope) } });
export const getSubmission = (submitId: number) => api.call(submissionCalls.detail, { query: { submitId } });
/** the submissions' state; a contest's submissions are read in their contest (cid), others with none */
export const checkSubmissions = (submitIds: number[], cid = 0) => api.call(submissionCalls.checkStatuses, { body: { submitIds, ...(cid ? { cid } : {}) } });
/** a group's submissions are listed with its gid (the site's list holds none of them) */
export const getMySubmissions = (problemID: string, currentPage: number, limit: number, scope: ProblemScope = {}) =>
  scope.cid
    ? api.call(submissionCalls.contestList, { query: { onlyMine: true, problemID, completeProblemID: true, contestID: scope.cid, beforeContestSubmit: false, currentPage, limit } })
    : api.call(submissionCalls.list, { query: { onlyMine: true, problemID, completeProblemID: true, currentPage, limit, gid: scope.gid } });
/** the user's last accepted code of the problem, in the contest when the page is a contest's */
export const getLastAcCode = (pid: number, cid?: number) => api.call(submissionCalls.lastAcCode, { query: { pid, ...(cid ? { cid } : {}) } });

/** a contest's, training's or group's problem is run in its scope (its access rules) */
export const submitTestJudge = (body: { pid: number; language: string; code: string; userInput: string; expectedOutput: string | null }, scope: ProblemScope = {}) =>
  api.call(submissionCalls.testRun, { body: { ...body, ...scopeQuery(scope), type: 'public', isRemoteJudge: false } });
export const getTestJudgeResult = (testJudgeKey: string) => api.call(submissionCalls.testRunResult, { query: { testJudgeKey } });

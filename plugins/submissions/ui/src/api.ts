// The submissions UI's calls (spec 2 §7 Submissions, Rankings, Home). They go through the calls
// their routes are mounted from (`submissionCalls`, `judgeAdminCalls`, `rankCalls`, shared/calls.ts),
// so the shapes they return are the routes' own response schemas (spec 2 §3). The languages are
// the problems plugin's call (its problemCalls).
import { api } from '@oj/ui';
import { problemCalls, type Language } from '@oj/plugin-problems/browser';
import { judgeAdminCalls, rankCalls, submissionCalls, type SubmissionPush, type SubmissionRow } from '@oj/plugin-submissions/browser';

export type { AllCaseResult, CaseResult, RankRow, RecentAcRow, Submission, SubmissionDetail, SubmissionRow, WeekStatistics } from '@oj/plugin-submissions/browser';

export interface SubmissionFilters {
  currentPage: number; limit: number; onlyMine?: boolean; status?: number; username?: string; problemID?: string; completeProblemID?: boolean;
  /** a group's submissions (its members only); none: the site's list */
  gid?: number;
}

/** the two rank pages (the server also takes 0/1 for them) */
export type RankType = 'ACM' | 'OI';
/** a language as /api/languages (the problems plugin) answers it */
export type HelpLanguage = Language;

export const getSubmissionList = (f: SubmissionFilters) => api.call(submissionCalls.list, { query: { ...f, onlyMine: f.onlyMine || undefined } });
/** a contest's submissions (spec 3 §7; reference ContestController): the list's filters plus the contest */
export const getContestSubmissionList = (cid: number, f: SubmissionFilters & { containsEnd?: boolean }) =>
  api.call(submissionCalls.contestList, {
    query: { ...f, onlyMine: f.onlyMine || undefined, contestID: cid, beforeContestSubmit: false, containsEnd: f.containsEnd || undefined },
  });
export const getSubmissionDetail = (submitId: number) => api.call(submissionCalls.detail, { query: { submitId } });
export const getAllCaseResult = (submitId: number) => api.call(submissionCalls.caseResults, { query: { submitId } }, { quiet: true });
export const updateShare = (submitId: number, share: boolean, uid: string) => api.call(submissionCalls.share, { body: { submitId, share, uid } });
export const resubmit = (submitId: number) => api.call(submissionCalls.resubmit, { query: { submitId } });
export const rejudge = (submitId: number) => api.call(judgeAdminCalls.rejudge, { query: { submitId } });
export const cancelJudge = (submitId: number) => api.call(judgeAdminCalls.cancel, { query: { submitId } });
export const manualJudge = (submitId: number, status: number, score?: number) => api.call(judgeAdminCalls.manualJudge, { query: { submitId, status, score } });

/** the rows' current state, one call for all */
export async function checkRows(ids: number[], cid = 0): Promise<SubmissionRow[]> {
  // a contest's rows are read in their contest (the call answers one contest's rows, practice by default)
  const r = await api.call(submissionCalls.checkStatuses, { body: { submitIds: ids, ...(cid ? { cid } : {}) } }, { quiet: true });
  return Object.values(r.data);
}
/** the polling fallback of followSubmissions (live.ts): the rows' state as the push stream carries it */
export async function checkStatuses(ids: number[], cid = 0): Promise<SubmissionPush[]> {
  return (await checkRows(ids, cid)).map(({ submitId, status, score, time, memory }) => ({ submitId, status, score, time, memory }));
}

export const getRankList = (type: RankType, currentPage: number, limit: number, searchUser?: string) =>
  api.call(rankCalls.list, { query: { type, currentPage, limit, searchUser: searchUser || undefined } });
export const getRecentAcRank = () => api.call(rankCalls.recentAc, undefined, { quiet: true });
export const getWeekStatistics = (forceRefresh = false) => api.call(rankCalls.weekStatistics, { query: { forceRefresh } }, { quiet: true });
export const getLanguages = () => api.call(problemCalls.languages);

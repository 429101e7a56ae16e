// The submissions UI's calls (spec 2 §7 Submissions, Rankings, Home) and the shapes they return
// (spec 2 §3; the server's shared/schemas.ts).
import { api, type Page, type SubmissionUpdate } from '@oj/ui';

export interface SubmissionRow {
  submitId: number; pid: number; displayPid: string; /** the display id inside a contest (null outside) */ displayId?: string | null; cid: number; gid: number | null; uid: string; username: string; title: string;
  status: number; score: number | null; oiRankScore: number | null; time: number | null; memory: number | null; length: number;
  language: string; judger: string | null; isManual: boolean; submitTime: string; share: boolean;
}
export interface Submission extends SubmissionRow {
  errorMessage: string | null;
  /** null when the viewer may not see it (spec 2 §6) */
  code: string | null;
}
export interface SubmissionDetail { submission: Submission; codeShare: boolean }

export interface CaseResult {
  caseId: number; seq: number; groupNum: number | null; status: number; time: number; memory: number; score: number;
  inputData: string; outputData: string; userOutput: string;
}
export interface SubtaskResult {
  groupNum: number; status: number; score: number; ac: number; total: number; time: number; memory: number; subtaskDetailList: CaseResult[];
}
export interface AllCaseResult { judgeCaseMode: string; judgeCaseList: CaseResult[]; subTaskJudgeCaseVoList: SubtaskResult[] }

export interface SubmissionFilters {
  currentPage: number; limit: number; onlyMine?: boolean; status?: number; username?: string; problemID?: string; completeProblemID?: boolean;
}

export interface RankRow {
  uid: string; username: string; avatar: string | null; titleName: string | null; titleColor: string | null; nickname: string | null;
  signature: string | null; ac: number; total: number; score: number;
}
export type RankType = 'ACM' | 'OI';
export interface RecentAcRow { uid: string; username: string; avatar: string | null; titleName: string | null; titleColor: string | null; ac: number }
export interface WeekStatistics { dateStr: string[]; acCountList: number[]; totalCountList: number[] }
export interface HelpLanguage { id: number; name: string; description: string; compileCommand: string; template: string; oj: string }

export const getSubmissionList = (f: SubmissionFilters) => api.get<Page<SubmissionRow>>('/api/get-submission-list', { ...f, onlyMine: f.onlyMine || undefined });
/** a contest's submissions (spec 3 §7; reference ContestController): the list's filters plus the contest */
export const getContestSubmissionList = (cid: number, f: SubmissionFilters & { containsEnd?: boolean }) =>
  api.get<Page<SubmissionRow>>('/api/contest-submissions', { ...f, onlyMine: f.onlyMine || undefined, contestID: cid, beforeContestSubmit: false, containsEnd: f.containsEnd || undefined });
export const getSubmissionDetail = (submitId: number) => api.get<SubmissionDetail>('/api/get-submission-detail', { submitId });
export const getAllCaseResult = (submitId: number) => api.get<AllCaseResult | null>('/api/get-all-case-result', { submitId }, { quiet: true });
export const updateShare = (submitId: number, share: boolean, uid: string) => api.put<null>('/api/submission', { submitId, share, uid });
export const resubmit = (submitId: number) => api.get<Submission>('/api/resubmit', { submitId });
export const rejudge = (submitId: number) => api.get<Submission>('/api/admin/judge/rejudge', { submitId });
export const cancelJudge = (submitId: number) => api.get<Submission>('/api/admin/judge/cancel-judge', { submitId });
export const manualJudge = (submitId: number, status: number, score?: number) => api.get<Submission>('/api/admin/judge/manual-judge', { submitId, status, score });

/** the rows' current state, one call for all */
export async function checkRows(ids: number[]): Promise<SubmissionRow[]> {
  const r = await api.post<Record<string, SubmissionRow>>('/api/check-submissions-status', { submitIds: ids }, { quiet: true });
  return Object.values(r.data);
}
/** the polling fallback of followSubmissions */
export async function checkStatuses(ids: number[]): Promise<SubmissionUpdate[]> {
  return (await checkRows(ids)).map(({ submitId, status, score, time, memory }) => ({ submitId, status, score, time, memory }));
}

export const getRankList = (type: RankType, currentPage: number, limit: number, searchUser?: string) =>
  api.get<Page<RankRow>>('/api/get-rank-list', { type, currentPage, limit, searchUser: searchUser || undefined });
export const getRecentAcRank = () => api.get<RecentAcRow[]>('/api/get-recent-seven-ac-rank', undefined, { quiet: true });
export const getWeekStatistics = (forceRefresh = false) => api.get<WeekStatistics>('/api/get-last-week-submission-statistics', { forceRefresh }, { quiet: true });
export const getLanguages = () => api.get<HelpLanguage[]>('/api/languages');

// The calls of the problem list, the problem page and the home widget (spec 2 §7 "Problems",
// "Submissions", "Home"); shapes as the problems and submissions plugins answer them.
import { api, type Page } from '@oj/ui';

export interface TagChip { id: number; name: string; color: string | null }
export interface ProblemCounts { total: number; ac: number; wa: number; tle: number; mle: number; re: number; pe: number; ce: number; se: number; pa: number }
export interface ProblemRow extends ProblemCounts {
  pid: number; problemId: string; title: string; difficulty: number; type: number; tags: TagChip[]; myStatus: number | null;
}
export interface ProblemStatement {
  id: number; problemId: string; title: string; author: string | null; type: number; timeLimit: number; memoryLimit: number; stackLimit: number;
  description: string | null; input: string | null; output: string | null; examples: string | null; hint: string | null; source: string | null;
  difficulty: number; isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null; isRemote: boolean;
}
export interface ProblemDetail {
  problem: ProblemStatement;
  problemCount: Partial<ProblemCounts> & { total: number; ac: number };
  tags: TagChip[];
  languages: string[];
  codeTemplate: Record<string, string>;
  myStatus: number | null;
}
export interface TagGroup { classification: { id: number; name: string } | null; tagList: TagChip[] }
export interface SubmissionRow {
  submitId: number; status: number; score: number | null; time: number | null; memory: number | null; length: number; language: string; submitTime: string;
}
export interface SubmissionDetail extends SubmissionRow { errorMessage: string | null }
export interface TestJudgeResult {
  status: number; problemJudgeMode: string; time: number | null; memory: number | null; stderr: string | null;
  userInput: string; expectedOutput: string | null; userOutput: string | null;
}
export interface RecentProblem { pid: number; problemId: string; title: string; gmtModified: string }

export const getProblemList = (q: { currentPage: number; limit: number; keyword?: string; difficulty?: number; oj?: string; tagId?: string }) =>
  api.get<Page<ProblemRow>>('/api/get-problem-list', q);
export const getUserProblemStatus = (pidList: number[]) =>
  api.post<Record<string, { status: number }>>('/api/get-user-problem-status', { pidList, isContestProblemList: false }, { quiet: true });
export const getTagsAndClassification = (oj: string) => api.get<TagGroup[]>('/api/get-problem-tags-and-classification', { oj });
export const getRandomProblem = () => api.get<{ problemId: string }>('/api/get-random-problem');
export const getProblemDetail = (problemId: string) => api.get<ProblemDetail>('/api/get-problem-detail', { problemId });
/** a contest's problem by its display id (spec 3 §7) */
export const getContestProblemDetail = (cid: number, displayId: string) => api.get<ProblemDetail>('/api/get-contest-problem-details', { cid, displayId });
/** the focus page's problem bar of a contest (spec 2 §7) */
export interface BarProblem { pid: number; problemId: string; title: string; status: number | null; score: number | null }
export const getFullScreenProblemList = (cid: number) => api.get<BarProblem[]>('/api/get-full-screen-problem-list', { cid }, { quiet: true });
export const getProblemLanguages = (pid: number) => api.get<Array<{ id: number; name: string }>>('/api/get-problem-languages', { pid });
export const getProblemCodeTemplate = (pid: number) => api.get<Array<{ lid: number; code: string }>>('/api/get-problem-code-template', { pid });
export const getProblemAnnex = (pid: number) => api.get<Array<{ name: string; content: string }>>('/api/get-problem-annex', { pid }, { quiet: true });
export const getRecentProblems = () => api.get<RecentProblem[]>('/api/get-recent-updated-problem', undefined, { quiet: true });

export const submitCode = (pid: number, language: string, code: string, cid?: number) =>
  api.post<{ submitId: number; status: number }>('/api/submit-problem-judge', { pid, language, code, ...(cid ? { cid } : {}) });
export const getSubmission = (submitId: number) => api.get<{ submission: SubmissionDetail }>('/api/get-submission-detail', { submitId });
export const checkSubmissions = (submitIds: number[]) => api.post<Record<string, SubmissionRow>>('/api/check-submissions-status', { submitIds });
export const getMySubmissions = (problemID: string, currentPage: number, limit: number, cid?: number) =>
  cid
    ? api.get<Page<SubmissionRow>>('/api/contest-submissions', { onlyMine: true, problemID, completeProblemID: true, contestID: cid, beforeContestSubmit: false, currentPage, limit })
    : api.get<Page<SubmissionRow>>('/api/get-submission-list', { onlyMine: true, problemID, completeProblemID: true, currentPage, limit });
export const getLastAcCode = (pid: number) => api.get<{ code: string; language: string }>('/api/get-last-ac-code', { pid });

export const submitTestJudge = (body: { pid: number; language: string; code: string; userInput: string; expectedOutput: string | null }) =>
  api.post<string>('/api/submit-problem-test-judge', { ...body, type: 'public', isRemoteJudge: false });
export const getTestJudgeResult = (testJudgeKey: string) => api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey });

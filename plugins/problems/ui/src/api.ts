import { api, type Page } from '@oj/ui';

export interface TagChip { id: number; name: string; color: string | null }
export interface ProblemRow {
  pid: number; problemId: string; title: string; difficulty: number; type: number; tags: TagChip[]; myStatus: number | null;
  total: number; ac: number;
}
export interface ProblemStatement {
  id: number; problemId: string; title: string; author: string | null; type: number; timeLimit: number; memoryLimit: number; stackLimit: number;
  description: string | null; input: string | null; output: string | null; examples: string | null; hint: string | null; source: string | null;
  difficulty: number; isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null;
}
export interface ProblemDetail {
  problem: ProblemStatement;
  problemCount: { total: number; ac: number };
  tags: TagChip[];
  languages: string[];
  codeTemplate: Record<string, string>;
  myStatus: number | null;
}
export interface Submission {
  submitId: number; status: number; score: number | null; time: number | null; memory: number | null; errorMessage: string | null; language: string;
}

export const getProblemList = (q: { currentPage: number; limit: number; keyword?: string; difficulty?: number; tagId?: string }) =>
  api.get<Page<ProblemRow>>('/api/get-problem-list', q);
export const getAllTags = () => api.get<TagChip[]>('/api/get-all-problem-tags', { oj: 'ME' });
export const getProblemDetail = (problemId: string) => api.get<ProblemDetail>('/api/get-problem-detail', { problemId });
export const submitCode = (pid: number, language: string, code: string) => api.post<{ submitId: number; status: number }>('/api/submit-problem-judge', { pid, language, code });
export const getSubmission = (submitId: number) => api.get<{ submission: Submission }>('/api/get-submission-detail', { submitId });

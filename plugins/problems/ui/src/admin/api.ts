// The admin calls of the problems plugin (reference §2 "Admin" problem and tag rows, "Files"):
// the shapes of plugins/problems/server/problem-input.ts and shared/models.ts, as the pages use them.
import { api, currentLanguage, ojStore, tokenAtom, type Page } from '@oj/ui';

export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';
export const JUDGE_MODES: JudgeMode[] = ['default', 'spj', 'interactive'];
export const JUDGE_CASE_MODES: JudgeCaseMode[] = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'];
/** problem.auth: 1 public, 2 private, 3 contest */
export const PROBLEM_AUTHS = [1, 2, 3] as const;
export type ProblemAuth = (typeof PROBLEM_AUTHS)[number];
/** reference §4.6: admin-form defaults of a new problem */
export const NEW_PROBLEM_LIMITS = { timeLimit: 1000, memoryLimit: 256, stackLimit: 128, ioScore: 100 } as const;

export interface AdminProblemRow {
  id: number; problemId: string; title: string; author: string | null; type: number; judgeMode: JudgeMode; difficulty: number;
  auth: ProblemAuth; isRemote: boolean; modifiedUser: string | null; gmtCreate: string; gmtModified: string;
}

/** the admin problem model (spec 2 §3), as GET /api/admin/problem answers it */
export interface AdminProblem {
  id?: number; problemId: string; title: string; author?: string | null; type: number;
  judgeMode: JudgeMode; judgeCaseMode: JudgeCaseMode;
  timeLimit: number; memoryLimit: number; stackLimit: number;
  description: string; input: string; output: string; examples: string; hint: string; source: string;
  difficulty: number; auth: ProblemAuth; ioScore: number; codeShare: boolean;
  spjCode: string | null; spjLanguage: string | null;
  userExtraFile: string | null; judgeExtraFile: string | null;
  isRemoveEndBlank: boolean; openCaseResult: boolean; isUploadCase?: boolean;
  isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null;
}

export interface CaseRow { input: string; output: string; score: number | null; groupNum: number | null }
export interface LanguageRow { id: number; name: string; isSpj: boolean; template: string; contentType: string }
export interface CodeTemplateRow { lid: number; code: string; status: boolean }
export interface TagRow { id: number; name: string; color: string | null; oj: string; gid: number | null; tcid: number | null }
export interface TagChoice { id?: number | null; name: string; color?: string | null }
export interface Classification { id: number; name: string; oj: string; rank: number }

/** the reference's ProblemDTO */
export interface ProblemSave {
  problem: AdminProblem;
  samples: CaseRow[];
  isUploadTestCase: boolean;
  uploadTestcaseDir: string | null;
  judgeMode: JudgeMode;
  languages: { id: number; name: string }[];
  codeTemplates: CodeTemplateRow[];
  tags: TagChoice[];
}

export interface UploadedCases { fileList: { input: string; output: string }[]; fileListDir: string }

export const listProblems = (q: { currentPage: number; limit: number; keyword?: string; auth?: number }) =>
  api.get<Page<AdminProblemRow>>('/api/admin/problem/get-problem-list', q);
export const getProblem = (pid: number) => api.get<AdminProblem>('/api/admin/problem', { pid });
export const getCases = (pid: number) => api.get<CaseRow[]>('/api/admin/problem/get-problem-cases', { pid });
export const createProblem = (body: ProblemSave) => api.post<{ pid: number; problemId: string }>('/api/admin/problem', body);
export const updateProblem = (body: ProblemSave) => api.put<{ pid: number; problemId: string }>('/api/admin/problem', body);
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { pid });
export const changeAuth = (id: number, auth: ProblemAuth) => api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const compileChecker = (mode: 'spj' | 'interactive', body: { code: string; language: string; extraFiles: Record<string, string> }) =>
  api.post<unknown>(`/api/admin/problem/compile-${mode === 'spj' ? 'spj' : 'interactive'}`, body, { quiet: true });
export const getLanguages = () => api.get<LanguageRow[]>('/api/languages', { all: true });
export const getProblemLanguages = (pid: number) => api.get<LanguageRow[]>('/api/get-problem-languages', { pid });
export const getCodeTemplates = (pid: number) => api.get<CodeTemplateRow[]>('/api/get-problem-code-template', { pid });
export const getProblemTags = (pid: number) => api.get<TagRow[]>('/api/get-problem-tags', { pid });
export const getAllTags = (oj = 'ALL') => api.get<TagRow[]>('/api/get-all-problem-tags', { oj });
export const getClassifications = () => api.get<Classification[]>('/api/admin/tag/classification', { oj: 'ALL' });
export const saveTag = (tag: Partial<TagRow> & { name: string }) => (tag.id ? api.put<null>('/api/admin/tag', tag) : api.post<TagRow>('/api/admin/tag', tag));
export const deleteTag = (tid: number) => api.delete<null>('/api/admin/tag', { tid });
export const saveClassification = (c: Partial<Classification> & { name: string }) =>
  (c.id ? api.put<null>('/api/admin/tag/classification', c) : api.post<Classification>('/api/admin/tag/classification', c));
export const deleteClassification = (tcid: number) => api.delete<null>('/api/admin/tag/classification', { tcid });
export const downloadTestCases = (pid: number) => api.download('/api/file/download-testcase', { pid }, `problem_${pid}_testcase.zip`);

/** export-problem takes the pid list as repeated parameters */
export function exportProblems(pids: number[]): Promise<void> {
  return api.download(`/api/file/export-problem?${pids.map((p) => `pid=${p}`).join('&')}`, undefined, 'problem_export.zip');
}

/**
 * A multipart upload through XMLHttpRequest, whose upload events give the progress (fetch has
 * none). Same headers as the API client; resolves with `data`, rejects with the envelope's msg.
 */
export function uploadZip<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = ojStore.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Url-Type', 'admin');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new Error(''));
    xhr.onload = () => {
      let body: { status?: number; msg?: string; data?: T } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status === 200 && (body?.status ?? 200) === 200) resolve(body?.data as T);
      else reject(new Error(body?.msg ?? ''));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

// The training admin calls (reference §2 "Admin" training rows, spec 3 §7); their payload types
// come from the contract (shared/admin-calls.ts, through the browser entry).
import { api, type Envelope, type Page } from '@oj/ui';
import { LOCAL_OJ, type Bank } from '@oj/plugin-problems/browser';
import type {
  AdminTraining, AdminTrainingBody, AdminTrainingProblemRow, AdminTrainingRow, CategoryBody, TrainingCategory, TrainingProblemMapping, TrainingView,
} from '@oj/plugin-trainings/browser';

export type { AdminTraining, AdminTrainingBody, AdminTrainingProblemRow, AdminTrainingRow, CategoryBody, TrainingCategory };

/** spec 3 §9: admin lists show 10 a page */
export const ADMIN_PAGE_SIZE = 10;

type PageQuery = { currentPage: number; limit: number; keyword?: string };

/** the kernel's answer when a write names no message of its own */
const PLAIN_SUCCESS = 'success';
/** a write's toast: the server's translated message, or the page's own */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== PLAIN_SUCCESS ? res.msg : fallback);

export const listTrainings = (q: PageQuery) => api.get<Page<AdminTrainingRow>>('/api/admin/training/get-training-list', q);
export const getTraining = (tid: number) => api.get<AdminTraining>('/api/admin/training', { tid });
export const createTraining = (body: AdminTrainingBody) => api.post<TrainingView>('/api/admin/training', body);
export const updateTraining = (body: AdminTrainingBody) => api.put<null>('/api/admin/training', body);
export const deleteTraining = (tid: number) => api.delete<null>('/api/admin/training', { tid });
export const changeTrainingStatus = (row: { id: number; author: string }, status: boolean) =>
  api.put<null>('/api/admin/training/change-training-status', undefined, { params: { tid: row.id, author: row.author, status } });

export interface TrainingProblemList {
  problemList: Page<AdminTrainingProblemRow>;
  trainingProblemMap: Record<string, TrainingProblemMapping>;
}
/** queryExisted true: the training's problems in order; false: public problems not yet in it */
export const listTrainingProblems = (tid: number, q: PageQuery & { queryExisted: boolean }) =>
  api.get<TrainingProblemList>('/api/admin/training/get-problem-list', { tid, ...q });
export const setProblemRank = (body: { tid: number; pid: number; rank: number }) => api.put<null>('/api/admin/training/problem', body);
export const removeTrainingProblem = (tid: number, pid: number) => api.delete<null>('/api/admin/training/problem', { tid, pid });
export const addProblemFromPublic = (body: { tid: number; pid: number }) => api.post<unknown>('/api/admin/training/add-problem-from-public', body);
export const importRemoteProblem = (q: { tid: number; name: string; problemId: string }) => api.get<unknown>('/api/admin/training/import-remote-oj-problem', q);
/** the remote judges the site offers (the problems plugin's banks, this site's own left out) */
export const listRemoteBanks = () => api.get<Bank[]>('/api/problems/banks', undefined, { quiet: true }).then((r) => r.data.filter((b) => b.oj !== LOCAL_OJ));

export const listCategories = () => api.get<TrainingCategory[]>('/api/get-training-category');
export const saveCategory = (body: CategoryBody) => (body.id ? api.put<unknown>('/api/admin/training/category', body) : api.post<unknown>('/api/admin/training/category', body));
export const deleteCategory = (cid: number) => api.delete<null>('/api/admin/training/category', { cid });

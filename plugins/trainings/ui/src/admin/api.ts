// The training admin calls (reference §2 "Admin" training rows, spec 3 §7). They go through the
// calls their routes are mounted from (`trainingAdminCalls`, shared/calls.ts, through the browser
// entry); the remote banks are the problems plugin's call (`problemCalls.banks`).
import { api, type Envelope, type Page } from '@oj/ui';
import { LOCAL_OJ, problemCalls } from '@oj/plugin-problems/browser';
import {
  trainingAdminCalls, trainingCalls, type AdminTraining, type AdminTrainingBody, type AdminTrainingProblemRow, type AdminTrainingRow,
  type CategoryBody, type TrainingCategory, type TrainingProblemMapping,
} from '@oj/plugin-trainings/browser';

export type { AdminTraining, AdminTrainingBody, AdminTrainingProblemRow, AdminTrainingRow, CategoryBody, TrainingCategory };

/** spec 3 §9: admin lists show 10 a page */
export const ADMIN_PAGE_SIZE = 10;

type PageQuery = { currentPage: number; limit: number; keyword?: string };

/** the kernel's answer when a write names no message of its own */
const PLAIN_SUCCESS = 'success';
/** a write's toast: the server's translated message, or the page's own */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== PLAIN_SUCCESS ? res.msg : fallback);

export const listTrainings = (q: PageQuery) => api.call(trainingAdminCalls.list, { query: q });
export const getTraining = (tid: number) => api.call(trainingAdminCalls.get, { query: { tid } });
export const createTraining = (body: AdminTrainingBody) => api.call(trainingAdminCalls.create, { body });
export const updateTraining = (body: AdminTrainingBody) => api.call(trainingAdminCalls.update, { body });
export const deleteTraining = (tid: number) => api.call(trainingAdminCalls.remove, { query: { tid } });
export const changeTrainingStatus = (row: { id: number; author: string }, status: boolean) =>
  api.call(trainingAdminCalls.setStatus, { query: { tid: row.id, author: row.author, status } });

export interface TrainingProblemList {
  problemList: Page<AdminTrainingProblemRow>;
  trainingProblemMap: Record<string, TrainingProblemMapping>;
}
/** queryExisted true: the training's problems in order; false: public problems not yet in it */
export const listTrainingProblems = (tid: number, q: PageQuery & { queryExisted: boolean }) =>
  api.call(trainingAdminCalls.problems, { query: { tid, ...q } });
export const setProblemRank = (body: { tid: number; pid: number; rank: number }) => api.call(trainingAdminCalls.moveProblem, { body });
export const removeTrainingProblem = (tid: number, pid: number) => api.call(trainingAdminCalls.removeProblem, { query: { tid, pid } });
export const addProblemFromPublic = (body: { tid: number; pid: number }) => api.call(trainingAdminCalls.addFromPublic, { body });
export const importRemoteProblem = (q: { tid: number; name: string; problemId: string }) => api.call(trainingAdminCalls.importRemote, { query: q });
/** the remote judges the site offers (the problems plugin's banks, this site's own left out) */
export const listRemoteBanks = () => api.call(problemCalls.banks, undefined, { quiet: true }).then((r) => r.data.filter((b) => b.oj !== LOCAL_OJ));

export const listCategories = () => api.call(trainingCalls.categories);
export const saveCategory = (body: CategoryBody) =>
  (body.id ? api.call(trainingAdminCalls.updateCategory, { body }) : api.call(trainingAdminCalls.addCategory, { body }));
export const deleteCategory = (cid: number) => api.call(trainingAdminCalls.removeCategory, { query: { cid } });

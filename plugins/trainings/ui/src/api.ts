// The training calls a user makes (spec 3 §7 "Training"): the categories and the list, a
// training's detail and access, the password registration, its problems and its rank. They go
// through the calls their routes are mounted from (`trainingCalls`, shared/calls.ts).
import { api } from '@oj/ui';
import {
  trainingCalls, type TrainingAuth, type TrainingCategory, type TrainingProblem, type TrainingRankRow, type TrainingView,
} from '@oj/plugin-trainings/browser';

export type { TrainingCategory, TrainingProblem, TrainingRankRow, TrainingView };

export interface TrainingListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
}

export const getTrainingCategories = () => api.call(trainingCalls.categories, undefined, { quiet: true });
export const getTrainingList = (q: TrainingListFilter) => api.call(trainingCalls.list, { query: { ...q, keyword: q.keyword || undefined } });
export const getTrainingDetail = (tid: number) => api.call(trainingCalls.detail, { query: { tid } });
export const getTrainingAccess = (tid: number) => api.call(trainingCalls.access, { query: { tid } }, { quiet: true }).then((r) => !!r.data?.access);
/** the answer's msg is the success text, in the caller's language */
export const registerTraining = (tid: number, password: string) => api.call(trainingCalls.register, { body: { tid, password } });
/** every problem of the training in one page (no limit) */
export const getTrainingProblems = (tid: number) => api.call(trainingCalls.problems, { query: { tid } });
export const getTrainingRank = (tid: number, currentPage: number, limit: number, keyword?: string) =>
  api.call(trainingCalls.rank, { query: { tid, currentPage, limit, keyword: keyword || undefined } });

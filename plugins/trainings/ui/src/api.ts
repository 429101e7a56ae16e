// The training calls a user makes (spec 3 §7 "Training"): the categories and the list, a
// training's detail and access, the password registration, its problems and its rank. The shapes
// are the routes' own schemas (shared/training.ts, shared/user-calls.ts).
import { api, type Page } from '@oj/ui';
import type { Static } from '@sinclair/typebox';
import type {
  TrainingAccessAnswer, TrainingAuth, TrainingCategory, TrainingProblem, TrainingRankRow, TrainingView,
} from '../../shared/browser.ts';

export type { TrainingCategory, TrainingProblem, TrainingRankRow, TrainingView };

export interface TrainingListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
}

export const getTrainingCategories = () => api.get<TrainingCategory[]>('/api/get-training-category', undefined, { quiet: true });
export const getTrainingList = (q: TrainingListFilter) => api.get<Page<TrainingView>>('/api/get-training-list', { ...q, keyword: q.keyword || undefined });
export const getTrainingDetail = (tid: number) => api.get<TrainingView>('/api/get-training-detail', { tid });
export const getTrainingAccess = (tid: number) =>
  api.get<Static<typeof TrainingAccessAnswer>>('/api/get-training-access', { tid }, { quiet: true }).then((r) => !!r.data?.access);
/** the answer's msg is the success text, in the caller's language */
export const registerTraining = (tid: number, password: string) => api.post<null>('/api/register-training', { tid, password });
/** every problem of the training in one page (no limit) */
export const getTrainingProblems = (tid: number) => api.get<Page<TrainingProblem>>('/api/get-training-problem-list', { tid });
export const getTrainingRank = (tid: number, currentPage: number, limit: number, keyword?: string) =>
  api.get<Page<TrainingRankRow>>('/api/get-training-rank', { tid, currentPage, limit, keyword: keyword || undefined });

// A group's training calls (spec 3 §7 "Trainings" under Groups): the shapes are the routes' own
// schemas (the groups plugin's shared/training-calls.ts and the trainings plugin's admin payloads).
import { api, type Page } from '@oj/ui';
import type { GroupTrainingBody, GroupTrainingListQuery } from '@oj/plugin-groups/browser';
import type {
  AdminTraining, AdminTrainingProblemList, AdminTrainingProblemRow, AdminTrainingRow, TrainingProblemMapping, TrainingView,
} from '@oj/plugin-trainings/browser';

export type { AdminTraining, AdminTrainingProblemRow, AdminTrainingRow, GroupTrainingBody, TrainingView };

type ProblemQuery = { currentPage: number; limit: number; keyword?: string; queryExisted: boolean };

export const getGroupTrainings = (q: GroupTrainingListQuery) => api.get<Page<TrainingView>>('/api/group/get-training-list', { ...q });
export const getGroupAdminTrainings = (q: GroupTrainingListQuery) => api.get<Page<AdminTrainingRow>>('/api/group/get-admin-training-list', { ...q });
export const getGroupTraining = (tid: number) => api.get<AdminTraining>('/api/group/training', { tid });
export const createGroupTraining = (body: GroupTrainingBody) => api.post<TrainingView>('/api/group/training', body);
export const updateGroupTraining = (body: GroupTrainingBody) => api.put<null>('/api/group/training', body);
export const deleteGroupTraining = (tid: number) => api.delete<null>('/api/group/training', { tid });
export const changeGroupTrainingStatus = (tid: number, status: boolean) =>
  api.put<null>('/api/group/change-training-status', undefined, { params: { tid, status } });

/** queryExisted true: the training's problems in order; false: public problems of the main set not yet in it */
export const getGroupTrainingProblems = (tid: number, q: ProblemQuery) =>
  api.get<AdminTrainingProblemList>('/api/group/get-training-problem-list', { tid, ...q, keyword: q.keyword || undefined });
export const setGroupTrainingProblemRank = (body: { tid: number; pid: number; rank: number }) => api.put<null>('/api/group/training-problem', body);
export const removeGroupTrainingProblem = (tid: number, pid: number) => api.delete<null>('/api/group/training-problem', { tid, pid });
export const addGroupTrainingProblemFromPublic = (tid: number, pid: number) =>
  api.post<TrainingProblemMapping>('/api/group/add-training-problem-from-public', { tid, pid });
/** a problem of the training's group by its display id */
export const addGroupTrainingProblemFromGroup = (tid: number, problemId: string) =>
  api.post<TrainingProblemMapping>('/api/group/add-training-problem-from-group', { tid, problemId });

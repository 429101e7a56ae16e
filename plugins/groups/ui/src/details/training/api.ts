// A group's training calls (spec 3 §7 "Trainings" under Groups): each is the route's own call
// (groupTrainingCalls, its shapes from shared/training-calls.ts and the trainings plugin's admin payloads).
import { api } from '@oj/ui';
import { groupTrainingCalls, type GroupTrainingBody, type GroupTrainingListQuery } from '@oj/plugin-groups/browser';
import type { AdminTraining, AdminTrainingProblemRow, AdminTrainingRow, TrainingView } from '@oj/plugin-trainings/browser';

export type { AdminTraining, AdminTrainingProblemRow, AdminTrainingRow, GroupTrainingBody, TrainingView };

type ProblemQuery = { currentPage: number; limit: number; keyword?: string; queryExisted: boolean };

export const getGroupTrainings = (q: GroupTrainingListQuery) => api.call(groupTrainingCalls.list, { query: q });
export const getGroupAdminTrainings = (q: GroupTrainingListQuery) => api.call(groupTrainingCalls.adminList, { query: q });
export const getGroupTraining = (tid: number) => api.call(groupTrainingCalls.get, { query: { tid } });
export const createGroupTraining = (body: GroupTrainingBody) => api.call(groupTrainingCalls.create, { body });
export const updateGroupTraining = (body: GroupTrainingBody) => api.call(groupTrainingCalls.update, { body });
export const deleteGroupTraining = (tid: number) => api.call(groupTrainingCalls.remove, { query: { tid } });
export const changeGroupTrainingStatus = (tid: number, status: boolean) =>
  api.call(groupTrainingCalls.setStatus, { query: { tid, status } });

/** queryExisted true: the training's problems in order; false: public problems of the main set not yet in it */
export const getGroupTrainingProblems = (tid: number, q: ProblemQuery) =>
  api.call(groupTrainingCalls.problems, { query: { tid, ...q, keyword: q.keyword || undefined } });
export const setGroupTrainingProblemRank = (body: { tid: number; pid: number; rank: number }) => api.call(groupTrainingCalls.moveProblem, { body });
export const removeGroupTrainingProblem = (tid: number, pid: number) => api.call(groupTrainingCalls.removeProblem, { query: { tid, pid } });
export const addGroupTrainingProblemFromPublic = (tid: number, pid: number) =>
  api.call(groupTrainingCalls.addFromPublic, { body: { tid, pid } });
/** a problem of the training's group by its display id */
export const addGroupTrainingProblemFromGroup = (tid: number, problemId: string) =>
  api.call(groupTrainingCalls.addFromGroup, { body: { tid, problemId } });

// The trainings plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. The rank's route sends its
// answer written out as it is kept (server/user-routes.ts): a mounted call's handler may send its
// own reply.
// Browser-safe: TypeBox and @oj/sdk/shared only, with the problems plugin's browser contract.
import { Type } from '@sinclair/typebox';
import { Page, defineCall } from '@oj/sdk/shared';
import { ProblemDetail } from '@oj/plugin-problems/browser';
import { TrainingCategory, TrainingProblem, TrainingRankRow, TrainingSchema } from './training.ts';
import {
  RegisterTrainingBody, TidQuery, TrainingAccessAnswer, TrainingListQuery, TrainingProblemDetailQuery, TrainingProblemListQuery, TrainingRankQuery,
} from './user-calls.ts';
import {
  AddFromPublicBody, AdminTraining, AdminTrainingBody, AdminTrainingListQuery, AdminTrainingProblemList, AdminTrainingProblemQuery,
  AdminTrainingRow, CategoryBody, CategoryIdQuery, ChangeStatusQuery, ImportRemoteQuery, TrainingProblemDelete, TrainingProblemMapping,
  TrainingProblemUpdate,
} from './admin-calls.ts';

/** a user's calls (spec 3 §7 "Training"): the categories and the list, a training, its password and access, its problems and its rank */
export const trainingCalls = {
  categories: defineCall('GET', '/api/get-training-category', { answer: Type.Array(TrainingCategory) }),
  list: defineCall('GET', '/api/get-training-list', { query: TrainingListQuery, answer: Page(TrainingSchema) }),
  detail: defineCall('GET', '/api/get-training-detail', { query: TidQuery, answer: TrainingSchema }),
  access: defineCall('GET', '/api/get-training-access', { query: TidQuery, answer: TrainingAccessAnswer }),
  register: defineCall('POST', '/api/register-training', { body: RegisterTrainingBody, answer: Type.Null() }),
  problems: defineCall('GET', '/api/get-training-problem-list', { query: TrainingProblemListQuery, answer: Page(TrainingProblem) }),
  problemDetails: defineCall('GET', '/api/get-training-problem-details', { query: TrainingProblemDetailQuery, answer: ProblemDetail }),
  rank: defineCall('GET', '/api/get-training-rank', { query: TrainingRankQuery, answer: Page(TrainingRankRow) }),
};

/** the training admin's calls (reference §2 "Admin"): the form, visibility, the training's problems and the categories */
export const trainingAdminCalls = {
  list: defineCall('GET', '/api/admin/training/get-training-list', { query: AdminTrainingListQuery, answer: Page(AdminTrainingRow) }),
  get: defineCall('GET', '/api/admin/training', { query: TidQuery, answer: AdminTraining }),
  create: defineCall('POST', '/api/admin/training', { body: AdminTrainingBody, answer: TrainingSchema }),
  update: defineCall('PUT', '/api/admin/training', { body: AdminTrainingBody, answer: Type.Null() }),
  setStatus: defineCall('PUT', '/api/admin/training/change-training-status', { query: ChangeStatusQuery, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/admin/training', { query: TidQuery, answer: Type.Null() }),

  addCategory: defineCall('POST', '/api/admin/training/category', { body: CategoryBody, answer: TrainingCategory }),
  updateCategory: defineCall('PUT', '/api/admin/training/category', { body: CategoryBody, answer: Type.Null() }),
  removeCategory: defineCall('DELETE', '/api/admin/training/category', { query: CategoryIdQuery, answer: Type.Null() }),

  problems: defineCall('GET', '/api/admin/training/get-problem-list', { query: AdminTrainingProblemQuery, answer: AdminTrainingProblemList }),
  moveProblem: defineCall('PUT', '/api/admin/training/problem', { body: TrainingProblemUpdate, answer: Type.Null() }),
  removeProblem: defineCall('DELETE', '/api/admin/training/problem', { query: TrainingProblemDelete, answer: Type.Null() }),
  addFromPublic: defineCall('POST', '/api/admin/training/add-problem-from-public', { body: AddFromPublicBody, answer: TrainingProblemMapping }),
  importRemote: defineCall('GET', '/api/admin/training/import-remote-oj-problem', { query: ImportRemoteQuery, answer: TrainingProblemMapping }),
};

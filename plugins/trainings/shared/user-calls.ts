// Payloads of the training calls a user makes (spec 3 §7 "Training", reference §2 "Trainings").
// The routes and the pages read their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';

export const Tid = withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  required: 'TRAININGS_NOT_FOUND', type: 'TRAININGS_NOT_FOUND', minimum: 'TRAININGS_NOT_FOUND', maximum: 'TRAININGS_NOT_FOUND',
});

export const TidQuery = Type.Object({ tid: Tid });

/** GET /api/get-training-list */
export const TrainingListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  categoryId: LenientInt,
  /** 'Public' | 'Private' ('' or absent: both) */
  auth: Type.Optional(Type.String({ maxLength: 20 })),
});
export type TrainingListQuery = Static<typeof TrainingListQuery>;

/** POST /api/register-training (reference RegisterTrainingDTO) */
export const RegisterTrainingBody = Type.Object({
  tid: Tid,
  password: withMessages(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), {
    required: 'TRAININGS_PASSWORD_REQUIRED', minLength: 'TRAININGS_PASSWORD_REQUIRED', pattern: 'TRAININGS_PASSWORD_REQUIRED', maxLength: 'TRAININGS_WRONG_PASSWORD', type: 'TRAININGS_PASSWORD_REQUIRED',
  }),
});

export const TrainingAccessAnswer = Type.Object({ access: Type.Boolean() });

/** GET /api/get-training-problem-list (and the rank's columns) */
export const TrainingProblemListQuery = Type.Object({
  tid: Tid,
  currentPage: LenientInt,
  /** absent: every problem of the training in one page */
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});

/** GET /api/get-training-problem-details (the reference client sends the training's id as cid) */
export const TrainingProblemDetailQuery = Type.Object({
  tid: Type.Optional(Tid),
  cid: Type.Optional(Tid),
  displayId: withMessages(Type.String({ minLength: 1, maxLength: 100 }), { required: 'TRAININGS_PROBLEM_NOT_FOUND', minLength: 'TRAININGS_PROBLEM_NOT_FOUND' }),
});

/** GET /api/get-training-rank */
export const TrainingRankQuery = Type.Object({
  tid: Tid,
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});

// Payloads of a group's training calls (spec 3 §7 "Trainings" under Groups, reference
// GroupTrainingController): the site's training admin payloads (the trainings plugin's
// shared/admin-calls.ts) with the group's id where the reference sends it. The form's rules and
// their messages are the trainings plugin's.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';
import { AdminTrainingBody, AdminTrainingProblemQuery, Tid, TrainingFields } from '@oj/plugin-trainings/browser';
import { Gid } from './payloads.ts';

/** GET /api/group/get-training-list and get-admin-training-list */
export const GroupTrainingListQuery = Type.Object({
  gid: Gid,
  currentPage: LenientInt,
  limit: LenientInt,
  /** the title, or the training's id */
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type GroupTrainingListQuery = Static<typeof GroupTrainingListQuery>;

/** POST and PUT /api/group/training (reference TrainingDTO): the training with its group, and its category */
export const GroupTrainingBody = Type.Object({
  training: withMessages(Type.Composite([TrainingFields, Type.Object({
    /** the group (required to create; an edit keeps the training's own) */
    gid: Type.Optional(Gid),
  })]), { required: 'TRAININGS_FORM_REQUIRED' }),
  trainingCategory: AdminTrainingBody.properties.trainingCategory,
});
export type GroupTrainingBody = Static<typeof GroupTrainingBody>;

/** GET /api/group/get-training-problem-list: the reference client's picker also sends problemType and cid (unused) */
export const GroupTrainingProblemQuery = Type.Composite([AdminTrainingProblemQuery, Type.Object({
  problemType: LenientInt,
  cid: LenientInt,
})]);
export type GroupTrainingProblemQuery = Static<typeof GroupTrainingProblemQuery>;

/** POST /api/group/add-training-problem-from-group: a problem of the training's group, by its display id */
export const AddFromGroupBody = Type.Object({
  tid: Tid,
  problemId: withMessages(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), {
    required: 'TRAININGS_PROBLEM_ID_REQUIRED', minLength: 'TRAININGS_PROBLEM_ID_REQUIRED', pattern: 'TRAININGS_PROBLEM_ID_REQUIRED', type: 'TRAININGS_PROBLEM_ID_REQUIRED',
  }),
});
export type AddFromGroupBody = Static<typeof AddFromGroupBody>;

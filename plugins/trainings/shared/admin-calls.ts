// Payloads of the training admin calls (reference §2 "Admin": /api/admin/training/**, the
// reference client's TrainingDTO, TrainingCategory and TrainingProblem). The admin routes and
// the admin pages take their types from here; the form's rules are server/training-form.ts.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, Page, withMessages } from '@oj/sdk/shared';
import { CATEGORY_NAME_MAX, TRAINING_DESCRIPTION_MAX, TRAINING_PASSWORD_MAX, TRAINING_TITLE_MAX, TrainingCategory, TrainingSchema } from './training.ts';
import { Tid } from './user-calls.ts';

const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Pid = withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  required: 'TRAININGS_PROBLEM_NOT_FOUND', type: 'TRAININGS_PROBLEM_NOT_FOUND', minimum: 'TRAININGS_PROBLEM_NOT_FOUND', maximum: 'TRAININGS_PROBLEM_NOT_FOUND',
});

/** GET /api/admin/training/get-training-list */
export const AdminTrainingListQuery = Type.Object({ currentPage: LenientInt, limit: LenientInt, keyword: Type.Optional(Type.String({ maxLength: 200 })) });

/** the training part of TrainingDTO: what the form may leave empty is optional, the rules are the form's */
export const TrainingFields = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  // a little past the limits: the form's rules (server/training-form.ts) answer with their own messages
  title: Text(TRAINING_TITLE_MAX * 4),
  description: Text(TRAINING_DESCRIPTION_MAX * 2),
  auth: Text(20),
  privatePwd: Text(TRAINING_PASSWORD_MAX),
  /** 0 to 2147483647; text is accepted the way a number box sends it */
  rank: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  /** visible in the list */
  status: Type.Optional(Type.Boolean()),
});
export type TrainingFields = Static<typeof TrainingFields>;

/** POST/PUT /api/admin/training (reference TrainingDTO) */
export const AdminTrainingBody = Type.Object({
  training: withMessages(TrainingFields, { required: 'TRAININGS_FORM_REQUIRED' }),
  trainingCategory: Type.Optional(Type.Union([Type.Object({ id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) }), Type.Null()])),
});
export type AdminTrainingBody = Static<typeof AdminTrainingBody>;

/** GET /api/admin/training: the training with what only its admins read */
export const AdminTraining = Type.Object({
  training: Type.Composite([TrainingSchema, Type.Object({ privatePwd: Type.Union([Type.String(), Type.Null()]) })]),
  trainingCategory: Type.Union([TrainingCategory, Type.Null()]),
});
export type AdminTraining = Static<typeof AdminTraining>;

/** PUT /api/admin/training/change-training-status */
export const ChangeStatusQuery = Type.Object({
  tid: Tid,
  author: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]),
});

/** POST/PUT /api/admin/training/category */
export const CategoryBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  name: Text(CATEGORY_NAME_MAX + 10),
  color: Text(100),
});
export type CategoryBody = Static<typeof CategoryBody>;
export const CategoryIdQuery = Type.Object({
  cid: withMessages(Type.Integer({ minimum: 1 }), { required: 'TRAININGS_CATEGORY_NOT_FOUND', type: 'TRAININGS_CATEGORY_NOT_FOUND', minimum: 'TRAININGS_CATEGORY_NOT_FOUND' }),
});

/** a problem's place in a training (reference training_problem) */
export const TrainingProblemMapping = Type.Object({
  id: Type.Integer(),
  tid: Type.Integer(),
  pid: Type.Integer(),
  displayId: Type.String(),
  rank: Type.Integer(),
});
export type TrainingProblemMapping = Static<typeof TrainingProblemMapping>;

/** GET /api/admin/training/get-problem-list */
export const AdminTrainingProblemQuery = Type.Object({
  tid: Tid,
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** true (default): the training's problems; false: public problems not yet in it (the add dialog) */
  queryExisted: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
});
/** a row of that list */
export const AdminTrainingProblemRow = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  type: Type.Integer(),
  auth: Type.Integer(),
  /** its place in the training (null for problems not in it) */
  rank: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminTrainingProblemRow = Static<typeof AdminTrainingProblemRow>;
export type AdminTrainingProblemQuery = Static<typeof AdminTrainingProblemQuery>;
/** its answer: a page of rows and the training's mapping of each of its problems, by pid */
export const AdminTrainingProblemList = Type.Object({
  problemList: Page(AdminTrainingProblemRow),
  trainingProblemMap: Type.Record(Type.String(), TrainingProblemMapping),
});
export type AdminTrainingProblemList = Static<typeof AdminTrainingProblemList>;

/** PUT /api/admin/training/problem: moves a problem (its rank; displayId follows the problem's) */
export const TrainingProblemUpdate = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  tid: Tid,
  pid: Pid,
  rank: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  displayId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
/** DELETE /api/admin/training/problem */
export const TrainingProblemDelete = Type.Object({ tid: Tid, pid: Pid });
/** POST /api/admin/training/add-problem-from-public (reference TrainingProblemDTO) */
export const AddFromPublicBody = Type.Object({ tid: Tid, pid: Pid, displayId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])) });
/** GET /api/admin/training/import-remote-oj-problem */
export const ImportRemoteQuery = Type.Object({
  tid: Tid,
  name: withMessages(Type.String({ minLength: 1, maxLength: 50 }), { required: 'TRAININGS_REMOTE_OJ_REQUIRED', minLength: 'TRAININGS_REMOTE_OJ_REQUIRED' }),
  problemId: withMessages(Type.String({ minLength: 1, maxLength: 100 }), { required: 'TRAININGS_REMOTE_PROBLEM_REQUIRED', minLength: 'TRAININGS_REMOTE_PROBLEM_REQUIRED' }),
});

/** a row of the admin training list: may the caller edit it (spec 3 §6 training admin) */
export const AdminTrainingRow = Type.Composite([TrainingSchema, Type.Object({ manageable: Type.Boolean() })]);
export type AdminTrainingRow = Static<typeof AdminTrainingRow>;

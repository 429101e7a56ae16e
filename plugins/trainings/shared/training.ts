// The training as the pages and other plugins see it (spec 3 §3 "Training", reference §3
// `training`, `training_category`, `training_problem`), and its constants (spec 3 §9).
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '@oj/sdk/shared';

/** spec 3 §9: training list page size */
export const TRAINING_LIST_PAGE_SIZE = 15;
/** spec 3 §9: training rank page size */
export const TRAINING_RANK_PAGE_SIZE = 30;
/** spec 3 §9: a training's rank (its place in the list, smaller first) */
export const TRAINING_RANK_DEFAULT = 1000;
export const TRAINING_RANK_MAX = 2_147_483_647;
export const TRAINING_TITLE_MAX = 255;
export const TRAINING_DESCRIPTION_MAX = 65_535;
export const TRAINING_PASSWORD_MAX = 30;
export const CATEGORY_NAME_MAX = 30;
/** a category colour: #rgb or #rrggbb */
export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** the reference's auth values, as strings */
export const TRAINING_AUTH = { public: 'Public', private: 'Private' } as const;
export const TrainingAuth = Type.Union([Type.Literal('Public'), Type.Literal('Private')]);
export type TrainingAuth = Static<typeof TrainingAuth>;

/** spec 3 §3 Training category */
export const TrainingCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  /** a group's category (the groups plugin), null for the site's */
  gid: Type.Union([Type.Integer(), Type.Null()]),
});
export type TrainingCategory = Static<typeof TrainingCategory>;

/** spec 3 §3 Training: a list row and the detail (the detail adds the description) */
export const TrainingSchema = Type.Object({
  id: Type.Integer(),
  rank: Type.Integer(),
  title: Type.String(),
  /** the markdown introduction ('' in list rows) */
  description: Type.String(),
  auth: TrainingAuth,
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  categoryName: NullableString,
  categoryColor: NullableString,
  /** the author's username */
  author: Type.String(),
  /** visible in the list (admins switch it) */
  status: Type.Boolean(),
  gid: Type.Union([Type.Integer(), Type.Null()]),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
  problemCount: Type.Integer(),
  /** the caller's solved problems of the training (0 for visitors) */
  acCount: Type.Integer(),
});
export type TrainingView = Static<typeof TrainingSchema>;

/** spec 3 §3 Training problem: a row of the training's problem list */
export const TrainingProblem = Type.Object({
  /** the problem's numeric id */
  pid: Type.Integer(),
  /** the problem's display id, e.g. "1000" (what the problem page's URL carries) */
  problemId: Type.String(),
  title: Type.String(),
  difficulty: Type.Integer(),
  /** 0 ACM, 1 OI */
  type: Type.Integer(),
  tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), color: NullableString })),
  ac: Type.Integer(),
  total: Type.Integer(),
  /** the caller's status: -10 never submitted, 0 accepted, other judge statuses when tried */
  myStatus: Type.Integer(),
  /** the place in the training (smaller first) */
  rank: Type.Integer(),
});
export type TrainingProblem = Static<typeof TrainingProblem>;

/** one cell of the training rank: the best verdict of one user on one problem */
export const RankCell = Type.Object({
  /** judge status: 0 once solved, otherwise the latest final status */
  status: Type.Integer(),
  /** ms of the fastest accepted run (null when not solved) */
  runTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type RankCell = Static<typeof RankCell>;

/** spec 3 §3 Training rank row */
export const TrainingRankRow = Type.Object({
  /** place in the rank (1-based, ties share no place: the order is ac desc, total run time asc) */
  rank: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  /** training admins only (spec 3 §6), null for others */
  realname: NullableString,
  nickname: NullableString,
  avatar: NullableString,
  gender: NullableString,
  school: NullableString,
  ac: Type.Integer(),
  /** ms, the sum of each solved problem's fastest accepted run */
  totalRunTime: Type.Integer(),
  /** keyed by the problem's display id (problemId) */
  submissionInfo: Type.Record(Type.String(), RankCell),
});
export type TrainingRankRow = Static<typeof TrainingRankRow>;

// The trainings plugin's stored rows, as its stores (server/stores/) read them: the training, its
// problems, the categories, the registrations, and each user's cells and standing. Type-only.

/** a training (trainings_training) */
export interface TrainingRow {
  id: number;
  uid: string;
  author: string;
  title: string;
  description: string;
  auth: 'Public' | 'Private';
  privatePwd: string | null;
  status: boolean;
  rank: number;
  categoryId: number | null;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** a training with its category's name and colour and its problem count (the lists and the detail) */
export interface ListedTrainingRow extends TrainingRow {
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number | string;
}

/** a problem of a training (trainings_problem): its place and its display id when it joined */
export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}

/** a category (trainings_category) as lists and forms read it; gid null: the site's */
export interface TrainingCategoryRow {
  id: number;
  name: string;
  color: string;
  gid: number | null;
}

/** one user's result on one problem of one training (trainings_cell) */
export interface TrainingCellRow {
  tid: number;
  uid: string;
  pid: number;
  status: number;
  solved: boolean;
  runTime: number | null;
}

/** a user's standing in a training with their public profile and place (the rank page) */
export interface RankedStandingRow {
  uid: string;
  ac: number;
  totalRunTime: string | number;
  place: string | number;
  username: string;
  realname: string | null;
  nickname: string | null;
  avatar: string | null;
  gender: string | null;
  school: string | null;
}

// The trainings plugin's public contract: the training as other plugins (groups, remote judges,
// the AI assistant) and the UI see it, its constants, the service it provides and the extension
// point the groups plugin fills. Add, never change. The browser-safe part (the training,
// constants, payload schemas) is shared/browser.ts; the stored rows the server's stores read, rows.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser, type PageOf } from '@oj/sdk';
import type { TrainingView } from './training.ts';
import type {
  AdminTraining, AdminTrainingBody, AdminTrainingProblemList, AdminTrainingProblemQuery, AdminTrainingRow, TrainingProblemMapping,
} from './admin-calls.ts';

export * from './browser.ts';
export type {
  ListedTrainingRow, RankedStandingRow, TrainingCategoryRow, TrainingCellRow, TrainingProblemRow, TrainingRow,
} from './rows.ts';

/** where a training belongs: the groups plugin extends this to own group trainings (spec 3 §6) */
export interface TrainingOwnerScope {
  /** is `user` a training admin of this group training (group root); undefined for trainings it does not own */
  isTrainingAdmin?(user: AuthUser, training: { id: number; gid: number | null }): Promise<boolean | undefined>;
  /** may `user` see this group's training at all (membership); undefined for trainings it does not own */
  canSee?(user: AuthUser | null, training: { id: number; gid: number | null }): Promise<boolean | undefined>;
}
export const trainingOwnerPoint = defineExtensionPoint<TrainingOwnerScope>('trainings.owner');

/** a page of a list (bad values fall back to page 1 and the list's size) and an optional keyword (title or id) */
export interface TrainingPageQuery { currentPage?: number | string; limit?: number | string; keyword?: string }

export interface TrainingsService {
  /** null when there is no such training; acCount is 0 (no viewer) */
  get(tid: number): Promise<TrainingView | null>;
  /** the author, a super admin, or a group root through trainingOwnerPoint */
  isTrainingAdmin(user: AuthUser | null, tid: number): Promise<boolean>;
  /** may `user` open the training's problems (public, registered with the password, or an admin) */
  hasAccess(user: AuthUser | null, tid: number): Promise<boolean>;

  // A group's trainings (spec 3 §7 "Trainings" under Groups), for the groups plugin once it has
  // decided who may: the site's admin calls' own code, the form's rules and messages. A training
  // that does not exist is TRAININGS_NOT_FOUND; the category is one of the site's.
  /** a page of group `gid`'s visible trainings for a member, in the list's order, with `viewer`'s progress (as the site's list) */
  groupTrainings(viewer: AuthUser, gid: number, query: TrainingPageQuery): Promise<PageOf<TrainingView>>;
  /** a page of all of group `gid`'s trainings for its admins, the newest first, each saying whether `viewer` may change it (its author, the group root, a super admin) */
  groupAdminTrainings(viewer: AuthUser, gid: number, query: TrainingPageQuery): Promise<PageOf<AdminTrainingRow>>;
  /** the training as its edit form reads it (with its password and category); null when there is none */
  adminTraining(tid: number): Promise<AdminTraining | null>;
  /** a new training of group `gid` by `user` (its description sanitised) */
  createGroupTraining(user: AuthUser, gid: number, body: AdminTrainingBody): Promise<TrainingView>;
  /** edits training `body.training.id` (what the form leaves out is kept; its group stays) */
  updateTraining(body: AdminTrainingBody): Promise<void>;
  /** shown in its list or not */
  setTrainingStatus(tid: number, status: boolean): Promise<void>;
  /** deletes the training with its problems, registrations and results */
  deleteTraining(tid: number): Promise<void>;
  /** the training's problems as its admins list them; `queryExisted` false: the main set's public problems not in it */
  trainingProblemList(tid: number, query: AdminTrainingProblemQuery): Promise<AdminTrainingProblemList>;
  /** a problem's place (rank) in the training */
  moveTrainingProblem(tid: number, pid: number, rank: number | string | null | undefined): Promise<void>;
  removeTrainingProblem(tid: number, pid: number): Promise<void>;
  /** a public problem of the main set, at the end of the training */
  addPublicProblem(tid: number, pid: number): Promise<TrainingProblemMapping>;
  /** a public problem of the training's own group, by its display id */
  addGroupProblem(tid: number, problemId: string): Promise<TrainingProblemMapping>;
}
export const trainingsService = defineServiceRef<TrainingsService>('trainings');

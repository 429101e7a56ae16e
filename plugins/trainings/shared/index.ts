// The trainings plugin's public contract: the training as other plugins (groups, remote judges,
// the AI assistant) and the UI see it, its constants, the service it provides and the extension
// point the groups plugin fills. Add, never change. The browser-safe part (the training,
// constants, payload schemas) is shared/browser.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';
import type { TrainingView } from './training.ts';

export * from './browser.ts';

/** where a training belongs: the groups plugin extends this to own group trainings (spec 3 §6) */
export interface TrainingOwnerScope {
  /** is `user` a training admin of this group training (group root); undefined for trainings it does not own */
  isTrainingAdmin?(user: AuthUser, training: { id: number; gid: number | null }): Promise<boolean | undefined>;
  /** may `user` see this group's training at all (membership); undefined for trainings it does not own */
  canSee?(user: AuthUser | null, training: { id: number; gid: number | null }): Promise<boolean | undefined>;
}
export const trainingOwnerPoint = defineExtensionPoint<TrainingOwnerScope>('trainings.owner');

export interface TrainingsService {
  /** null when there is no such training; acCount is 0 (no viewer) */
  get(tid: number): Promise<TrainingView | null>;
  /** the author, a super admin, or a group root through trainingOwnerPoint */
  isTrainingAdmin(user: AuthUser | null, tid: number): Promise<boolean>;
  /** may `user` open the training's problems (public, registered with the password, or an admin) */
  hasAccess(user: AuthUser | null, tid: number): Promise<boolean>;
}
export const trainingsService = defineServiceRef<TrainingsService>('trainings');

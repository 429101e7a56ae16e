// What the training page knows about the training, for its tabs.
import { createContext, useContext } from 'react';
import type { TrainingView } from '../api.js';

export interface TrainingState {
  training: TrainingView;
  /** the training page's own path (/training/5, or where another plugin mounts it: /group/3/training/5); its tabs and problems are below it */
  path: string;
  /** public, registered with the password, or a training admin (get-training-access) */
  access: boolean;
  /** spec 3 §6 training admin: the author or a super admin (the server decides what it sends) */
  isAdmin: boolean;
  /** spec 3 §4, §6: a private training without access locks its menu for non-admins */
  locked: boolean;
  onRegistered(): void;
}

export const TrainingContext = createContext<TrainingState | null>(null);

export function useTraining(): TrainingState {
  const state = useContext(TrainingContext);
  if (!state) throw new Error('useTraining outside the training page');
  return state;
}

// What the details shell knows about the contest, for its tabs (the board's tabs load their own).
import { createContext, useContext } from 'react';
import type { ContestView } from './api.js';

export interface ContestState {
  contest: ContestView;
  /** registered (or the contest needs no registration) */
  access: boolean;
  /** author, super admin (spec 3 §6 contest admin) */
  isAdmin: boolean;
  /** spec 3 §6: non-admins wait for the start, and for access to a private contest */
  menuDisabled: boolean;
  /** the status the clock says now */
  status: number;
  /** spec 3 §2 settings popover: include the submissions after the contest (allowEndSubmit contests) */
  containsEnd: boolean;
  onRegistered(): void;
}

export const ContestContext = createContext<ContestState | null>(null);

export function useContest(): ContestState {
  const state = useContext(ContestContext);
  if (!state) throw new Error('useContest outside the contest details shell');
  return state;
}

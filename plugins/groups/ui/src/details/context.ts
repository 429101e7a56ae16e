// What a group's page knows about the group and the viewer, for its tabs.
import { createContext, useContext } from 'react';
import type { GroupAccess, GroupView } from '../api.js';

export interface GroupState {
  group: GroupView;
  /** what the viewer may do here (GET /api/get-group-access) */
  access: GroupAccess;
  /** asks the server for the group again (after an edit, member changes, an exit) */
  reloadGroup(): Promise<void>;
  /** asks the server for the viewer's access again (after joining or exiting) */
  reloadAccess(): Promise<void>;
  /** the group as a write answered it (the avatar upload, the info form) */
  setGroup(group: GroupView): void;
}

export const GroupContext = createContext<GroupState | null>(null);

export function useGroup(): GroupState {
  const state = useContext(GroupContext);
  if (!state) throw new Error('useGroup outside the group page');
  return state;
}

// The groups plugin's public contract: the group as other plugins see it and the service it
// provides (who belongs to a group and at which level). Add, never change. The browser-safe part
// (the group, constants, payload schemas) is shared/browser.ts; the stored rows the server's store
// reads, rows.ts.
import { defineServiceRef, type AuthUser } from '@oj/sdk';

export * from './browser.ts';
export type { AnnouncementRow, GroupRow, ListedGroupRow, ListedMemberRow, MemberRow, RankMemberRow } from './rows.ts';

/** a user's standing in a group (spec 3 §6 "Group levels") */
export interface GroupStanding {
  /** the member auth: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root */
  auth: number;
  /** a member (level 3 and above), or a super admin */
  member: boolean;
  /** group admin: level 4 or 5, the owner, or a super admin */
  admin: boolean;
  /** group root: level 5, the owner, or a super admin */
  root: boolean;
  /** the owner, or a super admin */
  owner: boolean;
}

export interface GroupsService {
  /** the group's id, short name and whether it is visible; null when there is no such group */
  get(gid: number): Promise<{ id: number; name: string; shortName: string; visible: boolean; uid: string } | null>;
  /** `user`'s standing in the group (all false for visitors, for unknown groups, for non-members) */
  standing(user: AuthUser | null, gid: number): Promise<GroupStanding>;
}
export const groupsService = defineServiceRef<GroupsService>('groups');

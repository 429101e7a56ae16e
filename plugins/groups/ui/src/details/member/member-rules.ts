// Who may change or remove which member (spec 3 §6 "Member auth select", "Delete member"), as the
// admin view offers it; the server checks the same again.
// Plain data in, plain answers out: no kit imports, so the rules are tested on their own.
import { MEMBER_AUTH, type GroupAccess, type GroupMemberView } from '@oj/plugin-groups/browser';

export interface Viewer {
  uid: string;
  /** the viewer's member auth (5 for the owner) */
  auth: number;
  /** the group's owner, or a super admin */
  owner: boolean;
}

export const viewerOf = (uid: string, access: GroupAccess): Viewer => ({ uid, auth: access.auth, owner: access.owner });

/**
 * The level select is disabled for members at or above the viewer's own level unless the viewer is
 * a super admin or the group owner. The viewer's own row and the owner's row stay fixed as well:
 * the server refuses both (GROUPS_MEMBER_SELF, GROUPS_OWNER_FIXED).
 */
export function levelLocked(viewer: Viewer, target: GroupMemberView, ownerUid: string): boolean {
  if (target.uid === viewer.uid || target.uid === ownerUid) return true;
  return !viewer.owner && target.auth >= viewer.auth;
}

/** a level the viewer may not grant: at or above its own, unless a super admin or the owner */
export const levelOptionLocked = (viewer: Viewer, level: number): boolean => !viewer.owner && level >= viewer.auth;

/** delete is offered to the owner, or for a member below the viewer; never for oneself or the owner */
export function mayRemove(viewer: Viewer, target: GroupMemberView, ownerUid: string): boolean {
  if (target.uid === viewer.uid || target.uid === ownerUid) return false;
  return viewer.owner || target.auth < viewer.auth;
}

/** spec 3 §4: accepting an application makes a member, refusing marks it refused */
export const ACCEPT = MEMBER_AUTH.member;
export const REFUSE = MEMBER_AUTH.refused;

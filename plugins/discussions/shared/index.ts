// The discussions plugin's public contract: the discussion as other plugins (comments, groups) see
// it, the service it provides and the extension point the groups plugin fills. Add, never change.
// The browser-safe part (the discussion, constants, payload schemas) is shared/browser.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';

export * from './browser.ts';

/** a discussion as other plugins need it */
export interface DiscussionRef {
  id: number;
  title: string;
  uid: string;
  gid: number | null;
  status: number;
}

/**
 * Where a discussion belongs: the groups plugin extends this to own group discussions (spec 3 §6).
 * A site discussion (gid null) is the kernel's public-discussion switch and the admin roles'.
 */
export interface DiscussionOwnerScope {
  /** may `user` read this group's discussions (membership); undefined for discussions it does not own */
  canSee?(user: AuthUser | null, d: { gid: number | null }): Promise<boolean | undefined>;
  /** may `user` moderate it (group admin); undefined for discussions it does not own */
  isModerator?(user: AuthUser, d: { gid: number | null }): Promise<boolean | undefined>;
}
export const discussionOwnerPoint = defineExtensionPoint<DiscussionOwnerScope>('discussions.owner');

export interface DiscussionsService {
  /**
   * The discussion when `user` may read it now (the switch of its area is on, it is not disabled
   * unless `user` wrote it or moderates it); null otherwise.
   */
  readable(user: AuthUser | null, did: number): Promise<DiscussionRef | null>;
  /** may `user` moderate this discussion's comments (an admin role, or the group's moderator) */
  isModerator(user: AuthUser | null, did: number): Promise<boolean>;
  /** the comments plugin reports the number of comments under a discussion */
  setCommentCount(did: number, count: number): Promise<void>;
}
export const discussionsService = defineServiceRef<DiscussionsService>('discussions');

// The discussions plugin's public contract: the discussion as other plugins (comments, groups) see
// it, the service it provides and the extension point the groups plugin fills. Add, never change.
// The browser-safe part (the discussion, constants, payload schemas) is shared/browser.ts; the
// stored rows the server's stores read, rows.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser, type PageOf } from '@oj/sdk';
import type { DiscussionBody, DiscussionListQuery } from './payloads.ts';
import type { DiscussionView } from './discussion.ts';

export * from './browser.ts';
export type { DiscussionCategoryRow, DiscussionRow, ListedDiscussionRow, ListedReportRow } from './rows.ts';

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
  /**
   * For the groups plugin's calls, once it has checked who may read (`page`) or write (`post`) in
   * group `gid`: a page of the group's discussions (`all`: disabled ones too, for its moderators),
   * a new post (the form's, posting and flood rules of the site's area), the author's edit, a
   * moderator's pin or disable, and a delete by the author or a moderator. A discussion of another
   * area is "not found". Refusals are OjErrors with this plugin's messages.
   */
  page(user: AuthUser | null, gid: number, query: DiscussionListQuery, all: boolean): Promise<PageOf<DiscussionView>>;
  post(user: AuthUser, gid: number, body: DiscussionBody): Promise<DiscussionView>;
  edit(user: AuthUser, gid: number, body: DiscussionBody): Promise<void>;
  moderate(user: AuthUser, gid: number, did: number, change: DiscussionModeration): Promise<void>;
  remove(user: AuthUser, gid: number, did: number): Promise<void>;
}

/** what a moderator changes on a discussion */
export interface DiscussionModeration { topPriority?: boolean; status?: number }
export const discussionsService = defineServiceRef<DiscussionsService>('discussions');

// Discussions: reading one with its author and category, who may read, write and moderate it.
// Every route and the service ask here, so the rules of spec 3 §6 live in one place:
// - a site discussion (gid null) exists only while the public-discussion switch is on;
// - a disabled one is read only by its author and its moderators;
// - moderators are the admin roles (root, admin, problem admin), and for a group's discussion who
//   the groups plugin says (discussionOwnerPoint).
import { notFound, roleBadge, type AuthUser, type PluginContext } from '@oj/sdk';
import {
  DISCUSSION_STATUS, discussionOwnerPoint, type DiscussionRef, type DiscussionRow, type DiscussionView, type ListedDiscussionRow,
} from '../shared/index.ts';
import type { DiscussionStores } from './stores/index.ts';

declare module '@oj/sdk' {
  interface OjEvents {
    /** a discussion was deleted: its comments go too (the comments plugin listens) */
    'discussion.deleted': { did: number };
  }
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toView(r: ListedDiscussionRow, hasLike = false, withContent = true): DiscussionView {
  return {
    id: r.id, pid: r.pid, title: r.title, description: r.description, content: withContent ? r.content : '',
    categoryId: r.categoryId, categoryName: r.categoryName, topPriority: r.topPriority, uid: r.uid, author: r.author,
    avatar: r.avatar, role: roleBadge(r.roleId), titleName: r.titleName, titleColor: r.titleColor, gid: r.gid, status: r.status,
    commentNum: r.commentNum, likeNum: r.likeNum, viewNum: r.viewNum, hasLike, gmtCreate: iso(r.gmtCreate), gmtModified: iso(r.gmtModified),
  };
}

export class Discussions {
  constructor(private readonly ctx: PluginContext, readonly stores: DiscussionStores) {}

  get(did: number): Promise<DiscussionRow | undefined> {
    return this.stores.discussions.byId(did);
  }

  /** the discussion with its author and category */
  listed(did: number): Promise<ListedDiscussionRow | undefined> {
    return this.stores.discussions.listed(did);
  }

  /** may `user` moderate discussions of this area: the admin roles for the site's, the group's say for a group's */
  async isModerator(user: AuthUser | null, d: { gid: number | null }): Promise<boolean> {
    if (!user) return false;
    if (d.gid == null) return this.ctx.perms.isAdmin(user);
    if (this.ctx.perms.isRoot(user)) return true;
    for (const owner of this.ctx.extensions(discussionOwnerPoint)) {
      if ((await owner.isModerator?.(user, d)) === true) return true;
    }
    return false;
  }

  /** is the area of this discussion open to `user`: the site switch, or the group's membership */
  async areaOpen(user: AuthUser | null, d: { gid: number | null }): Promise<boolean> {
    if (d.gid == null) return this.ctx.settings.switchOn('openPublicDiscussion');
    if (!(await this.ctx.settings.switchOn('openGroupDiscussion'))) return false;
    if (this.ctx.perms.isRoot(user)) return true;
    let allowed = false;
    for (const owner of this.ctx.extensions(discussionOwnerPoint)) {
      const answer = await owner.canSee?.(user, d);
      if (answer === false) return false;
      if (answer === true) allowed = true;
    }
    return allowed;
  }

  /**
   * The discussion when `user` may read it: its area is open, and it is not disabled unless `user`
   * wrote or moderates it. A missing one, or one of a closed area, is "not found"; a disabled one says so.
   */
  async readable(user: AuthUser | null, did: number): Promise<DiscussionRow> {
    const d = await this.get(did);
    if (!d || !(await this.areaOpen(user, d))) throw notFound('DISCUSSIONS_NOT_FOUND');
    if (d.status === DISCUSSION_STATUS.disabled && d.uid !== user?.uid && !(await this.isModerator(user, d))) {
      throw notFound('DISCUSSIONS_DISABLED');
    }
    return d;
  }

  /** deletes discussions (their likes and reports go with them) and tells the comments plugin */
  async remove(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const n = await this.stores.discussions.remove(ids);
    for (const did of ids) await this.ctx.bus.emit('discussion.deleted', { did });
    return n;
  }

  ref(d: DiscussionRow): DiscussionRef {
    return { id: d.id, title: d.title, uid: d.uid, gid: d.gid, status: d.status };
  }
}

// Groups: reading one, and who stands where in it. Every route, the service and the extension
// points ask here, so the rules of spec 3 §6 "Group levels" live in one place:
// - member: level 3 and above; admin: level 4 and above; root: level 5 or the owner;
// - the owner's own row says level 5; a super admin is treated as owner, root, admin and member;
// - a hidden group exists only for its members (and super admins): others are told it does not exist.
import { forbidden, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { GROUP_AUTH, MEMBER_AUTH, type GroupRow, type GroupStanding, type GroupView, type ListedGroupRow } from '../shared/index.ts';
import type { GroupStore } from './store.ts';

declare module '@oj/sdk' {
  interface OjEvents {
    /** a group was disbanded: its announcements and members are gone; its problems, trainings, contests and discussions stay unseen */
    'group.deleted': { gid: number };
  }
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const NO_STANDING: GroupStanding = Object.freeze({ auth: 0, member: false, admin: false, root: false, owner: false });

export function toView(r: ListedGroupRow, standing: GroupStanding, withDescription = true): GroupView {
  return {
    id: r.id, name: r.name, shortName: r.shortName, brief: r.brief, description: withDescription ? r.description : '',
    avatar: r.avatar, owner: r.owner, uid: r.uid, auth: r.auth,
    // the join code is for who hands it out
    code: standing.admin && r.auth !== GROUP_AUTH.public ? r.code : null,
    visible: r.visible, status: r.status, memberCount: Number(r.memberCount),
    gmtCreate: iso(r.gmtCreate), gmtModified: iso(r.gmtModified),
  };
}

export class Groups {
  constructor(private readonly ctx: PluginContext, readonly store: GroupStore) {}

  get(gid: number): Promise<GroupRow | undefined> {
    return this.store.byId(gid);
  }

  /** the group with its owner's name and member count */
  listed(gid: number): Promise<ListedGroupRow | undefined> {
    return this.store.listed(gid);
  }

  /** `user`'s standing in `group` (the member row's level, the owner, a super admin) */
  async standingIn(user: AuthUser | null, group: Pick<GroupRow, 'id' | 'uid'> | undefined): Promise<GroupStanding> {
    if (!user || !group) return NO_STANDING;
    const row = await this.store.member(group.id, user.uid);
    const auth = group.uid === user.uid ? MEMBER_AUTH.root : (row?.auth ?? 0);
    const superAdmin = this.ctx.perms.isRoot(user);
    const owner = superAdmin || group.uid === user.uid;
    return {
      auth,
      member: superAdmin || auth >= MEMBER_AUTH.member,
      admin: superAdmin || owner || auth >= MEMBER_AUTH.admin,
      root: superAdmin || owner || auth >= MEMBER_AUTH.root,
      owner,
    };
  }

  /** is `uid` an admin of the group by its own standing (level 4 or 5, or the owner) */
  async adminByUid(uid: string, gid: number): Promise<boolean> {
    const g = await this.store.byId(gid);
    if (!g) return false;
    if (g.uid === uid) return true;
    return this.store.hasLevel(gid, uid, MEMBER_AUTH.admin);
  }

  async standing(user: AuthUser | null, gid: number): Promise<GroupStanding> {
    return this.standingIn(user, await this.get(gid));
  }

  /**
   * The group and `user`'s standing when `user` may know it exists: a visible group for everyone,
   * a hidden one for its members. Otherwise "not found".
   */
  async seen(user: AuthUser | null, gid: number): Promise<{ group: GroupRow; standing: GroupStanding }> {
    const group = await this.get(gid);
    if (!group) throw notFound('GROUPS_NOT_FOUND');
    const standing = await this.standingIn(user, group);
    if (!group.visible && !standing.member) throw notFound('GROUPS_NOT_FOUND');
    return { group, standing };
  }

  /** as seen(), and `user` must be a member (the group's tabs) */
  async entered(user: AuthUser | null, gid: number): Promise<{ group: GroupRow; standing: GroupStanding }> {
    const seen = await this.seen(user, gid);
    if (!seen.standing.member) throw forbidden('GROUPS_MEMBERS_ONLY');
    return seen;
  }

  /** as entered(), and `user` must be a group admin */
  async administered(user: AuthUser | null, gid: number): Promise<{ group: GroupRow; standing: GroupStanding }> {
    const seen = await this.entered(user, gid);
    if (!seen.standing.admin) throw forbidden('GROUPS_ADMIN_ONLY');
    return seen;
  }

  /** as entered(), and `user` must be the group root */
  async rooted(user: AuthUser | null, gid: number): Promise<{ group: GroupRow; standing: GroupStanding }> {
    const seen = await this.entered(user, gid);
    if (!seen.standing.root) throw forbidden('GROUPS_ROOT_ONLY');
    return seen;
  }

  /** disbands a group: its members and announcements go with it; other plugins hear `group.deleted` */
  async disband(group: Pick<GroupRow, 'id' | 'avatarFileId'>): Promise<void> {
    await this.store.remove(group.id);
    if (group.avatarFileId) await this.ctx.files.remove(group.avatarFileId);
    await this.ctx.bus.emit('group.deleted', { gid: group.id });
  }
}

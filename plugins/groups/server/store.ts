// The groups plugin's store: groups, their members and their announcements (groups_group,
// groups_member, groups_announcement), with the names lists show beside them. Only this file
// names the tables. Who may do what is core.ts's and the routes'.
import { likePattern, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import { MEMBER_AUTH, type AnnouncementRow, type GroupRow, type ListedGroupRow, type ListedMemberRow, type MemberRow, type RankMemberRow } from '../shared/index.ts';
import type { GroupFields } from './form.ts';

/** which groups the list shows */
export interface GroupFilter {
  /** hidden groups too (a super admin); else only visible ones, and the viewer's own */
  hiddenToo: boolean;
  /** the viewer (null: a visitor) */
  viewerUid: string | null;
  /** only the viewer's groups (none for a visitor) */
  onlyMine: boolean;
  auth?: number;
  /** the name, short name, brief or owner's name holds it */
  keyword?: string;
}

/** which members a list shows: these levels (or one of them), whose name holds a keyword */
export interface MemberFilter {
  levels: readonly number[];
  level?: number;
  keyword?: string;
}

export class GroupStore {
  private readonly groups: string;
  private readonly members: string;
  private readonly announcements: string;

  constructor(private readonly ctx: PluginContext) {
    this.groups = ctx.table('group');
    this.members = ctx.table('member');
    this.announcements = ctx.table('announcement');
  }

  // groups

  byId(gid: number): Promise<GroupRow | undefined> {
    return this.ctx.db<GroupRow>(this.groups).where({ id: gid }).first();
  }

  /** the group with its owner's name and member count */
  listed(gid: number): Promise<ListedGroupRow | undefined> {
    return this.listing().where('g.id', gid).first<ListedGroupRow | undefined>(this.listedColumns());
  }

  /** one page of the groups `filter` picks (the newest first) with their owner's name and member count */
  page(filter: GroupFilter, params: PageParams): Promise<PageOf<ListedGroupRow>> {
    const { viewerUid } = filter;
    const mine = viewerUid ? this.ctx.db(this.members).where({ uid: viewerUid }).where('auth', '>=', MEMBER_AUTH.member).select('gid') : null;
    const base = this.listing().modify((b) => {
      // a hidden group is listed for its members only
      if (!filter.hiddenToo) b.where((w) => { w.where('g.visible', true); if (mine) w.orWhereIn('g.id', mine.clone()); if (viewerUid) w.orWhere('g.uid', viewerUid); });
      if (filter.onlyMine) {
        if (!viewerUid) b.whereRaw('false');
        else b.where((w) => w.whereIn('g.id', mine!.clone()).orWhere('g.uid', viewerUid));
      }
      if (filter.auth !== undefined) b.where('g.auth', filter.auth);
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        b.where((w) => w.whereILike('g.name', like).orWhereILike('g.shortName', like).orWhereILike('g.brief', like).orWhereILike('u.username', like));
      }
    });
    return paginate<ListedGroupRow>(base, params, (b) => b.select(this.listedColumns()).orderBy('g.id', 'desc'));
  }

  /** does another group (not `except`) have this name (or short name), in any case */
  async nameTaken(column: 'name' | 'shortName', value: string, except: number | null): Promise<boolean> {
    return Boolean(await this.ctx.db(this.groups)
      .whereRaw(`lower(${column === 'name' ? 'name' : 'short_name'}) = ?`, [value.toLowerCase()])
      .modify((b) => { if (except != null) b.whereNot('id', except); })
      .first('id'));
  }

  /** how many groups the user owns */
  async ownedBy(uid: string): Promise<number> {
    const [{ n }] = await this.ctx.db(this.groups).where({ uid }).count<Array<{ n: number | string }>>({ n: '*' });
    return Number(n);
  }

  /** a new group with its owner as its root member; its id */
  create(fields: GroupFields, uid: string): Promise<number> {
    return this.ctx.db.transaction(async (trx) => {
      const [row] = await trx<GroupRow>(this.groups).insert({ ...fields, uid }).returning('id');
      await trx(this.members).insert({ gid: row!.id, uid, auth: MEMBER_AUTH.root });
      return row!.id;
    });
  }

  /** changes the group (the modification time moves) */
  async update(gid: number, fields: Partial<GroupFields & Pick<GroupRow, 'avatar' | 'avatarFileId'>>): Promise<void> {
    await this.ctx.db(this.groups).where({ id: gid }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  /** deletes the group: its members and announcements go with it */
  async remove(gid: number): Promise<void> {
    await this.ctx.db(this.groups).where({ id: gid }).delete();
  }

  // members

  /** the user's row in the group */
  member(gid: number, uid: string): Promise<MemberRow | undefined> {
    return this.ctx.db<MemberRow>(this.members).where({ gid, uid }).first();
  }

  /** is the user a member of the group at `level` or above */
  async hasLevel(gid: number, uid: string, level: number): Promise<boolean> {
    return Boolean(await this.ctx.db(this.members).where({ gid, uid }).where('auth', '>=', level).first('id'));
  }

  /** which of these groups the user is a member of at `level` or above */
  async groupsAtLevel(uid: string, level: number, gids: number[]): Promise<Set<number>> {
    const rows = await this.ctx.db<MemberRow>(this.members).where({ uid }).where('auth', '>=', level).whereIn('gid', gids).select('gid');
    return new Set(rows.map((r) => r.gid));
  }

  /** one page of the group's members `filter` picks with their profile: the higher levels first, then the earliest */
  memberPage(gid: number, filter: MemberFilter, params: PageParams): Promise<PageOf<ListedMemberRow>> {
    const base = this.ctx.db(`${this.members} as m`).join(`${this.ctx.users.table} as u`, 'u.uid', 'm.uid').where('m.gid', gid).modify((b) => {
      if (filter.level !== undefined) b.where('m.auth', filter.level);
      else b.whereIn('m.auth', filter.levels);
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        b.where((w) => w.whereILike('u.username', like).orWhereILike('u.nickname', like));
      }
    });
    return paginate<ListedMemberRow>(base, params, (b) =>
      b.select('m.*', 'u.username', 'u.nickname', 'u.avatar').orderBy([{ column: 'm.auth', order: 'desc' }, { column: 'm.id', order: 'asc' }]));
  }

  /** the group's members (and its owner) on its rank, whose name holds `search` */
  rankMembers(gid: number, ownerUid: string, search: string | undefined): Promise<RankMemberRow[]> {
    return this.ctx.db(`${this.members} as m`).join(`${this.ctx.users.table} as u`, 'u.uid', 'm.uid')
      .where('m.gid', gid).where((w) => w.where('m.auth', '>=', MEMBER_AUTH.member).orWhere('m.uid', ownerUid))
      .modify((b) => {
        if (search) b.where((w) => w.whereILike('u.username', likePattern(search)).orWhereILike('u.nickname', likePattern(search)));
      })
      .select<RankMemberRow[]>('u.uid', 'u.username', 'u.nickname', 'u.avatar', 'u.titleName', 'u.titleColor');
  }

  /** the user joins or applies (a refused user's row is reused) */
  async apply(gid: number, uid: string, auth: number, reason: string | null): Promise<void> {
    await this.ctx.db(this.members).insert({ gid, uid, auth, reason })
      .onConflict(['gid', 'uid']).merge({ auth, reason, gmtModified: this.ctx.db.fn.now() });
  }

  async setLevel(memberId: number, auth: number): Promise<void> {
    await this.ctx.db(this.members).where({ id: memberId }).update({ auth, gmtModified: this.ctx.db.fn.now() });
  }

  async removeMember(memberId: number): Promise<void> {
    await this.ctx.db(this.members).where({ id: memberId }).delete();
  }

  /** the user leaves the group; false when they were not in it */
  async leave(gid: number, uid: string): Promise<boolean> {
    return (await this.ctx.db(this.members).where({ gid, uid }).delete()) > 0;
  }

  // announcements

  /** the announcement as stored */
  announcementById(id: number): Promise<Omit<AnnouncementRow, 'username'> | undefined> {
    return this.ctx.db<AnnouncementRow>(this.announcements).where({ id }).first();
  }

  /** the announcement with its author's name */
  announcement(id: number): Promise<AnnouncementRow | undefined> {
    return this.announcementListing().where('a.id', id).first<AnnouncementRow | undefined>('a.*', 'u.username');
  }

  /** one page of the group's announcements (visible ones only, or all), the newest first */
  announcementPage(gid: number, status: number | undefined, params: PageParams): Promise<PageOf<AnnouncementRow>> {
    const base = this.announcementListing().where('a.gid', gid).modify((b) => { if (status !== undefined) b.where('a.status', status); });
    return paginate<AnnouncementRow>(base, params, (b) => b.select('a.*', 'u.username').orderBy('a.id', 'desc'));
  }

  /** a new announcement; its id */
  async insertAnnouncement(fields: Pick<AnnouncementRow, 'gid' | 'uid' | 'title' | 'content' | 'status'>): Promise<number> {
    const [row] = await this.ctx.db<AnnouncementRow>(this.announcements).insert(fields).returning('id');
    return row!.id;
  }

  async updateAnnouncement(id: number, fields: Pick<AnnouncementRow, 'title' | 'content' | 'status'>): Promise<void> {
    await this.ctx.db(this.announcements).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  async removeAnnouncement(id: number): Promise<void> {
    await this.ctx.db(this.announcements).where({ id }).delete();
  }

  /** groups (as g) with their owner (u) and member count (m) */
  private listing(): Knex.QueryBuilder {
    const db = this.ctx.db;
    const members = db(this.members).where('auth', '>=', MEMBER_AUTH.member).groupBy('gid').select('gid', db.raw('count(*) as n')).as('m');
    return db(`${this.groups} as g`)
      .join(`${this.ctx.users.table} as u`, 'u.uid', 'g.uid')
      .leftJoin(members, 'm.gid', 'g.id');
  }

  private listedColumns() {
    return ['g.*', 'u.username as owner', this.ctx.db.raw('coalesce(m.n, 0) as "memberCount"')];
  }

  /** announcements (as a) with their author (u) */
  private announcementListing(): Knex.QueryBuilder {
    return this.ctx.db(`${this.announcements} as a`).join(`${this.ctx.users.table} as u`, 'u.uid', 'a.uid');
  }
}

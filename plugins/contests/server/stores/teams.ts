// A contest's teams and their members (contests_team, contests_team_member): who is in which team,
// the teams' lists, names, invite codes and seats, and the writes Teams (../teams.ts) makes.
import { likePattern, pageParams, paginate, type Knex, type PageOf, type PageQuery, type PluginContext } from '@oj/sdk';
import type { ContestTeamMemberRow, ContestTeamRow } from '../../shared/index.ts';
import { TEAM_PAGE_SIZE, type TeamMember } from '../../shared/teams.ts';
import { Store, tableOf } from './base.ts';

/** a team as made (its id and time by the database) */
export type TeamWrite = Omit<ContestTeamRow, 'id' | 'gmtCreate'>;

/** a member as the team lists show them, with the team they are in */
interface ListedMember { teamId: number; username: string; realname: string | null }

export class TeamStore extends Store {
  private readonly teams: string;
  private readonly members: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.teams = tableOf(ctx, 'team');
    this.members = tableOf(ctx, 'team_member');
  }

  /** the team `uid` is in for contest `cid`, or null */
  async teamOf(cid: number, uid: string): Promise<number | null> {
    return (await this.ctx.db<ContestTeamMemberRow>(this.members).where({ cid, uid }).first('teamId'))?.teamId ?? null;
  }

  /** the contest's members, with their team */
  memberships(cid: number): Promise<Array<Pick<ContestTeamMemberRow, 'uid' | 'teamId'>>> {
    return this.ctx.db<ContestTeamMemberRow>(this.members).where({ cid }).select('uid', 'teamId');
  }

  /** the members of these teams, by team, in the order they joined */
  async membersOf(teamIds: readonly number[]): Promise<Map<number, TeamMember[]>> {
    const out = new Map<number, TeamMember[]>(teamIds.map((id) => [id, []]));
    if (!teamIds.length) return out;
    const rows = await this.ctx.db<ListedMember>(`${this.members} as m`).join(`${this.ctx.users.table} as u`, 'u.uid', 'm.uid')
      .whereIn('m.teamId', teamIds).orderBy([{ column: 'm.gmtCreate' }, { column: 'u.username' }])
      .select('m.teamId', 'u.username', 'u.realname');
    for (const r of rows) out.get(r.teamId)?.push({ username: r.username, realname: r.realname || null });
    return out;
  }

  /** a page of the contest's teams by name, found by a keyword of the name or affiliation */
  page(cid: number, keyword: string | undefined, query: PageQuery): Promise<PageOf<ContestTeamRow>> {
    const base = this.ctx.db(this.teams).where({ cid });
    if (keyword) base.where((w) => w.whereILike('name', likePattern(keyword)).orWhereILike('affiliation', likePattern(keyword)));
    return paginate<ContestTeamRow>(base, pageParams(query, TEAM_PAGE_SIZE), (q) => q.select('*').orderBy('name'));
  }

  /** the contest's teams by name */
  all(cid: number): Promise<ContestTeamRow[]> {
    return this.ctx.db<ContestTeamRow>(this.teams).where({ cid }).orderBy('name');
  }

  async byId(id: number, trx?: Knex.Transaction): Promise<ContestTeamRow | null> {
    return (await this.db(trx)<ContestTeamRow>(this.teams).where({ id }).first()) ?? null;
  }

  /** team `id` when it is contest `cid`'s */
  async inContest(id: number, cid: number): Promise<ContestTeamRow | null> {
    return (await this.ctx.db<ContestTeamRow>(this.teams).where({ id, cid }).first()) ?? null;
  }

  /** the contest's team with this invite code */
  async byInviteCode(cid: number, inviteCode: string): Promise<ContestTeamRow | null> {
    return (await this.ctx.db<ContestTeamRow>(this.teams).where({ cid, inviteCode }).first()) ?? null;
  }

  /** these teams' names and affiliations */
  named(ids: readonly number[]): Promise<Array<Pick<ContestTeamRow, 'id' | 'name' | 'affiliation'>>> {
    if (!ids.length) return Promise.resolve([]);
    return this.ctx.db<ContestTeamRow>(this.teams).whereIn('id', ids).select('id', 'name', 'affiliation');
  }

  /** the contest's teams with a room */
  seated(cid: number): Promise<Array<Pick<ContestTeamRow, 'id' | 'name' | 'room' | 'seat'>>> {
    return this.ctx.db<ContestTeamRow>(this.teams).where({ cid }).whereNot({ room: '' }).select('id', 'name', 'room', 'seat');
  }

  /** the contest's teams as they were made (the ICPC API's teams) */
  made(cid: number): Promise<Array<Pick<ContestTeamRow, 'id' | 'name' | 'affiliation' | 'gmtCreate'>>> {
    return this.ctx.db<ContestTeamRow>(this.teams).where({ cid }).select('id', 'name', 'affiliation', 'gmtCreate');
  }

  /** every team's room and seat replaced: those of `seats`, none for the rest, at once */
  async replaceSeats(cid: number, seats: ReadonlyArray<Pick<ContestTeamRow, 'id' | 'room' | 'seat'>>): Promise<void> {
    await this.transaction(async (trx) => {
      await trx(this.teams).where({ cid }).update({ room: '', seat: '' });
      for (const s of seats) await trx(this.teams).where({ id: s.id }).update({ room: s.room, seat: s.seat });
    });
  }

  /** another team of the contest (not `except`) has this name, compared without case */
  async nameTaken(cid: number, name: string, except: number | undefined, trx?: Knex.Transaction): Promise<boolean> {
    const q = this.db(trx)(this.teams).where({ cid }).whereRaw('lower(name) = lower(?)', [name]);
    if (except !== undefined) q.whereNot({ id: except });
    return Boolean(await q.first('id'));
  }

  async inviteCodeTaken(inviteCode: string, trx?: Knex.Transaction): Promise<boolean> {
    return Boolean(await this.db(trx)<ContestTeamRow>(this.teams).where({ inviteCode }).first('id'));
  }

  async insert(team: TeamWrite, trx?: Knex.Transaction): Promise<number> {
    const [made] = await this.db(trx)(this.teams).insert(team).returning<Array<Pick<ContestTeamRow, 'id'>>>('id');
    return made.id;
  }

  async update(id: number, fields: Partial<Pick<ContestTeamRow, 'name' | 'affiliation' | 'room' | 'seat' | 'inviteCode'>>, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.teams).where({ id }).update(fields);
  }

  async delete(id: number, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.teams).where({ id }).delete();
  }

  /** the team's row locked for the transaction; false when it is not contest `cid`'s (any contest's without `cid`) */
  async lock(id: number, cid: number | undefined, trx: Knex.Transaction): Promise<boolean> {
    return Boolean(await trx(this.teams).where({ id, ...(cid !== undefined ? { cid } : {}) }).forUpdate().first('id'));
  }

  async memberCount(teamId: number, trx?: Knex.Transaction): Promise<number> {
    const [{ n }] = await this.db(trx)(this.members).where({ teamId }).count<Array<{ n: string | number }>>({ n: '*' });
    return Number(n);
  }

  async addMembers(cid: number, teamId: number, uids: readonly string[], trx?: Knex.Transaction): Promise<void> {
    if (uids.length) await this.db(trx)(this.members).insert(uids.map((uid) => ({ cid, teamId, uid })));
  }

  async removeMember(cid: number, uid: string, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.members).where({ cid, uid }).delete();
  }

  async removeMembers(teamId: number, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.members).where({ teamId }).delete();
  }

  async hasMembers(teamId: number, trx?: Knex.Transaction): Promise<boolean> {
    return Boolean(await this.db(trx)<ContestTeamMemberRow>(this.members).where({ teamId }).first('uid'));
  }

  /** which of `uids` are already in a team of the contest (other than `except`), with its name */
  takenBy(cid: number, uids: readonly string[], except: number | null, trx?: Knex.Transaction): Promise<Array<{ uid: string; name: string }>> {
    return this.db(trx)<{ uid: string; name: string }>(`${this.members} as m`).join(`${this.teams} as t`, 't.id', 'm.teamId').where('m.cid', cid)
      .whereIn('m.uid', uids).modify((q) => { if (except !== null) q.whereNot('m.teamId', except); })
      .select('m.uid', 't.name');
  }
}

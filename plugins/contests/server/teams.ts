// Team contests (issue 16 §1). A team of a contest has a name, an affiliation and up to three
// members; a user is in at most one team per contest. Teams are made three ways:
// - by a user, who becomes its first member and gets an invite code to share; others join with it;
// - by the contest's admins, one by one (name, affiliation, member usernames, room and seat);
// - by the contest's admins from CSV lines, all of them or none.
// Users may rename, join and leave a team only before the start (a team left empty is gone);
// admins may change teams at any time, but a team with submissions is never deleted. Any member
// submits for the team (access.ts asks `teamOf`), and the records keep the team they were made for.
import { randomInt } from 'node:crypto';
import { OjError, badRequest, forbidden, notFound, type AuthUser, type Knex, type PageQuery, type PluginContext } from '@oj/sdk';
import { CONTEST_AUTH, type ContestTeamRow } from '../shared/index.ts';
import {
  TEAMS_IMPORT_MAX, TEAM_AFFILIATION_MAX, TEAM_MEMBERS_MAX, TEAM_NAME_MAX, normalInviteCode,
  type AdminTeam, type AdminTeamBody, type MyTeam, type Team, type TeamMember,
} from '../shared/teams.ts';
import { SEAT_FIELD_MAX } from '../shared/user-calls.ts';
import { contestChanged, statusOf, type ContestRow } from './core.ts';
import type { ContestRecordStore } from './stores/records.ts';
import type { TeamStore, TeamWrite } from './stores/teams.ts';
import type { ContestAccess } from './access.ts';
import { CONTEST_STATUS } from '../shared/index.ts';

/** letters and digits that are not mistaken for one another when read aloud or copied by hand */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** a team name: trimmed, 1 to 50 characters, no control characters */
export function teamName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (!name) throw badRequest('CONTESTS_TEAM_NAME_REQUIRED');
  if (name.length > TEAM_NAME_MAX) throw badRequest('CONTESTS_TEAM_NAME_TOO_LONG', { max: TEAM_NAME_MAX });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badRequest('CONTESTS_TEAM_NAME_INVALID');
  return name;
}

export function teamAffiliation(raw: string | undefined): string {
  const affiliation = (raw ?? '').trim();
  if (affiliation.length > TEAM_AFFILIATION_MAX) throw badRequest('CONTESTS_TEAM_AFFILIATION_TOO_LONG', { max: TEAM_AFFILIATION_MAX });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(affiliation)) throw badRequest('CONTESTS_TEAM_AFFILIATION_TOO_LONG', { max: TEAM_AFFILIATION_MAX });
  return affiliation;
}

function place(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value.length > SEAT_FIELD_MAX) throw badRequest('CONTESTS_TEAM_PLACE_LONG', { max: SEAT_FIELD_MAX });
  return value;
}

/** one CSV line's fields: commas or tabs apart, a field in double quotes may hold them ("" is a quote) */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    while (line[i] === ' ') i++;
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null; // an unclosed quote
        if (line[i] === '"') {
          if (line[i + 1] === '"') { field += '"'; i += 2; continue; }
          i++;
          break;
        }
        field += line[i++];
      }
      while (line[i] === ' ') i++;
      if (i < line.length && line[i] !== ',' && line[i] !== '\t') return null;
    } else {
      while (i < line.length && line[i] !== ',' && line[i] !== '\t') field += line[i++];
      field = field.trim();
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i++; // the separator
  }
}

export class Teams {
  constructor(private readonly ctx: PluginContext, private readonly store: TeamStore, private readonly records: ContestRecordStore) {}

  /** the team `uid` is in for contest `cid`, or null */
  teamOf(cid: number, uid: string): Promise<number | null> {
    return this.store.teamOf(cid, uid);
  }

  /** the members of these teams, by team, in the order they joined */
  members(teamIds: readonly number[]): Promise<Map<number, TeamMember[]>> {
    return this.store.membersOf(teamIds);
  }

  async page(cid: number, query: PageQuery & { keyword?: string }) {
    const page = await this.store.page(cid, query.keyword?.trim() || undefined, query);
    const members = await this.members(page.records.map((t) => t.id));
    return { ...page, records: page.records.map((t): Team => ({ id: t.id, name: t.name, affiliation: t.affiliation, members: members.get(t.id) ?? [] })) };
  }

  async all(cid: number): Promise<AdminTeam[]> {
    const rows = await this.store.all(cid);
    const members = await this.members(rows.map((t) => t.id));
    const counts = await this.records.teamCounts(cid);
    return rows.map((t) => ({
      id: t.id, name: t.name, affiliation: t.affiliation, members: members.get(t.id) ?? [], inviteCode: t.inviteCode, room: t.room, seat: t.seat,
      records: counts.get(t.id) ?? 0,
    }));
  }

  async mine(c: ContestRow, uid: string): Promise<MyTeam | null> {
    const teamId = await this.teamOf(c.id, uid);
    if (teamId === null) return null;
    const t = await this.store.byId(teamId);
    if (!t) return null;
    return {
      id: t.id, name: t.name, affiliation: t.affiliation, members: (await this.members([t.id])).get(t.id) ?? [], inviteCode: t.inviteCode,
      open: statusOf(c) === CONTEST_STATUS.scheduled,
    };
  }

  /** who may make or join a team of `c`: a team contest not over, for a user who may take part and is not its author */
  private async mayTakePart(access: ContestAccess, user: AuthUser, c: ContestRow): Promise<void> {
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    if (statusOf(c) === CONTEST_STATUS.ended) throw forbidden('CONTESTS_TEAM_ENDED');
    if (user.uid === c.uid) throw forbidden('CONTESTS_TEAM_AUTHOR');
    if (c.auth !== CONTEST_AUTH.public && !(await access.isRegistered(user, c))) throw forbidden('CONTESTS_TEAM_REGISTER_FIRST');
    if ((await this.teamOf(c.id, user.uid)) !== null) throw badRequest('CONTESTS_TEAM_ALREADY');
  }

  /** a name no other team of the contest has (case and spaces as typed; compared without case) */
  private async nameFree(trx: Knex.Transaction, cid: number, name: string, except?: number): Promise<void> {
    if (await this.store.nameTaken(cid, name, except, trx)) throw badRequest('CONTESTS_TEAM_NAME_TAKEN', { name });
  }

  /** inserts a team with a fresh invite code (a code taken by another team is drawn again) */
  private async insert(trx: Knex.Transaction, row: Omit<TeamWrite, 'inviteCode'>): Promise<number> {
    for (;;) {
      const inviteCode = newInviteCode();
      if (await this.store.inviteCodeTaken(inviteCode, trx)) continue;
      return this.store.insert({ ...row, inviteCode }, trx);
    }
  }

  async create(access: ContestAccess, user: AuthUser, c: ContestRow, body: { name?: string; affiliation?: string }): Promise<MyTeam> {
    await this.mayTakePart(access, user, c);
    const name = teamName(body.name);
    const affiliation = teamAffiliation(body.affiliation);
    await this.store.transaction(async (trx) => {
      await this.nameFree(trx, c.id, name);
      const id = await this.insert(trx, { cid: c.id, name, affiliation, room: '', seat: '', createdBy: user.uid });
      await this.store.addMembers(c.id, id, [user.uid], trx);
    }).catch(uniqueAsTaken(name));
    await contestChanged(this.ctx, c.id, 'teams');
    return (await this.mine(c, user.uid))!;
  }

  async join(access: ContestAccess, user: AuthUser, c: ContestRow, code: string): Promise<MyTeam> {
    await this.mayTakePart(access, user, c);
    const team = await this.store.byInviteCode(c.id, normalInviteCode(code));
    if (!team) throw badRequest('CONTESTS_TEAM_CODE_WRONG');
    await this.store.transaction(async (trx) => {
      // the team's row locked: two joining at once cannot make it four
      await this.store.lock(team.id, undefined, trx);
      if ((await this.store.memberCount(team.id, trx)) >= TEAM_MEMBERS_MAX) throw badRequest('CONTESTS_TEAM_FULL', { max: TEAM_MEMBERS_MAX });
      await this.store.addMembers(c.id, team.id, [user.uid], trx);
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw badRequest('CONTESTS_TEAM_ALREADY');
      throw err;
    });
    await contestChanged(this.ctx, c.id, 'teams');
    return (await this.mine(c, user.uid))!;
  }

  /** the caller's team, which its members may change only before the start */
  private async ownOpenTeam(user: AuthUser, c: ContestRow): Promise<ContestTeamRow> {
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    const teamId = await this.teamOf(c.id, user.uid);
    if (teamId === null) throw notFound('CONTESTS_TEAM_NONE');
    if (statusOf(c) !== CONTEST_STATUS.scheduled) throw forbidden('CONTESTS_TEAM_LOCKED');
    const team = await this.store.byId(teamId);
    if (!team) throw notFound('CONTESTS_TEAM_NONE');
    return team;
  }

  async rename(user: AuthUser, c: ContestRow, body: { name?: string; affiliation?: string }): Promise<MyTeam> {
    const team = await this.ownOpenTeam(user, c);
    const name = teamName(body.name);
    const affiliation = teamAffiliation(body.affiliation);
    await this.store.transaction(async (trx) => {
      await this.nameFree(trx, c.id, name, team.id);
      await this.store.update(team.id, { name, affiliation }, trx);
    }).catch(uniqueAsTaken(name));
    await contestChanged(this.ctx, c.id, 'teams');
    return (await this.mine(c, user.uid))!;
  }

  async leave(user: AuthUser, c: ContestRow): Promise<void> {
    const team = await this.ownOpenTeam(user, c);
    await this.store.transaction(async (trx) => {
      await this.store.removeMember(c.id, user.uid, trx);
      // the last one out: the team is gone (before the start it has no records)
      if (!(await this.store.hasMembers(team.id, trx))) await this.store.delete(team.id, trx);
    });
    await contestChanged(this.ctx, c.id, 'teams');
  }

  async resetCode(user: AuthUser, c: ContestRow): Promise<MyTeam> {
    const team = await this.ownOpenTeam(user, c);
    for (;;) {
      const inviteCode = newInviteCode();
      if (await this.store.inviteCodeTaken(inviteCode)) continue;
      await this.store.update(team.id, { inviteCode });
      break;
    }
    return (await this.mine(c, user.uid))!;
  }

  /** usernames to uids, refusing one that is unknown, given twice, the contest's author's, or in another team */
  private async memberUids(trx: Knex.Transaction, c: ContestRow, usernames: readonly string[], except: number | null, line?: number): Promise<string[]> {
    const names = usernames.map((u) => u.trim()).filter(Boolean);
    if (names.length > TEAM_MEMBERS_MAX) throw badRequest('CONTESTS_TEAM_TOO_MANY_MEMBERS', { max: TEAM_MEMBERS_MAX, line: line ?? 0 });
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) throw badRequest(line ? 'CONTESTS_TEAMS_IMPORT_MEMBER_TWICE' : 'CONTESTS_TEAM_MEMBER_TWICE', { username: twice, line: line ?? 0 });
    if (!names.length) return [];
    const found = new Map((await this.store.usersNamed(names, trx)).map((u) => [u.username, u.uid]));
    const unknown = names.find((n) => !found.has(n));
    if (unknown) throw badRequest(line ? 'CONTESTS_TEAMS_IMPORT_NO_USER' : 'CONTESTS_TEAM_NO_USER', { username: unknown, line: line ?? 0 });
    const author = names.find((n) => found.get(n) === c.uid);
    if (author) throw badRequest('CONTESTS_TEAM_AUTHOR_MEMBER', { username: author, line: line ?? 0 });
    const taken = await this.store.takenBy(c.id, [...found.values()], except, trx);
    if (taken.length) {
      const username = names.find((n) => found.get(n) === taken[0].uid)!;
      throw badRequest(line ? 'CONTESTS_TEAMS_IMPORT_MEMBER_TAKEN' : 'CONTESTS_TEAM_MEMBER_TAKEN', { username, team: taken[0].name, line: line ?? 0 });
    }
    return names.map((n) => found.get(n)!);
  }

  /** an admin's team, new (no id) or changed; its members replaced by the list */
  async save(c: ContestRow, body: AdminTeamBody): Promise<number> {
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    const name = teamName(body.name);
    const affiliation = teamAffiliation(body.affiliation);
    const room = place(body.room);
    const seat = place(body.seat);
    const id = await this.store.transaction(async (trx) => {
      if (body.id !== undefined && !(await this.store.lock(body.id, c.id, trx))) throw notFound('CONTESTS_TEAM_NOT_FOUND');
      await this.nameFree(trx, c.id, name, body.id);
      const uids = await this.memberUids(trx, c, body.members, body.id ?? null);
      let teamId = body.id;
      if (teamId === undefined) teamId = await this.insert(trx, { cid: c.id, name, affiliation, room, seat, createdBy: null });
      else await this.store.update(teamId, { name, affiliation, room, seat }, trx);
      await this.store.removeMembers(teamId, trx);
      await this.store.addMembers(c.id, teamId, uids, trx);
      return teamId;
    }).catch(uniqueAsTaken(name));
    await contestChanged(this.ctx, c.id, 'teams');
    return id;
  }

  async remove(c: ContestRow, id: number): Promise<void> {
    if (!(await this.store.inContest(id, c.id))) throw notFound('CONTESTS_TEAM_NOT_FOUND');
    if (await this.records.hasTeamRecords(id)) throw badRequest('CONTESTS_TEAM_HAS_RECORDS');
    await this.store.delete(id);
    await contestChanged(this.ctx, c.id, 'teams');
  }

  /**
   * CSV lines `name,affiliation,member1,member2,member3,room,seat` (trailing fields may be left
   * off; an empty member is none): every team added, or none, with the first bad line's number.
   */
  async import(c: ContestRow, text: string): Promise<number> {
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    const lines = text.split(/\r?\n/).map((l, i) => ({ line: i + 1, text: l.trim() })).filter((l) => l.text !== '' && !l.text.startsWith('#'));
    if (!lines.length) throw badRequest('CONTESTS_TEAMS_IMPORT_EMPTY');
    if (lines.length > TEAMS_IMPORT_MAX) throw badRequest('CONTESTS_TEAMS_IMPORT_TOO_MANY', { max: TEAMS_IMPORT_MAX });
    const parsed = lines.map(({ line, text: l }) => {
      const f = csvFields(l);
      if (!f || f.length > 7) throw badRequest('CONTESTS_TEAMS_IMPORT_LINE_BAD', { line });
      // a field refused here is refused with its line's number
      const at = <V>(fn: () => V, code: string): V => {
        try {
          return fn();
        } catch (err) {
          if (err instanceof OjError) throw badRequest(code, { line, max: err.params.max ?? 0 });
          throw err;
        }
      };
      return {
        line, name: at(() => teamName(f[0]), 'CONTESTS_TEAMS_IMPORT_NAME_BAD'), affiliation: at(() => teamAffiliation(f[1]), 'CONTESTS_TEAMS_IMPORT_AFFILIATION_LONG'),
        members: f.slice(2, 5).filter((m) => m.trim()),
        room: at(() => place(f[5]), 'CONTESTS_TEAMS_IMPORT_PLACE_LONG'), seat: at(() => place(f[6]), 'CONTESTS_TEAMS_IMPORT_PLACE_LONG'),
      };
    });
    const names = new Map<string, number>();
    for (const p of parsed) {
      const key = p.name.toLowerCase();
      if (names.has(key)) throw badRequest('CONTESTS_TEAMS_IMPORT_NAME_TWICE', { line: p.line, name: p.name });
      names.set(key, p.line);
    }
    const usedBy = new Map<string, number>();
    for (const p of parsed) for (const m of p.members) {
      if (usedBy.has(m)) throw badRequest('CONTESTS_TEAMS_IMPORT_MEMBER_TWICE', { line: p.line, username: m });
      usedBy.set(m, p.line);
    }
    await this.store.transaction(async (trx) => {
      for (const p of parsed) {
        if (await this.store.nameTaken(c.id, p.name, undefined, trx)) throw badRequest('CONTESTS_TEAMS_IMPORT_NAME_TAKEN', { line: p.line, name: p.name });
        const uids = await this.memberUids(trx, c, p.members, null, p.line);
        const id = await this.insert(trx, { cid: c.id, name: p.name, affiliation: p.affiliation, room: p.room, seat: p.seat, createdBy: null });
        await this.store.addMembers(c.id, id, uids, trx);
      }
    });
    await contestChanged(this.ctx, c.id, 'teams');
    return parsed.length;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/** two saving the same name at once: the loser hears the name is taken */
function uniqueAsTaken(name: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw badRequest('CONTESTS_TEAM_NAME_TAKEN', { name });
    throw err;
  };
}

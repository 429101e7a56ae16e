// Team contests (issue 16 §1): the payloads of the team calls. A team contest's board, balloons,
// AC info and prints name teams; a team's row key on the board is `t<id>` (a user's is their uid,
// 32 hex digits, so the two never meet).
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, withMessages } from '@oj/sdk/shared';

/** a team has at most this many members (ICPC: three) */
export const TEAM_MEMBERS_MAX = 3;
export const TEAM_NAME_MAX = 50;
export const TEAM_AFFILIATION_MAX = 100;
/** lines one team import may have */
export const TEAMS_IMPORT_MAX = 2000;
export const TEAM_PAGE_SIZE = 20;

/** the board's row key of a team */
export const teamKey = (teamId: number): string => `t${teamId}`;
/** the team id of a board row key, or null for a user's row */
export function teamIdOf(key: string): number | null {
  return /^t[1-9][0-9]{0,9}$/.test(key) ? Number(key.slice(1)) : null;
}

/**
 * an invite code as typed: codes are compared in this form only. Every whitespace goes (a code
 * read aloud in halves, pasted with a line break, typed with a full-width space), full-width
 * letters and digits of a Chinese input method become ASCII (NFKC), and case does not count.
 */
export function normalInviteCode(typed: string): string {
  return typed.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

const Cid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_NOT_FOUND', type: 'CONTESTS_NOT_FOUND', minimum: 'CONTESTS_NOT_FOUND' });
const TeamId = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_TEAM_NOT_FOUND', type: 'CONTESTS_TEAM_NOT_FOUND', minimum: 'CONTESTS_TEAM_NOT_FOUND' });
const Name = withMessages(Type.String({ maxLength: 200 }), { type: 'CONTESTS_TEAM_NAME_REQUIRED', maxLength: 'CONTESTS_TEAM_NAME_TOO_LONG' });
const Affiliation = Type.Optional(withMessages(Type.String({ maxLength: 400 }), { type: 'CONTESTS_TEAM_AFFILIATION_TOO_LONG', maxLength: 'CONTESTS_TEAM_AFFILIATION_TOO_LONG' }));

export const TeamMember = Type.Object({ username: Type.String(), realname: Type.Union([Type.String(), Type.Null()]) });
export type TeamMember = Static<typeof TeamMember>;

/** a team as everyone who may see the contest sees it */
export const Team = Type.Object({
  id: Type.Integer(), name: Type.String(), affiliation: Type.String(), members: Type.Array(TeamMember),
});
export type Team = Static<typeof Team>;

/** the caller's own team: with its invite code, and whether its members may still change it */
export const MyTeam = Type.Composite([Team, Type.Object({
  inviteCode: Type.String(),
  /** before the start: members may rename it, leave it, and others may still join */
  open: Type.Boolean(),
})]);
export type MyTeam = Static<typeof MyTeam>;

/** a team as the contest's admins see it */
export const AdminTeam = Type.Composite([Team, Type.Object({
  inviteCode: Type.String(), room: Type.String(), seat: Type.String(),
  /** judged submissions it has (a team with any is never deleted) */
  records: Type.Integer(),
})]);
export type AdminTeam = Static<typeof AdminTeam>;

export const TeamListQuery = Type.Object({
  cid: Cid, currentPage: LenientInt, limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export const TeamCidQuery = Type.Object({ cid: Cid });
export const TeamCidBody = Type.Object({ cid: Cid });

export const TeamCreateBody = Type.Object({ cid: Cid, name: Name, affiliation: Affiliation });
export type TeamCreateBody = Static<typeof TeamCreateBody>;
export const TeamJoinBody = Type.Object({
  cid: Cid,
  inviteCode: withMessages(Type.String({ maxLength: 64 }), { type: 'CONTESTS_TEAM_CODE_WRONG', maxLength: 'CONTESTS_TEAM_CODE_WRONG', required: 'CONTESTS_TEAM_CODE_WRONG' }),
});

const Members = withMessages(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 }), { type: 'CONTESTS_TEAM_MEMBERS_BAD', maxItems: 'CONTESTS_TEAM_TOO_MANY_MEMBERS' });
const Place = Type.Optional(withMessages(Type.String({ maxLength: 200 }), { type: 'CONTESTS_TEAM_PLACE_LONG', maxLength: 'CONTESTS_TEAM_PLACE_LONG' }));
/** POST (no id) and PUT (with id) /api/admin/contest/team */
export const AdminTeamBody = Type.Object({
  cid: Cid, id: Type.Optional(TeamId), name: Name, affiliation: Affiliation, members: Members, room: Place, seat: Place,
});
export type AdminTeamBody = Static<typeof AdminTeamBody>;
export const AdminTeamQuery = Type.Object({ cid: Cid, id: TeamId });
export const TeamsImportBody = Type.Object({
  cid: Cid,
  text: withMessages(Type.String({ maxLength: 400_000 }), { type: 'CONTESTS_TEAMS_IMPORT_BAD', maxLength: 'CONTESTS_TEAMS_IMPORT_TOO_MANY' }),
});

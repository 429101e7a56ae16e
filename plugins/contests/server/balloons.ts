// The balloon runner page (issue 16 §4): a balloon is a contestant's first accepted submission of
// a problem within the contest (not after its end). Runners see the balloons still to hand out, oldest first, by room and
// by colour, each with the contestant's seat and the whole set of balloons they have earned (to
// check the desk), and mark one handed out or take it back. A balloon earned while the board is
// sealed is held — not listed, only counted — until the board opens: a balloon carried through the
// room shows everyone a result the board hides. The contest's author's own tries earn none.
//
// Who may: the contest's admins (their site session), or a balloon runner with a token of role
// 'balloon' for this contest (icpc/tokens.ts; sent as X-Contest-Token by the page, or as a Bearer
// token), which opens nothing else. `checked` of the record is the flag the AC info page toggles
// too. Where contestants sit is the contest's seat list, which its admins set as text.
import { OjError, forbidden, mountCall, notFound, ok, pageParams, type PluginContext } from '@oj/sdk';
import type { FastifyRequest } from 'fastify';
import {
  BALLOON_PAGE_SIZE, SEATS_MAX, SEAT_FIELD_MAX, type Balloon, type BalloonState,
} from '../shared/user-calls.ts';
import { boardCalls, contestAdminCalls } from '../shared/calls.ts';
import { contestChanged, isSealedNow, type ContestRow } from './core.ts';
import { rowKey } from './rules.ts';
import { teamIdOf, teamKey } from '../shared/teams.ts';
import type { ContestAccess } from './access.ts';
import { CONTEST_TOKEN_HEADER, presentedToken, type IcpcTokens } from './icpc/tokens.ts';
import type { ContestStore } from './stores/contests.ts';
import type { AcceptedRecord, ContestRecordStore } from './stores/records.ts';
import type { RegistrationStore } from './stores/registrations.ts';
import type { TeamStore } from './stores/teams.ts';

interface SeatRow { uid: string; room: string; seat: string }

/**
 * Open as far as the kernel's access hook goes (a runner has no site session); each handler checks
 * who calls (runner): a balloon token, or a signed-in admin of the contest.
 */
const RUNNER_CHECKED_BY_HANDLER = { public: true } as const;

/** the stores the balloon and seat calls read and write */
export interface BalloonStores {
  contests: ContestStore;
  records: ContestRecordStore;
  registrations: RegistrationStore;
  teams: TeamStore;
}

export function balloonRoutes(ctx: PluginContext, access: ContestAccess, tokens: IcpcTokens, { contests, records, registrations, teams }: BalloonStores): void {

  /** the contest, and who acts (written beside a balloon handed out) */
  async function runner(request: FastifyRequest, cid: number): Promise<{ contest: ContestRow; by: string }> {
    const header = request.headers[CONTEST_TOKEN_HEADER];
    const token = (typeof header === 'string' && header.trim()) || presentedToken(request);
    if (token) {
      const caller = await tokens.balloon(token, cid);
      return { contest: caller.contest, by: caller.tokenName };
    }
    if (!request.user) throw new OjError('CONTESTS_BALLOON_TOKEN_MISSING', 401);
    return { contest: await access.administer(request.user, cid), by: request.user.username };
  }

  /** each contestant's first AC of each problem, in the order they came */
  async function firstAcs(c: ContestRow): Promise<AcceptedRecord[]> {
    // an AC after the end (allowEndSubmit) earns none: the board marks it as after the contest
    const rows = await records.accepted(c);
    // a team contest's balloons are the team's: its first AC of each problem, whoever of it solved it
    for (const r of rows) r.uid = rowKey(r);
    const seen = new Set<string>();
    return rows.filter((r) => {
      const key = `${r.uid}\n${r.pid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** where each row sits: a team contest's teams have their room and seat, others the seat list */
  async function seatsOf(c: ContestRow): Promise<Map<string, SeatRow>> {
    if (c.teamMode) {
      const seated = await teams.seated(c.id);
      return new Map(seated.map((t) => [teamKey(t.id), { uid: teamKey(t.id), room: t.room, seat: t.seat }]));
    }
    return new Map((await registrations.seatList(c.id)).map((s) => [s.uid, s]));
  }

  /** while the board is sealed, what was accepted since the seal is held */
  const heldNow = (c: ContestRow) => {
    const sealedSince = isSealedNow(c) && c.sealRankTime ? c.sealRankTime.getTime() : null;
    return (r: AcceptedRecord) => sealedSince !== null && r.submitTime.getTime() >= sealedSince;
  };

  mountCall(ctx.http, boardCalls.balloons, { config: RUNNER_CHECKED_BY_HANDLER, tags: ['contests'] }, async (request) => {
    const q = request.query;
    const { contest: c } = await runner(request, q.cid);
    const problems = await contests.problems(c.id);
    const colorOf = new Map(problems.map((p) => [p.displayId, p.color]));
    const seats = await seatsOf(c);
    const isHeld = heldNow(c);
    const all = await firstAcs(c);
    const open = all.filter((r) => !isHeld(r));
    const held = all.length - open.length;

    // each contestant's set, in problem order
    const order = new Map(problems.map((p, i) => [p.displayId, i]));
    const sets = new Map<string, AcceptedRecord[]>();
    for (const r of open) {
      const set = sets.get(r.uid);
      if (set) set.push(r);
      else sets.set(r.uid, [r]);
    }
    for (const s of sets.values()) s.sort((a, b) => (order.get(a.displayId) ?? 1e9) - (order.get(b.displayId) ?? 1e9) || a.displayId.localeCompare(b.displayId));

    const state: BalloonState = q.state ?? 'pending';
    const room = q.room;
    const listed = open.filter((r) => (state === 'all' || (state === 'delivered') === r.checked)
      && (room === undefined || (seats.get(r.uid)?.room ?? '') === room)
      && (q.problem === undefined || r.displayId === q.problem));
    // to hand out: the oldest first; handed out: the latest handed out first
    if (state === 'delivered') listed.sort((a, b) => (b.checkedAt?.getTime() ?? 0) - (a.checkedAt?.getTime() ?? 0) || b.id - a.id);
    else listed.sort((a, b) => Number(a.checked) - Number(b.checked));

    const { current, size, offset } = pageParams(q, BALLOON_PAGE_SIZE);
    const page = listed.slice(offset, offset + size);
    // a user's real name; a team's name and affiliation
    const names = new Map((await ctx.users.byIds([...new Set(page.map((r) => r.uid).filter((k) => teamIdOf(k) === null))])).map((u) => [u.uid, u.realname]));
    const teamIds = [...new Set(page.map((r) => r.teamId).filter((id): id is number => id !== null))];
    const teamRows = await teams.named(teamIds);
    for (const t of teamRows) names.set(teamKey(t.id), t.affiliation || null);
    const teamNames = new Map(teamRows.map((t) => [teamKey(t.id), t.name]));
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const records: Balloon[] = page.map((r) => ({
      id: r.id, uid: r.uid, username: teamNames.get(r.uid) ?? r.username, realname: names.get(r.uid) ?? null,
      room: seats.get(r.uid)?.room ?? null, seat: seats.get(r.uid)?.seat || null,
      displayId: r.displayId, color: colorOf.get(r.displayId) ?? null, submitTime: r.submitTime.toISOString(), firstBlood: r.firstBlood,
      delivered: r.checked, deliveredAt: r.checked ? iso(r.checkedAt) : null, deliveredBy: r.checked ? r.checkedBy : null,
      set: (sets.get(r.uid) ?? []).map((s) => ({ displayId: s.displayId, color: colorOf.get(s.displayId) ?? null, delivered: s.checked })),
    }));
    const rooms = [...new Set([...seats.values()].map((s) => s.room))].sort((a, b) => a.localeCompare(b));
    return ok({
      records, total: listed.length, current, size, held, rooms,
      problems: problems.map((p) => ({ displayId: p.displayId, color: p.color })), title: c.title,
    });
  });

  mountCall(ctx.http, boardCalls.deliverBalloon, { config: RUNNER_CHECKED_BY_HANDLER, tags: ['contests'] }, async (request) => {
    const { cid, id, delivered } = request.body;
    const { contest: c, by } = await runner(request, cid);
    const balloon = (await firstAcs(c)).find((r) => r.id === id);
    if (!balloon) throw notFound('CONTESTS_BALLOON_NOT_FOUND');
    if (heldNow(c)(balloon)) throw forbidden('CONTESTS_BALLOON_HELD');
    await records.setChecked(id, c.id, delivered, by);
    return ok(null, ctx.i18n.t(request.locale, delivered ? 'CONTESTS_BALLOON_DELIVERED' : 'CONTESTS_BALLOON_UNDONE'));
  });

  mountCall(ctx.http, contestAdminCalls.seats, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    if (c.teamMode) {
      // a team contest's seats are its teams' (the first column is the team's name)
      const seated = await teams.seated(c.id);
      return ok(seated.map((t) => ({ username: t.name, room: t.room, seat: t.seat }))
        .sort((a, b) => a.room.localeCompare(b.room) || a.seat.localeCompare(b.seat, undefined, { numeric: true }) || a.username.localeCompare(b.username)));
    }
    const rows = await registrations.seatList(c.id);
    const names = new Map((await ctx.users.byIds(rows.map((r) => r.uid))).map((u) => [u.uid, u.username]));
    return ok(rows.map((r) => ({ username: names.get(r.uid) ?? '', room: r.room, seat: r.seat }))
      .sort((a, b) => a.room.localeCompare(b.room) || a.seat.localeCompare(b.seat, undefined, { numeric: true }) || a.username.localeCompare(b.username)));
  });

  mountCall(ctx.http, contestAdminCalls.putSeats, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    const lines = request.body.text.split(/\r?\n/).map((l, i) => ({ line: i + 1, text: l.trim() })).filter((l) => l.text !== '' && !l.text.startsWith('#'));
    if (lines.length > SEATS_MAX) throw new OjError('CONTESTS_SEATS_TOO_MANY', 400, { max: SEATS_MAX });
    const parsed: { line: number; username: string; room: string; seat: string }[] = [];
    for (const { line, text } of lines) {
      const [username = '', room = '', seat = '', ...extra] = text.split(/\s*[,\t]\s*/);
      if (!username || !room || extra.length) throw new OjError('CONTESTS_SEATS_LINE_BAD', 400, { line });
      if (room.length > SEAT_FIELD_MAX || seat.length > SEAT_FIELD_MAX) throw new OjError('CONTESTS_SEATS_FIELD_LONG', 400, { line, max: SEAT_FIELD_MAX });
      parsed.push({ line, username, room, seat });
    }
    const twice = parsed.find((p, i) => parsed.findIndex((q) => q.username === p.username) !== i);
    if (twice) throw new OjError('CONTESTS_SEATS_TWICE', 400, { line: twice.line, username: twice.username });
    if (c.teamMode) {
      // a team contest: each line names a team; the teams not listed have no seat
      const ids = new Map((await teams.all(c.id)).map((t) => [t.name, t.id]));
      const unknownTeam = parsed.find((p) => !ids.has(p.username));
      if (unknownTeam) throw new OjError('CONTESTS_SEATS_NO_TEAM', 400, { line: unknownTeam.line, name: unknownTeam.username });
      await teams.replaceSeats(c.id, parsed.map((p) => ({ id: ids.get(p.username)!, room: p.room, seat: p.seat })));
      await contestChanged(ctx, c.id, 'teams');
      return ok({ count: parsed.length }, ctx.i18n.t(request.locale, 'CONTESTS_SEATS_SAVED', { count: parsed.length }));
    }
    const uidOf = new Map<string, string>();
    for (let i = 0; i < parsed.length; i += 500) {
      const found = await registrations.usersNamed(parsed.slice(i, i + 500).map((p) => p.username));
      for (const u of found) uidOf.set(u.username, u.uid);
    }
    const unknown = parsed.find((p) => !uidOf.has(p.username));
    if (unknown) throw new OjError('CONTESTS_SEATS_NO_USER', 400, { line: unknown.line, username: unknown.username });
    // the whole list at once: replaced, or left as it was
    await registrations.replaceSeats(c.id, parsed.map((p) => ({ uid: uidOf.get(p.username)!, room: p.room, seat: p.seat })));
    return ok({ count: parsed.length }, ctx.i18n.t(request.locale, 'CONTESTS_SEATS_SAVED', { count: parsed.length }));
  });
}

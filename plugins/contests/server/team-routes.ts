// The team calls (issue 16 §1; docs/api.md "Team contests"): the contestant's (list, own team,
// make, rename, join, leave, new code) and the contest admins' (list, add or edit, delete, CSV
// import). The rules are Teams' (teams.ts); each handler finds the contest and who may act.
import { Type } from '@sinclair/typebox';
import { Envelope, Page, badRequest, notFound, ok, type PluginContext } from '@oj/sdk';
import {
  AdminTeam, AdminTeamBody, AdminTeamQuery, MyTeam, Team, TeamCidBody, TeamCidQuery, TeamCreateBody, TeamJoinBody, TeamListQuery, TeamsImportBody,
} from '../shared/teams.ts';
import type { ContestAccess } from './access.ts';
import type { Teams } from './teams.ts';

export function teamRoutes(ctx: PluginContext, access: ContestAccess, teams: Teams): void {
  ctx.http.get('/api/contest/teams', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: TeamListQuery, response: { 200: Envelope(Page(Team)) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    return ok(await teams.page(c.id, request.query));
  });

  ctx.http.get('/api/contest/my-team', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: TeamCidQuery, response: { 200: Envelope(Type.Union([MyTeam, Type.Null()])) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok(c.teamMode ? await teams.mine(c, request.user!.uid) : null);
  });

  ctx.http.post('/api/contest/team', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamCreateBody, response: { 200: Envelope(MyTeam) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.create(access, request.user!, c, request.body), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CREATED'));
  });

  ctx.http.put('/api/contest/team', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamCreateBody, response: { 200: Envelope(MyTeam) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.rename(request.user!, c, request.body), ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  ctx.http.post('/api/contest/team/join', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamJoinBody, response: { 200: Envelope(MyTeam) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.join(access, request.user!, c, request.body.inviteCode), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_JOINED'));
  });

  ctx.http.post('/api/contest/team/leave', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamCidBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    await teams.leave(request.user!, c);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_LEFT'));
  });

  ctx.http.post('/api/contest/team/reset-code', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamCidBody, response: { 200: Envelope(MyTeam) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.resetCode(request.user!, c), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CODE_RESET'));
  });

  ctx.http.get('/api/admin/contest/teams', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: TeamCidQuery, response: { 200: Envelope(Type.Array(AdminTeam)) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    return ok(await teams.all(c.id));
  });

  ctx.http.post('/api/admin/contest/team', {
    config: { auth: true },
    schema: { tags: ['contests'], body: AdminTeamBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    if (request.body.id !== undefined) throw notFound('CONTESTS_TEAM_NOT_FOUND');
    return ok({ id: await teams.save(c, request.body) }, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CREATED'));
  });

  ctx.http.put('/api/admin/contest/team', {
    config: { auth: true },
    schema: { tags: ['contests'], body: AdminTeamBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    if (request.body.id === undefined) throw notFound('CONTESTS_TEAM_NOT_FOUND');
    return ok({ id: await teams.save(c, request.body) }, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  ctx.http.delete('/api/admin/contest/team', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: AdminTeamQuery, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    await teams.remove(c, request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_DELETED'));
  });

  ctx.http.post('/api/admin/contest/teams/import', {
    config: { auth: true },
    schema: { tags: ['contests'], body: TeamsImportBody, response: { 200: Envelope(Type.Object({ count: Type.Integer() })) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    const count = await teams.import(c, request.body.text);
    return ok({ count }, ctx.i18n.t(request.locale, 'CONTESTS_TEAMS_IMPORTED', { count }));
  });
}

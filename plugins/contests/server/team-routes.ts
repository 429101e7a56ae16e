// The team calls (issue 16 §1; docs/api.md "Team contests"): the contestant's (list, own team,
// make, rename, join, leave, new code) and the contest admins' (list, add or edit, delete, CSV
// import). The rules are Teams' (teams.ts); each handler finds the contest and who may act.
import { badRequest, mountCall, notFound, ok, type PluginContext } from '@oj/sdk';
import { contestAdminCalls, teamCalls } from '../shared/calls.ts';
import type { ContestAccess } from './access.ts';
import type { Teams } from './teams.ts';

export function teamRoutes(ctx: PluginContext, access: ContestAccess, teams: Teams): void {
  mountCall(ctx.http, teamCalls.list, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    if (!c.teamMode) throw badRequest('CONTESTS_NOT_TEAM_CONTEST');
    return ok(await teams.page(c.id, request.query));
  });

  mountCall(ctx.http, teamCalls.mine, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok(c.teamMode ? await teams.mine(c, request.user!.uid) : null);
  });

  mountCall(ctx.http, teamCalls.create, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.create(access, request.user!, c, request.body), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CREATED'));
  });

  mountCall(ctx.http, teamCalls.rename, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.rename(request.user!, c, request.body), ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  mountCall(ctx.http, teamCalls.join, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.join(access, request.user!, c, request.body.inviteCode), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_JOINED'));
  });

  mountCall(ctx.http, teamCalls.leave, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    await teams.leave(request.user!, c);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_LEFT'));
  });

  mountCall(ctx.http, teamCalls.resetCode, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.body.cid);
    return ok(await teams.resetCode(request.user!, c), ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CODE_RESET'));
  });

  mountCall(ctx.http, contestAdminCalls.teams, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    return ok(await teams.all(c.id));
  });

  mountCall(ctx.http, contestAdminCalls.addTeam, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    if (request.body.id !== undefined) throw notFound('CONTESTS_TEAM_NOT_FOUND');
    return ok({ id: await teams.save(c, request.body) }, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_CREATED'));
  });

  mountCall(ctx.http, contestAdminCalls.updateTeam, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    if (request.body.id === undefined) throw notFound('CONTESTS_TEAM_NOT_FOUND');
    return ok({ id: await teams.save(c, request.body) }, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  mountCall(ctx.http, contestAdminCalls.removeTeam, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    await teams.remove(c, request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_TEAM_DELETED'));
  });

  mountCall(ctx.http, contestAdminCalls.importTeams, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    const count = await teams.import(c, request.body.text);
    return ok({ count }, ctx.i18n.t(request.locale, 'CONTESTS_TEAMS_IMPORTED', { count }));
  });
}

// Printing and the admin helper (spec 3 §2 "Other contest screens", §7; reference
// ContestController.submitPrintText, ContestAdminController): a contestant sends a print job
// during the contest; its admins list, download and mark them printed, and hand out balloons from
// the accepted submissions (AC info).
import { FileBytes, OjError, forbidden, mountCall, notFound, ok, type PluginContext } from '@oj/sdk';
import { CONTEST_STATUS, PRINT_MIN_LENGTH } from '../shared/index.ts';
import { PrintDownloadQuery } from '../shared/user-calls.ts';
import { boardCalls, contestCalls } from '../shared/calls.ts';
import type { ContestAccess } from './access.ts';
import type { IcpcTokenStore } from './stores/icpc-tokens.ts';
import type { PrintStore } from './stores/prints.ts';
import type { ContestRecordStore } from './stores/records.ts';
import type { TeamStore } from './stores/teams.ts';

/** reference: one print job per user every 30 seconds */
export const PRINT_GAP_SECONDS = 30;

/** the stores the helper's calls read and write */
export interface HelperStores {
  prints: PrintStore;
  records: ContestRecordStore;
  teams: TeamStore;
  tokens: IcpcTokenStore;
}

export function helperRoutes(ctx: PluginContext, access: ContestAccess, { prints, records, teams, tokens }: HelperStores): void {
  mountCall(ctx.http, contestCalls.print, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const { contest: c, entry } = await access.enter(user, request.body.cid);
    if (!c.openPrint) throw new OjError('CONTESTS_PRINT_CLOSED');
    if (entry.status !== CONTEST_STATUS.running) throw forbidden('CONTESTS_PRINT_NOT_RUNNING');
    if (request.body.content.length < PRINT_MIN_LENGTH) throw new OjError('CONTESTS_PRINT_TOO_SHORT', 400, { min: PRINT_MIN_LENGTH });
    await ctx.limits.take(user.uid, 'print', { max: 1, windowSeconds: PRINT_GAP_SECONDS, message: 'CONTESTS_PRINT_TOO_FAST' });
    const [profile] = await ctx.users.byIds([user.uid]);
    // a team contest's job says whose team it is for (the printed page's header, the runner's desk)
    const team = entry.teamId === null ? null : await teams.byId(entry.teamId);
    await prints.insert({ cid: c.id, uid: user.uid, username: user.username, realname: profile?.realname ?? null, content: request.body.content, teamName: team?.name ?? null });
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_PRINT_SUBMITTED'));
  });

  mountCall(ctx.http, boardCalls.prints, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    // jobs still to print first, the oldest of them first
    const page = await prints.page(c.id, request.query);
    // the printer token that claimed each job, by its name
    const tokenIds = [...new Set(page.records.flatMap((p) => (p.claimedBy === null ? [] : [p.claimedBy])))];
    const tokenNames = await tokens.names(tokenIds);
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return ok({
      ...page,
      records: page.records.map((p) => ({
        id: p.id, cid: p.cid, username: p.username, realname: p.realname, status: p.status, gmtCreate: p.gmtCreate.toISOString(),
        state: p.state, claimedAt: iso(p.claimedAt), claimedBy: p.claimedBy === null ? null : tokenNames.get(p.claimedBy) ?? null,
        finishedAt: iso(p.finishedAt), failReason: p.failReason, teamName: p.teamName ?? null,
      })),
    });
  });

  mountCall(ctx.http, boardCalls.checkPrint, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    const updated = await prints.markPrinted(request.query.id, c.id);
    if (!updated) throw notFound('CONTESTS_PRINT_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  ctx.http.get('/api/file/download-contest-print-text', {
    config: { auth: true },
    schema: { tags: ['files'], querystring: PrintDownloadQuery, produces: ['text/plain'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const job = await prints.byId(request.query.id);
    if (!job) throw notFound('CONTESTS_PRINT_NOT_FOUND');
    await access.administer(request.user!, job.cid);
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="contest_${job.cid}_print_${job.id}.txt"`);
    return reply.send(job.content);
  });

  mountCall(ctx.http, boardCalls.acInfo, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    // balloons still to hand out first, in the order they were earned; the author's own tries are not
    // contestants', and an AC after the end is no balloon
    const page = await records.acInfoPage(c, request.query);
    const names = new Map((await ctx.users.byIds([...new Set(page.records.map((r) => r.uid))])).map((u) => [u.uid, u.realname]));
    const teamIds = [...new Set(page.records.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
    const teamNames = new Map((await teams.named(teamIds)).map((t) => [t.id, t.name]));
    return ok({
      ...page,
      records: page.records.map((r) => ({
        id: r.id, cid: r.cid, uid: r.uid, username: r.username, realname: names.get(r.uid) ?? null, pid: r.pid, displayId: r.displayId,
        submitId: r.submitId, submitTime: r.submitTime.toISOString(), time: Number(r.time), firstBlood: r.firstBlood, checked: r.checked,
        teamName: r.teamId ? teamNames.get(r.teamId) ?? null : null,
      })),
    });
  });

  mountCall(ctx.http, boardCalls.checkAcInfo, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    const updated = await records.setChecked(request.body.id, c.id, request.body.checked, request.user!.username);
    if (!updated) throw notFound('CONTESTS_AC_INFO_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });
}

// Printing and the admin helper (spec 3 §2 "Other contest screens", §7; reference
// ContestController.submitPrintText, ContestAdminController): a contestant sends a print job
// during the contest; its admins list, download and mark them printed, and hand out balloons from
// the accepted submissions (AC info).
import { Type } from '@sinclair/typebox';
import { Envelope, FileBytes, OjError, Page, forbidden, notFound, ok, pageParams, paginate, type PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { CONTEST_STATUS, PRINT_MIN_LENGTH } from '../shared/index.ts';
import {
  AC_INFO_PAGE_SIZE, AcCheckBody, AcInfo, ContestPrint, HelperQuery, PRINT_PAGE_SIZE, PrintBody, PrintCheckQuery, PrintDownloadQuery, type PrintState,
} from '../shared/user-calls.ts';
import { T, withinContest } from './core.ts';
import type { ContestAccess } from './access.ts';

/** reference: one print job per user every 30 seconds */
export const PRINT_GAP_SECONDS = 30;

interface PrintRow {
  id: number; cid: number; uid: string; username: string; realname: string | null; content: string; status: number; gmtCreate: Date;
  /** the print queue (print-queue.ts) */
  state: PrintState; claimedAt: Date | null; claimedBy: number | null; finishedAt: Date | null; failReason: string | null;
  teamName: string | null;
}
interface RecordRow { id: number; cid: number; uid: string; username: string; pid: number; displayId: string; submitId: number; submitTime: Date; time: string | number; firstBlood: boolean; checked: boolean; teamId: number | null }

export function helperRoutes(ctx: PluginContext, access: ContestAccess): void {
  const db = ctx.db;

  ctx.http.post('/api/submit-print-text', {
    config: { auth: true },
    schema: { tags: ['contests'], body: PrintBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const user = request.user!;
    const { contest: c, entry } = await access.enter(user, request.body.cid);
    if (!c.openPrint) throw new OjError('CONTESTS_PRINT_CLOSED');
    if (entry.status !== CONTEST_STATUS.running) throw forbidden('CONTESTS_PRINT_NOT_RUNNING');
    if (request.body.content.length < PRINT_MIN_LENGTH) throw new OjError('CONTESTS_PRINT_TOO_SHORT', 400, { min: PRINT_MIN_LENGTH });
    await ctx.limits.take(user.uid, 'print', { max: 1, windowSeconds: PRINT_GAP_SECONDS, message: 'CONTESTS_PRINT_TOO_FAST' });
    const [profile] = await ctx.users.byIds([user.uid]);
    // a team contest's job says whose team it is for (the printed page's header, the runner's desk)
    const team = entry.teamId === null ? undefined : (await db(T.team).where({ id: entry.teamId }).first('name')) as { name: string } | undefined;
    await db(T.print).insert({ cid: c.id, uid: user.uid, username: user.username, realname: profile?.realname ?? null, content: request.body.content, teamName: team?.name ?? null });
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_PRINT_SUBMITTED'));
  });

  ctx.http.get('/api/get-contest-print', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: HelperQuery, response: { 200: Envelope(Page(ContestPrint)) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    // jobs still to print first, the oldest of them first
    const page = await paginate<PrintRow>(db(T.print).where({ cid: c.id }), pageParams(request.query, PRINT_PAGE_SIZE),
      (rows) => rows.select('id', 'cid', 'username', 'realname', 'status', 'gmtCreate', 'state', 'claimedAt', 'claimedBy', 'finishedAt', 'failReason', 'teamName')
        .orderBy([{ column: 'status' }, { column: 'id' }]));
    // the printer token that claimed each job, by its name
    const tokenIds = [...new Set(page.records.flatMap((p) => (p.claimedBy === null ? [] : [p.claimedBy])))];
    const tokenNames = new Map(tokenIds.length
      ? ((await db(T.icpcToken).whereIn('id', tokenIds).select('id', 'name')) as { id: number; name: string }[]).map((r) => [r.id, r.name])
      : []);
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

  ctx.http.put('/api/check-contest-print-status', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: PrintCheckQuery, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    const updated = await db(T.print).where({ id: request.query.id, cid: c.id }).update({ status: 1, state: 'printed' satisfies PrintState, finishedAt: db.fn.now() });
    if (!updated) throw notFound('CONTESTS_PRINT_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  ctx.http.get('/api/file/download-contest-print-text', {
    config: { auth: true },
    schema: { tags: ['files'], querystring: PrintDownloadQuery, produces: ['text/plain'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const job = (await db(T.print).where({ id: request.query.id }).first()) as PrintRow | undefined;
    if (!job) throw notFound('CONTESTS_PRINT_NOT_FOUND');
    await access.administer(request.user!, job.cid);
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="contest_${job.cid}_print_${job.id}.txt"`);
    return reply.send(job.content);
  });

  ctx.http.get('/api/get-contest-ac-info', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: HelperQuery, response: { 200: Envelope(Page(AcInfo)) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    // balloons still to hand out first, in the order they were earned; the author's own tries are not
    // contestants', and an AC after the end is no balloon
    const page = await paginate<RecordRow>(withinContest(db(T.record).where({ cid: c.id, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid }), c), pageParams(request.query, AC_INFO_PAGE_SIZE),
      (rows) => rows.select('id', 'cid', 'uid', 'username', 'pid', 'displayId', 'submitId', 'submitTime', 'time', 'firstBlood', 'checked', 'teamId')
        .orderBy([{ column: 'checked' }, { column: 'time' }, { column: 'id' }]));
    const names = new Map((await ctx.users.byIds([...new Set(page.records.map((r) => r.uid))])).map((u) => [u.uid, u.realname]));
    const teamIds = [...new Set(page.records.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
    const teamNames = new Map(teamIds.length ? ((await db(T.team).whereIn('id', teamIds).select('id', 'name')) as Array<{ id: number; name: string }>).map((t) => [t.id, t.name]) : []);
    return ok({
      ...page,
      records: page.records.map((r) => ({
        id: r.id, cid: r.cid, uid: r.uid, username: r.username, realname: names.get(r.uid) ?? null, pid: r.pid, displayId: r.displayId,
        submitId: r.submitId, submitTime: r.submitTime.toISOString(), time: Number(r.time), firstBlood: r.firstBlood, checked: r.checked,
        teamName: r.teamId ? teamNames.get(r.teamId) ?? null : null,
      })),
    });
  });

  ctx.http.put('/api/check-contest-ac-info', {
    config: { auth: true },
    schema: { tags: ['contests'], body: AcCheckBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.body.cid);
    const updated = await db(T.record).where({ id: request.body.id, cid: c.id }).update({ checked: request.body.checked, checkedAt: db.fn.now(), checkedBy: request.user!.username });
    if (!updated) throw notFound('CONTESTS_AC_INFO_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });
}

// The print queue an onsite printer host pulls (issue 16; `oj print-client` in core/cli is such a
// host). A contestant's print job (helper-routes.ts) is queued; the host claims the next queued
// jobs of its contest with a printer token (a contest token of role 'printer', icpc/tokens.ts),
// prints them and reports each printed or failed. A claim is atomic (one transaction: the queued
// rows picked FOR UPDATE SKIP LOCKED, then updated where still queued): two hosts never get the
// same job. A claimed job nobody reports stays claimed — it is never put back in the queue by itself
// (that could print it twice); the contest's admins put a claimed, failed or printed job back
// with the requeue call. `status` keeps its meaning for the admin print page: 1 once printed.
import { OjError, forbidden, mountCall, notFound, ok, type PluginContext } from '@oj/sdk';
import {
  PRINT_FAIL_REASON_MAX, type PrintState,
} from '../shared/user-calls.ts';
import { boardCalls, printQueueCalls } from '../shared/calls.ts';
import type { ContestAccess } from './access.ts';
import type { IcpcTokens } from './icpc/tokens.ts';
import type { PrintReport, PrintStore } from './stores/prints.ts';

/**
 * The printer host's calls are open as far as the kernel's access hook goes — the host has no site
 * session — and each handler checks its printer token (tokens.printer): 401 without a valid,
 * unrevoked token of this contest, 403 with a token of another role.
 */
const PRINTER_TOKEN_CHECKED_BY_HANDLER = { public: true } as const;

export function printQueueRoutes(ctx: PluginContext, access: ContestAccess, tokens: IcpcTokens, prints: PrintStore): void {

  mountCall(ctx.http, printQueueCalls.claim, { config: PRINTER_TOKEN_CHECKED_BY_HANDLER, tags: ['contests'] }, async (request) => {
    const printer = await tokens.printer(request, request.body.cid);
    const max = request.body.max ?? 1;
    // the oldest queued jobs no other claim holds become this token's, in one transaction
    const rows = await prints.claim(printer.contest.id, max, printer.tokenId);
    rows.sort((a, b) => a.id - b.id);
    return ok(rows.map((r) => ({
      id: r.id, cid: r.cid, username: r.username, realname: r.realname, content: r.content, gmtCreate: r.gmtCreate.toISOString(), claimedAt: r.claimedAt.toISOString(), teamName: r.teamName,
    })));
  });

  mountCall(ctx.http, printQueueCalls.report, { config: PRINTER_TOKEN_CHECKED_BY_HANDLER, tags: ['contests'] }, async (request) => {
    const { cid, id, result, reason } = request.body;
    const printer = await tokens.printer(request, cid);
    const done: PrintReport = result === 'printed'
      ? { state: 'printed' satisfies PrintState, status: 1, failReason: null }
      : { state: 'failed' satisfies PrintState, failReason: reason?.trim().slice(-PRINT_FAIL_REASON_MAX) || null };
    // only a job this token claimed and has not reported yet
    const updated = await prints.report(id, printer.contest.id, printer.tokenId, done);
    if (!updated) {
      if ((await prints.stateOf(id, printer.contest.id)) === null) throw notFound('CONTESTS_PRINT_NOT_FOUND');
      throw forbidden('CONTESTS_PRINT_NOT_CLAIMED');
    }
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_PRINT_REPORTED'));
  });

  // the contest's admins put a job back in the queue: one claimed and never reported (its host
  // died), one that failed, or one printed that is to be printed again
  mountCall(ctx.http, boardCalls.requeuePrint, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    const state = await prints.stateOf(request.query.id, c.id);
    if (state === null) throw notFound('CONTESTS_PRINT_NOT_FOUND');
    if (state === 'queued') throw new OjError('CONTESTS_PRINT_ALREADY_QUEUED');
    await prints.requeue(request.query.id, c.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_PRINT_REQUEUED'));
  });
}

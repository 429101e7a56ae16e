// The admin calls that issue, list and revoke a contest's ICPC Contest API tokens. Only the
// contest's admins (its author, a super admin, its group's root: access.ts) may; someone who may
// not know the contest exists gets "not found". Only ACM contests have the API.
import { OjError, mountCall, ok, type PluginContext } from '@oj/sdk';
import { contestAdminCalls } from '../../shared/calls.ts';
import type { ContestAccess } from '../access.ts';
import type { IcpcTokens } from './tokens.ts';

export function icpcTokenRoutes(ctx: PluginContext, access: ContestAccess, tokens: IcpcTokens): void {
  mountCall(ctx.http, contestAdminCalls.icpcTokens, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    return ok(await tokens.list(c.id));
  });

  mountCall(ctx.http, contestAdminCalls.issueIcpcToken, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const c = await access.administer(user, request.body.cid);
    const issued = await tokens.issue(c, request.body.role, request.body.name, user.uid);
    return ok(issued, ctx.i18n.t(request.locale, 'CONTESTS_ICPC_TOKEN_ISSUED'));
  });

  mountCall(ctx.http, contestAdminCalls.revokeIcpcToken, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const cid = await tokens.contestOf(request.query.id);
    if (cid === null) throw new OjError('CONTESTS_ICPC_TOKEN_NOT_FOUND', 404);
    await access.administer(request.user!, cid);
    await tokens.revoke(request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_ICPC_TOKEN_REVOKED'));
  });
}

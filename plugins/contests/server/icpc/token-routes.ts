// The admin calls that issue, list and revoke a contest's ICPC Contest API tokens. Only the
// contest's admins (its author, a super admin, its group's root: access.ts) may; someone who may
// not know the contest exists gets "not found". Only ACM contests have the API.
import { EmptyEnvelope, Envelope, OjError, ok, type PluginContext } from '@oj/sdk';
import { Type } from '@sinclair/typebox';
import { IcpcTokenBody, IcpcTokenIssued, IcpcTokenListQuery, IcpcTokenRevokeQuery, IcpcTokenView } from '../../shared/icpc.ts';
import type { ContestAccess } from '../access.ts';
import type { IcpcTokens } from './tokens.ts';

export function icpcTokenRoutes(ctx: PluginContext, access: ContestAccess, tokens: IcpcTokens): void {
  ctx.http.get('/api/admin/contest/icpc-token', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: IcpcTokenListQuery, response: { 200: Envelope(Type.Array(IcpcTokenView)) } },
  }, async (request) => {
    const c = await access.administer(request.user!, request.query.cid);
    return ok(await tokens.list(c.id));
  });

  ctx.http.post('/api/admin/contest/icpc-token', {
    config: { auth: true },
    schema: { tags: ['contests'], body: IcpcTokenBody, response: { 200: Envelope(IcpcTokenIssued) } },
  }, async (request) => {
    const user = request.user!;
    const c = await access.administer(user, request.body.cid);
    const issued = await tokens.issue(c, request.body.role, request.body.name, user.uid);
    return ok(issued, ctx.i18n.t(request.locale, 'CONTESTS_ICPC_TOKEN_ISSUED'));
  });

  ctx.http.delete('/api/admin/contest/icpc-token', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: IcpcTokenRevokeQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const cid = await tokens.contestOf(request.query.id);
    if (cid === null) throw new OjError('CONTESTS_ICPC_TOKEN_NOT_FOUND', 404);
    await access.administer(request.user!, cid);
    await tokens.revoke(request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_ICPC_TOKEN_REVOKED'));
  });
}

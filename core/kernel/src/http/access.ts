// The one access hook: reads the token, sets request.user and request.locale, renews old tokens
// and enforces the route's declared rule ({ auth, roles, perm, switch }). No route checks roles
// by hand.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OjError, type Permission } from '@oj/sdk';
import { pickLocale } from '../i18n/index.ts';
import { resolveToken } from '../auth/sessions.ts';
import type { Kernel } from '../kernel.ts';

export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

export function installAccess(app: FastifyInstance, kernel: Kernel): void {
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'zh-CN');

  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.query, request.headers['accept-language']);
    request.user = null;
    const rule = request.routeOptions.config ?? {};
    // a route that takes the token in its body is checked once the body is parsed (preValidation)
    if (rule.bodyToken && !rule.judge) return;
    await authorize(request, reply);
  });

  app.addHook('preValidation', async (request, reply) => {
    const rule = request.routeOptions.config ?? {};
    if (!rule.bodyToken || rule.judge) return;
    const body = request.body as Record<string, unknown> | null | undefined;
    const fromBody = body && typeof body === 'object' && typeof body.token === 'string' ? body.token : undefined;
    // the token is the caller's credential, not a field of the call: the handler never sees it
    if (body && typeof body === 'object' && 'token' in body) delete body.token;
    await authorize(request, reply, fromBody);
  });

  async function authorize(request: FastifyRequest, reply: FastifyReply, bodyToken?: string): Promise<void> {
    const rule = request.routeOptions.config ?? {};
    if (rule.judge) {
      // judge nodes send the site's judge token, not a user's session
      if (!(await kernel.judgeToken.accepts(readToken(request.headers.authorization)))) throw new OjError('OJ_JUDGE_TOKEN_INVALID', 401);
      return;
    }
    const needsUser = !!(rule.auth || rule.roles || rule.perm);
    const fromQuery = rule.queryToken ? (request.query as Record<string, unknown> | undefined)?.token : undefined;
    const token = readToken(request.headers.authorization) ?? (typeof fromQuery === 'string' ? readToken(fromQuery) : undefined) ?? (bodyToken ? readToken(bodyToken) : undefined);
    if (token) {
      const policy = kernel.config.jwt;
      const resolved = await resolveToken(kernel.db, kernel.jwtSecret, policy, token, kernel.sessions);
      if (resolved) {
        request.user = resolved.user;
        if (resolved.renewed) {
          reply.header('Authorization', resolved.renewed);
          reply.header('Refresh-Token', 'true');
        }
      } else if (needsUser) {
        throw new OjError('OJ_AUTH_TOKEN_EXPIRED', 401);
      }
    }
    if (needsUser && !request.user) throw new OjError('OJ_AUTH_LOGIN_REQUIRED', 401);
    const user = request.user;
    if (user && rule.roles && !rule.roles.includes(user.role)) throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
    if (user && rule.perm) {
      const needed: readonly Permission[] = typeof rule.perm === 'string' ? [rule.perm] : rule.perm;
      if (!needed.every((p) => user.permissions.includes(p))) throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
    }
    if (rule.switch && !(await kernel.settings.switchOn(rule.switch))) {
      throw new OjError(kernel.settings.switchMessage(rule.switch), 400);
    }
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Expose-Headers', 'Authorization, Refresh-Token, Content-Disposition');
  });
}

// Mounting a route from its call (shared/calls.ts): the path, method and schemas come from the one
// value the plugin's pages call through, so the route and its callers cannot drift apart. The
// route keeps its own access rule and tags, as every route does (docs/plugin-guide.md).
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { PluginHttp } from './plugin.ts';
import { Envelope } from './shared/schema.ts';
import type { Call, StaticOf } from './shared/calls.ts';

/** a request of a call: its query, body and path parameters typed from the call's schemas */
export type CallRequest<Q extends TSchema | undefined, B extends TSchema | undefined, P extends TSchema | undefined = undefined> = FastifyRequest<{
  Querystring: StaticOf<Q>;
  Body: StaticOf<B>;
  Params: StaticOf<P>;
}>;

/** what a call's handler answers: the envelope around its answer (ok(…)), or a reply it sent itself */
export type CallHandler<Q extends TSchema | undefined, B extends TSchema | undefined, A extends TSchema, P extends TSchema | undefined = undefined> =
  (request: CallRequest<Q, B, P>, reply: FastifyReply) => Promise<{ status: number; msg: string; data: Static<A> } | FastifyReply>;

export interface CallRoute {
  /** the route's access rule and body policy, as in any route's config */
  config: FastifyContextConfig;
  /** OpenAPI tags */
  tags?: string[];
  /** a gate run before the body is validated (an access rule that reads the request, e.g. a group's admins) */
  preValidation?: RouteShorthandOptions['preValidation'];
}

/** mounts `call` on `http`: its method and path, its query, body and answer (in the envelope) as the route's schema */
export function mountCall<Q extends TSchema | undefined, B extends TSchema | undefined, A extends TSchema, P extends TSchema | undefined = undefined>(
  http: PluginHttp,
  call: Call<Q, B, A, P>,
  route: CallRoute,
  handler: CallHandler<Q, B, A, P>,
): void {
  http.route<{ Querystring: StaticOf<Q>; Body: StaticOf<B>; Params: StaticOf<P> }>({
    method: call.method,
    url: call.path,
    schema: {
      ...(route.tags ? { tags: route.tags } : {}),
      ...(call.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: Envelope(call.answer) },
    },
    config: route.config,
    ...(route.preValidation ? { preValidation: route.preValidation } : {}),
    handler,
  });
}

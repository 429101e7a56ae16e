// Mounting a route from its call (shared/calls.ts): the path, method and schemas come from the one
// value the plugin's pages call through, so the route and its callers cannot drift apart. The
// route keeps its own access rule and tags, as every route does (docs/plugin-guide.md).
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { PluginHttp } from './plugin.ts';
import { Envelope } from './shared/schema.ts';
import type { Call, StaticOf } from './shared/calls.ts';

/** a request of a call: its query and body typed from the call's schemas */
export type CallRequest<Q extends TSchema | undefined, B extends TSchema | undefined> = FastifyRequest<{
  Querystring: StaticOf<Q>;
  Body: StaticOf<B>;
}>;

/** what a call's handler answers: the envelope around its answer (ok(…)), or a reply it sent itself */
export type CallHandler<Q extends TSchema | undefined, B extends TSchema | undefined, A extends TSchema> =
  (request: CallRequest<Q, B>, reply: FastifyReply) => Promise<{ status: number; msg: string; data: Static<A> } | FastifyReply>;

export interface CallRoute {
  /** the route's access rule and body policy, as in any route's config */
  config: FastifyContextConfig;
  /** OpenAPI tags */
  tags?: string[];
}

/** mounts `call` on `http`: its method and path, its query, body and answer (in the envelope) as the route's schema */
export function mountCall<Q extends TSchema | undefined, B extends TSchema | undefined, A extends TSchema>(
  http: PluginHttp,
  call: Call<Q, B, A>,
  route: CallRoute,
  handler: CallHandler<Q, B, A>,
): void {
  http.route<{ Querystring: StaticOf<Q>; Body: StaticOf<B> }>({
    method: call.method,
    url: call.path,
    schema: {
      ...(route.tags ? { tags: route.tags } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: Envelope(call.answer) },
    },
    config: route.config,
    handler,
  });
}

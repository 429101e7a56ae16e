// A call of the site's API as one value: its method, path and the schemas of its query, body and
// answer. The server mounts the route from it (`mountCall`, @oj/sdk) and a page calls it
// (`api.call`, @oj/ui), both from the same value in the plugin's shared/browser.ts, so a changed
// schema or path reaches the route and every page through the compiler. Browser-safe.
import type { Static, TSchema } from '@sinclair/typebox';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** the static type of an optional schema: undefined when the call has none */
export type StaticOf<S extends TSchema | undefined> = S extends TSchema ? Static<S> : undefined;

export interface Call<Q extends TSchema | undefined = TSchema | undefined, B extends TSchema | undefined = TSchema | undefined, A extends TSchema = TSchema> {
  readonly method: CallMethod;
  /** the path, as the route is mounted and the client calls it (no path parameters) */
  readonly path: string;
  readonly query: Q;
  readonly body: B;
  /** the envelope's `data` */
  readonly answer: A;
  /**
   * the static types, for clients that read no TypeBox (@oj/ui infers from this member).
   * Never set: a type only.
   */
  readonly types?: { query: StaticOf<Q>; body: StaticOf<B>; answer: Static<A> };
}

/** `defineCall('GET', '/api/guestbook', { query: PageQuery, answer: Page(GuestbookEntry) })` */
export function defineCall<A extends TSchema, Q extends TSchema | undefined = undefined, B extends TSchema | undefined = undefined>(
  method: CallMethod,
  path: string,
  schemas: { query?: Q; body?: B; answer: A },
): Call<Q, B, A> {
  return { method, path, query: schemas.query as Q, body: schemas.body as B, answer: schemas.answer };
}

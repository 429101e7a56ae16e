// A call of the site's API as one value: its method, path and the schemas of its query, body and
// answer. The server mounts the route from it (`mountCall`, @oj/sdk) and a page calls it
// (`api.call`, @oj/ui), both from the same value in the plugin's shared/browser.ts, so a changed
// schema or path reaches the route and every page through the compiler. Browser-safe.
import type { Static, TSchema } from '@sinclair/typebox';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** the static type of an optional schema: undefined when the call has none */
export type StaticOf<S extends TSchema | undefined> = S extends TSchema ? Static<S> : undefined;

export interface Call<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  A extends TSchema = TSchema,
  P extends TSchema | undefined = TSchema | undefined,
> {
  readonly method: CallMethod;
  /** the path, as the route is mounted: a `:name` segment is a path parameter the client fills in */
  readonly path: string;
  readonly query: Q;
  readonly body: B;
  /** the path parameters' schema (`/api/x/:id` → `{ id }`) */
  readonly params: P;
  /** a multipart upload: the client sends a form (its file and fields) instead of a JSON body */
  readonly upload: boolean;
  /** the envelope's `data` */
  readonly answer: A;
  /**
   * the static types, for clients that read no TypeBox (@oj/ui infers from this member).
   * Never set: a type only.
   */
  readonly types?: { query: StaticOf<Q>; body: StaticOf<B>; params: StaticOf<P>; answer: Static<A> };
}

/** `defineCall('GET', '/api/guestbook', { query: PageQuery, answer: Page(GuestbookEntry) })` */
export function defineCall<
  A extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(
  method: CallMethod,
  path: string,
  schemas: { query?: Q; body?: B; params?: P; answer: A },
): Call<Q, B, A, P> {
  return { method, path, query: schemas.query as Q, body: schemas.body as B, params: schemas.params as P, upload: false, answer: schemas.answer };
}

/**
 * A multipart upload (`POST`): the route reads the file and its fields from the form itself
 * (readUpload); the call names its path, its query and its answer.
 * `defineUpload('/api/file/upload-avatar', { answer: UserInfo })`
 */
export function defineUpload<A extends TSchema, Q extends TSchema | undefined = undefined>(
  path: string,
  schemas: { query?: Q; answer: A },
): Call<Q, undefined, A, undefined> {
  return { method: 'POST', path, query: schemas.query as Q, body: undefined, params: undefined, upload: true, answer: schemas.answer };
}

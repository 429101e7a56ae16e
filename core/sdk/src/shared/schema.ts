// TypeBox helpers shared by kernel and plugins: the response envelope, the paging shape and
// lenient paging parameters. Browser-safe (TypeBox only): a plugin's shared/browser.ts builds
// its payload schemas from these, for its routes and its pages alike.
import { Type, type TSchema, type Static } from '@sinclair/typebox';

/** `{status, msg, data}` — every /api response (spec 1 §7). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), msg: Type.String(), data });

export const EmptyEnvelope = Envelope(Type.Null());

/** The paging shape of the reference's client: `{records, total, size, current, pages}`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
  });
export interface PageOf<T> { records: T[]; total: number; size: number; current: number; pages: number }

/** A page number or size as sent by clients: a number, or anything else that falls back to the default. */
export const LenientInt = Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 32 })]));

export const PageQuery = Type.Object({ currentPage: LenientInt, limit: LenientInt });
export type PageQuery = Static<typeof PageQuery>;

/**
 * Attach spec message keys to a schema's validation keywords, e.g.
 *   withMessages(Type.String({ maxLength: 20 }), { maxLength: 'Username_Check_Max' })
 * The kernel's error handler answers with that message (in the caller's language) instead of
 * a generic one.
 */
export function withMessages<T extends TSchema>(schema: T, messages: Record<string, string>): T {
  return { ...schema, 'x-msg': messages };
}

/**
 * A positive id in a JSON body that the reference client sometimes sends as text ("12").
 * Bodies are never coerced (issue 9), so a route that must take both says so with this and
 * reads the value through `idOf`.
 */
export const IdOrText = Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]);
export type IdOrText = Static<typeof IdOrText>;
/** the number of an `IdOrText` value (text past 2^31-1 never names a row: 0) */
export function idOf(value: IdOrText): number {
  const n = typeof value === 'number' ? value : Number(value);
  return n <= 2 ** 31 - 1 ? n : 0;
}

/** The answer of a route that sends bytes as they are (a file, a zip, an event stream): never serialised. */
export const FileBytes = Type.Unsafe<Uint8Array | string | AsyncIterable<unknown>>({ type: 'string', format: 'binary' });

export const DateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });
export const NullableString = Type.Union([Type.String(), Type.Null()]);

/** comments and replies: not blank, at most 10000 characters (spec 1 §5, §9) */
export const COMMENT_MAX = 10000;
export const CommentContent = withMessages(Type.String({ minLength: 1, maxLength: COMMENT_MAX, pattern: '\\S' }), {
  required: 'Content_cannot_be_empty', minLength: 'Content_cannot_be_empty', pattern: 'Content_cannot_be_empty', maxLength: 'Can_not_exceed_10000',
});

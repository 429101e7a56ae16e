// The guestbook's browser-safe contract (`@oj/plugin-guestbook/browser`): what its routes take and
// answer, as TypeBox schemas, and its calls (`guestbookCalls`): the server mounts each route from
// its call and the pages call through the same value, so a path or a schema cannot drift apart.
// TypeBox and @oj/sdk/shared only.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Page, PageQuery, defineCall, withMessages } from '@oj/sdk/shared';

/** an entry is 1 to 200 characters */
export const ENTRY_MAX = 200;

/** a row of GET /api/guestbook (newest first) */
export const GuestbookEntry = Type.Object({ id: Type.Integer(), uid: Type.String(), username: Type.String(), content: Type.String(), gmtCreate: DateTime });
export type GuestbookEntry = Static<typeof GuestbookEntry>;

/** POST /api/guestbook */
export const SignBody = Type.Object({
  content: withMessages(Type.String({ minLength: 1, maxLength: ENTRY_MAX }), { required: 'GUESTBOOK_EMPTY', minLength: 'GUESTBOOK_EMPTY', maxLength: 'GUESTBOOK_TOO_LONG' }),
});
export type SignBody = Static<typeof SignBody>;

/** the guestbook's calls: the list (anyone) and signing it (a signed-in user) */
export const guestbookCalls = {
  list: defineCall('GET', '/api/guestbook', { query: PageQuery, answer: Page(GuestbookEntry) }),
  sign: defineCall('POST', '/api/guestbook', { body: SignBody, answer: Type.Null() }),
};

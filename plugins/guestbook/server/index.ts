// The guestbook: the worked example of the plugin author guide (docs/plugin-guide.md). The kernel
// knows nothing about it; listing "@oj/plugin-guestbook" in the config's plugins enables it.
// It adds a migration (its table), routes, translated messages and a bus listener that greets
// every new user.
import { Type } from '@sinclair/typebox';
import { definePlugin, Envelope, EmptyEnvelope, Page, PageQuery, DateTime, OjError, withMessages, ok, pageParams, paginate, DEFAULT_LOCALE } from '@oj/sdk';
import type { Static } from '@sinclair/typebox';

/** an entry is 1 to 200 characters */
export const ENTRY_MAX = 200;
const DEFAULT_PAGE_SIZE = 10;

const Entry = Type.Object({ id: Type.Integer(), uid: Type.String(), username: Type.String(), content: Type.String(), gmtCreate: DateTime });

export default definePlugin(new URL('..', import.meta.url), {
  id: 'guestbook',
  config: Type.Object({
    /** greet each newly registered user with an entry */
    welcomeNewUsers: Type.Boolean({ default: true }),
  }),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  async setup(ctx) {
    const entries = ctx.table('entries');

    ctx.http.get('/api/guestbook', {
      config: { public: true },
      schema: { tags: ['guestbook'], querystring: PageQuery, response: { 200: Envelope(Page(Entry)) } },
    }, async (request) => {
      const base = ctx.db(`${entries} as e`).join(`${ctx.users.table} as u`, 'u.uid', 'e.uid');
      return ok(await paginate<Static<typeof Entry>>(base, pageParams(request.query, DEFAULT_PAGE_SIZE), (q) =>
        q.select('e.id', 'e.uid', 'u.username', 'e.content', 'e.gmtCreate').orderBy('e.id', 'desc')));
    });

    ctx.http.post('/api/guestbook', {
      schema: {
        tags: ['guestbook'],
        body: Type.Object({ content: withMessages(Type.String({ minLength: 1, maxLength: ENTRY_MAX }), { required: 'GUESTBOOK_EMPTY', minLength: 'GUESTBOOK_EMPTY', maxLength: 'GUESTBOOK_TOO_LONG' }) }),
        response: { 200: EmptyEnvelope },
      },
      config: { auth: true },
    }, async (request) => {
      const content = request.body.content.trim();
      if (!content) throw new OjError('GUESTBOOK_EMPTY');
      await ctx.db(entries).insert({ uid: request.user!.uid, content });
      return ok(null, ctx.i18n.t(request.locale, 'GUESTBOOK_THANKS'));
    });

    if (ctx.config.welcomeNewUsers) {
      ctx.bus.on('user.registered', async ({ uid, username }) => {
        await ctx.db(entries).insert({ uid, content: ctx.i18n.t(DEFAULT_LOCALE, 'GUESTBOOK_WELCOME', { username }) });
      });
    }
  },
});

// The guestbook: the worked example of the plugin author guide (docs/plugin-guide.md). The kernel
// knows nothing about it; listing "@oj/plugin-guestbook" in the config's plugins enables it.
// It adds a migration (its table), routes, translated messages and a bus listener that greets
// every new user.
// What the routes take and answer is in shared/browser.ts, which the pages read too.
import { Type } from '@sinclair/typebox';
import { definePlugin, Envelope, EmptyEnvelope, Page, PageQuery, OjError, ok, pageParams, paginate, DEFAULT_LOCALE } from '@oj/sdk';
import { GuestbookEntry, SignBody } from '../shared/browser.ts';

export { ENTRY_MAX } from '../shared/browser.ts';
const DEFAULT_PAGE_SIZE = 10;

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
      schema: { tags: ['guestbook'], querystring: PageQuery, response: { 200: Envelope(Page(GuestbookEntry)) } },
    }, async (request) => {
      const base = ctx.db(`${entries} as e`).join(`${ctx.users.table} as u`, 'u.uid', 'e.uid');
      return ok(await paginate<GuestbookEntry>(base, pageParams(request.query, DEFAULT_PAGE_SIZE), (q) =>
        q.select('e.id', 'e.uid', 'u.username', 'e.content', 'e.gmtCreate').orderBy('e.id', 'desc')));
    });

    ctx.http.post('/api/guestbook', {
      schema: {
        tags: ['guestbook'],
        body: SignBody,
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

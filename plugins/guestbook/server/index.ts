// The guestbook: the worked example of the plugin author guide (docs/plugin-guide.md). The kernel
// knows nothing about it; listing "@oj/plugin-guestbook" in the config's plugins enables it.
// It adds a migration (its table), a store that is the only code naming that table (store.ts),
// routes, translated messages and a bus listener that greets every new user.
// What the routes take and answer is in shared/browser.ts, which the pages read too.
import { Type } from '@sinclair/typebox';
import { definePlugin, mountCall, OjError, ok, pageParams, DEFAULT_LOCALE } from '@oj/sdk';
import { guestbookCalls } from '../shared/browser.ts';
import { GuestbookStore } from './store.ts';

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
    const store = new GuestbookStore(ctx);

    mountCall(ctx.http, guestbookCalls.list, { config: { public: true }, tags: ['guestbook'] },
      async (request) => ok(await store.page(pageParams(request.query, DEFAULT_PAGE_SIZE))));

    mountCall(ctx.http, guestbookCalls.sign, { config: { auth: true }, tags: ['guestbook'] }, async (request) => {
      const content = request.body.content.trim();
      if (!content) throw new OjError('GUESTBOOK_EMPTY');
      await store.add(request.user!.uid, content);
      return ok(null, ctx.i18n.t(request.locale, 'GUESTBOOK_THANKS'));
    });

    if (ctx.config.welcomeNewUsers) {
      ctx.bus.on('user.registered', async ({ uid, username }) => {
        await store.add(uid, ctx.i18n.t(DEFAULT_LOCALE, 'GUESTBOOK_WELCOME', { username }));
      });
    }
  },
});

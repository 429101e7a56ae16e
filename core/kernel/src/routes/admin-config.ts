// Admin: website config, switches, e-mail settings with a test mail, and the mail outbox kept
// when no SMTP is configured. Mounted from kernelCalls.config (@oj/sdk/shared).
import { OjError, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { patchOf } from '../site/settings.ts';
import { testMail } from '../mail/templates.ts';

const SYSTEM = { perm: 'system_info_admin' } as const;
const calls = kernelCalls.config;

export async function adminConfigRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { settings, db } = kernel;

  mountCall(app, calls.web, { config: SYSTEM, tags: ['admin'] }, async () => ok(await settings.group('web')));

  mountCall(app, calls.setWeb, { config: { ...SYSTEM, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    await settings.update('web', request.body);
    return ok(null);
  });

  // plugins add switches of their own (definePlugin({ switches })): booleans beside the kernel's
  mountCall(app, calls.switches, { config: SYSTEM, tags: ['admin'] }, async () => ok(await settings.group('switch')));

  // the body is checked against the kernel's switches and every enabled plugin's (registered
  // before routes are built); the reference's DTO may carry more, which is dropped
  mountCall(app, { ...calls.setSwitches, body: patchOf(settings.switchSchema()) }, { config: { ...SYSTEM, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    await settings.update('switch', request.body);
    return ok(null);
  });

  mountCall(app, calls.email, { config: SYSTEM, tags: ['admin'] }, async () => {
    const { emailPassword, ...rest } = await settings.group('email');
    return ok({ ...rest, hasPassword: emailPassword !== '' });
  });

  mountCall(app, calls.setEmail, { config: { ...SYSTEM, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const patch = { ...request.body };
    // an empty password keeps the stored one unless the username is cleared too
    if (patch.emailPassword === '' && patch.emailUsername !== '') delete patch.emailPassword;
    await settings.update('email', patch);
    return ok(null);
  });

  mountCall(app, calls.testEmail, { config: SYSTEM, tags: ['admin'] }, async (request) => {
    const web = await settings.group('web');
    try {
      const how = await kernel.mailer.deliver(testMail(kernel.i18n, request.locale, web, request.body.email));
      return ok(null, kernel.i18n.t(request.locale, how === 'sent' ? 'OJ_TEST_MAIL_SENT' : 'OJ_TEST_MAIL_KEPT'));
    } catch (err) {
      // the reason stays in the server log: echoed back, connection errors would map the
      // site's network for whoever may send test mails (refused, timed out, no SMTP greeting)
      request.log.warn({ err, detail: (err as { detail?: string }).detail, host: (await settings.group('email')).emailHost }, 'test e-mail failed');
      throw new OjError('OJ_TEST_MAIL_FAILED');
    }
  });

  mountCall(app, calls.mailOutbox, { config: { roles: ['root'] }, tags: ['admin'] },
    async (request) => ok(await paginate(db('mailOutbox'), pageParams(request.query, 10), (q) => q.select('*').orderBy('id', 'desc'))));
}

// Admin: website config, switches, e-mail settings with a test mail, and the mail outbox kept
// when no SMTP is configured.
import { Type, type Static } from '@sinclair/typebox';
import { OjError, Envelope, EmptyEnvelope, Page, PageQuery, DateTime, NullableString, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok, pageParams, paginate } from '../http/envelope.ts';
import { WebConfig, SwitchConfig, EmailConfig, patchOf } from '../site/settings.ts';
import { Email } from '../users/fields.ts';
import { testMail } from '../mail/templates.ts';

const SYSTEM = { perm: 'system_info_admin' } as const;
const SwitchView = Type.Object(SwitchConfig.properties, { additionalProperties: Type.Boolean() });
/** other fields are the plugins' switches (checked in the handler) or the reference DTO's extras (dropped) */
/** Shown instead of the stored SMTP password, which never leaves the server. */
const EmailConfigView = Type.Composite([Type.Omit(EmailConfig, ['emailPassword']), Type.Object({ hasPassword: Type.Boolean() })]);

export async function adminConfigRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { settings, db } = kernel;

  app.get('/api/admin/config/get-web-config', { schema: { tags: ['admin'], response: { 200: Envelope(WebConfig) } }, config: SYSTEM },
    async () => ok(await settings.group('web')));

  app.put('/api/admin/config/set-web-config', {
    schema: { tags: ['admin'], body: patchOf(WebConfig), response: { 200: EmptyEnvelope } }, config: { ...SYSTEM, extraFields: 'strip' },
  }, async (request) => {
    await settings.update('web', request.body);
    return ok(null);
  });

  // plugins add switches of their own (definePlugin({ switches })): booleans beside the kernel's
  app.get('/api/admin/switch/info', { schema: { tags: ['admin'], response: { 200: Envelope(SwitchView) } }, config: SYSTEM },
    async () => ok(await settings.group('switch')));

  app.put('/api/admin/switch/update', {
    // the kernel's switches and every enabled plugin's (registered before routes are built); the
    // reference's DTO may carry more, which is dropped
    schema: { tags: ['admin'], body: patchOf(settings.switchSchema()), response: { 200: EmptyEnvelope } }, config: { ...SYSTEM, extraFields: 'strip' },
  }, async (request) => {
    await settings.update('switch', request.body as Partial<Static<typeof SwitchConfig>>);
    return ok(null);
  });

  app.get('/api/admin/config/get-email-config', { schema: { tags: ['admin'], response: { 200: Envelope(EmailConfigView) } }, config: SYSTEM },
    async () => {
      const { emailPassword, ...rest } = await settings.group('email');
      return ok({ ...rest, hasPassword: emailPassword !== '' });
    });

  app.put('/api/admin/config/set-email-config', {
    schema: { tags: ['admin'], body: patchOf(EmailConfig), response: { 200: EmptyEnvelope } }, config: { ...SYSTEM, extraFields: 'strip' },
  }, async (request) => {
    const patch = { ...request.body };
    // an empty password keeps the stored one unless the username is cleared too
    if (patch.emailPassword === '' && patch.emailUsername !== '') delete patch.emailPassword;
    await settings.update('email', patch);
    return ok(null);
  });

  app.post('/api/admin/config/test-email', {
    schema: { tags: ['admin'], body: Type.Object({ email: Email }), response: { 200: EmptyEnvelope } }, config: SYSTEM,
  }, async (request) => {
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

  app.get('/api/admin/config/mail-outbox', {
    schema: {
      tags: ['admin'], querystring: PageQuery,
      response: { 200: Envelope(Page(Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), text: Type.String(), status: Type.String(), error: NullableString, gmtCreate: DateTime }))) },
    },
    config: { roles: ['root'] },
  }, async (request) => ok(await paginate(db('mailOutbox'), pageParams(request.query, 10), (q) => q.select('*').orderBy('id', 'desc'))));
}

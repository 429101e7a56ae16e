// Admin → plugin secrets (issue 11 §3): the super admin sets the secrets the enabled plugins
// declare (`secrets` in definePlugin: provider keys, remote accounts' passwords). Write-only: the
// list says whether each is set, the update answers nothing, and no answer ever holds a value.
import { Type } from '@sinclair/typebox';
import { DateTime, EmptyEnvelope, Envelope, OjError, withMessages, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { SECRET_VALUE_MAX } from '../plugins/secrets.ts';

const ROOT = { roles: ['root'] } as const;

const SecretStatus = Type.Object({
  plugin: Type.String(),
  key: Type.String(),
  /** whether a value is stored; the value itself never leaves the server */
  set: Type.Boolean(),
  gmtModified: Type.Union([DateTime, Type.Null()]),
});

const SecretUpdate = Type.Object({
  plugin: Type.String({ maxLength: 60 }),
  key: Type.String({ maxLength: 100 }),
  /** the new value; '' removes it */
  value: withMessages(Type.String({ maxLength: SECRET_VALUE_MAX }), { maxLength: 'OJ_SECRET_TOO_LONG' }),
});

export async function pluginSecretRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  app.get('/api/admin/plugin-secrets', {
    schema: { tags: ['admin'], response: { 200: Envelope(Type.Array(SecretStatus)) } },
    config: ROOT,
  }, async () => ok(await kernel.secrets.statuses()));

  app.put('/api/admin/plugin-secrets', {
    schema: { tags: ['admin'], body: SecretUpdate, response: { 200: EmptyEnvelope } },
    config: ROOT,
  }, async (request) => {
    const { plugin, key, value } = request.body;
    if (!kernel.secrets.isDeclared(plugin, key)) throw new OjError('OJ_SECRET_UNKNOWN', 404, { plugin, key });
    await kernel.secrets.set(plugin, key, value);
    return ok(null, kernel.i18n.t(request.locale, value === '' ? 'OJ_SECRET_REMOVED' : 'OJ_SECRET_SAVED'));
  });
}

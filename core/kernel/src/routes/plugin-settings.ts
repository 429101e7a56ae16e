// Admin → plugin settings (issue 11 §3): the setting groups plugins declare
// (definePlugin({ settings })) are an open registry beside the kernel's web, switch and e-mail
// groups, listed with their schema so the admin page can draw a form, and updated only with
// values their schema accepts.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, OjError, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';

const SYSTEM = { perm: 'system_info_admin' } as const;

const PluginSettingGroup = Type.Object({
  /** `<plugin>.<name>` */
  group: Type.String(),
  plugin: Type.String(),
  name: Type.String(),
  value: Type.Record(Type.String(), Type.Unknown()),
  /** the group's JSON schema (titles, defaults, limits) */
  schema: Type.Unknown(),
});

export async function pluginSettingRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  app.get('/api/admin/plugin-settings', {
    schema: { tags: ['admin'], response: { 200: Envelope(Type.Array(PluginSettingGroup)) } },
    config: SYSTEM,
  }, async () => ok(await kernel.settings.pluginGroupValues()));

  app.put('/api/admin/plugin-settings', {
    schema: { tags: ['admin'], body: Type.Object({ group: Type.String({ maxLength: 100 }), value: Type.Record(Type.String(), Type.Unknown()) }), response: { 200: EmptyEnvelope } },
    config: SYSTEM,
  }, async (request) => {
    const { group, value } = request.body;
    if (!(await kernel.settings.pluginGroupValues()).some((g) => g.group === group)) throw new OjError('OJ_SETTINGS_GROUP_UNKNOWN', 404, { group });
    if (!(await kernel.settings.updatePluginGroup(group, value))) throw new OjError('OJ_INVALID_VALUE', 400);
    return ok(null);
  });
}

// Site settings stored in the database and edited by admins: website config, switches, e-mail.
// Each group has a TypeBox schema with defaults; reads are cached per node and dropped on
// change everywhere through a bus broadcast.
import { Type, type Static, type TObject, type TProperties, type TPartial } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Knex } from 'knex';
import type { Bus, SettingsService, SwitchKey } from '@oj/sdk';

export const WebConfig = Type.Object({
  baseUrl: Type.String({ maxLength: 300, default: '' }),
  name: Type.String({ maxLength: 100, default: 'Online Judge' }),
  shortName: Type.String({ maxLength: 20, default: 'OJ' }),
  description: Type.String({ maxLength: 500, default: 'An online judge and contest platform' }),
  register: Type.Boolean({ default: true }),
  recordName: Type.String({ maxLength: 100, default: '© 2026 Online Judge' }),
  recordUrl: Type.String({ maxLength: 300, default: '#' }),
  projectName: Type.String({ maxLength: 100, default: 'OJ' }),
  projectUrl: Type.String({ maxLength: 300, default: '#' }),
});
export type WebConfig = Static<typeof WebConfig>;

export const SwitchConfig = Type.Object({
  openPublicDiscussion: Type.Boolean({ default: true }),
  openGroupDiscussion: Type.Boolean({ default: true }),
  openContestComment: Type.Boolean({ default: true }),
  openPublicJudge: Type.Boolean({ default: true }),
  openGroupJudge: Type.Boolean({ default: true }),
  openContestJudge: Type.Boolean({ default: true }),
  hideNonContestSubmissionCode: Type.Boolean({ default: false }),
  /** seconds between two non-contest submissions of one user */
  defaultSubmitInterval: Type.Integer({ minimum: 0, maximum: 3600, default: 8 }),
  defaultCreateDiscussionDailyLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 5 }),
  defaultCreateDiscussionACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 10 }),
  defaultCreateCommentACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 10 }),
  defaultCreateGroupACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 20 }),
  defaultCreateGroupDailyLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 2 }),
  defaultCreateGroupLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 5 }),
});
export type SwitchConfig = Static<typeof SwitchConfig>;

export const EmailConfig = Type.Object({
  emailHost: Type.String({ maxLength: 255, default: '' }),
  emailPort: Type.Integer({ minimum: 1, maximum: 65535, default: 465 }),
  emailUsername: Type.String({ maxLength: 320, default: '' }),
  emailPassword: Type.String({ maxLength: 500, default: '' }),
  emailSsl: Type.Boolean({ default: true }),
  emailBGImg: Type.String({ maxLength: 500, default: '' }),
});
export type EmailConfig = Static<typeof EmailConfig>;

const Secrets = Type.Object({ jwtSecret: Type.String({ default: '' }), judgeToken: Type.String({ default: '' }) });

export const SETTING_GROUPS = { web: WebConfig, switch: SwitchConfig, email: EmailConfig, secrets: Secrets } as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;
type GroupValue<G extends SettingGroup> = Static<(typeof SETTING_GROUPS)[G]>;

export class SiteSettings implements SettingsService {
  private readonly cache = new Map<string, object>();

  constructor(private readonly db: Knex, private readonly bus: Bus) {
    bus.subscribe('settings', (group) => { this.cache.delete(String(group)); });
  }

  async get<T extends object>(group: string): Promise<T> {
    const cached = this.cache.get(group);
    if (cached) return cached as T;
    const schema = (SETTING_GROUPS as Record<string, TObject>)[group];
    if (!schema) throw new Error(`unknown settings group ${group}`);
    const row = await this.db('siteSettings').where({ group }).first();
    const value = Value.Default(schema, Value.Clean(schema, Value.Clone(row?.value ?? {}))) as T;
    this.cache.set(group, value);
    return value;
  }

  group<G extends SettingGroup>(group: G): Promise<GroupValue<G>> {
    return this.get<GroupValue<G>>(group);
  }

  /** Merges `patch` into the group and stores it (already validated by the route schema). */
  async update<G extends SettingGroup>(group: G, patch: Partial<GroupValue<G>>): Promise<GroupValue<G>> {
    const next = { ...(await this.group(group)), ...patch };
    await this.db('siteSettings')
      .insert({ group, value: JSON.stringify(next), gmtModified: this.db.fn.now() })
      .onConflict('group').merge();
    this.cache.delete(group);
    await this.bus.broadcast('settings', group);
    await this.bus.emit('settings.changed', { group });
    return next;
  }

  async switchOn(key: SwitchKey): Promise<boolean> {
    return (await this.group('switch'))[key];
  }
}

/**
 * The body of a partial update: every field optional and without its default, so that a
 * field the admin did not send is left as it is (the route validator fills in defaults).
 */
export function patchOf<T extends TProperties>(schema: TObject<T>): TPartial<TObject<T>> {
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, prop]) => {
    const { default: _default, ...rest } = prop as typeof prop & { default?: unknown };
    return [key, rest];
  })) as T;
  return Type.Partial(Type.Object(properties, { additionalProperties: false }));
}

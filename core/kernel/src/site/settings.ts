// Site settings stored in the database and edited by admins: website config, switches, e-mail.
// Each group has a TypeBox schema with defaults; reads are cached per node and dropped on
// change everywhere through a bus broadcast.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Knex } from 'knex';
import { kernelPayloads, type Bus, type SettingsService, type SwitchDefinition, type SwitchKey } from '@oj/sdk';

// the groups' schemas are the admin calls' (kernel-calls/config.ts of the SDK), defined there once
export const { WebConfig, SwitchConfig, EmailConfig, patchOf } = kernelPayloads;
export type WebConfig = kernelPayloads.WebConfig;
export type SwitchConfig = kernelPayloads.SwitchConfig;
export type EmailConfig = kernelPayloads.EmailConfig;

const Secrets = Type.Object({ jwtSecret: Type.String({ default: '' }), judgeToken: Type.String({ default: '' }), secretsKey: Type.String({ default: '' }) });

export const SETTING_GROUPS = { web: WebConfig, switch: SwitchConfig, email: EmailConfig, secrets: Secrets } as const;

/** the kernel's switches the shell reads (spec 1: discussion and comment menus) */
const PUBLIC_KERNEL_SWITCHES = ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] as const;
/** a switch's name: a plain identifier, like the kernel's */
const SWITCH_NAME = /^[a-z][A-Za-z0-9]{1,60}$/;
export type SettingGroup = keyof typeof SETTING_GROUPS;
type GroupValue<G extends SettingGroup> = Static<(typeof SETTING_GROUPS)[G]>;

export class SiteSettings implements SettingsService {
  private readonly cache = new Map<string, object>();
  /** setting groups plugins add, by full name `<plugin>.<name>` */
  private readonly pluginGroups = new Map<string, { owner: string; name: string; schema: TObject }>();
  /** switches plugins add (issue 11 §3: an open registry beside the kernel's own) */
  private readonly pluginSwitches = new Map<string, SwitchDefinition & { owner: string }>();

  constructor(private readonly db: Knex, private readonly bus: Bus) {
    bus.subscribe('settings', (group) => { this.cache.delete(String(group)); });
  }

  async get<T extends object>(group: string): Promise<T> {
    const cached = this.cache.get(group);
    if (cached) return cached as T;
    const schema = group === 'switch' ? this.switchSchema() : (SETTING_GROUPS as Record<string, TObject>)[group] ?? this.pluginGroups.get(group)?.schema;
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
    if (!this.hasSwitch(key)) throw new Error(`unknown site switch ${key}`);
    return (await this.group('switch') as Record<string, unknown>)[key] === true;
  }

  /** Adds a plugin's setting groups, stored as `<plugin>.<name>`. */
  registerGroups(owner: string, groups: Readonly<Record<string, TObject>>): void {
    for (const [name, schema] of Object.entries(groups)) {
      if (!/^[a-z][a-zA-Z0-9-]{0,40}$/.test(name)) throw new Error(`plugin ${owner}: settings group "${name}" must be a short lowercase name`);
      this.pluginGroups.set(`${owner}.${name}`, { owner, name, schema });
    }
  }

  /** every plugin's setting groups with their current values (Admin → plugin settings) */
  async pluginGroupValues(): Promise<{ group: string; plugin: string; name: string; value: Record<string, unknown>; schema: TObject }[]> {
    return Promise.all([...this.pluginGroups].map(async ([group, g]) => ({ group, plugin: g.owner, name: g.name, value: await this.get<Record<string, unknown>>(group), schema: g.schema })));
  }

  /** Merges `patch` into a plugin's group; false when the result breaks its schema (nothing stored). */
  async updatePluginGroup(group: string, patch: Record<string, unknown>): Promise<boolean> {
    const entry = this.pluginGroups.get(group);
    if (!entry) throw new Error(`unknown settings group ${group}`);
    const next = { ...(await this.get<object>(group)), ...patch };
    if (!Value.Check(entry.schema, next)) return false;
    await this.db('siteSettings').insert({ group, value: JSON.stringify(next), gmtModified: this.db.fn.now() }).onConflict('group').merge();
    this.cache.delete(group);
    await this.bus.broadcast('settings', group);
    await this.bus.emit('settings.changed', { group });
    return true;
  }

  /** Adds a plugin's switches; a name already taken (by the kernel or another plugin) stops the boot. */
  registerSwitches(owner: string, switches: Readonly<Record<string, SwitchDefinition>>): void {
    for (const [key, def] of Object.entries(switches)) {
      if (!SWITCH_NAME.test(key)) throw new Error(`plugin ${owner}: switch name "${key}" must be an identifier like openContestRegister`);
      const taken = key in SwitchConfig.properties ? 'the kernel' : this.pluginSwitches.get(key)?.owner;
      if (taken) throw new Error(`plugin ${owner} declares the switch ${key}, already declared by ${taken}`);
      this.pluginSwitches.set(key, { ...def, owner });
    }
    this.cache.delete('switch');
  }

  hasSwitch(key: string): boolean {
    return key in SwitchConfig.properties || this.pluginSwitches.has(key);
  }

  /** the message a route behind `key` answers while it is off */
  switchMessage(key: string): string {
    return this.pluginSwitches.get(key)?.message ?? `OJ_SWITCH_OFF_${key}`;
  }

  /** the kernel's switch settings and every plugin's switch, with its default */
  switchSchema(): TObject {
    const added = Object.fromEntries([...this.pluginSwitches].map(([key, def]) => [key, Type.Boolean({ default: def.default })]));
    return Type.Object({ ...SwitchConfig.properties, ...added });
  }

  /** the switches the shell may read: the kernel's discussion ones and the plugins' public ones */
  async publicSwitches(): Promise<Record<string, boolean>> {
    const values = await this.group('switch') as Record<string, unknown>;
    const keys = [...PUBLIC_KERNEL_SWITCHES, ...[...this.pluginSwitches].filter(([, d]) => d.public).map(([k]) => k)];
    return Object.fromEntries(keys.map((k) => [k, values[k] === true]));
  }
}


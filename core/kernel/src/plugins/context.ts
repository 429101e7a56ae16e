// The setup context each plugin receives: kernel services plus its own Fastify scope, table
// prefix, settings and registrations that are undone when the site stops.
import type { FastifyInstance } from 'fastify';
import type { Cache, FileService, Knex, MailService, MessagingService, OutboundService, PluginContext, PluginHttp, PushService, QueueService, SettingsService } from '@oj/sdk';
import { PublicUsers } from '../users/public.ts';
import type { Kernel } from '../kernel.ts';
import { perms } from '../kernel.ts';
import type { LoadedPlugin } from './host.ts';
import { sanitizeMarkdown } from '../markdown/sanitize.ts';
import { scopedStore } from '../files/shared-store.ts';

/** The setting groups a plugin may read: the site's public ones. E-mail (the SMTP password) and
 * the secrets (JWT secret, judge token) stay with the kernel (ARCHITECTURE §3). */
export const PLUGIN_SETTING_GROUPS: readonly string[] = ['web', 'switch'];

function pluginSettings(kernel: Kernel, plugin: LoadedPlugin): SettingsService {
  const id = plugin.def.id;
  const own = Object.keys(plugin.def.settings ?? {});
  return {
    switchOn: (key) => kernel.settings.switchOn(key),
    get: async <T extends object>(group: string): Promise<T> => {
      if (own.includes(group)) return kernel.settings.get<T>(`${id}.${group}`);
      if (!PLUGIN_SETTING_GROUPS.includes(group)) throw new Error(`plugin ${id} may not read the setting group "${group}" (readable: ${[...PLUGIN_SETTING_GROUPS, ...own].join(', ')})`);
      return kernel.settings.get<T>(group);
    },
  };
}

/**
 * What a plugin is handed of a kernel service: the members its SDK interface names (methods bound)
 * in a frozen object of their own, never the service itself, whose fields are one property away
 * (the kernel's knex in the messaging and file services and the mailer, the site's settings with
 * the SMTP password and the JWT secret in the mailer: issue 32). `members` lists every member of
 * the interface, so one the SDK adds must be added here to compile.
 */
export function facade<T extends object>(impl: T, members: { [K in keyof T]-?: true }): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(members)) {
    const value = (impl as Record<string, unknown>)[key];
    out[key] = typeof value === 'function' ? value.bind(impl) : value;
  }
  return Object.freeze(out) as T;
}

export function createContext(kernel: Kernel, plugin: LoadedPlugin, scope: FastifyInstance, closers: (() => void | Promise<void>)[], db: Knex): PluginContext {
  const id = plugin.def.id;
  const prefix = id.replace(/-/g, '_');
  kernel.secrets.declare(id, plugin.def.secrets ?? []);
  // the plugin's contributions to the kernel's registries (issue 11 §3)
  kernel.settings.registerGroups(id, plugin.def.settings ?? {});
  kernel.files.registerKinds(id, plugin.def.fileKinds ?? {});
  kernel.messaging.registerSources(id, plugin.def.messageSources ?? []);
  return {
    id,
    config: plugin.config,
    http: scope as unknown as PluginHttp,
    db,
    users: new PublicUsers(db),
    table: (name: string) => `${prefix}_${name}`,
    // reads only: the kernel's message table (with its load()) is not the plugin's to change at run
    // time; its own messages are loaded at start, checked against every other's (issue 32)
    i18n: Object.freeze({ t: kernel.i18n.t.bind(kernel.i18n), has: kernel.i18n.has.bind(kernel.i18n) }),
    bus: {
      emit: (name, payload) => kernel.bus.emit(name, payload),
      on: (name, listener) => { const off = kernel.bus.on(name, listener); closers.push(off); return off; },
      broadcast: (channel, payload) => kernel.bus.broadcast(channel, payload),
      subscribe: (channel, listener) => { const off = kernel.bus.subscribe(channel, listener); closers.push(off); return off; },
    },
    queue: facade<QueueService>(kernel.queues, { queue: true, worker: true, add: true }),
    cache: facade<Cache>(kernel.cache, { get: true, set: true, del: true }),
    files: facade<FileService>(kernel.files, { save: true, remove: true }),
    store: scopedStore(kernel.store, id),
    settings: pluginSettings(kernel, plugin),
    messages: facade<MessagingService>(kernel.messaging, { remind: true, noticeMine: true }),
    mail: facade<MailService>(kernel.mailer, { send: true }),
    push: facade<PushService>(kernel.push, { toUser: true, toAll: true, toThisNode: true }),
    outbound: facade<OutboundService>(kernel.outbound, { resolve: true, fetch: true, stream: true }),
    markdown: { sanitize: (source, options) => sanitizeMarkdown(source, options) },
    perms,
    secrets: kernel.secrets.forPlugin(id),
    limits: kernel.limits.forPlugin(id),
    log: kernel.log.child({ plugin: id }),
    dataDir: kernel.config.dataDir,
    services: {
      get: (ref) => kernel.registry.get(ref, id),
      maybe: (ref) => kernel.registry.maybe(ref),
    },
    provide: (ref, impl) => kernel.registry.provide(id, ref, impl),
    extend: (point, impl) => { const off = kernel.registry.extend(id, point, impl); closers.push(off); return off; },
    extensions: (point) => kernel.registry.contributions(point),
    onClose: (fn) => { closers.push(fn); },
  };
}

// The setup context each plugin receives: kernel services plus its own Fastify scope, table
// prefix, settings and registrations that are undone when the site stops.
import type { FastifyInstance } from 'fastify';
import type { PluginContext, PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { perms } from '../kernel.ts';
import type { LoadedPlugin } from './host.ts';

export function createContext(kernel: Kernel, plugin: LoadedPlugin, scope: FastifyInstance, closers: (() => void | Promise<void>)[]): PluginContext {
  const id = plugin.def.id;
  const prefix = id.replace(/-/g, '_');
  return {
    id,
    config: plugin.config,
    http: scope as unknown as PluginHttp,
    db: kernel.db,
    table: (name: string) => `${prefix}_${name}`,
    i18n: kernel.i18n,
    bus: {
      emit: (name, payload) => kernel.bus.emit(name, payload),
      on: (name, listener) => { const off = kernel.bus.on(name, listener); closers.push(off); return off; },
      broadcast: (channel, payload) => kernel.bus.broadcast(channel, payload),
      subscribe: (channel, listener) => { const off = kernel.bus.subscribe(channel, listener); closers.push(off); return off; },
    },
    queue: kernel.queues,
    cache: kernel.cache,
    files: kernel.files,
    settings: kernel.settings,
    messages: kernel.messaging,
    mail: kernel.mailer,
    push: kernel.push,
    perms,
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

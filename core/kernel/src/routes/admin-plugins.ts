// Admin → Plugins (issue 32 §2): each started plugin with who vouches for it (built in, signed by a
// publisher, or let in unsigned by the operator), the SDK range it was built for and what it
// declares, so the super admin sees what code the site runs and whose it is. Mounted from
// kernelCalls.adminPlugins (@oj/sdk/shared).
import { kernelCalls, kernelPayloads, mountCall, type PluginHttp } from '@oj/sdk';
import type { RouteOptions } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { LoadedPlugin } from '../plugins/host.ts';

export const AdminPluginInfo = kernelPayloads.AdminPluginInfo;
export type AdminPluginInfo = kernelPayloads.AdminPluginInfo;

export async function adminPluginRoutes(app: PluginHttp, plugins: () => AdminPluginInfo[]): Promise<void> {
  mountCall(app, kernelCalls.adminPlugins.list, { config: { roles: ['root'] }, tags: ['admin'] }, async () => ok(plugins()));
}

/** What a plugin's routes add up to, counted as its scope mounts them. */
export interface DeclaredRoutes {
  routes: number;
  permissions: Set<string>;
}

/** Counts `route` for its plugin (Fastify's HEAD beside a GET is not a route of its own). */
export function countRoute(route: RouteOptions, into: DeclaredRoutes): void {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  if (methods.length === 0) return;
  into.routes += 1;
  const config = (route.config ?? {}) as { perm?: unknown; roles?: unknown };
  for (const name of [config.perm, config.roles].flat()) if (typeof name === 'string') into.permissions.add(name);
}

export function adminPluginInfo(p: LoadedPlugin, declared: DeclaredRoutes): AdminPluginInfo {
  const { def, trust } = p;
  return {
    id: def.id,
    version: p.version,
    package: p.packageName ?? null,
    dir: p.dir,
    trust: trust.state,
    publisher: trust.state === 'built-in' ? null : trust.publisher ?? null,
    reason: trust.state === 'allowed-unsigned' ? trust.reason : null,
    sdkRange: p.sdkRange ?? null,
    routes: declared.routes,
    declaredPaths: [...(def.routes ?? [])],
    permissions: [...declared.permissions].sort(),
    tablePrefix: def.migrations ? `${def.id.replace(/-/g, '_')}_` : null,
    requires: [...(def.requires ?? [])],
    optional: [...(def.optional ?? [])],
    switches: Object.keys(def.switches ?? {}),
    settings: Object.keys(def.settings ?? {}),
    secrets: [...(def.secrets ?? [])],
    commands: Object.keys(def.commands ?? {}),
  };
}

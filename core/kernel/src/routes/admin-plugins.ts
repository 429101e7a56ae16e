// Admin → Plugins (issue 32 §2): each started plugin with who vouches for it (built in, signed by a
// publisher, or let in unsigned by the operator), the SDK range it was built for and what it
// declares, so the super admin sees what code the site runs and whose it is.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, NullableString, type PluginHttp } from '@oj/sdk';
import type { RouteOptions } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { LoadedPlugin } from '../plugins/host.ts';

export const AdminPluginInfo = Type.Object({
  id: Type.String(),
  version: Type.String(),
  /** its package.json name */
  package: NullableString,
  dir: Type.String(),
  /** built-in: part of this installation; signed: by `publisher`; allowed-unsigned: `reason` why not trusted, let in by allowUnsigned */
  trust: Type.Union([Type.Literal('built-in'), Type.Literal('signed'), Type.Literal('allowed-unsigned')]),
  publisher: NullableString,
  reason: NullableString,
  /** the SDK range its package.json declares (null: a built-in plugin declaring none) */
  sdkRange: NullableString,
  /** the routes it mounted (HEAD beside GET not counted) */
  routes: Type.Integer(),
  /** the paths it declares besides /api/<id>/ and /api/admin/<id>/ (definePlugin({ routes })) */
  declaredPaths: Type.Array(Type.String()),
  /** the permissions and roles its routes ask for */
  permissions: Type.Array(Type.String()),
  /** its tables' prefix (`<id>_`), when it has migrations */
  tablePrefix: NullableString,
  requires: Type.Array(Type.String()),
  optional: Type.Array(Type.String()),
  switches: Type.Array(Type.String()),
  settings: Type.Array(Type.String()),
  secrets: Type.Array(Type.String()),
  commands: Type.Array(Type.String()),
});
export type AdminPluginInfo = Static<typeof AdminPluginInfo>;

export async function adminPluginRoutes(app: PluginHttp, plugins: () => AdminPluginInfo[]): Promise<void> {
  app.get('/api/admin/plugins', {
    schema: { tags: ['admin'], response: { 200: Envelope(Type.Array(AdminPluginInfo)) } },
    config: { roles: ['root'] },
  }, async () => ok(plugins()));
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

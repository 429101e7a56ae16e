// What the host checks of every route and plugin at boot (issue 11 §2, ARCHITECTURE §3): each
// route says who may call it (`public: true` said out loud) and what it answers; a plugin's
// messages carry its own prefix and never replace the kernel's or another plugin's.
import type { RouteOptions } from 'fastify';
import type { I18n } from '@oj/sdk';

/** The prefix of a plugin's message keys: `contests` → `CONTESTS_`, `remote-judge` → `REMOTE_JUDGE_`. */
export function messagePrefix(pluginId: string): string {
  return `${pluginId.toUpperCase().replace(/-/g, '_')}_`;
}

function accessDeclared(config: RouteOptions['config']): boolean {
  const c = (config ?? {}) as Record<string, unknown>;
  return c.public === true || c.auth === true || c.judge === true || Array.isArray(c.roles) || c.perm !== undefined;
}

/** the admin pages' own login, the one public path under /api/admin/ */
const ADMIN_LOGIN = '/api/admin/login';

// Fastify adds HEAD beside every GET; static file routes are the kernel's own, with no JSON answer
const EXEMPT_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Adds to `problems` what `route` lacks of the contract (called from an onRoute hook).
 * `knownSwitch`: whether a switch named in the route's config exists (the kernel's or a plugin's).
 */
export function checkRoute(route: RouteOptions, owner: string, problems: string[], knownSwitch: (key: string) => boolean = () => true): void {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => !EXEMPT_METHODS.has(m));
  if (methods.length === 0 || (route.schema as { hide?: boolean } | undefined)?.hide) return;
  const where = `${owner}: ${methods.join(',')} ${route.url}`;
  if (!accessDeclared(route.config)) problems.push(`${where} declares no access rule (say config: { public: true } for an open route)`);
  if (!route.schema?.response) problems.push(`${where} declares no response schema`);
  // a public route under /api/admin/ is a mistake (or worse): admin calls need a login, and their handler decides whose
  if (route.url.startsWith('/api/admin/') && route.url !== ADMIN_LOGIN && (route.config as { public?: unknown } | undefined)?.public === true) {
    problems.push(`${where} is under /api/admin/ but public: an admin call needs at least a login (config: { auth: true } with the check in the handler, or roles)`);
  }
  const sw = (route.config as { switch?: unknown } | undefined)?.switch;
  if (sw !== undefined && (typeof sw !== 'string' || !knownSwitch(sw))) problems.push(`${where} depends on the switch ${String(sw)}, which neither the kernel nor a plugin declares (definePlugin({ switches }))`);
}

export class PluginContractError extends Error {
  constructor(readonly pluginId: string, problems: string[]) {
    super(`plugin ${pluginId} was refused:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * A plugin that failed at a step of the start (its setup): the message names the plugin, the step,
 * the error and where it was thrown, and the way to start the site without it.
 */
export class PluginStartError extends Error {
  constructor(readonly pluginId: string, readonly step: string, cause: unknown) {
    const inner = cause instanceof Error ? cause : new Error(String(cause));
    const where = (inner.stack ?? '').split('\n').slice(1, 6).map((l) => `    ${l.trim()}`).join('\n');
    super(`plugin ${pluginId} failed in its ${step}: ${inner.message}${where ? `\n${where}` : ''}\n  (to start the site without it until it is fixed: oj start --without ${pluginId})`, { cause: inner });
  }
}

/** A plugin's message keys: all under its prefix, none already taken. */
export function checkMessageKeys(pluginId: string, keys: string[], i18n: I18n): string[] {
  const prefix = messagePrefix(pluginId);
  return keys.flatMap((key) => {
    if (!key.startsWith(prefix)) return [`message key ${key} is outside the plugin's namespace (${prefix}…)`];
    if (i18n.has(key)) return [`message key ${key} is already defined`];
    return [];
  });
}

// The plugin host: loads the enabled plugins named in the config, validates their settings,
// orders them by dependency (a clear boot error for a missing or cyclic one) and lists their
// migration folders, locales and UI remotes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import type { DefinedPlugin } from '@oj/sdk';
import type { PluginEntry } from '../config/schema.ts';
import type { MigrationUnit } from '../db/migrate.ts';

export interface LoadedPlugin {
  def: DefinedPlugin;
  version: string;
  config: unknown;
}

function entryFile(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
  const exp = pkg.exports;
  const main = typeof exp === 'string' ? exp : exp && typeof exp === 'object' && typeof (exp as Record<string, unknown>)['.'] === 'string' ? (exp as Record<string, string>)['.'] : pkg.main;
  if (!main) throw new Error(`${dir}/package.json names no entry ("exports" or "main")`);
  return join(dir, main);
}

/** the repository root's package.json, whose dependencies are the installed first-party plugins */
const SITE_ROOT_PACKAGE = new URL('../../../../package.json', import.meta.url).pathname;

function resolveEntry(spec: string, baseDir: string): string {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const path = resolve(baseDir, spec);
    if (!existsSync(path)) throw new Error(`plugin path ${path} does not exist`);
    return statSync(path).isDirectory() ? entryFile(path) : path;
  }
  // the config file's folder first, then the site's own installation (first-party plugins)
  for (const from of [join(baseDir, 'oj.config.json'), SITE_ROOT_PACKAGE]) {
    try {
      return createRequire(from).resolve(spec);
    } catch { /* try the next place */ }
  }
  throw new Error(`plugin package "${spec}" is not installed (looked from ${baseDir} and the site's own folder); add it with pnpm add ${spec}`);
}

function versionOf(root: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export async function loadPlugins(entries: PluginEntry[], baseDir: string): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const entry of entries.filter((e) => e.enabled)) {
    const file = resolveEntry(entry.package, baseDir);
    const mod = (await import(pathToFileURL(file).href)) as { default?: DefinedPlugin };
    const def = mod.default;
    if (!def || typeof def.setup !== 'function' || typeof def.id !== 'string' || typeof def.root !== 'string') {
      throw new Error(`${entry.package} does not export a plugin (default export made with definePlugin)`);
    }
    if (loaded.some((p) => p.def.id === def.id)) throw new Error(`plugin id "${def.id}" is enabled twice`);
    let config: unknown = entry.config ?? {};
    if (def.config) {
      config = Value.Default(def.config, Value.Clone(config));
      const err = [...Value.Errors(def.config, config)][0];
      if (err) throw new Error(`plugin ${def.id}: config ${err.path || '/'}: ${err.message}`);
    }
    loaded.push({ def, version: def.version ?? versionOf(def.root), config });
  }
  return orderPlugins(loaded);
}

/** Dependency order: every plugin after what it requires (and what it optionally uses, if enabled). */
export function orderPlugins(plugins: LoadedPlugin[]): LoadedPlugin[] {
  const byId = new Map(plugins.map((p) => [p.def.id, p]));
  for (const p of plugins) {
    for (const dep of p.def.requires ?? []) {
      if (!byId.has(dep)) throw new Error(`plugin ${p.def.id} requires plugin ${dep}, which is not enabled; enable it in the config or disable ${p.def.id}`);
    }
  }
  const ordered: LoadedPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: LoadedPlugin, path: string[]) => {
    const s = state.get(p.def.id);
    if (s === 'done') return;
    if (s === 'visiting') throw new Error(`plugin dependency cycle: ${[...path.slice(path.indexOf(p.def.id)), p.def.id].join(' → ')}`);
    state.set(p.def.id, 'visiting');
    for (const dep of [...(p.def.requires ?? []), ...(p.def.optional ?? [])]) {
      const d = byId.get(dep);
      if (d) visit(d, [...path, p.def.id]);
    }
    state.set(p.def.id, 'done');
    ordered.push(p);
  };
  for (const p of plugins) visit(p, []);
  return ordered;
}

export const KERNEL_MIGRATIONS = new URL('../../migrations', import.meta.url).pathname;

export function migrationUnits(plugins: LoadedPlugin[]): MigrationUnit[] {
  return [
    { id: 'kernel', directory: KERNEL_MIGRATIONS },
    ...plugins.filter((p) => p.def.migrations).map((p) => ({ id: p.def.id, directory: resolve(p.def.root, p.def.migrations!) })),
  ];
}

/** Where a plugin's prebuilt UI remote lives, when it ships one that has been built. */
export function uiDir(p: LoadedPlugin): string | undefined {
  if (!p.def.ui) return undefined;
  const dir = resolve(p.def.root, p.def.ui);
  return existsSync(join(dir, 'mf-manifest.json')) ? dir : undefined;
}

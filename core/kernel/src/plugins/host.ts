// The plugin host: loads the enabled plugins named in the config, validates their settings,
// orders them by dependency (a clear boot error for a missing or cyclic one) and lists their
// migration folders, locales and UI remotes. A plugin built for an SDK range this kernel does not
// satisfy is refused, one from outside the installation must be signed by a publisher the operator
// trusts (or allowed unsigned), and every plugin shares the kernel's own SDK at run time.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, resolve, isAbsolute } from 'node:path';
import { KERNEL_ROOT, packageRoot, runsSource, SITE_ROOT } from '../paths.ts';
import { pathToFileURL } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import semver from 'semver';
import { SDK_VERSION, type DefinedPlugin } from '@oj/sdk';
import type { PluginEntry } from '../config/schema.ts';
import type { MigrationUnit } from '../db/migrate.ts';
import { checkTrust, isBuiltIn, trustedPublishers, type PluginTrust, type TrustConfig } from './trust.ts';

export interface LoadedPlugin {
  def: DefinedPlugin;
  version: string;
  config: unknown;
  /** the package's folder and its package.json name */
  dir: string;
  packageName?: string;
  /** the SDK range its package.json declares (none for a built-in plugin that declares none) */
  sdkRange?: string;
  trust: PluginTrust;
}

/** The file an exports entry names for an ESM import: a path, or conditions (`import`, `node`, `default`). */
function exportTarget(exp: unknown): string | undefined {
  if (typeof exp === 'string') return exp;
  if (!exp || typeof exp !== 'object') return undefined;
  const map = exp as Record<string, unknown>;
  if ('.' in map) return exportTarget(map['.']);
  // the sources when this process runs them (tests), else the compiled entry
  for (const condition of runsSource() ? ['oj-source', 'import', 'node', 'default'] : ['import', 'node', 'default']) {
    const target = exportTarget(map[condition]);
    if (target) return target;
  }
  return undefined;
}

function entryFile(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
  const main = exportTarget(pkg.exports) ?? pkg.main;
  if (!main) throw new Error(`${dir}/package.json names no entry ("exports" or "main")`);
  return join(dir, main);
}

/** the repository root's package.json, whose dependencies are the installed first-party plugins */
const SITE_ROOT_PACKAGE = join(SITE_ROOT, 'package.json');

interface PluginManifest {
  dir: string;
  name?: string;
  version?: string;
  /** `"oj": { "sdk": "^1.0.0" }`: the SDK versions the plugin was built for */
  oj?: { sdk?: unknown };
}

/** The package.json nearest above a plugin's entry file. */
function manifestOf(file: string): PluginManifest {
  for (let dir = dirname(realpathSync(file)); ; dir = dirname(dir)) {
    const path = join(dir, 'package.json');
    if (existsSync(path)) return { dir, ...(JSON.parse(readFileSync(path, 'utf8')) as Omit<PluginManifest, 'dir'>) };
    if (dirname(dir) === dir) return { dir: dirname(file) };
  }
}

/** ARCHITECTURE §3: a plugin built for an SDK range this kernel does not satisfy is refused at boot. */
export function checkSdkRange(manifest: PluginManifest, label: string): void {
  const range = manifest.oj?.sdk;
  const name = manifest.name ?? label;
  if (range === undefined) {
    if (isBuiltIn(manifest.dir)) return;  // first-party plugins are built with this SDK
    throw new Error(`plugin ${name} declares no SDK range: its package.json needs "oj": { "sdk": "^${semver.major(SDK_VERSION)}.0.0" } (the @oj/sdk versions it was built for); this site's SDK is ${SDK_VERSION}`);
  }
  if (typeof range !== 'string' || semver.validRange(range) === null) {
    throw new Error(`plugin ${name}: "oj": { "sdk": ${JSON.stringify(range)} } in its package.json is not a semver range (e.g. "^${semver.major(SDK_VERSION)}.0.0")`);
  }
  // issue 32: a range with no upper bound claims SDKs not written yet (whose breaking changes it cannot know)
  if (semver.intersects(range, '>=100000.0.0')) {
    throw new Error(`plugin ${name}: "oj": { "sdk": ${JSON.stringify(range)} } in its package.json admits every later major SDK, which it was not built for; name the majors it was built for (e.g. "^${semver.major(SDK_VERSION)}.0.0")`);
  }
  if (!semver.satisfies(SDK_VERSION, range)) {
    throw new Error(`plugin ${name} was built for @oj/sdk ${range}, and this site's SDK is ${SDK_VERSION}: install a version of ${name} made for SDK ${SDK_VERSION}, or disable it in the config`);
  }
}

let sdkShared = false;

/** Every later import of '@oj/sdk' resolves to the kernel's own copy (see sdk-hooks.mjs). */
function shareKernelSdk(): void {
  if (sdkShared) return;
  sdkShared = true;
  register(new URL('./sdk-hooks.mjs', import.meta.url), { data: { kernelURL: import.meta.url } });
}

/** The folder of package `spec` as Node finds it from `dir` (node_modules upwards). */
function packageDir(spec: string, dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const candidate = join(d, 'node_modules', spec);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(d) === d) return undefined;
  }
}

function resolveEntry(spec: string, baseDir: string): string {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const path = resolve(baseDir, spec);
    if (!existsSync(path)) throw new Error(`plugin path ${path} does not exist`);
    return statSync(path).isDirectory() ? entryFile(path) : path;
  }
  // the config file's folder first, then the site's own installation (first-party plugins); the
  // package's exports are read for an ESM import (a built plugin may export only "import")
  for (const from of [baseDir, SITE_ROOT]) {
    const dir = packageDir(spec, from);
    if (dir) return entryFile(dir);
  }
  throw new Error(`plugin package "${spec}" is not installed (looked from ${baseDir} and the site's own folder); add it with pnpm add ${spec}`);
}

/**
 * A path a plugin names (its migrations, locales, UI build) resolved against its root; when the root is
 * a build folder (a compiled plugin passes dist/ as its root) and the path is not there, against the
 * package's own folder, where locales and the UI build stay.
 */
export function pluginPath(def: { root: string }, rel: string): string {
  const path = resolve(def.root, rel);
  return existsSync(path) ? path : resolve(packageRoot(join(def.root, 'package.json')), rel);
}

function versionOf(root: string): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot(join(root, 'package.json')), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * The enabled plugins, loaded and checked, in dependency order. `without` (ids or package names,
 * `oj start --without`) are left out: a package named there is not even imported. `trust`: the
 * operator's publisher keys and allowUnsigned (none: only built-in plugins and the project's
 * signed packages start).
 */
export async function loadPlugins(entries: PluginEntry[], baseDir: string, without: readonly string[] = [], trust: TrustConfig = {}): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  const left = new Set(without);
  const publishers = trustedPublishers(trust);
  for (const entry of entries.filter((e) => e.enabled)) {
    if (left.delete(entry.package)) continue;
    const file = resolveEntry(entry.package, baseDir);
    const manifest = manifestOf(file);
    checkSdkRange(manifest, entry.package);
    // before its first line runs: whose code it is, unchanged since they signed it
    const standing = checkTrust(manifest.dir, manifest.name ?? entry.package, entry.package, publishers, trust.allowUnsigned ?? []);
    shareKernelSdk();
    const mod = (await import(pathToFileURL(file).href)) as { default?: DefinedPlugin };
    const def = mod.default;
    if (!def || typeof def.setup !== 'function' || typeof def.id !== 'string' || typeof def.root !== 'string') {
      throw new Error(`${entry.package} does not export a plugin (default export made with definePlugin)`);
    }
    if (left.delete(def.id)) continue;
    if (standing.state === 'signed' && standing.id !== def.id) {
      throw new Error(`plugin ${manifest.name ?? entry.package} (${manifest.dir}) is refused: it was signed by "${standing.publisher}" as the plugin ${standing.id}, and its code defines the plugin ${def.id}`);
    }
    if (loaded.some((p) => p.def.id === def.id)) throw new Error(`plugin id "${def.id}" is enabled twice`);
    let config: unknown = entry.config ?? {};
    if (def.config) {
      config = Value.Default(def.config, Value.Clone(config));
      const err = [...Value.Errors(def.config, config)][0];
      if (err) throw new Error(`plugin ${def.id}: config ${err.path || '/'}: ${err.message}`);
    }
    const sdkRange = typeof manifest.oj?.sdk === 'string' ? manifest.oj.sdk : undefined;
    loaded.push({ def, version: def.version ?? manifest.version ?? versionOf(def.root), config, dir: manifest.dir, packageName: manifest.name, sdkRange, trust: standing });
  }
  if (left.size) throw new Error(`--without ${[...left].join(', ')}: no enabled plugin has that id or package (enabled: ${entries.filter((e) => e.enabled).map((e) => e.package).join(', ') || 'none'})`);
  const clash = tablePrefixClash(loaded.map((p) => p.def.id));
  if (clash) throw new Error(clash);
  return orderPlugins(loaded);
}

/**
 * The kernel's tables and views (core/kernel/migrations; a test keeps this list equal to what the
 * kernel's migrations make). A plugin's tables are `<id>_…`, so an id whose prefix covers one of
 * these would name the kernel's table as its own.
 */
export const KERNEL_TABLES: readonly string[] = [
  'admin_sys_notice', 'announcements', 'captchas', 'files', 'generated_accounts', 'judge_nodes', 'login_failures', 'login_puzzles',
  'mail_outbox', 'msg_remind', 'oj_migration_sources', 'plugin_secrets', 'rate_limits', 'sessions', 'site_settings', 'user_sys_notice', 'users',
  'users_public', 'verification_codes',
];

const tablePrefix = (id: string) => `${id.replace(/-/g, '_')}_`;

/**
 * Why these plugin ids cannot be enabled together, or null: one id's table prefix covering
 * another's (`remote` would own `remote_judge_…`), or a kernel table (`site` would own `site_settings`).
 */
export function tablePrefixClash(ids: readonly string[]): string | null {
  for (const a of ids) {
    const mine = tablePrefix(a);
    // the migrations tables (oj_migrations_<unit>) are the kernel's too
    const kernel = [...KERNEL_TABLES, 'oj_migrations'].find((table) => `${table}_`.startsWith(mine));
    if (kernel) return `plugin id "${a}" is refused: its tables (${mine}…) would include the kernel's table ${kernel}; choose another id`;
    for (const b of ids) {
      if (a !== b && tablePrefix(b).startsWith(mine)) {
        return `plugin ids "${a}" and "${b}" cannot be enabled together: the tables of ${a} (${mine}…) would include those of ${b} (${tablePrefix(b)}…); one of them needs another id`;
      }
    }
  }
  return null;
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

/** the kernel's migrations: compiled beside the code (dist/migrations) when the code is */
export const KERNEL_MIGRATIONS = join(KERNEL_ROOT, runsSource() ? 'migrations' : 'dist/migrations');

export function migrationUnits(plugins: LoadedPlugin[]): MigrationUnit[] {
  return [
    { id: 'kernel', directory: KERNEL_MIGRATIONS },
    ...plugins.filter((p) => p.def.migrations).map((p) => ({ id: p.def.id, directory: pluginPath(p.def, p.def.migrations!) })),
  ];
}

/** Where a plugin's prebuilt UI remote lives, when it ships one that has been built. */
export function uiDir(p: LoadedPlugin): string | undefined {
  if (!p.def.ui) return undefined;
  const dir = pluginPath(p.def, p.def.ui);
  return existsSync(join(dir, 'mf-manifest.json')) ? dir : undefined;
}

/**
 * The static part of a plugin UI's descriptor (`oj-ui.json`, written by the plugin kit's build
 * beside the remote): the shell routes to the plugin's pages and draws its menus with it, and
 * loads the remote only where it is used. null when the build wrote none (an older kit, or a
 * descriptor that could not be read at build time): the shell then loads the plugin at once.
 */
export function uiStatic(p: LoadedPlugin): Record<string, unknown> | null {
  const dir = uiDir(p);
  if (!dir || !existsSync(join(dir, 'oj-ui.json'))) return null;
  try {
    const data = JSON.parse(readFileSync(join(dir, 'oj-ui.json'), 'utf8')) as Record<string, unknown>;
    return data && data.v === 1 && data.id === p.def.id ? data : null;
  } catch {
    return null;
  }
}

/**
 * The ranges of the shared UI packages (React, Semi, @oj/ui…) a plugin UI was built against
 * (`oj-shared.json`, written by the plugin kit beside the remote): the shell does not load a UI
 * built for another major than it carries. null when the build recorded none (an older kit).
 */
export function uiShared(p: LoadedPlugin): Record<string, string> | null {
  const dir = uiDir(p);
  if (!dir || !existsSync(join(dir, 'oj-shared.json'))) return null;
  try {
    const data = JSON.parse(readFileSync(join(dir, 'oj-shared.json'), 'utf8')) as { v?: unknown; shared?: unknown };
    if (data.v !== 1 || !data.shared || typeof data.shared !== 'object') return null;
    return Object.fromEntries(Object.entries(data.shared).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

/**
 * The id a plugin package defines (its compiled entry imported, as the host would): what
 * `oj plugin sign` records. Runs the package's code: only for its own author's package.
 */
export async function pluginIdentity(dir: string): Promise<{ id: string; name?: string; version: string }> {
  const file = entryFile(dir);
  const manifest = manifestOf(file);
  shareKernelSdk();
  const def = ((await import(pathToFileURL(file).href)) as { default?: DefinedPlugin }).default;
  if (!def || typeof def.id !== 'string') throw new Error(`${file} does not export a plugin (default export made with definePlugin)`);
  return { id: def.id, name: manifest.name, version: manifest.version ?? '0.0.0' };
}

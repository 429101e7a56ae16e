// `oj plugin new ID [DIR] [--server-only]`: a plugin package outside the site — server, migration,
// locales in both languages, a UI remote (not with --server-only), a test — that depends on this
// site's kit, packed into the plugin's own kit/ folder, by file path and on the same third-party
// versions the site builds with (already in the local pnpm store). Nothing is written into the
// installation: the operator installs the plugin's package into a site when it is ready.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { packageRoot } from '@oj/kernel';
import { SITE_ROOT, type PackedKit } from './pack.ts';

const TEMPLATES = join(packageRoot(import.meta.url), 'templates/plugin');
/** the ids definePlugin accepts */
export const PLUGIN_ID = /^[a-z][a-z0-9-]{1,40}$/;
/** template files whose names cannot be shipped as is (npm drops .gitignore and .npmrc from packages) */
const RENAMED: Record<string, string> = { gitignore: '.gitignore', npmrc: '.npmrc' };

type Versions = Record<string, string>;

function manifest(path: string): { dependencies?: Versions; devDependencies?: Versions } {
  return JSON.parse(readFileSync(join(SITE_ROOT, path), 'utf8'));
}

/** The third-party versions the site itself builds plugins with. */
function siteVersions(names: string[]): Versions {
  const known = { ...manifest('package.json').devDependencies, ...manifest('plugins/guestbook/package.json').dependencies, ...manifest('plugins/guestbook/package.json').devDependencies };
  return Object.fromEntries(names.map((n) => {
    if (!known[n] || known[n].startsWith('workspace:')) throw new Error(`the site names no version of ${n}`);
    return [n, known[n]];
  }));
}

export interface ScaffoldOptions {
  /** no UI remote: no ui/ folder, no rspack build, no UI packages (a remote judge site, an AI provider) */
  serverOnly?: boolean;
}

/** a kit tarball as the package names it: relative to the plugin when the kit is inside it, so the folder can move */
function kitPath(dir: string, file: string): string {
  const rel = relative(dir, file);
  return rel.startsWith('..') || isAbsolute(rel) ? `file:${file}` : `file:./${rel.split(sep).join('/')}`;
}

const UI_PACKAGES = ['@douyinfe/semi-ui', '@module-federation/enhanced', '@rspack/cli', '@rspack/core', '@types/react', 'jotai', 'react', 'react-dom', 'react-i18next', 'react-router-dom'];

function packageJson(id: string, dir: string, kit: PackedKit, serverOnly: boolean): string {
  const [sdkMajor, sdkMinor] = kit.sdkVersion.split('.');
  const pkg = {
    name: `oj-plugin-${id}`,
    version: '0.1.0',
    description: `The ${id} plugin for OJ`,
    type: 'module',
    // the @oj/sdk versions this plugin is built for (this kit's minor on: it may use what that minor
    // added): the site checks it at boot
    oj: { sdk: `^${sdkMajor}.${sdkMinor}.0` },
    exports: { '.': { import: './dist/server/index.js' } },
    // oj-signature.json: written by `oj plugin sign`, checked by the site at start
    files: serverOnly ? ['dist', 'locales', 'oj-signature.json'] : ['dist', 'locales', 'ui/dist', 'oj-signature.json'],
    scripts: {
      // tap builds its runner for the plugin set below once, at install (else the first run fails, TS5011)
      prepare: 'tap build',
      'build:server': 'rm -rf dist && tsc -p tsconfig.build.json',
      build: serverOnly ? 'pnpm run build:server' : 'pnpm run build:server && rspack build -c ./ui/rspack.config.mjs',
      typecheck: serverOnly ? 'tsc -p tsconfig.json' : 'tsc -p tsconfig.json && tsc -p ui/tsconfig.json',
      // the tests load the plugin as the site will: compiled, from dist/
      pretest: 'pnpm run build:server',
      test: 'tap',
    },
    dependencies: siteVersions(['@sinclair/typebox']),
    devDependencies: {
      ...Object.fromEntries(Object.entries(kit.tarballs).filter(([name]) => !(serverOnly && name === '@oj/ui')).map(([name, file]) => [name, kitPath(dir, file)])),
      ...siteVersions([...(serverOnly ? [] : UI_PACKAGES), '@types/node', 'tap', 'tsx', 'typescript'].sort()),
    },
    // tsx's esbuild checks its binary on install; the queue's optional native parser is not needed
    pnpm: { onlyBuiltDependencies: ['esbuild'], ignoredBuiltDependencies: ['msgpackr-extract'] },
    tap: {
      // the site's test harness is TypeScript, run through tsx like the site's own tests
      plugin: ['!@tapjs/typescript'],
      'node-arg': ['--import=tsx'],
      'disable-coverage': true,
      timeout: 180,
      include: ['test/**/*.test.ts'],
    },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function* templateFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* templateFiles(path);
    else if (name.endsWith('.tmpl')) yield path;
  }
}

export interface Scaffolded {
  dir: string;
  files: string[];
}

/**
 * The new plugin's folder, checked before anything is written: a valid id, outside the
 * installation, empty or new (`kitDir`, the kit packed into it, may already be there).
 */
export function pluginFolder(id: string, target: string, kitDir?: string): string {
  if (!PLUGIN_ID.test(id)) throw new Error(`plugin id "${id}" must be 2 to 41 lowercase letters, digits and dashes, starting with a letter`);
  const dir = resolve(target);
  if (dir === SITE_ROOT || dir.startsWith(SITE_ROOT + sep)) {
    throw new Error(`${dir} is inside the OJ installation; make the plugin in a folder of its own (e.g. ../oj-plugin-${id})`);
  }
  if (existsSync(dir) && readdirSync(dir).some((name) => join(dir, name) !== kitDir)) throw new Error(`${dir} exists and is not empty`);
  return dir;
}

/** Template lines for one kind of scaffold only: `#ui ` (with the UI remote) and `#server-only ` (without). */
function keepLines(text: string, serverOnly: boolean): string {
  return text.split('\n').flatMap((line) => {
    const marked = /^(\s*)#(ui|server-only) (.*)$/.exec(line);
    if (!marked) return [line];
    return (marked[2] === 'server-only') === serverOnly ? [marked[1] + marked[3]] : [];
  }).join('\n');
}

export function scaffoldPlugin(id: string, target: string, kit: PackedKit, opts: ScaffoldOptions = {}): Scaffolded {
  const serverOnly = opts.serverOnly ?? false;
  const dir = pluginFolder(id, target, kit.dir);
  const fill = (text: string) => keepLines(text, serverOnly)
    .replaceAll('__PREFIX__', id.toUpperCase().replace(/-/g, '_'))
    .replaceAll('__ID_SNAKE__', id.replace(/-/g, '_'))
    .replaceAll('__ID__', id);
  const files: string[] = [];
  const write = (rel: string, text: string) => {
    const path = join(dir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    files.push(rel);
  };
  write('package.json', packageJson(id, dir, kit, serverOnly));
  for (const file of templateFiles(TEMPLATES)) {
    const rel = fill(relative(TEMPLATES, file).replace(/\.tmpl$/, ''));
    if (serverOnly && rel.startsWith('ui/')) continue;
    write(RENAMED[rel] ?? rel, fill(readFileSync(file, 'utf8')));
  }
  return { dir, files };
}

// `oj plugin new ID [DIR]`: a plugin package outside the site — server, migration, locales in both
// languages, a UI remote, a test — that depends on this site's packed kit by file path and on the
// same third-party versions the site builds with (already in the local pnpm store).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

function packageJson(id: string, kit: PackedKit): string {
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
    files: ['dist', 'locales', 'ui/dist', 'oj-signature.json'],
    scripts: {
      // tap builds its runner for the plugin set below once, at install (else the first run fails, TS5011)
      prepare: 'tap build',
      'build:server': 'rm -rf dist && tsc -p tsconfig.build.json',
      build: 'pnpm run build:server && rspack build -c ./ui/rspack.config.mjs',
      typecheck: 'tsc -p tsconfig.json && tsc -p ui/tsconfig.json',
      // the tests load the plugin as the site will: compiled, from dist/
      pretest: 'pnpm run build:server',
      test: 'tap',
    },
    dependencies: siteVersions(['@sinclair/typebox']),
    devDependencies: {
      ...Object.fromEntries(Object.entries(kit.tarballs).map(([name, file]) => [name, `file:${file}`])),
      ...siteVersions(['@douyinfe/semi-ui', '@module-federation/enhanced', '@rspack/cli', '@rspack/core', '@types/node', '@types/react', 'jotai', 'react', 'react-dom', 'react-i18next', 'react-router-dom', 'tap', 'tsx', 'typescript']),
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

export function scaffoldPlugin(id: string, target: string, kit: PackedKit): Scaffolded {
  if (!PLUGIN_ID.test(id)) throw new Error(`plugin id "${id}" must be 2 to 41 lowercase letters, digits and dashes, starting with a letter`);
  const dir = resolve(target);
  if (dir === SITE_ROOT || dir.startsWith(SITE_ROOT + sep)) {
    throw new Error(`${dir} is inside the OJ installation; make the plugin in a folder of its own (e.g. ../oj-plugin-${id})`);
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} exists and is not empty`);
  const fill = (text: string) => text
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
  write('package.json', packageJson(id, kit));
  for (const file of templateFiles(TEMPLATES)) {
    const rel = fill(relative(TEMPLATES, file).replace(/\.tmpl$/, ''));
    write(RENAMED[rel] ?? rel, fill(readFileSync(file, 'utf8')));
  }
  return { dir, files };
}

// `oj plugin kit`: the kit a plugin is built with, packed by this site — @oj/sdk, @oj/ui and
// @oj/plugin-kit as tarballs (compiled JavaScript and .d.ts) in a folder the author chose (the new
// plugin's own `kit/` for `oj plugin new`), never in the installation. A plugin depends on them by
// file path, so no kit package is ever asked of a registry; at run time the site's kernel gives
// every plugin its own @oj/sdk (core/kernel/src/plugins/sdk-hooks.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_ROOT } from '@oj/kernel';

export { SITE_ROOT };

export const KIT_PACKAGES = [
  { name: '@oj/sdk', dir: 'core/sdk', built: 'dist/index.js' },
  { name: '@oj/ui', dir: 'core/ui', built: 'dist/index.js' },
  { name: '@oj/plugin-kit', dir: 'core/plugin-kit', built: 'dist/federation.js' },
] as const;

export interface PackedKit {
  dir: string;
  /** package name → tarball path */
  tarballs: Record<string, string>;
  sdkVersion: string;
}

/** The newest change under `dir`: files, and folders (a removed file changes its folder). */
function newestMtime(dir: string): number {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Packs @oj/plugin-kit from a copy that records this installation (site.json: the test sites run
 * on its kernel), so packing writes nothing into the installation's own folders.
 */
function packPluginKit(dir: string, out: string): void {
  const stage = mkdtempSync(join(tmpdir(), 'oj-plugin-kit-'));
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { files: string[] };
    for (const name of ['package.json', ...pkg.files]) if (existsSync(join(dir, name))) cpSync(join(dir, name), join(stage, name), { recursive: true });
    writeFileSync(join(stage, 'site.json'), `${JSON.stringify({ root: SITE_ROOT }, null, 2)}\n`);
    run('pnpm', ['pack', '--pack-destination', out], stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Builds what is missing or older than its sources, then packs the three packages into `out`. */
export function packKit(out: string): PackedKit {
  mkdirSync(out, { recursive: true });
  const tarballs: Record<string, string> = {};
  for (const pkg of KIT_PACKAGES) {
    const dir = join(SITE_ROOT, pkg.dir);
    const built = join(dir, pkg.built);
    if (!existsSync(built) || statSync(built).mtimeMs < newestMtime(join(dir, 'src'))) run('pnpm', ['run', 'build'], dir);
    if (pkg.name === '@oj/plugin-kit') packPluginKit(dir, out);
    else run('pnpm', ['pack', '--pack-destination', out], dir);
    tarballs[pkg.name] = join(out, `${pkg.name.slice(1).replace('/', '-')}-${versionOf(dir)}.tgz`);
    if (!existsSync(tarballs[pkg.name])) throw new Error(`pnpm pack wrote no ${tarballs[pkg.name]}`);
  }
  return { dir: out, tarballs, sdkVersion: versionOf(join(SITE_ROOT, 'core/sdk')) };
}

// Where things are on disk whether the code runs from its TypeScript sources (tests, `--conditions
// =oj-source`) or compiled (dist/, what a site runs): paths are taken from the package's folder (the
// nearest package.json above a module), never counted in '..' from the module, whose depth differs.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the package that holds `moduleUrl` (an import.meta.url or a path). */
export function packageRoot(moduleUrl: string | URL): string {
  const start = typeof moduleUrl === 'string' && !moduleUrl.startsWith('file:') ? moduleUrl : fileURLToPath(moduleUrl);
  let dir = dirname(start);
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${start}`);
    dir = up;
  }
  return dir;
}

/** Whether this process runs the TypeScript sources (the `oj-source` export condition is on). */
export function runsSource(): boolean {
  return import.meta.url.endsWith('.ts');
}

/** The kernel package's folder. */
export const KERNEL_ROOT = packageRoot(import.meta.url);
/** The installation's root: the workspace holding core/, plugins/ and web-shell/. */
export const SITE_ROOT = join(KERNEL_ROOT, '../..');

// The migration files' fingerprint, apart from the harness: a browser test's harness (@oj/testing)
// keys its site templates with it without loading the kernel and PGlite into the test's process.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

/**
 * every migration file of the kernel and the plugins (name, size, time): a database template made
 * before one changed is not used (here, and for the browser suites' sites in @oj/testing)
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha1');
  const dirs = [join(REPO_ROOT, 'core/kernel/migrations'), ...readdirSync(join(REPO_ROOT, 'plugins')).map((p) => join(REPO_ROOT, 'plugins', p, 'migrations'))];
  for (const dir of dirs.sort()) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      const st = statSync(join(dir, f));
      hash.update(`${dir}/${f}:${st.size}:${st.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

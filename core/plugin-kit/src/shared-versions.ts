// The versions of the shared UI packages (issue 32 §5). A plugin UI uses the shell's React, router,
// Semi and @oj/ui at run time (singletons, federation.ts); one built against another major of them
// breaks in ways its page cannot explain. So a remote's build records the ranges it was built
// against in `oj-shared.json` beside its remote, the shell's build records the versions it carries,
// and the shell does not load a plugin UI whose ranges leave out its own versions (it says why).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SHARED_VERSIONS_FILE = 'oj-shared.json';
/** Bumped when the file's shape changes; the shell ignores a version it does not know. */
export const SHARED_VERSIONS_SHAPE = 1;

/** The shared packages whose major must agree (their subpaths, e.g. react-dom/client, go with them). */
export const VERSIONED_SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'jotai', 'i18next', 'react-i18next', '@douyinfe/semi-ui', '@oj/ui'] as const;

/** The version of `pkg` as Node finds it from `context` (node_modules upwards), or undefined. */
function installedVersion(pkg: string, context: string): string | undefined {
  for (let dir = path.resolve(context); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) {
      const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
      return typeof version === 'string' ? version : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The installed versions of the shared packages, seen from the package being built. */
export function installedSharedVersions(context: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const pkg of VERSIONED_SHARED_PACKAGES) {
    const version = installedVersion(pkg, context);
    if (version) found[pkg] = version;
  }
  return found;
}

/**
 * The range a build against `version` works with: the same major (`18.3.1` → `^18.0.0`); below 1.0
 * a minor is a major (`0.4.2` → `^0.4.0`).
 */
export function rangeOf(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** Writes `oj-shared.json` (`{ v, shared: { react: '^18.0.0', … } }`) into a remote's output after each build. */
export class SharedVersionsPlugin {
  constructor(private readonly opts: { context: string; outDir: string }) {}

  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: () => void): void } } }): void {
    compiler.hooks.afterEmit.tap('OjSharedVersions', () => {
      const shared = Object.fromEntries(Object.entries(installedSharedVersions(this.opts.context)).map(([pkg, v]) => [pkg, rangeOf(v)]));
      writeFileSync(path.join(this.opts.outDir, SHARED_VERSIONS_FILE), `${JSON.stringify({ v: SHARED_VERSIONS_SHAPE, shared })}\n`);
    });
  }
}

// What the sandbox root contains: read-only binds of what toolchains need, and the /bin, /lib
// symlinks of a merged-/usr host. Also answers "does this binary exist inside the sandbox?"
// by resolving the path the way the sandbox would see it.
import { existsSync, lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import type { ReadOnlyMount } from './types.ts';

export interface RootLayout {
  binds: Array<{ hostPath: string; sandboxPath: string }>;
  symlinks: Array<{ target: string; path: string }>;
}

// /etc pieces compilers and runtimes read: the loader cache, alternatives (java, c++, ...),
// JDK and interpreter configuration. Nothing with secrets (passwd, shadow, ssl keys).
const ETC_ENTRIES = ['ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'alternatives', 'localtime', 'mono', 'php', 'ruby'];
const ETC_PREFIXES = ['java-', 'python3', 'pypy', 'gcc', 'dotnet'];
export const SANDBOX_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];

export function buildRootLayout(extra: ReadOnlyMount[]): RootLayout {
  const layout: RootLayout = { binds: [{ hostPath: '/usr', sandboxPath: '/usr' }], symlinks: [] };
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    let st;
    try { st = lstatSync(top); } catch { continue; }
    if (st.isSymbolicLink()) layout.symlinks.push({ target: readlinkSync(top), path: top });
    else if (st.isDirectory()) layout.binds.push({ hostPath: top, sandboxPath: top });
  }
  let etc: string[] = [];
  try { etc = readdirSync('/etc'); } catch { /* no /etc: nothing to bind */ }
  for (const name of etc.sort()) {
    if (ETC_ENTRIES.includes(name) || ETC_PREFIXES.some((p) => name.startsWith(p))) {
      const hostPath = `/etc/${name}`;
      if (existsSync(hostPath)) layout.binds.push({ hostPath, sandboxPath: hostPath });
    }
  }
  for (const m of extra) {
    const sandboxPath = posix.normalize(m.sandboxPath ?? m.hostPath);
    if (!posix.isAbsolute(sandboxPath) || ['/', '/w', '/tmp', '/proc', '/dev'].includes(sandboxPath)) {
      throw new Error(`@oj/sandbox: cannot mount over ${sandboxPath}`);
    }
    if (!existsSync(m.hostPath)) throw new Error(`@oj/sandbox: read-only mount source ${m.hostPath} does not exist`);
    // A mount the default layout already has (e.g. /etc/java-17-openjdk) is not bound twice.
    if (layout.binds.some((b) => b.sandboxPath === sandboxPath && b.hostPath === m.hostPath)) continue;
    layout.binds.push({ hostPath: m.hostPath, sandboxPath });
  }
  return layout;
}

/** Helper arguments for this layout. */
export function layoutArgs(layout: RootLayout): string[] {
  const args: string[] = [];
  for (const b of layout.binds) args.push('--bind', b.hostPath, b.sandboxPath);
  for (const s of layout.symlinks) args.push('--symlink', s.target, s.path);
  return args;
}

// Maps a sandbox path to the host path behind it, following symlinks as the sandbox would.
function toHost(layout: RootLayout, path: string, depth = 0): string | null {
  if (depth > 40) return null;
  const p = posix.normalize(path);
  for (const s of layout.symlinks) {
    if (p === s.path || p.startsWith(s.path + '/')) {
      const target = posix.resolve(posix.dirname(s.path), s.target);
      return toHost(layout, target + p.slice(s.path.length), depth + 1);
    }
  }
  const bind = [...layout.binds]
    .sort((a, b) => b.sandboxPath.length - a.sandboxPath.length)
    .find((b) => p === b.sandboxPath || p.startsWith(b.sandboxPath + '/'));
  if (!bind) return null;
  // Walk component by component so that a host symlink is re-resolved inside the sandbox.
  const rest = p.slice(bind.sandboxPath.length).split('/').filter(Boolean);
  let sandboxSoFar = bind.sandboxPath;
  let host = bind.hostPath;
  for (let i = 0; i < rest.length; i++) {
    sandboxSoFar = posix.join(sandboxSoFar, rest[i]!);
    host = posix.join(host, rest[i]!);
    let st;
    try { st = lstatSync(host); } catch { return null; }
    if (st.isSymbolicLink()) {
      const target = posix.resolve(posix.dirname(sandboxSoFar), readlinkSync(host));
      return toHost(layout, posix.join(target, ...rest.slice(i + 1)), depth + 1);
    }
  }
  return host;
}

export function hasBinary(layout: RootLayout, sandboxPath: string): boolean {
  if (!posix.isAbsolute(sandboxPath)) return false;
  const host = toHost(layout, sandboxPath);
  if (!host) return false;
  try {
    const st = statSync(host);
    return st.isFile() && (st.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

export function findBinary(layout: RootLayout, name: string): string | null {
  if (name.includes('/')) return hasBinary(layout, name) ? name : null;
  for (const dir of SANDBOX_PATH) {
    const candidate = posix.join(dir, name);
    if (hasBinary(layout, candidate)) return candidate;
  }
  return null;
}

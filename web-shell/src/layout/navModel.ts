import type { NavEntry, RouteMode } from '@oj/ui';
import type { LoadedPlugin } from '../plugins/registry.js';

export interface ResolvedNav extends NavEntry {
  ns: string;
}

interface CompiledMode { name: string; re: RegExp; keys: string[]; weight: number }

function compileModes(plugins: LoadedPlugin[]): CompiledMode[] {
  const out: CompiledMode[] = [];
  for (const p of plugins) {
    for (const m of p.descriptor?.modes ?? []) {
      for (const path of m.paths) {
        const keys: string[] = [];
        const segments = path.split('/').filter(Boolean);
        const except = m.except?.length ? `(?!(?:${m.except.map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:/|$))` : '';
        let firstParam = true;
        const body = segments.map((seg) => {
          if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          keys.push(seg.slice(1));
          const guard = firstParam ? except : '';
          firstParam = false;
          return `${guard}([^/]+)`;
        }).join('/');
        out.push({ name: m.name, re: new RegExp(`^/${body}(?:/|$)`), keys, weight: segments.length });
      }
    }
  }
  return out.sort((a, b) => b.weight - a.weight);
}

const compiled = new WeakMap<LoadedPlugin[], CompiledMode[]>();

/** spec 1 §2.3: which menu a path shows, and the ids that fill the mode menus' paths — from the modes plugins declare. */
export function routeMode(pathname: string, plugins: LoadedPlugin[]): { mode: RouteMode; params: Record<string, string> } {
  let modes = compiled.get(plugins);
  if (!modes) compiled.set(plugins, (modes = compileModes(plugins)));
  for (const m of modes) {
    const hit = m.re.exec(pathname);
    if (hit) return { mode: m.name, params: Object.fromEntries(m.keys.map((k, i) => [k, decodeURIComponent(hit[i + 1])])) };
  }
  return { mode: 'default', params: {} };
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, k: string) => params[k] ?? `:${k}`);
}

/** The shell's own entries; everything else comes from plugin descriptors. */
const SHELL_NAV: ResolvedNav[] = [
  { path: '/home', label: 'NavBar_Home', order: 0, ns: 'translation' },
  { path: '/introduction', label: 'NavBar_Introduction', order: 100, drawerGroup: 'about', ns: 'translation' },
  { path: '/developer', label: 'NavBar_Developer', order: 101, drawerGroup: 'about', ns: 'translation' },
];

export function buildNav(plugins: LoadedPlugin[], mode: RouteMode, params: Record<string, string>, switches: Record<string, unknown>): ResolvedNav[] {
  const fromPlugins: ResolvedNav[] = plugins.flatMap((p) => (p.descriptor?.nav ?? []).map((n) => ({ ...n, ns: p.id })));
  return [...SHELL_NAV, ...fromPlugins].filter((n) => (n.mode ?? 'default') === mode)
    .filter((n) => !n.guard?.switch || switches[n.guard.switch] !== false)
    .map((n) => ({ ...n, path: fillPath(n.path, params) }))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
}

// Started right after the first paint, while the shell and Semi download: the website config, the
// plugin list and the remotes this page needs (manifest, remoteEntry, its ./plugin chunks), so they
// are ready when the shell is. A plugin with static data (`ui`) is needed here when the page is one
// of its pages or the shell page shows a slot it fills; one without is always needed. A failure here
// is silent: the shell's registry asks again through the API client.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { StaticUiDescriptor, StaticUiRoute } from '@oj/ui';
import { sharedMismatch } from '../plugins/sharedVersions.js';

export interface PluginInfo {
  id: string;
  version: string;
  remoteEntry: string | null;
  /** the descriptor's data (the kit's oj-ui.json), absent for a build without it */
  ui?: StaticUiDescriptor | null;
  requires?: string[];
  /** the ranges of the shared UI packages it was built against (the kit's oj-shared.json) */
  shared?: Record<string, string> | null;
}

let early: Promise<PluginInfo[] | null> | null = null;
let earlyConfig: Promise<Record<string, unknown> | null> | null = null;

async function publicData<T>(url: string): Promise<T | null> {
  const r = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!r.ok) return null;
  const body = (await r.json()) as { status?: number; data?: T };
  return body.status === undefined || body.status === 200 ? (body.data ?? null) : null;
}

export function containerName(id: string): string {
  return `oj_plugin_${id.replace(/-/g, '_')}`;
}

/** The plugin's static data when this shell can use it (a shape version it knows). */
export function staticOf(info: PluginInfo): StaticUiDescriptor | null {
  const s = info.ui;
  return s && s.v === 1 && s.id === info.id ? s : null;
}

/** The slots the shell's own pages render (pages/Home.tsx, Setting.tsx, Introduction.tsx). */
const SHELL_PAGE_SLOTS: Record<string, string[]> = {
  '/': ['home.main', 'home.side'],
  '/home': ['home.main', 'home.side'],
  '/setting': ['setting.sections'],
  '/introduction': ['introduction.main'],
};

/** A route pattern (`/contest/:contestID`, `:type?`, `*`) against a path, as react-router matches it. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let j = 0;
  for (const seg of want) {
    if (seg === '*') return true;
    if (seg.endsWith('?')) {
      if (j < have.length) j++;
      continue;
    }
    if (j >= have.length) return false;
    if (!seg.startsWith(':') && seg.toLowerCase() !== decodeURIComponent(have[j]).toLowerCase()) return false;
    j++;
  }
  return j === have.length;
}

function ownsPath(routes: StaticUiRoute[] | undefined, pathname: string, base = ''): boolean {
  return (routes ?? []).some((r) => {
    const full = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    return patternMatches(full, pathname) || ownsPath(r.children, pathname, full);
  });
}

/** The plugins the page at `pathname` needs at once, with what they require. */
export function neededNow(list: PluginInfo[], pathname: string): Set<string> {
  const slots = SHELL_PAGE_SLOTS[pathname.replace(/\/$/, '') || '/'] ?? [];
  const need = new Set<string>();
  const add = (id: string) => {
    if (need.has(id)) return;
    need.add(id);
    for (const r of list.find((p) => p.id === id)?.requires ?? []) add(r);
  };
  for (const p of list) {
    const s = staticOf(p);
    if (!s || s.eager || ownsPath(s.routes, pathname) || ownsPath(s.adminRoutes, pathname) || (s.slots ?? []).some((n) => slots.includes(n))) add(p.id);
  }
  return need;
}

export function prefetchPlugins(): void {
  earlyConfig = publicData<Record<string, unknown>>('/api/get-website-config').catch(() => null);
  early = publicData<PluginInfo[]>('/api/plugins')
    .then((data) => (Array.isArray(data) ? data.filter((p) => !!p.remoteEntry) : null))
    .then((list) => {
      if (!list) return null;
      registerRemotes(list.map((p) => ({ name: containerName(p.id), entry: p.remoteEntry! })));
      const need = neededNow(list, location.pathname);
      // one built for other shared versions is not loaded at all (plugins/registry.ts says why)
      const remotes = list.filter((p) => need.has(p.id) && !sharedMismatch(p.shared)).map((p) => containerName(p.id));
      if (remotes.length) void preloadRemote(remotes.map((name) => ({ nameOrAlias: name, exposes: ['./plugin'], share: false }))).catch(() => undefined);
      return list;
    })
    .catch(() => null);
}

/** The website config fetched early, once; null when there was none or it failed. */
export function takePrefetchedConfig<T>(): Promise<T | null> {
  const p = (earlyConfig ?? Promise.resolve(null)) as Promise<T | null>;
  earlyConfig = null;
  return p;
}

/** The list fetched early, once; null when there was none or it failed. */
export function takePrefetchedPlugins(): Promise<PluginInfo[] | null> {
  const p = early ?? Promise.resolve(null);
  early = null;
  return p;
}

// Started right after the first paint, while the shell and Semi download: the website config, the plugin list and each
// enabled plugin's remote (manifest, remoteEntry, its ./plugin chunks), so the plugins are ready
// when the shell is. A failure here is silent: the shell's registry asks again through the API client.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface PluginInfo {
  id: string;
  version: string;
  remoteEntry: string | null;
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

export function prefetchPlugins(): void {
  earlyConfig = publicData<Record<string, unknown>>('/api/get-website-config').catch(() => null);
  early = publicData<PluginInfo[]>('/api/plugins')
    .then((data) => (Array.isArray(data) ? data.filter((p) => !!p.remoteEntry) : null))
    .then((list) => {
      if (!list) return null;
      const remotes = list.map((p) => ({ name: containerName(p.id), entry: p.remoteEntry! }));
      registerRemotes(remotes);
      void preloadRemote(remotes.map((r) => ({ nameOrAlias: r.name, exposes: ['./plugin'], share: false }))).catch(() => undefined);
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

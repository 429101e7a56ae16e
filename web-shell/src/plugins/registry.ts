// Plugin UIs arrive at run time: the kernel lists the enabled plugins, the federation runtime
// loads each remote's `./plugin` descriptor. A plugin whose build wrote its descriptor's data
// (`ui`, the kit's oj-ui.json) is loaded only when it is used: the shell routes to its pages and
// draws its menus from that data, and loads the remote when one of its pages is opened or one of
// its slots is rendered (issue 10 item 13). A plugin without it loads at once, as before. A plugin
// that fails is recorded, not fatal.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addPluginLocales, api, ojStore, setSlotPluginLoader, slotPluginsAtom, type StaticUiDescriptor, type StaticUiRoute, type UiPluginDescriptor, type UiRoute } from '@oj/ui';
import { atom } from 'jotai';
import type { ComponentType } from 'react';
import { containerName, staticOf, takePrefetchedPlugins, type PluginInfo } from '../firstPaint/prefetch.js';
import { IncompatiblePluginError, sharedMismatch } from './sharedVersions.js';

export type { PluginInfo };

export interface LoadedPlugin {
  id: string;
  version: string;
  /**
   * What the shell routes with and draws menus from: the remote's descriptor once loaded or, for a
   * plugin loaded on use, one made from its static data (its pages load the remote when opened).
   */
  descriptor: UiPluginDescriptor | null;
  /** loaded on use: `descriptor` is made from the static data, `slots` names the slots it fills */
  onUse?: boolean;
  slots?: readonly string[];
  error: Error | null;
}

export const pluginsAtom = atom<LoadedPlugin[]>([]);

const infos = new Map<string, PluginInfo>();
/** the remotes' own descriptors, as they load */
const loaded = new Map<string, UiPluginDescriptor>();
const loading = new Map<string, Promise<UiPluginDescriptor>>();
/** plugins whose load failed: the next try registers the remote again (the runtime keeps a failed entry) */
const failed = new Set<string>();

/** @oj/ui's Slot renders the loaded descriptors' widgets and asks for the plugins it still needs */
function syncSlots(): void {
  ojStore.set(
    slotPluginsAtom,
    ojStore.get(pluginsAtom).map((p) =>
      p.onUse ? { id: p.id, descriptor: loaded.get(p.id) ?? null, pendingSlots: loaded.has(p.id) ? undefined : p.slots } : { id: p.id, descriptor: p.descriptor },
    ),
  );
}
ojStore.sub(pluginsAtom, syncSlots);

function setError(id: string, error: Error | null): void {
  const list = ojStore.get(pluginsAtom);
  if (list.some((p) => p.id === id && p.error !== error)) ojStore.set(pluginsAtom, list.map((p) => (p.id === id ? { ...p, error } : p)));
}

export { containerName };

export async function fetchPluginList(): Promise<PluginInfo[]> {
  const early = await takePrefetchedPlugins();
  if (early) return early;
  try {
    const res = await api.get<PluginInfo[]>('/api/plugins', undefined, { quiet: true });
    return (res.data ?? []).filter((p) => !!p.remoteEntry);
  } catch (e) {
    console.error('[oj] plugin list unavailable', e);
    return [];
  }
}

async function importDescriptor(info: PluginInfo, force: boolean): Promise<UiPluginDescriptor> {
  // built for another major of React, Semi or @oj/ui: its code would break in the shell's
  const mismatch = sharedMismatch(info.shared);
  if (mismatch) throw new IncompatiblePluginError(info.id, mismatch);
  const name = containerName(info.id);
  registerRemotes([{ name, entry: info.remoteEntry! }], { force });
  const mod = await loadRemote<{ default: UiPluginDescriptor }>(`${name}/plugin`);
  const descriptor = mod?.default;
  if (!descriptor) throw new Error(`${name}/plugin exports no descriptor`);
  addPluginLocales(info.id, descriptor.locales);
  return descriptor;
}

/** The plugins a plugin requires load with it: its pages may use their strings. */
async function requiredFirst(info: PluginInfo): Promise<void> {
  await Promise.all((info.requires ?? []).filter((r) => infos.get(r)?.remoteEntry).map((r) => ensurePlugin(r).catch(() => undefined)));
}

/** The remote's descriptor of a plugin, loading it (and what it requires) on first use. */
export function ensurePlugin(id: string, force = false): Promise<UiPluginDescriptor> {
  const done = loaded.get(id);
  if (done && !force) return Promise.resolve(done);
  let p = force ? undefined : loading.get(id);
  if (!p) {
    const info = infos.get(id);
    p = (async () => {
      if (!info?.remoteEntry) throw new Error(`plugin ${id} has no UI`);
      await requiredFirst(info);
      const d = await importDescriptor(info, force || failed.has(id));
      loaded.set(id, d);
      failed.delete(id);
      setError(id, null);
      syncSlots();
      return d;
    })();
    p.catch((e: unknown) => {
      loading.delete(id);
      failed.add(id);
      console.error(`[oj] plugin ${id} failed to load`, e);
      setError(id, e instanceof Error ? e : new Error(String(e)));
    });
    loading.set(id, p);
  }
  return p;
}
setSlotPluginLoader((id) => void ensurePlugin(id).catch(() => undefined));

/** A plugin page's component, found by its place in the descriptor's route tree once the plugin is loaded. */
export async function pluginPage(id: string, admin: boolean, at: readonly number[]): Promise<ComponentType> {
  const d = await ensurePlugin(id);
  let list: UiRoute[] | undefined = admin ? d.adminRoutes : d.routes;
  let r: UiRoute | undefined;
  for (const i of at) {
    r = list?.[i];
    list = r?.children;
  }
  if (!r) throw new Error(`plugin ${id} has no page at ${admin ? 'adminRoutes' : 'routes'}[${at.join('][')}]`);
  if (r.Component) return r.Component;
  return r.lazy ? (await r.lazy()).default : () => null;
}

/** A descriptor made from the static data: routes (marked with their place), menus, modes, menu strings. */
function fromStatic(s: StaticUiDescriptor): UiPluginDescriptor {
  const routes = (list: StaticUiRoute[] | undefined, admin: boolean, at: number[] = []): UiRoute[] | undefined =>
    list?.map((r, i) => ({
      path: r.path,
      guard: r.guard,
      layout: r.layout,
      hideFooter: r.hideFooter,
      onUse: { admin, at: [...at, i] },
      children: routes(r.children, admin, [...at, i]),
    }) as UiRoute);
  return { id: s.id, modes: s.modes, routes: routes(s.routes, false), adminRoutes: routes(s.adminRoutes, true), nav: s.nav, adminNav: s.adminNav, locales: s.locales };
}

/** Where a route made from static data sits in its plugin's descriptor (routes.tsx loads it from there). */
export function onUseTarget(r: UiRoute): { admin: boolean; at: number[] } | undefined {
  return (r as UiRoute & { onUse?: { admin: boolean; at: number[] } }).onUse;
}

export async function loadPlugin(info: PluginInfo, force = false): Promise<LoadedPlugin> {
  infos.set(info.id, info);
  // not loaded, and none of its pages or menus shown: the notice says why
  const mismatch = sharedMismatch(info.shared);
  if (mismatch) return { id: info.id, version: info.version, descriptor: null, error: new IncompatiblePluginError(info.id, mismatch) };
  const s = staticOf(info);
  if (s && !s.eager && !force) {
    addPluginLocales(info.id, s.locales);
    return { id: info.id, version: info.version, descriptor: fromStatic(s), onUse: true, slots: s.slots ?? [], error: null };
  }
  try {
    await requiredFirst(info);
    const descriptor = await importDescriptor(info, force);
    loaded.set(info.id, descriptor);
    return { id: info.id, version: info.version, descriptor, error: null };
  } catch (e) {
    console.error(`[oj] plugin ${info.id} failed to load`, e);
    return { id: info.id, version: info.version, descriptor: null, error: e instanceof Error ? e : new Error(String(e)) };
  }
}

export async function loadAllPlugins(): Promise<LoadedPlugin[]> {
  const list = await fetchPluginList();
  for (const p of list) infos.set(p.id, p);
  return Promise.all(list.map((p) => loadPlugin(p)));
}

/** Retry one failed plugin (the notice's Retry button). */
export async function reloadPlugin(p: LoadedPlugin): Promise<LoadedPlugin> {
  if (p.onUse) {
    try {
      await ensurePlugin(p.id, true);
      return { ...p, error: null };
    } catch (e) {
      return { ...p, error: e instanceof Error ? e : new Error(String(e)) };
    }
  }
  const list = await fetchPluginList();
  const info = list.find((x) => x.id === p.id);
  if (!info) return p;
  return loadPlugin(info, true);
}

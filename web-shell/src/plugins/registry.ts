// Plugin UIs arrive at run time: the kernel lists the enabled plugins, the federation runtime
// loads each remote's `./plugin` descriptor. A plugin that fails is recorded, not fatal.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addPluginLocales, api, ojStore, slotPluginsAtom, type UiPluginDescriptor } from '@oj/ui';
import { atom } from 'jotai';
import { containerName, takePrefetchedPlugins, type PluginInfo } from '../firstPaint/prefetch.js';

export type { PluginInfo };

export interface LoadedPlugin {
  id: string;
  version: string;
  descriptor: UiPluginDescriptor | null;
  error: Error | null;
}

export const pluginsAtom = atom<LoadedPlugin[]>([]);
// @oj/ui's Slot, which plugins render too, reads the same list
ojStore.sub(pluginsAtom, () => ojStore.set(slotPluginsAtom, ojStore.get(pluginsAtom)));

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

export async function loadPlugin(info: PluginInfo, force = false): Promise<LoadedPlugin> {
  const name = containerName(info.id);
  try {
    registerRemotes([{ name, entry: info.remoteEntry! }], { force });
    const mod = await loadRemote<{ default: UiPluginDescriptor }>(`${name}/plugin`);
    const descriptor = mod?.default;
    if (!descriptor) throw new Error(`${name}/plugin exports no descriptor`);
    addPluginLocales(info.id, descriptor.locales);
    return { id: info.id, version: info.version, descriptor, error: null };
  } catch (e) {
    console.error(`[oj] plugin ${info.id} failed to load`, e);
    return { id: info.id, version: info.version, descriptor: null, error: e instanceof Error ? e : new Error(String(e)) };
  }
}

export async function loadAllPlugins(): Promise<LoadedPlugin[]> {
  const list = await fetchPluginList();
  return Promise.all(list.map((p) => loadPlugin(p)));
}

/** Retry one failed plugin (the notice's Retry button). */
export async function reloadPlugin(p: LoadedPlugin): Promise<LoadedPlugin> {
  const list = await fetchPluginList();
  const info = list.find((x) => x.id === p.id);
  if (!info) return p;
  return loadPlugin(info, true);
}

// Slots (ARCHITECTURE §3): named places where widgets of every loaded plugin are rendered, each in
// its own error boundary. The shell renders its own (home.main, home.side); a plugin offers slots
// to others the same way: <Slot name="contest.sidebar" /> renders what they list under
// `slots: { 'contest.sidebar': [...] }` in their descriptors.
import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './ErrorBoundary.js';
import type { SlotWidget, UiPluginDescriptor } from './plugin.js';

/** the loaded plugins' descriptors, set by the shell once they are loaded */
export const slotPluginsAtom = atom<ReadonlyArray<{ id: string; descriptor?: UiPluginDescriptor | null }>>([]);

const lazyCache = new WeakMap<SlotWidget, ComponentType>();

function widgetComponent(w: SlotWidget): ComponentType {
  if (w.Component) return w.Component;
  let c = lazyCache.get(w);
  if (!c) {
    c = w.lazy ? lazy(w.lazy) : () => null;
    lazyCache.set(w, c);
  }
  return c;
}

export function Slot({ name }: { name: string }) {
  const plugins = useAtomValue(slotPluginsAtom);
  const widgets = plugins
    .flatMap((p) => (p.descriptor?.slots?.[name] ?? []).map((w) => ({ plugin: p.id, w })))
    .sort((a, b) => (a.w.order ?? 50) - (b.w.order ?? 50));
  return (
    <>
      {widgets.map(({ plugin, w }) => {
        const C = widgetComponent(w);
        return (
          <div className="oj-slot-widget" key={`${plugin}:${w.id}`} data-slot={name} data-plugin={plugin}>
            <ErrorBoundary name={plugin}>
              <Suspense fallback={null}>
                <C />
              </Suspense>
            </ErrorBoundary>
          </div>
        );
      })}
    </>
  );
}

import { ErrorBoundary, type SlotWidget } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { pluginsAtom } from './registry.js';

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

/** Where plugins place widgets (ARCHITECTURE.md §3 slots); each in its own error boundary. */
export function Slot({ name }: { name: string }) {
  const plugins = useAtomValue(pluginsAtom);
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

/** Plugins that failed to load: a notice with Retry (ARCHITECTURE.md §3). */
export { PluginNotices } from './PluginNotices.js';

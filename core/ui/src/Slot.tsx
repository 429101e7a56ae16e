// Slots (ARCHITECTURE §3): named places where widgets of every loaded plugin are rendered, each in
// its own error boundary. The shell renders its own (home.main, home.side); a plugin offers slots
// to others the same way: <Slot name="contest.sidebar" /> renders what they list under
// `slots: { 'contest.sidebar': [...] }` in their descriptors. A host that lays the widgets out
// itself (as tabs, with props) takes them from useSlotWidgets(name, props).
import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ErrorBoundary.js';
import type { SlotWidget, UiPluginDescriptor } from './plugin.js';
import { isAuthenticatedAtom } from './session/atoms.js';

/**
 * The plugins as the shell knows them: a loaded plugin's descriptor, or, for one not loaded yet,
 * the slots it has widgets for (its static descriptor): rendering such a slot asks the shell to load it.
 */
export const slotPluginsAtom = atom<ReadonlyArray<{ id: string; descriptor?: UiPluginDescriptor | null; pendingSlots?: readonly string[] }>>([]);

let loadForSlot: ((pluginId: string) => void) | null = null;
/** The shell's loader for plugins a rendered slot needs (set once by the shell). */
export function setSlotPluginLoader(load: (pluginId: string) => void): void {
  loadForSlot = load;
}

const lazyCache = new WeakMap<SlotWidget, ComponentType<object>>();

function widgetComponent(w: SlotWidget): ComponentType<object> {
  if (w.Component) return w.Component;
  let c = lazyCache.get(w);
  if (!c) {
    c = w.lazy ? lazy(w.lazy) : () => null;
    lazyCache.set(w, c);
  }
  return c;
}

/** One widget of a slot, ready for its host to place. */
export interface SlotEntry<P extends object> {
  /** unique in the slot: `plugin:id` */
  key: string;
  plugin: string;
  id: string;
  /** the widget's heading (its `title`, translated in its plugin's namespace), or its id without one */
  title(props: P): ReactNode;
  /** the widget with the host's props, in its own error boundary */
  render(props: P): ReactElement;
}

function entriesOf(plugins: ReadonlyArray<{ id: string; descriptor?: UiPluginDescriptor | null }>, name: string) {
  return plugins
    .flatMap((p) => (p.descriptor?.slots?.[name] ?? []).map((w) => ({ plugin: p.id, w })))
    .sort((a, b) => (a.w.order ?? 50) - (b.w.order ?? 50));
}

/** the props' plain values (not functions or objects): a change of one asks `available` again */
function plainKey(props: object): string {
  return JSON.stringify(Object.entries(props).filter(([, v]) => v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)));
}

/**
 * The widgets of a slot, in `order`, for a host that places them itself (e.g. one tab each):
 * those whose `available(props)` said no (or has not answered yet) are left out, and so are all
 * such widgets while the host passes `null` (its props are not known yet).
 */
export function useSlotWidgets<P extends object = Record<string, never>>(name: string, props?: P | null): SlotEntry<P>[] {
  const plugins = useAtomValue(slotPluginsAtom);
  const authed = useAtomValue(isAuthenticatedAtom);
  const { t } = useTranslation();
  const all = useMemo(() => entriesOf(plugins, name), [plugins, name]);
  const wanted = plugins.filter((p) => !p.descriptor && p.pendingSlots?.includes(name)).map((p) => p.id).join(',');
  useEffect(() => {
    if (wanted) for (const id of wanted.split(',')) loadForSlot?.(id);
  }, [wanted]);
  const askKey = props === null ? '' : `${authed}|${plainKey(props ?? {})}`;
  const [answers, setAnswers] = useState<{ key: string; yes: ReadonlySet<SlotWidget> }>({ key: '', yes: new Set() });
  useEffect(() => {
    let live = true;
    const asked = all.filter(({ w }) => w.available);
    if (asked.length === 0 || props === null) return;
    void Promise.all(asked.map(({ w }) => Promise.resolve().then(() => w.available!(props ?? {})).then((ok) => (ok ? w : null), () => null))).then((ok) => {
      if (live) setAnswers({ key: askKey, yes: new Set(ok.filter((w): w is SlotWidget => w !== null)) });
    });
    return () => {
      live = false;
    };
    // asked again only when the plain values or the session change, not for a new function prop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, askKey]);
  return all
    .filter(({ w }) => !w.available || (askKey !== '' && answers.key === askKey && answers.yes.has(w)))
    .map(({ plugin, w }) => {
      const C = widgetComponent(w);
      return {
        key: `${plugin}:${w.id}`,
        plugin,
        id: w.id,
        title: (p: P) => (typeof w.title === 'function' ? w.title(p) : t(w.title ?? w.id, { ns: plugin })),
        render: (p: P) => (
          <ErrorBoundary name={plugin}>
            <Suspense fallback={null}>
              <C {...p} />
            </Suspense>
          </ErrorBoundary>
        ),
      };
    });
}

/** Renders a slot's widgets one after another, each in a `.oj-slot-widget` box, with the host's props. */
export function Slot<P extends object = Record<string, never>>({ name, props }: { name: string; props?: P }) {
  const widgets = useSlotWidgets<P>(name, props);
  return (
    <>
      {widgets.map((w) => (
        <div className="oj-slot-widget" key={w.key} data-slot={name} data-plugin={w.plugin}>
          {w.render(props ?? ({} as P))}
        </div>
      ))}
    </>
  );
}

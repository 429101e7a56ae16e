import { ErrorBoundary, type UiRoute } from '@oj/ui';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../admin/AdminLayout.js';
import { DefaultLayout } from '../layout/DefaultLayout.js';
import { Root } from '../layout/Root.js';
import { onUseTarget, pluginPage, type LoadedPlugin } from '../plugins/registry.js';
import { Guard } from './guards.js';
import { PageLoading } from '../layout/PageLoading.js';

type PageModule = { default: ComponentType };

/** A shell page loaded on first visit (the navigation waits, so the progress bar shows). */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function guarded(guard: UiRoute['guard'], load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load()).default;
      return { Component: () => <Guard guard={guard}><Page /></Guard> };
    },
  };
}

const lazyCache = new WeakMap<object, ComponentType>();
const pageCache = new Map<string, ComponentType>();

/**
 * A page of a plugin loaded on use: the plugin (and the page's chunk) load when it is first shown.
 * Not React.lazy: a failure must be tried again by the error boundary's Retry, not remembered.
 */
function PluginPage({ plugin, admin, at }: { plugin: string; admin: boolean; at: number[] }) {
  const key = `${plugin}|${admin ? 'admin' : 'page'}|${at.join('.')}`;
  const [state, setState] = useState<{ key: string; C?: ComponentType; error?: Error }>(() => ({ key, C: pageCache.get(key) }));
  const current = state.key === key ? state : { key, C: pageCache.get(key) };
  useEffect(() => {
    if (pageCache.has(key)) return;
    let live = true;
    pluginPage(plugin, admin, at).then(
      (C) => {
        pageCache.set(key, C);
        if (live) setState({ key, C });
      },
      (e: unknown) => live && setState({ key, error: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
    // `at` is the same path for the same key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (current.error) throw current.error;
  if (!current.C) return <PageLoading />;
  return <current.C />;
}

/** A plugin route: its guard, an error boundary with retry, and its own lazy chunk. */
function pluginRoute(pluginId: string, r: UiRoute): RouteObject {
  let Comp = r.Component;
  const onUse = onUseTarget(r);
  if (onUse) Comp = () => <PluginPage plugin={pluginId} admin={onUse.admin} at={onUse.at} />;
  else if (!Comp && r.lazy) {
    Comp = lazyCache.get(r) ?? lazy(r.lazy);
    lazyCache.set(r, Comp);
  }
  const Body = Comp ?? (() => null);
  return {
    path: r.path,
    handle: { plugin: pluginId, hideFooter: r.hideFooter || r.layout === 'focus', layout: r.layout ?? 'default' },
    element: (
      <Guard guard={r.guard}>
        <ErrorBoundary name={pluginId}>
          <Suspense fallback={<PageLoading />}>
            <Body />
          </Suspense>
        </ErrorBoundary>
      </Guard>
    ),
    children: r.children?.map((c) => pluginRoute(pluginId, c)),
  };
}

const SUPER = { superAdmin: true };

export function buildRoutes(plugins: LoadedPlugin[]): RouteObject[] {
  const loaded = plugins.filter((p) => p.descriptor);
  const pluginPages = loaded.flatMap((p) => (p.descriptor!.routes ?? []).map((r) => ({ id: p.id, r })));
  const focus = pluginPages.filter(({ r }) => r.layout === 'focus').map(({ id, r }) => pluginRoute(id, r));
  const normal = pluginPages.filter(({ r }) => r.layout !== 'focus').map(({ id, r }) => pluginRoute(id, r));
  const adminPlugin = loaded.flatMap((p) =>
    (p.descriptor!.adminRoutes ?? []).map((r) => pluginRoute(p.id, { ...r, path: r.path.replace(/^\/admin\/?/, ''), guard: { admin: true, ...r.guard } })),
  );

  return [
    {
      element: <Root />,
      HydrateFallback: PageLoading,
      children: [
        { path: '/admin/login', ...page(() => import('../admin/AdminLogin.js')) },
        {
          path: '/admin',
          element: (
            <Guard guard={{ admin: true }}>
              <AdminLayout />
            </Guard>
          ),
          children: [
            { index: true, element: <Navigate to="/admin/dashboard" replace /> },
            { path: 'dashboard', ...page(() => import('../admin/Dashboard.js')) },
            { path: 'user', ...guarded(SUPER, () => import('../admin/Users.js')) },
            { path: 'announcement', ...guarded(SUPER, () => import('../admin/Announcements.js')) },
            { path: 'notice', ...guarded(SUPER, () => import('../admin/Notices.js')) },
            { path: 'conf', ...guarded(SUPER, () => import('../admin/Conf.js')) },
            { path: 'switch', ...guarded(SUPER, () => import('../admin/Switch.js')) },
            { path: 'mail-outbox', ...guarded(SUPER, () => import('../admin/MailOutbox.js')) },
            { path: 'plugins', ...guarded(SUPER, () => import('../admin/Plugins.js')) },
            ...adminPlugin,
            { path: '*', element: <Navigate to="/admin/login" replace /> },
          ],
        },
        ...focus,
        {
          element: <DefaultLayout />,
          children: [
            { path: '/', element: <Navigate to="/home" replace /> },
            { path: '/home', ...page(() => import(/* webpackChunkName: "page-home" */ '../pages/Home.js')) },
            { path: '/reset-password', ...page(() => import('../pages/ResetPassword.js')) },
            { path: '/user-home', ...page(() => import('../pages/UserHome.js')) },
            { path: '/setting', ...guarded({ login: true }, () => import('../pages/Setting.js')) },
            // not guarded: clearing the session must not turn into "Please login first" (issue 10 item 5)
            { path: '/logout', ...page(() => import('../pages/Logout.js')) },
            { path: '/message/:type?', ...guarded({ login: true }, () => import('../pages/Message.js')) },
            { path: '/introduction', ...page(() => import('../pages/Introduction.js')) },
            { path: '/developer', ...page(() => import('../pages/Developer.js')) },
            ...normal,
            { path: '*', ...page(() => import('../pages/NotFound.js')) },
          ],
        },
      ],
    },
  ];
}

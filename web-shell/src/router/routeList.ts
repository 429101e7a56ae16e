import type { RouteObject } from 'react-router-dom';

export interface ListedRoute {
  path: string;
  /** the plugin that registered it; absent for the shell's own */
  plugin?: string;
}

/**
 * Every page path the router knows, joined from nested routes (catch-alls left out).
 * The browser suite (test/e2e-0-every-route.test.ts) visits this list, so a page joins it by being
 * registered — in the shell's table or a plugin descriptor — not by being added to the test.
 */
export function listRoutes(routes: RouteObject[], base = ''): ListedRoute[] {
  const out: ListedRoute[] = [];
  for (const r of routes) {
    const path = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.path !== undefined && !r.path.includes('*') && !r.index) {
      const plugin = (r.handle as { plugin?: string } | undefined)?.plugin;
      out.push(plugin ? { path, plugin } : { path });
    }
    if (r.children) out.push(...listRoutes(r.children, path));
  }
  return out.filter((r, i) => out.findIndex((o) => o.path === r.path) === i);
}

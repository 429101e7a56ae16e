import type { NavEntry, RouteMode } from '@oj/ui';
import type { LoadedPlugin } from '../plugins/registry.js';

export interface ResolvedNav extends NavEntry {
  ns: string;
}

/** spec 1 §2.3: which menu a path shows, and the ids that fill the mode menus' paths. */
export function routeMode(pathname: string): { mode: RouteMode; params: Record<string, string> } {
  let m = /^\/group\/([^/]+)\/training\/([^/]+)/.exec(pathname);
  if (m) return { mode: 'training', params: { groupID: m[1], trainingID: m[2] } };
  m = /^\/contest\/(?!acm-scoreboard|oi-scoreboard)([^/]+)/.exec(pathname);
  if (m) return { mode: 'contest', params: { contestID: m[1] } };
  m = /^\/training\/([^/]+)/.exec(pathname);
  if (m) return { mode: 'training', params: { trainingID: m[1] } };
  m = /^\/group\/([^/]+)/.exec(pathname);
  if (m) return { mode: 'group', params: { groupID: m[1] } };
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
  // mode menus of spec 1 §2.3 (the pages themselves come from the contest/training/group plugins)
  { path: '/contest/:contestID', label: 'NavBar_Contest_Home', order: 0, mode: 'contest', ns: 'translation' },
  { path: '/contest/:contestID/problems', label: 'NavBar_Contest_Problems', order: 10, mode: 'contest', ns: 'translation' },
  { path: '/contest/:contestID/submissions?onlyMine=true', label: 'NavBar_Contest_Own_Submission', order: 20, mode: 'contest', ns: 'translation' },
  { path: '/contest/:contestID/rank', label: 'NavBar_Contest_Rank', order: 30, mode: 'contest', ns: 'translation' },
  { path: '/training/:trainingID', label: 'NavBar_Training_Home', order: 0, mode: 'training', ns: 'translation' },
  { path: '/training/:trainingID/problems', label: 'NavBar_Training_Problems', order: 10, mode: 'training', ns: 'translation' },
  { path: '/group/:groupID', label: 'NavBar_Group_Home', order: 0, mode: 'group', ns: 'translation' },
  { path: '/group/:groupID/problem', label: 'NavBar_Group_Problem', order: 10, mode: 'group', ns: 'translation' },
];

export function buildNav(plugins: LoadedPlugin[], mode: RouteMode, params: Record<string, string>, switches: Record<string, unknown>): ResolvedNav[] {
  const fromPlugins: ResolvedNav[] = plugins.flatMap((p) => (p.descriptor?.nav ?? []).map((n) => ({ ...n, ns: p.id })));
  let entries = [...SHELL_NAV, ...fromPlugins].filter((n) => (n.mode ?? 'default') === mode);
  // a training inside a group keeps the group prefix
  if (mode === 'training' && params.groupID) {
    entries = entries.map((n) => ({ ...n, path: n.path.replace(/^\/training\//, '/group/:groupID/training/') }));
  }
  return entries
    .filter((n) => !n.guard?.switch || switches[n.guard.switch] !== false)
    .map((n) => ({ ...n, path: fillPath(n.path, params) }))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
}

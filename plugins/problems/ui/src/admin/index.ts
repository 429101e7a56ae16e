// The problems plugin's admin area (spec 2 §2 Admin area): routes, menu entries and strings,
// merged into the plugin descriptor by ../plugin.tsx.
import type { AdminNavEntry, UiRoute } from '@oj/ui';

export const adminRoutes: UiRoute[] = [];
export const adminNav: AdminNavEntry[] = [];
export const adminLocales: { en: Record<string, string>; zh: Record<string, string> } = { en: {}, zh: {} };

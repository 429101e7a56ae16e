// The problems plugin's admin area (spec 2 §2 Admin area): routes, menu entries under the
// 'Problem_Admin' group and strings, merged into the plugin descriptor by ../plugin.tsx. The shell
// guards every admin route with an admin role (root, admin, problem_admin); the tag pages are listed
// for root and problem_admin, the export/import page for root alone, as their server calls allow.
import type { AdminNavEntry, UiRoute } from '@oj/ui';
import { en, zh } from './locales.js';

export const adminRoutes: UiRoute[] = [
  { path: '/admin/problems', lazy: () => import('./ProblemListAdmin.js') },
  { path: '/admin/problem/create', lazy: () => import('./ProblemEdit.js') },
  { path: '/admin/problem/edit/:problemId', lazy: () => import('./ProblemEdit.js') },
  { path: '/admin/problem/tag', lazy: () => import('./TagAdmin.js') },
  { path: '/admin/problem/batch-operation', lazy: () => import('./BatchOperation.js'), guard: { superAdmin: true } },
];

export const adminNav: AdminNavEntry[] = [
  { path: '/admin/problems', label: 'PA_Nav_Problem_List', order: 20, group: 'Problem_Admin' },
  { path: '/admin/problem/create', label: 'PA_Nav_Create', order: 21, group: 'Problem_Admin' },
  { path: '/admin/problem/tag', label: 'PA_Nav_Tag', order: 22, group: 'Problem_Admin', roles: ['root', 'problem_admin'] },
  { path: '/admin/problem/batch-operation', label: 'PA_Nav_Batch', order: 23, group: 'Problem_Admin', superAdmin: true },
];

export const adminLocales: { en: Record<string, string>; zh: Record<string, string> } = { en, zh };

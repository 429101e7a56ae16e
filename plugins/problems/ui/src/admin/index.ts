// The problems plugin's admin area (spec 2 §2 Admin area): routes, menu entries under the
// 'Problem_Admin' group and strings, merged into the plugin descriptor by ../plugin.tsx. The shell
// guards every admin route with an admin role (root, admin, problem_admin). Spec 2 §2 keeps only
// user, announcement, notice, conf and switch for the super admin: every page here, the tags and
// export/import included, is for every admin role, and so are their server calls.
import type { AdminNavEntry, UiRoute } from '@oj/ui';
import { en, zh } from './locales.js';

export const adminRoutes: UiRoute[] = [
  { path: '/admin/problems', lazy: () => import('./ProblemListAdmin.js') },
  { path: '/admin/problem/create', lazy: () => import('./ProblemEdit.js') },
  { path: '/admin/problem/edit/:problemId', lazy: () => import('./ProblemEdit.js') },
  { path: '/admin/problem/tag', lazy: () => import('./TagAdmin.js') },
  { path: '/admin/problem/batch-operation', lazy: () => import('./BatchOperation.js') },
  { path: '/admin/problem/import-package', lazy: () => import('./PackageImport.js') },
];

export const adminNav: AdminNavEntry[] = [
  { path: '/admin/problems', label: 'PA_Nav_Problem_List', order: 20, group: 'Problem_Admin' },
  { path: '/admin/problem/create', label: 'PA_Nav_Create', order: 21, group: 'Problem_Admin' },
  { path: '/admin/problem/tag', label: 'PA_Nav_Tag', order: 22, group: 'Problem_Admin' },
  { path: '/admin/problem/batch-operation', label: 'PA_Nav_Batch', order: 23, group: 'Problem_Admin' },
  { path: '/admin/problem/import-package', label: 'PA_Nav_Package_Import', order: 24, group: 'Problem_Admin' },
];

export const adminLocales: { en: Record<string, string>; zh: Record<string, string> } = { en, zh };

// The trainings plugin's admin area (spec 2 §2 admin routes training/…): the training list, the
// training form, a training's problems and the training categories, under the 'Training_Admin'
// menu group; merged into the plugin descriptor by ../plugin.tsx. The shell guards every admin
// route with an admin role; a training is managed by its author or the super admin (spec 3 §6),
// which the list says per row and the server enforces per call.
import type { AdminNavEntry, UiRoute } from '@oj/ui';
import { en, zh } from './locales.js';

export const adminRoutes: UiRoute[] = [
  { path: '/admin/training', lazy: () => import('./TrainingListAdmin.js') },
  { path: '/admin/training/create', lazy: () => import('./TrainingEdit.js') },
  { path: '/admin/training/category', lazy: () => import('./CategoryAdmin.js') },
  { path: '/admin/training/:trainingId/edit', lazy: () => import('./TrainingEdit.js') },
  { path: '/admin/training/:trainingId/problems', lazy: () => import('./TrainingProblemsAdmin.js') },
];

export const adminNav: AdminNavEntry[] = [
  { path: '/admin/training', label: 'TA_Nav_List', order: 30, group: 'Training_Admin' },
  { path: '/admin/training/create', label: 'TA_Nav_Create', order: 31, group: 'Training_Admin' },
  { path: '/admin/training/category', label: 'TA_Nav_Category', order: 32, group: 'Training_Admin' },
];

export const adminLocales: { en: Record<string, string>; zh: Record<string, string> } = { en, zh };

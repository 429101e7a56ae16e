// The problems UI descriptor: the problem list, the problem page, the main-menu entry, the home
// page's latest problems, the admin pages (./admin), its strings.
import { defineUiPlugin } from '@oj/ui';
import { adminLocales, adminNav, adminRoutes } from './admin/index.js';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'problems',
  routes: [
    { path: '/problem', lazy: () => import('./ProblemListPage.js') },
    { path: '/problem/:problemID', lazy: () => import('./ProblemDetailPage.js') },
  ],
  nav: [{ path: '/problem', label: 'Problem', order: 10 }],
  slots: { 'home.main': [{ id: 'recent-problems', order: 10, lazy: () => import('./HomeRecentProblems.js') }] },
  adminRoutes,
  adminNav,
  locales: { 'en-US': { ...en, ...adminLocales.en }, 'zh-CN': { ...zh, ...adminLocales.zh } },
});

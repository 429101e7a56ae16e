// The problems UI descriptor: the problem list, the problem page, the main-menu entry, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'problems',
  routes: [
    { path: '/problem', lazy: () => import('./ProblemListPage.js') },
    { path: '/problem/:problemID', lazy: () => import('./ProblemDetailPage.js') },
  ],
  nav: [{ path: '/problem', label: 'Problem', order: 10 }],
  locales: { 'en-US': en, 'zh-CN': zh },
});

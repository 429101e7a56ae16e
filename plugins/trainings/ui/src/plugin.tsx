// The trainings UI descriptor: the training list, a training's pages (the training-mode menu of
// spec 1 §2.3), the admin pages, its strings. A training's problem pages are the problems plugin's.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';
import { trainingDetailsRoute } from './details/routes.js';
import { adminLocales, adminNav, adminRoutes } from './admin/index.js';

export default defineUiPlugin({
  id: 'trainings',
  modes: [{ name: 'training', paths: ['/training/:trainingID'] }],
  routes: [
    // spec 3 §2: the training list; a training's page (login required) with its tabs as children
    { path: '/training', lazy: () => import('./list/TrainingListPage.js') },
    trainingDetailsRoute,
  ],
  nav: [
    // the main menu entry (spec order: home 0, problem 10, training 20, contest 30, …) and the
    // training-mode menu (spec 1 §2.3: the training's home and its problems)
    { path: '/training', label: 'Training', order: 20 },
    { path: '/training/:trainingID', label: 'NavBar_Training_Home', order: 0, mode: 'training' },
    { path: '/training/:trainingID/problems', label: 'NavBar_Training_Problems', order: 10, mode: 'training' },
  ],
  adminRoutes,
  adminNav,
  locales: { 'en-US': { ...en, ...adminLocales.en }, 'zh-CN': { ...zh, ...adminLocales.zh } },
});

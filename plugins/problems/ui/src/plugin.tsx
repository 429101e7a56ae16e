// The problems UI descriptor: the problem list, the problem page, the main-menu entry, the home
// page's latest problems, the admin pages (./admin), its strings.
import { defineUiPlugin } from '@oj/ui';
import { adminLocales, adminNav, adminRoutes } from './admin/index.js';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'problems',
  routes: [
    { path: '/problem', lazy: () => import('./ProblemListPage.js') },
    // spec 1 §2.3: the problem page has no footer (the editor takes the height)
    { path: '/problem/:problemID', lazy: () => import('./ProblemDetailPage.js'), hideFooter: true },
    // spec 3 §2: a contest's problem (problemID is its display id) and its full-screen focus page
    { path: '/contest/:contestID/problem/:problemID', lazy: () => import('./ProblemDetailPage.js'), hideFooter: true, guard: { login: true } },
    {
      path: '/contest/:contestID/problem/:problemID/full-screen',
      lazy: () => import('./ProblemDetailPage.js').then((m) => ({ default: m.FullScreenProblemPage })),
      layout: 'focus',
      guard: { login: true },
    },
    // spec 3 §2: a training's problem (problemID is the problem's own id) and its focus page
    { path: '/training/:trainingID/problem/:problemID', lazy: () => import('./ProblemDetailPage.js'), hideFooter: true, guard: { login: true } },
    {
      path: '/training/:trainingID/problem/:problemID/full-screen',
      lazy: () => import('./ProblemDetailPage.js').then((m) => ({ default: m.FullScreenProblemPage })),
      layout: 'focus',
      guard: { login: true },
    },
    // spec 3 §2: a group's own problem (the group's scope: its members, its submissions) and its focus page
    { path: '/group/:groupID/problem/:problemID', lazy: () => import('./ProblemDetailPage.js'), hideFooter: true, guard: { login: true } },
    {
      path: '/group/:groupID/problem/:problemID/full-screen',
      lazy: () => import('./ProblemDetailPage.js').then((m) => ({ default: m.FullScreenProblemPage })),
      layout: 'focus',
      guard: { login: true },
    },
    // spec 3 §2: a group training's problem (the training's scope, as above) and its focus page
    { path: '/group/:groupID/training/:trainingID/problem/:problemID', lazy: () => import('./ProblemDetailPage.js'), hideFooter: true, guard: { login: true } },
    {
      path: '/group/:groupID/training/:trainingID/problem/:problemID/full-screen',
      lazy: () => import('./ProblemDetailPage.js').then((m) => ({ default: m.FullScreenProblemPage })),
      layout: 'focus',
      guard: { login: true },
    },
  ],
  nav: [{ path: '/problem', label: 'Problem', order: 10 }],
  slots: { 'home.main': [{ id: 'recent-problems', order: 10, lazy: () => import('./HomeRecentProblems.js') }] },
  adminRoutes,
  adminNav,
  locales: { 'en-US': { ...en, ...adminLocales.en }, 'zh-CN': { ...zh, ...adminLocales.zh } },
});

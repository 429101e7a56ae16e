// The contests UI descriptor: the contest list, a contest's pages (the contest-mode menu of
// spec 1 §2.3), the outside scoreboards, the admin pages, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';
import { boardRoutes } from './board/routes.js';
import { contestDetailsRoute } from './details/routes.js';
import { adminNav, adminRoutes } from './admin/index.js';

export default defineUiPlugin({
  id: 'contests',
  // spec 1 §2.3: inside a contest the bar shows the contest menu; the outside scoreboards are not inside it
  modes: [{ name: 'contest', paths: ['/contest/:contestID'], except: ['acm-scoreboard', 'oi-scoreboard'] }],
  routes: [
    // spec 3 §2: the contest list; a contest's page (login required) with its tabs as children
    { path: '/contest', lazy: () => import('./list/ContestListPage.js') },
    contestDetailsRoute,
    ...boardRoutes,
  ],
  nav: [
    // the main menu entry (spec order: home 0, problem 10, training 20, contest 30, status 40, rank 50),
    // and the contest-mode menu (labels from the shell's shared strings)
    { path: '/contest', label: 'Contest', order: 30 },
    { path: '/contest/:contestID', label: 'NavBar_Contest_Home', order: 0, mode: 'contest' },
    { path: '/contest/:contestID/problems', label: 'NavBar_Contest_Problems', order: 10, mode: 'contest' },
    { path: '/contest/:contestID/submissions?onlyMine=true', label: 'NavBar_Contest_Own_Submission', order: 20, mode: 'contest' },
    { path: '/contest/:contestID/rank', label: 'NavBar_Contest_Rank', order: 30, mode: 'contest' },
  ],
  // spec 1 §2 Home: cards of recent contests
  slots: { 'home.side': [{ id: 'recent-contests', order: 5, lazy: () => import('./home/RecentContests.js') }] },
  adminRoutes,
  adminNav,
  locales: { 'en-US': en, 'zh-CN': zh },
});

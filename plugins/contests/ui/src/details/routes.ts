// The details screen's routes: /contest/:contestID and its tabs as child routes. The board's tabs
// (rank, ac-info, admin-print, rejudge, scroll-board) come from board/routes.ts; the contest's
// problem and submission pages are the problems and submissions plugins' own routes.
import type { UiRoute } from '@oj/ui';
import { contestBoardTabs } from '../board/routes.js';

export const contestDetailsRoute: UiRoute = {
  path: '/contest/:contestID',
  lazy: () => import('./ContestDetailsPage.js'),
  guard: { login: true },
  children: [
    { path: '', lazy: () => import('./OverviewTab.js') },
    { path: 'problems', lazy: () => import('./ProblemsTab.js') },
    { path: 'announcements', lazy: () => import('./AnnouncementsTab.js') },
    { path: 'print', lazy: () => import('./PrintTab.js') },
    { path: 'team', lazy: () => import('./TeamTab.js') },
    { path: 'comment', lazy: () => import('./CommentTab.js'), guard: { switch: 'openContestComment' } },
    ...contestBoardTabs,
  ],
};

// The board screens' routes. The outside scoreboards and the scroll board are pages of their
// own; the rest are tabs of a contest (children of /contest/:contestID, whose tab shell is the
// details screen's).
import type { UiRoute } from '@oj/ui';

export const boardRoutes: UiRoute[] = [
  // spec 3 §2: public, default layout, not in contest mode (the descriptor's mode lists the exceptions)
  { path: '/contest/acm-scoreboard/:contestID', lazy: () => import('./OutsideBoardPage.js') },
  { path: '/contest/oi-scoreboard/:contestID', lazy: () => import('./OutsideBoardPage.js') },
  // spec 3 §2: opened in a new window, without the site's bar
  { path: '/scrollBoard', lazy: () => import('./ScrollBoardPage.js'), layout: 'focus' },
  // issue 16 §4: the balloon runner page — the contest's admins, or a runner with a balloon token (no site account)
  { path: '/balloons/:contestID', lazy: () => import('./BalloonsPage.js') },
];

/** tabs of a contest, relative to /contest/:contestID */
export const contestBoardTabs: UiRoute[] = [
  { path: 'rank', lazy: () => import('./ContestRankPage.js') },
  { path: 'ac-info', lazy: () => import('./AcInfoPage.js') },
  { path: 'admin-print', lazy: () => import('./AdminPrintPage.js') },
  { path: 'rejudge', lazy: () => import('./RejudgePage.js'), guard: { superAdmin: true } },
  { path: 'scroll-board', lazy: () => import('./ScrollBoardConfigPage.js') },
];

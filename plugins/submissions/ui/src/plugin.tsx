// The submissions UI descriptor: the submission list and detail, the ACM and OI ranks with their
// Rank-group menu entries, the help content on /introduction, the home widgets, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'submissions',
  routes: [
    { path: '/status', lazy: () => import('./SubmissionListPage.js') },
    { path: '/submission-detail/:submitID', lazy: () => import('./SubmissionDetailPage.js') },
    // spec 3 §2: a contest's submissions and a submission opened from it (inside the contest's mode)
    { path: '/contest/:contestID/submissions', lazy: () => import('./SubmissionListPage.js'), guard: { login: true } },
    { path: '/contest/:contestID/problem/:problemID/submission-detail/:submitID', lazy: () => import('./SubmissionDetailPage.js'), guard: { login: true } },
    { path: '/acm-rank', lazy: () => import('./RankPage.js').then((m) => ({ default: m.AcmRankPage })) },
    { path: '/oi-rank', lazy: () => import('./RankPage.js').then((m) => ({ default: m.OiRankPage })) },
  ],
  nav: [
    { path: '/status', label: 'Status', order: 40 },
    { path: '/acm-rank', label: 'ACM_Rank', order: 50, drawerGroup: 'rank' },
    { path: '/oi-rank', label: 'OI_Rank', order: 51, drawerGroup: 'rank' },
  ],
  slots: {
    'home.main': [{ id: 'week-statistics', order: 20, lazy: () => import('./home/WeekStatistics.js') }],
    'home.side': [{ id: 'recent-ac-rank', order: 20, lazy: () => import('./home/RecentAcRank.js') }],
    'introduction.main': [{ id: 'help', order: 10, lazy: () => import('./HelpContent.js') }],
  },
  locales: { 'en-US': en, 'zh-CN': zh },
});

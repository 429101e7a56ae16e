// The contests plugin's admin area (spec 2 §2 Admin area): the contest list, the contest form, a
// contest's problems and announcements, an ACM contest's ICPC Contest API tokens. Every admin role may open them (the server's
// CONTEST_ADMIN_ROLES); a contest is managed by its author or the super admin (spec 3 §6), which
// the list says per row and the server enforces per call.
import type { AdminNavEntry, UiRoute } from '@oj/ui';

export const adminRoutes: UiRoute[] = [
  { path: '/admin/contest', lazy: () => import('./ContestListAdmin.js') },
  { path: '/admin/contest/create', lazy: () => import('./ContestEdit.js') },
  { path: '/admin/contest/:contestId/edit', lazy: () => import('./ContestEdit.js') },
  { path: '/admin/contest/:contestId/problems', lazy: () => import('./ContestProblemsAdmin.js') },
  { path: '/admin/contest/:contestId/announcement', lazy: () => import('./ContestAnnouncementsAdmin.js') },
  // the ICPC Contest API's tokens: the calls ask a signed-in user who administers the contest (the
  // shell adds the admin role every admin page needs)
  { path: '/admin/contest/:contestId/icpc', lazy: () => import('./ContestIcpcAdmin.js'), guard: { login: true } },
  // a team contest's teams
  { path: '/admin/contest/:contestId/teams', lazy: () => import('./ContestTeamsAdmin.js') },
  { path: '/admin/contest/:contestId/problem/create', lazy: () => import('./ContestProblemEdit.js') },
  { path: '/admin/contest/:contestId/problem/:pid/edit', lazy: () => import('./ContestProblemEdit.js') },
];

export const adminNav: AdminNavEntry[] = [
  { path: '/admin/contest', label: 'CA_Nav_List', order: 40, group: 'CA_Group' },
  { path: '/admin/contest/create', label: 'CA_Nav_Create', order: 41, group: 'CA_Group' },
];

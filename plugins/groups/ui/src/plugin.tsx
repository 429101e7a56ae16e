// The groups UI descriptor (spec 3 §2 Groups): the group list, a group's page with its tabs (the
// group-mode menu of spec 1 §2.3), the main-menu entry, a group problem's link to its discussions,
// the admin page of requests to publish group problems (spec 2 §2 group-problem/apply), its strings.
import { defineUiPlugin } from '@oj/ui';
import { groupDetailsRoute } from './details/routes.js';
import { en, zh } from './locales.js';

/** the site's problem admins examine the requests (the calls' roles) */
const EXAMINERS = ['root', 'problem_admin'];

export default defineUiPlugin({
  id: 'groups',
  modes: [{ name: 'group', paths: ['/group/:groupID'] }],
  routes: [{ path: '/group', lazy: () => import('./list/GroupListPage.js') }, groupDetailsRoute],
  nav: [
    // spec 1 §2.3 main menu: … discussion 60, group, about (introduction 100)
    { path: '/group', label: 'Group', order: 70 },
    // spec 1 §2.3 the group-mode menu: the group's home and its problems
    { path: '/group/:groupID', label: 'NavBar_Group_Home', order: 0, mode: 'group' },
    { path: '/group/:groupID/problem', label: 'NavBar_Group_Problem', order: 10, mode: 'group' },
  ],
  // spec 2 §2: a group problem's page links to the group's discussions of it
  slots: { 'problem.links': [{ id: 'group-problem-discussion', order: 20, lazy: () => import('./details/discussion/ProblemDiscussionLink.js') }] },
  adminRoutes: [{ path: '/admin/group-problem/apply', lazy: () => import('./admin/GroupProblemApply.js'), guard: { roles: EXAMINERS } }],
  adminNav: [{ path: '/admin/group-problem/apply', label: 'GPA_Nav', order: 24, group: 'Problem_Admin', roles: EXAMINERS }],
  locales: { 'en-US': en, 'zh-CN': zh },
});

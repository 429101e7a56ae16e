// The discussions UI descriptor (spec 3 §2 Discussions): the list (all posts, or one problem's),
// a post's page with its comments slot, the main-menu entry while public discussion is on, the
// problem page's link to its discussions, the admin page, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

const ADMIN_ROLES = ['root', 'admin', 'problem_admin'];

export default defineUiPlugin({
  id: 'discussions',
  routes: [
    // spec 1 §2.2: these two need the public discussion area (else home with the no-access message)
    { path: '/discussion', lazy: () => import('./list/DiscussionListPage.js'), guard: { switch: 'openPublicDiscussion' } },
    { path: '/discussion/:problemID', lazy: () => import('./list/DiscussionListPage.js'), guard: { switch: 'openPublicDiscussion' } },
    // the detail asks the server, which answers for a closed area with its own message
    { path: '/discussion-detail/:discussionID', lazy: () => import('./detail/DiscussionDetailPage.js') },
  ],
  nav: [
    // spec 1 §2.3 main menu: … acm-rank 50, oi-rank 51, discussion, group, about; only while public discussion is on
    { path: '/discussion', label: 'Discussion', order: 60, guard: { switch: 'openPublicDiscussion' } },
  ],
  // spec 2 §2: the problem page links to its discussions (not inside a contest)
  slots: { 'problem.links': [{ id: 'problem-discussion', order: 10, lazy: () => import('./ProblemDiscussionLink.js') }] },
  // spec 2 §2 admin "discussion": the calls are the admin roles'
  adminRoutes: [{ path: '/admin/discussion', lazy: () => import('./admin/DiscussionAdmin.js'), guard: { roles: ADMIN_ROLES } }],
  adminNav: [{ path: '/admin/discussion', label: 'DA_Nav', order: 50, roles: ADMIN_ROLES }],
  locales: { 'en-US': en, 'zh-CN': zh },
});

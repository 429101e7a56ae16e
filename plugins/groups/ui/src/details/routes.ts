// A group's page and its tabs as child routes (spec 3 §2: /group/{groupID}, login required).
import type { UiRoute } from '@oj/ui';
import { trainingPageRoute } from '@oj/plugin-trainings/pages';
import { CONTEST_TAB, contestTabRoutes } from './contest/routes.js';
import { DISCUSSION_TAB, discussionTabRoutes } from './discussion/routes.js';
import { PROBLEM_TAB, problemTabRoutes, STATUS_TAB } from './problem/routes.js';

/** the tabs built so far, as path segments ('' is Home) */
export const GROUP_TABS = {
  home: '', problem: PROBLEM_TAB, training: 'training', contest: CONTEST_TAB, status: STATUS_TAB, discussion: DISCUSSION_TAB,
  member: 'member', announcement: 'announcement', setting: 'setting', rank: 'rank',
} as const;

export const groupDetailsRoute: UiRoute = {
  path: '/group/:groupID',
  lazy: () => import('./GroupDetailsPage.js'),
  guard: { login: true },
  children: [
    { path: '', lazy: () => import('./home/HomeTab.js') },
    ...problemTabRoutes,
    { path: GROUP_TABS.training, lazy: () => import('./training/TrainingTab.js') },
    // spec 3 §2: a group's training inside the group (the trainings plugin's page and tabs)
    trainingPageRoute(`${GROUP_TABS.training}/:trainingID`),
    ...contestTabRoutes,
    ...discussionTabRoutes,
    { path: GROUP_TABS.member, lazy: () => import('./member/MemberTab.js') },
    { path: GROUP_TABS.announcement, lazy: () => import('./announcement/AnnouncementTab.js') },
    { path: GROUP_TABS.setting, lazy: () => import('./setting/SettingTab.js') },
    { path: GROUP_TABS.rank, lazy: () => import('./rank/RankTab.js') },
  ],
};

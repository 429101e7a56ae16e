// The remote judge UI descriptor: the super admin's Remote judges page (sites and the account
// pool), the user's own accounts on the settings page (the shell's 'setting.sections' slot) and,
// above a remote problem's statement, where it is judged and whether that site takes submissions
// now (the problems plugin's 'problem.notice' slot) and, in the admin problem list's header,
// "Import remote problem" (its 'problems.admin.actions' slot).
import { defineUiPlugin, type SlotWidget } from '@oj/ui';
import { PROBLEM_ADMIN_ACTIONS_SLOT, PROBLEM_NOTICE_SLOT, type ProblemAdminActionsProps, type ProblemNoticeProps } from '@oj/plugin-problems/browser';
import { remoteBanksOfPage } from './banks.js';
import { en, zh } from './locales.js';

const problemNotice: SlotWidget<ProblemNoticeProps> = {
  id: 'remote-judge-notice',
  order: 10,
  lazy: () => import('./widgets/ProblemNotice.js'),
  // only a remote judge's problem: the others have nothing to say here
  available: (p) => p.problem.isRemote,
};

const importRemote: SlotWidget<ProblemAdminActionsProps> = {
  id: 'remote-judge-import',
  order: 10,
  lazy: () => import('./widgets/ImportRemoteProblem.js'),
  // only when the problems plugin lists a remote judge to import from
  available: () => remoteBanksOfPage().then((banks) => banks.length > 0),
};

const myAccounts: SlotWidget = {
  id: 'remote-judge-accounts',
  order: 20,
  lazy: () => import('./widgets/MyAccounts.js'),
};

export default defineUiPlugin({
  id: 'remote-judge',
  slots: { [PROBLEM_NOTICE_SLOT]: [problemNotice], [PROBLEM_ADMIN_ACTIONS_SLOT]: [importRemote], 'setting.sections': [myAccounts] },
  adminRoutes: [{ path: '/admin/remote-judge', lazy: () => import('./admin/RemoteJudgePage.js'), guard: { superAdmin: true } }],
  // among the site's general settings, for the super admin (the calls' rule: root)
  adminNav: [{ path: '/admin/remote-judge', label: 'Rj_Admin_Nav', order: 17, superAdmin: true, group: 'Admin_General' }],
  locales: { 'en-US': en, 'zh-CN': zh },
});

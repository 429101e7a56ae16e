// The kernel's own calls, grouped as the web shell uses them: each mounted by a route file of
// core/kernel/src/routes and called by the shell's pages through api.call. Browser-safe.
import { accountCalls } from './account.ts';
import { profileCalls } from './profile.ts';
import { messageCalls } from './messages.ts';
import { siteCalls } from './site.ts';
import { configCalls } from './config.ts';
import { fileCalls } from './files.ts';
import { adminUserCalls } from './admin-users.ts';
import { adminAnnouncementCalls, adminPluginCalls, dashboardCalls, noticeCalls } from './admin.ts';

export const kernelCalls = {
  account: accountCalls,
  profile: profileCalls,
  messages: messageCalls,
  site: siteCalls,
  dashboard: dashboardCalls,
  notices: noticeCalls,
  announcements: adminAnnouncementCalls,
  adminUsers: adminUserCalls,
  adminPlugins: adminPluginCalls,
  config: configCalls,
  files: fileCalls,
};

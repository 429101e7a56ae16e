// The contest admin pages another plugin shows for contests of its own (`@oj/plugin-contests/admin-ui`:
// the groups plugin's Contest tab): the contest form, a contest's problems, the contest problem
// form, its announcements and the accepted-code download, working through the scope it provides
// (its calls and paths, scope.ts); and the contest list's card and tags. Their strings are this plugin's
// ('contests' namespace), which the shell loads with its UI.
export { default as ContestEdit } from './ContestEdit.js';
export { default as ContestProblemsAdmin } from './ContestProblemsAdmin.js';
export { default as ContestProblemEdit } from './ContestProblemEdit.js';
export { default as ContestAnnouncementsAdmin } from './ContestAnnouncementsAdmin.js';
export { AcDownloadDialog } from './ContestListAdmin.js';
export { ContestCard, scoreboardPath } from '../list/ContestListPage.js';
export { AuthTag, RuleTag, StatusTag } from '../details/contestMeta.js';
export { ContestAdminScopeContext, siteScope, useContestAdminScope, type ContestAdminCalls, type ContestAdminPaths, type ContestAdminScope } from './scope.js';
export type { AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, ContestProblemWrite } from './api.js';

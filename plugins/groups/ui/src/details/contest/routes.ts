// The Contest tab's screens (spec 3 "Group contest list"), each a route below the group's page:
// the members' cards at /group/:groupID/contest, and for the group's admins the admin list, the
// contest form, a contest's problems, the contest problem form and its announcements. A contest
// itself opens at the site's /contest/:contestID, which serves the group's members.
import type { UiRoute } from '@oj/ui';

export const CONTEST_TAB = 'contest';

type View = keyof typeof import('./ContestTab.js');
const view = (name: View) => () => import('./ContestTab.js').then((m) => ({ default: m[name] }));

export const contestTabRoutes: UiRoute[] = [
  { path: CONTEST_TAB, lazy: view('ContestListView') },
  { path: `${CONTEST_TAB}/admin`, lazy: view('ContestAdminView') },
  { path: `${CONTEST_TAB}/create`, lazy: view('ContestFormView') },
  { path: `${CONTEST_TAB}/:contestId/edit`, lazy: view('ContestFormView') },
  { path: `${CONTEST_TAB}/:contestId/problems`, lazy: view('ContestProblemsView') },
  { path: `${CONTEST_TAB}/:contestId/problem/create`, lazy: view('ContestProblemFormView') },
  { path: `${CONTEST_TAB}/:contestId/problem/:pid/edit`, lazy: view('ContestProblemFormView') },
  { path: `${CONTEST_TAB}/:contestId/announcement`, lazy: view('ContestAnnouncementsView') },
];

/** where the tab's screens are, for group `gid` */
export function contestTabPaths(gid: number) {
  const base = `/group/${gid}/${CONTEST_TAB}`;
  return {
    home: base,
    /** the admin pages go back to the admin list */
    list: `${base}/admin`,
    create: `${base}/create`,
    edit: (cid: number) => `${base}/${cid}/edit`,
    problems: (cid: number) => `${base}/${cid}/problems`,
    problemCreate: (cid: number) => `${base}/${cid}/problem/create`,
    problemEdit: (cid: number, pid: number) => `${base}/${cid}/problem/${pid}/edit`,
    announcements: (cid: number) => `${base}/${cid}/announcement`,
  };
}

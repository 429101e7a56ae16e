// The submission pages for other plugins to mount under their own path (`@oj/plugin-submissions/pages`,
// bundled into their remote): the groups plugin's Submission tab /group/:groupID/status and its
// /group/:groupID/submission-detail/:submitID (spec 3 §2) are the same list and detail as /status,
// with the group's submissions and links kept inside the group (scope.ts). The pages load lazily.
import type { UiRoute } from '@oj/ui';

/** the submission list at `path`, which names the group as :groupID (or the contest as :contestID) */
export function submissionListRoute(path: string): UiRoute {
  return { path, lazy: () => import('./SubmissionListPage.js') };
}

/** a submission's detail at `path`, which names it as :submitID */
export function submissionDetailRoute(path: string): UiRoute {
  return { path, lazy: () => import('./SubmissionDetailPage.js') };
}
